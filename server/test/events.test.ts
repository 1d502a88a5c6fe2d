/**
 * Activity tickets and online camps: free sign-up, paid sign-up through /v2/actorders + /v2/actpays, the user's
 * tickets, cancelling within the rules (a paid ticket is refunded), the venue; seats under 20 parallel sign-ups
 * for the last seat and 20 parallel cancels of one ticket. Camp days: open by date, progress idempotent.
 * PGlite by default; PostgreSQL with DATABASE_URL.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { and, eq, sql } from 'drizzle-orm'
import { ErrorCode, type UserTicketDTO } from '@app/protocol'
import { actTickets, courseEvents, courses, orders, userCourses } from '../src/db/schema'
import type { PaymentProvider } from '../src/providers/payment'
import { createTestApp, loginWithEmail, type TestApp } from './helpers'

const N = 20
const PHONE = '912345678'
const HOUR = 3_600_000
const FREE = 60 // act-sitting
const PAID = 17 // act-bowls
let t: TestApp
const refunds: string[] = []
const charged: string[] = []
const recording: PaymentProvider = {
  name: 'dev',
  demo: true,
  async pay(req) {
    charged.push(req.orderNo)
    return { status: 'paid', txn: `dev-${req.orderNo}` }
  },
  async refund(req) {
    refunds.push(req.orderNo)
    return { status: 'refunded', refundTxn: `refund-${req.txn}` }
  },
  async query(orderNo) {
    return { status: 'paid', txn: `dev-${orderNo}` }
  }
}
const many = { max: 10_000, windowMs: 60 * 60_000 }

before(async () => {
  t = await createTestApp({
    providers: { payment: recording },
    limits: { codePerIp: many, loginPerIp: many, codePerTarget: many, loginPerAccount: many }
  })
  // The seed dates the camp from the moment the database was seeded (two days before that day's noon in
  // Taipei); a seed made before a Taipei midnight and a test run after it would shift every day by one, so the
  // camp is dated from this run's clock.
  const noon = taipeiMidnight(t.clock.now) + 12 * HOUR
  await t.database.db
    .update(courses)
    .set({ liveStartAt: new Date(noon - 48 * HOUR), liveEndAt: new Date(noon + (7 * 24 - 48) * HOUR) })
    .where(eq(courses.id, CAMP))
})
after(() => t.close())

const parallel = <T>(n: number, f: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => f(i)))
const owners = async (courseId: number) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(userCourses)
      .where(eq(userCourses.courseId, courseId))
  )[0].n
const activeTickets = async (courseId: number) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(actTickets)
      .where(and(eq(actTickets.courseId, courseId), eq(actTickets.status, 'active')))
  )[0].n
const zeroPay = (token: string, actId = FREE) => t.call('POST', '/v2/act_zero_pays', { token, body: { act_id: actId } })
const cancel = (token: string, id: number) => t.call('DELETE', `/v2/useracttickets/${id}`, { token })

test('a free activity: sign up, the ticket with its code, the detail points at it, cancel gives the seat back', async () => {
  const { token } = await loginWithEmail(t, 'free-ticket@example.com')
  const before = (await t.call('GET', `/v2/acttickets/${FREE}`, { token })).body.data
  assert.equal(before.signed_up, false)
  assert.equal(before.ticket_id, null)

  const res = await zeroPay(token)
  assert.equal(res.body.code, 0, JSON.stringify(res.body))
  const ticket = res.body.data as UserTicketDTO
  assert.match(ticket.code, /^JXT[0-9A-F]{20}$/)
  assert.equal(ticket.status, 'active')
  assert.equal(ticket.pay_amount, 0)
  assert.equal(ticket.can_cancel, true)
  assert.equal(ticket.seats_left, before.seats_left - 1)
  assert.ok(ticket.start_at && ticket.cancel_until)
  assert.equal(Date.parse(ticket.start_at) - Date.parse(ticket.cancel_until), 24 * HOUR)

  const again = await zeroPay(token)
  assert.equal(again.body.data.id, ticket.id, 'a repeat sign-up answers the same ticket')

  const detail = (await t.call('GET', `/v2/acttickets/${FREE}`, { token })).body.data
  assert.equal(detail.signed_up, true)
  assert.equal(detail.ticket_id, ticket.id)
  const one = (await t.call('GET', `/v2/useracttickets/${ticket.id}`, { token, lang: 'en' })).body.data
  assert.equal(one.title, 'Weekend Group Sitting')
  assert.equal(one.venue, 'Jingxin Taipei Studio')
  const list = (await t.call('GET', '/v2/useracttickets', { token })).body.data
  assert.deepEqual(
    list.list.map((x: UserTicketDTO) => x.id),
    [ticket.id]
  )

  const other = await loginWithEmail(t, 'free-ticket-other@example.com')
  assert.equal((await t.call('GET', `/v2/useracttickets/${ticket.id}`, { token: other.token })).status, 404)
  assert.equal((await cancel(other.token, ticket.id)).status, 404, "another user's ticket is not theirs to cancel")

  const cancelled = await cancel(token, ticket.id)
  assert.equal(cancelled.body.code, 0)
  assert.equal(cancelled.body.data.status, 'cancelled')
  assert.equal(cancelled.body.data.seats_left, before.seats_left)
  assert.equal(cancelled.body.data.can_cancel, false)
  const twice = await cancel(token, ticket.id)
  assert.equal(twice.body.code, ErrorCode.BUSINESS)
  assert.equal((await t.call('GET', `/v2/acttickets/${FREE}`, { token })).body.data.ticket_id, null)

  // a paid activity is not free; a camp is not an activity
  assert.equal((await zeroPay(token, PAID)).body.code, ErrorCode.BUSINESS)
  assert.equal((await zeroPay(token, 61)).status, 404)
  assert.equal(
    (await t.call('POST', '/v2/act_zero_pays', { body: { act_id: FREE } })).body.code,
    ErrorCode.NOT_LOGGED_IN
  )
})

test('cancelling closes 24 hours before the start', async () => {
  const { token } = await loginWithEmail(t, 'late-cancel@example.com')
  const ticket = (await zeroPay(token)).body.data as UserTicketDTO
  const saved = t.clock.now
  try {
    t.clock.now = Date.parse(ticket.cancel_until!) + 1000
    const view = (await t.call('GET', `/v2/useracttickets/${ticket.id}`, { token })).body.data
    assert.equal(view.can_cancel, false)
    const res = await cancel(token, ticket.id)
    assert.equal(res.body.code, ErrorCode.BUSINESS)
    assert.match(res.body.msg, /24/)
  } finally {
    t.clock.now = saved
  }
  assert.equal((await cancel(token, ticket.id)).body.code, 0)
})

test('a paid activity: /v2/actorders + /v2/actpays write the ticket; cancelling refunds the payment once', async () => {
  const { token } = await loginWithEmail(t, 'paid-ticket@example.com')
  assert.equal(
    (await t.call('POST', '/v2/actorders', { token, body: { sku: 'c-mindfulness', phone: PHONE } })).status,
    404,
    'only activities go through the activity order'
  )
  const created = await t.call('POST', '/v2/actorders', { token, body: { sku: 'act-bowls', phone: PHONE } })
  assert.equal(created.body.code, 0, JSON.stringify(created.body))
  const orderNo = created.body.data.order_no
  const paid = await t.call('POST', '/v2/actpays', { token, body: { order_no: orderNo } })
  assert.equal(paid.body.code, 0, JSON.stringify(paid.body))
  assert.equal(paid.body.data.order.status, 'paid')
  const ticketId = (await t.call('GET', `/v2/acttickets/${PAID}`, { token })).body.data.ticket_id
  assert.ok(ticketId)
  const ticket = (await t.call('GET', `/v2/useracttickets/${ticketId}`, { token })).body.data as UserTicketDTO
  assert.equal(ticket.order_no, orderNo)
  assert.equal(ticket.pay_amount, 800)

  const before = await owners(PAID)
  const res = await cancel(token, ticketId)
  assert.equal(res.body.code, 0)
  assert.equal(await owners(PAID), before - 1)
  assert.deepEqual(
    refunds.filter((n) => n === orderNo),
    [orderNo]
  )
  const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo))
  assert.equal(row.status, 'refunded')
  // signing up again is a new order (the refunded one does not block it)
  const again = await t.call('POST', '/v2/actorders', { token, body: { sku: 'act-bowls', phone: PHONE } })
  assert.equal(again.body.code, 0)
  assert.notEqual(again.body.data.order_no, orderNo)
})

test('20 parallel free sign-ups for the last seat: one ticket, 19 sold out', async () => {
  const taken = await owners(FREE)
  await t.database.db
    .update(courseEvents)
    .set({ seats: taken + 1 })
    .where(eq(courseEvents.courseId, FREE))
  const users = await parallel(N, (i) => loginWithEmail(t, `last-free${i}@example.com`))
  const res = await parallel(N, (i) => zeroPay(users[i].token))
  assert.equal(res.filter((r) => r.body.code === 0).length, 1)
  assert.equal(res.filter((r) => r.body.code === ErrorCode.BUSINESS).length, N - 1)
  assert.equal(await owners(FREE), taken + 1)
  assert.equal(await activeTickets(FREE), taken + 1)
})

test('20 parallel paid sign-ups for the last seat: one paid, the rest refused or refunded, one ticket', async () => {
  const taken = await owners(PAID)
  await t.database.db
    .update(courseEvents)
    .set({ seats: taken + 1 })
    .where(eq(courseEvents.courseId, PAID))
  const users = await parallel(N, (i) => loginWithEmail(t, `last-paid${i}@example.com`))
  const created = await parallel(N, (i) =>
    t.call('POST', '/v2/actorders', { token: users[i].token, body: { sku: 'act-bowls', phone: PHONE } })
  )
  assert.deepEqual(
    created.map((r) => r.body.code),
    Array(N).fill(0)
  )
  const chargedBefore = charged.length
  const paid = await parallel(N, (i) =>
    t.call('POST', '/v2/actpays', { token: users[i].token, body: { order_no: created[i].body.data.order_no } })
  )
  const winners = paid.filter((r) => r.body.code === 0)
  assert.equal(winners.length, 1)
  assert.equal(paid.filter((r) => r.body.code === ErrorCode.BUSINESS).length, N - 1)
  // a payment either is refused before charging (sold out) or, charged and then losing the seat, is refunded
  const winner = winners[0].body.data.order.order_no
  for (const n of charged.slice(chargedBefore))
    if (n !== winner) assert.ok(refunds.includes(n), `${n} charged and not refunded`)
  assert.equal(await owners(PAID), taken + 1)
  assert.equal(await activeTickets(PAID), taken + 1)
})

test('20 parallel cancels of one ticket give its seat back exactly once (free and paid)', async () => {
  await t.database.db.update(courseEvents).set({ seats: 100 }).where(eq(courseEvents.courseId, FREE))
  await t.database.db.update(courseEvents).set({ seats: 100 }).where(eq(courseEvents.courseId, PAID))
  const a = await loginWithEmail(t, 'cancel-race-free@example.com')
  const b = await loginWithEmail(t, 'cancel-race-paid@example.com')
  const free = (await zeroPay(a.token)).body.data as UserTicketDTO
  const order = (await t.call('POST', '/v2/actorders', { token: b.token, body: { sku: 'act-bowls', phone: PHONE } }))
    .body.data
  assert.equal(
    (await t.call('POST', '/v2/actpays', { token: b.token, body: { order_no: order.order_no } })).body.code,
    0
  )
  const paidId = (await t.call('GET', `/v2/acttickets/${PAID}`, { token: b.token })).body.data.ticket_id
  const ownersFree = await owners(FREE)
  const ownersPaid = await owners(PAID)
  const refundsBefore = refunds.length

  const [rf, rp] = await Promise.all([
    parallel(N, () => cancel(a.token, free.id)),
    parallel(N, () => cancel(b.token, paidId))
  ])
  for (const r of [rf, rp]) {
    assert.equal(r.filter((x) => x.body.code === 0).length, 1)
    assert.equal(r.filter((x) => x.body.code === ErrorCode.BUSINESS).length, N - 1)
  }
  assert.equal(await owners(FREE), ownersFree - 1)
  assert.equal(await owners(PAID), ownersPaid - 1)
  assert.equal(refunds.length - refundsBefore, 1, 'one refund')
  assert.deepEqual(refunds.slice(refundsBefore), [order.order_no])
})

test('the venue: map position and a map link; online camps have none', async () => {
  const site = (await t.call('GET', `/v2/ticketsite/${PAID}`, { lang: 'en' })).body.data
  assert.equal(site.venue, 'Jingxin Taipei Studio')
  assert.equal(typeof site.lat, 'number')
  assert.match(site.map_url, /^https:\/\/www\.openstreetmap\.org\/\?mlat=/)
  assert.equal((await t.call('GET', '/v2/ticketsite/14')).status, 404)
  const [c] = await t.database.db.select().from(courses).where(eq(courses.id, FREE))
  assert.equal(c.priceCents, 0)
})

const CAMP = 61 // camp-breath: free, started two days ago (Taipei), seven days of content
const DAY_MS = 86_400_000
/** Midnight in Asia/Taipei (UTC+8, no daylight saving) of the day of `ms`. */
const taipeiMidnight = (ms: number) => Math.floor((ms + 8 * HOUR) / DAY_MS) * DAY_MS - 8 * HOUR

