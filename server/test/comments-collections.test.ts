import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import type { CollectionCardDTO, CollectionDetailDTO, CommentDTO } from '@app/protocol'
import { ErrorCode } from '@app/protocol'
import { createTestApp, loginDemo, loginWithEmail, type TestApp } from './helpers'

let t: TestApp
let vip: string
let plain: string
const users: string[] = []
before(async () => {
  t = await createTestApp()
  vip = await loginDemo(t, 'vip')
  plain = await loginDemo(t, 'user')
  for (let i = 0; i < 20; i++) users.push((await loginWithEmail(t, `liker${i}@example.com`)).token)
})
after(() => t.close())

const TRACK = 101 // the first track of the first demo album

test('track comments: list, post within spec §5 (non-ASCII counts as two), translated refusals store nothing', async () => {
  const list = async (token?: string) =>
    (await t.call('GET', '/v3/meditation/resourceComments', { query: { resource_id: TRACK }, token })).body.data
  assert.equal((await list()).total, 0)
  const post = (content: unknown, token?: string, lang: 'zh-Hant' | 'en' = 'zh-Hant') =>
    t.call('POST', '/v3/meditation/resourceComments', { body: { resource_id: TRACK, content }, token, lang })
  assert.equal((await post('hi')).body.code, ErrorCode.NOT_LOGGED_IN)
  const blank = await post('   ', plain)
  assert.equal(blank.status, 400)
  assert.equal(blank.body.msg, '請輸入留言內容')
  const long = await post('a'.repeat(501), plain, 'en')
  assert.equal(long.status, 400)
  assert.match(long.body.msg, /at most 500 characters/)
  assert.equal((await post('靜'.repeat(251), plain)).status, 400)
  assert.equal((await list()).total, 0, 'refused comments are not stored')
  assert.equal(
    (
      await t.call('POST', '/v3/meditation/resourceComments', {
        body: { resource_id: 99999, content: 'x' },
        token: plain
      })
    ).status,
    404
  )
  assert.equal((await post('靜'.repeat(250), plain)).body.code, 0)
  const mine: CommentDTO = (await post('  聽完很放鬆  ', plain)).body.data
  assert.equal(mine.content, '聽完很放鬆')
  assert.equal(mine.mine, true)
  const page = await list(vip)
  assert.equal(page.total, 2)
  assert.equal(page.list[0].id, mine.id, 'newest first')
  assert.equal(page.list[0].mine, false)
})

test('track comments: the author deletes their own, nobody else can', async () => {
  const posted: CommentDTO = (
    await t.call('POST', '/v3/meditation/resourceComments', {
      body: { resource_id: TRACK, content: 'to delete' },
      token: vip
    })
  ).body.data
  const del = (token?: string) =>
    t.call('DELETE', '/v3/meditation/resourceComments', { query: { id: posted.id }, token })
  assert.equal((await del()).status, 401)
  assert.equal((await del(plain)).status, 403)
  assert.equal((await del(vip)).body.code, 0)
  assert.equal((await del(vip)).status, 404)
})

test('course comments: the author deletes their own (DELETE /v2/comments/{comment id})', async () => {
  const posted: CommentDTO = (await t.call('POST', '/v2/comments/1', { body: { content: 'bye' }, token: plain })).body
    .data
  assert.equal((await t.call('DELETE', `/v2/comments/${posted.id}`, { token: vip })).status, 403)
  assert.equal((await t.call('DELETE', `/v2/comments/${posted.id}`, { token: plain })).body.code, 0)
  const page = (await t.call('GET', '/v2/comments/1')).body.data
  assert.ok(!page.list.some((c: CommentDTO) => c.id === posted.id))
})

