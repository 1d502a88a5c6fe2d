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
import { performJump, resolveCourseCard } from '../../navigation/jumps'
import type { FavoriteDTO } from '../../protocol/meditation'
import type { CourseFavoriteDTO } from '../../protocol/courseFavorites'
import './favorites.scss'
import { mediaUrl } from '../../services/http'
import '../../i18n/zh-Hant/meditation'
import '../../i18n/zh-Hant/courseFavorites'

/**
 * The user's saved things, newest first, in two tabs (`?tab=course` opens the second): meditations (whole
 * albums and single tracks) and courses (each opens its course page). The course tab loads when first shown.
 */
function Favorites() {
  const root = useStores()
  useNavTitle(t('meditation.favorites.title'))
  const { deps, user } = root
  const locale = getLocale()
  const [kind, setKind] = useState<Kind>(useRouter().params.tab === 'course' ? 'course' : 'meditation')
  const [courseSeen, setCourseSeen] = useState(kind === 'course')
  const list = usePagedList(
    (page) => deps.api.meditation.favorites(page, 20),
    [user.isLoggedIn, locale],
    user.isLoggedIn
  )
  const courses = usePagedList(
    (page) => deps.api.course.favorites(page, 20),
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

  const open = (f: FavoriteDTO) =>
    navigate(
      f.resource_id === null
        ? buildUrl(Routes.meditationDetail, { sku: f.sku })
        : buildUrl(Routes.meditationPlay, { sku: f.sku, resource_id: f.resource_id })
    )
  const remove = async (f: FavoriteDTO) => {
    try {
      await deps.api.meditation.removeFavorite(
        f.resource_id === null ? { sku: f.sku } : { sku: f.sku, resource_id: f.resource_id }
      )
      deps.toast(t('meditation.favorites.removed'))
      list.drop((x) => x.id === f.id)
    } catch {
      /* toasted */
    }
  }
  const removeCourse = async (f: CourseFavoriteDTO) => {
    try {
      await deps.api.course.unfavorite(f.course.id)
      deps.toast(t('courseFavorites.toggle.removed'))
      courses.drop((x) => x.id === f.id)
    } catch {
      /* toasted */
    }
  }

  return (
    <AppPage className='list-page med-favs'>
      <NavBar title={t('common.titles.favorites')} />
      {!user.isLoggedIn ? (
        <View className='list-prompt'>
          <Text className='list-prompt__text'>{t('meditation.favorites.loginPrompt')}</Text>
          <Button className='list-prompt__btn' onClick={() => root.loginPanel.open()}>
            {t('meditation.loginAction')}
          </Button>
        </View>
      ) : (
        <View>
          <KindTabs value={kind} onChange={choose} />
          <KindPanel kind='meditation' shown={kind}>
            <StateView remote={list} emptyText={t('meditation.favorites.empty')}>
              {list.items.map((f) => (
                <TrackRow
                  key={f.id}
                  className='med-fav'
                  data={{ sku: f.sku }}
                  cover={mediaUrl(f.cover)}
                  title={f.title}
                  meta={[
                    (f.resource_id === null
                      ? t('meditation.favorites.goods')
                      : `${f.goods_title} · ${clock(f.duration)}`) +
                      (f.is_vip === 1 ? ` · ${t('meditation.vipOnly')}` : '')
                  ]}
                  onOpen={() => open(f)}
                  action={{
                    content: t('meditation.favorites.remove'),
                    label: `${t('meditation.favorites.remove')} ${f.title}`,
                    onClick: () => void remove(f)
                  }}
                />
              ))}
              <Text className='list-foot'>{list.hasMore ? t('common.loading') : t('common.noMore')}</Text>
            </StateView>
          </KindPanel>
          <KindPanel kind='course' shown={kind}>
            <StateView remote={courses} emptyText={t('courseFavorites.favorites.empty')}>
              {courses.items.map((f) => (
                <TrackRow
                  key={f.id}
                  className='course-fav'
                  data={{ course: f.course.id }}
                  cover={mediaUrl(f.course.cover)}
                  title={f.course.title}
                  meta={[f.course.teacher, f.course.subtitle]}
                  onOpen={() => performJump(resolveCourseCard(f.course))}
                  action={{
                    content: t('courseFavorites.favorites.remove'),
                    label: t('courseFavorites.favorites.removeLabel', { title: f.course.title }),
                    tone: 'danger',
                    onClick: () => void removeCourse(f)
                  }}
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

export default observer(Favorites)
