/**
 * LINE Pay end to end against the local fake (providers/fakes/linepay.ts) over HTTP: request → the approval page →
 * the browser's return to our confirm route → Confirm (signed, for the order's amount) → paid once. Replayed and
 * forged returns, two approvals of one order, LINE Pay down, refunds and reconciliation.
 */
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { after, before, test } from 'node:test'
import type { PayResultDTO, RedirectPayActionDTO } from '@app/protocol'
import { FakeLinePay } from '../src/providers/fakes/linepay'
import { linePay, linePaySignature, parseLinePay, type LinePayConfig } from '../src/providers/linepay'
import { reconcilePayments } from '../src/routes/commerce/reconcile'
import { createTestApp, loginWithEmail, type TestApp } from './helpers'

const DAY = 86_400_000
let t: TestApp
let fake: FakeLinePay
let config: LinePayConfig
let base = ''
const now = () => (t ? t.clock.now : Date.now())

before(async () => {
  fake = new FakeLinePay({ channelId: '1234567890', channelSecret: 'fake-channel-secret-not-real-000', now })
  await fake.listen()
  config = {
    baseUrl: fake.url,
    channelId: '1234567890',
    channelSecret: 'fake-channel-secret-not-real-000',
    confirmUrl: 'http://127.0.0.1:1/placeholder',
    resultUrl: '/pages/payResult/result',
    timeoutMs: 1000,
    now
  }
  t = await createTestApp({ providers: { payment: linePay(config) } })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  config.confirmUrl = `${base}/pay/linepay/confirm`
})
after(async () => {
  await t?.close()
  await fake?.close()
})

let users = 0
async function buyer(): Promise<string> {
  return (await loginWithEmail(t, `linepay-${++users}-${randomBytes(3).toString('hex')}@example.com`)).token
}
async function newOrder(token: string): Promise<string> {
  const res = await t.call('POST', '/v3/orders', { token, body: { sku: 'vip-month' } })
  assert.equal(res.body.code, 0, JSON.stringify(res.body))
  return res.body.data.order_no
}
const pay = (token: string, order_no: string) => t.call('POST', '/v3/pays', { token, body: { order_no } })
const member = async (token: string) => (await t.call('GET', '/v3/meditation/memberInfo', { token })).body.data
const orderRow = async (orderNo: string) => (await t.app.ctx.repos.commerce.order(orderNo))!
/** A browser GET that does not follow redirects: the status and where it would go. */
async function visit(url: string): Promise<{ status: number; location: string | null; text: string }> {
  const res = await fetch(url, { redirect: 'manual' })
  return { status: res.status, location: res.headers.get('location'), text: await res.text() }
}
/** Pays the order at LINE Pay: the approval page's URL. */
async function requestPayment(token: string, orderNo: string): Promise<string> {
  const res = await pay(token, orderNo)
  assert.equal(res.body.code, 0, JSON.stringify(res.body))
  const r: PayResultDTO = res.body.data
  assert.equal(r.order.status, 'pending')
  assert.equal(r.pay_action?.kind, 'redirect')
  return (r.pay_action as RedirectPayActionDTO).url
}
const txnOf = (approvalUrl: string) => /\/__fake\/approve\/(\d+)$/.exec(approvalUrl)![1]

test('the signature: the self-computed vectors of providers-notes §2.1; 19-digit ids survive parsing', () => {
  const secret = 'test-channel-secret-not-real-0000'
  const nonce = '44453d45-768e-40e8-8349-748e797c450f'
  const body =
    '{"amount":250,"currency":"TWD","orderId":"ORDER-0001","packages":[{"id":"PKG-1","amount":250,"name":"冥想課程","products":[{"name":"年卡","quantity":1,"price":250}]}],"redirectUrls":{"confirmUrl":"https://example.com/linepay/confirm","cancelUrl":"https://example.com/linepay/cancel"}}'
  assert.equal(
    linePaySignature(secret, '/v3/payments/request', body, nonce),
    '9kk0ezQjIvuEPtrI4aJFzTxO/mbUlzlJCuvI2p6YZM8='
  )
  assert.equal(
    linePaySignature(secret, '/v3/payments', 'transactionId=2021121600698709710&orderId=ORDER-0001', nonce),
    'eWGoA4s/GWH/IYSQMhbGAD4M3YG5W3fjhEZrlP23SHA='
  )
  const parsed = parseLinePay<{ info: { transactionId: string } }>('{"info":{"transactionId":2021121600698709710}}')
  assert.equal(parsed.info.transactionId, '2021121600698709710')
})

