/**
 * Online camps and their days in the console (issue 31): an editor drafts a camp (not in the app), writes its days
 * and publishes it; the app's camp route (GET /v2/commodity/:id) then lists the days with the date each opens, in
 * both languages; later edits are a draft until published again (a removed day leaves the app). Each write is
 * audited; bad input is a 400 and changes nothing; a camp without days is not published (409, translated);
 * support and moderator are refused.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { adminCall, signedIn, type SignedIn, until, consoleApp } from './admin-fixtures'
import { type TestApp } from './helpers'

let t: TestApp
let editor: SignedIn
let owner: SignedIn
before(async () => ({ t, editor, owner } = await consoleApp('editor', 'owner')))
after(() => t.close())

const DAY = 86_400_000
/** Noon in Taipei, `days` days from now: its Taipei date is the camp's first day. */
function taipeiNoon(days: number): string {
  const d = new Date(t.clock.now + days * DAY + 8 * 3_600_000)
  return `${d.toISOString().slice(0, 10)}T12:00:00+08:00`
}
/** Midnight of day `n` in Taipei for a start given by taipeiNoon. */
const opens = (start: string, n: number) =>
  new Date(new Date(`${start.slice(0, 10)}T00:00:00+08:00`).getTime() + (n - 1) * DAY).toISOString()

const CAMP = () => ({
  titleZh: '十日覺察訓練營',
  titleEn: 'Ten-Day Awareness Camp',
  subtitleZh: '每天一課',
  subtitleEn: 'A lesson a day',
  teacherZh: '林老師',
  teacherEn: 'Teacher Lin',
  cover: '/static/course/course-mindfulness.jpg',
  startAt: taipeiNoon(3),
  priceCents: 0
})
const DAY1 = {
  day: 1,
  kind: 'text',
  titleZh: '第一天：呼吸',
  titleEn: 'Day 1: Breath',
  bodyZh: '坐好，呼吸。',
  bodyEn: 'Sit, breathe.'
}
const DAY2 = {
  day: 2,
  kind: 'audio',
  titleZh: '第二天：身體掃描',
  titleEn: 'Day 2: Body scan',
  mediaPath: '/static/audio/body-scan.mp3',
  duration: 600
}

const app = (id: number, lang: 'zh-Hant' | 'en' = 'zh-Hant') => t.call('GET', `/v2/commodity/${id}`, { lang })
const audits = async (action: string) =>
  (await adminCall(t, 'GET', '/admin/api/audit', { cookie: owner.cookie, query: { action, _end: 100 } })).body as {
    operatorEmail: string
    targetId: string
    before: any
    after: any
  }[]

async function draftCamp(body = CAMP()): Promise<number> {
  const created = await adminCall(t, 'POST', '/admin/api/camps', { cookie: editor.cookie, body })
  assert.equal(created.status, 200, JSON.stringify(created.body))
  return created.body.id
}
async function addDay(id: number, day: object) {
  const r = await adminCall(t, 'POST', `/admin/api/camps/${id}/days`, { cookie: editor.cookie, body: day })
  assert.equal(r.status, 200, JSON.stringify(r.body))
  return r.body
}