test('a camp with day content: days open at midnight of their date in the user zone; today is the newest open day', async () => {
  const camp = (await t.call('GET', `/v2/commodity/${CAMP}`)).body.data
  assert.equal(camp.days.length, 7)
  assert.deepEqual(
    camp.days.map((d: { locked: boolean }) => d.locked),
    [false, false, false, true, true, true, true]
  )
  assert.equal(camp.today, 3)
  assert.equal(camp.days[3].lock, 'date')
  assert.deepEqual(
    camp.days.map((d: { kind: string }) => d.kind),
    ['audio', 'text', 'video', 'audio', 'text', 'audio', 'video']
  )
  assert.equal(Date.parse(camp.days[2].opens_at), taipeiMidnight(t.clock.now))
  assert.equal(Date.parse(camp.days[3].opens_at), taipeiMidnight(t.clock.now) + DAY_MS)

  // another zone: the same camp's days open at that zone's midnights
  const la = (await t.call('GET', `/v2/commodity/${CAMP}`, { query: { tz: 'America/Los_Angeles' } })).body.data
  const opens = Date.parse(la.days[3].opens_at)
  const wall = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Los_Angeles', hour: '2-digit', minute: '2-digit' })
  assert.equal(wall.format(new Date(opens)), '00:00')
  assert.notEqual(opens, Date.parse(camp.days[3].opens_at))
  // an unknown zone falls back to Asia/Taipei
  const bad = (await t.call('GET', `/v2/commodity/${CAMP}`, { query: { tz: 'Mars/Base' } })).body.data
  assert.equal(bad.days[3].opens_at, camp.days[3].opens_at)
  // no zone sent (an older client): the account's zone, then Asia/Taipei
  const angeleno = await loginWithEmail(t, `camp-la-${Date.now()}@example.com`)
  await t.call('PUT', `/v2/users/${angeleno.id}/update`, {
    token: angeleno.token,
    body: { time_zone: 'America/Los_Angeles' }
  })
  const mine = (await t.call('GET', `/v2/commodity/${CAMP}`, { token: angeleno.token })).body.data
  assert.equal(mine.days[3].opens_at, la.days[3].opens_at)

  // the paid camps have day content too (issue 32: their lesson lists were shorter than their stated lengths)
  const paidCamp = (await t.call('GET', '/v2/commodity/14')).body.data
  assert.equal(paidCamp.days.length, 21)
  assert.equal(paidCamp.days[0].kind, 'audio')
})

