/**
 * WeChat Pay (its local fake, over real HTTP) with the job runner on, on the engine of this run: the provider down
 * or slow during pay, the status query and a refund. The user gets a translated message, the order stays
 * consistent (pending, or refunding with the purchase taken back), and the jobs finish it once WeChat answers:
 * reconciliation settles the payment whose notification was lost, the refund-retry job refunds exactly once.
 */
import assert from 'node:assert/strict'
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { after, before, test } from 'node:test'
import { QUEUES } from '../src/jobs'
import { FakeWechatPay } from '../src/providers/fakes/wechatpay'
import { wechatPay, type WechatPayConfig } from '../src/providers/wechatpay'
import { refundOrder } from '../src/services/commerce/refund'
import { createTestApp, type TestApp } from './helpers'

const MCHID = '1900000109'
const APPID = 'wx2421b1c4370ec43b'
let t: TestApp
let fake: FakeWechatPay
let config: WechatPayConfig
const now = () => (t ? t.clock.now : Date.now())

before(async () => {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const apiV3Key = randomBytes(16).toString('hex')
  fake = new FakeWechatPay({
    merchantPublicKey: merchant.publicKey,
    mchid: MCHID,
    appid: APPID,
    apiV3Key,
    mccs: ['5815'],
    now
  })
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
  t = await createTestApp({
    providers: { payment: wechatPay(config) },
    jobs: { pollingIntervalSeconds: 0.5, refundRetryDelaySeconds: 1, cron: { reconcile: '0 0 1 1 *' } }
  })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  config.notifyUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/pay/notify/wechatpay`
})
after(async () => {
  await t?.close()
  await fake?.close()
})

let users = 0
async function wechatUser(): Promise<string> {
  const res = await t.call('POST', '/v3/wechat/code', {
    body: { code: `wx-jobs-${++users}-${randomBytes(4).toString('hex')}` }
  })
  assert.equal(res.body.code, 0, JSON.stringify(res.body))
  return res.body.data.token
}
const pay = (token: string, order_no: string, lang: 'zh-Hant' | 'en' = 'zh-Hant') =>
  t.call('POST', '/v3/pays', { token, lang, body: { order_no } })
const status = (token: string, order_no: string) =>
  t.call('GET', '/v3/get/order/status', { token, query: { order_no } })
const member = async (token: string) => (await t.call('GET', '/v3/meditation/memberInfo', { token })).body.data
const orderRow = async (orderNo: string) => (await t.app.ctx.repos.commerce.order(orderNo))!
async function until(what: string, check: () => Promise<boolean>) {
  for (let i = 0; i < 600; i++) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 50))
  }
  assert.fail(`waited too long for ${what}`)
}

test('WeChat down or slow during pay, query and refund: translated messages, a consistent order, the jobs finish it', async () => {
  const token = await wechatUser()
  const created = await t.call('POST', '/v3/orders', { token, body: { sku: 'vip-month' } })
  const orderNo: string = created.body.data.order_no

  // pay: down, then slow — a translated message each time, the order pending and payable
  fake.failNext({ status: 500, code: 'SYSTEM_ERROR' })
  let res = await pay(token, orderNo)
  assert.equal(res.body.code, 1116)
  assert.equal(res.body.msg, '付款服務暫時沒有回應，請稍後再試')
  fake.failNext({ delayMs: config.timeoutMs + 500 })
  res = await pay(token, orderNo, 'en')
  assert.equal(res.body.msg, 'The payment service is not answering; please try again shortly')
  assert.equal((await orderRow(orderNo)).status, 'pending')
  assert.equal((await pay(token, orderNo)).body.data.pay_action.kind, 'wechatpay')

  // paid at WeChat; its notification is lost and WeChat does not answer the user's status query either
  await fake.pay(orderNo, false)
  fake.failNext({ status: 503 })
  const s = await status(token, orderNo)
  assert.equal(s.body.code, 0)
  assert.equal(s.body.data.status, 'pending', 'nothing settled on a query WeChat did not answer')
  assert.equal((await member(token)).isVip, 0)

  // the reconciliation job settles it (once the order is older than the user's own flow)
  t.clock.now += 3 * 60_000
  const id = (await t.app.jobs!.runNow(QUEUES.reconcile))!
  assert.equal(await t.app.jobs!.settled(QUEUES.reconcile, id), 'completed')
  assert.equal((await orderRow(orderNo)).status, 'paid')
  assert.equal((await member(token)).isVip, 1)

  // an operator's refund while WeChat is slow (it does refund, late): refunding, the membership taken back
  const paid = await orderRow(orderNo)
  fake.failNext({ delayMs: config.timeoutMs + 500 })
  const r = await refundOrder(t.app.ctx, paid.id, 'requested by the user', { kind: 'operator', id: 1 }, t.app.log)
  assert.equal(r.kind, 'refunding')
  assert.equal((await orderRow(orderNo)).status, 'refunding')
  assert.equal((await member(token)).isVip, 0)
  const shown = await status(token, orderNo)
  assert.equal(shown.body.data.status, 'refunding')
  assert.equal(shown.body.data.granted, null)
  // the retry job asks again (out_refund_no makes it the same refund) until WeChat answers
  await until('refunded', async () => (await orderRow(orderNo)).status === 'refunded')
  const refunds = [...fake.orders.get(orderNo)!.refunds.values()]
  assert.equal(refunds.length, 1, 'one refund at WeChat')
  assert.equal((await orderRow(orderNo)).refundTxn, refunds[0].id)
  assert.equal((await member(token)).isVip, 0)
})
