import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { ErrorCode, type CardExchangeDTO } from '@app/protocol'
import { exchangeCodes } from '../src/db/schema'
import { createTestApp, loginWithEmail, type TestApp } from './helpers'

const DAY = 86_400_000
let t: TestApp
before(async () => {
  t = await createTestApp()
  await t.database.db.insert(exchangeCodes).values([
    { code: 'JXTESTEXPIRED', productCode: 'vip-month', expiresAt: new Date(Date.now() - DAY) },
    { code: 'JXTESTCARD', productCode: 'annual-card', expiresAt: new Date(Date.now() + DAY) }
  ])
})
after(() => t.close())

const redeem = (token: string | undefined, code: unknown, lang: 'zh-Hant' | 'en' = 'zh-Hant') =>
  t.call('POST', '/v3/meditation/cardExchange', { token, body: { code }, lang })

test('a seeded code grants the membership once; memberInfo shows it; it is listed among purchases', async () => {
  const { token } = await loginWithEmail(t, 'redeem1@example.com')
  const res = await redeem(token, ' jxvip30demo1 ')
  assert.equal(res.body.code, 0, JSON.stringify(res.body))
  const data: CardExchangeDTO = res.body.data
  assert.equal(data.product.code, 'vip-month')
  assert.equal(data.member.isVip, 1)
  const info = (await t.call('GET', '/v3/meditation/memberInfo', { token })).body.data
  assert.ok(Math.abs((Date.parse(info.expire_at) - t.clock.now) / DAY - 30) < 0.01)
  const bought = (await t.call('GET', '/v3/my/course/get', { token })).body.data
  assert.equal(bought.list[0].provider, 'exchange')
  assert.equal(bought.list[0].pay_amount, 0)
})

test('used, expired and unknown codes each get their own translated message; nothing is granted', async () => {
  const { token } = await loginWithEmail(t, 'redeem2@example.com')
  const used = await redeem(token, 'JXVIP30DEMO1')
  assert.equal(used.status, 400)
  assert.equal(used.body.code, ErrorCode.BUSINESS)
  assert.equal(used.body.msg, '此兌換碼已被使用')
  const expired = await redeem(token, 'JXTESTEXPIRED', 'en')
  assert.equal(expired.body.code, ErrorCode.BUSINESS)
  assert.match(expired.body.msg, /expired/)
  const unknown = await redeem(token, 'NOSUCHCODE')
  assert.equal(unknown.body.code, ErrorCode.BUSINESS)
  assert.match(unknown.body.msg, /不存在/)
  assert.notEqual(unknown.body.msg, used.body.msg)
  assert.equal((await t.call('GET', '/v3/meditation/memberInfo', { token })).body.data.isVip, 0)
})

test('two users racing for one code: exactly one wins', async () => {
  const a = await loginWithEmail(t, 'race-a@example.com')
  const b = await loginWithEmail(t, 'race-b@example.com')
  const [ra, rb] = await Promise.all([redeem(a.token, 'JXTESTCARD'), redeem(b.token, 'JXTESTCARD')])
  assert.deepEqual(
    [ra.body.code, rb.body.code].sort((x, y) => x - y),
    [0, ErrorCode.BUSINESS]
  )
})

test('logged out is 1100; malformed bodies are 400', async () => {
  const r = await redeem(undefined, 'JXVIP30DEMO2')
  assert.equal(r.status, 401)
  assert.equal(r.body.code, ErrorCode.NOT_LOGGED_IN)
  const { token } = await loginWithEmail(t, 'redeem3@example.com')
  for (const code of [5, '', 'x'.repeat(65), null]) assert.equal((await redeem(token, code)).status, 400, String(code))
})
