/**
 * The HTTP side of WeChat Pay API v3: every request signed over the exact bytes sent, every answer verified over
 * the exact bytes received (providers-notes §0). A 2xx answer without a valid signature is treated as forged
 * (§1.3); a non-2xx answer is read for its code but trusted for nothing (the caller only learns "refused").
 */
import type { KeyObject } from 'node:crypto'
import { signRequest, verifySigned, type KeyInput, type SignatureRefusal } from './crypto'

export interface WechatPayClientOptions {
  /** https://apihk.mch.weixin.qq.com (cross-border) or a fake on 127.0.0.1. */
  baseUrl: string
  /** The merchant number the Authorization header names (the service provider's in institutional mode). */
  mchid: string
  /** Serial of the merchant API certificate (serial_no). */
  serialNo: string
  privateKey: KeyInput
  /** Wechatpay-Serial → the key that signs answers: platform certificates (40 hex) and/or PUB_KEY_ID_… keys. */
  platformKeys: ReadonlyMap<string, KeyObject>
  /** Sent as Wechatpay-Serial so that WeChat signs answers with this public key (PUB_KEY_ID_…). */
  publicKeyId?: string
  timeoutMs: number
  now: () => number
}

/** Why a call did not give a trustworthy answer. */
export class WechatPayError extends Error {
  constructor(
    /** network: no answer (down, timeout); unverified: an answer without a valid signature; refused: a 4xx/5xx. */
    readonly kind: 'network' | 'unverified' | 'refused',
    message: string,
    readonly status = 0,
    readonly code = ''
  ) {
    super(message)
  }
}

export interface WechatPayAnswer<T> {
  status: number
  body: T
}

export class WechatPayClient {
  constructor(private readonly o: WechatPayClientOptions) {}

  /**
   * Sends one signed request. Resolves with a verified 2xx answer (body parsed, `{}` for 204); rejects with
   * WechatPayError otherwise (`refused` carries WeChat's status and code).
   */
  async request<T>(method: 'GET' | 'POST', pathAndQuery: string, body?: object): Promise<WechatPayAnswer<T>> {
    const text = body === undefined ? '' : JSON.stringify(body)
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'User-Agent': 'jingxin-server wechatpay-v3',
      Authorization: signRequest({
        method,
        pathAndQuery,
        body: text,
        mchid: this.o.mchid,
        serialNo: this.o.serialNo,
        privateKey: this.o.privateKey,
        nowMs: this.o.now()
      })
    }
    if (text) headers['Content-Type'] = 'application/json'
    if (this.o.publicKeyId) headers['Wechatpay-Serial'] = this.o.publicKeyId
    let res: Response
    let raw: string
    try {
      res = await fetch(this.o.baseUrl.replace(/\/$/, '') + pathAndQuery, {
        method,
        headers,
        body: text || undefined,
        signal: AbortSignal.timeout(this.o.timeoutMs)
      })
      raw = await res.text()
    } catch (err) {
      throw new WechatPayError('network', `${method} ${pathAndQuery}: ${(err as Error).message}`)
    }
    if (res.status < 200 || res.status >= 300) {
      let code = ''
      try {
        code = String((JSON.parse(raw) as { code?: unknown }).code ?? '')
      } catch {
        /* not JSON: a proxy's page */
      }
      throw new WechatPayError('refused', `${method} ${pathAndQuery}: ${res.status} ${code}`, res.status, code)
    }
    const refusal: SignatureRefusal | null = verifySigned(
      {
        'wechatpay-timestamp': res.headers.get('wechatpay-timestamp') ?? undefined,
        'wechatpay-nonce': res.headers.get('wechatpay-nonce') ?? undefined,
        'wechatpay-signature': res.headers.get('wechatpay-signature') ?? undefined,
        'wechatpay-serial': res.headers.get('wechatpay-serial') ?? undefined
      },
      raw,
      this.o.platformKeys,
      this.o.now()
    )
    if (refusal) throw new WechatPayError('unverified', `${method} ${pathAndQuery}: answer ${refusal}`, res.status)
    return { status: res.status, body: (raw ? JSON.parse(raw) : {}) as T }
  }
}
