/**
 * WeChat Pay's configuration from the environment (PAYMENT_PROVIDER=wechatpay; README "Payments"):
 *   WECHATPAY_BASE_URL          default https://apihk.mch.weixin.qq.com (cross-border); a fake's URL in development
 *   WECHATPAY_MODE              direct (default) | institution
 *   WECHATPAY_MCHID             merchant number (institution: the service provider's, sp_mchid)
 *   WECHATPAY_SUB_MCHID         institution only: the sub-merchant number
 *   WECHATPAY_APPID             the mini-program's appid (institution: sp_appid)
 *   WECHATPAY_SUB_APPID         institution only: the mini-program's appid under the sub-merchant
 *   WECHATPAY_MERCHANT_SERIAL   serial number of the merchant API certificate
 *   WECHATPAY_PRIVATE_KEY_FILE  apiclient_key.pem (or WECHATPAY_PRIVATE_KEY: the PEM text, `\n` allowed)
 *   WECHATPAY_APIV3_KEY         the 32-character APIv3 key
 *   WECHATPAY_PLATFORM_KEYS     serial=file pairs, comma-separated: platform certificates (40-hex serial) and/or
 *                               the WeChat Pay public key (PUB_KEY_ID_…); answers signed by any other key are refused
 *   WECHATPAY_PUBLIC_KEY_ID     optional: sent as Wechatpay-Serial so that answers are signed by that public key
 *   WECHATPAY_NOTIFY_URL        https://<host>/pay/notify/wechatpay
 *   WECHATPAY_MCC               the merchant category code WeChat assigned
 *   WECHATPAY_AMOUNT_UNIT       cent (default: amount.total = NT$ × 100) | dollar
 *   WECHATPAY_TIMEOUT_MS        default 10000
 * WeChat's browser (H5 JSAPI; optional, without it only the mini-program pays with WeChat Pay):
 *   WECHAT_OA_APPID             the Official Account (服務號) bound to the merchant (its appid signs the sheet)
 *   WECHAT_OA_SECRET            its AppSecret (web authorization, snsapi_base)
 *   WECHAT_OA_RETURN_URL        https://<host>/pay/wechatpay/oa-return (<host>: the account's web authorization
 *                               domain, 網頁授權域名; also a JSAPI payment directory: 支付授權目錄 <host>/pages/)
 *   WECHATPAY_RESULT_URL        the app's result page (default: the return URL's origin + /pages/payResult/result)
 * PAYMENT_FAKES=1 (development only): none of these; a local fake instead (providers/fakes/dev.ts).
 */
import { createPublicKey, type KeyObject } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { devWechatPay, wantsPaymentFakes } from '../fakes/dev'
import { officialAccount, officialAccountConfigOf } from '../wechat/officialAccount'
import { privateKeyOf } from './crypto'
import { wechatPay, type WechatPayConfig, type WechatPayProvider } from './index'

export class WechatPayConfigError extends Error {}

/** `serial=file,serial=file` → serial → public key (a PEM public key or an X.509 certificate). */
export function platformKeysOf(spec: string): Map<string, KeyObject> {
  const keys = new Map<string, KeyObject>()
  for (const pair of spec
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const at = pair.indexOf('=')
    if (at <= 0) throw new WechatPayConfigError(`WECHATPAY_PLATFORM_KEYS: "${pair}" is not serial=file`)
    keys.set(pair.slice(0, at), createPublicKey(readFileSync(pair.slice(at + 1), 'utf8')))
  }
  if (!keys.size) throw new WechatPayConfigError('WECHATPAY_PLATFORM_KEYS names no key')
  return keys
}

export function wechatPayConfigFromEnv(env: NodeJS.ProcessEnv, now: () => number = Date.now): WechatPayConfig {
  // Every missing or wrong variable at once (the server names them all before it starts).
  const problems: string[] = []
  const required = (name: string): string => {
    const v = env[name]?.trim()
    if (!v) problems.push(`needs ${name}`)
    return v ?? ''
  }
  const check = <T>(what: () => T): T | undefined => {
    try {
      return what()
    } catch (err) {
      problems.push((err as Error).message)
      return undefined
    }
  }
  const mode = env.WECHATPAY_MODE === 'institution' ? 'institution' : 'direct'
  if (env.WECHATPAY_MODE && env.WECHATPAY_MODE !== mode)
    problems.push(`WECHATPAY_MODE=${env.WECHATPAY_MODE}: direct or institution`)
  const pem = env.WECHATPAY_PRIVATE_KEY_FILE
    ? check(() => readFileSync(env.WECHATPAY_PRIVATE_KEY_FILE!, 'utf8'))
    : required('WECHATPAY_PRIVATE_KEY').replace(/\\n/g, '\n')
  const apiV3Key = required('WECHATPAY_APIV3_KEY')
  if (apiV3Key && Buffer.byteLength(apiV3Key) !== 32) problems.push('WECHATPAY_APIV3_KEY must be 32 bytes')
  const unit = env.WECHATPAY_AMOUNT_UNIT ?? 'cent'
  if (unit !== 'cent' && unit !== 'dollar') problems.push('WECHATPAY_AMOUNT_UNIT: cent or dollar')
  const keysSpec = required('WECHATPAY_PLATFORM_KEYS')
  const oa = check(() => officialAccountConfigOf(env))
  const returnUrl = oa ? required('WECHAT_OA_RETURN_URL') : ''
  if (returnUrl && !/^https?:\/\/[^?#]+$/.test(returnUrl))
    problems.push('WECHAT_OA_RETURN_URL must be an http(s) URL without a query')
  const config = {
    baseUrl: env.WECHATPAY_BASE_URL || 'https://apihk.mch.weixin.qq.com',
    mode,
    mchid: required('WECHATPAY_MCHID'),
    subMchid: mode === 'institution' ? required('WECHATPAY_SUB_MCHID') : undefined,
    appid: required('WECHATPAY_APPID'),
    subAppid: mode === 'institution' ? env.WECHATPAY_SUB_APPID || undefined : undefined,
    merchantSerial: required('WECHATPAY_MERCHANT_SERIAL'),
    merchantPrivateKey: pem ? check(() => privateKeyOf(pem)) : undefined,
    apiV3Key,
    platformKeys: keysSpec ? check(() => platformKeysOf(keysSpec)) : undefined,
    publicKeyId: env.WECHATPAY_PUBLIC_KEY_ID || undefined,
    notifyUrl: required('WECHATPAY_NOTIFY_URL'),
    merchantCategoryCode: required('WECHATPAY_MCC'),
    amountUnit: unit as 'cent' | 'dollar',
    browser:
      oa && returnUrl
        ? {
            officialAccount: officialAccount(oa),
            returnUrl,
            resultUrl: env.WECHATPAY_RESULT_URL || `${new URL(returnUrl).origin}/pages/payResult/result`
          }
        : undefined,
    timeoutMs: Number(env.WECHATPAY_TIMEOUT_MS) || 10_000,
    now
  }
  if (problems.length) throw new WechatPayConfigError(`PAYMENT_PROVIDER=wechatpay: ${problems.join('; ')}`)
  return config as WechatPayConfig
}

/** The registry's factory; `deps.now`: the app's clock (the 300 s window of answers and notifications). */
export function wechatPayFromEnv(env: NodeJS.ProcessEnv, deps: { now?: () => number } = {}): WechatPayProvider {
  if (wantsPaymentFakes(env)) return devWechatPay(env)
  return wechatPay(wechatPayConfigFromEnv(env, deps.now))
}
