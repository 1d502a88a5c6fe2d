/**
 * Payment providers behind one interface. There is no real provider in this project: the dev provider confirms
 * every charge at once (no money moves) and says so (`demo: true`), which the app shows as "demo payment".
 * A real provider (LINE Pay, ECPay, WeChat Pay...) would answer 'pending' and confirm later through its webhook,
 * which then calls the same settle step as POST /v3/pays (routes/commerce/settle.ts).
 */
export interface PaymentRequest {
  orderNo: string
  userId: number
  /** Integer cents of TWD, as computed by the server. */
  amountCents: number
  title: string
}

export type PaymentOutcome =
  | { status: 'paid'; txn: string }
  | { status: 'pending' }
  | { status: 'failed'; reason: string }

export interface PaymentProvider {
  /** Stored on the order ('dev', 'linepay', ...). */
  readonly name: string
  /** A demo provider: the app labels the payment as a demonstration. */
  readonly demo: boolean
  charge(req: PaymentRequest): Promise<PaymentOutcome>
}

/** Confirms immediately with a transaction id derived from the order number. */
export const devPayment: PaymentProvider = {
  name: 'dev',
  demo: true,
  async charge(req) {
    return { status: 'paid', txn: `dev-${req.orderNo}` }
  }
}
