/**
 * WeChat Pay end to end against the local fake (providers/fakes/wechatpay.ts) over real HTTP in both directions:
 * the app places the order and hands the app signed requestPayment fields; the fake "pays" and POSTs a signed,
 * encrypted notification to the app's notify route, which settles through the same step as POST /v3/pays.
 * Refused notifications settle nothing; duplicates and races settle once; a provider that is down leaves the order
 * payable; refunds go through the fake once; reconciliation finds payments whose notification was lost.
 */
import assert from 'node:assert/strict'
import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { after, before, test } from 'node:test'
import type { PayResultDTO, WechatPayActionDTO } from '@app/protocol'
import { FakeWechatPay, type BuiltNotification } from '../src/providers/fakes/wechatpay'
import { wechatPay, type WechatPayConfig } from '../src/providers/wechatpay'
import { encryptResource, paySignMessage, verifyMessage } from '../src/providers/wechatpay/crypto'
import { reconcilePayments } from '../src/routes/commerce/reconcile'
import { createTestApp, type TestApp } from './helpers'

const DAY = 86_400_000
const MCHID = '1900000109'
const APPID = 'wx2421b1c4370ec43b'
let t: TestApp
let fake: FakeWechatPay
let config: WechatPayConfig
let merchantPublicKey: KeyObject
let notifyUrl = ''
const now = () => (t ? t.clock.now : Date.now())