for (const thread of ['course', 'track'] as const) {
  test(`${thread} comment likes under 20 parallel requests: one like per user, counts right`, async () => {
    const posted: CommentDTO =
      thread === 'course'
        ? (await t.call('POST', '/v2/comments/2', { body: { content: 'like me' }, token: vip })).body.data
        : (
            await t.call('POST', '/v3/meditation/resourceComments', {
              body: { resource_id: TRACK, content: 'like me' },
              token: vip
            })
          ).body.data
    const like = (token: string, value: boolean) =>
      thread === 'course'
        ? t.call('PUT', `/v2/comments/${posted.id}/like`, { body: { like: value }, token })
        : t.call('PUT', '/v3/meditation/resourceCommentLike', { body: { comment_id: posted.id, like: value }, token })
    const count = async () => {
      const page =
        thread === 'course'
          ? (await t.call('GET', '/v2/comments/2', { query: { size: 50 } })).body.data
          : (await t.call('GET', '/v3/meditation/resourceComments', { query: { resource_id: TRACK, size: 50 } })).body
              .data
      return page.list.find((c: CommentDTO) => c.id === posted.id).like_count
    }
    // one user, 20 times at once: one like
    const same = await Promise.all(Array.from({ length: 20 }, () => like(plain, true)))
    assert.ok(same.every((r) => r.body.code === 0))
    assert.equal(await count(), 1)
    // 20 users at once: 21 likes
    const many = await Promise.all(users.map((u) => like(u, true)))
    assert.ok(many.every((r) => r.body.code === 0))
    assert.equal(await count(), 21)
    // all of them take it back at once, twice over: 0, never below
    await Promise.all([...users, ...users, plain, plain].map((u) => like(u, false)))
    assert.equal(await count(), 0)
  })
}

test('posting under 20 parallel requests: the rate limit lets exactly 10 a minute through, nothing else stored', async () => {
  const token = users[0]
  const before = (await t.call('GET', '/v2/comments/3')).body.data.total
  const res = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      t.call('POST', '/v2/comments/3', { body: { content: `parallel ${i}` }, token })
    )
  )
  assert.equal(res.filter((r) => r.body.code === 0).length, 10)
  assert.equal(res.filter((r) => r.status === 429).length, 10)
  assert.equal((await t.call('GET', '/v2/comments/3')).body.data.total, before + 10)
})

test('collections: list, detail in order with albums and courses, idempotent favourite', async () => {
  const list: CollectionCardDTO[] = (await t.call('GET', '/v3/collection/list')).body.data
  assert.equal(list.length, 2)
  assert.equal(list[0].title, '好眠精選')
  assert.equal(list[0].item_count, 4)
  const en: CollectionCardDTO[] = (await t.call('GET', '/v3/collection/list', { lang: 'en' })).body.data
  assert.equal(en[0].title, 'Sleep Well')

  const detail = async (token?: string): Promise<CollectionDetailDTO> =>
    (await t.call('GET', `/v3/collection/${list[0].id}`, { token })).body.data
  const d = await detail()
  assert.deepEqual(
    d.items.map((i) => `${i.kind}:${i.sku}`),
    ['meditation:m-sleep', 'meditation:m-rain', 'meditation:m-breath', 'course:c-deep-sleep']
  )
  assert.equal(d.items[3].type, 0)
  assert.equal(d.favorited, false)
  assert.equal((await t.call('GET', '/v3/collection/999')).status, 404)

  const fav = (token: string | undefined, favorite: boolean, id = list[0].id) =>
    t.call('PUT', '/v3/collection/favorite', { body: { id, favorite }, token })
  assert.equal((await fav(undefined, true)).status, 401)
  assert.equal((await fav(plain, true, 999)).status, 404)
  const res = await Promise.all(Array.from({ length: 20 }, () => fav(plain, true)))
  assert.ok(res.every((r) => r.body.code === 0))
  assert.equal((await detail(plain)).favorited, true)
  assert.equal((await detail(plain)).favorite_count, 1, 'twenty taps, one favourite')
  await Promise.all(users.map((u) => fav(u, true)))
  assert.equal((await detail()).favorite_count, 21)
  assert.equal((await fav(plain, false)).body.data.favorited, false)
  assert.equal((await detail(plain)).favorited, false)
  assert.equal((await detail()).favorite_count, 20)
})
