import { useRouter } from '@tarojs/taro'
import LiveRoom from '../../components/LiveRoom'
import { Routes } from '../../navigation/routes'

/** The live room (spec §2 live/pages/liveRoom?id, or ?sku from the booking page): our own HLS channel. */
export default function LiveRoomPage() {
  const { id, sku } = useRouter().params
  return <LiveRoom id={Number(id) || undefined} sku={sku || undefined} teacherRoute={Routes.courseTeacherLive} />
}
