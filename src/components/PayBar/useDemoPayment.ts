import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import '../../services/api/commerce'

/**
 * Whether this server's payment is the demo provider (GET /v3/pay/methods `demo`: only a development server has
 * it). The pay bar says "demo payment, no money is charged" only then — never next to a real provider, and not
 * before the server has said so.
 */
export function useDemoPayment(): boolean {
  const root = useStores()
  const methods = useRemote(() => root.deps.api.commerce.payMethods(), [])
  return methods.data?.demo === true
}