test('an editor drafts a camp with two days, publishes it, and the app shows each day with its open date', async () => {
  const body = CAMP()
  const id = await draftCamp(body)
  await addDay(id, DAY1)
  const withDays = await addDay(id, DAY2)
  assert.equal(withDays.status, 'draft')
  assert.deepEqual(
    withDays.days.map((d: { day: number; opensAt: string }) => [d.day, d.opensAt]),
    [
      [1, opens(body.startAt, 1)],
      [2, opens(body.startAt, 2)]
    ]
  )
  const draft = await app(id)
  assert.notEqual(draft.body.code, 0, 'a draft is not in the app')

  const pub = await adminCall(t, 'POST', `/admin/api/camps/${id}/publish`, { cookie: editor.cookie })
  assert.equal(pub.status, 200, JSON.stringify(pub.body))
  assert.equal(pub.body.status, 'published')

  const res = await until(
    'the camp in the app',
    () => app(id),
    (r) => r.body.code === 0
  )
  const camp = res.body.data
  assert.equal(camp.title, body.titleZh)
  assert.deepEqual(
    camp.days.map((d: { day: number; title: string; opens_at: string; locked: boolean; lock: string | null }) => [
      d.day,
      d.title,
      d.opens_at,
      d.locked,
      d.lock
    ]),
    [
      [1, DAY1.titleZh, opens(body.startAt, 1), true, 'date'],
      [2, DAY2.titleZh, opens(body.startAt, 2), true, 'date']
    ],
    'a free camp: each day locked until its date'
  )
  const en = (await app(id, 'en')).body.data
  assert.equal(en.title, body.titleEn)
  assert.equal(en.days[1].title, DAY2.titleEn)

  const listed = await adminCall(t, 'GET', '/admin/api/camps', { cookie: editor.cookie, query: { q: 'awareness' } })
  assert.equal(listed.headers['x-total-count'], '1')
  assert.equal(listed.body[0].dayCount, 2)

  const [create] = await audits('camp.create')
  assert.equal(create.operatorEmail, editor.email)
  assert.equal(create.after.titleZh, body.titleZh)
  const [day] = await audits('camp.day_create')
  assert.equal(day.before.dayCount, 1)
  assert.equal(day.after.dayCount, 2)
  const [publish] = await audits('camp.publish')
  assert.equal(publish.targetId, String(id))
  assert.equal(publish.before.status, 'draft')
  assert.equal(publish.after.status, 'published')

  const del = await adminCall(t, 'DELETE', `/admin/api/camps/${id}`, { cookie: editor.cookie, lang: 'en' })
  assert.equal(del.status, 409)
  assert.equal(del.body.code, 'published')
})

test('a new start date moves every day in the app once published; a removed day leaves the app', async () => {
  const id = await draftCamp()
  await addDay(id, DAY1)
  await addDay(id, DAY2)
  await adminCall(t, 'POST', `/admin/api/camps/${id}/publish`, { cookie: editor.cookie })
  const later = taipeiNoon(10)
  const moved = await adminCall(t, 'PATCH', `/admin/api/camps/${id}`, {
    cookie: editor.cookie,
    body: { startAt: later }
  })
  assert.equal(moved.status, 200, JSON.stringify(moved.body))
  assert.equal(moved.body.status, 'draft')
  const removed = await adminCall(t, 'DELETE', `/admin/api/camps/${id}/days/2`, { cookie: editor.cookie })
  assert.equal(removed.status, 200, JSON.stringify(removed.body))
  assert.equal(removed.body.dayCount, 1)
  assert.equal((await app(id)).body.data.days.length, 2, 'the app keeps the published days until published')

  await adminCall(t, 'POST', `/admin/api/camps/${id}/publish`, { cookie: editor.cookie })
  const res = await until(
    'the new schedule',
    () => app(id),
    (r) => r.body.data.days.length === 1
  )
  assert.equal(res.body.data.days[0].opens_at, opens(later, 1))
  const [audit] = await audits('camp.day_delete')
  assert.equal(audit.targetId, String(id))
  assert.equal(audit.before.days[1].titleZh, DAY2.titleZh)
})

test('a seeded camp is adopted on its first edit, its days kept', async () => {
  const seeded = (await app(14)).body.data
  assert.ok(seeded.days.length > 1, 'the seeded camp has days')
  const before = await adminCall(t, 'GET', '/admin/api/camps/14', { cookie: editor.cookie })
  assert.equal(before.body.status, 'published')
  assert.equal(before.body.dayCount, seeded.days.length)
  const r = await adminCall(t, 'PUT', '/admin/api/camps/14/days/1', {
    cookie: editor.cookie,
    body: { ...DAY1, day: undefined, titleZh: '新的第一天' }
  })
  assert.equal(r.status, 200, JSON.stringify(r.body))
  assert.equal(r.body.dayCount, seeded.days.length)
  await adminCall(t, 'POST', '/admin/api/camps/14/publish', { cookie: editor.cookie })
  const res = await until(
    'the new day 1',
    () => app(14),
    (x) => x.body.data.days[0].title === '新的第一天'
  )
  assert.equal(res.body.data.days.length, seeded.days.length)
})

