/**
 * WeChat Pay and LINE Pay configured together (PAYMENT_PROVIDER=linepay,wechatpay), each against its fake: the app
 * is told both methods, pays with the one it names, and a refund goes to the provider that took the money (not the
 * first configured). The env factories read every variable and name a missing one.
 */
import assert from 'node:assert/strict'
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { FakeLinePay } from '../src/providers/fakes/linepay'
import { FakeWechatPay } from '../src/providers/fakes/wechatpay'
import { linePay } from '../src/providers/linepay'
import { linePayConfigFromEnv } from '../src/providers/linepay/env'
import { paymentMethods } from '../src/providers/payment'
import { wechatPay, type WechatPayConfig } from '../src/providers/wechatpay'
import { WechatPayConfigError, wechatPayConfigFromEnv } from '../src/providers/wechatpay/env'
import { createTestApp, loginWithEmail, type TestApp } from './helpers'

let t: TestApp
let wx: FakeWechatPay
let line: FakeLinePay
let wxConfig: WechatPayConfig
const now = () => (t ? t.clock.now : Date.now())

before(async () => {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const apiV3Key = randomBytes(16).toString('hex')
  wx = new FakeWechatPay({ merchantPublicKey: merchant.publicKey, mchid: '1900000109', appid: 'wxapp', apiV3Key, now })
  line = new FakeLinePay({ channelId: '1234567890', channelSecret: 'fake-secret', now })
  await Promise.all([wx.listen(), line.listen()])
  wxConfig = {
    baseUrl: wx.url,
    mode: 'direct',
    mchid: '1900000109',
    appid: 'wxapp',
    merchantSerial: 'SERIAL',
    merchantPrivateKey: merchant.privateKey,
    apiV3Key,
    platformKeys: new Map([[wx.platformSerial, wx.platformPublicKey]]),
    notifyUrl: '',
    merchantCategoryCode: '5815',
    amountUnit: 'cent',
    timeoutMs: 2000,
    now
  }
  const lineConfig = {
    baseUrl: line.url,
    channelId: '1234567890',
    channelSecret: 'fake-secret',
    confirmUrl: '',
    resultUrl: '/pages/payResult/result',
    timeoutMs: 2000,
    now
  }
  t = await createTestApp({ providers: { payment: paymentMethods([linePay(lineConfig), wechatPay(wxConfig)]) } })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  wxConfig.notifyUrl = `${base}/pay/notify/wechatpay`
  lineConfig.confirmUrl = `${base}/pay/linepay/confirm`
})
after(async () => {
  await t?.close()
  await Promise.all([wx?.close(), line?.close()])
})

test('both methods offered; each pays through its own provider; a refund goes to the one that took the money', async () => {
  const methods = (await t.call('GET', '/v3/pay/methods')).body.data
  assert.deepEqual(methods, { methods: ['linepay', 'wechatpay'], demo: false })

  // LINE Pay, named by the app
  const { token } = await loginWithEmail(t, 'both-1@example.com')
  let order = (await t.call('POST', '/v3/orders', { token, body: { sku: 'vip-month' } })).body.data.order_no
  let res = await t.call('POST', '/v3/pays', { token, body: { order_no: order, method: 'linepay' } })
  assert.equal(res.body.data.pay_action.kind, 'redirect')
  const txn = /(\d+)$/.exec(res.body.data.pay_action.url)![1]
  await fetch(line.approve(txn), { redirect: 'manual' })
  assert.equal((await t.app.ctx.repos.commerce.order(order))!.provider, 'linepay')
  assert.equal((await t.app.ctx.repos.commerce.order(order))!.status, 'paid')
  // an unknown method is refused before anything is charged
  res = await t.call('POST', '/v3/pays', { token, body: { order_no: order, method: 'ecpay' } })
  assert.equal(res.status, 400)

  // WeChat Pay for a WeChat user; the order is closed meanwhile, so the money is returned — through WeChat Pay
  const wxUser = (
    await t.call('POST', '/v3/wechat/code', { body: { code: `wx-both-${randomBytes(3).toString('hex')}` } })
  ).body.data.token
  order = (await t.call('POST', '/v3/orders', { token: wxUser, body: { sku: 'vip-month' } })).body.data.order_no
  res = await t.call('POST', '/v3/pays', { token: wxUser, body: { order_no: order, method: 'wechatpay' } })
  assert.equal(res.body.data.pay_action.kind, 'wechatpay')
  await t.app.ctx.repos.commerce.close((await t.app.ctx.repos.commerce.order(order))!.id)
  assert.equal((await wx.pay(order))!.status, 204)
  const o = (await t.app.ctx.repos.commerce.order(order))!
  assert.equal(o.status, 'refunded')
  assert.equal(o.provider, 'wechatpay')
  assert.equal(wx.orders.get(order)!.refunds.size, 1)
  assert.equal([...line.transactions.values()].filter((x) => x.refunds.length).length, 0, 'not LINE Pay')
})

