/**
 * The learning-gold ledger and exchanges under concurrency: 20 parallel requests against one balance, one
 * idempotency key, one invitee or the last items of a gift. One wins, the rest get a translated message, and
 * nothing is minted or lost (sum of the ledger = balance; stock + exchanged = initial). Runs on PGlite and, with
 * DATABASE_URL, on PostgreSQL.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { eq } from 'drizzle-orm'
import { Type, type TSchema } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import { GoldEntryDTO, GoldExchangeDTO, GoldGiftDTO, GoldMonthDTO } from '@app/protocol/goldSchemas'
import { InviteGoldDTO } from '@app/protocol/inviteSchemas'
import { ErrorCode, type Paged } from '@app/protocol'
import { goldGifts, users } from '../src/db/schema'
import { postGold } from '../src/db/repos/gold'
import { maskPhone } from '../src/routes/invite/gold'
import { Envelope, PagedOf } from '../src/routes/schemas'
import { createTestApp, loginWithEmail, type TestApp } from './helpers'
import { schemaCheck } from './responseSchemaCheck'

const N = 20
let t: TestApp
// every gold route's answers, in every test below, checked against its response schema made strict
const check = schemaCheck([
  '/v3/get/invite/gold',
  '/v3/get/invite/ledger',
  '/v3/get/invite/statement',
  '/v3/get/invite/gifts',
  '/v3/get/invite/exchange',
  '/v3/invite/exchange'
])
before(async () => {
  t = await createTestApp({ plugins: [check.plugin] })
})
after(() => t.close())

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
const parallel = <T>(n: number, f: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => f(i)))
let refSeq = 1_000_000
/** Credits gold through the ledger's own path (as an invitation reward would). */
const credit = (userId: number, amount: number) => {
  const refId = refSeq++
  return t.database.db.transaction((tx) =>
    postGold(tx, { userId, amount, reason: 'invite', refId, idempotencyKey: `test:${refId}`, at: new Date() })
  )
}
const audit = (userId: number) => t.app.ctx.repos.gold.audit(userId)
const balanceOf = async (token: string): Promise<number> =>
  (await t.call('GET', '/v3/get/invite/gold', { token })).body.data.balance
const exchange = (token: string, body: Record<string, unknown>, lang: 'zh-Hant' | 'en' = 'zh-Hant') =>
  t.call('POST', '/v3/invite/exchange', { token, body, lang })
const recipient = { recipient_name: '王小明', phone: '912345678' }
const key = () => `k${stamp().replace(/[^A-Za-z0-9]/g, '')}`

test('maskPhone keeps the first 3 and last 2 digits', () => {
  assert.equal(maskPhone('912345678'), '912****78')
  assert.equal(maskPhone('123456'), '123*56')
})

test('an invitation credits the ledger once, even for 20 parallel accepts of one invitee', async () => {
  const a = await loginWithEmail(t, `gold-inviter-${stamp()}@example.com`)
  const b = await loginWithEmail(t, `gold-friend-${stamp()}@example.com`)
  const answers = await parallel(N, () =>
    t.call('POST', '/v3/meditation/inviteAccept', { token: b.token, body: { invite_user_id: String(a.id) } })
  )
  assert.equal(answers.filter((r) => r.body.data.accepted).length, 1)
  assert.equal(answers.filter((r) => r.body.data.reason === 'already').length, N - 1)
  assert.equal(await balanceOf(a.token), 100)
  assert.deepEqual(await audit(a.id), { ledger: 100, balance: 100 })

  const ledger = (await t.call('GET', '/v3/get/invite/ledger', { token: a.token })).body.data as Paged<GoldEntryDTO>
  assert.equal(ledger.total, 1)
  assert.equal(ledger.list[0].amount, 100)
  assert.equal(ledger.list[0].reason, 'invite')
  assert.equal(ledger.list[0].balance_after, 100)
  assert.ok(!ledger.list[0].detail.includes('gold-friend'), 'the friend is masked')

  const st = await t.call('GET', '/v3/get/invite/statement', { token: a.token })
  assert.equal(st.body.code, 0, JSON.stringify(st.body))
  const statement = st.body.data as GoldMonthDTO[]
  assert.equal(statement.length, 1)
  assert.deepEqual({ ...statement[0], month: '' }, { month: '', earned: 100, spent: 0, entries: 1, closing: 100 })
  assert.match(statement[0].month, /^\d{4}-\d{2}$/)
})

