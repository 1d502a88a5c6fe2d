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
 */
export interface PaymentRequest {
  orderNo: string
  userId: number
  /** Integer cents of TWD, as computed by the server. */
  amountCents: number
  title: string
}

export type PaymentOutcome =
  { status: 'paid'; txn: string } | { status: 'pending' } | { status: 'failed'; reason: string }

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
  pay(req: PaymentRequest): Promise<PaymentOutcome>
  refund(req: RefundRequest): Promise<RefundOutcome>
  /** The payment state of an order at the provider (for reconciliation and asynchronous confirmation). */
  query(orderNo: string): Promise<PaymentOutcome>
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
