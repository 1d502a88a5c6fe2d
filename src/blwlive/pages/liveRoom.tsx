import { useRouter } from '@tarojs/taro'
import LiveRoom from '../../components/LiveRoom'
import { BlwRoutes } from '../routes'

/** The second provider's live room (spec §2 blwlive/pages/liveRoom?id): the same room behind the provider. */
export default function BlwLiveRoomPage() {
  const { id, sku } = useRouter().params
  return (
    <LiveRoom
      id={Number(id) || undefined}
      sku={sku || undefined}
      teacherRoute={BlwRoutes.teacherLive}
      buyResult='blwlive'
    />
  )
}
