import { useEffect, useRef, useState } from 'react'
import { View, Text, Image, Button } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import TransportButtons from '../../components/TransportButtons'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import StateView from '../../components/StateView'
import SeekSlider from '../../components/SeekSlider'
import Icon from '../../components/Icon'
import DownloadButton from '../../components/DownloadButton'
import Animation from '../../components/Animation'
import { LOTTIE } from '../../components/Animation/files'
import FloatSheet from '../../components/FloatSheet'
import { useStores } from '../../stores'
import { SLEEP_MINUTES, type PlayMode, type SleepChoice } from '../../stores/AudioStore'
import SessionEndSheet from '../../components/SessionEnd'
import { useRemote } from '../../utils/useRemote'
import { clock } from '../../utils/mediaTime'
import { t, getLocale } from '../../i18n'
import { Routes } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import type { PlayInfoDTO } from '../../protocol/meditation'
import './play.scss'
import { mediaUrl } from '../../services/http'
import { imageAlt } from '../../utils/imageAlt'
import '../../i18n/zh-Hant/meditation'

const SPEEDS = [0.75, 0.9, 1, 1.1, 1.25]
type Sheet = 'speed' | 'sleep' | 'list' | null

const MODE_LABEL = {
  once: 'meditation.player.modeOnce',
  single: 'meditation.player.modeSingle',
  list: 'meditation.player.modeList'
} as const satisfies Record<PlayMode, string>
const MODE_ICON = { once: 'next', single: 'repeat-play', list: 'bullet-list' } as const satisfies Record<
  PlayMode,
  string
>

