/**
 * Scene music and daily picks in the console (issue 31): an editor makes a scene from a ready audio upload (a draft,
 * not in the app's GET /v3/meditation/sceneList), publishes it (in the list, choosable), unpublishes it (gone; a
 * listener who chose it is back on the default) and deletes the draft; a daily pick for a date (the listener's own
 * day: the zone the app sends) replaces the rotation on that date once published, in both languages. Bad input is a
 * translated 4xx and writes nothing: an upload not ready or not audio, an unknown track, a date that does not exist,
 * a second pick for a date (409), deleting a published one. 20 parallel creates for one date make one pick; 20
 * parallel publishes of one pick publish it once. Every write is in the audit log.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { zonedDay } from '../src/lib/zonedDay'
import { uploadsRepo } from '../src/storage/mediaUploads'
import { adminCall, auditRows, signedIn, type SignedIn, until, consoleApp, type ConsoleCall } from './admin-fixtures'
import { loginDemo, type TestApp } from './helpers'

let t: TestApp
let owner: SignedIn
let editor: SignedIn
let call: ConsoleCall
before(async () => {
  ;({ t, editor, owner, call } = await consoleApp('editor', 'owner'))
  const repo = uploadsRepo(t.database.db)
  const file = (id: string, mime: string) =>
    repo.create({ id, operatorId: null, fileName: `${id}.bin`, mime, size: 1000 })
  await file('aud-ready', 'audio/mpeg')
  await repo.update('aud-ready', {
    status: 'ready',
    duration: 120,
    mediaPath: '/media/track-u9.mp4',
    memberMediaPath: '/media/track-member-u9.mp4'
  })
  await file('aud-busy', 'audio/mpeg')
  await repo.update('aud-busy', { status: 'processing' })
  await file('vid-ready', 'video/mp4')
  await repo.update('vid-ready', {
    status: 'ready',
    duration: 5,
    mediaPath: '/media/video-u8/index.m3u8',
    memberMediaPath: '/media/video-member-u8/index.m3u8',
    posterPath: '/media/poster-u8.jpg'
  })
})
after(() => t.close())

interface AppScene {
  id: number
  title: string
  music: string
}
const appScenes = async (lang: 'zh-Hant' | 'en' = 'zh-Hant') =>
  (await t.call('GET', '/v3/meditation/sceneList', { lang })).body.data as AppScene[]

const SCENE = { titleZh: '山谷晨風', titleEn: 'Valley Morning Wind', cover: '/static/cover/scene-rain.jpg' }

test('an editor makes scene music from an upload, publishes it, a listener chooses it; unpublished it is gone', async () => {
  await appScenes() // warms the cached list: publishing must drop it
  const created = await call('POST', '/scenes', { ...SCENE, uploadId: 'aud-ready' })
  assert.equal(created.status, 200, JSON.stringify(created.body))
  const id = created.body.id as number
  assert.equal(created.body.status, 'draft')
  assert.equal(created.body.music, '/media/track-u9.mp4', 'the public AAC file of the upload')
  assert.ok(!(await appScenes()).some((s) => s.id === id), 'a draft is not in the app')
  const token = await loginDemo(t, 'user')
  const early = await t.call('POST', '/v3/meditation/userScene', { token, body: { scene_id: id } })
  assert.notEqual(early.body.code, 0, 'a draft cannot be chosen')

  const published = await call('POST', `/scenes/${id}/publish`)
  assert.equal(published.status, 200, JSON.stringify(published.body))
  assert.equal(published.body.status, 'published')
  await until('the scene in the app', appScenes, (l) => l.some((s) => s.id === id && s.title === '山谷晨風'))
  const en = (await appScenes('en')).find((s) => s.id === id)!
  assert.equal(en.title, 'Valley Morning Wind')
  assert.equal(en.music, '/media/track-u9.mp4')
  const chose = await t.call('POST', '/v3/meditation/userScene', { token, body: { scene_id: id } })
  assert.equal(chose.body.code, 0, JSON.stringify(chose.body))
  assert.equal((await t.call('GET', '/v3/meditation/userScene', { token })).body.data.scene.id, id)

  const del = await call('DELETE', `/scenes/${id}`, undefined, 'en')
  assert.equal(del.status, 409)
  assert.equal(del.body.code, 'published')
  assert.equal(del.body.message, 'Published content cannot be deleted')

  const unpublished = await call('POST', `/scenes/${id}/unpublish`)
  assert.equal(unpublished.body.status, 'draft')
  await until('the scene gone from the app', appScenes, (l) => !l.some((s) => s.id === id))
  const mine = (await t.call('GET', '/v3/meditation/userScene', { token })).body.data
  assert.equal(mine.is_default, true, 'back on the default scene')
  assert.notEqual(mine.scene.id, id)

  assert.equal((await call('DELETE', `/scenes/${id}`)).status, 200)
  assert.equal((await call('GET', `/scenes/${id}`)).status, 404)

  for (const [action, from, to] of [
    ['scene.create', undefined, 'draft'],
    ['scene.publish', 'draft', 'published'],
    ['scene.unpublish', 'published', 'draft'],
    ['scene.delete', 'draft', undefined]
  ] as const) {
    const row = (await auditRows(t, owner, action)).find((r) => r.targetId === String(id))
    assert.ok(row, action)
    assert.equal(row.operatorEmail, editor.email)
    assert.equal(row.before?.status, from, action)
    assert.equal(row.after?.status, to, action)
  }
})

test('scene music from an upload not ready or not audio, or without a title, is refused; nothing is written', async () => {
  const total = async () => (await call('GET', '/scenes')).headers['x-total-count']
  const before = await total()
  const busy = await call('POST', '/scenes', { ...SCENE, uploadId: 'aud-busy' }, 'en')
  assert.equal(busy.status, 409)
  assert.equal(busy.body.code, 'upload_not_ready')
  assert.equal(busy.body.message, 'The uploaded file is not ready yet')
  const missing = await call('POST', '/scenes', { ...SCENE, uploadId: 'no-such-upload' })
  assert.equal(missing.status, 409)
  assert.equal(missing.body.message, '上傳的檔案尚未處理完成')
  const video = await call('POST', '/scenes', { ...SCENE, uploadId: 'vid-ready' }, 'en')
  assert.equal(video.status, 409)
  assert.equal(video.body.code, 'upload_not_audio')
  const blank = await call('POST', '/scenes', { ...SCENE, titleZh: '  ', uploadId: 'aud-ready' }, 'en')
  assert.equal(blank.status, 400)
  assert.equal(blank.body.field, 'titleZh')
  assert.equal(await total(), before)
  // support may not touch content
  const support = await signedIn(t, 'support')
  const refused = await adminCall(t, 'POST', '/admin/api/scenes', {
    cookie: support.cookie,
    body: { ...SCENE, uploadId: 'aud-ready' }
  })
  assert.equal(refused.status, 403)
  assert.equal(await total(), before)
})

/** Zones a day apart or more at every instant (UTC+14 and UTC−11): their "today" is never the same date. */
const AHEAD = 'Pacific/Kiritimati'
const BEHIND = 'Pacific/Pago_Pago'
const appPick = async (tz: string, lang: 'zh-Hant' | 'en' = 'zh-Hant') =>
  (await t.call('GET', '/v3/meditation/dayRecommend', { lang, query: { tz } })).body.data as {
    date: string
    quote: string
    resource: { id: number }
  }

