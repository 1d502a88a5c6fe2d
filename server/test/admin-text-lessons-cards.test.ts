/**
 * Issue 31 leftovers of the course and card consoles:
 * - text lessons: an editor adds a lesson of plain text (title + body in both languages) to a course, publishes it,
 *   and the app's course detail and player carry its text (not a file) in the request language, its reading time as
 *   its duration; a locked text lesson carries no text. Bad bodies are 400 naming the field and change nothing.
 * - the course floor's pages: a draft course's card is neither shown nor counted (the total was counting drafts).
 * - annual card products: a new one is a draft (not listed, not sold) until published; unpublishing a card that
 *   people hold leaves their cards intact.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { courseFloorItems } from '../src/db/schema'
import { auditRows, type SignedIn, until as eventually, consoleApp, type ConsoleCall } from './admin-fixtures'
import { loginWithEmail, type TestApp } from './helpers'

let t: TestApp
let owner: SignedIn
let support: SignedIn
let call: ConsoleCall
before(async () => ({ t, owner, support, call } = await consoleApp('editor', 'owner', 'support')))
after(() => t.close())

const until = <T>(what: string, fn: () => Promise<T>, check: (v: T) => boolean) => eventually(what, fn, check, 300)

const BODY_ZH = '坐好，放鬆肩膀。\n\n吸氣時數一，呼氣時數二，數到十再從一開始。'
const BODY_EN = 'Sit down and relax your shoulders.\n\nCount one on the in-breath, two on the out-breath, up to ten.'

test('an editor adds a text lesson; the published course carries its text in both languages, never when locked', async () => {
  const { id, sku } = (
    await call('POST', '/courses', { titleZh: '讀的靜心', titleEn: 'Meditation to Read', priceCents: 9900 })
  ).body
  const text = await call('POST', `/courses/${id}/lessons`, {
    titleZh: '第一課：數息',
    titleEn: 'Lesson 1: Counting breaths',
    bodyZh: BODY_ZH,
    bodyEn: BODY_EN,
    isFree: true
  })
  assert.equal(text.status, 200, JSON.stringify(text.body))
  const [l] = text.body.lessons
  assert.deepEqual([l.kind, l.mediaPath, l.bodyZh, l.bodyEn, l.duration], ['text', '', BODY_ZH, BODY_EN, 60])
  const paid = await call('POST', `/courses/${id}/lessons`, {
    titleZh: '第二課：長文',
    titleEn: 'Lesson 2: Long read',
    bodyZh: '靜'.repeat(900),
    bodyEn: 'calm '.repeat(700)
  })
  assert.equal(paid.status, 200, JSON.stringify(paid.body))
  assert.equal(paid.body.lessons[1].duration, 240, 'reading time: 700 words at 200 a minute, whole minutes')
  assert.equal((await call('POST', `/courses/${id}/publish`)).status, 200)

  const detail = await until(
    'the course in the app',
    () => t.call('GET', '/v3/get/goods/info', { query: { sku } }),
    (r) => r.body.code === 0
  )
  const [free, locked] = detail.body.data.lessons
  assert.deepEqual(
    [free.kind, free.text, free.video_path, free.locked, free.duration],
    ['text', BODY_ZH, null, false, 60]
  )
  assert.deepEqual([locked.kind, locked.text, locked.locked], ['text', null, true], 'a locked text lesson has no text')
  assert.equal(detail.body.data.trailer, null, 'a text lesson is no trailer')
  const en = await t.call('GET', `/v3/course/playInfo/${sku}`, { lang: 'en', query: { lesson_id: free.id } })
  assert.equal(en.body.code, 0, JSON.stringify(en.body))
  assert.deepEqual([en.body.data.lesson.title, en.body.data.lesson.text], ['Lesson 1: Counting breaths', BODY_EN])

  const edited = await call('PATCH', `/courses/${id}/lessons/${free.id}`, { bodyEn: 'Breathe.' })
  assert.equal(edited.status, 200, JSON.stringify(edited.body))
  assert.deepEqual([edited.body.lessons[0].bodyZh, edited.body.lessons[0].bodyEn], [BODY_ZH, 'Breathe.'])
  const [audit] = await auditRows(t, owner, 'course.lesson_create')
  assert.equal(Number(audit.targetId), id)
})

test('a bad text lesson is a translated 400 naming the field and changes nothing', async () => {
  const { id } = (await call('POST', '/courses', { titleZh: '空', titleEn: 'Empty' })).body
  const creates = (await auditRows(t, owner, 'course.lesson_create')).length
  const base = { titleZh: '課', titleEn: 'Lesson' }
  for (const [body, field] of [
    [{ ...base, bodyZh: '字'.repeat(20_001), bodyEn: 'x' }, 'bodyZh'],
    [{ ...base, bodyZh: '字', bodyEn: '   ' }, 'bodyEn'],
    [{ ...base, bodyZh: '字' }, 'bodyEn'],
    [{ ...base, bodyEn: 'x' }, 'bodyZh'],
    [{ ...base, bodyZh: '字', bodyEn: 'x', uploadId: 'some-upload' }, 'uploadId'],
    [base, 'uploadId']
  ] as const) {
    const r = await call('POST', `/courses/${id}/lessons`, body, 'en')
    assert.equal(r.status, 400, JSON.stringify(body).slice(0, 80))
    assert.equal(r.body.field, field, JSON.stringify(r.body))
    assert.match(r.body.message, /field/i)
  }
  const zh = await call('POST', `/courses/${id}/lessons`, { ...base, bodyZh: '字' })
  assert.match(zh.body.message, /[\u4e00-\u9fff]/, 'zh-Hant by default')
  assert.equal((await call('GET', `/courses/${id}`)).body.lessonCount, 0)
  assert.equal((await auditRows(t, owner, 'course.lesson_create')).length, creates)
})

test('a course floor neither shows nor counts a draft course card', async () => {
  const floor = (size: number) => t.call('GET', '/v3/course/floor/1', { query: { page: 1, size } })
  const before = (await floor(100)).body.data.items
  assert.ok(before.total > 0)
  const { id } = (await call('POST', '/courses', { titleZh: '未上架', titleEn: 'Not yet' })).body
  await t.database.db.insert(courseFloorItems).values({ floorId: 1, sort: -1, courseId: id })
  const after = await until(
    'the floor read again',
    () => floor(100),
    () => true
  )
  assert.equal(after.body.data.items.total, before.total, 'the draft card is not counted')
  assert.ok(!after.body.data.items.list.some((c: { id: number }) => c.id === id))
  const first = (await floor(1)).body.data.items
  assert.equal(first.list.length, 1, 'a page is full even when a draft sorts first')
})

test('a new annual card is a draft until published; unpublishing leaves held cards intact', async () => {
  const bad = await call(
    'POST',
    '/annual-cards',
    { kind: 'course_annual', titleZh: '卡', titleEn: 'Card', priceCents: 0, days: 365 },
    'en'
  )
  assert.equal(bad.status, 400)
  assert.equal(bad.body.field, 'priceCents')
  const created = await call('POST', '/annual-cards', {
    kind: 'course_annual_advanced',
    titleZh: '冬季進階年卡',
    titleEn: 'Winter Advanced Card',
    priceCents: 39900,
    originalPriceCents: 59900,
    days: 365
  })
  assert.equal(created.status, 200, JSON.stringify(created.body))
  const card = created.body
  assert.equal(card.status, 'draft')
  assert.equal(card.level, 2)
  assert.equal((await call('POST', '/annual-cards', { ...card }, undefined, support)).status, 403)

  const buyer = await loginWithEmail(t, 'card-buyer@example.com')
  const listed = () => t.call('GET', '/v3/meditation/buyVipList')
  const codes = async () => ((await listed()).body.data as { code: string }[]).map((p) => p.code)
  assert.ok(!(await codes()).includes(card.code), 'a draft is not listed')
  const order = () => t.call('POST', '/v3/orders', { token: buyer.token, body: { sku: card.code } })
  assert.notEqual((await order()).body.code, 0, 'a draft is not sold')

  const pub = await call('POST', `/annual-cards/${card.id}/publish`)
  assert.equal(pub.status, 200)
  assert.equal(pub.body.status, 'published')
  await until('the card listed', codes, (c) => c.includes(card.code))
  const bought = await order()
  assert.equal(bought.body.code, 0, JSON.stringify(bought.body))

  const holder = await loginWithEmail(t, 'card-holder@example.com')
  const until2 = new Date(t.clock.now + 200 * 86_400_000).toISOString()
  const grant = await call(
    'POST',
    `/annual-card-holders/${holder.id}/change`,
    { action: 'grant', level: 2, until: until2, reason: 'test' },
    undefined,
    owner
  )
  assert.equal(grant.status, 200, JSON.stringify(grant.body))
  const un = await call('POST', `/annual-cards/${card.id}/unpublish`)
  assert.equal(un.body.status, 'draft')
  await until('the card gone from the list', codes, (c) => !c.includes(card.code))
  assert.notEqual((await order()).body.code, 0, 'unpublished: not sold')
  const info = await t.call('GET', '/v3/meditation/memberInfo', { token: holder.token })
  assert.equal(info.body.data.annual_card_level, 2, 'the holder keeps the card')
  for (const action of ['annual_card.create', 'annual_card.publish', 'annual_card.unpublish']) {
    const [row] = await auditRows(t, owner, action)
    assert.equal(Number(row?.targetId), card.id, action)
  }
})
