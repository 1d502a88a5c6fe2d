import { useState } from 'react'
import { View, Text, Image, Button } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../../components/AppPage'
import NavBar from '../../../components/NavBar'
import StateView from '../../../components/StateView'
import Icon from '../../../components/Icon'
import { useStores } from '../../../stores'
import { useRemote } from '../../../utils/useRemote'
import { usePullToRefresh } from '../../../utils/usePullToRefresh'
import { t, getLocale } from '../../../i18n'
import { mediaUrl } from '../../../services/http'
import { currentRoute } from '../../../services/http/route'
import { navigate } from '../../../navigation/navigate'
import { Routes, buildUrl } from '../../../navigation/routes'
import { performJump, resolveCourseCard } from '../../../navigation/jumps'
import type { CollectionItemDTO } from '../../../protocol/collection'
import './index.scss'
import { imageAlt } from '../../../utils/imageAlt'
import { useAction } from '../../../utils/useAction'
import '../../../i18n/zh-Hant/hub'
import '../../../services/api/collection'

function openItem(item: CollectionItemDTO) {
  if (item.kind === 'meditation') navigate(buildUrl(Routes.meditationDetail, { sku: item.sku }))
  else performJump(resolveCourseCard({ id: item.id, sku: item.sku, type: item.type, sub_type: item.sub_type }))
}

/**
 * A curated collection (spec §2 study/pages/collectionDetail/index?id): its albums and courses in order, each
 * opening its own page, and a favourite toggle (a visitor is asked to log in first).
 */
function CollectionDetail() {
  const { deps, user, loginPanel } = useStores()
  const id = Number(useRouter().params.id) || 0
  const detail = useRemote(
    () => deps.api.collection.detail(id),
    [id, getLocale(), user.token],
    (d) => d.items.length === 0
  )
  usePullToRefresh(detail)
  // the favourite as last answered by the server, over the loaded detail
  const [fav, setFav] = useState<{ favorited: boolean; count: number } | null>(null)
  const d = detail.data
  const favorited = fav?.favorited ?? d?.favorited ?? false
  const favCount = fav?.count ?? d?.favorite_count ?? 0
  // a failure is toasted by the HTTP layer; a second tap while saving is ignored (useAction)
  const saveFavorite = useAction(async (id: number, on: boolean) => {
    const r = await deps.api.collection.setFavorite(id, on)
    setFav({ favorited: r.favorited, count: r.favorite_count })
    deps.toast(r.favorited ? t('hub.favoriteDone') : t('hub.unfavoriteDone'))
  })
  const saving = saveFavorite.busy

  const toggle = async () => {
    if (!user.isLoggedIn) {
      loginPanel.open(currentRoute())
      return
    }
    if (!d) return
    await saveFavorite.run(d.id, !favorited)
  }

  return (
    <AppPage className='collection'>
      <NavBar title={d?.title || t('hub.collectionTitle')} />
      <StateView remote={detail} emptyText={t('hub.collectionEmpty')}>
        {d && (
          <View className='collection__head'>
            <Image
              {...imageAlt('')}
              className='collection__cover'
              src={mediaUrl(d.cover)}
              mode='aspectFill'
              aria-hidden
            />
            <View className='collection__info'>
              <Text className='collection__title' role='heading' aria-level={2}>
                {d.title}
              </Text>
              <Text className='collection__intro'>{d.intro}</Text>
              <Text className='collection__meta'>
                {t('hub.collectionItems', { count: d.item_count })} ·{' '}
                {t('hub.collectionFavorites', { count: favCount })}
              </Text>
              <Button
                role='button'
                className={`collection__fav${favorited ? ' collection__fav--on' : ''}`}
                aria-pressed={favorited}
                disabled={saving || undefined}
                onClick={toggle}
              >
                <View className='collection__fav-inner'>
                  <Icon name={favorited ? 'heart-2' : 'heart'} size={16} />
                  <Text>{favorited ? t('hub.favorited') : t('hub.favorite')}</Text>
                </View>
              </Button>
            </View>
          </View>
        )}
        <View className='collection__items'>
          {d?.items.map((item) => (
            <View
              key={`${item.kind}:${item.id}`}
              className='collection-item'
              role='link'
              data-kind={item.kind}
              data-sku={item.sku}
              onClick={() => openItem(item)}
            >
              <Image
                {...imageAlt('')}
                className='collection-item__cover'
                src={mediaUrl(item.cover)}
                mode='aspectFill'
                aria-hidden
              />
              <View className='collection-item__body'>
                <Text className='collection-item__title'>{item.title}</Text>
                <Text className='collection-item__meta'>
                  {[item.teacher, item.subtitle].filter(Boolean).join(' · ')}
                </Text>
                <Text className='collection-item__kind'>
                  {item.kind === 'meditation' ? t('hub.kindMeditation') : t('hub.kindCourse')}
                </Text>
              </View>
              <Icon name='chevron-right' size={16} className='collection-item__arrow' />
            </View>
          ))}
        </View>
      </StateView>
    </AppPage>
  )
}

export default observer(CollectionDetail)
