/**
 * WeChat Pay in WeChat's browser (issue 27: JSAPI on H5). The sheet there is signed for the Official Account's
 * appid and needs the payer's openid under that account, which a user signed in by e-mail does not have: the
 * first payment answers a redirect to WeChat's web authorization (snsapi_base, the WeChat fake's authorize page),
 * which returns through GET /pay/wechatpay/oa-return with a code and our signed state; the server redeems the
 * code once for the openid, keeps it on the user and sends the browser to the result page with
 * `resume=wechatpay`, where the app pays again and gets the sheet signed for the Official Account. The payment
 * settles by WeChat Pay's notification as in the mini-program, and a refund names the app the order was paid in.
 * Refused: a state not ours or expired (400), a code used twice (back to the result page with wx_oa=failed,
 * nothing changed), the browser channel on a server without an Official Account.
 */
import assert from 'node:assert/strict'
import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { after, before, test } from 'node:test'
import type { PayResultDTO, RedirectPayActionDTO, WechatPayActionDTO } from '@app/protocol'
import { FakeWechat } from '../src/providers/fakes/wechatLogin'
import { FakeWechatPay } from '../src/providers/fakes/wechatpay'
import { officialAccount, type OfficialAccountConfig } from '../src/providers/wechat/officialAccount'
import { wechatPay, type WechatPayConfig } from '../src/providers/wechatpay'
import { paySignMessage, verifyMessage } from '../src/providers/wechatpay/crypto'
import { createTestApp, loginWithEmail, type TestApp } from './helpers'

const MCHID = '1900000109'
const MINI_APPID = 'wx2421b1c4370ec43b'
const OA_APPID = 'wx8888888888888888'
const RESULT = 'http://app.test/pages/payResult/result'
let t: TestApp
let pay: FakeWechatPay
let wechat: FakeWechat
let config: WechatPayConfig
let oa: OfficialAccountConfig
let merchantPublicKey: KeyObject
let returnUrl = ''
const now = () => (t ? t.clock.now : Date.now())

before(async () => {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 })
  merchantPublicKey = merchant.publicKey
  const apiV3Key = randomBytes(16).toString('hex')
  pay = new FakeWechatPay({
    merchantPublicKey,
    mchid: MCHID,
    appid: MINI_APPID,
    browserAppid: OA_APPID,
    apiV3Key,
    now
  })
  await pay.listen()
  oa = { appid: OA_APPID, secret: randomBytes(16).toString('hex'), oauthBase: '', apiBase: '', timeoutMs: 1000 }
  wechat = new FakeWechat({ appid: MINI_APPID, secret: 'mini-secret', oa: { appid: OA_APPID, secret: oa.secret }, now })
  oa.oauthBase = oa.apiBase = await wechat.start()
  config = {
    baseUrl: pay.url,
    mode: 'direct',
    mchid: MCHID,
    appid: MINI_APPID,
    merchantSerial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    merchantPrivateKey: merchant.privateKey,
    apiV3Key,
    platformKeys: new Map([[pay.platformSerial, pay.platformPublicKey]]),
    notifyUrl: 'http://127.0.0.1:1/placeholder',
    merchantCategoryCode: '5815',
    amountUnit: 'cent',
    browser: { officialAccount: officialAccount(oa), returnUrl: 'http://127.0.0.1:1/', resultUrl: RESULT },
    timeoutMs: 1000,
    now
  }
  t = await createTestApp({ providers: { payment: wechatPay(config) } })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  config.notifyUrl = `${origin}/pay/notify/wechatpay`
  returnUrl = config.browser!.returnUrl = `${origin}/pay/wechatpay/oa-return`
})
after(async () => {
  await t?.close()
  await pay?.close()
  await wechat?.close()
})

let n = 0
const newUser = () => loginWithEmail(t, `wx-browser-${++n}-${randomBytes(3).toString('hex')}@example.com`)
async function newOrder(token: string): Promise<string> {
  const res = await t.call('POST', '/v3/orders', { token, body: { sku: 'vip-month' } })
  assert.equal(res.body.code, 0, JSON.stringify(res.body))
  return res.body.data.order_no
}
const payInBrowser = (token: string, order_no: string) =>
  t.call('POST', '/v3/pays', { token, body: { order_no, method: 'wechatpay', channel: 'browser' } })
const userRow = async (id: number) => (await t.app.ctx.repos.users.findById(id))!
/** A GET without following redirects: its Location. */
async function location(url: string, cookie?: string): Promise<string> {
  const res = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} })
  await res.text()
  assert.equal(res.status, 302, `${url} answered ${res.status}`)
  return res.headers.get('location')!
}

/** The first payment in WeChat's browser: the redirect to WeChat's authorize page for our Official Account. */
async function authorizeRedirect(token: string, orderNo: string): Promise<URL> {
  const res = await payInBrowser(token, orderNo)
  assert.equal(res.body.code, 0, JSON.stringify(res.body))
  const r: PayResultDTO = res.body.data
  assert.equal(r.order.status, 'pending')
  assert.equal(r.pay_action?.kind, 'redirect')
  const url = new URL((r.pay_action as RedirectPayActionDTO).url)
  assert.equal(`${url.origin}${url.pathname}`, `${oa.oauthBase}/connect/oauth2/authorize`)
  assert.equal(url.hash, '#wechat_redirect')
  assert.equal(url.searchParams.get('appid'), OA_APPID)
  assert.equal(url.searchParams.get('scope'), 'snsapi_base')
  assert.equal(url.searchParams.get('response_type'), 'code')
  assert.equal(url.searchParams.get('redirect_uri'), returnUrl)
  assert.ok(url.searchParams.get('state')!.length <= 128, 'WeChat carries at most 128 bytes of state')
  return url
}

