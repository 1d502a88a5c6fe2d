/**
 * The demo seed never overwrites what an operator did in the console (issue 31, migration 0073): an editor edits a
 * seeded scene, a seeded daily pick, a seeded course and a seeded study plan's days, creates a plan, and deletes a
 * seeded lesson; the seed runs again (as after a change of the seed) and every edit stays, the plan keeps its days
 * and the lesson stays deleted; a seeded row nobody edited in the console is still brought back to the seed's.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { sql } from 'drizzle-orm'
import { seedDatabase } from '../src/db/seed'
import { adminCall, type SignedIn, consoleApp } from './admin-fixtures'
import { type TestApp } from './helpers'

let t: TestApp
let editor: SignedIn
before(async () => ({ t, editor } = await consoleApp('editor')))
after(() => t.close())

const call = async (method: string, path: string, body?: unknown) => {
  const res = await adminCall(t, method, `/admin/api${path}`, { cookie: editor.cookie, body })
  assert.equal(res.status, 200, `${method} ${path}: ${JSON.stringify(res.body)}`)
  return res.body
}
async function rows<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows
}
const days = async (planId: number) =>
  (
    await rows<{ day: number; r: number }>(
      sql`SELECT day, resource_id AS r FROM study_plan_days WHERE plan_id = ${planId} ORDER BY day, sort`
    )
  ).map((d) => [d.day, d.r])

test('an edit, a new plan and a deleted lesson made in the console survive the seed running again', async () => {
  const scenes = (await call('GET', '/scenes')) as { id: number; status: string }[]
  const [scene, untouched] = scenes.filter((s) => s.status === 'published')
  await call('PATCH', `/scenes/${scene.id}`, { titleEn: 'Rain, as the operator named it' })

  const [pick] = (await call('GET', '/day-picks')) as { id: number }[]
  await call('PATCH', `/day-picks/${pick.id}`, { quoteZh: '編輯改過的句子' })

  const courses = (await call('GET', '/courses?status=published')) as { id: number; lessonCount: number }[]
  const course = courses.find((c) => c.lessonCount >= 2)!
  await call('PATCH', `/courses/${course.id}`, { titleEn: 'Operator title' })
  await call('POST', `/courses/${course.id}/publish`)
  const lessons = ((await call('GET', `/courses/${course.id}`)) as { lessons: { id: number }[] }).lessons
  const gone = lessons[lessons.length - 1].id
  await call('DELETE', `/courses/${course.id}/lessons/${gone}`)

  const plans = (await call('GET', '/plans?status=published')) as { id: number }[]
  const tracks = ((await call('GET', '/plans/tracks')) as { trackId: number }[]).map((x) => x.trackId)
  await call('PATCH', `/plans/${plans[0].id}`, { items: [{ day: 1, trackId: tracks[3] }] })
  await call('POST', `/plans/${plans[0].id}/publish`)
  const mine = (await call('POST', '/plans', {
    titleZh: '編輯的計畫',
    titleEn: "An operator's plan",
    items: [{ day: 1, trackId: tracks[1] }]
  })) as { id: number }
  const planDays = await days(plans[0].id)
  assert.deepEqual(planDays, [[1, tracks[3]]])

  // a seeded row changed outside the console (here by SQL) is the seed's again after it runs: the control
  await t.database.db.execute(sql`UPDATE scenes SET title_en = 'changed by hand' WHERE id = ${untouched.id}`)

  await seedDatabase(t.database.db, undefined, { force: true })

  const sceneNow = (await call('GET', `/scenes/${scene.id}`)) as { titleEn: string }
  assert.equal(sceneNow.titleEn, 'Rain, as the operator named it')
  assert.notEqual(((await call('GET', `/scenes/${untouched.id}`)) as { titleEn: string }).titleEn, 'changed by hand')
  assert.equal(((await call('GET', `/day-picks/${pick.id}`)) as { quoteZh: string }).quoteZh, '編輯改過的句子')
  const courseNow = (await call('GET', `/courses/${course.id}`)) as { titleEn: string; lessons: { id: number }[] }
  assert.equal(courseNow.titleEn, 'Operator title')
  assert.ok(!courseNow.lessons.some((l) => l.id === gone), 'the deleted lesson is not brought back')
  assert.deepEqual(await days(plans[0].id), planDays, "the edited plan's days stay")
  assert.deepEqual(await days(mine.id), [[1, tracks[1]]], 'a plan made in the console keeps its days')
})
