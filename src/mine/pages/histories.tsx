import { View, Text, Image, Button } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import StateView from '../../components/StateView'
import MiniPlayer from '../../components/MiniPlayer'
import { useNavTitle } from '../../components/AuthForm/useNavTitle'
import { useStores } from '../../stores'
import { usePagedList } from '../../utils/usePagedList'
import { usePullToRefresh } from '../../utils/usePullToRefresh'
import { clock, localDateTime } from '../../utils/mediaTime'
import { t, getLocale } from '../../i18n'
import { Routes, buildUrl } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import './favorites.scss'
import './histories.scss'
import { mediaUrl } from '../../services/http'

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
    <AppPage className='med-hist'>
      <NavBar title={t('common.titles.histories')} />
      {!user.isLoggedIn ? (
        <View className='med-list-prompt'>
          <Text className='med-list-prompt__text'>{t('meditation.histories.loginPrompt')}</Text>
          <Button className='med-list-prompt__btn' onClick={() => root.loginPanel.open()}>
            {t('meditation.loginAction')}
          </Button>
        </View>
      ) : (
        <StateView
          state={list.state}
          errorText={list.error}
          emptyText={t('meditation.histories.empty')}
          onRetry={list.reload}
        >
          {list.items.map((h) => (
            <View
              key={h.id}
              className='med-hist-row'
              role='link'
              data-resource={h.resource_id}
              onClick={() => navigate(buildUrl(Routes.meditationPlay, { sku: h.sku, resource_id: h.resource_id }))}
            >
              <Image
                nativeProps={{ alt: '' }}
                className='med-hist-row__cover'
                src={mediaUrl(h.cover)}
                mode='aspectFill'
                aria-hidden
              />
              <View className='med-hist-row__body'>
                <Text className='med-hist-row__title'>{h.title || t('meditation.recent.untitled')}</Text>
                <Text className='med-hist-row__meta'>{h.goods_title}</Text>
                <Text className='med-hist-row__meta'>
                  {t('meditation.histories.played', { time: clock(h.playtime) })} · {localDateTime(h.created_at)}
                </Text>
              </View>
            </View>
          ))}
          <Text className='med-list-foot'>{list.hasMore ? t('common.loading') : t('common.noMore')}</Text>
        </StateView>
      )}
      <MiniPlayer />
    </AppPage>
  )
}

export default observer(Histories)
