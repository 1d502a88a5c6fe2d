import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../components/AppPage'
import LiveRoom from '../../components/LiveRoom'
import NavBar from '../../components/NavBar'
import StateView from '../../components/StateView'
import { t, getLocale } from '../../i18n'
import type { BlwStatusDTO } from '../../protocol/live'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import PolyvRoom from '../components/PolyvRoom'
import { BlwRoutes } from '../routes'
import '../../services/api/live'
import '../../i18n/zh-Hant/live'

/**
 * The second provider's live room (spec §2 blwlive/pages/liveRoom?id): asks /v3/blw/status who streams the live;
 * a Polyv live shows its Polyv room (components/PolyvRoom), our own the same room as /live/pages/liveRoom.
 * A live opened by sku (the booking and purchase pages) is one of ours.
 */
function BlwLiveRoomPage() {
  const { id, sku } = useRouter().params
  const liveId = Number(id) || undefined
  const { deps } = useStores()
  const status = useRemote<BlwStatusDTO | null>(
    () => (liveId ? deps.api.live.blwStatus(liveId) : Promise.resolve(null)),
    [liveId, getLocale()]
  )
  const own = <LiveRoom id={liveId} sku={sku || undefined} teacherRoute={BlwRoutes.teacherLive} buyResult='blwlive' />
  if (!liveId) return own
  if (status.state === 'ready' && status.data?.provider === 'own') return own
  if (status.data?.provider === 'polyv' && status.state !== 'error')
    return <PolyvRoom id={liveId} status={status.data} onRefresh={() => void status.reload()} />
  return (
    <AppPage>
      <NavBar title={t('live.roomTitle')} />
      <StateView remote={status} />
    </AppPage>
  )
}

export default observer(BlwLiveRoomPage)
