import RedeemCode from '../../components/RedeemCode'
import { Routes } from '../../navigation/routes'

/** The course tab's redeem entry: the same one redeem page as Me → 兌換碼 (components/RedeemCode). */
export default function ExChangeCourse() {
  return <RedeemCode here={Routes.courseExchange} />
}
