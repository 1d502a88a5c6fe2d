/**
 * WeChat Pay API v3 cryptography on node:crypto (providers-notes §1.2, §1.3, §1.5, §1.6):
 * - requests: SHA256withRSA over `METHOD\nPATH?QUERY\nTS\nNONCE\nBODY\n` with the merchant key, sent as the
 *   `WECHATPAY2-SHA256-RSA2048` Authorization header;
 * - responses and notifications: `TS\nNONCE\nRAWBODY\n` verified with the platform key chosen by
 *   Wechatpay-Serial, within 300 s of our clock;
 * - notification `resource`: AEAD_AES_256_GCM with the APIv3 key (the last 16 bytes of the ciphertext are the tag);
 * - the mini-program's `paySign` over `appId\ntimeStamp\nnonceStr\nprepay_id=…\n`.
 * The fake (providers/fakes/wechatpay.ts) uses the same functions from the other side.
 */
import {
  createCipheriv,
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  randomBytes,
  type KeyObject
} from 'node:crypto'

export const AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048'
/** Official SDKs' clock offset: a response or notification further than this from our clock is refused. */
export const MAX_CLOCK_OFFSET_SECONDS = 300

export type KeyInput = KeyObject | string

export const privateKeyOf = (k: KeyInput): KeyObject => (typeof k === 'string' ? createPrivateKey(k) : k)
export const publicKeyOf = (k: KeyInput): KeyObject => (typeof k === 'string' ? createPublicKey(k) : k)

/** 32 random characters of [0-9A-Z] (nonce_str is at most 32). */
export function nonceStr(): string {
  return randomBytes(16).toString('hex').toUpperCase()
}

export function signMessage(message: string, key: KeyInput): string {
  return createSign('RSA-SHA256').update(message, 'utf8').sign(privateKeyOf(key), 'base64')
}

export function verifyMessage(message: string, signature: string, key: KeyInput): boolean {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false
  try {
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(publicKeyOf(key), signature, 'base64')
  } catch {
    return false
  }
}

/** The five lines a request signature covers; `body` is the exact text sent ('' for GET). */
export function requestMessage(method: string, pathAndQuery: string, timestamp: string, nonce: string, body: string) {
  return `${method}\n${pathAndQuery}\n${timestamp}\n${nonce}\n${body}\n`
}

/** The three lines a response or notification signature covers. */
export function responseMessage(timestamp: string, nonce: string, body: string) {
  return `${timestamp}\n${nonce}\n${body}\n`
}

export interface AuthParts {
  mchid: string
  nonce_str: string
  signature: string
  timestamp: string
  serial_no: string
}

export function authorizationHeader(p: AuthParts): string {
  return (
    `${AUTH_SCHEMA} mchid="${p.mchid}",nonce_str="${p.nonce_str}",signature="${p.signature}",` +
    `timestamp="${p.timestamp}",serial_no="${p.serial_no}"`
  )
}

/** The Authorization header's pairs (any order, quoted values), or null when it is not a v3 header. */
export function parseAuthorization(header: string | undefined): AuthParts | null {
  if (!header?.startsWith(`${AUTH_SCHEMA} `)) return null
  const out: Record<string, string> = {}
  for (const m of header.slice(AUTH_SCHEMA.length + 1).matchAll(/([a-z_]+)="([^"]*)"/g)) out[m[1]] = m[2]
  const { mchid, nonce_str, signature, timestamp, serial_no } = out
  if (!mchid || !nonce_str || !signature || !/^\d{10}$/.test(timestamp ?? '') || !serial_no) return null
  return { mchid, nonce_str, signature, timestamp, serial_no }
}

/** Signs one request: the Authorization header for these exact bytes. */
export function signRequest(opts: {
  method: string
  pathAndQuery: string
  body: string
  mchid: string
  serialNo: string
  privateKey: KeyInput
  nowMs: number
  nonce?: string
}): string {
  const timestamp = String(Math.floor(opts.nowMs / 1000))
  const nonce = opts.nonce ?? nonceStr()
  const message = requestMessage(opts.method, opts.pathAndQuery, timestamp, nonce, opts.body)
  return authorizationHeader({
    mchid: opts.mchid,
    nonce_str: nonce,
    signature: signMessage(message, opts.privateKey),
    timestamp,
    serial_no: opts.serialNo
  })
}

