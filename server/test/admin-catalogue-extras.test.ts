/**
 * Study plans and collections in the console (issue 31): an editor builds each as a draft (not in the app),
 * publishes it and the app's own routes show it in both languages (the cached meditation home dropped by the
 * change feed); bad input (an empty title, an item that does not exist, the same item twice) is a translated 400
 * and changes nothing; a published one cannot be deleted; every write is in the audit log with before/after.
 * Who may use the routes: admin-access.test.ts.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { auditRows, type SignedIn, until, consoleApp, type ConsoleCall } from './admin-fixtures'
import { type TestApp } from './helpers'

let t: TestApp
let owner: SignedIn
let editor: SignedIn
let call: ConsoleCall
before(async () => ({ t, editor, owner, call } = await consoleApp('editor', 'owner')))
after(() => t.close())

const appPlans = async (lang: 'zh-Hant' | 'en' = 'zh-Hant') =>
  (await t.call('GET', '/v3/meditation/indexFloor', { lang })).body.data.plans as { title: string }[]
const appCollections = async (lang: 'zh-Hant' | 'en' = 'zh-Hant') =>
  (await t.call('GET', '/v3/collection/list', { lang })).body.data as { id: number; title: string }[]

test('an editor builds a study plan of two days, publishes it, and the app shows it', async () => {
  await appPlans() // warms the cached home: publishing must drop it
  const tracks = (await call('GET', '/plans/tracks')).body as { trackId: number }[]
  assert.ok(tracks.length >= 3, 'the track select lists catalogue tracks')
  const [a, b, c] = tracks.map((x) => x.trackId)
  const created = await call('POST', '/plans', {
    titleZh: '七日安睡',
    titleEn: 'Seven nights of sleep',
    introZh: '每晚一段',
    introEn: 'One a night',
    items: [
      { day: 1, trackId: a },
      { day: 1, trackId: b },
      { day: 2, trackId: c }
    ]
  })
  assert.equal(created.status, 200, JSON.stringify(created.body))
  const { id, sku } = created.body as { id: number; sku: string }
  assert.equal(created.body.status, 'draft')
  assert.equal(created.body.dayCount, 2)
  assert.equal((await t.call('GET', `/v3/meditation/plan/${sku}`)).status, 404, 'a draft is not in the app')

  const published = await call('POST', `/plans/${id}/publish`)
  assert.equal(published.status, 200, JSON.stringify(published.body))
  assert.equal(published.body.status, 'published')
  await until('the plan on the home', appPlans, (l) => l.some((p) => p.title === '七日安睡'))
  assert.ok((await appPlans('en')).some((p) => p.title === 'Seven nights of sleep'))
  const detail = (await t.call('GET', `/v3/meditation/plan/${sku}`, { lang: 'en' })).body.data
  assert.equal(detail.intro, 'One a night')
  assert.deepEqual(
    detail.day_list.map((d: { day: number; resources: { id: number }[] }) => [d.day, d.resources.map((r) => r.id)]),
    [
      [1, [a, b]],
      [2, [c]]
    ]
  )

  const del = await call('DELETE', `/plans/${id}`, undefined, 'en')
  assert.equal(del.status, 409)
  assert.equal(del.body.code, 'published')
  const log = await auditRows(t, owner, 'plan.publish')
  assert.equal(log[0].operatorEmail, editor.email)
  assert.equal(log[0].before.status, 'draft')
  assert.equal(log[0].after.status, 'published')
  assert.equal((await auditRows(t, owner, 'plan.create'))[0].after.id, id)
})

test('a plan with an empty title or an unknown track is refused in the operator language; nothing is written', async () => {
  const before = (await call('GET', '/plans')).headers['x-total-count']
  const empty = await call('POST', '/plans', { titleZh: '', titleEn: 'x', items: [] }, 'en')
  assert.equal(empty.status, 400)
  assert.equal(empty.body.field, 'titleZh')
  const unknown = await call(
    'POST',
    '/plans',
    { titleZh: '計畫', titleEn: 'Plan', items: [{ day: 1, trackId: 999999 }] },
    'en'
  )
  assert.equal(unknown.status, 400)
  assert.equal(unknown.body.field, 'items')
  assert.match(unknown.body.message, /not valid/)
  const zh = await call('POST', '/plans', { titleZh: '計畫', titleEn: 'Plan', items: [{ day: 1, trackId: 999999 }] })
  assert.match(zh.body.message, /不正確/)
  assert.equal((await call('GET', '/plans')).headers['x-total-count'], before)
  // a draft without tracks cannot be published
  const draft = await call('POST', '/plans', { titleZh: '空', titleEn: 'Empty' })
  const pub = await call('POST', `/plans/${draft.body.id}/publish`, undefined, 'en')
  assert.equal(pub.status, 400)
  assert.equal(pub.body.field, 'items')
  assert.equal((await call('GET', `/plans/${draft.body.id}`)).body.status, 'draft')
  // a draft can be deleted
  assert.equal((await call('DELETE', `/plans/${draft.body.id}`)).status, 200)
  assert.equal((await call('GET', `/plans/${draft.body.id}`)).status, 404)
  assert.equal((await auditRows(t, owner, 'plan.delete'))[0].before.id, draft.body.id)
})

test('an editor builds a collection of two albums, publishes it, the app shows it; unpublished it is gone', async () => {
  await appCollections()
  const albums = (await call('GET', '/collections/targets?kind=album')).body as { id: number; titleEn: string }[]
  assert.ok(albums.length >= 2)
  const created = await call('POST', '/collections', {
    titleZh: '晨間兩輯',
    titleEn: 'Two for the morning',
    items: [
      { kind: 'album', id: albums[0].id },
      { kind: 'album', id: albums[1].id }
    ]
  })
  assert.equal(created.status, 200, JSON.stringify(created.body))
  const id = created.body.id as number
  assert.equal(created.body.status, 'draft')
  assert.ok(!(await appCollections()).some((c) => c.id === id), 'a draft is not in the app')
  assert.equal((await t.call('GET', `/v3/collection/${id}`)).status, 404)

  assert.equal((await call('POST', `/collections/${id}/publish`)).body.status, 'published')
  const en = await until(
    'the collection in the app',
    () => appCollections('en'),
    (l) => l.some((c) => c.id === id)
  )
  assert.equal(en.find((c) => c.id === id)?.title, 'Two for the morning')
  const detail = (await t.call('GET', `/v3/collection/${id}`, { lang: 'en' })).body.data
  assert.deepEqual(
    detail.items.map((i: { title: string }) => i.title),
    [albums[0].titleEn, albums[1].titleEn]
  )
  assert.equal((await call('DELETE', `/collections/${id}`)).status, 409)

  assert.equal((await call('POST', `/collections/${id}/unpublish`)).body.status, 'draft')
  assert.ok(!(await appCollections()).some((c) => c.id === id))
  const log = await auditRows(t, owner, 'collection.unpublish')
  assert.equal(log[0].before.status, 'published')
  assert.equal(log[0].after.status, 'draft')
  assert.equal((await auditRows(t, owner, 'collection.publish'))[0].operatorEmail, editor.email)
})

test('a collection with an empty title, an unknown course or an album twice is refused; nothing changes', async () => {
  const made = await call('POST', '/collections', {
    titleZh: '原名',
    titleEn: 'Name',
    items: [{ kind: 'album', id: 1 }]
  })
  assert.equal(made.status, 200, JSON.stringify(made.body))
  const id = made.body.id as number
  const audits = (await auditRows(t, owner, 'collection.update')).length

  const empty = await call('PATCH', `/collections/${id}`, { titleEn: '' }, 'en')
  assert.equal(empty.status, 400)
  assert.equal(empty.body.field, 'titleEn')
  const unknown = await call(
    'PATCH',
    `/collections/${id}`,
    { titleZh: '新名', items: [{ kind: 'course', id: 999999 }] },
    'en'
  )
  assert.equal(unknown.status, 400)
  assert.equal(unknown.body.field, 'items')
  const twice = await call('PATCH', `/collections/${id}`, {
    items: [
      { kind: 'album', id: 1 },
      { kind: 'album', id: 1 }
    ]
  })
  assert.equal(twice.status, 400)
  assert.match(twice.body.message, /不正確/)

  const now = (await call('GET', `/collections/${id}`)).body
  assert.equal(now.titleZh, '原名')
  assert.deepEqual(
    now.items.map((i: { kind: string; id: number }) => [i.kind, i.id]),
    [['album', 1]]
  )
  assert.equal((await auditRows(t, owner, 'collection.update')).length, audits)
  assert.equal((await call('GET', '/collections', undefined)).status, 200)
  const drafts = await call('GET', '/collections?status=draft&q=原名')
  assert.deepEqual(
    drafts.body.map((c: { id: number }) => c.id),
    [id]
  )
})
