/**
 * WeChat Pay API v3, cross-border ("global") JSAPI in TWD: the mini-program's Taro.requestPayment and JSAPI in
 * WeChat's browser (providers-notes §1). One adapter for both merchant set-ups of §1.1:
 * - direct ("common") mode: `mchid` + `appid`, payer `openid`;
 * - institutional mode (through an acquirer): `sp_mchid` + `sub_mchid`, `sp_appid` + `sub_appid`, payer
 *   `sub_openid`.
 * pay() asks WeChat for the order first: a paid order answers 'paid' (the app's second POST /v3/pays after the
 * sheet is the user's own confirmation, settled by the same step as the notification); otherwise it places the
 * order (same out_trade_no and terms give the current prepay_id) and answers 'pending' with the signed sheet.
 */
import type { KeyObject } from 'node:crypto'
import {
  NotificationRefused,
  type PaymentOutcome,
  type PaymentProvider,
  type RawNotification,
  type PaymentNotification,
  type RefundOutcome
} from '../payment'
import type { OfficialAccount } from '../wechat/officialAccount'
import { WechatPayClient, WechatPayError } from './client'
import { decryptResource, requestPaymentParams, verifySigned, type EncryptedResource, type KeyInput } from './crypto'

export interface WechatPayConfig {
  baseUrl: string
  mode: 'direct' | 'institution'
  /** Direct: the merchant; institutional: the service provider (sp_mchid). */
  mchid: string
  /** Institutional: the sub-merchant (sub_mchid). */
  subMchid?: string
  /** Direct: the mini-program's appid; institutional: sp_appid. */
  appid: string
  /** Institutional: the mini-program's appid under the sub-merchant (sub_appid). */
  subAppid?: string
  merchantSerial: string
  merchantPrivateKey: KeyInput
  /** The 32-character APIv3 key (decrypts notifications). */
  apiV3Key: string
  platformKeys: ReadonlyMap<string, KeyObject>
  publicKeyId?: string
  /** https://…/pay/notify/wechatpay (registered with WeChat; no query string). */
  notifyUrl: string
  /** The MCC WeChat assigned (global JSAPI requires it). */
  merchantCategoryCode: string
  /**
   * What `amount.total` counts: 'cent' (TWD's ISO 4217 minor unit, NT$1 = 100) or 'dollar' (NT$1 = 1). WeChat's
   * global docs say "the minimum unit of the currency" without naming TWD's: confirm with the acquirer.
   */
  amountUnit: 'cent' | 'dollar'
  /**
   * JSAPI in WeChat's browser: the Official Account bound to the merchant (its appid signs the sheet: direct
   * `appid`, institutional `sub_appid`), where WeChat's authorization returns (GET /pay/wechatpay/oa-return), and
   * the app's result page the browser then lands on. Unset: only the mini-program pays.
   */
  browser?: { officialAccount: OfficialAccount; returnUrl: string; resultUrl: string }
  timeoutMs: number
  now: () => number
}

/** The global transaction object (query answer = decrypted TRANSACTION.* notification). */
interface Transaction {
  mchid?: string
  sp_mchid?: string
  sub_mchid?: string
  appid?: string
  sp_appid?: string
  sub_appid?: string
  out_trade_no: string
  /** Global: `id`; domestic: `transaction_id`. */
  id?: string
  transaction_id?: string
  trade_state: string
  amount?: { total?: number; currency?: string }
}

interface Refund {
  id?: string
  refund_id?: string
  out_refund_no?: string
  out_trade_no?: string
  mchid?: string
  sp_mchid?: string
  sub_mchid?: string
  status?: string
  refund_status?: string
}

/** One refund per order (a whole order is refunded): its idempotency key. */
export const outRefundNo = (orderNo: string) => `R${orderNo}`

function rfc3339(d: Date): string {
  return d.toISOString().replace(/\.\d{3}Z$/, '+00:00')
}

function failure(err: unknown): { status: 'failed'; reason: string } {
  if (err instanceof WechatPayError) {
    if (err.kind === 'network') return { status: 'failed', reason: 'unavailable' }
    if (err.kind === 'refused' && (err.status >= 500 || err.status === 429))
      return { status: 'failed', reason: 'unavailable' }
    return { status: 'failed', reason: err.kind === 'refused' ? err.code || String(err.status) : 'unverified' }
  }
  throw err
}

export interface WechatPayProvider extends PaymentProvider {
  readonly config: WechatPayConfig
}

