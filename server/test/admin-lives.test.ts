/**
 * Live courses in the console (issue 31): an editor drafts a live (not in the app's lists), publishes it and it is
 * in GET /v2/livecourses and its room (/v3/live/status) counts down to the start in both languages; it is
 * rescheduled (the app follows at once) until it starts, then a reschedule is refused with a translated 409, as
 * for a live whose teacher opened the channel early; the catalogue cache is dropped on publish; each write is in
 * the audit log; bad input is a 400; support and moderator are refused; 20 creates at once get 20 different ids.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { adminCall, auditRows, type SignedIn, signedIn, until, consoleApp } from './admin-fixtures'
import { type TestApp } from './helpers'

let t: TestApp
let owner: SignedIn
let editor: SignedIn
before(async () => ({ t, owner, editor } = await consoleApp('owner', 'editor')))
after(() => t.close())

const HOUR = 3_600_000
const iso = (ms: number) => new Date(ms).toISOString()
const LIVE = () => ({
  titleZh: '冬至靜心直播',
  titleEn: 'Winter Solstice Live',
  teacherZh: '林老師',
  teacherEn: 'Teacher Lin',
  cover: '/static/course/live-winter.jpg',
  startAt: iso(t.clock.now + 2 * HOUR),
  endAt: iso(t.clock.now + 3 * HOUR),
  priceCents: 0,
  cardLevel: 1 as const
})

interface ListItem {
  id: number
  title: string
  live_status: number
}
const lives = async (lang: 'zh-Hant' | 'en' = 'zh-Hant') =>
  (await t.call('GET', '/v2/livecourses', { lang, query: { page: 1, size: 100 } })).body.data.list as ListItem[]
const room = async (id: number, lang: 'zh-Hant' | 'en' = 'zh-Hant') =>
  (await t.call('GET', '/v3/live/status', { lang, query: { id } })).body
const audits = (action: string) => auditRows(t, owner, action)

async function publishedLive(body = LIVE()): Promise<number> {
  const created = await adminCall(t, 'POST', '/admin/api/lives', { cookie: editor.cookie, body })
  assert.equal(created.status, 200, JSON.stringify(created.body))
  const pub = await adminCall(t, 'POST', `/admin/api/lives/${created.body.id}/publish`, { cookie: editor.cookie })
  assert.equal(pub.status, 200, JSON.stringify(pub.body))
  return created.body.id
}

test('an editor drafts a live, publishes it, and the app lists it and its room counts down', async () => {
  await t.call('GET', '/v2/courses/detail', { query: { id: 1 } }) // warm what may be cached
  const body = LIVE()
  const created = await adminCall(t, 'POST', '/admin/api/lives', { cookie: editor.cookie, body })
  assert.equal(created.status, 200, JSON.stringify(created.body))
  const id = created.body.id as number
  assert.equal(created.body.status, 'draft')
  assert.equal(created.body.startAt, body.startAt)
  assert.ok(!(await lives()).some((l) => l.id === id), 'a draft is not in the app')
  assert.equal((await room(id)).code, 4040, 'a draft has no room')

  const listed = await adminCall(t, 'GET', '/admin/api/lives', { cookie: editor.cookie, query: { status: 'draft' } })
  assert.deepEqual(
    listed.body.map((l: { id: number }) => l.id),
    [id]
  )
  assert.equal(listed.headers['x-total-count'], '1')

  const published = await adminCall(t, 'POST', `/admin/api/lives/${id}/publish`, { cookie: editor.cookie })
  assert.equal(published.status, 200, JSON.stringify(published.body))
  assert.equal(published.body.status, 'published')
  const list = await until('the live in the app', lives, (l) => l.some((x) => x.id === id))
  const item = list.find((l) => l.id === id)!
  assert.equal(item.title, body.titleZh)
  assert.equal(item.live_status, 1)
  assert.equal((await lives('en')).find((l) => l.id === id)?.title, body.titleEn)
  const upcoming = (await t.call('GET', '/v2/livecourses', { query: { page: 1, size: 100, status: 1 } })).body.data
  assert.ok(upcoming.list.some((l: ListItem) => l.id === id))

  const r = await room(id, 'en')
  assert.equal(r.code, 0, JSON.stringify(r))
  assert.equal(r.data.live_status, 1)
  assert.equal(new Date(r.data.live_start_at).toISOString(), body.startAt)

  const [create] = await audits('live.create')
  assert.equal(create.operatorEmail, editor.email)
  assert.equal(create.after.titleZh, body.titleZh)
  const [publish] = await audits('live.publish')
  assert.equal(publish.targetId, String(id))
  assert.equal(publish.before.status, 'draft')
  assert.equal(publish.after.status, 'published')

  // published: it cannot be deleted
  const del = await adminCall(t, 'DELETE', `/admin/api/lives/${id}`, { cookie: editor.cookie, lang: 'en' })
  assert.equal(del.status, 409)
  assert.equal(del.body.code, 'published')
})

test('a reschedule reaches the app at once until the live starts; then it is refused (409, translated)', async () => {
  const id = await publishedLive()
  const MIN = 60_000
  const start = t.clock.now + 20 * MIN
  const moved = await adminCall(t, 'POST', `/admin/api/lives/${id}/schedule`, {
    cookie: editor.cookie,
    body: { startAt: iso(start), endAt: iso(start + 20 * MIN) }
  })
  assert.equal(moved.status, 200, JSON.stringify(moved.body))
  assert.equal(moved.body.status, 'published', 'a reschedule is not a draft')
  assert.equal(moved.body.startAt, iso(start))
  const r = await room(id)
  assert.equal(new Date(r.data.live_start_at).getTime(), start)
  const [audit] = await audits('live.reschedule')
  assert.equal(audit.targetId, String(id))
  assert.equal(audit.after.startAt, iso(start))
  assert.notEqual(audit.before.startAt, iso(start))

  // end before start; start in the past: 400
  const backwards = await adminCall(t, 'POST', `/admin/api/lives/${id}/schedule`, {
    cookie: editor.cookie,
    body: { startAt: iso(start), endAt: iso(start - HOUR) }
  })
  assert.equal(backwards.status, 400)
  assert.equal(backwards.body.field, 'endAt')
  const past = await adminCall(t, 'POST', `/admin/api/lives/${id}/schedule`, {
    cookie: editor.cookie,
    lang: 'en',
    body: { startAt: iso(t.clock.now - HOUR), endAt: iso(t.clock.now + HOUR) }
  })
  assert.equal(past.status, 400)
  assert.equal(past.body.code, 'start_past')

  // the teacher opens the channel early: it has started
  const early = await publishedLive()
  await t.app.ctx.repos.live.setChannel(early, { status: 2, provider: 'hls', startedAt: new Date(t.clock.now) })
  const refusedEarly = await adminCall(t, 'POST', `/admin/api/lives/${early}/schedule`, {
    cookie: editor.cookie,
    body: { startAt: iso(start), endAt: iso(start + HOUR) }
  })
  assert.equal(refusedEarly.status, 409)
  assert.equal(refusedEarly.body.code, 'live_started')
  assert.equal(refusedEarly.body.message, '這場直播已開始或已結束，不能再改時間')

  // its start time passes: started, then ended (steps under the console's 30 min idle session)
  for (const later of [start + 5 * MIN, start + 25 * MIN]) {
    t.clock.now = later
    const refused = await adminCall(t, 'POST', `/admin/api/lives/${id}/schedule`, {
      cookie: editor.cookie,
      lang: 'en',
      body: { startAt: iso(later + HOUR), endAt: iso(later + 2 * HOUR) }
    })
    assert.equal(refused.status, 409, JSON.stringify(refused.body))
    assert.equal(refused.body.message, 'This live has started or ended; its times can no longer be changed')
  }
  const after = await adminCall(t, 'GET', `/admin/api/lives/${id}`, { cookie: editor.cookie })
  assert.equal(after.body.startAt, iso(start), 'nothing changed')
})

test('20 creates at once get 20 different ids, none an existing course', async () => {
  const existing = new Set(
    ((await t.app.ctx.db.execute('SELECT id FROM courses' as never)) as unknown as { rows: { id: number }[] }).rows.map(
      (r) => Number(r.id)
    )
  )
  const res = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      adminCall(t, 'POST', '/admin/api/lives', { cookie: editor.cookie, body: { ...LIVE(), titleEn: `Live ${i}` } })
    )
  )
  for (const r of res) assert.equal(r.status, 200, JSON.stringify(r.body))
  const ids = res.map((r) => r.body.id as number)
  assert.equal(new Set(ids).size, 20, `ids: ${ids.join(',')}`)
  for (const id of ids) assert.ok(!existing.has(id), `id ${id} is a course already`)
  // and each publishes as its own course
  await Promise.all(
    ids.slice(0, 5).map(async (id) => {
      const r = await adminCall(t, 'POST', `/admin/api/lives/${id}/publish`, { cookie: editor.cookie })
      assert.equal(r.status, 200, JSON.stringify(r.body))
    })
  )
})

test('edits of a published live are a draft; a draft is deleted; 400s; support and moderator are refused', async () => {
  owner = await signedIn(t, 'owner') // the first one's session went idle while the clock moved on
  const id = await publishedLive()
  const edited = await adminCall(t, 'PATCH', `/admin/api/lives/${id}`, {
    cookie: owner.cookie,
    body: { titleZh: '改過的標題', priceCents: 19900, cardLevel: 0 }
  })
  assert.equal(edited.status, 200, JSON.stringify(edited.body))
  assert.equal(edited.body.status, 'draft')
  assert.equal((await lives()).find((l) => l.id === id)?.title, LIVE().titleZh, 'the app keeps the published title')
  await adminCall(t, 'POST', `/admin/api/lives/${id}/publish`, { cookie: owner.cookie })
  await until('the new title', lives, (l) => l.find((x) => x.id === id)?.title === '改過的標題')
  const [update] = await audits('live.update')
  assert.equal(update.before.priceCents, 0)
  assert.equal(update.after.priceCents, 19900)

  const draft = await adminCall(t, 'POST', '/admin/api/lives', { cookie: editor.cookie, body: LIVE() })
  const del = await adminCall(t, 'DELETE', `/admin/api/lives/${draft.body.id}`, { cookie: editor.cookie })
  assert.equal(del.status, 200)
  const gone = await adminCall(t, 'GET', `/admin/api/lives/${draft.body.id}`, { cookie: editor.cookie })
  assert.equal(gone.status, 404)
  assert.equal((await audits('live.delete'))[0].targetId, String(draft.body.id))

  const bad = await adminCall(t, 'POST', '/admin/api/lives', {
    cookie: editor.cookie,
    body: { ...LIVE(), startAt: '2026-12-01 10:00' }
  })
  assert.equal(bad.status, 400)
  assert.equal(bad.body.field, 'startAt')
  const noTitle = await adminCall(t, 'POST', '/admin/api/lives', {
    cookie: editor.cookie,
    body: { ...LIVE(), titleZh: undefined }
  })
  assert.equal(noTitle.status, 400)
  assert.equal(noTitle.body.code, 'missing_field')

  for (const role of ['support', 'moderator'] as const) {
    const op = await signedIn(t, role)
    for (const [method, path, body] of [
      ['GET', '/admin/api/lives', undefined],
      ['POST', '/admin/api/lives', LIVE()],
      ['POST', `/admin/api/lives/${id}/schedule`, { startAt: LIVE().startAt, endAt: LIVE().endAt }],
      ['POST', `/admin/api/lives/${id}/publish`, undefined]
    ] as const) {
      const r = await adminCall(t, method, path, { cookie: op.cookie, body })
      assert.equal(r.status, 403, `${role} ${method} ${path}`)
    }
  }
})
