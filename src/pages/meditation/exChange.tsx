import RedeemCode from '../../components/RedeemCode'
import { Routes } from '../../navigation/routes'

/** Me → 兌換碼: the one redeem page, for every kind of code (components/RedeemCode). */
export default function ExChange() {
  return <RedeemCode here={Routes.meditationExchange} />
}
