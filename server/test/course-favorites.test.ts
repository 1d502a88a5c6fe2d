import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import type { CommentDTO, CourseDetailDTO, CourseFavoriteDTO, CourseHistoryDTO, CourseNavDTO } from '@app/protocol'
import { ErrorCode } from '@app/protocol'
import { createTestApp, loginDemo, loginWithEmail, type TestApp } from './helpers'

let t: TestApp
let plain: string
let other: string
let tea: CourseDetailDTO
before(async () => {
  t = await createTestApp()
  plain = await loginDemo(t, 'user')
  other = (await loginWithEmail(t, 'watcher@example.com')).token
  tea = (await t.call('GET', '/v3/get/goods/info', { query: { sku: 'c-tea-zen' }, token: plain })).body.data
})
after(() => t.close())

const CAMP = 61 // camp-breath, an online camp (course type 1)

const favorites = async (token: string, lang: 'zh-Hant' | 'en' = 'zh-Hant') =>
  (await t.call('GET', '/v2/favorites', { token, lang, query: { size: 50 } })).body.data as {
    list: CourseFavoriteDTO[]
    total: number
  }

test('favourites: 20 parallel saves of one course leave one row; the detail says so; 20 parallel removals succeed', async () => {
  assert.equal(
    (await t.call('POST', '/v2/favorites', { body: { course_id: tea.id } })).body.code,
    ErrorCode.NOT_LOGGED_IN
  )
  assert.equal((await t.call('POST', '/v2/favorites', { body: { course_id: 999999 }, token: plain })).status, 404)
  assert.equal((await t.call('POST', '/v2/favorites', { body: { course_id: 'x' }, token: plain })).status, 400)
  assert.equal(tea.favorited, false)

  const saves = await Promise.all(
    Array.from({ length: 20 }, () => t.call('POST', '/v2/favorites', { body: { course_id: tea.id }, token: plain }))
  )
  assert.ok(saves.every((r) => r.body.code === 0))
  assert.equal(new Set(saves.map((r) => (r.body.data as CourseFavoriteDTO).id)).size, 1, 'one favourite')
  const list = await favorites(plain)
  assert.equal(list.total, 1)
  assert.equal(list.list[0].course.sku, 'c-tea-zen')
  assert.equal(
    (await favorites(plain, 'en')).list[0].course.title,
    (await t.call('GET', '/v3/get/goods/info', { query: { sku: 'c-tea-zen' }, lang: 'en' })).body.data.title
  )
  assert.equal((await favorites(other)).total, 0, 'another user saved nothing')
  const detail = (await t.call('GET', '/v3/get/goods/info', { query: { sku: 'c-tea-zen' }, token: plain })).body.data
  assert.equal(detail.favorited, true)

  // a camp too, newest first
  await t.call('POST', '/v2/favorites', { body: { course_id: CAMP }, token: plain })
  assert.deepEqual(
    (await favorites(plain)).list.map((f) => f.course.id),
    [CAMP, tea.id]
  )
  assert.equal((await t.call('GET', `/v2/commodity/${CAMP}`, { token: plain })).body.data.favorited, true)

  const removals = await Promise.all(
    Array.from({ length: 20 }, () => t.call('DELETE', `/v2/favorites/${tea.id}`, { token: plain }))
  )
  assert.ok(
    removals.every((r) => r.status === 200 && r.body.code === 0),
    'no error storm'
  )
  assert.deepEqual(
    (await favorites(plain)).list.map((f) => f.course.id),
    [CAMP]
  )
  assert.equal((await t.call('DELETE', `/v2/favorites/${CAMP}`, { token: plain })).body.code, 0)
  assert.equal((await favorites(plain)).total, 0)
})