before(async () => {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 })
  merchantPublicKey = merchant.publicKey
  const apiV3Key = randomBytes(16).toString('hex')
  fake = new FakeWechatPay({ merchantPublicKey, mchid: MCHID, appid: APPID, apiV3Key, mccs: ['5815'], now })
  await fake.listen()
  config = {
    baseUrl: fake.url,
    mode: 'direct',
    mchid: MCHID,
    appid: APPID,
    merchantSerial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    merchantPrivateKey: merchant.privateKey,
    apiV3Key,
    platformKeys: new Map([[fake.platformSerial, fake.platformPublicKey]]),
    notifyUrl: 'http://127.0.0.1:1/placeholder',
    merchantCategoryCode: '5815',
    amountUnit: 'cent',
    timeoutMs: 1000,
    now
  }
  t = await createTestApp({ providers: { payment: wechatPay(config) } })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  notifyUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/pay/notify/wechatpay`
  config.notifyUrl = notifyUrl
})
after(async () => {
  await t?.close()
  await fake?.close()
})

let users = 0
async function wechatUser(): Promise<string> {
  const res = await t.call('POST', '/v3/wechat/code', {
    body: { code: `wx-pay-${++users}-${randomBytes(4).toString('hex')}` }
  })
  assert.equal(res.body.code, 0, JSON.stringify(res.body))
  return res.body.data.token
}
async function newOrder(token: string, sku = 'vip-month'): Promise<string> {
  const res = await t.call('POST', '/v3/orders', { token, body: { sku } })
  assert.equal(res.body.code, 0, JSON.stringify(res.body))
  return res.body.data.order_no
}
const pay = (token: string, order_no: string) => t.call('POST', '/v3/pays', { token, body: { order_no } })
const status = async (token: string, order_no: string) =>
  (await t.call('GET', '/v3/get/order/status', { token, query: { order_no } })).body.data
const member = async (token: string) => (await t.call('GET', '/v3/meditation/memberInfo', { token })).body.data
const orderRow = async (orderNo: string) => (await t.app.ctx.repos.commerce.order(orderNo))!
const post = async (n: BuiltNotification) => {
  const res = await fetch(notifyUrl, { method: 'POST', headers: n.headers, body: n.body })
  await res.text()
  return res.status
}

/** A user with a placed, unpaid order at the fake. */
async function placed(): Promise<{ token: string; orderNo: string; action: WechatPayActionDTO }> {
  const token = await wechatUser()
  const orderNo = await newOrder(token)
  const res = await pay(token, orderNo)
  assert.equal(res.body.code, 0, JSON.stringify(res.body))
  const r: PayResultDTO = res.body.data
  assert.equal(r.order.status, 'pending')
  assert.equal(r.pay_action?.kind, 'wechatpay')
  return { token, orderNo, action: r.pay_action as WechatPayActionDTO }
}

test('pay → pending with the signed requestPayment fields → notification → paid, granted once', async () => {
  const { token, orderNo, action } = await placed()
  const r = await status(token, orderNo)
  assert.equal(r.status, 'pending')
  assert.equal(r.granted, null)
  // what the fake received: global JSAPI, TWD in cents, the MCC, the payer's openid, our notify URL
  const sent = fake.orders.get(orderNo)!.body
  assert.equal(sent.trade_type, 'JSAPI')
  assert.deepEqual(sent.amount, { total: 6800, currency: 'TWD' })
  assert.equal(sent.merchant_category_code, '5815')
  assert.match(sent.payer.openid, /^wx-/)
  assert.equal(sent.notify_url, notifyUrl)
  // the sheet's fields: signType RSA, package = prepay_id=…, paySign over the 4 lines with the merchant key
  assert.equal(action.signType, 'RSA')
  assert.equal(action.package, `prepay_id=${fake.orders.get(orderNo)!.prepayId}`)
  assert.equal(action.timeStamp, String(Math.floor(t.clock.now / 1000)))
  assert.match(action.nonceStr, /^[0-9A-Z]{32}$/)
  const message = paySignMessage(APPID, action.timeStamp, action.nonceStr, action.package)
  assert.ok(verifyMessage(message, action.paySign, merchantPublicKey))
  // paying again before WeChat confirms: the same prepay_id, nothing settled
  const again: PayResultDTO = (await pay(token, orderNo)).body.data
  assert.equal((again.pay_action as WechatPayActionDTO).package, action.package)
  assert.equal((await orderRow(orderNo)).status, 'pending')

  const delivery = await fake.pay(orderNo)
  assert.equal(delivery!.status, 204)
  const paid = await orderRow(orderNo)
  assert.equal(paid.status, 'paid')
  assert.equal(paid.provider, 'wechatpay')
  assert.equal(paid.providerTxn, fake.orders.get(orderNo)!.id)
  const info = await member(token)
  assert.equal(info.isVip, 1)
  const expiry = info.expire_at
  assert.ok(Math.abs((Date.parse(expiry) - t.clock.now) / DAY - 30) < 0.01)
  // WeChat's retry (new signature, same event) is acknowledged and changes nothing
  assert.equal(await post(fake.transactionNotification(orderNo)), 204)
  assert.equal((await member(token)).expire_at, expiry)
  // the app's own confirmation afterwards: already paid
  assert.equal((await pay(token, orderNo)).body.data.already_paid, true)
})

test('refused notifications (tampered, wrong key, old, unknown serial, SIGNTEST, replayed, not ours) settle nothing', async () => {
  const { token, orderNo } = await placed()
  const good = await (async () => {
    await fake.pay(orderNo, false) // paid at WeChat; its notification is built below, not sent
    return fake.transactionNotification(orderNo)
  })()
  const resigned = (body: string, o?: Parameters<FakeWechatPay['signed']>[1]): BuiltNotification => ({
    headers: { 'Content-Type': 'application/json', ...fake.signed(body, o) },
    body
  })
  const envelope = JSON.parse(good.body)
  const tamperedCipher = Buffer.from(envelope.resource.ciphertext, 'base64')
  tamperedCipher[3] ^= 1
  const otherKeyResource = encryptResource(
    JSON.stringify({ mchid: MCHID, out_trade_no: orderNo, id: 'x', trade_state: 'SUCCESS', amount: { total: 6800 } }),
    'another-apiv3-key-of-32-bytes!!!',
    'transaction',
    'transaction'
  )
  const otherMerchant = fake.notification('TRANSACTION.SUCCESS', 'transaction', {
    mchid: '1900000999',
    out_trade_no: orderNo,
    id: 'x',
    trade_state: 'SUCCESS',
    amount: { total: 6800 }
  })
  const cases: [string, BuiltNotification][] = [
    [
      'body changed after signing',
      { headers: good.headers, body: good.body.replace('TRANSACTION.SUCCESS', 'TRANSACTION.SUCCESS ') }
    ],
    ['wrong signature', resigned(good.body, 'signature')],
    ['timestamp 301 s old', resigned(good.body, 'timestamp')],
    ['unknown serial', resigned(good.body, 'serial')],
    [
      'SIGNTEST probe',
      {
        headers: {
          ...good.headers,
          'Wechatpay-Signature': 'WECHATPAY/SIGNTEST/' + good.headers['Wechatpay-Signature']
        },
        body: good.body
      }
    ],
    ['no signature headers', { headers: { 'Content-Type': 'application/json' }, body: good.body }],
    [
      'ciphertext tampered (signed by WeChat)',
      resigned(
        JSON.stringify({
          ...envelope,
          resource: { ...envelope.resource, ciphertext: tamperedCipher.toString('base64') }
        })
      )
    ],
    ['encrypted with another APIv3 key', resigned(JSON.stringify({ ...envelope, resource: otherKeyResource }))],
    ['another merchant', otherMerchant]
  ]
  for (const [name, n] of cases) {
    assert.equal(await post(n), 401, name)
    assert.equal((await orderRow(orderNo)).status, 'pending', name)
  }
  assert.equal((await member(token)).isVip, 0)
  // the genuine one settles; the very same bytes again are a replay
  assert.equal(await post(good), 204)
  assert.equal((await orderRow(orderNo)).status, 'paid')
  const expiry = (await member(token)).expire_at
  assert.equal(await post(good), 401, 'replayed')
  assert.equal((await member(token)).expire_at, expiry)
})

test('20 parallel copies of one notification, 20 parallel retries and the user polling: settled once', async () => {
  const { token, orderNo } = await placed()
  await fake.pay(orderNo, false)
  const one = fake.transactionNotification(orderNo)
  const retries = Array.from({ length: 20 }, () => fake.transactionNotification(orderNo))
  // 45 RSA-signed exchanges at once on 2 cores: the polls' queries may take longer than the 1 s of the other tests
  config.timeoutMs = 15_000
  const answers = await Promise.all([
    ...Array.from({ length: 20 }, () => post(one)),
    ...retries.map(post),
    ...Array.from({ length: 5 }, () => status(token, orderNo).then((s) => (s.status === 'paid' ? 200 : 0))),
    ...Array.from({ length: 5 }, () => pay(token, orderNo).then((r) => (r.body.code === 0 ? 200 : r.body.code)))
  ])
  config.timeoutMs = 1000
  const copies = answers.slice(0, 20)
  assert.equal(copies.filter((s) => s === 204).length, 1, 'one copy accepted')
  assert.equal(copies.filter((s) => s === 401).length, 19, 'the other copies are replays')
  assert.deepEqual(new Set(answers.slice(20, 40)), new Set([204]), 'every retry acknowledged')
  assert.deepEqual(new Set(answers.slice(40)), new Set([200]), 'the user sees it paid')
  const o = await orderRow(orderNo)
  assert.equal(o.status, 'paid')
  const info = await member(token)
  assert.ok(Math.abs((Date.parse(info.expire_at) - t.clock.now) / DAY - 30) < 0.01, 'one month, not more')
  assert.equal(fake.orders.get(orderNo)!.refunds.size, 0, 'nothing refunded')
})

test('WeChat Pay down, slow or unverifiable during pay: a translated message, the order stays payable', async () => {
  const token = await wechatUser()
  const orderNo = await newOrder(token)
  fake.failNext({ status: 500, code: 'SYSTEM_ERROR' })
  let res = await pay(token, orderNo)
  assert.equal(res.body.code, 1116)
  assert.equal(res.body.msg, '付款服務暫時沒有回應，請稍後再試')
  fake.failNext({ delayMs: config.timeoutMs + 500 })
  res = await t.call('POST', '/v3/pays', { token, lang: 'en', body: { order_no: orderNo } })
  assert.equal(res.body.code, 1116)
  assert.equal(res.body.msg, 'The payment service is not answering; please try again shortly')
  fake.failNext({}) // the query before placing answers normally (404: no such order yet)
  fake.failNext({ badAnswer: 'signature' }) // the order's prepay_id comes signed by another key
  res = await pay(token, orderNo)
  assert.equal(res.body.code, 1116, 'an answer that does not verify is not trusted')
  assert.equal((await orderRow(orderNo)).status, 'pending')
  assert.equal((await member(token)).isVip, 0)
  // WeChat back: the same order pays
  res = await pay(token, orderNo)
  assert.equal(res.body.data.pay_action.kind, 'wechatpay')
  assert.equal((await fake.pay(orderNo))!.status, 204)
  assert.equal((await orderRow(orderNo)).status, 'paid')
})

test('money for an order closed meanwhile is refunded through WeChat once, however often it is notified', async () => {
  const { token, orderNo } = await placed()
  await t.app.ctx.repos.commerce.close((await orderRow(orderNo)).id)
  assert.equal((await fake.pay(orderNo))!.status, 204)
  const o = await orderRow(orderNo)
  assert.equal(o.status, 'refunded')
  const refunds = [...fake.orders.get(orderNo)!.refunds.values()]
  assert.equal(refunds.length, 1)
  assert.equal(refunds[0].amount, 6800)
  assert.equal(o.refundTxn, refunds[0].id)
  assert.equal((await member(token)).isVip, 0, 'nothing granted')
  assert.equal(await post(fake.transactionNotification(orderNo)), 204)
  assert.equal(fake.orders.get(orderNo)!.refunds.size, 1, 'not refunded twice')
  assert.equal((await orderRow(orderNo)).status, 'refunded')
  // the adapter's refund itself is idempotent on the order (out_refund_no)
  const again = await t.app.ctx.providers.payment.refund({
    orderNo,
    txn: o.providerTxn!,
    amountCents: 6800,
    reason: 'orderClosed'
  })
  assert.deepEqual(again, { status: 'refunded', refundTxn: refunds[0].id })
  assert.equal(fake.orders.get(orderNo)!.refunds.size, 1)
})

test('reconciliation: a payment whose notification was lost settles once, from two runners at once', async () => {
  const { token, orderNo } = await placed()
  const stale = await placed()
  await fake.pay(orderNo, false)
  const deps = { repo: t.app.ctx.repos.commerce, provider: t.app.ctx.providers.payment, now, log: t.app.log }
  // too young: left to the notification and the user's own flow
  assert.equal((await reconcilePayments(deps)).settled, 0)
  assert.equal((await orderRow(orderNo)).status, 'pending')
  t.clock.now += 3 * 60_000
  fake.failNext({ status: 503 })
  const [a, b] = await Promise.all([reconcilePayments(deps), reconcilePayments(deps)])
  assert.equal(a.settled + b.settled, 1, 'settled by one of the two')
  assert.equal(a.unavailable + b.unavailable, 1, 'the query WeChat did not answer waits for the next run')
  assert.equal((await orderRow(orderNo)).status, 'paid')
  assert.equal((await member(token)).isVip, 1)
  assert.equal((await orderRow(stale.orderNo)).status, 'pending', 'unpaid and not expired: left alone')
  // past its time, the unpaid order is closed at WeChat first, then here
  t.clock.now += 30 * 60_000
  const r = await reconcilePayments(deps)
  assert.ok(r.closed >= 1)
  assert.equal(fake.orders.get(stale.orderNo)!.state, 'CLOSED')
  assert.equal((await orderRow(stale.orderNo)).status, 'closed')
  assert.equal((await member(stale.token)).isVip, 0)
})

test('a refund WeChat confirms later stays refunding until its REFUND.SUCCESS notification or reconciliation', async () => {
  fake.opts.refundsProcessing = true
  try {
    const a = await placed()
    await t.app.ctx.repos.commerce.close((await orderRow(a.orderNo)).id)
    assert.equal((await fake.pay(a.orderNo))!.status, 204)
    assert.equal((await orderRow(a.orderNo)).status, 'refunding')
    const done = await fetch(`${fake.url}/__fake/refund/R${a.orderNo}`, { method: 'POST' })
    assert.equal(((await done.json()) as { delivery: { status: number } }).delivery.status, 204)
    const refunded = await orderRow(a.orderNo)
    assert.equal(refunded.status, 'refunded')
    assert.equal(refunded.refundTxn, fake.orders.get(a.orderNo)!.refunds.get(`R${a.orderNo}`)!.id)

    // the notification is lost: reconciliation asks WeChat about the refund
    const b = await placed()
    await t.app.ctx.repos.commerce.close((await orderRow(b.orderNo)).id)
    await fake.pay(b.orderNo)
    assert.equal((await orderRow(b.orderNo)).status, 'refunding')
    const deps = { repo: t.app.ctx.repos.commerce, provider: t.app.ctx.providers.payment, now, log: t.app.log }
    await reconcilePayments(deps)
    assert.equal((await orderRow(b.orderNo)).status, 'refunding', 'still processing at WeChat')
    fake.orders.get(b.orderNo)!.refunds.get(`R${b.orderNo}`)!.status = 'SUCCESS'
    const r = await reconcilePayments(deps)
    assert.equal(r.refunded, 1)
    assert.equal((await orderRow(b.orderNo)).status, 'refunded')
    assert.equal(fake.orders.get(b.orderNo)!.refunds.size, 1, 'asked about, not refunded again')
  } finally {
    fake.opts.refundsProcessing = false
  }
})

test('keys by Wechatpay-Serial: the WeChat Pay public key on request, either key while switching, others refused', async () => {
  const { orderNo } = await placed()
  const both = new Map([
    [fake.platformSerial, fake.platformPublicKey],
    [fake.publicKeyId, fake.payPublicKey]
  ])
  // asking for public-key signatures (Wechatpay-Serial: PUB_KEY_ID_…): verified with that key
  const switched = wechatPay({ ...config, publicKeyId: fake.publicKeyId, platformKeys: both })
  assert.deepEqual(await switched.query(orderNo), { status: 'pending' })
  // the same answers to an adapter that only knows the certificate: not trusted
  const certOnly = wechatPay({ ...config, publicKeyId: fake.publicKeyId })
  assert.deepEqual(await certOnly.query(orderNo), { status: 'failed', reason: 'unverified' })
  // a notification signed by the public key: refused while the app knows only the certificate, settled once it
  // knows both (a merchant mid-switch gets callbacks signed by either)
  fake.notifySigner = 'public'
  try {
    await fake.pay(orderNo, false)
    assert.equal(await post(fake.transactionNotification(orderNo)), 401)
    assert.equal((await orderRow(orderNo)).status, 'pending')
    ;(config.platformKeys as Map<string, KeyObject>).set(fake.publicKeyId, fake.payPublicKey)
    assert.equal(await post(fake.transactionNotification(orderNo)), 204)
    assert.equal((await orderRow(orderNo)).status, 'paid')
  } finally {
    fake.notifySigner = 'platform'
    ;(config.platformKeys as Map<string, KeyObject>).delete(fake.publicKeyId)
  }
})
