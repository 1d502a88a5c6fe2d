/**
 * Pending changes of a published course or study plan (issue 31, migration 0074): an editor's edit of a published
 * course or plan is kept as its pending changes: the console shows them (`pendingChanges` names the fields), the
 * app keeps showing the published version until "Publish changes", which applies them once (the catalogue caches
 * dropped by the change feed); "Discard changes" drops them. 20 parallel publishes apply them once and lose nothing;
 * edits and publishes in parallel lose no edit. Bad input changes nothing. Every step is in the audit log.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { sql } from 'drizzle-orm'
import { auditRows, type SignedIn, until as eventually, consoleApp, type ConsoleCall } from './admin-fixtures'
import { type TestApp } from './helpers'

let t: TestApp
let owner: SignedIn
let call: ConsoleCall
before(async () => ({ t, owner, call } = await consoleApp('editor', 'owner')))
after(() => t.close())

const until = <T>(what: string, fn: () => Promise<T>, check: (v: T) => boolean) => eventually(what, fn, check, 300)
const appCourse = async (sku: string, lang: 'zh-Hant' | 'en' = 'en') =>
  (await t.call('GET', '/v3/get/goods/info', { lang, query: { sku } })).body.data as { title: string; intro: string }
const appPlan = async (sku: string) =>
  (await t.call('GET', `/v3/meditation/plan/${sku}`, { lang: 'en' })).body.data as {
    title: string
    day_list: { day: number; resources: { id: number }[] }[]
  }
/** What the app's tables hold (not a cache): the row's English title. */
async function liveTitle(table: 'courses' | 'study_plans', id: number): Promise<string> {
  const res = await t.database.db.execute(sql`SELECT title_en AS t FROM ${sql.identifier(table)} WHERE id = ${id}`)
  return (res as unknown as { rows: { t: string }[] }).rows[0].t
}

/** A seeded published VOD course with lessons (the catalogue's first). */
async function publishedCourse(): Promise<{ id: number; sku: string; titleEn: string; introEn: string }> {
  const list = (await call('GET', '/courses', undefined)).body as {
    id: number
    status: string
    lessonCount: number
    pendingChanges: string[]
  }[]
  const c = list.find((x) => x.status === 'published' && x.lessonCount > 0 && !x.pendingChanges.length)
  assert.ok(c, 'a published course with lessons')
  return (await call('GET', `/courses/${c.id}`)).body
}

test('an edit of a published course waits for Publish changes; the app shows it then; Discard drops one', async () => {
  const c = await publishedCourse()
  assert.equal((await appCourse(c.sku)).title, c.titleEn)
  const edited = await call('PATCH', `/courses/${c.id}`, { titleEn: 'Breath, revised', introEn: 'New intro.' })
  assert.equal(edited.status, 200, JSON.stringify(edited.body))
  assert.equal(edited.body.titleEn, 'Breath, revised', 'the console shows the edit')
  assert.deepEqual(edited.body.pendingChanges.sort(), ['introEn', 'titleEn'])
  assert.equal(edited.body.status, 'published')
  assert.equal(await liveTitle('courses', c.id), c.titleEn, 'the app reads the published title')
  assert.equal((await appCourse(c.sku)).title, c.titleEn)
  // editing a field back to its published value undoes that change
  const back = await call('PATCH', `/courses/${c.id}`, { introEn: c.introEn })
  assert.deepEqual(back.body.pendingChanges, ['titleEn'])

  const pub = await call('POST', `/courses/${c.id}/publish`)
  assert.equal(pub.status, 200, JSON.stringify(pub.body))
  assert.deepEqual(pub.body.pendingChanges, [])
  assert.equal(pub.body.titleEn, 'Breath, revised')
  await until(
    'the change in the app',
    () => appCourse(c.sku),
    (d) => d.title === 'Breath, revised'
  )
  const [log] = await auditRows(t, owner, 'course.publish')
  assert.deepEqual(log.before.pendingChanges, ['titleEn'])
  assert.deepEqual(log.after.pendingChanges, [])
  assert.equal((await auditRows(t, owner, 'course.update'))[0].after.titleEn, 'Breath, revised')

  await call('PATCH', `/courses/${c.id}`, { titleEn: 'Not wanted' })
  const discarded = await call('POST', `/courses/${c.id}/discard`)
  assert.equal(discarded.status, 200)
  assert.equal(discarded.body.titleEn, 'Breath, revised')
  assert.deepEqual(discarded.body.pendingChanges, [])
  assert.equal(await liveTitle('courses', c.id), 'Breath, revised')
  assert.deepEqual((await auditRows(t, owner, 'course.discard'))[0].before.pendingChanges, ['titleEn'])

  // a bad edit of a published course is a 400 and leaves its pending changes as they were
  await call('PATCH', `/courses/${c.id}`, { subtitleEn: 'Kept' })
  const bad = await call('PATCH', `/courses/${c.id}`, { titleEn: ' ' }, 'en')
  assert.equal(bad.status, 400)
  assert.equal(bad.body.field, 'titleEn')
  const now = (await call('GET', `/courses/${c.id}`)).body
  assert.deepEqual(now.pendingChanges, ['subtitleEn'])
  assert.equal(now.titleEn, 'Breath, revised')
  await call('POST', `/courses/${c.id}/discard`)
})