test('gifts are listed in the request language; bad input changes nothing', async () => {
  const u = await loginWithEmail(t, `gold-bad-${stamp()}@example.com`)
  await credit(u.id, 1000)
  const en = (await t.call('GET', '/v3/get/invite/gifts', { lang: 'en' })).body.data as GoldGiftDTO[]
  assert.ok(en.length >= 4)
  assert.equal(en[0].title, '7 days of meditation membership')
  assert.ok(en.some((g) => g.kind === 'physical' && g.stock !== null))

  const bad = [
    { gift_id: 1, ...recipient, phone: '12345', idempotency_key: key() }, // spec §5: 6 to 12 digits
    { gift_id: 1, ...recipient, phone: '91234567890123', idempotency_key: key() },
    { gift_id: 1, recipient_name: '  ', phone: '912345678', idempotency_key: key() },
    { gift_id: 1, ...recipient, idempotency_key: 'short' },
    { gift_id: 'x', ...recipient, idempotency_key: key() }
  ]
  for (const body of bad) {
    const r = await exchange(u.token, body)
    assert.equal(r.status, 400, JSON.stringify(body))
  }
  const noAddress = await exchange(u.token, { gift_id: 4, ...recipient, idempotency_key: key() }, 'en')
  assert.equal(noAddress.body.code, ErrorCode.BUSINESS)
  assert.equal(noAddress.body.msg, 'Please give a delivery address for a physical gift')
  const unknown = await exchange(u.token, { gift_id: 999, ...recipient, idempotency_key: key() })
  assert.equal(unknown.body.code, ErrorCode.BUSINESS)
  assert.equal((await exchange('', { gift_id: 1, ...recipient, idempotency_key: key() })).body.code, 1100)
  assert.deepEqual(await audit(u.id), { ledger: 1000, balance: 1000 })
  const list = (await t.call('GET', '/v3/get/invite/exchanges', { token: u.token })).body.data as Paged<GoldExchangeDTO>
  assert.equal(list.total, 0)
})

test('20 parallel exchanges with one idempotency key exchange once; all answer the same exchange', async () => {
  const u = await loginWithEmail(t, `gold-idem-${stamp()}@example.com`)
  await credit(u.id, 250)
  const k = key()
  const answers = await parallel(N, () => exchange(u.token, { gift_id: 1, ...recipient, idempotency_key: k }))
  assert.deepEqual(
    answers.map((r) => r.body.code),
    Array(N).fill(0)
  )
  const ids = new Set(answers.map((r) => (r.body.data as GoldExchangeDTO).id))
  assert.equal(ids.size, 1)
  assert.equal(answers.filter((r) => r.body.data.repeated === 0).length, 1)
  const repeated = answers.filter((r) => r.body.data.repeated === 1)
  assert.equal(repeated.length, N - 1)
  assert.equal(repeated[0].body.msg, '此兌換已處理，請勿重複提交')
  assert.deepEqual(await audit(u.id), { ledger: 150, balance: 150 })
  const [row] = await t.database.db.select().from(users).where(eq(users.id, u.id))
  assert.ok(row.vipExpireAt && row.vipExpireAt.getTime() > Date.now() + 6.9 * 86_400_000, 'membership days granted')
  assert.ok(row.vipExpireAt.getTime() < Date.now() + 7.1 * 86_400_000, 'granted once')
})

test('20 parallel exchanges against a balance for one: one wins, 19 are told the gold is not enough', async () => {
  const u = await loginWithEmail(t, `gold-race-${stamp()}@example.com`)
  await credit(u.id, 100)
  const answers = await parallel(N, () => exchange(u.token, { gift_id: 1, ...recipient, idempotency_key: key() }, 'en'))
  const won = answers.filter((r) => r.body.code === 0)
  assert.equal(won.length, 1)
  assert.equal((won[0].body.data as GoldExchangeDTO).balance, 0)
  const lost = answers.filter((r) => r.body.code !== 0)
  assert.equal(lost.length, N - 1)
  for (const r of lost) {
    assert.equal(r.body.code, ErrorCode.BUSINESS)
    assert.equal(r.body.msg, 'Not enough learning gold; invite friends to earn more')
  }
  assert.deepEqual(await audit(u.id), { ledger: 0, balance: 0 })
  const ledger = (await t.call('GET', '/v3/get/invite/ledger', { token: u.token, lang: 'en' })).body
    .data as Paged<GoldEntryDTO>
  assert.deepEqual(
    ledger.list.map((e) => [e.amount, e.reason, e.balance_after]),
    [
      [-100, 'exchange', 0],
      [100, 'invite', 100]
    ]
  )
  assert.equal(ledger.list[0].detail, '7 days of meditation membership')
})

test('20 buyers race for the last item of a gift: one gets it, stock + exchanged = initial', async () => {
  await t.database.db.update(goldGifts).set({ stock: 1, initialStock: 1 }).where(eq(goldGifts.id, 5))
  const buyers = await parallel(N, (i) => loginWithEmail(t, `gold-stock-${i}-${stamp()}@example.com`))
  for (const b of buyers) await credit(b.id, 600)
  const answers = await parallel(N, (i) =>
    exchange(buyers[i].token, { gift_id: 5, ...recipient, address: '台北市信義路 1 號', idempotency_key: key() })
  )
  const won = answers.filter((r) => r.body.code === 0)
  assert.equal(won.length, 1)
  const x = won[0].body.data as GoldExchangeDTO
  assert.equal(x.status, 'to_ship')
  assert.equal(x.phone, '912****78')
  for (const r of answers.filter((a) => a.body.code !== 0)) assert.equal(r.body.msg, '此禮品已兌換完畢')
  const stock = (await t.app.ctx.repos.gold.stockAudit()).find((g) => g.id === 5)!
  assert.deepEqual(
    { stock: stock.stock, exchanged: stock.exchanged, initial: stock.initial },
    {
      stock: 0,
      exchanged: 1,
      initial: 1
    }
  )
  let total = 0
  for (const b of buyers) {
    const a = await audit(b.id)
    assert.equal(a.ledger, a.balance)
    total += a.balance
  }
  assert.equal(total, N * 600 - 500, 'exactly one price was spent')
  const detail = await t.call('GET', `/v3/get/invite/exchange/${x.id}`, { token: buyers[0].token })
  // only the winner can read it
  const winner = buyers[answers.findIndex((r) => r.body.code === 0)]
  assert.equal((await t.call('GET', `/v3/get/invite/exchange/${x.id}`, { token: winner.token })).body.data.id, x.id)
  if (winner !== buyers[0]) assert.equal(detail.status, 404)
})

