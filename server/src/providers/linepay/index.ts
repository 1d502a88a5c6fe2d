/**
 * LINE Pay Online API v3 (providers-notes §2): H5 outside WeChat. Request → the user approves on LINE Pay's page →
 * LINE Pay sends the browser to our confirmUrl (routes/commerce/linepayReturn.ts) → we call Confirm with the amount
 * (LINE checks it equals the requested one: 1153 otherwise) → paid. Money moves only at Confirm, which only we call,
 * so each POST /v3/pays may make a new request (orderId = order number + attempt suffix, as §2.5 advises); the order
 * row's claim (repos/commerce.ts claimPayment) lets one transaction per order be confirmed.
 * Every call is signed: X-LINE-Authorization = Base64(HMAC-SHA256(secret, secret + path + body-or-query + nonce)).
 * transactionId and refundTransactionId are 19-digit numbers that JSON.parse would round: quoted before parsing.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import type { PaymentOutcome, PaymentProvider, RefundOutcome } from '../payment'

export interface LinePayConfig {
  /** https://api-pay.line.me (sandbox https://sandbox-api-pay.line.me) or a fake. */
  baseUrl: string
  channelId: string
  channelSecret: string
  /** https://<host>/pay/linepay/confirm: LINE Pay appends transactionId and orderId. */
  confirmUrl: string
  /** The app's payment result page: the browser lands there after confirming, or cancelling (`cancelled=1`). */
  resultUrl: string
  timeoutMs: number
  now: () => number
}

/** The HMAC of one call (exported for the fake and the vector test). */
export function linePaySignature(secret: string, path: string, bodyOrQuery: string, nonce: string): string {
  return createHmac('sha256', secret)
    .update(secret + path + bodyOrQuery + nonce)
    .digest('base64')
}

/** Quotes the 19-digit ids so that JSON.parse keeps every digit. */
export function parseLinePay<T>(text: string): T {
  return JSON.parse(text.replace(/"(transactionId|refundTransactionId)"\s*:\s*(\d+)/g, '"$1":"$2"')) as T
}

export interface LinePayAnswer<T = Record<string, any>> {
  returnCode: string
  returnMessage: string
  info?: T
}

export class LinePayUnavailable extends Error {}

export interface LinePayProvider extends PaymentProvider {
  readonly config: LinePayConfig
  /** Confirms an approved transaction for the order's amount; 'paid' only on 0000. */
  confirm(txn: string, orderNo: string, amountCents: number): Promise<PaymentOutcome>
}

/** Our orderId for a LINE Pay request of an order: its number, `-`, an attempt suffix. */
export const attemptOrderId = (orderNo: string) => `${orderNo}-${randomBytes(3).toString('hex').toUpperCase()}`
export const orderNoOfAttempt = (orderId: string) => orderId.replace(/-[0-9A-F]{6}$/, '')