test('20 parallel Publish changes of a course apply them once; edits in parallel with publishes are not lost', async () => {
  const c = await publishedCourse()
  const applied = async () =>
    (await auditRows(t, owner, 'course.publish')).filter(
      (r) => Number(r.targetId) === c.id && r.before.pendingChanges.length
    ).length
  const before = await applied()
  await call('PATCH', `/courses/${c.id}`, { titleEn: 'Once only', teacherEn: 'T. Once' })
  const all = await Promise.all(Array.from({ length: 20 }, () => call('POST', `/courses/${c.id}/publish`)))
  assert.deepEqual(new Set(all.map((r) => r.status)), new Set([200]))
  assert.equal((await applied()) - before, 1, 'one publish applied the changes; the others found none')
  assert.equal(await liveTitle('courses', c.id), 'Once only')

  // ten edits of ten different fields racing ten publishes: each edit is live or still pending, none lost
  const fields = ['subtitleZh', 'subtitleEn', 'teacherZh', 'teacherEn', 'introZh', 'introEn', 'cover', 'titleZh']
  await Promise.all([
    ...fields.map((f, i) => call('PATCH', `/courses/${c.id}`, { [f]: `${f === 'cover' ? '/x/' : ''}race ${i}` })),
    ...fields.map(() => call('POST', `/courses/${c.id}/publish`))
  ])
  await call('POST', `/courses/${c.id}/publish`)
  const final = (await call('GET', `/courses/${c.id}`)).body
  assert.deepEqual(final.pendingChanges, [])
  fields.forEach((f, i) => assert.equal(final[f], `${f === 'cover' ? '/x/' : ''}race ${i}`, f))
  await until(
    'the last title in the app',
    () => appCourse(c.sku, 'zh-Hant'),
    (d) => d.title === 'race 7'
  )
})

test('an edit of a published plan (fields and days) waits for Publish changes; 20 parallel publishes apply it once', async () => {
  const plans = (await call('GET', '/plans')).body as { id: number; status: string }[]
  const p = (await call('GET', `/plans/${plans.find((x) => x.status === 'published')!.id}`)).body as {
    id: number
    sku: string
    titleEn: string
    items: { day: number; trackId: number }[]
  }
  const tracks = ((await call('GET', '/plans/tracks')).body as { trackId: number }[]).map((x) => x.trackId)
  const newDays = [
    { day: 1, trackId: tracks[2] },
    { day: 2, trackId: tracks[0] }
  ]
  const edited = await call('PATCH', `/plans/${p.id}`, { titleEn: 'Plan, revised', member: true, items: newDays })
  assert.equal(edited.status, 200, JSON.stringify(edited.body))
  assert.deepEqual(edited.body.pendingChanges.sort(), ['items', 'member', 'titleEn'])
  assert.deepEqual(
    edited.body.items.map((i: { day: number; trackId: number; titleZh: string }) => [i.day, i.trackId, !!i.titleZh]),
    newDays.map((d) => [d.day, d.trackId, true]),
    'the console shows the edited days with their titles'
  )
  assert.equal(await liveTitle('study_plans', p.id), p.titleEn)
  const shown = await appPlan(p.sku)
  assert.equal(shown.title, p.titleEn)
  assert.notDeepEqual(
    shown.day_list.map((d) => [d.day, d.resources.map((r) => r.id)]),
    [
      [1, [tracks[2]]],
      [2, [tracks[0]]]
    ]
  )

  // a bad edit changes nothing (an unknown track)
  const bad = await call('PATCH', `/plans/${p.id}`, { items: [{ day: 1, trackId: 999999 }] }, 'en')
  assert.equal(bad.status, 400)
  assert.equal(bad.body.field, 'items')
  assert.deepEqual((await call('GET', `/plans/${p.id}`)).body.pendingChanges.sort(), ['items', 'member', 'titleEn'])

  const all = await Promise.all(Array.from({ length: 20 }, () => call('POST', `/plans/${p.id}/publish`)))
  assert.deepEqual(new Set(all.map((r) => r.status)), new Set([200]))
  const applied = (await auditRows(t, owner, 'plan.publish')).filter(
    (r) => Number(r.targetId) === p.id && r.before.pendingChanges.length
  )
  assert.equal(applied.length, 1)
  const live = await until(
    'the plan changed in the app',
    () => appPlan(p.sku),
    (d) => d.title === 'Plan, revised'
  )
  assert.deepEqual(
    live.day_list.map((d) => [d.day, d.resources.map((r) => r.id)]),
    [
      [1, [tracks[2]]],
      [2, [tracks[0]]]
    ]
  )

  // an edit that empties the days cannot be published: 400, the app keeps the days
  await call('PATCH', `/plans/${p.id}`, { items: [] })
  const empty = await call('POST', `/plans/${p.id}/publish`, undefined, 'en')
  assert.equal(empty.status, 400)
  assert.equal(empty.body.field, 'items')
  assert.equal((await appPlan(p.sku)).day_list.length, 2)
  const discarded = await call('POST', `/plans/${p.id}/discard`)
  assert.deepEqual(discarded.body.pendingChanges, [])
  assert.equal(discarded.body.items.length, 2)
  assert.deepEqual((await auditRows(t, owner, 'plan.discard'))[0].before.pendingChanges, ['items'])
})

test('a draft course or plan is still edited directly (no pending changes)', async () => {
  const created = await call('POST', '/plans', { titleZh: '草稿', titleEn: 'Draft' })
  const patched = await call('PATCH', `/plans/${created.body.id}`, { titleEn: 'Draft 2' })
  assert.deepEqual(patched.body.pendingChanges, [])
  assert.equal(await liveTitle('study_plans', created.body.id), 'Draft 2')
  const course = await call('POST', '/courses', { titleZh: '草稿課', titleEn: 'Draft course' })
  const cp = await call('PATCH', `/courses/${course.body.id}`, { titleEn: 'Draft course 2' })
  assert.deepEqual(cp.body.pendingChanges, [])
  assert.equal(await liveTitle('courses', course.body.id), 'Draft course 2')
})