export type SignatureRefusal = 'missing' | 'probe' | 'unknownSerial' | 'timestamp' | 'signature'

/** The Wechatpay-* headers of a response or notification (lower-case keys, as Node gives them). */
export interface SignedHeaders {
  'wechatpay-timestamp'?: string
  'wechatpay-nonce'?: string
  'wechatpay-signature'?: string
  'wechatpay-serial'?: string
}

/**
 * Checks a response or notification: all four headers present, not a SIGNTEST probe, a known serial, the timestamp
 * within 300 s of `nowMs`, and the signature over the raw body. Returns null when it holds, else why not.
 */
export function verifySigned(
  headers: SignedHeaders,
  rawBody: string,
  keys: ReadonlyMap<string, KeyObject>,
  nowMs: number
): SignatureRefusal | null {
  const ts = headers['wechatpay-timestamp']
  const nonce = headers['wechatpay-nonce']
  const signature = headers['wechatpay-signature']
  const serial = headers['wechatpay-serial']
  if (!ts || !nonce || !signature || !serial) return 'missing'
  // WeChat's probes: a signature that cannot verify, to see that we refuse it (notes §1.3).
  if (signature.startsWith('WECHATPAY/SIGNTEST/')) return 'probe'
  const key = keys.get(serial)
  if (!key) return 'unknownSerial'
  if (!/^\d{1,12}$/.test(ts) || Math.abs(nowMs / 1000 - Number(ts)) > MAX_CLOCK_OFFSET_SECONDS) return 'timestamp'
  return verifyMessage(responseMessage(ts, nonce, rawBody), signature, key) ? null : 'signature'
}

/** The `resource` of a notification (and of an encrypted certificate). */
export interface EncryptedResource {
  algorithm: string
  ciphertext: string
  associated_data?: string
  nonce: string
  original_type?: string
}

/** Decrypts a resource with the 32-byte APIv3 key; throws when it does not authenticate. */
export function decryptResource(resource: EncryptedResource, apiV3Key: string): string {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') throw new Error(`unsupported algorithm ${resource.algorithm}`)
  const key = Buffer.from(apiV3Key, 'utf8')
  if (key.length !== 32) throw new Error('the APIv3 key must be 32 bytes')
  const data = Buffer.from(resource.ciphertext, 'base64')
  if (data.length < 17) throw new Error('ciphertext too short')
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(resource.nonce, 'utf8'))
  decipher.setAuthTag(data.subarray(data.length - 16))
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'))
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8')
}

/** The fake's side of decryptResource. */
export function encryptResource(
  plaintext: string,
  apiV3Key: string,
  associatedData: string,
  originalType: string
): EncryptedResource {
  const nonce = randomBytes(6).toString('hex') // 12 characters
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'))
  cipher.setAAD(Buffer.from(associatedData, 'utf8'))
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()])
  return {
    original_type: originalType,
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: body.toString('base64'),
    associated_data: associatedData,
    nonce
  }
}

/** What wx.requestPayment / Taro.requestPayment takes (v3: signType RSA, no appId in a mini-program). */
export interface RequestPaymentParams {
  timeStamp: string
  nonceStr: string
  package: string
  signType: 'RSA'
  paySign: string
}

/** The message paySign covers: line 4 is the whole package value, `prepay_id=` included (notes §1.5). */
export function paySignMessage(appId: string, timeStamp: string, nonce: string, pkg: string): string {
  return `${appId}\n${timeStamp}\n${nonce}\n${pkg}\n`
}

export function requestPaymentParams(opts: {
  appId: string
  prepayId: string
  privateKey: KeyInput
  nowMs: number
  nonce?: string
}): RequestPaymentParams {
  const timeStamp = String(Math.floor(opts.nowMs / 1000))
  const nonce = opts.nonce ?? nonceStr()
  const pkg = `prepay_id=${opts.prepayId}`
  return {
    timeStamp,
    nonceStr: nonce,
    package: pkg,
    signType: 'RSA',
    paySign: signMessage(paySignMessage(opts.appId, timeStamp, nonce, pkg), opts.privateKey)
  }
}
