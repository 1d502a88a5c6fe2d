/**
 * The partner mall: binding a mall account with the mall's own login code (wrong and expired codes refused with
 * a translated message, 20 parallel binds of one code leave one binding and all answer it, an account bound to
 * someone else is refused), the mall's plain-JSON reads (HTTP 200, both languages) and the deposit balance only
 * for the bound user. PGlite, and PostgreSQL with DATABASE_URL.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { eq } from 'drizzle-orm'
import type { MallBalanceDTO, MallBindingDTO, MallGoodsPageDTO, MallPromotionDTO, MallTemplateDTO } from '@app/protocol'
import { mallAccounts, mallBindings } from '../src/db/schema'
import { maskAccount, mallAddress } from '../src/routes/mall/binding'
import { createTestApp, loginWithEmail, type TestApp } from './helpers'

let t: TestApp
before(async () => {
  t = await createTestApp()
})
after(async () => {
  await t?.close()
})

const parallel = <T>(n: number, f: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => f(i)))

async function mallCode(token: string, account: string): Promise<string> {
  const sent = await t.call('POST', '/v3/mall/binding/code', { token, body: { account } })
  assert.equal(sent.body.code, 0, JSON.stringify(sent.body))
  return (await t.call('GET', '/dev/outbox', { sign: false, query: { to: account.toLowerCase() } })).body.data[0].code
}

test('addresses: e-mail lower-cased, mobile with nation code; masked for display', () => {
  assert.deepEqual(mallAddress(' Shop@Example.com '), { channel: 'email', to: 'shop@example.com' })
  assert.deepEqual(mallAddress('0912-345-678'), { channel: 'sms', to: '+886 912345678' })
  assert.deepEqual(mallAddress('13800138000', '86'), { channel: 'sms', to: '+86 13800138000' })
  assert.throws(() => mallAddress('not an address'))
  assert.equal(maskAccount('shop@example.com'), 'sh***@example.com')
  assert.equal(maskAccount('+886 912345678'), '+886 ****5678')
})

test('binding needs a login', async () => {
  const res = await t.call('GET', '/v3/mall/binding')
  assert.equal(res.body.code, 1100)
})

test('wrong and expired codes are refused with a translated message; the right one binds', async () => {
  const { token } = await loginWithEmail(t, 'mall-a@example.com')
  const account = 'shop-a@example.com'
  const code = await mallCode(token, account)
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
  const zh = await t.call('POST', '/v3/mall/binding', { token, body: { account, code: wrong } })
  assert.equal(zh.body.code, 1116)
  assert.equal(zh.body.msg, '驗證碼不正確或已過期')
  const en = await t.call('POST', '/v3/mall/binding', { token, lang: 'en', body: { account, code: '12ab' } })
  assert.equal(en.body.code, 1116)
  assert.equal(en.body.msg, 'The verification code is wrong or has expired')
  assert.equal((await t.call('GET', '/v3/mall/binding', { token })).body.data.bound, false)

  const ok = await t.call('POST', '/v3/mall/binding', { token, body: { account, code } })
  assert.equal(ok.body.code, 0, JSON.stringify(ok.body))
  const dto = ok.body.data as MallBindingDTO
  assert.equal(dto.bound, true)
  assert.equal(dto.account, 'sh***@example.com')
  const read = (await t.call('GET', '/v3/mall/binding', { token })).body.data as MallBindingDTO
  assert.deepEqual(read, dto)

  // a new account starts with no deposit
  const bal = await t.call('GET', '/index.php/api/deposit/balance', { token, query: { user_id: dto.mall_user_id! } })
  assert.equal(bal.status, 200)
  assert.deepEqual(bal.body as MallBalanceDTO, { user_id: dto.mall_user_id, balance: 0, currency: 'TWD' })
})

test('an expired code is refused', async () => {
  const { token } = await loginWithEmail(t, 'mall-b@example.com')
  const account = 'shop-b@example.com'
  const code = await mallCode(token, account)
  t.clock.now += 11 * 60_000
  try {
    const res = await t.call('POST', '/v3/mall/binding', { token, lang: 'en', body: { account, code } })
    assert.equal(res.body.code, 1116)
    assert.equal(res.body.msg, 'The verification code is wrong or has expired')
  } finally {
    t.clock.now -= 11 * 60_000
  }
})

test('20 parallel binds of one code: one binding, every answer the same account', async () => {
  const { token, id } = await loginWithEmail(t, 'mall-c@example.com')
  const account = 'vip@demo.jingxin'
  const code = await mallCode(token, account)
  const answers = await parallel(20, () => t.call('POST', '/v3/mall/binding', { token, body: { account, code } }))
  for (const a of answers) assert.equal(a.body.code, 0, JSON.stringify(a.body))
  const ids = new Set(answers.map((a) => (a.body.data as MallBindingDTO).mall_user_id))
  assert.equal(ids.size, 1)
  const rows = await t.database.db.select().from(mallBindings).where(eq(mallBindings.userId, id))
  assert.equal(rows.length, 1)
  const accounts = await t.database.db.select().from(mallAccounts).where(eq(mallAccounts.account, account))
  assert.equal(accounts.length, 1)
  // the seeded demo account keeps its deposit
  const bal = await t.call('GET', '/index.php/api/deposit/balance', { token, query: { user_id: [...ids][0]! } })
  assert.equal((bal.body as MallBalanceDTO).balance, 1280)

  // someone else cannot bind it, nor read its balance
  const other = await loginWithEmail(t, 'mall-d@example.com')
  t.clock.now += 61_000 // one code a minute per address
  const code2 = await mallCode(other.token, account)
  const taken = await t.call('POST', '/v3/mall/binding', {
    token: other.token,
    lang: 'en',
    body: { account, code: code2 }
  })
  assert.equal(taken.body.code, 1116)
  assert.equal(taken.body.msg, 'This mall account is bound to another user')
  const peek = await t.call('GET', '/index.php/api/deposit/balance', {
    token: other.token,
    query: { user_id: [...ids][0]! }
  })
  assert.notEqual(peek.status, 200)
  assert.equal(peek.body.msg, '尚未綁定這個商城帳號')
})

test('the mall API answers plain JSON with HTTP 200 in the request language', async () => {
  const base = '/index.php/api/h5app/wxapp'
  const zh = await t.call('GET', `${base}/goods/items`, { query: { page: 1, size: 4 } })
  assert.equal(zh.status, 200)
  const goods = zh.body as MallGoodsPageDTO
  assert.equal(goods.list.length, 4)
  assert.equal(goods.has_more, true)
  assert.match(goods.list[0].title, /[\u4e00-\u9fff]/)
  assert.match(goods.list[0].cover, /^\/media\//)
  assert.match(goods.list[0].url, /^https:\/\/mall\.jingxin\.app\/goods\/\d+/)
  const en = await t.call('GET', `${base}/goods/items`, { lang: 'en', query: { page: 2, size: 4 } })
  assert.equal((en.body as MallGoodsPageDTO).list.length, 2)
  assert.doesNotMatch((en.body as MallGoodsPageDTO).list[0].title, /[\u4e00-\u9fff]/)
  for (const path of ['pagestemplate/detail', 'customlink', 'hotList', 'pageparams/setting', 'promotion/live']) {
    const res = await t.call('GET', `${base}/${path}`)
    assert.equal(res.status, 200, path)
    assert.equal(res.body.code, undefined, `${path} is not an envelope`)
  }
  const tpl = (await t.call('GET', `${base}/pagestemplate/detail`)).body as MallTemplateDTO
  assert.ok(tpl.banners.length > 0)
  const promo = (await t.call('GET', `${base}/promotion/live`)).body as MallPromotionDTO
  assert.ok(new Date(promo.ends_at).getTime() > t.clock.now)
  const anon = await t.call('GET', '/index.php/api/deposit/balance', { query: { user_id: 1 } })
  assert.equal(anon.status, 401)
})
