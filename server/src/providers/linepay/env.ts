/**
 * LINE Pay's configuration from the environment (PAYMENT_PROVIDER=linepay; README "Payments"):
 *   LINEPAY_BASE_URL        default https://api-pay.line.me (sandbox: https://sandbox-api-pay.line.me; a fake in development)
 *   LINEPAY_CHANNEL_ID      the merchant's Channel ID (LINE Pay merchant center → Manage Link Key)
 *   LINEPAY_CHANNEL_SECRET  the Channel Secret Key (same page)
 *   LINEPAY_CONFIRM_URL     https://<host>/pay/linepay/confirm (LINE Pay sends the browser there after approval)
 *   LINEPAY_RESULT_URL      the app's result page (default: the confirm URL's origin + /pages/payResult/result)
 *   LINEPAY_TIMEOUT_MS      default 20000 (LINE Pay asks for at least 10 s on Request, 40 s on Confirm)
 * PAYMENT_FAKES=1 (development only): none of these; a local fake instead (providers/fakes/dev.ts).
 */
import { devLinePay, wantsPaymentFakes } from '../fakes/dev'
import { linePay, type LinePayConfig, type LinePayProvider } from './index'

export class LinePayConfigError extends Error {}

export function linePayConfigFromEnv(env: NodeJS.ProcessEnv, now: () => number = Date.now): LinePayConfig {
  const missing = ['LINEPAY_CHANNEL_ID', 'LINEPAY_CHANNEL_SECRET', 'LINEPAY_CONFIRM_URL'].filter((n) => !env[n]?.trim())
  if (missing.length) throw new LinePayConfigError(`PAYMENT_PROVIDER=linepay needs ${missing.join(', ')}`)
  const confirmUrl = env.LINEPAY_CONFIRM_URL!.trim()
  return {
    baseUrl: env.LINEPAY_BASE_URL || 'https://api-pay.line.me',
    channelId: env.LINEPAY_CHANNEL_ID!.trim(),
    channelSecret: env.LINEPAY_CHANNEL_SECRET!.trim(),
    confirmUrl,
    resultUrl: env.LINEPAY_RESULT_URL || `${new URL(confirmUrl).origin}/pages/payResult/result`,
    timeoutMs: Number(env.LINEPAY_TIMEOUT_MS) || 20_000,
    now
  }
}

/** The registry's factory; `deps.now`: the app's clock. */
export function linePayFromEnv(env: NodeJS.ProcessEnv, deps: { now?: () => number } = {}): LinePayProvider {
  if (wantsPaymentFakes(env)) return devLinePay(env)
  return linePay(linePayConfigFromEnv(env, deps.now))
}