export function wechatPay(config: WechatPayConfig): WechatPayProvider {
  const client = new WechatPayClient({
    // Read per call (a development fake's address is known only once it listens; tests change the timeout).
    get baseUrl() {
      return config.baseUrl
    },
    mchid: config.mchid,
    serialNo: config.merchantSerial,
    privateKey: config.merchantPrivateKey,
    platformKeys: config.platformKeys,
    publicKeyId: config.publicKeyId,
    get timeoutMs() {
      return config.timeoutMs
    },
    now: config.now
  })
  const institution = config.mode === 'institution'
  /** The mini-program that opens the sheet (its appid is line 1 of paySign). */
  const payingAppId = institution ? (config.subAppid ?? config.appid) : config.appid
  const merchant: Record<string, string> = institution
    ? { sp_mchid: config.mchid, sub_mchid: config.subMchid! }
    : { mchid: config.mchid }
  const apps = institution
    ? { sp_appid: config.appid, ...(config.subAppid ? { sub_appid: config.subAppid } : {}) }
    : { appid: config.appid }
  /** The apps fields of a payment in WeChat's browser: the Official Account's appid in place of the mini-program's. */
  const browserApps = (oaAppid: string) =>
    institution ? { sp_appid: config.appid, sub_appid: oaAppid } : { appid: oaAppid }
  const merchantQuery = new URLSearchParams(merchant).toString()

  const toTotal = (cents: number) => (config.amountUnit === 'cent' ? cents : cents / 100)
  const toCents = (total: number) => (config.amountUnit === 'cent' ? total : total * 100)

  function outcomeOf(t: Transaction): PaymentOutcome {
    const txn = t.id ?? t.transaction_id
    if (t.trade_state === 'SUCCESS' && txn)
      return { status: 'paid', txn, amountCents: t.amount?.total !== undefined ? toCents(t.amount.total) : undefined }
    if (t.trade_state === 'NOTPAY' || t.trade_state === 'USERPAYING') return { status: 'pending' }
    return { status: 'failed', reason: t.trade_state }
  }

  function refundOutcomeOf(r: Refund): RefundOutcome {
    const status = r.status ?? r.refund_status
    const id = r.id ?? r.refund_id
    if (status === 'SUCCESS' && id) return { status: 'refunded', refundTxn: id }
    if (status === 'PROCESSING') return { status: 'pending' }
    return { status: 'failed', reason: status ?? 'unknown' }
  }

  /** The notification or answer is about our merchant (a valid signature for another merchant is not ours). */
  function ours(o: { mchid?: string; sp_mchid?: string; sub_mchid?: string }): boolean {
    return institution ? o.sp_mchid === config.mchid && o.sub_mchid === config.subMchid : o.mchid === config.mchid
  }

  async function queryTransaction(orderNo: string): Promise<Transaction | null> {
    try {
      const path = `/v3/global/transactions/out-trade-no/${encodeURIComponent(orderNo)}?${merchantQuery}`
      return (await client.request<Transaction>('GET', path)).body
    } catch (err) {
      if (err instanceof WechatPayError && err.kind === 'refused' && err.status === 404) return null
      throw err
    }
  }

  return {
    name: 'wechatpay',
    demo: false,
    config,

    async pay(req) {
      const inBrowser = req.payer?.channel === 'browser'
      const browser = config.browser
      if (inBrowser && !browser) return { status: 'failed', reason: 'noOfficialAccount' }
      const openid = inBrowser ? req.payer?.wechatOaOpenid : req.payer?.wechatOpenid
      if (!openid) {
        if (!inBrowser || !browser) return { status: 'failed', reason: 'noWechatOpenid' }
        // WeChat's browser, a payer we have no openid of yet: WeChat's web authorization first (no consent page
        // for snsapi_base); its return route keeps the openid and sends the browser on to pay this order.
        const oa = browser.officialAccount
        const state = oa.sealState({ userId: req.userId, orderNo: req.orderNo }, config.now())
        return { status: 'pending', action: { kind: 'redirect', url: oa.authorizeUrl(browser.returnUrl, state) } }
      }
      const payingApp = inBrowser ? browser!.officialAccount.appid : payingAppId
      const total = toTotal(req.amountCents)
      if (!Number.isInteger(total) || total <= 0) return { status: 'failed', reason: 'amount' }
      try {
        const existing = await queryTransaction(req.orderNo)
        if (existing) {
          const state = outcomeOf(existing)
          if (state.status !== 'pending') return state
        }
        const body = {
          ...(inBrowser ? browserApps(payingApp) : apps),
          ...merchant,
          description: req.title.slice(0, 127),
          out_trade_no: req.orderNo,
          notify_url: config.notifyUrl,
          trade_type: 'JSAPI',
          merchant_category_code: config.merchantCategoryCode,
          ...(req.expiresAt ? { time_expire: rfc3339(req.expiresAt) } : {}),
          amount: { total, currency: 'TWD' },
          payer: institution ? { sub_openid: openid } : { openid },
          ...(req.payer?.ip ? { scene_info: { payer_client_ip: req.payer.ip } } : {})
        }
        const placed = await client.request<{ prepay_id?: string }>('POST', '/v3/global/transactions/jsapi', body)
        const prepayId = placed.body.prepay_id
        if (!prepayId) return { status: 'failed', reason: 'noPrepayId' }
        const params = requestPaymentParams({
          appId: payingApp,
          prepayId,
          privateKey: config.merchantPrivateKey,
          nowMs: config.now()
        })
        return { status: 'pending', action: { kind: 'wechatpay', appId: payingApp, ...params } }
      } catch (err) {
        return failure(err)
      }
    },

    async query(orderNo) {
      try {
        const t = await queryTransaction(orderNo)
        return t ? outcomeOf(t) : { status: 'failed', reason: 'ORDER_NOT_EXIST' }
      } catch (err) {
        return failure(err)
      }
    },

    async close(orderNo) {
      try {
        await client.request(
          'POST',
          `/v3/global/transactions/out-trade-no/${encodeURIComponent(orderNo)}/close`,
          merchant
        )
      } catch (err) {
        // An order WeChat never saw, or one closed already, is closed.
        if (
          err instanceof WechatPayError &&
          err.kind === 'refused' &&
          (err.status === 404 || err.code === 'ORDER_CLOSED')
        )
          return
        throw err
      }
    },

    async refund(req) {
      const total = toTotal(req.amountCents)
      let refundApps: Record<string, string | undefined> = apps
      try {
        // With an Official Account the order may have been paid in WeChat's browser under its appid: the refund
        // names the appid of the payment, which WeChat's answer for the order tells.
        if (config.browser) {
          const t = await queryTransaction(req.orderNo)
          if (t && institution && t.sp_appid && t.sub_appid)
            refundApps = { sp_appid: t.sp_appid, sub_appid: t.sub_appid }
          else if (t && !institution && t.appid) refundApps = { appid: t.appid }
        }
      } catch (err) {
        return failure(err)
      }
      const body = {
        ...merchant,
        ...refundApps,
        transaction_id: req.txn,
        out_refund_no: outRefundNo(req.orderNo),
        reason: req.reason.slice(0, 80),
        notify_url: config.notifyUrl,
        amount: { refund: total, total, currency: 'TWD' }
      }
      try {
        return refundOutcomeOf((await client.request<Refund>('POST', '/v3/global/refunds', body)).body)
      } catch (err) {
        return failure(err)
      }
    },

    async refundQuery(orderNo) {
      try {
        const path = `/v3/global/refunds/out-refund-no/${encodeURIComponent(outRefundNo(orderNo))}?${merchantQuery}`
        return refundOutcomeOf((await client.request<Refund>('GET', path)).body)
      } catch (err) {
        return failure(err)
      }
    },

    async notification(raw: RawNotification): Promise<PaymentNotification> {
      const h = (name: string) => {
        const v = raw.headers[name]
        return typeof v === 'string' ? v : undefined
      }
      const refusal = verifySigned(
        {
          'wechatpay-timestamp': h('wechatpay-timestamp'),
          'wechatpay-nonce': h('wechatpay-nonce'),
          'wechatpay-signature': h('wechatpay-signature'),
          'wechatpay-serial': h('wechatpay-serial')
        },
        raw.body,
        config.platformKeys,
        config.now()
      )
      if (refusal) throw new NotificationRefused(refusal)
      let plain: string
      let event: string
      try {
        const envelope = JSON.parse(raw.body) as { event_type?: string; resource?: EncryptedResource }
        if (!envelope.resource || typeof envelope.event_type !== 'string') throw new Error('no resource')
        event = envelope.event_type
        plain = decryptResource(envelope.resource, config.apiV3Key)
      } catch {
        throw new NotificationRefused('unreadable')
      }
      let data: Transaction & Refund
      try {
        data = JSON.parse(plain) as Transaction & Refund
      } catch {
        throw new NotificationRefused('unreadable')
      }
      if (!ours(data) || typeof data.out_trade_no !== 'string') throw new NotificationRefused('merchant')
      const freshness = { nonce: h('wechatpay-nonce')!, timestampSeconds: Number(h('wechatpay-timestamp')) }
      if (event.startsWith('TRANSACTION.'))
        return { kind: 'payment', orderNo: data.out_trade_no, outcome: outcomeOf(data), freshness }
      if (event.startsWith('REFUND.'))
        return { kind: 'refund', orderNo: data.out_trade_no, outcome: refundOutcomeOf(data), freshness }
      return { kind: 'ignored', event, freshness }
    }
  }
}
