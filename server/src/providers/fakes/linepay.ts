/**
 * A local LINE Pay (Online API v3) for tests and development (providers-notes §2, §8): checks X-LINE-ChannelId
 * (1104) and the HMAC of every call (1106), the amount rules (1124), currency (1178), a repeated orderId (1172);
 * serves the approval page (Approve → GET confirmUrl?transactionId&orderId; Cancel → cancelUrl); Confirm only from
 * "authorised" with the requested amount and currency (1153), a repeat → 1172; Refund (1164, 1165); Check
 * (0000/0110/0121/0123) and Details with refundList. Business errors come with HTTP 200, and transactionId as a
 * bare 19-digit JSON number (a client that JSON.parses it loses digits, which the tests would catch).
 *
 * Test-only control API:
 *   GET  /__fake/approve/:transactionId        the approval page (paymentUrl.web)
 *   GET  /__fake/approve/:transactionId/ok     the user approves: 302 to confirmUrl
 *   GET  /__fake/approve/:transactionId/cancel the user cancels: 302 to cancelUrl
 *   POST /__fake/next {returnCode?, delayMs?, httpStatus?}   the next API call answers this
 */
import { randomInt } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { linePaySignature } from '../linepay'

export interface FakeLinePayOptions {
  channelId: string
  channelSecret: string
  now?: () => number
}

export interface FakeLinePayTransaction {
  transactionId: string
  orderId: string
  amount: number
  currency: string
  confirmUrl: string
  cancelUrl: string
  requestedAt: number
  state: 'requested' | 'authorised' | 'cancelled' | 'confirmed'
  refunds: { refundTransactionId: string; refundAmount: number; refundTransactionDate: string }[]
}

interface NextCall {
  returnCode?: string
  delayMs?: number
  httpStatus?: number
}

const EXPIRY_MS = 20 * 60_000

/** A 19-digit id as text. */
function id19(): string {
  return `20${String(randomInt(1e8)).padStart(8, '0')}${String(randomInt(1e9)).padStart(9, '0')}`
}

export class FakeLinePay {
  readonly transactions = new Map<string, FakeLinePayTransaction>()
  /** Confirm calls that succeeded (money taken). */
  confirmations = 0
  private nextCalls: NextCall[] = []
  private server: Server | null = null
  url = ''
  now: () => number

  constructor(readonly opts: FakeLinePayOptions) {
    this.now = opts.now ?? Date.now
  }

  failNext(call: NextCall) {
    this.nextCalls.push(call)
  }

  async listen(): Promise<string> {
    this.server = createServer((req, res) => {
      void this.handle(req, res).catch((err) => {
        if (!res.headersSent) res.writeHead(500).end(String(err))
      })
    })
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this.url
  }

  /** Lets the process exit while the fake listens (development: the server's own shutdown decides). */
  unref() {
    this.server?.unref()
  }

  async close() {
    if (!this.server) return
    this.server.closeAllConnections()
    await new Promise((r) => this.server!.close(r))
    this.server = null
  }

  /** The user approves on LINE Pay's page: where the browser is sent (our confirmUrl + transactionId & orderId). */
  approve(transactionId: string): string {
    const t = this.transactions.get(transactionId)
    if (!t) throw new Error(`fake linepay: no transaction ${transactionId}`)
    if (t.state === 'requested') t.state = 'authorised'
    const u = new URL(t.confirmUrl)
    u.searchParams.set('transactionId', t.transactionId)
    u.searchParams.set('orderId', t.orderId)
    return u.toString()
  }

