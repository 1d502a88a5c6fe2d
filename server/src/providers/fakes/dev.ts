/**
 * `PAYMENT_PROVIDER=wechatpay|linepay|wechatpay,linepay PAYMENT_FAKES=1 npm run dev`: the real adapters against the
 * local fakes, started in this process on free ports with keys generated at start, so a developer can click through
 * a real-shaped payment without any merchant account. Refused in production.
 *   - WeChat Pay: outside WeChat nothing can open the pay sheet, so the fake serves a stand-in
 *     (GET <fake>/__fake/sheet?order_no=… checks the order is placed, "Pay" fires the signed notification), and
 *     `curl -X POST <fake>/__fake/pay/<order_no>` does the same; the fake's address is logged at start.
 *     In WeChat's browser (the app sees MicroMessenger in the user agent) the payer's Official Account openid comes
 *     from a fake of WeChat's web authorization (providers/fakes/wechatLogin.ts with `oa`), which returns at once
 *     to our /pay/wechatpay/oa-return.
 *   - LINE Pay: the redirect goes to the fake's approval page, whose Approve returns to our confirm route.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { linePay, type LinePayProvider } from '../linepay'
import type { PaymentProvider } from '../payment'
import { officialAccount, type OfficialAccountConfig } from '../wechat/officialAccount'
import { wechatPay, type WechatPayProvider } from '../wechatpay'
import { FakeLinePay } from './linepay'
import { FakeWechat } from './wechatLogin'
import { FakeWechatPay } from './wechatpay'

export const wantsPaymentFakes = (env: NodeJS.ProcessEnv) => env.PAYMENT_FAKES === '1'

function refuseInProduction(env: NodeJS.ProcessEnv) {
  if (env.NODE_ENV === 'production') throw new Error('PAYMENT_FAKES=1 is for development only')
}

/** The server's own address as the fakes call it back (PORT, default 3000). */
const selfUrl = (env: NodeJS.ProcessEnv) => `http://127.0.0.1:${env.PORT ?? 3000}`

/** Every call waits until the fake listens (the factory is synchronous, listening is not). */
function afterReady<P extends PaymentProvider>(ready: Promise<unknown>, p: P): P {
  const wrapped = { ...p } as Record<string, unknown>
  for (const k of ['pay', 'query', 'refund', 'refundQuery', 'close', 'confirm'] as const) {
    const fn = p[k as keyof P]
    if (typeof fn === 'function')
      wrapped[k] = async (...args: unknown[]) => {
        await ready
        return (fn as (...a: unknown[]) => unknown).apply(p, args)
      }
  }
  return wrapped as P
}

/** One fake per process (the server resolves its providers twice: the production check, then the app). */
let wechatPayFake: WechatPayProvider | undefined
let linePayFake: LinePayProvider | undefined

export function devWechatPay(env: NodeJS.ProcessEnv): WechatPayProvider {
  refuseInProduction(env)
  return (wechatPayFake ??= startWechatPayFake(env))
}

export function devLinePay(env: NodeJS.ProcessEnv): LinePayProvider {
  refuseInProduction(env)
  return (linePayFake ??= startLinePayFake(env))
}

function startWechatPayFake(env: NodeJS.ProcessEnv): WechatPayProvider {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const apiV3Key = randomBytes(16).toString('hex')
  const mchid = '1900000109'
  const appid = env.TARO_APP_WEAPP_APPID || 'wxdevfakeappid00'
  // the Official Account of WeChat's browser: its web authorization is a second fake's
  const oa: OfficialAccountConfig = {
    appid: 'wxd0fa0fa0fa0fa0fa',
    secret: randomBytes(16).toString('hex'),
    oauthBase: 'http://127.0.0.1:1',
    apiBase: 'http://127.0.0.1:1',
    timeoutMs: 10_000
  }
  const wechat = new FakeWechat({
    appid,
    secret: randomBytes(16).toString('hex'),
    oa: { appid: oa.appid, secret: oa.secret }
  })
  const fake = new FakeWechatPay({
    merchantPublicKey: merchant.publicKey,
    mchid,
    appid,
    browserAppid: oa.appid,
    apiV3Key,
    mccs: ['5815']
  })
  const provider = wechatPay({
    baseUrl: 'http://127.0.0.1:1',
    mode: 'direct',
    mchid,
    appid,
    merchantSerial: 'DEVFAKE0000000000000000000000000000000000',
    merchantPrivateKey: merchant.privateKey,
    apiV3Key,
    platformKeys: new Map([[fake.platformSerial, fake.platformPublicKey]]),
    notifyUrl: `${selfUrl(env)}/pay/notify/wechatpay`,
    merchantCategoryCode: '5815',
    amountUnit: 'cent',
    browser: {
      officialAccount: officialAccount(oa),
      returnUrl: `${selfUrl(env)}/pay/wechatpay/oa-return`,
      resultUrl: `${env.WECHATPAY_RESULT_URL || selfUrl(env)}/pages/payResult/result`
    },
    timeoutMs: 10_000,
    now: Date.now
  })
  const ready = Promise.all([fake.listen(), wechat.start()]).then(([url, wechatUrl]) => {
    provider.config.baseUrl = url
    oa.oauthBase = oa.apiBase = wechatUrl
    fake.unref()
    wechat.unref()
    console.log(`[payment fakes] WeChat Pay fake at ${url} (pay an order: ${url}/__fake/sheet?order_no=<order_no>)`)
    console.log(`[payment fakes] WeChat web authorization fake at ${wechatUrl}`)
  })
  return afterReady(ready, provider)
}

function startLinePayFake(env: NodeJS.ProcessEnv): LinePayProvider {
  const channelId = '1650000000'
  const channelSecret = randomBytes(16).toString('hex')
  const fake = new FakeLinePay({ channelId, channelSecret })
  const provider = linePay({
    baseUrl: 'http://127.0.0.1:1',
    channelId,
    channelSecret,
    confirmUrl: `${selfUrl(env)}/pay/linepay/confirm`,
    resultUrl: `${env.LINEPAY_RESULT_URL || selfUrl(env)}/pages/payResult/result`,
    timeoutMs: 20_000,
    now: Date.now
  })
  const ready = fake.listen().then((url) => {
    provider.config.baseUrl = url
    fake.unref()
    console.log(`[payment fakes] LINE Pay fake at ${url}`)
  })
  return afterReady(ready, provider)
}
