/**
 * Activity tickets in the console (issue 31): an editor drafts an activity (its session's times, venue, seats) and
 * publishes it into the app (GET /v2/acttickets/:id); people sign up; fewer seats than people signed up is refused
 * with a translated 409 and changes nothing, in the console and the app; more seats reach the app at once; support
 * reads the sign-up list (and may not edit), a moderator neither. Every write is audited.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { adminCall, signedIn, type SignedIn, consoleApp } from './admin-fixtures'
import { loginWithEmail, type TestApp } from './helpers'

let t: TestApp
let editor: SignedIn
let owner: SignedIn
before(async () => ({ t, editor, owner } = await consoleApp('editor', 'owner')))
after(() => t.close())

const HOUR = 3_600_000
const iso = (ms: number) => new Date(ms).toISOString()
const TICKET = () => ({
  titleZh: '冬日茶禪工作坊',
  titleEn: 'Winter Tea Zen Workshop',
  venueZh: '台北靜心館',
  venueEn: 'Jingxin Hall, Taipei',
  addressZh: '台北市大安區',
  addressEn: "Da'an, Taipei",
  startAt: iso(t.clock.now + 72 * HOUR),
  endAt: iso(t.clock.now + 75 * HOUR),
  seats: 3,
  priceCents: 0
})
const appTicket = (id: number, lang: 'zh-Hant' | 'en' = 'zh-Hant') => t.call('GET', `/v2/acttickets/${id}`, { lang })
const signUp = (token: string, id: number) => t.call('POST', '/v2/act_zero_pays', { token, body: { act_id: id } })
const audits = async (action: string) =>
  (await adminCall(t, 'GET', '/admin/api/audit', { cookie: owner.cookie, query: { action, _end: 100 } })).body as {
    operatorEmail: string
    targetId: string
    before: any
    after: any
  }[]

async function published(body = TICKET()): Promise<number> {
  const created = await adminCall(t, 'POST', '/admin/api/tickets', { cookie: editor.cookie, body })
  assert.equal(created.status, 200, JSON.stringify(created.body))
  assert.equal(created.body.status, 'draft')
  assert.notEqual((await appTicket(created.body.id)).body.code, 0, 'a draft is not in the app')
  const pub = await adminCall(t, 'POST', `/admin/api/tickets/${created.body.id}/publish`, { cookie: editor.cookie })
  assert.equal(pub.status, 200, JSON.stringify(pub.body))
  return created.body.id
}

test('a published ticket is in the app with its venue and seats; fewer seats than sign-ups: 409, nothing changed', async () => {
  const body = TICKET()
  const id = await published(body)
  const shown = (await appTicket(id)).body
  assert.equal(shown.code, 0, JSON.stringify(shown))
  assert.equal(shown.data.title, body.titleZh)
  assert.equal(shown.data.venue, body.venueZh)
  assert.equal(shown.data.seats, 3)
  assert.equal(shown.data.seats_left, 3)
  assert.equal((await appTicket(id, 'en')).body.data.venue, body.venueEn)

  const a = await loginWithEmail(t, 'ticket-a@example.com')
  const b = await loginWithEmail(t, 'ticket-b@example.com')
  for (const u of [a, b]) assert.equal((await signUp(u.token, id)).body.code, 0)

  for (const lang of ['zh-Hant', 'en'] as const) {
    const refused = await adminCall(t, 'POST', `/admin/api/tickets/${id}/seats`, {
      cookie: editor.cookie,
      lang,
      body: { seats: 1 }
    })
    assert.equal(refused.status, 409)
    assert.equal(refused.body.code, 'seats_below_signups')
    assert.equal(
      refused.body.message,
      lang === 'en' ? 'The seats cannot be fewer than the 2 people already signed up' : '名額不能少於已報名的 2 人'
    )
  }
  const kept = await adminCall(t, 'GET', `/admin/api/tickets/${id}`, { cookie: editor.cookie })
  assert.equal(kept.body.seats, 3, 'the console keeps its seats')
  assert.equal(kept.body.signedUp, 2)
  assert.equal((await appTicket(id)).body.data.seats, 3, 'the app keeps its seats')
  assert.equal((await audits('ticket.seats')).length, 0, 'nothing audited')

  const fit = await adminCall(t, 'POST', `/admin/api/tickets/${id}/seats`, {
    cookie: editor.cookie,
    body: { seats: 2 }
  })
  assert.equal(fit.status, 200, JSON.stringify(fit.body))
  assert.equal(fit.body.status, 'published', 'seats are not a draft')
  assert.equal(fit.body.seats, 2)
  const full = (await appTicket(id)).body.data
  assert.equal(full.seats, 2)
  assert.equal(full.seats_left, 0)
  const c = await loginWithEmail(t, 'ticket-c@example.com')
  assert.notEqual((await signUp(c.token, id)).body.code, 0, 'sold out')
  const [audit] = await audits('ticket.seats')
  assert.equal(audit.operatorEmail, editor.email)
  assert.equal(audit.before.seats, 3)
  assert.equal(audit.after.seats, 2)
})

test('support reads the sign-ups, cannot edit; a moderator cannot read them', async () => {
  const id = await published()
  const u = await loginWithEmail(t, 'ticket-list@example.com')
  assert.equal((await signUp(u.token, id)).body.code, 0)
  const support = await signedIn(t, 'support')
  const list = await adminCall(t, 'GET', '/admin/api/ticket-signups', {
    cookie: support.cookie,
    query: { ticketId: id }
  })
  assert.equal(list.status, 200, JSON.stringify(list.body))
  assert.equal(list.headers['x-total-count'], '1')
  assert.equal(list.body[0].userId, u.id)
  assert.equal(list.body[0].email, 'ticket-list@example.com')
  assert.equal(list.body[0].status, 'active')
  assert.equal(list.body[0].titleZh, TICKET().titleZh)
  assert.equal(list.body[0].titleEn, TICKET().titleEn)
  // across activities, by the user's e-mail; the activities for the filter
  const found = await adminCall(t, 'GET', '/admin/api/ticket-signups', {
    cookie: support.cookie,
    query: { q: 'ticket-list@' }
  })
  assert.deepEqual(
    found.body.map((r: { courseId: number }) => r.courseId),
    [id]
  )
  const options = await adminCall(t, 'GET', '/admin/api/ticket-signups/tickets', { cookie: support.cookie })
  assert.ok(options.body.some((o: { id: number }) => o.id === id))
  assert.ok(
    options.body.some((o: { id: number }) => o.id === 17),
    'seeded activities too'
  )
  for (const [method, path, body] of [
    ['GET', '/admin/api/tickets', undefined],
    ['POST', `/admin/api/tickets/${id}/seats`, { seats: 10 }],
    ['PATCH', `/admin/api/tickets/${id}`, { titleZh: 'x' }]
  ] as const) {
    const r = await adminCall(t, method, path, { cookie: support.cookie, body })
    assert.equal(r.status, 403, `support ${method} ${path}`)
  }
  const moderator = await signedIn(t, 'moderator')
  const refused = await adminCall(t, 'GET', '/admin/api/ticket-signups', {
    cookie: moderator.cookie,
    query: { ticketId: id }
  })
  assert.equal(refused.status, 403)
  const none = await adminCall(t, 'GET', '/admin/api/ticket-signups', {
    cookie: support.cookie,
    query: { ticketId: 999999 }
  })
  assert.equal(none.status, 404)
})

test('edits are a draft until published; bad input is a 400; a seeded activity is adopted with its venue', async () => {
  const id = await published()
  const edited = await adminCall(t, 'PATCH', `/admin/api/tickets/${id}`, {
    cookie: editor.cookie,
    body: { venueZh: '新場地' }
  })
  assert.equal(edited.status, 200, JSON.stringify(edited.body))
  assert.equal(edited.body.status, 'draft')
  assert.equal((await appTicket(id)).body.data.venue, TICKET().venueZh)
  await adminCall(t, 'POST', `/admin/api/tickets/${id}/publish`, { cookie: editor.cookie })
  assert.equal((await appTicket(id)).body.data.venue, '新場地')
  const [update] = await audits('ticket.update')
  assert.equal(update.before.venueZh, TICKET().venueZh)
  assert.equal(update.after.venueZh, '新場地')

  const backwards = await adminCall(t, 'PATCH', `/admin/api/tickets/${id}`, {
    cookie: editor.cookie,
    body: { endAt: iso(t.clock.now) }
  })
  assert.equal(backwards.status, 400)
  assert.equal(backwards.body.field, 'endAt')
  for (const [body, field] of [
    [{ ...TICKET(), seats: -1 }, 'seats'],
    [{ ...TICKET(), startAt: 'tomorrow' }, 'startAt'],
    [{ ...TICKET(), titleZh: '' }, 'titleZh']
  ] as const) {
    const r = await adminCall(t, 'POST', '/admin/api/tickets', { cookie: editor.cookie, body })
    assert.equal(r.status, 400, JSON.stringify(body))
    assert.equal(r.body.field, field)
  }
  const past = await adminCall(t, 'POST', '/admin/api/tickets', {
    cookie: editor.cookie,
    body: { ...TICKET(), startAt: iso(t.clock.now - HOUR) }
  })
  assert.equal(past.status, 400)
  assert.equal(past.body.code, 'start_past')

  const seeded = await adminCall(t, 'GET', '/admin/api/tickets/17', { cookie: editor.cookie })
  assert.equal(seeded.status, 200)
  assert.equal(seeded.body.status, 'published')
  const app17 = (await appTicket(17)).body.data
  assert.equal(seeded.body.venueZh, app17.venue)
  assert.equal(seeded.body.seats, app17.seats)
  const adopted = await adminCall(t, 'PATCH', '/admin/api/tickets/17', {
    cookie: editor.cookie,
    body: { titleEn: 'Bowls' }
  })
  assert.equal(adopted.status, 200)
  assert.equal(adopted.body.venueZh, app17.venue)
  assert.equal(adopted.body.seats, app17.seats)
})
