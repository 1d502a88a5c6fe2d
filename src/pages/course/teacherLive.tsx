import { useRouter } from '@tarojs/taro'
import TeacherConsole from '../../components/LiveRoom/TeacherConsole'
import { Routes } from '../../navigation/routes'

/** The teacher's live console (spec §2 course/teacherLive?id): a thin page over the shared console. */
export default function TeacherLivePage() {
  return <TeacherConsole id={Number(useRouter().params.id) || 0} roomRoute={Routes.liveRoom} />
}