test('request → approval page → return → confirm → paid once; the same return again changes nothing', async () => {
  const token = await buyer()
  const orderNo = await newOrder(token)
  const approval = await requestPayment(token, orderNo)
  const txn = txnOf(approval)
  const sent = fake.transactions.get(txn)!
  assert.equal(sent.amount, 68, 'TWD in whole dollars')
  assert.equal(sent.currency, 'TWD')
  assert.ok(sent.orderId.startsWith(`${orderNo}-`))
  const page = await visit(approval)
  assert.match(page.text, /id="approve"/)
  const approved = await visit(`${fake.url}/__fake/approve/${txn}/ok`)
  assert.equal(approved.status, 302)
  assert.ok(approved.location!.startsWith(`${base}/pay/linepay/confirm?order_no=${orderNo}&transactionId=${txn}`))
  const back = await visit(approved.location!)
  assert.equal(back.status, 302)
  assert.equal(back.location, `/pages/payResult/result?order_no=${orderNo}`)
  const o = await orderRow(orderNo)
  assert.equal(o.status, 'paid')
  assert.equal(o.provider, 'linepay')
  assert.equal(o.providerTxn, txn, 'all 19 digits')
  const info = await member(token)
  assert.ok(Math.abs((Date.parse(info.expire_at) - t.clock.now) / DAY - 30) < 0.01)
  const confirmations = fake.confirmations
  assert.equal((await visit(approved.location!)).status, 302)
  assert.equal(fake.confirmations, confirmations, 'not confirmed twice')
  assert.equal((await member(token)).expire_at, info.expire_at)
})

test('a forged return (a transaction never approved, another order, a made-up id) settles nothing', async () => {
  const token = await buyer()
  const orderNo = await newOrder(token)
  const txn = txnOf(await requestPayment(token, orderNo))
  const orderId = fake.transactions.get(txn)!.orderId
  const confirmations = fake.confirmations
  const tries = [
    `${base}/pay/linepay/confirm?order_no=${orderNo}&transactionId=${txn}&orderId=${orderId}`, // not approved yet
    `${base}/pay/linepay/confirm?order_no=${orderNo}&transactionId=2099999999999999999&orderId=${orderId}`,
    `${base}/pay/linepay/confirm?order_no=${orderNo}&transactionId=${txn}&orderId=JX00000000AAAA-000000`
  ]
  for (const url of tries) assert.equal((await visit(url)).status, 302, url)
  assert.equal(fake.confirmations, confirmations)
  const o = await orderRow(orderNo)
  assert.equal(o.status, 'pending')
  assert.equal(o.providerTxn, null, 'no claim left behind')
  // the genuine approval still pays
  await visit((await visit(`${fake.url}/__fake/approve/${txn}/ok`)).location!)
  assert.equal((await orderRow(orderNo)).status, 'paid')
})

test('two approvals of one order returning in parallel: one confirmed at LINE Pay, paid once', async () => {
  const token = await buyer()
  const orderNo = await newOrder(token)
  const first = txnOf(await requestPayment(token, orderNo))
  const second = txnOf(await requestPayment(token, orderNo))
  assert.notEqual(first, second)
  const urls = [fake.approve(first), fake.approve(second)]
  const before = fake.confirmations
  await Promise.all([...urls, ...urls, ...urls].map((u) => visit(u)))
  assert.equal(fake.confirmations - before, 1, 'money taken once')
  assert.equal((await orderRow(orderNo)).status, 'paid')
  assert.ok(Math.abs((Date.parse((await member(token)).expire_at) - t.clock.now) / DAY - 30) < 0.01)
})

test('LINE Pay down during request or confirm: a translated message, the order consistent, reconciliation confirms', async () => {
  const token = await buyer()
  const orderNo = await newOrder(token)
  fake.failNext({ httpStatus: 503 })
  let res = await pay(token, orderNo)
  assert.equal(res.body.code, 1116)
  assert.equal(res.body.msg, '付款服務暫時沒有回應，請稍後再試')
  fake.failNext({ returnCode: '9000' })
  res = await pay(token, orderNo)
  assert.equal(res.body.code, 1116)
  assert.equal((await orderRow(orderNo)).status, 'pending')
  const txn = txnOf(await requestPayment(token, orderNo))
  const back = fake.approve(txn)
  fake.failNext({ delayMs: config.timeoutMs + 500 }) // the confirm times out
  assert.equal((await visit(back)).status, 302)
  let o = await orderRow(orderNo)
  assert.equal(o.status, 'pending')
  assert.equal(o.providerTxn, txn, 'the claim stays for reconciliation')
  t.clock.now += 3 * 60_000
  const deps = { repo: t.app.ctx.repos.commerce, provider: t.app.ctx.providers.payment, now, log: t.app.log }
  const [a, b] = await Promise.all([reconcilePayments(deps), reconcilePayments(deps)])
  assert.equal(a.settled + b.settled, 1)
  o = await orderRow(orderNo)
  assert.equal(o.status, 'paid')
  assert.equal((await member(token)).isVip, 1)
})

