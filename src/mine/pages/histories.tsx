import { View, Text, Button } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import StateView from '../../components/StateView'
import TrackRow from '../../components/TrackRow'
import MiniPlayer from '../../components/MiniPlayer'
import { useNavTitle } from '../../components/AuthForm/useNavTitle'
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

/** Listening history: every logged play (spec §3 play log), newest first, with its titles. */
function Histories() {
  const root = useStores()
  useNavTitle(t('meditation.histories.title'))
  const { deps, user, audio } = root
  const locale = getLocale()
  const list = usePagedList(
    (page) => deps.api.meditation.userHistory(page, 20),
    [user.isLoggedIn, locale, audio.logsSent],
    user.isLoggedIn
  )
  usePullToRefresh(list)
  useReachBottom(() => {
    void list.more()
  })

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
      )}
      <MiniPlayer />
    </AppPage>
  )
}

export default observer(Histories)
