import { View, Text, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import StateView from '../../components/StateView'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import { useAction } from '../../utils/useAction'
import { t, getLocale } from '../../i18n'
import { currentRoute } from '../../services/http/route'
import { getNavigator } from '../../navigation/navigate'
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
 * Like every outside address, the watch page opens in the whole window on H5 and in the web-view page in the
 * mini-program (Polyv's watch host must be a business domain of the mini-program).
 */
function PolyvRoom({ id, status, onRefresh }: Props) {
  const { deps, user, loginPanel } = useStores()
  const api = deps.api.live
  const replays = useRemote<BlwPlaybackDTO>(
    () => api.blwPlayback(id),
    [id, getLocale()],
    (d) => !d.items.length
  )
  // the sign is asked for on the tap (it works once, for 3 minutes); a failure is toasted by the request layer
  const watch = useAction(async (vid?: string) => {
    const r = await api.blwPlay(id, vid)
    if (r.url) getNavigator().openExternal(r.url)
  })
  const play = (vid?: string) => {
    if (!user.isLoggedIn) return loginPanel.open(currentRoute())
    void watch.run(vid)
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
      {status.state === 'live' && (
        <Button
          className='polyv-room__watch'
          loading={watch.busy}
          disabled={watch.busy || undefined}
          aria-busy={watch.busy || undefined}
          onClick={() => play()}
        >
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
                  disabled={watch.busy || undefined}
                  onClick={() => play(r.video_id)}
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