test('a camp day plays its content and records progress once, whatever is reported again or in parallel', async () => {
  const { token } = await loginWithEmail(t, 'camper@example.com')
  const day3 = await t.call('GET', `/v2/commodity/${CAMP}/days/3`, { token, lang: 'en' })
  assert.equal(day3.body.code, 0, JSON.stringify(day3.body))
  assert.equal(day3.body.data.kind, 'video')
  assert.equal(day3.body.data.title, 'Day 3: Box Breathing')
  assert.match(day3.body.data.media, /\/media\//)
  assert.equal(typeof day3.body.data.duration, 'number')
  assert.equal(day3.body.data.completed, false)
  const text = (await t.call('GET', `/v2/commodity/${CAMP}/days/2`, { token })).body.data
  assert.equal(text.kind, 'text')
  assert.equal(text.media, '')
  assert.ok(text.body.length > 20)

  const locked = await t.call('GET', `/v2/commodity/${CAMP}/days/4`, { token })
  assert.equal(locked.body.code, ErrorCode.BUSINESS)
  assert.equal(
    (await t.call('POST', `/v2/commodity/${CAMP}/days/4/progress`, { token, body: { position: 1 } })).body.code,
    ErrorCode.BUSINESS
  )
  assert.equal((await t.call('GET', `/v2/commodity/${CAMP}/days/9`, { token })).status, 404)

  const path = `/v2/commodity/${CAMP}/days/3/progress`
  const first = (await t.call('POST', path, { token, body: { position: 10 } })).body.data
  assert.deepEqual([first.position, first.completed, first.completed_days], [10, false, 0])
  const back = (await t.call('POST', path, { token, body: { position: 4 } })).body.data
  assert.equal(back.position, 10, 'the position only moves forward')
  const runs = await parallel(N, () => t.call('POST', path, { token, body: { position: 12, done: true } }))
  assert.deepEqual(
    runs.map((r) => r.body.code),
    Array(N).fill(0)
  )
  const at = new Set(runs.map((r) => r.body.data.completed_at))
  assert.equal(at.size, 1, 'completed once: every answer names the same moment')
  t.clock.now += 60_000
  const later = (await t.call('POST', path, { token, body: { position: 12, done: true } })).body.data
  assert.equal(later.completed_at, [...at][0])
  assert.equal(later.completed_days, 1)

  const camp = (await t.call('GET', `/v2/commodity/${CAMP}`, { token })).body.data
  assert.equal(camp.completed_days, 1)
  assert.equal(camp.days[2].completed, true)
  assert.equal(camp.days[0].completed, false)
})

test('bad camp progress answers a translated 400 and records nothing (the play keeper drops it, never resends it)', async () => {
  const { token } = await loginWithEmail(t, 'camper-bad@example.com')
  const path = `/v2/commodity/${CAMP}/days/3/progress`
  const bad: [unknown, RegExp, RegExp][] = [
    [{ position: -1 }, /position/, /position/],
    [{ position: 'ten' }, /position/, /position/],
    [{}, /position/, /position/],
    [{ position: 5, done: 'yes' }, /done/, /done/],
    [{ position: 5, tz: 'Asia/Taipei; x' }, /tz/, /tz/] // a well-formed unknown zone falls back instead
  ]
  for (const [body, zhField, enField] of bad) {
    const zh = await t.call('POST', path, { token, body })
    assert.equal(zh.status, 400, JSON.stringify(body))
    assert.equal(zh.body.code, ErrorCode.BAD_REQUEST)
    assert.match(zh.body.msg, zhField)
    assert.match(zh.body.msg, /[\u4e00-\u9fff]/, `zh-Hant: ${zh.body.msg}`)
    const en = await t.call('POST', path, { token, body, lang: 'en' })
    assert.equal(en.status, 400)
    assert.match(en.body.msg, enField)
    assert.doesNotMatch(en.body.msg, /[\u4e00-\u9fff]/, `English: ${en.body.msg}`)
  }
  assert.equal(
    (await t.call('POST', `/v2/commodity/${CAMP}/days/0/progress`, { token, body: { position: 1 } })).status,
    400
  )
  const day3 = (await t.call('GET', `/v2/commodity/${CAMP}/days/3`, { token })).body.data
  assert.deepEqual([day3.position, day3.completed], [0, false], 'nothing recorded')
})

test('the next day opens at the next midnight in the user zone', async () => {
  const { token } = await loginWithEmail(t, 'camper-tomorrow@example.com')
  const saved = t.clock.now
  try {
    t.clock.now = taipeiMidnight(saved) + DAY_MS - 1000
    assert.equal((await t.call('GET', `/v2/commodity/${CAMP}/days/4`, { token })).body.code, ErrorCode.BUSINESS)
    t.clock.now = taipeiMidnight(saved) + DAY_MS
    assert.equal((await t.call('GET', `/v2/commodity/${CAMP}/days/4`, { token })).body.code, 0)
    assert.equal((await t.call('GET', `/v2/commodity/${CAMP}`)).body.data.today, 4)
  } finally {
    t.clock.now = saved
  }
})

test('a paid camp day is locked until sign-up', async () => {
  const { token } = await loginWithEmail(t, 'camper-paid@example.com')
  await t.database.db.update(courses).set({ priceCents: 19_900 }).where(eq(courses.id, CAMP))
  try {
    const camp = (await t.call('GET', `/v2/commodity/${CAMP}`, { token })).body.data
    assert.ok(camp.days.every((d: { locked: boolean; lock: string }) => d.locked && d.lock === 'signup'))
    assert.equal((await t.call('GET', `/v2/commodity/${CAMP}/days/1`, { token })).body.code, ErrorCode.BUSINESS)
  } finally {
    await t.database.db.update(courses).set({ priceCents: 0 }).where(eq(courses.id, CAMP))
  }
})

test('a campaign page: its item through the normal order flow; one visit recorded per visit, retries included', async () => {
  const page = (await t.call('GET', '/v3/marketing/page/1', { lang: 'en' })).body.data
  assert.equal(page.item.sku, 'c-mindfulness')
  assert.equal(page.points.length, 3)
  assert.equal(page.points[2], 'Buy once, learn for good')
  assert.equal((await t.call('GET', '/v3/marketing/page/999')).status, 404)

  const visit = (visitId: string, token?: string) =>
    t.call('POST', '/v3/marketing/visit', { token, body: { page_id: 1, visit_id: visitId, channel: 'line' } })
  const before = (await visit('a'.repeat(32))).body.data.visits
  const { token } = await loginWithEmail(t, 'marketing-visitor@example.com')
  const runs = await parallel(N, () => visit('b'.repeat(32), token))
  assert.equal(runs.filter((r) => r.body.data.recorded).length, 1, 'one of the retries records the visit')
  assert.equal((await visit('c'.repeat(32))).body.data.visits, before + 2)
  assert.equal((await visit('short')).status, 400)
  assert.equal(
    (await t.call('POST', '/v3/marketing/visit', { body: { page_id: 999, visit_id: 'd'.repeat(32) } })).status,
    404
  )
})