test('an e-mail user in WeChat’s browser: authorize, openid kept, the sheet signed for the Official Account, paid, refunded in that app', async () => {
  const { token, id } = await newUser()
  const orderNo = await newOrder(token)
  const authorize = await authorizeRedirect(token, orderNo)
  assert.equal((await t.app.ctx.repos.commerce.order(orderNo))!.status, 'pending')

  // WeChat sends the browser straight back with a code for whoever is signed in to WeChat
  const person = `o${randomBytes(12).toString('hex')}`
  const back = new URL(await location(authorize.toString(), `fake_wx_user=${person}`))
  assert.equal(`${back.origin}${back.pathname}`, returnUrl)
  const landed = await location(back.toString())
  assert.equal(landed, `${RESULT}?order_no=${orderNo}&resume=wechatpay`)
  assert.equal((await userRow(id)).wechatOaOpenid, person)

  // the same return again (its code is spent at WeChat): back to the page with the failure, nothing changed
  assert.equal(await location(back.toString()), `${RESULT}?order_no=${orderNo}&wx_oa=failed`)
  assert.equal((await userRow(id)).wechatOaOpenid, person)

  // the result page pays again: the sheet, for the Official Account's appid and this person's openid
  const res = await payInBrowser(token, orderNo)
  assert.equal(res.body.code, 0, JSON.stringify(res.body))
  const action = res.body.data.pay_action as WechatPayActionDTO
  assert.equal(action.kind, 'wechatpay')
  assert.equal(action.appId, OA_APPID)
  const placed = pay.orders.get(orderNo)!
  assert.equal(placed.body.appid, OA_APPID)
  assert.equal(placed.body.payer.openid, person)
  assert.equal(action.package, `prepay_id=${placed.prepayId}`)
  assert.ok(
    verifyMessage(
      paySignMessage(OA_APPID, action.timeStamp, action.nonceStr, action.package),
      action.paySign,
      merchantPublicKey
    )
  )
  assert.ok(
    !verifyMessage(
      paySignMessage(MINI_APPID, action.timeStamp, action.nonceStr, action.package),
      action.paySign,
      merchantPublicKey
    ),
    'not the mini-program’s'
  )

  // WeChat's notification settles it; the next order pays without authorizing again
  assert.equal((await pay.pay(orderNo))!.status, 204)
  assert.equal((await t.app.ctx.repos.commerce.order(orderNo))!.status, 'paid')
  const second = await newOrder(token)
  const again = await payInBrowser(token, second)
  assert.equal(again.body.data.pay_action.kind, 'wechatpay')

  // an order closed meanwhile and then paid is refunded, naming the Official Account (the fake refuses another app)
  await t.app.ctx.repos.commerce.close((await t.app.ctx.repos.commerce.order(second))!.id)
  assert.equal((await pay.pay(second))!.status, 204)
  const refunded = (await t.app.ctx.repos.commerce.order(second))!
  assert.equal(refunded.status, 'refunded')
  assert.equal(pay.orders.get(second)!.refunds.size, 1)
})

test('a state that is not ours or has expired is refused; a missing code returns to the page; nothing is kept', async () => {
  const { token, id } = await newUser()
  const orderNo = await newOrder(token)
  const authorize = await authorizeRedirect(token, orderNo)
  const state = authorize.searchParams.get('state')!
  const code = new URL(await location(authorize.toString(), 'fake_wx_user=oSomeone')).searchParams.get('code')!
  const ret = (q: Record<string, string>) => fetch(`${returnUrl}?${new URLSearchParams(q)}`, { redirect: 'manual' })

  // another user or order in a state signed by nobody
  const [uid, order, exp, tag] = state.split('.')
  for (const forged of [`${Number(uid) + 1}.${order}.${exp}.${tag}`, `${uid}.${order}.${exp}.${'A'.repeat(22)}`, 'x']) {
    const res = await ret({ code, state: forged })
    assert.equal(res.status, 400, forged)
    assert.match(((await res.json()) as { msg: string }).msg, /\S/, 'a message')
  }
  // no code (the person turned it down): back to the page, which offers to try again
  const none = await ret({ state })
  assert.equal(none.status, 302)
  assert.equal(none.headers.get('location'), `${RESULT}?order_no=${orderNo}&wx_oa=failed`)
  // eleven minutes later the state has expired
  t.clock.now += 11 * 60_000
  assert.equal((await ret({ code, state })).status, 400)
  assert.equal((await userRow(id)).wechatOaOpenid, null)
})

test('the mini-program channel still needs the WeChat login; a server without an Official Account refuses the browser', async () => {
  const { token } = await newUser()
  const orderNo = await newOrder(token)
  const mini = await t.call('POST', '/v3/pays', { token, body: { order_no: orderNo, method: 'wechatpay' } })
  assert.notEqual(mini.body.code, 0)
  const browser = config.browser
  config.browser = undefined
  try {
    const res = await payInBrowser(token, orderNo)
    assert.notEqual(res.body.code, 0)
    assert.equal(pay.orders.has(orderNo), false, 'nothing placed at WeChat')
  } finally {
    config.browser = browser
  }
  assert.equal((await t.app.ctx.repos.commerce.order(orderNo))!.status, 'pending', 'still payable')
})