  /** A JSON answer with the 19-digit ids as bare numbers. */
  private answer(res: ServerResponse, returnCode: string, info?: unknown, status = 200) {
    const text = JSON.stringify({
      returnCode,
      returnMessage: returnCode === '0000' ? 'Success.' : 'fake',
      info
    }).replace(/"(transactionId|refundTransactionId)":"(\d+)"/g, '"$1":$2')
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(text)
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    const raw = Buffer.concat(chunks).toString('utf8')
    const full = req.url ?? '/'
    const url = new URL(full, 'http://fake')
    const path = url.pathname
    const method = req.method ?? 'GET'
    if (path.startsWith('/__fake/')) return this.control(method, path, raw, res)

    const next = this.nextCalls.shift()
    if (next?.delayMs) await new Promise((r) => setTimeout(r, next.delayMs))
    if (next?.httpStatus) return res.writeHead(next.httpStatus).end('fake outage')
    if (req.headers['x-line-channelid'] !== this.opts.channelId) return this.answer(res, '1104')
    const nonce = req.headers['x-line-authorization-nonce']
    const query = full.includes('?') ? full.slice(full.indexOf('?') + 1) : ''
    const expected =
      typeof nonce === 'string' && nonce
        ? linePaySignature(this.opts.channelSecret, path, method === 'GET' ? query : raw, nonce)
        : null
    if (!expected || req.headers['x-line-authorization'] !== expected) return this.answer(res, '1106')
    if (next?.returnCode) return this.answer(res, next.returnCode)
    let body: Record<string, any> = {}
    if (raw) {
      try {
        body = JSON.parse(raw) as Record<string, any>
      } catch {
        return this.answer(res, '2102')
      }
    }
    this.route(method, path, url.searchParams, body, res)
  }

  private expire(t: FakeLinePayTransaction) {
    if ((t.state === 'requested' || t.state === 'authorised') && this.now() - t.requestedAt > EXPIRY_MS)
      t.state = 'cancelled'
  }

  private route(method: string, path: string, q: URLSearchParams, b: Record<string, any>, res: ServerResponse) {
    if (method === 'POST' && path === '/v3/payments/request') {
      if (!['TWD', 'USD', 'THB'].includes(b.currency)) return this.answer(res, '1178')
      if (typeof b.orderId !== 'string' || !b.orderId || b.orderId.length > 100) return this.answer(res, '2101')
      if (!b.redirectUrls?.confirmUrl || !b.redirectUrls?.cancelUrl) return this.answer(res, '2101')
      if (!Number.isInteger(b.amount) || b.amount <= 0) return this.answer(res, '1183')
      const packages: any[] = Array.isArray(b.packages) ? b.packages : []
      const pkgSum = packages.reduce((s, p) => s + (p.amount ?? 0) + (p.userFee ?? 0), 0)
      const productsOk = packages.every(
        (p) =>
          Array.isArray(p.products) &&
          p.products.reduce((s: number, x: any) => s + x.quantity * x.price, 0) === p.amount
      )
      if (!packages.length || pkgSum !== b.amount || !productsOk) return this.answer(res, '1124')
      if ([...this.transactions.values()].some((t) => t.orderId === b.orderId)) return this.answer(res, '1172')
      const t: FakeLinePayTransaction = {
        transactionId: id19(),
        orderId: b.orderId,
        amount: b.amount,
        currency: b.currency,
        confirmUrl: b.redirectUrls.confirmUrl,
        cancelUrl: b.redirectUrls.cancelUrl,
        requestedAt: this.now(),
        state: 'requested',
        refunds: []
      }
      this.transactions.set(t.transactionId, t)
      return this.answer(res, '0000', {
        transactionId: t.transactionId,
        paymentAccessToken: String(randomInt(1e11)).padStart(12, '0'),
        paymentUrl: {
          web: `${this.url}/__fake/approve/${t.transactionId}`,
          app: `line://pay/payment/${t.transactionId}`
        }
      })
    }
    let m = /^\/v3\/payments\/(\d+)\/confirm$/.exec(path)
    if (m && method === 'POST') {
      const t = this.transactions.get(m[1])
      if (!t) return this.answer(res, '1150')
      this.expire(t)
      if (t.state === 'confirmed') return this.answer(res, '1172')
      if (t.state === 'cancelled') return this.answer(res, '1180')
      if (t.state === 'requested') return this.answer(res, '1169')
      if (b.amount !== t.amount || b.currency !== t.currency) return this.answer(res, '1153')
      t.state = 'confirmed'
      this.confirmations++
      return this.answer(res, '0000', {
        orderId: t.orderId,
        transactionId: t.transactionId,
        payInfo: [{ method: 'BALANCE', amount: t.amount }]
      })
    }
    m = /^\/v3\/payments\/(\d+)\/refund$/.exec(path)
    if (m && method === 'POST') {
      const t = this.transactions.get(m[1])
      if (!t) return this.answer(res, '1150')
      if (t.state !== 'confirmed') return this.answer(res, '1155')
      const refunded = t.refunds.reduce((s, r) => s + r.refundAmount, 0)
      if (refunded >= t.amount) return this.answer(res, '1165')
      const amount = b.refundAmount ?? t.amount - refunded
      if (!Number.isInteger(amount) || amount <= 0 || refunded + amount > t.amount) return this.answer(res, '1164')
      const r = {
        refundTransactionId: id19(),
        refundAmount: amount,
        refundTransactionDate: new Date(this.now()).toISOString()
      }
      t.refunds.push(r)
      return this.answer(res, '0000', {
        refundTransactionId: r.refundTransactionId,
        refundTransactionDate: r.refundTransactionDate
      })
    }
    m = /^\/v3\/payments\/requests\/(\d+)\/check$/.exec(path)
    if (m && method === 'GET') {
      const t = this.transactions.get(m[1])
      if (!t) return this.answer(res, '1150')
      this.expire(t)
      const code = { requested: '0000', authorised: '0110', cancelled: '0121', confirmed: '0123' }[t.state]
      return this.answer(res, code)
    }
    if (method === 'GET' && path === '/v3/payments') {
      const ids = q.getAll('transactionId')
      const orderIds = q.getAll('orderId')
      const found = [...this.transactions.values()].filter(
        (t) => t.state === 'confirmed' && (ids.includes(t.transactionId) || orderIds.includes(t.orderId))
      )
      if (!found.length) return this.answer(res, '1150')
      return this.answer(
        res,
        '0000',
        found.map((t) => ({
          transactionId: t.transactionId,
          orderId: t.orderId,
          transactionType: 'PAYMENT',
          payStatus: 'CAPTURE',
          currency: t.currency,
          payInfo: [{ method: 'BALANCE', amount: t.amount }],
          refundList: t.refunds.map((r) => ({ ...r, transactionType: 'PAYMENT_REFUND' }))
        }))
      )
    }
    return this.answer(res, '2101', undefined, 404)
  }

