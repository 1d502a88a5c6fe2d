/**
 * Payment providers behind one interface: pay, refund, query. A real provider (WeChat Pay, LINE Pay, ECPay...)
 * is one file implementing it, selected by configuration (providers/index.ts, config.ts PAYMENT_PROVIDER).
 * The dev provider confirms every payment at once (no money moves) and says so (`demo: true`), which the app
 * shows as "demo payment"; it exists only outside production.
 *
 * Contract a provider must keep:
 * - `pay` is idempotent per `orderNo`: asking again for the same order never takes money twice (real providers
 *   key on the merchant order number: WeChat Pay out_trade_no, LINE Pay orderId). A provider that confirms
 *   asynchronously answers 'pending' and the webhook / `query` later confirms; both end in the same settle
 *   step as POST /v3/pays (routes/commerce/settle.ts).
 * - `refund` returns the money of one confirmed payment (`txn`), also idempotent per order.
 * - `notification` (providers that call back): verifies a callback on its raw bytes and says what it reports, or
 *   throws NotificationRefused; the route (routes/commerce/notify.ts) settles through the same settle step.
 */
import type { PayActionDTO } from '@app/protocol'

export interface PaymentRequest {
  orderNo: string
  userId: number
  /** Integer cents of TWD, as computed by the server. */
  amountCents: number
  title: string
  /** The order's end of life: the provider closes the payment then too. */
  expiresAt?: Date
  /**
   * Who pays and where: WeChat Pay's JSAPI needs the payer's openid for the appid that opens the sheet — the
   * mini-program's (the WeChat login's identity) or, in WeChat's browser (`channel` 'browser'), the Official
   * Account's (`wechatOaOpenid`, from WeChat's web authorization).
   */
  payer?: {
    wechatOpenid?: string | null
    wechatOaOpenid?: string | null
    channel?: 'miniprogram' | 'browser'
    ip?: string
  }
}

export type PaymentOutcome =
  | { status: 'paid'; txn: string; amountCents?: number }
  /** Not confirmed yet; `action`: what the app does for the user to pay (sign the WeChat sheet, go to LINE Pay). */
  | { status: 'pending'; action?: PayActionDTO }
  /** `reason` 'unavailable': the provider did not answer (down, slow); the order stays payable. */
  | { status: 'failed'; reason: string }

/** What a verified provider callback reports; `freshness`: its nonce, which must not be seen twice. */
export type PaymentNotification = (
  | { kind: 'payment'; orderNo: string; outcome: PaymentOutcome }
  | { kind: 'refund'; orderNo: string; outcome: RefundOutcome }
  /** A verified event we do not act on. */
  | { kind: 'ignored'; event: string }
) & { freshness?: { nonce: string; timestampSeconds: number } }

/** A callback that is not the provider's, not fresh, or not readable: answered 4xx, nothing settled. */
export class NotificationRefused extends Error {
  constructor(readonly reason: string) {
    super(`notification refused: ${reason}`)
  }
}

export interface PaymentHint {
  txn?: string | null
}

/** A provider callback as received: lower-case headers and the body's exact text. */
export interface RawNotification {
  headers: Record<string, string | string[] | undefined>
  body: string
}

export interface RefundRequest {
  orderNo: string
  /** The confirmed payment to return. */
  txn: string
  amountCents: number
  reason: string
}

export type RefundOutcome =
  { status: 'refunded'; refundTxn: string } | { status: 'pending' } | { status: 'failed'; reason: string }

export interface PaymentProvider {
  /** Stored on the order ('dev', 'wechatpay', ...). */
  readonly name: string
  /** A demo provider: the app labels the payment as a demonstration. */
  readonly demo: boolean
  /** Redirect providers: the app's page the browser returns to after the provider's page. */
  readonly resultUrl?: string
  pay(req: PaymentRequest): Promise<PaymentOutcome>
  refund(req: RefundRequest): Promise<RefundOutcome>
  /**
   * The payment state of an order at the provider (for reconciliation and asynchronous confirmation); `hint.txn`:
   * the provider transaction recorded on the order, for providers that look payments up by it (LINE Pay).
   */
  query(orderNo: string, hint?: PaymentHint): Promise<PaymentOutcome>
  /** The state of the refund of an order at the provider (refund retries, reconciliation). */
  refundQuery?(orderNo: string, hint?: PaymentHint): Promise<RefundOutcome>
  /**
   * Redirect providers (LINE Pay): confirms the transaction the user approved, for the order's amount; the return
   * route (routes/commerce/linepayReturn.ts) calls it once the order row is claimed for that transaction.
   */
  confirm?(txn: string, orderNo: string, amountCents: number): Promise<PaymentOutcome>
  /** Verifies and reads a callback (see NotificationRefused). */
  notification?(raw: RawNotification): Promise<PaymentNotification>
  /** Stops paying an unpaid order at the provider (before the order is closed here). */
  close?(orderNo: string): Promise<void>
}

/** Confirms immediately with a transaction id derived from the order number (so paying twice is one payment). */
export function devPayment(): PaymentProvider {
  const refunds = new Map<string, string>()
  return {
    name: 'dev',
    demo: true,
    async pay(req) {
      return { status: 'paid', txn: `dev-${req.orderNo}` }
    },
    async refund(req) {
      const refundTxn = refunds.get(req.txn) ?? `dev-refund-${req.orderNo}`
      refunds.set(req.txn, refundTxn)
      return { status: 'refunded', refundTxn }
    },
    async query(orderNo) {
      return { status: 'paid', txn: `dev-${orderNo}` }
    }
  }
}

/**
 * Several payment providers at once (PAYMENT_PROVIDER=wechatpay,linepay): the mini-program and WeChat's browser
 * pay with WeChat Pay, other browsers with LINE Pay. The routes pick the member by the method the app asks for
 * (POST /v3/pays `method`), by the provider recorded on the order (refunds, a claimed transaction) or by the
 * callback's path; the composite itself is never stored on an order.
 */
export interface PaymentMethods extends PaymentProvider {
  readonly members: ReadonlyMap<string, PaymentProvider>
}

export function paymentMethods(list: PaymentProvider[]): PaymentMethods {
  const members = new Map(list.map((p) => [p.name, p]))
  const first = list[0]
  return {
    name: list.map((p) => p.name).join(','),
    demo: list.every((p) => p.demo),
    members,
    pay: (req) => first.pay(req),
    refund: (req) => first.refund(req),
    query: (orderNo, hint) => first.query(orderNo, hint)
  }
}

/** The providers behind `p`: a composite's members, or `p` itself. */
export function paymentMembers(p: PaymentProvider): PaymentProvider[] {
  const members = (p as Partial<PaymentMethods>).members
  return members ? [...members.values()] : [p]
}

/** The provider called `name` among `p`'s members (or `p` itself), if any. */
export function paymentMember(p: PaymentProvider, name: string | null | undefined): PaymentProvider | undefined {
  return name ? paymentMembers(p).find((m) => m.name === name) : undefined
}
