/**
 * VOD courses with their lessons and short videos in the console (issue 31): an editor drafts a course (not in the
 * app), adds a lesson from a ready video upload and one from an audio upload, publishes it, and the app's course
 * detail (GET /v3/get/goods/info) shows it with its lessons in both languages; unpublishing hides it again. Bad input
 * (negative price, missing title, an upload not ready or of the wrong kind) is a translated 4xx and changes nothing.
 * Short videos: made from a ready video upload (its poster the cover), published to GET /v3/course/shortVideo/:id.
 * Every write is in the audit log. The uploads are rows as the pipeline leaves them (admin-uploads-video tests it).
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { uploadsRepo } from '../src/storage/mediaUploads'
import { auditRows, type SignedIn, until as eventually, consoleApp, type ConsoleCall } from './admin-fixtures'
import { type TestApp } from './helpers'

let t: TestApp
let editor: SignedIn
let owner: SignedIn
let call: ConsoleCall
before(async () => {
  ;({ t, editor, owner, call } = await consoleApp('editor', 'owner'))
  const repo = uploadsRepo(t.database.db)
  const file = (id: string, mime: string) =>
    repo.create({ id, operatorId: null, fileName: `${id}.bin`, mime, size: 1000 })
  await file('vid-ready', 'video/mp4')
  await repo.update('vid-ready', {
    status: 'ready',
    duration: 62,
    mediaPath: '/media/video-u1/index.m3u8',
    memberMediaPath: '/media/video-member-u1/index.m3u8',
    posterPath: '/media/poster-u1.jpg'
  })
  await file('aud-ready', 'audio/mpeg')
  await repo.update('aud-ready', {
    status: 'ready',
    duration: 300,
    mediaPath: '/media/track-u2.mp4',
    memberMediaPath: '/media/track-member-u2.mp4'
  })
  await file('vid-busy', 'video/mp4')
  await repo.update('vid-busy', { status: 'processing' })
})
after(() => t.close())

const COURSE = {
  titleZh: '正念入門八堂課',
  titleEn: 'Mindfulness in Eight Lessons',
  teacherZh: '陳老師',
  teacherEn: 'Teacher Chen',
  introZh: '從呼吸開始。',
  introEn: 'Start with the breath.',
  cover: '/static/course/course-mindfulness.jpg',
  priceCents: 19900
}
const app = (sku: string, lang: 'zh-Hant' | 'en' = 'zh-Hant') =>
  t.call('GET', '/v3/get/goods/info', { lang, query: { sku } })

const until = <T>(what: string, fn: () => Promise<T>, check: (v: T) => boolean) => eventually(what, fn, check, 300)

test('an editor creates a course with a video and an audio lesson, publishes it, the app shows it; unpublish hides it', async () => {
  const created = await call('POST', '/courses', COURSE)
  assert.equal(created.status, 200, JSON.stringify(created.body))
  const { id, sku } = created.body
  assert.equal(created.body.status, 'draft')
  assert.notEqual((await app(sku)).body.code, 0, 'a draft is not in the app')

  const noLessons = await call('POST', `/courses/${id}/publish`, undefined, 'en')
  assert.equal(noLessons.status, 409)
  assert.equal(noLessons.body.message, 'A course needs at least one lesson to be published')

  const v = await call('POST', `/courses/${id}/lessons`, {
    titleZh: '第一課：呼吸',
    titleEn: 'Lesson 1: Breath',
    uploadId: 'vid-ready',
    isFree: true
  })
  assert.equal(v.status, 200, JSON.stringify(v.body))
  const a = await call('POST', `/courses/${id}/lessons`, {
    titleZh: '第二課：身體',
    titleEn: 'Lesson 2: Body',
    uploadId: 'aud-ready'
  })
  assert.equal(a.status, 200, JSON.stringify(a.body))
  assert.deepEqual(
    a.body.lessons.map((l: { kind: string; mediaPath: string; duration: number; isFree: boolean }) => [
      l.kind,
      l.mediaPath,
      l.duration,
      l.isFree
    ]),
    [
      ['video', '/media/video-u1/index.m3u8', 62, true],
      ['audio', '/media/track-member-u2.mp4', 300, false]
    ],
    'a free preview plays the public file, a paid lesson the signed-only one'
  )
  const [first, second] = a.body.lessons.map((l: { id: number }) => l.id)
  const moved = await call('PUT', `/courses/${id}/lessons/order`, { ids: [second, first] })
  assert.equal(moved.status, 200, JSON.stringify(moved.body))
  assert.deepEqual(
    moved.body.lessons.map((l: { id: number }) => l.id),
    [second, first]
  )

  const pub = await call('POST', `/courses/${id}/publish`)
  assert.equal(pub.status, 200, JSON.stringify(pub.body))
  assert.equal(pub.body.status, 'published')
  const shown = await until(
    'the course in the app',
    () => app(sku),
    (r) => r.body.code === 0
  )
  const d = shown.body.data
  assert.equal(d.title, COURSE.titleZh)
  assert.equal(d.intro, COURSE.introZh)
  assert.deepEqual(
    d.lessons.map((l: { title: string; is_free: number; locked: boolean; video_path: string | null }) => [
      l.title,
      l.is_free,
      l.locked,
      l.video_path
    ]),
    [
      ['第二課：身體', 0, true, null],
      ['第一課：呼吸', 1, false, '/media/video-u1/index.m3u8']
    ]
  )
  const en = (await app(sku, 'en')).body.data
  assert.equal(en.title, COURSE.titleEn)
  assert.equal(en.lessons[1].title, 'Lesson 1: Breath')

  const listed = await call('GET', '/courses?q=Mindfulness%20in%20Eight&status=published')
  assert.equal(listed.headers['x-total-count'], '1')
  assert.equal(listed.body[0].lessonCount, 2)

  const un = await call('POST', `/courses/${id}/unpublish`)
  assert.equal(un.status, 200)
  assert.equal(un.body.status, 'draft')
  await until(
    'the course gone from the app',
    () => app(sku),
    (r) => r.body.code !== 0
  )

  for (const action of [
    'course.create',
    'course.lesson_create',
    'course.lesson_order',
    'course.publish',
    'course.unpublish'
  ]) {
    const [row] = await auditRows(t, owner, action)
    assert.ok(row, `audited: ${action}`)
    assert.equal(row.operatorEmail, editor.email)
    assert.equal(Number(row.targetId), id)
  }
  const [pubAudit] = await auditRows(t, owner, 'course.publish')
  assert.equal(pubAudit.before.status, 'draft')
  assert.equal(pubAudit.after.status, 'published')
})

test('bad input is a translated 4xx and changes nothing', async () => {
  const before = await call('GET', '/courses?_end=100')
  const negative = await call('POST', '/courses', { ...COURSE, priceCents: -1 }, 'en')
  assert.equal(negative.status, 400)
  assert.match(negative.body.message, /not valid|required/)
  const noTitle = await call('POST', '/courses', { ...COURSE, titleZh: '  ' })
  assert.equal(noTitle.status, 400)
  assert.match(noTitle.body.message, /[\u4e00-\u9fff]/, 'zh-Hant by default')
  const fraction = await call('POST', '/courses', { ...COURSE, priceCents: 10.5 })
  assert.equal(fraction.status, 400)
  const after = await call('GET', '/courses?_end=100')
  assert.equal(after.headers['x-total-count'], before.headers['x-total-count'])

  const { id } = (await call('POST', '/courses', COURSE)).body
  const creates = (await auditRows(t, owner, 'course.lesson_create')).length
  for (const [uploadId, status] of [
    ['vid-busy', 409],
    ['no-such-upload', 409]
  ] as const) {
    const r = await call('POST', `/courses/${id}/lessons`, { titleZh: '課', titleEn: 'L', uploadId }, 'en')
    assert.equal(r.status, status, uploadId)
    assert.equal(r.body.message, 'The uploaded file is not ready yet')
  }
  const badPatch = await call('PATCH', `/courses/${id}`, { priceCents: -5 })
  assert.equal(badPatch.status, 400)
  const shown = await call('GET', `/courses/${id}`)
  assert.equal(shown.body.lessonCount, 0)
  assert.equal(shown.body.priceCents, COURSE.priceCents)
  assert.equal((await auditRows(t, owner, 'course.lesson_create')).length, creates)

  const audioShort = await call(
    'POST',
    '/short-videos',
    { titleZh: '短', titleEn: 'Short', uploadId: 'aud-ready' },
    'en'
  )
  assert.equal(audioShort.status, 409)
  assert.equal(audioShort.body.message, 'The uploaded file is of the wrong kind (a short video needs a video)')
})

test('a short video from a video upload: draft, published to the app, unpublished', async () => {
  const r = await call('POST', '/short-videos', {
    titleZh: '一分鐘呼吸',
    titleEn: 'One-minute breath',
    teacherZh: '陳老師',
    teacherEn: 'Teacher Chen',
    uploadId: 'vid-ready'
  })
  assert.equal(r.status, 200, JSON.stringify(r.body))
  assert.equal(r.body.posterPath, '/media/poster-u1.jpg')
  assert.equal(r.body.duration, 62)
  const shortApp = () => t.call('GET', `/v3/course/shortVideo/${r.body.id}`, { lang: 'en' })
  assert.notEqual((await shortApp()).body.code, 0)
  assert.equal((await call('POST', `/short-videos/${r.body.id}/publish`)).status, 200)
  const shown = await until('the short video in the app', shortApp, (x) => x.body.code === 0)
  assert.equal(shown.body.data.video.title, 'One-minute breath')
  assert.equal(shown.body.data.video.video_path, '/media/video-u1/index.m3u8')
  assert.equal(shown.body.data.video.cover, '/media/poster-u1.jpg')
  assert.equal((await call('POST', `/short-videos/${r.body.id}/unpublish`)).status, 200)
  await until('the short video gone', shortApp, (x) => x.body.code !== 0)
  const [row] = await auditRows(t, owner, 'short_video.publish')
  assert.equal(Number(row.targetId), r.body.id)
})
