/**
 * A local WeChat Pay (API v3, cross-border "global" routes) for tests and development, speaking the protocol both
 * ways with its own keys (providers-notes §8): it verifies our request signatures against the merchant public key
 * (401 SIGN_ERROR otherwise, also for a timestamp 5 minutes off), signs every answer to a verified request with its
 * platform key, keeps orders and refunds in memory, and sends signed, AES-GCM-encrypted notifications to the
 * order's notify_url. Nothing here is a real key: the platform key pair is generated when the fake starts.
 *
 * Test-only control API (no signature):
 *   POST /__fake/pay/:out_trade_no      the user pays: state SUCCESS, then the TRANSACTION.SUCCESS notification
 *   POST /__fake/pay-prepay/:prepay_id  the same, found the way WeChat's pay sheet finds it: by the `package`
 *                                       (prepay_id=…) that wx.requestPayment was given (the mini-program harness)
 *   POST /__fake/next {status?, code?, delayMs?}   the next API call answers this error and/or after this delay
 *   GET  /__fake/orders/:out_trade_no   the order as the fake holds it
 */
import { createHash, generateKeyPairSync, randomBytes, randomUUID, type KeyObject } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  encryptResource,
  nonceStr,
  parseAuthorization,
  requestMessage,
  responseMessage,
  signMessage,
  verifyMessage
} from '../wechatpay/crypto'

export interface FakeWechatPayOptions {
  /** The merchant's public key (verifies our requests) and the mchid/appid it is bound to. */
  merchantPublicKey: KeyObject
  mchid: string
  appid: string
  /** Institutional mode: the sub-merchant and sub-appid the service provider may act for. */
  subMchid?: string
  subAppid?: string
  /**
   * An Official Account bound to the merchant too (JSAPI in WeChat's browser): accepted as `appid` (direct) or
   * `sub_appid` (institutional) beside the mini-program's.
   */
  browserAppid?: string
  apiV3Key: string
  mccs?: string[]
  now?: () => number
  /** Refunds answer PROCESSING and succeed on POST /__fake/refund/:out_refund_no (default: SUCCESS at once). */
  refundsProcessing?: boolean
}

const isInstitutional = (b: Record<string, any>) => typeof b.sp_mchid === 'string'

export interface FakeOrder {
  outTradeNo: string
  /** The placing request's terms (a different request with this out_trade_no is OUT_TRADE_NO_USED). */
  terms: string
  body: Record<string, any>
  prepayId: string
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND'
  id?: string
  successTime?: string
  refunds: Map<string, FakeRefund>
}

export interface FakeRefund {
  id: string
  outRefundNo: string
  outTradeNo: string
  amount: number
  status: 'PROCESSING' | 'SUCCESS'
  createTime: string
  notifyUrl?: string
}

export interface BuiltNotification {
  headers: Record<string, string>
  body: string
}

export interface Delivery {
  url: string
  status: number
  event: string
}

interface NextCall {
  status?: number
  code?: string
  delayMs?: number
  /** Sign the answer wrongly: another key, a stale timestamp, or an unknown serial. */
  badAnswer?: 'signature' | 'timestamp' | 'serial'
}

const json = (v: unknown) => JSON.stringify(v)

export class FakeWechatPay {
  readonly platformSerial: string
  /**
   * The newer "WeChat Pay public key" (notes §1.3): answers to a request that sends `Wechatpay-Serial: <this id>`
   * are signed with it, and notifications too while `notifySigner` is 'public' (a merchant switching keys).
   */
  readonly publicKeyId = 'PUB_KEY_ID_0114232134912410000000000000'
  readonly payPublicKey: KeyObject
  private readonly payPrivateKey: KeyObject
  notifySigner: 'platform' | 'public' = 'platform'
  readonly platformPublicKey: KeyObject
  private readonly platformPrivateKey: KeyObject
  private readonly otherKey: KeyObject
  readonly orders = new Map<string, FakeOrder>()
  readonly deliveries: Delivery[] = []
  /** Requests whose signature failed (SIGN_ERROR answered). */
  signErrors = 0
  private nextCalls: NextCall[] = []
  private server: Server | null = null
  url = ''
  now: () => number

