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
import { clock } from '../../utils/mediaTime'
import { t, getLocale } from '../../i18n'
import { Routes, buildUrl } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import type { FavoriteDTO } from '../../services/api/meditation'
import './favorites.scss'
import { mediaUrl } from '../../services/http'

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
    <AppPage className='med-favs'>
      <NavBar title={t('common.titles.favorites')} />
      {!user.isLoggedIn ? (
        <View className='med-list-prompt'>
          <Text className='med-list-prompt__text'>{t('meditation.favorites.loginPrompt')}</Text>
          <Button className='med-list-prompt__btn' onClick={() => root.loginPanel.open()}>
            {t('meditation.loginAction')}
          </Button>
        </View>
      ) : (
        <StateView
          state={list.state}
          errorText={list.error}
          emptyText={t('meditation.favorites.empty')}
          onRetry={list.reload}
        >
          {list.items.map((f) => (
            <View key={f.id} className='med-fav' data-sku={f.sku}>
              <View className='med-fav__main' role='link' onClick={() => open(f)}>
                <Image
                  nativeProps={{ alt: '' }}
                  className='med-fav__cover'
                  src={mediaUrl(f.cover)}
                  mode='aspectFill'
                  aria-hidden
                />
                <View className='med-fav__body'>
                  <Text className='med-fav__title'>{f.title}</Text>
                  <Text className='med-fav__meta'>
                    {f.resource_id === null
                      ? t('meditation.favorites.goods')
                      : `${f.goods_title} · ${clock(f.duration)}`}
                    {f.is_vip === 1 ? ` · ${t('meditation.vipOnly')}` : ''}
                  </Text>
                </View>
              </View>
              <Text
                className='med-fav__remove'
                role='button'
                aria-label={`${t('meditation.favorites.remove')} ${f.title}`}
                onClick={() => remove(f)}
              >
                {t('meditation.favorites.remove')}
              </Text>
            </View>
          ))}
          <Text className='med-list-foot'>{list.hasMore ? t('common.loading') : t('common.noMore')}</Text>
        </StateView>
      )}
      <MiniPlayer />
    </AppPage>
  )
}

export default observer(Favorites)
