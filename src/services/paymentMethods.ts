/**
 * What every platform's payment module shares (payment.ts, payment.h5.ts, payment.weapp.ts import it from here: a
 * platform file importing './payment' would resolve to itself in its own build).
 *
 * The platform's part of paying. The server says which providers it takes (GET /v3/pay/methods);
 * each platform keeps those that work where it runs — the mini-program: WeChat Pay (payment.weapp.ts); WeChat's
 * browser: WeChat Pay; other browsers: LINE Pay (payment.h5.ts); the demo provider where the server offers it (only
 * in development) — and
 * completes a pending payment: WeChat's pay sheet with the server-signed fields, or LINE Pay's page. Neither is
 * proof of payment: the result page asks the server until the order is paid.
 */
import type { PayActionDTO } from '../protocol/commerce'

/** How the user's part ended: the sheet closed after paying, closed without paying, or failed. */
export type PaymentStep = 'done' | 'cancelled' | 'failed'

export interface PlatformPayment {
  /** Where WeChat Pay's sheet opens (its appid signs it): the mini-program, or WeChat's browser (H5). */
  channel: 'miniprogram' | 'browser'
  /** The server's methods usable here, best first. */
  usableMethods(server: string[]): string[]
  /** Lets the user pay; a redirect leaves the page (the promise does not settle then). */
  complete(action: PayActionDTO): Promise<PaymentStep>
}

/**
 * The server's methods in the platform's order. The demo provider ('dev') is kept when offered: only a development
 * server offers it (production refuses to start with it), and the app labels it as a demonstration.
 */
export function pickMethods(server: string[], wanted: string[]): string[] {
  return wanted.filter((m) => server.includes(m))
}
