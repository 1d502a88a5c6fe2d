import { View, Text, Button, WebView } from '@tarojs/components'
import { observer } from 'mobx-react'
import { createElement, useState } from 'react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import StateView from '../../components/StateView'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import { t, getLocale } from '../../i18n'
import { currentRoute } from '../../services/http/route'
import type { BlwPlaybackDTO, BlwStatusDTO } from '../../protocol/live'
import '../../i18n/zh-Hant/live'
import '../../services/api/live'
import './PolyvRoom.scss'

interface Props {
  id: number
  status: BlwStatusDTO
  onRefresh: () => void
}

/**
 * A live on a Polyv channel (issue 33, /v3/blw/*): its state, Polyv's watch page signed for this viewer (asked for
 * when they press Watch: a sign works once and for 3 minutes), and the replays, each opened the same way.
 * H5 shows the watch page in the page; the mini-program opens it in a web-view (a business domain of the app).
 */
function PolyvRoom({ id, status, onRefresh }: Props) {
  const { deps, user, loginPanel } = useStores()
  const api = deps.api.live
  const replays = useRemote<BlwPlaybackDTO>(
    () => api.blwPlayback(id),
    [id, getLocale()],
    (d) => !d.items.length
  )
  const [playing, setPlaying] = useState<{ url: string; title: string } | null>(null)
  const [busy, setBusy] = useState(false)

  const play = async (title: string, vid?: string) => {
    if (!user.isLoggedIn) return loginPanel.open(currentRoute())
    setBusy(true)
    try {
      const r = await api.blwPlay(id, vid)
      if (r.url) setPlaying({ url: r.url, title })
    } catch {
      /* the request layer toasts the reason */
    } finally {
      setBusy(false)
    }
  }

  const stateText = t(`live.polyv.${status.state}`)
  return (
    <AppPage className='polyv-room'>
      <NavBar title={t('live.roomTitle')} />
      <View className='polyv-room__head'>
        <Text
          className={`polyv-room__state polyv-room__state--${status.state}`}
          role='status'
          data-testid='polyv-state'
        >
          {stateText}
        </Text>
        <Button className='polyv-room__refresh' onClick={onRefresh}>
          {t('live.polyv.refresh')}
        </Button>
      </View>
      {playing &&
        (process.env.TARO_ENV === 'h5' ? (
          createElement('iframe', {
            className: 'polyv-room__player',
            src: playing.url,
            title: `${t('live.polyv.playerTitle')}: ${playing.title}`,
            allow: 'autoplay; fullscreen'
          })
        ) : (
          <WebView src={playing.url} />
        ))}
      {status.state === 'live' && (
        <Button className='polyv-room__watch' loading={busy} onClick={() => void play(stateText)}>
          {user.isLoggedIn ? t('live.polyv.watch') : t('live.polyv.signInToWatch')}
        </Button>
      )}
      <View className='polyv-room__replays' role='region' aria-labelledby='polyv-replays-title'>
        <Text className='polyv-room__title' id='polyv-replays-title' role='heading' aria-level={2}>
          {t('live.polyv.replays')}
        </Text>
        <StateView remote={replays} emptyText={t('live.polyv.noReplays')}>
          <View role='list'>
            {replays.data?.items.map((r) => (
              <View key={r.video_id} role='listitem' className='polyv-room__replay'>
                <View className='polyv-room__replay-text'>
                  <Text className='polyv-room__replay-title'>{r.title}</Text>
                  <Text className='polyv-room__replay-meta'>{t('live.polyv.duration', { duration: r.duration })}</Text>
                </View>
                <Button
                  className='polyv-room__replay-play'
                  aria-label={t('live.polyv.watchReplay', { title: r.title })}
                  onClick={() => void play(r.title, r.video_id)}
                >
                  {t('live.replay')}
                </Button>
              </View>
            ))}
          </View>
        </StateView>
      </View>
    </AppPage>
  )
}

export default observer(PolyvRoom)
