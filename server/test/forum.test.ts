import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { ErrorCode, signNonce, signRequest, signTimestamp } from '@app/protocol'
import { eq } from 'drizzle-orm'
import { users as usersTable } from '../src/db/schema'
import { FFMPEG } from '../src/media/ffmpeg'
import { findBannedWord } from '../src/routes/forum/rules'
import { createTestApp, loginWithEmail, tableCounts, type TestApp } from './helpers'

let t: TestApp
const users: Record<string, { token: string; id: number }> = {}
before(async () => {
  t = await createTestApp({
    forum: {
      reportsToHide: 3,
      postLimit: { max: 12, windowMs: 60 * 60_000 },
      commentLimit: { max: 8, windowMs: 10 * 60_000 }
    }
  })
  for (const name of ['ann', 'ben', 'cat', 'dan', 'eve']) users[name] = await loginWithEmail(t, `${name}@forum.test`)
})
after(() => t.close())

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)])

function multipart(file: Buffer, filename: string, boundary = 'FoRuMbOuNdArY') {
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n1\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`)
  ])
  return { body, contentType: `multipart/form-data; boundary=${boundary}` }
}

async function upload(path: string, token: string, file: Buffer, filename: string, lang: 'en' | 'zh-Hant' = 'en') {
  const { body, contentType } = multipart(file, filename)
  const timestamp = signTimestamp(t.clock.now)
  const nonce = signNonce()
  const res = await t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'x-timestamp': timestamp,
      'x-nonce': nonce,
      'x-sign': signRequest({ method: 'POST', path, timestamp, nonce }),
      'x-lang': lang,
      'x-device': 'WECHAT',
      'x-token': token,
      'content-type': contentType
    },
    payload: body
  })
  return res.json()
}

const imageName = async (token: string) => {
  const res = await upload('/v2/files', token, PNG, 'photo.png')
  assert.equal(res.code, 0, JSON.stringify(res))
  return (res.data.url as string).replace('/files/', '')
}
const post = (token: string, body: Record<string, unknown>, lang: 'en' | 'zh-Hant' = 'en') =>
  t.call('POST', '/v3/forum/posts', { token, body, lang })
const feed = (tab: string, token?: string, page = 1, size = 20) =>
  t.call('GET', '/v3/forum/posts', { token, query: { tab, page, size } })

test('banned words match after the search normalisation: Simplified, full-width and spaced variants', () => {
  const words = ['賭博', 'casino']
  assert.equal(findBannedWord('一起來賭博吧', words), '賭博')
  assert.equal(findBannedWord('一起来赌博吧', words), '賭博')
  assert.equal(findBannedWord('ＣＡＳＩＮＯ night', words), 'casino')
  assert.equal(findBannedWord('C a s-i.n o', words), 'casino')
  assert.equal(findBannedWord('今天靜心二十分鐘', words), null)
})

test('a text post with images is created, shown in the feed and the detail, text kept as text', async () => {
  const { token, id } = users.ann
  const images = [await imageName(token), await imageName(token)]
  const res = await post(token, { content: '  今日靜坐 <b>20</b> 分鐘 <script>x</script>  ', images })
  assert.equal(res.body.code, 0, JSON.stringify(res.body))
  const p = res.body.data
  assert.equal(p.content, '今日靜坐 <b>20</b> 分鐘 <script>x</script>')
  assert.deepEqual(
    p.images,
    images.map((n) => `/files/${n}`)
  )
  assert.equal(p.author.id, id)
  assert.equal(p.mine, true)
  const list = (await feed('latest', users.ben.token)).body.data
  assert.equal(list.list[0].id, p.id)
  assert.equal(list.list[0].mine, false)
  const detail = await t.call('GET', `/v3/forum/posts/${p.id}`)
  assert.equal(detail.body.data.content, p.content)
})

test('bad input is refused with a translated message and stores nothing', async () => {
  const { token } = users.ben
  await imageName(token) // an upload of one's own exists: the refusals below are about the post
  const before = await tableCounts(t.database)
  const cases: [Record<string, unknown>, string, string][] = [
    [{ content: '   ' }, 'Please write something first', '請輸入內容'],
    [{ content: 'a'.repeat(501) }, 'at most 500 characters', '最多 500 個字元'],
    [{ content: '靜'.repeat(251) }, 'at most 500 characters', '最多 500 個字元'],
    [{ content: '週末一起去赌博' }, 'not allowed', '不允許的字詞'],
    [{ content: 'ＣＡＳＩＮＯ tonight' }, 'not allowed', '不允許的字詞'],
    [
      { content: 'too many', images: Array.from({ length: 10 }, (_, i) => `${String(i).padStart(24, 'a')}.png`) },
      'at most 9 images',
      '最多可附上 9 張圖片'
    ],
    [{ content: "someone else's image", images: ['0123456789abcdef01234567.png'] }, 'not valid', '附件無效']
  ]
  for (const [body, en, zh] of cases) {
    const r = await post(token, body, 'en')
    assert.equal(r.body.code, ErrorCode.BUSINESS, JSON.stringify([body, r.body]))
    assert.ok(r.body.msg.includes(en), r.body.msg)
    const z = await post(token, body, 'zh-Hant')
    assert.ok(z.body.msg.includes(zh), z.body.msg)
  }
  assert.deepEqual(await tableCounts(t.database), before)
})

test('exactly 500 display units is accepted (250 Chinese characters)', async () => {
  const r = await post(users.eve.token, { content: '靜'.repeat(250) })
  assert.equal(r.body.code, 0, JSON.stringify(r.body))
  assert.equal((await t.call('DELETE', `/v3/forum/posts/${r.body.data.id}`, { token: users.eve.token })).body.code, 0)
})

test('20 parallel likes by one user count once; unliking counts down once', async () => {
  const p = (await post(users.cat.token, { content: 'like me' })).body.data
  const { token } = users.dan
  const res = await Promise.all(
    Array.from({ length: 20 }, () => t.call('PUT', `/v3/forum/posts/${p.id}/like`, { token, body: { like: true } }))
  )
  assert.ok(res.every((r) => r.body.code === 0))
  assert.equal((await t.call('GET', `/v3/forum/posts/${p.id}`, { token })).body.data.like_count, 1)
  assert.equal((await t.call('GET', `/v3/forum/posts/${p.id}`, { token })).body.data.liked, true)
  await t.call('PUT', `/v3/forum/posts/${p.id}/like`, { token: users.eve.token, body: { like: true } })
  const off = await Promise.all(
    Array.from({ length: 5 }, () => t.call('PUT', `/v3/forum/posts/${p.id}/like`, { token, body: { like: false } }))
  )
  assert.equal(off.at(-1)!.body.code, 0)
  assert.equal((await t.call('GET', `/v3/forum/posts/${p.id}`)).body.data.like_count, 1)
})

test('feed: latest by time, popular by likes and comments, paged', async () => {
  const a = (await post(users.eve.token, { content: 'quiet one' })).body.data
  const b = (await post(users.eve.token, { content: 'loved one' })).body.data
  for (const u of ['ann', 'ben', 'cat']) {
    await t.call('PUT', `/v3/forum/posts/${a.id}/like`, { token: users[u].token, body: { like: true } })
  }
  await t.call('POST', `/v3/forum/posts/${a.id}/comments`, { token: users.ben.token, body: { content: 'nice' } })
  const latest = (await feed('latest', undefined, 1, 2)).body.data
  assert.deepEqual(
    latest.list.map((p: { id: number }) => p.id),
    [b.id, a.id]
  )
  assert.equal(latest.has_more, true)
  const popular = (await feed('popular')).body.data
  assert.equal(popular.list[0].id, a.id)
  const page2 = (await feed('latest', undefined, 2, 2)).body.data
  assert.equal(page2.page, 2)
  assert.ok(!page2.list.some((p: { id: number }) => p.id === a.id || p.id === b.id))
  assert.equal(latest.total, page2.total)
})

test('comments are paged; only their author may delete one, and the count follows', async () => {
  const p = (await post(users.ann.token, { content: 'comment here' })).body.data
  const ids: number[] = []
  for (let i = 0; i < 3; i++) {
    const r = await t.call('POST', `/v3/forum/posts/${p.id}/comments`, {
      token: users.cat.token,
      body: { content: `comment ${i}` }
    })
    assert.equal(r.body.code, 0, JSON.stringify(r.body))
    ids.push(r.body.data.id)
  }
  const first = (await t.call('GET', `/v3/forum/posts/${p.id}/comments`, { query: { page: 1, size: 2 } })).body.data
  assert.deepEqual(
    first.list.map((c: { content: string }) => c.content),
    ['comment 0', 'comment 1']
  )
  assert.equal(first.has_more, true)
  const bad = await t.call('POST', `/v3/forum/posts/${p.id}/comments`, {
    token: users.cat.token,
    body: { content: '去赌博' }
  })
  assert.equal(bad.body.code, ErrorCode.BUSINESS)
  const other = await t.call('DELETE', `/v3/forum/comments/${ids[0]}`, { token: users.ann.token })
  assert.equal(other.body.code, ErrorCode.FORBIDDEN)
  const own = await t.call('DELETE', `/v3/forum/comments/${ids[0]}`, { token: users.cat.token })
  assert.equal(own.body.code, 0)
  const detail = (await t.call('GET', `/v3/forum/posts/${p.id}`)).body.data
  assert.equal(detail.comment_count, 2)
})

test('only the author deletes a post, and its images go with it', async () => {
  const img = await imageName(users.dan.token)
  const p = (await post(users.dan.token, { content: 'mine', images: [img] })).body.data
  assert.equal((await t.call('DELETE', `/v3/forum/posts/${p.id}`, { token: users.ann.token })).body.code, 4030)
  assert.equal((await t.call('DELETE', `/v3/forum/posts/${p.id}`, { token: users.dan.token })).body.code, 0)
  assert.equal((await t.call('GET', `/v3/forum/posts/${p.id}`)).body.code, ErrorCode.NOT_FOUND)
  assert.equal((await t.app.inject({ method: 'GET', url: `/files/${img}` })).statusCode, 404)
})

test("N distinct members' reports hide a post pending review; one report per user, even in parallel", async () => {
  // the reporters are members of the community (older than a week, with a comment): their reports count whole
  const host = (await post(users.eve.token, { content: 'a place to talk' })).body.data
  for (const name of ['ben', 'cat', 'dan']) {
    await t.database.db
      .update(usersTable)
      .set({ createdAt: new Date(t.clock.now - 10 * 86_400_000) })
      .where(eq(usersTable.id, users[name].id))
    await t.call('POST', `/v3/forum/posts/${host.id}/comments`, { token: users[name].token, body: { content: 'hi' } })
  }
  const p = (await post(users.ann.token, { content: 'reported' })).body.data
  const twenty = await Promise.all(
    Array.from({ length: 20 }, () =>
      t.call('POST', `/v3/forum/posts/${p.id}/report`, { token: users.ben.token, body: { reason: 'spam' } })
    )
  )
  assert.ok(twenty.every((r) => r.body.code === 0 && r.body.data.hidden === false))
  const second = await t.call('POST', `/v3/forum/posts/${p.id}/report`, { token: users.cat.token, body: {} })
  assert.equal(second.body.data.hidden, false)
  const own = await t.call('POST', `/v3/forum/posts/${p.id}/report`, { token: users.ann.token, body: {} })
  assert.equal(own.body.code, ErrorCode.FORBIDDEN)
  const third = await t.call('POST', `/v3/forum/posts/${p.id}/report`, { token: users.dan.token, body: {} })
  assert.equal(third.body.data.hidden, true)
  const ids = (await feed('latest')).body.data.list.map((x: { id: number }) => x.id)
  assert.ok(!ids.includes(p.id))
  assert.equal((await t.call('GET', `/v3/forum/posts/${p.id}`, { token: users.eve.token })).body.code, 4040)
  const mine = (await t.call('GET', `/v3/forum/posts/${p.id}`, { token: users.ann.token })).body.data
  assert.equal(mine.status, 'review')
})

test('blocking a user hides their posts and comments for the blocker only', async () => {
  const p = (await post(users.cat.token, { content: 'from cat' })).body.data
  const host = (await post(users.ann.token, { content: 'host' })).body.data
  await t.call('POST', `/v3/forum/posts/${host.id}/comments`, { token: users.cat.token, body: { content: 'cat says' } })
  const self = await t.call('POST', '/v3/forum/blocks', { token: users.eve.token, body: { user_id: users.eve.id } })
  assert.equal(self.body.code, ErrorCode.BUSINESS)
  assert.equal(
    (await t.call('POST', '/v3/forum/blocks', { token: users.eve.token, body: { user_id: users.cat.id } })).body.code,
    0
  )
  const seen = (token?: string) =>
    feed('latest', token, 1, 100).then((r) => r.body.data.list.map((x: { id: number }) => x.id) as number[])
  assert.ok(!(await seen(users.eve.token)).includes(p.id))
  assert.ok((await seen(users.dan.token)).includes(p.id))
  assert.equal((await t.call('GET', `/v3/forum/posts/${p.id}`, { token: users.eve.token })).body.code, 4040)
  const comments = await t.call('GET', `/v3/forum/posts/${host.id}/comments`, { token: users.eve.token })
  assert.equal(comments.body.data.total, 0)
  await t.call('DELETE', `/v3/forum/blocks/${users.cat.id}`, { token: users.eve.token })
  assert.ok((await seen(users.eve.token)).includes(p.id))
})

test('posting and commenting are rate-limited per user', async () => {
  const fresh = await loginWithEmail(t, 'busy@forum.test')
  let status = 0
  for (let i = 0; i < 13 && status !== 429; i++) status = (await post(fresh.token, { content: `post ${i}` })).status
  assert.equal(status, 429)
  const target = (await post(users.dan.token, { content: 'talk' })).body.data
  let c = 0
  for (let i = 0; i < 9 && c !== 429; i++)
    c = (
      await t.call('POST', `/v3/forum/posts/${target.id}/comments`, { token: fresh.token, body: { content: `c${i}` } })
    ).status
  assert.equal(c, 429)
})

function makeVideo(seconds: number): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'forum-video-'))
  const out = join(dir, 'v.mp4')
  const r = spawnSync(FFMPEG, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=64x48:rate=2:duration=${seconds}`,
    '-pix_fmt',
    'yuv420p',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    out
  ])
  assert.equal(r.status, 0, r.stderr?.toString())
  const data = readFileSync(out)
  rmSync(dir, { recursive: true, force: true })
  return data
}