/** The player (spec §2 play?sku[&resource_id]): the audio store's state and controls. */
function MeditationPlay() {
  const { params } = useRouter()
  const sku = params.sku ?? ''
  const resourceId = params.resource_id ? Number(params.resource_id) : undefined
  const root = useStores()
  const { audio, user, deps } = root
  const locale = getLocale()
  const [sheet, setSheet] = useState<Sheet>(null)
  const [dragging, setDragging] = useState<number | null>(null)
  const [like, setLike] = useState<{ liked: boolean; count: number } | null>(null)

  useEffect(() => {
    if (sku) void audio.open(sku, resourceId)
  }, [audio, sku, resourceId])
  // a language switch or a membership change re-reads the play data without restarting the track
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    void audio.refreshPlayInfo()
  }, [audio, locale, user.isVip])
  // the user's scene music, played under the guide
  useEffect(() => {
    if (audio.scene) return
    deps.api.meditation
      .userScene()
      .then((s) => audio.setScene({ title: s.scene.title, music: s.scene.music, cover: s.scene.cover }))
      .catch(() => {})
  }, [audio, deps.api.meditation])
  const track = audio.current
  const favs = useRemote(
    () => (user.isLoggedIn ? deps.api.meditation.favorites(1, 100).then((p) => p.list) : Promise.resolve([])),
    [user.isLoggedIn, sku]
  )
  const favorited = !!track && (favs.data ?? []).some((f) => f.sku === audio.sku && f.resource_id === track.id)
  useEffect(() => {
    setLike(null)
  }, [track?.id])

  const toggleFavorite = async () => {
    if (!track) return
    if (!user.isLoggedIn) {
      root.loginPanel.open()
      return
    }
    const body = { sku: audio.sku, resource_id: track.id }
    try {
      if (favorited) await deps.api.meditation.removeFavorite(body)
      else await deps.api.meditation.addFavorite(body)
      await favs.reload()
    } catch {
      /* the HTTP layer toasted */
    }
  }
  const liked = like?.liked ?? !!(audio.playInfo as (PlayInfoDTO & { liked?: boolean }) | null)?.liked
  const toggleLike = async () => {
    if (!track) return
    if (!user.isLoggedIn) {
      root.loginPanel.open()
      return
    }
    try {
      const r = liked ? await deps.api.meditation.unlike(track.id) : await deps.api.meditation.like(track.id)
      setLike({ liked: r.liked, count: r.like_count })
    } catch {
      /* toasted */
    }
  }
  const switchMode = () => {
    audio.togglePlayMode()
    deps.toast(t('meditation.player.modeSwitched', { mode: t(MODE_LABEL[audio.playMode]) }))
  }
  const chooseSleep = (c: SleepChoice | null) => {
    audio.setSleepTimer(c)
    setSheet(null)
  }

  const position = dragging ?? audio.currentTime
  const state = audio.loadState === 'idle' ? 'loading' : audio.loadState
  return (
    <AppPage className='player'>
      <NavBar title={t('meditation.player.title')} />
      <StateView state={state} errorText={audio.error} onRetry={() => audio.open(sku, resourceId)}>
        {track && (
          <View className='player__body'>
            <Image
              {...imageAlt('')}
              className={`player__cover${audio.playing ? ' player__cover--on' : ''}`}
              src={mediaUrl(audio.cover)}
              mode='aspectFill'
              aria-hidden
            />
            <Text className='player__title' role='heading' aria-level={2}>
              {track.title}
            </Text>
            <Text
              className='player__album'
              role='link'
              onClick={() => navigate(`${Routes.meditationDetail}?sku=${encodeURIComponent(audio.sku)}`)}
            >
              {audio.title}
            </Text>
            <View className='player__breathe'>
              <View className='player__breathe-guide'>
                <Animation path={LOTTIE.breathe} loop autoplay={audio.playing} />
              </View>
              <Text className='player__breathe-hint'>{t('meditation.player.breatheHint')}</Text>
            </View>

            {audio.locked ? (
              <View className='player__locked' role='alert'>
                <View className='player__locked-title'>
                  <Icon name='lock' size={18} />
                  <Text>{t('meditation.player.lockedTitle')}</Text>
                </View>
                <Button className='player__locked-action' onClick={() => navigate(Routes.meditationVipMember)}>
                  {t('meditation.player.lockedAction')}
                </Button>
              </View>
            ) : (
              <View>
                <View className='player__tools'>
                  <Text
                    className={`player__tool${liked ? ' player__tool--on' : ''}`}
                    role='button'
                    aria-pressed={liked}
                    onClick={toggleLike}
                  >
                    <Icon name={liked ? 'heart-2' : 'heart'} size={16} />
                    <Text>
                      {liked ? t('meditation.player.liked') : t('meditation.player.like')}
                      {like && like.count > 0 ? ` ${like.count}` : ''}
                    </Text>
                  </Text>
                  <Text
                    className={`player__tool player__fav${favorited ? ' player__tool--on' : ''}`}
                    role='button'
                    aria-pressed={favorited}
                    onClick={toggleFavorite}
                  >
                    <Icon name={favorited ? 'star-2' : 'star'} size={16} />
                    <Text>{favorited ? t('meditation.player.favorited') : t('meditation.player.favorite')}</Text>
                  </Text>
                  <Text
                    className={`player__tool player__scene${audio.sceneLayerOn ? ' player__tool--on' : ''}`}
                    role='switch'
                    aria-checked={audio.sceneLayerOn}
                    onClick={() => audio.setSceneLayer(!audio.sceneLayerOn)}
                  >
                    <Icon name='sound' size={16} />
                    <Text>
                      {audio.sceneLayerOn && audio.scene
                        ? t('meditation.player.sceneOn', { name: audio.scene.title })
                        : t('meditation.player.sceneOff')}
                    </Text>
                  </Text>
                </View>

                <View className='player__progress'>
                  <SeekSlider
                    className='player__slider'
                    max={Math.round(audio.duration)}
                    value={Math.round(position)}
                    label={t('meditation.player.progress')}
                    valueText={t('meditation.player.progressValue', {
                      time: clock(position),
                      total: clock(audio.duration)
                    })}
                    onChanging={(v) => setDragging(v)}
                    onChange={(v) => {
                      setDragging(null)
                      audio.seek(v)
                    }}
                  />
                  <View className='player__times'>
                    <Text className='player__time-current'>{clock(position)}</Text>
                    <Text className='player__buffering'>{audio.buffering ? t('meditation.player.buffering') : ''}</Text>
                    <Text className='player__time-total'>{clock(audio.duration)}</Text>
                  </View>
                </View>

                <View className='player__controls'>
                  <Text
                    className='player__mode'
                    role='button'
                    data-mode={audio.playMode}
                    onClick={switchMode}
                    aria-label={t(MODE_LABEL[audio.playMode])}
                  >
                    <Icon name={MODE_ICON[audio.playMode]} size={22} />
                  </Text>
                  <TransportButtons
                    audio={audio}
                    classes={{ prev: 'player__prev', toggle: 'player__toggle', next: 'player__next' }}
                  />
                  <Text
                    className='player__list-btn'
                    role='button'
                    aria-label={t('meditation.player.list')}
                    onClick={() => setSheet('list')}
                  >
                    <Icon name='playlist' size={22} />
                  </Text>
                </View>
                {!!audio.notice && (
                  <Text className='player__notice' role='status'>
                    {audio.notice}
                  </Text>
                )}
                <Text className='player__mode-label'>{t(MODE_LABEL[audio.playMode])}</Text>

                <View className='player__extras'>
                  <Text className='player__extra player__speed' role='button' onClick={() => setSheet('speed')}>
                    {t('meditation.player.speed', { rate: audio.rate })}
                  </Text>
                  <Text className='player__extra player__sleep' role='button' onClick={() => setSheet('sleep')}>
                    <Icon name='clock' size={16} />
                    <Text>
                      {audio.sleep === null
                        ? t('meditation.player.sleep')
                        : audio.sleep === 'track'
                          ? t('meditation.player.sleepTrackOn')
                          : t('meditation.player.sleepLeft', { time: clock(audio.sleepLeft) })}
                    </Text>
                  </Text>
                  <DownloadButton />
                </View>
              </View>
            )}
          </View>
        )}
      </StateView>

      {/* kept mounted (Taro H5 must not insert it before other nodes later): isOpened shows and hides it */}
      <FloatSheet className='player-sheet' isOpened={sheet !== null} onClose={() => setSheet(null)}>
        <View
          className='player-sheet__panel'
          role='dialog'
          aria-modal='true'
          aria-label={
            sheet === 'speed'
              ? t('meditation.player.speedTitle')
              : sheet === 'sleep'
                ? t('meditation.player.sleep')
                : t('meditation.player.list')
          }
        >
          {sheet === 'speed' && (
            <View>
              <Text className='player-sheet__title'>{t('meditation.player.speedTitle')}</Text>
              {SPEEDS.map((s) => (
                <Text
                  key={s}
                  className={`player-sheet__item${audio.rate === s ? ' player-sheet__item--on' : ''}`}
                  role='button'
                  onClick={() => {
                    audio.setRate(s)
                    setSheet(null)
                  }}
                >
                  {s}×
                </Text>
              ))}
            </View>
          )}
          {sheet === 'sleep' && (
            <View>
              <Text className='player-sheet__title'>{t('meditation.player.sleep')}</Text>
              <Text
                className={`player-sheet__item${audio.sleep === null ? ' player-sheet__item--on' : ''}`}
                role='button'
                onClick={() => chooseSleep(null)}
              >
                {t('meditation.player.sleepOff')}
              </Text>
              {SLEEP_MINUTES.map((m) => (
                <Text
                  key={m}
                  className={`player-sheet__item${audio.sleep === m ? ' player-sheet__item--on' : ''}`}
                  role='button'
                  onClick={() => chooseSleep(m)}
                >
                  {t('meditation.player.sleepMinutes', { count: m })}
                </Text>
              ))}
              <Text
                className={`player-sheet__item${audio.sleep === 'track' ? ' player-sheet__item--on' : ''}`}
                role='button'
                onClick={() => chooseSleep('track')}
              >
                {t('meditation.player.sleepTrack')}
              </Text>
            </View>
          )}
          {sheet === 'list' && (
            <View>
              <Text className='player-sheet__title'>{t('meditation.player.list')}</Text>
              {audio.songList.map((r, i) => {
                const ok = audio.canPlay(r)
                return (
                  <View
                    key={r.id}
                    className={`player-sheet__track${i === audio.index ? ' player-sheet__track--on' : ''}${ok ? '' : ' player-sheet__track--locked'}`}
                    role='button'
                    onClick={() => {
                      if (audio.playIndex(i)) setSheet(null)
                    }}
                  >
                    <Text className='player-sheet__track-title'>{r.title}</Text>
                    <Text className='player-sheet__track-meta'>
                      {ok ? clock(r.duration) : t('meditation.detail.locked')}
                    </Text>
                  </View>
                )
              })}
            </View>
          )}
          <Button className='player-sheet__close' onClick={() => setSheet(null)}>
            {t('meditation.player.close')}
          </Button>
        </View>
      </FloatSheet>
      <SessionEndSheet />
    </AppPage>
  )
}

export default observer(MeditationPlay)