test('a daily pick for a date is the pick of that day in the listener zone once published, in both languages', async () => {
  const day = zonedDay(AHEAD, t.clock.now)
  const rotation = await appPick(AHEAD) // warms the cache
  const tracks = (await call('GET', '/day-picks/tracks', undefined)).body as { trackId: number }[]
  assert.ok(tracks.length >= 3)
  const trackId = tracks[2].trackId
  const created = await call('POST', '/day-picks', {
    day,
    trackId,
    quoteZh: '今天，慢慢來。',
    quoteEn: 'Today, take it slowly.'
  })
  assert.equal(created.status, 200, JSON.stringify(created.body))
  const id = created.body.id as number
  assert.equal(created.body.status, 'draft')
  assert.equal(created.body.track.id, trackId)
  assert.equal((await appPick(AHEAD)).quote, rotation.quote, 'a draft does not change the app')

  assert.equal((await call('POST', `/day-picks/${id}/publish`)).status, 200)
  const zh = await until(
    'the pick in the app',
    () => appPick(AHEAD),
    (p) => p.quote === '今天，慢慢來。'
  )
  assert.equal(zh.date, day)
  assert.equal(zh.resource.id, trackId)
  assert.equal((await appPick(AHEAD, 'en')).quote, 'Today, take it slowly.')
  assert.notEqual((await appPick(BEHIND)).quote, '今天，慢慢來。', 'another zone is on another date')
  const recent = (await t.call('GET', '/v3/meditation/dayRecommend/get', { query: { tz: AHEAD, days: 3 } })).body.data
  assert.equal(recent.list[0].quote, '今天，慢慢來。')
  assert.equal(recent.list.length, 3)

  // a second pick for the date, or moving another one there: 409, nothing written
  const other = await call('POST', '/day-picks', { day, trackId, quoteZh: '另一則' }, 'en')
  assert.equal(other.status, 409)
  assert.equal(other.body.code, 'pick_day_taken')
  assert.match(other.body.message, new RegExp(day))
  const elsewhere = await call('POST', '/day-picks', { day: '2031-01-02', trackId, quoteZh: '別天' })
  assert.equal(elsewhere.status, 200)
  const moved = await call('PATCH', `/day-picks/${elsewhere.body.id}`, { day })
  assert.equal(moved.status, 409)
  assert.equal(moved.body.message, `${day} 已有每日推薦，請編輯那一則`)
  assert.equal((await call('GET', `/day-picks/${elsewhere.body.id}`)).body.day, '2031-01-02')

  // edits of a published pick go live; deleting it is refused; unpublished, the rotation is back
  await call('PATCH', `/day-picks/${id}`, { quoteZh: '今天，再慢一點。' })
  await until(
    'the edit in the app',
    () => appPick(AHEAD),
    (p) => p.quote === '今天，再慢一點。'
  )
  assert.equal((await call('DELETE', `/day-picks/${id}`)).body.code, 'published')
  assert.equal((await call('POST', `/day-picks/${id}/unpublish`)).body.status, 'draft')
  await until(
    'the rotation back',
    () => appPick(AHEAD),
    (p) => p.quote === rotation.quote
  )
  assert.equal((await call('DELETE', `/day-picks/${id}`)).status, 200)

  const log = await auditRows(t, owner, 'day_pick.update')
  assert.equal(log[0].before.quoteZh, '今天，慢慢來。')
  assert.equal(log[0].after.quoteZh, '今天，再慢一點。')
  assert.equal((await auditRows(t, owner, 'day_pick.delete'))[0].before.id, id)
})