  private control(method: string, path: string, raw: string, res: ServerResponse) {
    let m = /^\/__fake\/approve\/(\d+)$/.exec(path)
    if (m && method === 'GET') {
      const t = this.transactions.get(m[1])
      if (!t) return res.writeHead(404).end('no such transaction')
      const html =
        `<!doctype html><html lang="zh-Hant"><meta charset="utf-8"><title>LINE Pay (fake)</title>` +
        `<h1>LINE Pay（測試）</h1><p>${t.orderId}: ${t.currency} ${t.amount}</p>` +
        `<a id="approve" href="/__fake/approve/${t.transactionId}/ok">Approve / 付款</a> ` +
        `<a id="cancel" href="/__fake/approve/${t.transactionId}/cancel">Cancel / 取消</a></html>`
      return res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html)
    }
    m = /^\/__fake\/approve\/(\d+)\/(ok|cancel)$/.exec(path)
    if (m && method === 'GET') {
      const t = this.transactions.get(m[1])
      if (!t) return res.writeHead(404).end('no such transaction')
      if (m[2] === 'cancel') {
        if (t.state !== 'confirmed') t.state = 'cancelled'
        return res.writeHead(302, { Location: t.cancelUrl }).end()
      }
      return res.writeHead(302, { Location: this.approve(t.transactionId) }).end()
    }
    if (path === '/__fake/next' && method === 'POST') {
      this.failNext(raw ? (JSON.parse(raw) as NextCall) : { returnCode: '9000' })
      return res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}')
    }
    return res.writeHead(404).end('no such control')
  }
}