test('refunds go through LINE Pay once (the refund list is read before asking again)', async () => {
  const token = await buyer()
  const orderNo = await newOrder(token)
  const txn = txnOf(await requestPayment(token, orderNo))
  await visit(fake.approve(txn))
  assert.equal((await orderRow(orderNo)).status, 'paid')
  const provider = t.app.ctx.providers.payment
  const req = { orderNo, txn, amountCents: 6800, reason: 'orderClosed' }
  const [r1, r2] = await Promise.all([provider.refund(req), provider.refund(req)])
  const r3 = await provider.refund(req)
  assert.equal(r1.status, 'refunded')
  assert.deepEqual(r2, r1)
  assert.deepEqual(r3, r1)
  assert.equal(fake.transactions.get(txn)!.refunds.length, 1)
  assert.match(fake.transactions.get(txn)!.refunds[0].refundTransactionId, /^\d{19}$/)
  assert.deepEqual(await provider.refundQuery!(orderNo, { txn }), r1)
})

test('a confirm for another amount than requested is refused by LINE Pay (1153) and settles nothing', async () => {
  const token = await buyer()
  const orderNo = await newOrder(token)
  const txn = txnOf(await requestPayment(token, orderNo))
  fake.approve(txn)
  const provider = t.app.ctx.providers.payment
  assert.deepEqual(await provider.confirm!(txn, orderNo, 100), { status: 'failed', reason: '1153' })
  assert.equal((await orderRow(orderNo)).status, 'pending')
})

test('reconciliation closes expired LINE Pay orders nothing was confirmed for, and frees a failed claim', async () => {
  const token = await buyer()
  const abandoned = await newOrder(token)
  await requestPayment(token, abandoned) // the user never comes back from LINE Pay
  const other = await buyer()
  const claimed = await newOrder(other)
  const txn = txnOf(await requestPayment(other, claimed))
  const back = fake.approve(txn)
  fake.failNext({ returnCode: '9000' }) // the confirm fails: the claim stays
  await visit(back)
  assert.equal((await orderRow(claimed)).providerTxn, txn)
  fake.transactions.get(txn)!.state = 'cancelled' // then LINE Pay gives up on it (0121)
  const deps = { repo: t.app.ctx.repos.commerce, provider: t.app.ctx.providers.payment, now, log: t.app.log }
  t.clock.now += 3 * 60_000
  await reconcilePayments(deps)
  assert.equal((await orderRow(claimed)).providerTxn, null, 'claim freed: another approval can pay')
  assert.equal((await orderRow(claimed)).status, 'pending')
  t.clock.now += 30 * 60_000
  const r = await reconcilePayments(deps)
  assert.ok(r.closed >= 2)
  assert.equal((await orderRow(abandoned)).status, 'closed')
  assert.equal((await orderRow(claimed)).status, 'closed')
})

test('a return that names another order of the same amount: nothing settles, the money taken goes back', async () => {
  const mine = await buyer()
  const myOrder = await newOrder(mine)
  const txn = txnOf(await requestPayment(mine, myOrder))
  fake.approve(txn)
  const victim = await buyer()
  const theirOrder = await newOrder(victim)
  const forged = `${base}/pay/linepay/confirm?order_no=${theirOrder}&transactionId=${txn}&orderId=${theirOrder}-ABCDEF`
  assert.equal((await visit(forged)).status, 302)
  assert.equal((await orderRow(theirOrder)).status, 'pending')
  assert.equal((await orderRow(theirOrder)).providerTxn, null)
  assert.equal((await member(victim)).isVip, 0)
  assert.equal((await orderRow(myOrder)).status, 'pending')
  assert.equal(fake.transactions.get(txn)!.refunds.length, 1, 'the confirmed money is returned')
})