test('a course gift is granted once and refused when owned', async () => {
  const u = await loginWithEmail(t, `gold-course-${stamp()}@example.com`)
  await credit(u.id, 1000)
  const first = await exchange(u.token, { gift_id: 3, ...recipient, idempotency_key: key() })
  assert.equal(first.body.code, 0)
  assert.equal(first.body.data.status, 'done')
  const again = await exchange(u.token, { gift_id: 3, ...recipient, idempotency_key: key() }, 'en')
  assert.equal(again.body.code, ErrorCode.BUSINESS)
  assert.equal(again.body.msg, 'You already own this course')
  assert.deepEqual(await audit(u.id), { ledger: 700, balance: 700 })
  const list = (await t.call('GET', '/v3/get/invite/exchanges', { token: u.token })).body.data as Paged<GoldExchangeDTO>
  assert.equal(list.total, 1)
})

test('every gold answer fits its protocol schema (the response schemas the routes answer through)', async () => {
  const u = await loginWithEmail(t, `gold-schema-${stamp()}@example.com`)
  await credit(u.id, 300)
  const made = await exchange(u.token, { gift_id: 1, ...recipient, idempotency_key: key() })
  assert.equal(made.body.code, 0, made.body.msg)
  assert.ok(Value.Check(GoldExchangeDTO, made.body.data), 'POST /v3/invite/exchange')
  assert.equal(typeof made.body.data.balance, 'number')
  const id = (made.body.data as GoldExchangeDTO).id
  const answers: [string, TSchema, unknown][] = [
    ['/v3/get/invite/ledger', GoldEntryDTO, (await t.call('GET', '/v3/get/invite/ledger', { token: u.token })).body],
    [
      '/v3/get/invite/exchanges',
      GoldExchangeDTO,
      (await t.call('GET', '/v3/get/invite/exchanges', { token: u.token })).body
    ],
    ['/v3/get/invite/gifts', GoldGiftDTO, (await t.call('GET', '/v3/get/invite/gifts', { token: u.token })).body],
    [
      '/v3/get/invite/statement',
      GoldMonthDTO,
      (await t.call('GET', '/v3/get/invite/statement', { token: u.token })).body
    ]
  ]
  for (const [path, schema, body] of answers) {
    const data = (body as { data: unknown }).data
    const items = Array.isArray(data) ? data : (data as { list: unknown[] }).list
    assert.ok(items.length > 0, `${path} answers something`)
    for (const item of items)
      assert.ok(Value.Check(schema, item), `${path}: ${JSON.stringify([...Value.Errors(schema, item)][0])}`)
  }
  const one = await t.call('GET', `/v3/get/invite/exchange/${id}`, { token: u.token })
  assert.ok(Value.Check(GoldExchangeDTO, one.body.data))
  // only the POST answer carries the balance: the schema sends no field the handler did not set
  assert.equal('balance' in one.body.data, false)
})

// last: it reads what every test above made the routes answer
test('every gold route answers through its protocol schema, and every answer above fitted it strictly', () => {
  const expected: [string, TSchema][] = [
    ['GET /v3/get/invite/gold', Envelope(InviteGoldDTO)],
    ['GET /v3/get/invite/ledger', PagedOf(GoldEntryDTO)],
    ['GET /v3/get/invite/statement', Envelope(Type.Array(GoldMonthDTO))],
    ['GET /v3/get/invite/gifts', Envelope(Type.Array(GoldGiftDTO))],
    ['GET /v3/get/invite/exchanges', PagedOf(GoldExchangeDTO)],
    ['GET /v3/get/invite/exchange/:id', Envelope(GoldExchangeDTO)],
    ['POST /v3/invite/exchange', Envelope(GoldExchangeDTO)]
  ]
  assert.deepEqual([...check.routes.keys()].sort(), expected.map(([r]) => r).sort(), 'the gold routes')
  for (const [route, schema] of expected) assert.deepEqual(check.routes.get(route), schema, route)
  assert.deepEqual([...check.seen].sort(), expected.map(([r]) => r).sort(), 'every route answered at least once')
  assert.deepEqual(check.misfits, [], 'no answer carried a field its schema does not name, or lacked one')
})
