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
import type { FavoriteDTO } from '../../protocol/meditation'
import './favorites.scss'
import { mediaUrl } from '../../services/http'
import '../../i18n/zh-Hant/meditation'

/** The user's saved meditations: whole albums and single tracks, newest first. */
function Favorites() {
  const root = useStores()
  useNavTitle(t('meditation.favorites.title'))
  const { deps, user } = root
  const locale = getLocale()
  const list = usePagedList(
    (page) => deps.api.meditation.favorites(page, 20),
    [user.isLoggedIn, locale],
    user.isLoggedIn
  )
  usePullToRefresh(list)
  useReachBottom(() => {
    void list.more()
  })

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
        <StateView remote={list} emptyText={t('meditation.favorites.empty')}>
          {list.items.map((f) => (
            <TrackRow
              key={f.id}
              className='med-fav'
              data={{ sku: f.sku }}
              cover={mediaUrl(f.cover)}
              title={f.title}
              meta={[
                (f.resource_id === null ? t('meditation.favorites.goods') : `${f.goods_title} · ${clock(f.duration)}`) +
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
      )}
      <MiniPlayer />
    </AppPage>
  )
}

export default observer(Favorites)
