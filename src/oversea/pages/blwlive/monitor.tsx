import LiveMonitor from '../../../components/LiveMonitor'
import { Routes } from '../../../navigation/routes'

export default function Monitor() {
  return <LiveMonitor room={Routes.blwliveRoom} oversea />
}