test('a video post: the server reads the duration, makes a poster frame and serves the video with ranges', async () => {
  const { token } = users.dan
  const up = await upload('/v3/forum/video', token, makeVideo(3), 'clip.mov')
  assert.equal(up.code, 0, JSON.stringify(up))
  assert.equal(up.data.seconds, 3)
  const poster = await t.app.inject({ method: 'GET', url: up.data.poster })
  assert.equal(poster.headers['content-type'], 'image/jpeg')
  assert.deepEqual([...poster.rawPayload.subarray(0, 3)], [0xff, 0xd8, 0xff])
  const part = await t.app.inject({ method: 'GET', url: up.data.url, headers: { range: 'bytes=0-99' } })
  assert.equal(part.statusCode, 206)
  assert.equal(part.rawPayload.length, 100)
  const p = await post(token, { content: '', video: up.data.video })
  assert.equal(p.body.code, 0, JSON.stringify(p.body))
  assert.equal(p.body.data.kind, 'video')
  assert.equal(p.body.data.poster, up.data.poster)
  assert.equal(p.body.data.video_seconds, 3)
  // someone else cannot post it
  assert.equal((await post(users.ann.token, { content: 'x', video: up.data.video })).body.code, ErrorCode.BUSINESS)
})

test('videos: a non-video (whatever its name), one over the duration cap', async () => {
  const { token } = users.eve
  const before = await tableCounts(t.database)
  const fake = await upload('/v3/forum/video', token, Buffer.from('not a video at all, just text'), 'clip.mp4')
  assert.equal(fake.code, ErrorCode.BUSINESS)
  assert.equal(fake.msg, 'Please choose an MP4 video')
  const long = await upload('/v3/forum/video', token, makeVideo(62), 'long.mp4', 'zh-Hant')
  assert.equal(long.code, ErrorCode.BUSINESS)
  assert.equal(long.msg, '影片不能超過 60 秒')
  assert.deepEqual(await tableCounts(t.database), before)
})

test('account deletion removes the posts and the counts they made', async () => {
  const leaving = await loginWithEmail(t, 'leaving@forum.test')
  const p = (await post(users.ann.token, { content: 'stay' })).body.data
  await t.call('PUT', `/v3/forum/posts/${p.id}/like`, { token: leaving.token, body: { like: true } })
  await t.call('POST', `/v3/forum/posts/${p.id}/comments`, { token: leaving.token, body: { content: 'bye' } })
  const own = (await post(leaving.token, { content: 'gone soon' })).body.data
  assert.equal(
    (await t.call('POST', '/v3/user/signOut', { token: leaving.token, body: { confirm: true } })).body.code,
    0
  )
  const after = (await t.call('GET', `/v3/forum/posts/${p.id}`)).body.data
  assert.equal(after.like_count, 0)
  assert.equal(after.comment_count, 0)
  assert.equal((await t.call('GET', `/v3/forum/posts/${own.id}`)).body.code, 4040)
})