test('a pick naming no track or a date that does not exist is refused (400) in the operator language', async () => {
  const total = async () => (await call('GET', '/day-picks')).headers['x-total-count']
  const before = await total()
  const noTrack = await call('POST', '/day-picks', { day: '2031-03-01', trackId: 999999, quoteZh: '句' }, 'en')
  assert.equal(noTrack.status, 400)
  assert.equal(noTrack.body.code, 'bad_field')
  assert.equal(noTrack.body.field, 'trackId')
  assert.match(noTrack.body.message, /not valid/)
  const noDay = await call('POST', '/day-picks', { day: '2031-02-30', trackId: 1, quoteZh: '句' })
  assert.equal(noDay.status, 400)
  assert.equal(noDay.body.field, 'day')
  assert.match(noDay.body.message, /不正確/)
  const noQuote = await call('POST', '/day-picks', { day: '2031-03-01', trackId: 1, quoteZh: ' ' })
  assert.equal(noQuote.status, 400)
  assert.equal(await total(), before)
})

test('20 parallel creates for one date make one pick; 20 parallel publishes of it publish it once', async () => {
  const tracks = (await call('GET', '/day-picks/tracks', undefined)).body as { trackId: number }[]
  const day = '2032-05-05'
  const creates = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      call('POST', '/day-picks', { day, trackId: tracks[i % tracks.length].trackId, quoteZh: `句 ${i}` })
    )
  )
  const made = creates.filter((r) => r.status === 200)
  assert.equal(made.length, 1, creates.map((r) => `${r.status} ${r.body.code ?? ''}`).join(', '))
  assert.ok(creates.every((r) => r.status === 200 || r.body.code === 'pick_day_taken'))
  const id = made[0].body.id as number

  const publishes = await Promise.all(Array.from({ length: 20 }, () => call('POST', `/day-picks/${id}/publish`)))
  assert.ok(publishes.every((r) => r.status === 200 && r.body.status === 'published'))
  const onDay = (await call('GET', '/day-picks', undefined)).body.filter((p: { day: string }) => p.day === day)
  assert.equal(onDay.length, 1)
  const publishedAt = onDay[0].publishedAt
  assert.ok(
    publishes.every((r) => r.body.publishedAt === publishedAt),
    'published once, at one time'
  )
  const transitions = (await auditRows(t, owner, 'day_pick.publish')).filter(
    (r) => r.targetId === String(id) && r.before.status === 'draft'
  )
  assert.equal(transitions.length, 1)
  const pick = (await t.call('GET', '/v3/meditation/dayRecommend', { query: { date: day } })).body.data
  assert.equal(pick.quote, made[0].body.quoteZh)
})