test('bad input is a 400 and changes nothing; no days, a taken day: 409 translated; other roles are refused', async () => {
  const id = await draftCamp()
  const count = async () =>
    (await adminCall(t, 'GET', '/admin/api/camps', { cookie: editor.cookie })).headers['x-total-count']
  const n = await count()
  for (const [body, field] of [
    [{ ...CAMP(), startAt: '2026-12-01' }, 'startAt'],
    [{ ...CAMP(), titleEn: '' }, 'titleEn'],
    [{ ...CAMP(), priceCents: -1 }, 'priceCents']
  ] as const) {
    const r = await adminCall(t, 'POST', '/admin/api/camps', { cookie: editor.cookie, body })
    assert.equal(r.status, 400, JSON.stringify(body))
    assert.equal(r.body.field, field)
  }
  assert.equal(await count(), n, 'nothing was created')

  const noMedia = await adminCall(t, 'POST', `/admin/api/camps/${id}/days`, {
    cookie: editor.cookie,
    lang: 'en',
    body: { ...DAY2, mediaPath: '' }
  })
  assert.equal(noMedia.status, 400)
  assert.equal(noMedia.body.field, 'mediaPath')
  const badDay = await adminCall(t, 'POST', `/admin/api/camps/${id}/days`, {
    cookie: editor.cookie,
    body: { ...DAY1, day: 0 }
  })
  assert.equal(badDay.status, 400)

  const empty = await adminCall(t, 'POST', `/admin/api/camps/${id}/publish`, { cookie: editor.cookie })
  assert.equal(empty.status, 409)
  assert.equal(empty.body.code, 'no_days')
  assert.equal(empty.body.message, '訓練營至少要有一天的內容才能發布')
  assert.notEqual((await app(id)).body.code, 0, 'not published')

  await addDay(id, DAY1)
  const again = await adminCall(t, 'POST', `/admin/api/camps/${id}/days`, {
    cookie: editor.cookie,
    lang: 'en',
    body: DAY1
  })
  assert.equal(again.status, 409)
  assert.equal(again.body.message, 'This camp already has a day 1')
  const one = await adminCall(t, 'GET', `/admin/api/camps/${id}`, { cookie: editor.cookie })
  assert.equal(one.body.days.length, 1)
  assert.equal(one.body.days[0].titleZh, DAY1.titleZh)

  const missing = await adminCall(t, 'PUT', `/admin/api/camps/${id}/days/9`, {
    cookie: editor.cookie,
    body: { ...DAY1, day: undefined }
  })
  assert.equal(missing.status, 404)

  const del = await adminCall(t, 'DELETE', `/admin/api/camps/${id}`, { cookie: editor.cookie })
  assert.equal(del.status, 200)
  assert.equal((await adminCall(t, 'GET', `/admin/api/camps/${id}`, { cookie: editor.cookie })).status, 404)

  for (const role of ['support', 'moderator'] as const) {
    const op = await signedIn(t, role)
    for (const [method, path, body] of [
      ['GET', '/admin/api/camps', undefined],
      ['POST', '/admin/api/camps', CAMP()],
      ['POST', '/admin/api/camps/14/days', DAY1],
      ['POST', '/admin/api/camps/14/publish', undefined]
    ] as const) {
      const r = await adminCall(t, method, path, { cookie: op.cookie, body })
      assert.equal(r.status, 403, `${role} ${method} ${path}`)
    }
  }
})
