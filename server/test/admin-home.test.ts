/**
 * Banners and floors of both home tabs in the console (issue 31): an editor drafts a banner (not on the app's home),
 * publishes it and the home shows it (the cached home dropped by the change feed); a course banner and floor of a
 * nav reach GET /v3/course/indexAds and indexFloor in both languages; an edit of a seeded banner is a draft until
 * published; a reorder is live at once; a published item cannot be deleted; each write is in the audit log with
 * before/after; bad input is a 400; support and moderator are refused (every role: admin-access.test.ts).
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

interface Banner {
  id: number
  title: string
  image: string
  jump_type: number
  jump_value: string
}
interface Floor {
  id: number
  title: string
  style: number
}
const medHome = async (lang: 'zh-Hant' | 'en' = 'zh-Hant') =>
  (await t.call('GET', '/v3/meditation/indexFloor', { lang })).body.data as { banners: Banner[]; floors: Floor[] }
const courseAds = async (lang: 'zh-Hant' | 'en' = 'zh-Hant') =>
  (await t.call('GET', '/v3/course/indexAds', { lang, query: { tag: 'sleep' } })).body.data as Banner[]
const courseFloors = async (lang: 'zh-Hant' | 'en' = 'zh-Hant') =>
  (await t.call('GET', '/v3/course/indexFloor', { lang, query: { tag: 'sleep' } })).body.data.floors as Floor[]
const audits = (action: string) => auditRows(t, owner, action)

/** Polls the app until `check` holds (the change feed is asynchronous); fails after `tries`. */

const BANNER = {
  titleZh: '春日靜心週',
  titleEn: 'Spring Calm Week',
  image: '/static/banner/spring-week.jpg',
  jumpType: 99,
  jumpValue: 'meditation/detail?sku=m-sleep',
  sort: -5
}

test('an editor drafts a meditation banner, publishes it, and the app home shows it first', async () => {
  const warm = await medHome() // warms the app's cached home: publishing must drop it
  const created = await adminCall(t, 'POST', '/admin/api/meditation-banners', { cookie: editor.cookie, body: BANNER })
  assert.equal(created.status, 200, JSON.stringify(created.body))
  const id = created.body.id as number
  assert.equal(created.body.status, 'draft')
  assert.equal(created.body.home, 'meditation')
  assert.ok(!warm.banners.some((b) => b.id === id))
  assert.ok(!(await medHome()).banners.some((b) => b.id === id), 'a draft is not on the home')

  const listed = await adminCall(t, 'GET', '/admin/api/meditation-banners', {
    cookie: editor.cookie,
    query: { status: 'draft' }
  })
  assert.deepEqual(
    listed.body.map((b: { id: number }) => b.id),
    [id]
  )
  assert.equal(listed.headers['x-total-count'], '1')

  const published = await adminCall(t, 'POST', `/admin/api/meditation-banners/${id}/publish`, { cookie: editor.cookie })
  assert.equal(published.status, 200, JSON.stringify(published.body))
  assert.equal(published.body.status, 'published')
  const home = await until('the banner on the home', medHome, (h) => h.banners.some((b) => b.id === id))
  assert.deepEqual(home.banners[0], {
    id,
    title: BANNER.titleZh,
    image: BANNER.image,
    jump_type: 99,
    jump_value: BANNER.jumpValue
  })
  assert.equal((await medHome('en')).banners[0].title, BANNER.titleEn)
  // not a course banner
  assert.ok(!(await courseAds()).some((b) => b.id === id))

  // published: it cannot be deleted (409)
  const del = await adminCall(t, 'DELETE', `/admin/api/meditation-banners/${id}`, { cookie: editor.cookie, lang: 'en' })
  assert.equal(del.status, 409)
  assert.equal(del.body.code, 'published')

  const [create] = await audits('banner.create')
  assert.equal(create.operatorEmail, editor.email)
  assert.equal(create.after.titleZh, BANNER.titleZh)
  const [publish] = await audits('banner.publish')
  assert.equal(publish.targetId, String(id))
  assert.equal(publish.before.status, 'draft')
  assert.equal(publish.after.status, 'published')
})