test('histories: one row per course moved to the last lesson and position, newest first, resumes the player', async () => {
  const lesson = tea.lessons[0]
  const post = (body: unknown, token = plain) => t.call('POST', '/v2/histories', { body, token })
  assert.equal(
    (await t.call('POST', '/v2/histories', { body: { course_id: tea.id, lesson_id: lesson.id, position: 3 } })).body
      .code,
    ErrorCode.NOT_LOGGED_IN
  )
  assert.equal((await post({ course_id: tea.id, lesson_id: 999999, position: 3 })).status, 404, 'not its lesson')
  assert.equal((await post({ course_id: CAMP, lesson_id: lesson.id, position: 3 })).status, 404, 'not a video course')
  assert.equal((await post({ course_id: tea.id, lesson_id: lesson.id, position: -1 })).status, 400)

  const mindful: CourseDetailDTO = (await t.call('GET', '/v3/get/goods/info', { query: { sku: 'c-mindfulness' } })).body
    .data
  const first: CourseHistoryDTO = (
    await post({ course_id: mindful.id, lesson_id: mindful.lessons[0].id, position: 12.7 })
  ).body.data
  assert.equal(first.position, 12)
  assert.equal(first.lesson_id, mindful.lessons[0].id)
  t.clock.now += 1000
  await post({ course_id: mindful.id, lesson_id: mindful.lessons[1].id, position: 5 })
  t.clock.now += 1000
  // 20 parallel ticks of one course: still one row
  const ticks = await Promise.all(
    Array.from({ length: 20 }, (_, i) => post({ course_id: tea.id, lesson_id: lesson.id, position: 40 + i }))
  )
  assert.ok(ticks.every((r) => r.body.code === 0))
  const page = (await t.call('GET', '/v2/histories', { token: plain, lang: 'en' })).body.data
  assert.equal(page.total, 2)
  assert.deepEqual(
    page.list.map((h: CourseHistoryDTO) => h.course.id),
    [tea.id, mindful.id],
    'most recent first'
  )
  const [last, older]: CourseHistoryDTO[] = page.list
  assert.ok(last.position >= 40 && last.position <= 59)
  assert.equal(older.lesson_id, mindful.lessons[1].id, 'moved to the lesson watched last')
  assert.equal(older.position, 5)
  const en: CourseDetailDTO = (
    await t.call('GET', '/v3/get/goods/info', { query: { sku: 'c-mindfulness' }, lang: 'en' })
  ).body.data
  assert.equal(older.lesson_title, en.lessons[1].title)
  assert.equal((await t.call('GET', '/v2/histories', { token: other })).body.data.total, 0)

  // the player opens where the history left off
  const play = (await t.call('GET', '/v3/course/playInfo/c-tea-zen', { token: plain })).body.data
  assert.equal(play.lesson.id, lesson.id)
  assert.equal(play.lesson.position, last.position)

  // the course tab's row: the same, for the user only; a visitor gets an empty row; an unknown nav is a 404
  const navs: CourseNavDTO[] = (await t.call('GET', '/v3/course/navList')).body.data
  const recent: CourseHistoryDTO[] = (await t.call('GET', `/v3/get/user/recently/look/${navs[0].id}`, { token: plain }))
    .body.data
  assert.deepEqual(
    recent.map((h) => h.course.id),
    [tea.id, mindful.id]
  )
  assert.deepEqual((await t.call('GET', `/v3/get/user/recently/look/${navs[0].id}`)).body.data, [])
  assert.equal((await t.call('GET', '/v3/get/user/recently/look/0', { token: other })).body.data.length, 0)
  assert.equal((await t.call('GET', '/v3/get/user/recently/look/999999', { token: plain })).status, 404)
})

test('commodity comments: a camp thread, paged newest first, translated refusals, not for other course types', async () => {
  const list = async (query: Record<string, number> = {}) =>
    (await t.call('GET', `/v2/commodity/${CAMP}/comments`, { query })).body.data
  const before = (await list()).total
  const post = (content: unknown, token?: string, lang: 'zh-Hant' | 'en' = 'zh-Hant') =>
    t.call('POST', `/v2/commodity/${CAMP}/comments`, { body: { content }, token, lang })
  assert.equal((await post('hi')).body.code, ErrorCode.NOT_LOGGED_IN)
  const blank = await post('  ', plain, 'en')
  assert.equal(blank.status, 400)
  assert.equal(blank.body.msg, 'Write something first')
  const long = await post('a'.repeat(501), plain)
  assert.equal(long.status, 400)
  assert.match(long.body.msg, /500/)
  assert.equal((await post('a'.repeat(500), plain)).body.code, 0)
  const mine: CommentDTO = (await post('第二天的呼吸練習很好', plain)).body.data
  assert.equal(mine.mine, true)
  const first = await list({ page: 1, size: 1 })
  assert.equal(first.total, before + 2)
  assert.equal(first.list[0].id, mine.id, 'newest first')
  assert.equal(first.has_more, true)
  assert.equal((await list({ page: 2, size: 1 })).list[0].content, 'a'.repeat(500))
  // a video course is not a commodity
  assert.equal((await t.call('GET', `/v2/commodity/${tea.id}/comments`)).status, 404)
  assert.equal(
    (await t.call('POST', `/v2/commodity/${tea.id}/comments`, { body: { content: 'x' }, token: plain })).status,
    404
  )
  // likes and deleting are the course thread's
  assert.equal(
    (await t.call('PUT', `/v2/comments/${mine.id}/like`, { body: { like: true }, token: other })).body.data.like_count,
    1
  )
  assert.equal((await t.call('DELETE', `/v2/comments/${mine.id}`, { token: plain })).body.code, 0)
  assert.equal((await list()).total, before + 1)
})
