import { useState } from 'react'
import { View, Text, Image, Button } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import StateView from '../../components/StateView'
import TrackRow from '../../components/TrackRow'
import MiniPlayer from '../../components/MiniPlayer'
import Icon from '../../components/Icon'
import PaywallSheet from '../../components/PaywallSheet'
import Comments from '../../components/Comments'
import SectionHeader from '../../components/SectionHeader'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import { useAction } from '../../utils/useAction'
import { usePullToRefresh } from '../../utils/usePullToRefresh'
import { clock } from '../../utils/mediaTime'
import { t, getLocale } from '../../i18n'
import { Routes, buildUrl } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import type { ResourceDTO } from '../../protocol/meditation'
import './detail.scss'
import { mediaUrl } from '../../services/http'
import { imageAlt } from '../../utils/imageAlt'
import '../../i18n/zh-Hant/meditation'
import '../../i18n/zh-Hant/hub'

/** Goods detail (spec §2 detail?sku): cover, intro, the tracks with VIP marks, favorites. */
function MeditationDetail() {
  const { params } = useRouter()
  const sku = params.sku ?? ''
  const root = useStores()
  const { deps, user, audio } = root
  const locale = getLocale()
  const detail = useRemote(
    () => deps.api.meditation.goods(sku),
    [sku, locale, user.isVip],
    (g) => g.resources.length === 0
  )
  const favs = useRemote(
    () =>
      user.isLoggedIn
        ? deps.api.meditation.favorites(1, 100).then((p) => p.list.filter((f) => f.sku === sku))
        : Promise.resolve([]),
    [sku, user.isLoggedIn]
  )
  const [paywall, setPaywall] = useState(false)
  // the track whose comments are shown (the first one until another is picked)
  const [commentTrack, setCommentTrack] = useState<number | null>(null)
  usePullToRefresh(detail, favs)

  const goods = detail.data
  const favorited = (rid: number | null) => (favs.data ?? []).some((f) => f.resource_id === rid)
  const member = user.isVip

  // a refusal is toasted by the HTTP layer
  const favoriting = useAction(async (rid: number | null) => {
    const body = rid === null ? { sku } : { sku, resource_id: rid }
    if (favorited(rid)) await deps.api.meditation.removeFavorite(body)
    else await deps.api.meditation.addFavorite(body)
    await favs.reload()
  })
  const toggleFavorite = async (rid: number | null) => {
    if (!user.isLoggedIn) {
      root.loginPanel.open()
      return
    }
    await favoriting.run(rid)
  }

  const open = (r: ResourceDTO) => {
    if (r.is_vip === 1 && !r.full_path) {
      setPaywall(true)
      return
    }
    navigate(buildUrl(Routes.meditationPlay, { sku, resource_id: r.id }))
  }
  const first = goods?.resources.find((r) => audio.canPlay(r)) ?? goods?.resources[0]

  return (
    <AppPage className='med-detail'>
      <NavBar title={goods?.title ?? t('meditation.detail.title')} />
      <StateView remote={detail} emptyText={t('meditation.detail.empty')}>
        {goods && (
          <View>
            <View className='med-detail__hero'>
              <Image
                {...imageAlt('')}
                className='med-detail__cover'
                src={mediaUrl(goods.cover)}
                mode='aspectFill'
                aria-hidden
              />
              <View className='med-detail__head'>
                <Text className='med-detail__title' role='heading' aria-level={2}>
                  {goods.title}
                </Text>
                <Text className='med-detail__sub'>{goods.subtitle}</Text>
                <Text className='med-detail__meta'>
                  {t('meditation.detail.teacher', { name: goods.teacher })} ·{' '}
                  {t('meditation.tracks', { count: goods.track_count })} ·{' '}
                  {t('meditation.plays', { count: goods.play_count })}
                </Text>
              </View>
            </View>
            <View className='med-detail__actions'>
              <Button
                className='med-detail__play'
                disabled={!first || undefined}
                onClick={() => {
                  if (!first) return
                  audio.setPlayMode('list')
                  open(first)
                }}
              >
                <View className='med-detail__btn-inner'>
                  <Icon name='play' size={16} />
                  <Text>{t('meditation.detail.playAll')}</Text>
                </View>
              </Button>
              <Button
                role='button'
                className={`med-detail__fav${favorited(null) ? ' med-detail__fav--on' : ''}`}
                aria-pressed={favorited(null)}
                onClick={() => toggleFavorite(null)}
              >
                <View className='med-detail__btn-inner'>
                  <Icon name={favorited(null) ? 'heart-2' : 'heart'} size={16} />
                  <Text>{favorited(null) ? t('meditation.detail.favorited') : t('meditation.detail.favorite')}</Text>
                </View>
              </Button>
            </View>
            {goods.is_vip === 1 && !member && (
              <View className='med-detail__vip' role='link' onClick={() => navigate(Routes.meditationVipMember)}>
                <Text>{t('meditation.detail.becomeMember')}</Text>
                <Icon name='chevron-right' size={16} />
              </View>
            )}
            {goods.intro && (
              <View className='med-detail__section'>
                <Text className='med-detail__h' role='heading' aria-level={3}>
                  {t('meditation.detail.intro')}
                </Text>
                <Text className='med-detail__intro'>{goods.intro}</Text>
              </View>
            )}
            <View className='med-detail__section'>
              <Text className='med-detail__h' role='heading' aria-level={3}>
                {t('meditation.detail.trackList')}
              </Text>
              {goods.resources.map((r, i) => {
                const locked = r.is_vip === 1 && !r.full_path
                const fav = favorited(r.id)
                const playingNow = audio.sku === sku && audio.current?.id === r.id
                return (
                  <TrackRow
                    key={r.id}
                    variant='flat'
                    className={`med-track${locked ? ' med-track--locked' : ''}${playingNow ? ' med-track--current' : ''}`}
                    data={{ resource: r.id }}
                    lead={playingNow && audio.playing ? <Icon name='sound' size={16} /> : <Text>{i + 1}</Text>}
                    title={r.title}
                    meta={[
                      <>
                        {clock(r.duration)} ·{' '}
                        {r.is_vip !== 1 ? (
                          t('meditation.detail.free')
                        ) : locked ? (
                          <Text className='med-track__vip'>{t('meditation.detail.locked')}</Text>
                        ) : (
                          <Text className='med-track__vip'>{t('common.vip')}</Text>
                        )}
                      </>
                    ]}
                    openRole='button'
                    onOpen={() => open(r)}
                    action={{
                      tone: 'icon',
                      pressed: fav,
                      label: fav
                        ? t('meditation.detail.unfavoriteTrack', { title: r.title })
                        : t('meditation.detail.favoriteTrack', { title: r.title }),
                      onClick: () => toggleFavorite(r.id),
                      content: <Icon name={fav ? 'heart-2' : 'heart'} size={18} />
                    }}
                  />
                )
              })}
            </View>
            {goods.resources.length > 0 && (
              <View className='med-detail__section med-comments'>
                {(() => {
                  const picked = goods.resources.find((r) => r.id === commentTrack) ?? goods.resources[0]
                  return (
                    <>
                      <SectionHeader
                        title={t('hub.trackComments')}
                        moreText={t('hub.allMessages')}
                        onMore={() =>
                          navigate(
                            buildUrl(Routes.studyCourseComments, { resource_id: picked.id, title: picked.title })
                          )
                        }
                      />
                      <View className='med-comments__tracks' role='radiogroup' aria-label={t('hub.trackPick')}>
                        {goods.resources.map((r) => (
                          <Text
                            key={r.id}
                            role='radio'
                            aria-checked={r.id === picked.id}
                            data-resource={r.id}
                            className={`med-comments__track${r.id === picked.id ? ' med-comments__track--on' : ''}`}
                            onClick={() => setCommentTrack(r.id)}
                          >
                            {r.title}
                          </Text>
                        ))}
                      </View>
                      <Comments thread={{ kind: 'resource', id: picked.id }} placeholder={t('hub.trackPlaceholder')} />
                    </>
                  )
                })()}
              </View>
            )}
          </View>
        )}
      </StateView>
      <MiniPlayer />
      <PaywallSheet
        isOpened={paywall}
        title={t('meditation.player.lockedTitle')}
        text={t('meditation.player.vipRequired')}
        onClose={() => setPaywall(false)}
        actions={[
          {
            label: t('meditation.player.lockedAction'),
            className: 'paywall-member',
            onClick: () => {
              setPaywall(false)
              navigate(Routes.meditationVipMember)
            }
          }
        ]}
      />
    </AppPage>
  )
}

export default observer(MeditationDetail)