  constructor(readonly opts: FakeWechatPayOptions) {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 })
    this.platformPrivateKey = pair.privateKey
    this.platformPublicKey = pair.publicKey
    this.otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
    const pay = generateKeyPairSync('rsa', { modulusLength: 2048 })
    this.payPrivateKey = pay.privateKey
    this.payPublicKey = pay.publicKey
    this.platformSerial = createHash('sha1')
      .update(pair.publicKey.export({ type: 'spki', format: 'der' }))
      .digest('hex')
      .toUpperCase()
    this.now = opts.now ?? Date.now
  }

  /** The next API call fails (status/code) and/or answers late. */
  failNext(call: NextCall) {
    this.nextCalls.push(call)
  }

  async listen(): Promise<string> {
    this.server = createServer((req, res) => {
      void this.handle(req, res).catch((err) => {
        if (!res.headersSent) this.send(res, 500, { code: 'SYSTEM_ERROR', message: String(err) }, null)
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

  /** Signs a body as WeChat does (responses and notifications). */
  signed(
    body: string,
    o: NextCall['badAnswer'] | { timestamp?: string } = undefined,
    signer: 'platform' | 'public' = this.notifySigner
  ): Record<string, string> {
    const nonce = nonceStr()
    let ts = String(Math.floor(this.now() / 1000))
    if (o === 'timestamp') ts = String(Number(ts) - 301)
    if (typeof o === 'object' && o.timestamp) ts = o.timestamp
    const own = signer === 'public' ? this.payPrivateKey : this.platformPrivateKey
    const key = o === 'signature' ? this.otherKey : own
    return {
      'Wechatpay-Timestamp': ts,
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Signature': signMessage(responseMessage(ts, nonce, body), key),
      'Wechatpay-Serial':
        o === 'serial'
          ? 'PUB_KEY_ID_0000000000000000000000000000'
          : signer === 'public'
            ? this.publicKeyId
            : this.platformSerial,
      'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
      'Request-ID': randomUUID()
    }
  }

  /**
   * The user pays the order: SUCCESS, then its notification (delivered once; see deliver for more). `deliver:
   * false`: the notification is lost (reconciliation must find the payment).
   */
  async pay(outTradeNo: string, deliver = true): Promise<Delivery | null> {
    const order = this.orders.get(outTradeNo)
    if (!order) throw new Error(`fake wechatpay: no order ${outTradeNo}`)
    if (order.state === 'NOTPAY') {
      order.state = 'SUCCESS'
      order.id = `42${Date.now()}${randomBytes(4).toString('hex')}`.slice(0, 32)
      order.successTime = new Date(this.now()).toISOString().replace(/\.\d{3}Z$/, '+00:00')
    }
    return deliver ? this.deliver(order.body.notify_url, this.transactionNotification(outTradeNo)) : null
  }

  /** A signed, encrypted TRANSACTION.SUCCESS notification of the order (a new signature each time, as retries). */
  transactionNotification(outTradeNo: string): BuiltNotification {
    const order = this.orders.get(outTradeNo)!
    return this.notification('TRANSACTION.SUCCESS', 'transaction', this.transaction(order))
  }

  refundNotification(order: FakeOrder, refund: FakeRefund): BuiltNotification {
    return this.notification(`REFUND.${refund.status === 'SUCCESS' ? 'SUCCESS' : 'ABNORMAL'}`, 'refund', {
      ...this.merchantFields(order),
      out_trade_no: order.outTradeNo,
      transaction_id: order.id,
      refund_id: refund.id,
      out_refund_no: refund.outRefundNo,
      refund_status: refund.status,
      success_time: refund.createTime,
      amount: { total: order.body.amount.total, refund: refund.amount }
    })
  }

  notification(event: string, type: string, plain: object): BuiltNotification {
    const body = json({
      id: randomUUID(),
      create_time: new Date(this.now()).toISOString(),
      resource_type: 'encrypt-resource',
      event_type: event,
      summary: event,
      resource: encryptResource(json(plain), this.opts.apiV3Key, type, type)
    })
    return { headers: { 'Content-Type': 'application/json', ...this.signed(body) }, body }
  }

  /** POSTs a notification; only 200/204 acknowledge it (WeChat would retry otherwise). */
  async deliver(url: string, n: BuiltNotification): Promise<Delivery> {
    let status = 0
    try {
      const res = await fetch(url, { method: 'POST', headers: n.headers, body: n.body })
      await res.text()
      status = res.status
    } catch {
      status = 0
    }
    const event = (JSON.parse(n.body) as { event_type: string }).event_type
    const d = { url, status, event }
    this.deliveries.push(d)
    return d
  }

  private merchantFields(order: FakeOrder) {
    const b = order.body
    return b.sp_mchid
      ? { sp_mchid: b.sp_mchid, sub_mchid: b.sub_mchid, sp_appid: b.sp_appid, sub_appid: b.sub_appid }
      : { mchid: b.mchid, appid: b.appid }
  }

  private transaction(order: FakeOrder) {
    const b = order.body
    return {
      ...this.merchantFields(order),
      out_trade_no: order.outTradeNo,
      ...(order.id ? { id: order.id } : {}),
      trade_type: 'JSAPI',
      trade_state: order.state,
      trade_state_desc: order.state,
      attach: b.attach ?? '',
      ...(order.successTime ? { success_time: order.successTime } : {}),
      payer: b.payer,
      amount: {
        total: b.amount.total,
        currency: b.amount.currency,
        payer_total: b.amount.total,
        payer_currency: 'CNY',
        exchange_rate: { type: 'SETTLEMENT_RATE', rate: 22000000 }
      }
    }
  }

  private send(
    res: ServerResponse,
    status: number,
    body: unknown,
    sign: NextCall['badAnswer'] | 'yes' | null,
    signer: 'platform' | 'public' = 'platform'
  ) {
    const text = body === undefined ? '' : json(body)
    const headers: Record<string, string> =
      sign === null ? {} : this.signed(text, sign === 'yes' ? undefined : sign, signer)
    if (text) headers['Content-Type'] = 'application/json'
    res.writeHead(status, headers).end(text)
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    const raw = Buffer.concat(chunks).toString('utf8')
    const url = new URL(req.url ?? '/', 'http://fake')
    const path = url.pathname
    const method = req.method ?? 'GET'

    if (path.startsWith('/__fake/')) return this.control(method, path, raw, res, req.url ?? '')

    const next = this.nextCalls.shift()
    if (next?.delayMs) await new Promise((r) => setTimeout(r, next.delayMs))
    // The request signature: over METHOD, path and query as sent, timestamp, nonce and the exact body.
    const auth = parseAuthorization(req.headers.authorization)
    const skew = auth ? Math.abs(this.now() / 1000 - Number(auth.timestamp)) : Infinity
    if (
      !auth ||
      skew > 300 ||
      auth.mchid !== this.opts.mchid ||
      !verifyMessage(
        requestMessage(method, req.url ?? '/', auth.timestamp, auth.nonce_str, raw),
        auth.signature,
        this.opts.merchantPublicKey
      )
    ) {
      this.signErrors++
      return this.send(res, 401, { code: 'SIGN_ERROR', message: '签名错误' }, null)
    }
    const sign = next?.badAnswer ?? 'yes'
    const signer = req.headers['wechatpay-serial'] === this.publicKeyId ? 'public' : 'platform'
    if (next?.status)
      return this.send(res, next.status, { code: next.code ?? 'SYSTEM_ERROR', message: 'fake' }, sign, signer)

    let body: Record<string, any> = {}
    if (raw) {
      try {
        body = JSON.parse(raw) as Record<string, any>
      } catch {
        return this.send(res, 400, { code: 'PARAM_ERROR', message: 'JSON' }, sign, signer)
      }
    }
    const [answerStatus, answer] = this.route(method, path, url.searchParams, body)
    return this.send(res, answerStatus, answer, sign, signer)
  }

  /** Whether the merchant fields name the merchant this fake knows (mchid or sp_mchid + sub_mchid). */
  private merchantOk(m: Record<string, any>): boolean {
    if (this.opts.subMchid) return m.sp_mchid === this.opts.mchid && m.sub_mchid === this.opts.subMchid
    return m.mchid === this.opts.mchid
  }

  private route(method: string, path: string, q: URLSearchParams, b: Record<string, any>): [number, unknown] {
    const err = (status: number, code: string, message = code): [number, unknown] => [status, { code, message }]
    const qMerchant = Object.fromEntries(q)
    if (method === 'POST' && path === '/v3/global/transactions/jsapi') {
      const inst = !!this.opts.subMchid
      if (!this.merchantOk(b)) return err(400, 'MCH_NOT_EXISTS')
      const browser = this.opts.browserAppid
      if (inst) {
        if (b.sp_appid !== this.opts.appid) return err(400, 'APPID_MCHID_NOT_MATCH')
        const subApps = [this.opts.subAppid, browser].filter(Boolean)
        if (subApps.length && !subApps.includes(b.sub_appid)) return err(400, 'APPID_MCHID_NOT_MATCH')
      } else if (b.appid !== this.opts.appid && !(browser && b.appid === browser))
        return err(400, 'APPID_MCHID_NOT_MATCH')
      if (b.trade_type !== 'JSAPI') return err(400, 'PARAM_ERROR', 'trade_type')
      if (!(this.opts.mccs ?? ['5815']).includes(b.merchant_category_code)) return err(400, 'PARAM_ERROR', 'MCC')
      if (typeof b.out_trade_no !== 'string' || !/^[0-9A-Za-z_\-|*]{6,32}$/.test(b.out_trade_no))
        return err(400, 'PARAM_ERROR', 'out_trade_no')
      if (!Number.isInteger(b.amount?.total) || b.amount.total <= 0 || typeof b.amount?.currency !== 'string')
        return err(400, 'PARAM_ERROR', 'amount')
      if (!(inst ? b.payer?.sub_openid : b.payer?.openid)) return err(400, 'PARAM_ERROR', 'payer')
      if (typeof b.notify_url !== 'string' || !/^https?:\/\/[^?]+$/.test(b.notify_url))
        return err(400, 'PARAM_ERROR', 'notify_url')
      const terms = json({ ...b, time_expire: undefined, scene_info: undefined })
      const known = this.orders.get(b.out_trade_no)
      if (known) {
        if (known.state === 'CLOSED') return err(400, 'ORDER_CLOSED')
        if (known.state !== 'NOTPAY') return err(400, 'ORDERPAID')
        if (known.terms !== terms) return err(403, 'OUT_TRADE_NO_USED')
        return [200, { prepay_id: known.prepayId }]
      }
      const order: FakeOrder = {
        outTradeNo: b.out_trade_no,
        terms,
        body: b,
        prepayId: `wx${randomBytes(16).toString('hex')}`.slice(0, 36),
        state: 'NOTPAY',
        refunds: new Map()
      }
      this.orders.set(order.outTradeNo, order)
      return [200, { prepay_id: order.prepayId }]
    }
    let m = /^\/v3\/global\/transactions\/out-trade-no\/([^/]+)$/.exec(path)
    if (m && method === 'GET') {
      if (!this.merchantOk(qMerchant)) return err(400, 'MCH_NOT_EXISTS')
      const order = this.orders.get(decodeURIComponent(m[1]))
      if (!order) return err(404, 'ORDER_NOT_EXIST')
      return [200, this.transaction(order)]
    }
    m = /^\/v3\/global\/transactions\/out-trade-no\/([^/]+)\/close$/.exec(path)
    if (m && method === 'POST') {
      if (!this.merchantOk(b)) return err(400, 'MCH_NOT_EXISTS')
      const order = this.orders.get(decodeURIComponent(m[1]))
      if (!order) return err(404, 'ORDER_NOT_EXIST')
      if (order.state === 'SUCCESS' || order.state === 'REFUND') return err(400, 'ORDERPAID')
      order.state = 'CLOSED'
      return [204, undefined]
    }
    if (method === 'POST' && path === '/v3/global/refunds') {
      if (!this.merchantOk(b)) return err(400, 'MCH_NOT_EXISTS')
      const order = [...this.orders.values()].find(
        (o) => (b.transaction_id && o.id === b.transaction_id) || (b.out_trade_no && o.outTradeNo === b.out_trade_no)
      )
      if (!order) return err(404, 'ORDER_NOT_EXIST')
      // the refund names the app the order was paid in (the mini-program's or the Official Account's)
      const paidIn = this.merchantFields(order)
      if (
        (isInstitutional(b) ? b.sub_appid !== paidIn.sub_appid : b.appid !== paidIn.appid) ||
        (isInstitutional(b) && b.sp_appid !== paidIn.sp_appid)
      )
        return err(400, 'APPID_MCHID_NOT_MATCH')
      const existing = order.refunds.get(b.out_refund_no)
      if (existing) return [200, this.refundAnswer(order, existing)]
      if (order.state !== 'SUCCESS' && order.state !== 'REFUND') return err(400, 'INVALID_REQUEST', 'not paid')
      const refunded = [...order.refunds.values()].reduce((s, r) => s + r.amount, 0)
      const amount = b.amount?.refund
      if (!Number.isInteger(amount) || amount <= 0 || b.amount?.total !== order.body.amount.total)
        return err(400, 'PARAM_ERROR', 'amount')
      if (b.amount?.currency !== order.body.amount.currency) return err(400, 'PARAM_ERROR', 'currency')
      if (refunded + amount > order.body.amount.total) return err(400, 'INVALID_REQUEST', 'refund exceeds total')
      const refund: FakeRefund = {
        id: `50${randomBytes(12).toString('hex')}`,
        outRefundNo: b.out_refund_no,
        outTradeNo: order.outTradeNo,
        amount,
        status: this.opts.refundsProcessing ? 'PROCESSING' : 'SUCCESS',
        createTime: new Date(this.now()).toISOString(),
        notifyUrl: b.notify_url
      }
      order.refunds.set(refund.outRefundNo, refund)
      if (refunded + amount === order.body.amount.total) order.state = 'REFUND'
      return [200, this.refundAnswer(order, refund)]
    }
    m = /^\/v3\/global\/refunds\/out-refund-no\/([^/]+)$/.exec(path)
    if (m && method === 'GET') {
      if (!this.merchantOk(qMerchant)) return err(400, 'MCH_NOT_EXISTS')
      const no = decodeURIComponent(m[1])
      for (const order of this.orders.values()) {
        const r = order.refunds.get(no)
        if (r) return [200, this.refundAnswer(order, r)]
      }
      return err(404, 'RESOURCE_NOT_EXISTS')
    }
    return err(404, 'RESOURCE_NOT_EXISTS', 'no such API')
  }

  private refundAnswer(order: FakeOrder, r: FakeRefund) {
    return {
      id: r.id,
      out_refund_no: r.outRefundNo,
      out_trade_no: order.outTradeNo,
      transaction_id: order.id,
      create_time: r.createTime,
      status: r.status,
      amount: { refund: r.amount, currency: order.body.amount.currency, payer_refund: r.amount, payer_currency: 'CNY' }
    }
  }

  private async control(method: string, path: string, raw: string, res: ServerResponse, reqUrl = '') {
    const reply = (status: number, body: unknown) =>
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(json(body))
    let m = /^\/__fake\/pay\/([^/]+)$/.exec(path)
    if (m && method === 'POST') {
      const no = decodeURIComponent(m[1])
      if (!this.orders.has(no)) return reply(404, { error: 'no such order' })
      return reply(200, { delivery: await this.pay(no) })
    }
    m = /^\/__fake\/pay-prepay\/([^/]+)$/.exec(path)
    if (m && method === 'POST') {
      const prepayId = decodeURIComponent(m[1])
      const order = [...this.orders.values()].find((o) => o.prepayId === prepayId)
      if (!order) return reply(404, { error: 'no such prepay_id' })
      return reply(200, { out_trade_no: order.outTradeNo, delivery: await this.pay(order.outTradeNo) })
    }
    if (path === '/__fake/sheet' && method === 'GET') {
      // The pay sheet's stand-in for a browser outside WeChat (development): shows the order, "Pay" pays it.
      const no = new URL(`http://fake${reqUrl}`).searchParams.get('order_no') ?? ''
      const o = this.orders.get(no)
      if (!o) return res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('no such order')
      const html =
        `<!doctype html><html lang="zh-Hant"><meta charset="utf-8"><title>WeChat Pay (fake)</title>` +
        `<h1>微信支付（測試）</h1><p>${o.outTradeNo}: ${o.body.amount.currency} ${o.body.amount.total} (${o.state})</p>` +
        `<form method="post" action="/__fake/pay/${encodeURIComponent(no)}"><button id="pay">Pay / 支付</button></form></html>`
      return res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html)
    }
    m = /^\/__fake\/refund\/([^/]+)$/.exec(path)
    if (m && method === 'POST') {
      for (const order of this.orders.values()) {
        const r = order.refunds.get(decodeURIComponent(m[1]))
        if (!r) continue
        r.status = 'SUCCESS'
        const delivery = r.notifyUrl ? await this.deliver(r.notifyUrl, this.refundNotification(order, r)) : null
        return reply(200, { delivery })
      }
      return reply(404, { error: 'no such refund' })
    }
    if (path === '/__fake/next' && method === 'POST') {
      this.failNext(raw ? (JSON.parse(raw) as NextCall) : { status: 500 })
      return reply(200, { queued: this.nextCalls.length })
    }
    m = /^\/__fake\/orders\/([^/]+)$/.exec(path)
    if (m && method === 'GET') {
      const o = this.orders.get(decodeURIComponent(m[1]))
      return o ? reply(200, { ...o, refunds: [...o.refunds.values()] }) : reply(404, { error: 'no such order' })
    }
    return reply(404, { error: 'no such control' })
  }
}