test('env: every WECHATPAY_* / LINEPAY_* variable read, a missing one named', () => {
  const dir = mkdtempSync(join(tmpdir(), 'jx-wxpay-env-'))
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 })
  writeFileSync(join(dir, 'apiclient_key.pem'), merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }))
  writeFileSync(join(dir, 'platform.pem'), wx.platformPublicKey.export({ type: 'spki', format: 'pem' }))
  const env = {
    WECHATPAY_MODE: 'institution',
    WECHATPAY_MCHID: '1900000100',
    WECHATPAY_SUB_MCHID: '1900000109',
    WECHATPAY_APPID: 'wxsp',
    WECHATPAY_SUB_APPID: 'wxsub',
    WECHATPAY_MERCHANT_SERIAL: 'ABC',
    WECHATPAY_PRIVATE_KEY_FILE: join(dir, 'apiclient_key.pem'),
    WECHATPAY_APIV3_KEY: 'k'.repeat(32),
    WECHATPAY_PLATFORM_KEYS: `${wx.platformSerial}=${join(dir, 'platform.pem')},PUB_KEY_ID_01=${join(dir, 'platform.pem')}`,
    WECHATPAY_NOTIFY_URL: 'https://api.example.com/pay/notify/wechatpay',
    WECHATPAY_MCC: '5815'
  }
  const c = wechatPayConfigFromEnv(env)
  assert.equal(c.baseUrl, 'https://apihk.mch.weixin.qq.com')
  assert.equal(c.mode, 'institution')
  assert.equal(c.subMchid, '1900000109')
  assert.equal(c.subAppid, 'wxsub')
  assert.deepEqual([...c.platformKeys.keys()], [wx.platformSerial, 'PUB_KEY_ID_01'])
  assert.equal(c.amountUnit, 'cent')
  assert.throws(() => wechatPayConfigFromEnv({ ...env, WECHATPAY_MCC: '' }), WechatPayConfigError)
  assert.throws(() => wechatPayConfigFromEnv({ ...env, WECHATPAY_APIV3_KEY: 'short' }), /32 bytes/)
  assert.throws(() => wechatPayConfigFromEnv({ ...env, WECHATPAY_SUB_MCHID: '' }), /WECHATPAY_SUB_MCHID/)
  assert.throws(
    () => wechatPayConfigFromEnv({ ...env, WECHATPAY_MCC: '', WECHATPAY_PLATFORM_KEYS: 'x=/nonexistent.pem' }),
    /nonexistent.*needs WECHATPAY_MCC/,
    'every problem named at once'
  )
  // WeChat's browser: the Official Account, its return URL, the result page beside it; half-configured is named
  assert.equal(c.browser, undefined, 'without WECHAT_OA_APPID only the mini-program pays')
  const oaEnv = {
    ...env,
    WECHAT_OA_APPID: 'wx8888888888888888',
    WECHAT_OA_SECRET: 's'.repeat(32),
    WECHAT_OA_RETURN_URL: 'https://api.example.com/pay/wechatpay/oa-return'
  }
  const b = wechatPayConfigFromEnv(oaEnv).browser!
  assert.equal(b.officialAccount.appid, 'wx8888888888888888')
  assert.equal(b.returnUrl, 'https://api.example.com/pay/wechatpay/oa-return')
  assert.equal(b.resultUrl, 'https://api.example.com/pages/payResult/result')
  assert.match(
    b.officialAccount.authorizeUrl(b.returnUrl, 's'),
    /^https:\/\/open\.weixin\.qq\.com\/connect\/oauth2\/authorize\?/
  )
  assert.throws(() => wechatPayConfigFromEnv({ ...oaEnv, WECHAT_OA_SECRET: '' }), /WECHAT_OA_SECRET/)
  assert.throws(() => wechatPayConfigFromEnv({ ...oaEnv, WECHAT_OA_RETURN_URL: '' }), /needs WECHAT_OA_RETURN_URL/)
  assert.throws(() => wechatPayConfigFromEnv({ ...oaEnv, WECHAT_OA_APPID: 'oa' }), /not an appid/)
  const l = linePayConfigFromEnv({
    LINEPAY_CHANNEL_ID: '1',
    LINEPAY_CHANNEL_SECRET: 's',
    LINEPAY_CONFIRM_URL: 'https://api.example.com/pay/linepay/confirm'
  })
  assert.equal(l.baseUrl, 'https://api-pay.line.me')
  assert.equal(l.resultUrl, 'https://api.example.com/pages/payResult/result')
  assert.throws(() => linePayConfigFromEnv({ LINEPAY_CHANNEL_ID: '1' }), /LINEPAY_CHANNEL_SECRET, LINEPAY_CONFIRM_URL/)
})