export function linePay(config: LinePayConfig): LinePayProvider {
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    query: string,
    body?: object
  ): Promise<LinePayAnswer<T>> {
    const text = body === undefined ? '' : JSON.stringify(body)
    const nonce = randomUUID()
    let res: Response
    let raw: string
    try {
      res = await fetch(`${config.baseUrl.replace(/\/$/, '')}${path}${query ? `?${query}` : ''}`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          'X-LINE-ChannelId': config.channelId,
          'X-LINE-Authorization-Nonce': nonce,
          'X-LINE-Authorization': linePaySignature(config.channelSecret, path, method === 'GET' ? query : text, nonce)
        },
        body: text || undefined,
        signal: AbortSignal.timeout(config.timeoutMs)
      })
      raw = await res.text()
    } catch (err) {
      throw new LinePayUnavailable(`${method} ${path}: ${(err as Error).message}`)
    }
    if (res.status >= 500) throw new LinePayUnavailable(`${method} ${path}: HTTP ${res.status}`)
    try {
      const answer = parseLinePay<LinePayAnswer<T>>(raw)
      // 9000: LINE Pay's internal error; 1198: the same call is in progress — both worth asking again later.
      if (answer.returnCode === '9000' || answer.returnCode === '1198')
        throw new LinePayUnavailable(`${method} ${path}: ${answer.returnCode}`)
      return answer
    } catch (err) {
      if (err instanceof LinePayUnavailable) throw err
      throw new LinePayUnavailable(`${method} ${path}: not JSON (HTTP ${res.status})`)
    }
  }
  const unavailable = (err: unknown): { status: 'failed'; reason: string } => {
    if (err instanceof LinePayUnavailable) return { status: 'failed', reason: 'unavailable' }
    throw err
  }
  const dollars = (cents: number) => cents / 100

  interface Detail {
    transactionId: string
    orderId: string
    payStatus?: string
    refundList?: { refundTransactionId: string; refundAmount: number }[]
  }
  async function details(txn: string): Promise<Detail | null> {
    const a = await call<Detail[]>('GET', '/v3/payments', `transactionId=${encodeURIComponent(txn)}`)
    return a.returnCode === '0000' ? (a.info?.[0] ?? null) : null
  }

  return {
    name: 'linepay',
    demo: false,
    resultUrl: config.resultUrl,
    config,

    async pay(req) {
      const amount = dollars(req.amountCents)
      if (!Number.isInteger(amount) || amount <= 0) return { status: 'failed', reason: 'amount' }
      const body = {
        amount,
        currency: 'TWD',
        orderId: attemptOrderId(req.orderNo),
        packages: [
          {
            id: req.orderNo,
            amount,
            name: req.title.slice(0, 100),
            products: [{ name: req.title.slice(0, 4000), quantity: 1, price: amount }]
          }
        ],
        redirectUrls: {
          confirmUrl: `${config.confirmUrl}${config.confirmUrl.includes('?') ? '&' : '?'}order_no=${req.orderNo}`,
          cancelUrl: `${config.resultUrl}${config.resultUrl.includes('?') ? '&' : '?'}order_no=${req.orderNo}&cancelled=1`
        }
      }
      try {
        const a = await call<{ transactionId: string; paymentUrl: { web: string } }>(
          'POST',
          '/v3/payments/request',
          '',
          body
        )
        if (a.returnCode !== '0000' || !a.info) return { status: 'failed', reason: a.returnCode }
        return { status: 'pending', action: { kind: 'redirect', url: a.info.paymentUrl.web } }
      } catch (err) {
        return unavailable(err)
      }
    },

    async confirm(txn, orderNo, amountCents) {
      try {
        const a = await call<{ orderId: string; transactionId: string }>(
          'POST',
          `/v3/payments/${encodeURIComponent(txn)}/confirm`,
          '',
          { amount: dollars(amountCents), currency: 'TWD' }
        )
        if (a.returnCode === '0000' && a.info && orderNoOfAttempt(a.info.orderId) === orderNo)
          return { status: 'paid', txn: a.info.transactionId, amountCents }
        if (a.returnCode === '0000') {
          // Confirmed, but the transaction was requested for another order (a return URL pointed at the wrong
          // order, same amount): that money belongs to no order here, so it goes back at once.
          await call('POST', `/v3/payments/${encodeURIComponent(txn)}/refund`, '', {})
          return { status: 'failed', reason: 'notThisOrder' }
        }
        // 1172/1152: confirmed already (a repeated confirm) — ask what it is rather than trusting the code.
        if (a.returnCode === '1172' || a.returnCode === '1152') return this.query(orderNo, { txn })
        return { status: 'failed', reason: a.returnCode }
      } catch (err) {
        return unavailable(err)
      }
    },

    async query(orderNo, hint) {
      if (!hint?.txn) return { status: 'failed', reason: 'noTransaction' }
      try {
        const a = await call('GET', `/v3/payments/requests/${encodeURIComponent(hint.txn)}/check`, '')
        if (a.returnCode === '0123') {
          const d = await details(hint.txn)
          if (d && orderNoOfAttempt(d.orderId) === orderNo) return { status: 'paid', txn: hint.txn }
          return { status: 'failed', reason: 'notThisOrder' }
        }
        if (a.returnCode === '0000' || a.returnCode === '0110') return { status: 'pending' }
        return { status: 'failed', reason: a.returnCode }
      } catch (err) {
        return unavailable(err)
      }
    },

    async refund(req): Promise<RefundOutcome> {
      try {
        // Refund has no idempotency key (§2.5): a refund already made is read from the details first.
        const before = await details(req.txn)
        const done = before?.refundList?.[0]
        if (done) return { status: 'refunded', refundTxn: done.refundTransactionId }
        const a = await call<{ refundTransactionId: string }>(
          'POST',
          `/v3/payments/${encodeURIComponent(req.txn)}/refund`,
          '',
          {}
        )
        if (a.returnCode === '0000' && a.info) return { status: 'refunded', refundTxn: a.info.refundTransactionId }
        if (a.returnCode === '1165') {
          const after = (await details(req.txn))?.refundList?.[0]
          if (after) return { status: 'refunded', refundTxn: after.refundTransactionId }
        }
        return { status: 'failed', reason: a.returnCode }
      } catch (err) {
        return unavailable(err)
      }
    },

    async refundQuery(_orderNo, hint) {
      if (!hint?.txn) return { status: 'failed', reason: 'noTransaction' }
      try {
        const r = (await details(hint.txn))?.refundList?.[0]
        return r
          ? { status: 'refunded', refundTxn: r.refundTransactionId }
          : { status: 'failed', reason: 'notRefunded' }
      } catch (err) {
        return unavailable(err)
      }
    }
  }
}
