import { View, Text, Button } from '@tarojs/components'
import { useReachBottom, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import StateView from '../../components/StateView'
import TrackRow from '../../components/TrackRow'
import MiniPlayer from '../../components/MiniPlayer'
import { useNavTitle } from '../../components/AuthForm/useNavTitle'
import KindTabs, { KindPanel, type Kind } from '../components/KindTabs'
import { useStores } from '../../stores'
import { usePagedList } from '../../utils/usePagedList'
import { usePullToRefresh } from '../../utils/usePullToRefresh'
import { clock } from '../../utils/mediaTime'
import { t, getLocale } from '../../i18n'
import { Routes, buildUrl } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import './histories.scss'
import { mediaUrl } from '../../services/http'
import { formatDateTime } from '../../utils/dates'
import '../../i18n/zh-Hant/meditation'
import '../../i18n/zh-Hant/courseFavorites'

/**
 * History, newest first, in two tabs (`?tab=course` opens the second): every logged meditation play (spec §3 play
 * log) with its titles, and the courses watched (one row each: the lesson watched last and how far; a row
 * resumes it there). The course tab loads when first shown.
 */
function Histories() {
  const root = useStores()
  useNavTitle(t('meditation.histories.title'))
  const { deps, user, audio } = root
  const locale = getLocale()
  const [kind, setKind] = useState<Kind>(useRouter().params.tab === 'course' ? 'course' : 'meditation')
  const [courseSeen, setCourseSeen] = useState(kind === 'course')
  const list = usePagedList(
    (page) => deps.api.meditation.userHistory(page, 20),
    [user.isLoggedIn, locale, audio.logsSent],
    user.isLoggedIn
  )
  const courses = usePagedList(
    // reports kept offline go first, so the list includes them
    (page) => root.playLogs.settled().then(() => deps.api.course.histories(page, 20)),
    [user.isLoggedIn, locale, courseSeen],
    user.isLoggedIn && courseSeen
  )
  usePullToRefresh(list, courses)
  useReachBottom(() => {
    void (kind === 'course' ? courses.more() : list.more())
  })
  const choose = (k: Kind) => {
    setKind(k)
    if (k === 'course') setCourseSeen(true)
  }

  return (
    <AppPage className='list-page med-hist'>
      <NavBar title={t('common.titles.histories')} />
      {!user.isLoggedIn ? (
        <View className='list-prompt'>
          <Text className='list-prompt__text'>{t('meditation.histories.loginPrompt')}</Text>
          <Button className='list-prompt__btn' onClick={() => root.loginPanel.open()}>
            {t('meditation.loginAction')}
          </Button>
        </View>
      ) : (
        <View>
          <KindTabs value={kind} onChange={choose} />
          <KindPanel kind='meditation' shown={kind}>
            <StateView remote={list} emptyText={t('meditation.histories.empty')}>
              {list.items.map((h) => (
                <TrackRow
                  key={h.id}
                  className='med-hist-row'
                  data={{ resource: h.resource_id }}
                  cover={mediaUrl(h.cover)}
                  title={h.title || t('meditation.recent.untitled')}
                  meta={[
                    h.goods_title,
                    `${t('meditation.histories.played', { time: clock(h.playtime) })} · ${formatDateTime(h.created_at)}`
                  ]}
                  onOpen={() => navigate(buildUrl(Routes.meditationPlay, { sku: h.sku, resource_id: h.resource_id }))}
                />
              ))}
              <Text className='list-foot'>{list.hasMore ? t('common.loading') : t('common.noMore')}</Text>
            </StateView>
          </KindPanel>
          <KindPanel kind='course' shown={kind}>
            <StateView remote={courses} emptyText={t('courseFavorites.histories.empty')}>
              {courses.items.map((h) => (
                <TrackRow
                  key={h.id}
                  className='course-hist'
                  data={{ course: h.course.id, lesson: h.lesson_id }}
                  cover={mediaUrl(h.course.cover)}
                  title={h.course.title}
                  meta={[
                    h.lesson_title,
                    `${
                      h.duration > 0
                        ? t('courseFavorites.histories.watchedOf', {
                            time: clock(h.position),
                            total: clock(h.duration)
                          })
                        : t('courseFavorites.histories.watchedTo', { time: clock(h.position) })
                    } · ${formatDateTime(h.updated_at)}`
                  ]}
                  onOpen={() => navigate(buildUrl(Routes.coursePlay, { sku: h.course.sku, lesson_id: h.lesson_id }))}
                />
              ))}
              <Text className='list-foot'>{courses.hasMore ? t('common.loading') : t('common.noMore')}</Text>
            </StateView>
          </KindPanel>
        </View>
      )}
      <MiniPlayer />
    </AppPage>
  )
}

export default observer(Histories)