test('a course banner and a course floor of a nav reach the course home in both languages once published', async () => {
  const navs = await adminCall(t, 'GET', '/admin/api/course-floors/navs', { cookie: editor.cookie })
  const sleep = (navs.body as { id: number; tag: string }[]).find((n) => n.tag === 'sleep')!
  await courseAds()
  await courseFloors() // warm both
  const banner = await adminCall(t, 'POST', '/admin/api/course-banners', {
    cookie: editor.cookie,
    body: {
      ...BANNER,
      titleZh: '好眠課程',
      titleEn: 'Sleep Courses',
      jumpType: 2,
      jumpValue: 'c-sleep',
      navId: sleep.id
    }
  })
  assert.equal(banner.status, 200, JSON.stringify(banner.body))
  const floor = await adminCall(t, 'POST', '/admin/api/course-floors', {
    cookie: editor.cookie,
    body: { titleZh: '睡前精選', titleEn: 'Before Bed', style: 2, navId: sleep.id, sort: -1 }
  })
  assert.equal(floor.status, 200, JSON.stringify(floor.body))
  assert.ok(!(await courseFloors()).some((f) => f.title === '睡前精選'), 'a draft floor is not on the home')

  for (const [kind, id] of [
    ['course-banners', banner.body.id],
    ['course-floors', floor.body.id]
  ]) {
    const res = await adminCall(t, 'POST', `/admin/api/${kind}/${id}/publish`, { cookie: editor.cookie })
    assert.equal(res.status, 200, JSON.stringify(res.body))
  }
  const ads = await until('the course banner', courseAds, (l) => l.some((b) => b.id === banner.body.id))
  assert.equal(ads.find((b) => b.id === banner.body.id)?.jump_value, 'c-sleep')
  assert.ok(!(await medHome()).banners.some((b) => b.id === banner.body.id), 'not a meditation banner')
  const floors = await until('the course floor', courseFloors, (l) => l.some((f) => f.id === floor.body.id))
  assert.deepEqual(
    { ...floors[0], items: undefined, has_more: undefined },
    { id: floor.body.id, title: '睡前精選', style: 2, items: undefined, has_more: undefined }
  )
  assert.equal((await courseFloors('en'))[0].title, 'Before Bed')
  assert.equal((await courseAds('en')).find((b) => b.id === banner.body.id)?.title, 'Sleep Courses')
})

test('an edit of a seeded floor is a draft until published; a reorder is live at once', async () => {
  const [first, second] = (await medHome()).floors
  const edited = await adminCall(t, 'PATCH', `/admin/api/meditation-floors/${second.id}`, {
    cookie: editor.cookie,
    body: { titleZh: '新的樓層名' }
  })
  assert.equal(edited.status, 200, JSON.stringify(edited.body))
  assert.equal(edited.body.status, 'draft')
  assert.equal((await medHome()).floors[1].title, second.title, 'the app keeps the published title')

  const reordered = await adminCall(t, 'POST', '/admin/api/meditation-floors/reorder', {
    cookie: editor.cookie,
    body: { ids: [second.id, first.id] }
  })
  assert.equal(reordered.status, 200, JSON.stringify(reordered.body))
  const home = await until('the new order', medHome, (h) => h.floors[0].id === second.id)
  assert.equal(home.floors[1].id, first.id)
  assert.equal(home.floors[0].title, second.title, 'still the published title')

  await adminCall(t, 'POST', `/admin/api/meditation-floors/${second.id}/publish`, { cookie: editor.cookie })
  await until('the new title', medHome, (h) => h.floors[0].title === '新的樓層名')
  const [reorder] = await audits('floor.reorder')
  assert.equal(reorder.targetId, 'meditation')
  assert.deepEqual(reorder.after.slice(0, 2), [
    { id: second.id, sort: 1 },
    { id: first.id, sort: 2 }
  ])
  const [update] = await audits('floor.update')
  assert.equal(update.before.titleZh, second.title)
  assert.equal(update.after.titleZh, '新的樓層名')
})

test('a draft never published can be deleted; bad input is a 400; support and moderator are refused', async () => {
  const created = await adminCall(t, 'POST', '/admin/api/course-floors', {
    cookie: editor.cookie,
    body: { titleZh: '草稿', titleEn: 'Draft', style: 1, navId: 1 }
  })
  assert.equal(created.status, 200)
  const del = await adminCall(t, 'DELETE', `/admin/api/course-floors/${created.body.id}`, { cookie: editor.cookie })
  assert.equal(del.status, 200)
  const gone = await adminCall(t, 'GET', `/admin/api/course-floors/${created.body.id}`, { cookie: editor.cookie })
  assert.equal(gone.status, 404)
  assert.equal((await audits('floor.delete'))[0].before.titleZh, '草稿')

  const bad: [string, unknown][] = [
    ['/admin/api/meditation-banners', { ...BANNER, jumpType: 3 }], // not a banner jump
    ['/admin/api/meditation-banners', { ...BANNER, image: 'javascript:alert(1)' }],
    ['/admin/api/meditation-banners', { ...BANNER, navId: 1 }], // the meditation home has no navs
    ['/admin/api/course-banners', { ...BANNER, navId: 999 }], // no such nav
    ['/admin/api/course-floors', { titleZh: 'x', titleEn: 'x', style: 1 }], // a course floor needs its nav
    ['/admin/api/meditation-floors', { titleZh: 'x', titleEn: 'x', style: 7 }],
    ['/admin/api/meditation-floors/reorder', { ids: [424242] }]
  ]
  for (const [path, body] of bad) {
    const res = await adminCall(t, 'POST', path, { cookie: editor.cookie, body })
    assert.equal(res.status, 400, `${path} ${JSON.stringify(body)}: ${res.status}`)
  }
  for (const role of ['support', 'moderator'] as const) {
    const op = await signedIn(t, role)
    const res = await adminCall(t, 'POST', '/admin/api/meditation-banners', { cookie: op.cookie, body: BANNER })
    assert.equal(res.status, 403)
  }
})
