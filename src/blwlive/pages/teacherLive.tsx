import { useRouter } from '@tarojs/taro'
import TeacherConsole from '../../components/LiveRoom/TeacherConsole'
import { BlwRoutes } from '../routes'

/** The second provider's teacher console (spec §2 blwlive/pages/teacherLive?id). */
export default function BlwTeacherLivePage() {
  return <TeacherConsole id={Number(useRouter().params.id) || 0} roomRoute={BlwRoutes.liveRoom} />
}
