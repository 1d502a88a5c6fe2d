/**
 * Issue 34: the community feed does not count every post for `total` (it grows with the community): it counts up to
 * FEED_COUNT_CAP posts, or one past the page asked for when that is further. `has_more` stays exact on every page,
 * and `total` is exact below the cap.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { and, count, eq, isNull } from 'drizzle-orm'
import { FEED_COUNT_CAP } from '../src/db/repos/forum'
import { forumPosts, users } from '../src/db/schema'
import { createTestApp, loginWithEmail, type TestApp } from './helpers'

let t: TestApp
let token: string
let exact: number

const feed = async (tab: string, page: number, size: number) => {
  const res = await t.call('GET', '/v3/forum/posts', { token, query: { tab, page, size } })
  assert.equal(res.body.code, 0, JSON.stringify(res.body))
  return res.body.data as { list: { id: number }[]; total: number; has_more: boolean; page: number }
}

before(async () => {
  t = await createTestApp()
  const author = await loginWithEmail(t, `scale-feed-${Date.now()}@example.com`)
  token = (await loginWithEmail(t, `scale-feed-reader-${Date.now()}@example.com`)).token
  await t.database.db.insert(forumPosts).values(
    Array.from({ length: FEED_COUNT_CAP + 30 }, (_, i) => ({
      userId: author.id,
      kind: 'text' as const,
      content: `post ${i}`,
      likeCount: (i * 7) % 13
    }))
  )
  const [{ n }] = await t.database.db
    .select({ n: count() })
    .from(forumPosts)
    .innerJoin(users, eq(users.id, forumPosts.userId))
    .where(and(eq(forumPosts.status, 'visible'), isNull(users.deletedAt)))
  exact = n
  assert.ok(exact > FEED_COUNT_CAP + 20)
})
after(() => t.close())

test('beyond the cap, the first pages say the cap and that there is more', async () => {
  for (const tab of ['latest', 'popular']) {
    const first = await feed(tab, 1, 20)
    assert.equal(first.list.length, 20)
    assert.equal(first.total, FEED_COUNT_CAP, tab)
    assert.equal(first.has_more, true)
  }
})

test('a page past the cap counts one past itself: has_more is exact up to the last page', async () => {
  const size = 20
  const last = Math.ceil(exact / size)
  for (const tab of ['latest', 'popular']) {
    const beforeLast = await feed(tab, last - 1, size)
    assert.equal(beforeLast.has_more, true, tab)
    assert.ok(beforeLast.total > (last - 1) * size)
    const end = await feed(tab, last, size)
    assert.equal(end.list.length, exact - (last - 1) * size)
    assert.equal(end.total, exact, 'the exact total once the count reaches the end')
    assert.equal(end.has_more, false)
  }
})

test('keyset pages (next_cursor) walk the same posts in the same order as numbered pages, to the end', async () => {
  for (const tab of ['latest', 'popular']) {
    const byPage: number[] = []
    for (let page = 1; ; page++) {
      const p = await feed(tab, page, 100)
      byPage.push(...p.list.map((x) => x.id))
      if (!p.has_more) break
    }
    const byCursor: number[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const query: Record<string, string | number> = { tab, size: 100, ...(cursor ? { cursor } : {}) }
      const res = await t.call('GET', '/v3/forum/posts', { token, query })
      assert.equal(res.body.code, 0, JSON.stringify(res.body))
      const p = res.body.data as { list: { id: number }[]; has_more: boolean; next_cursor: string | null }
      byCursor.push(...p.list.map((x) => x.id))
      assert.equal(p.next_cursor === null, !p.has_more)
      cursor = p.next_cursor
      pages++
    } while (cursor && pages < 100)
    assert.equal(byCursor.length, byPage.length, tab)
    assert.deepEqual(byCursor, byPage, tab)
    assert.equal(new Set(byCursor).size, exact, `${tab}: every visible post once`)
  }
  const bad = await t.call('GET', '/v3/forum/posts', { token, query: { cursor: '1; drop' } })
  assert.equal(bad.status, 400)
})

test('below the cap the total is exact and the same on every page', async () => {
  // the reader blocks the author of the generated posts: what is left is below the cap
  const [{ userId }] = await t.database.db.select({ userId: forumPosts.userId }).from(forumPosts).limit(1)
  const others = exact - (FEED_COUNT_CAP + 30)
  const block = await t.call('POST', '/v3/forum/blocks', { token, body: { user_id: userId } })
  assert.equal(block.body.code, 0, JSON.stringify(block.body))
  const generated = await t.database.db.select({ n: count() }).from(forumPosts).where(eq(forumPosts.userId, userId))
  assert.equal(generated[0].n, FEED_COUNT_CAP + 30)
  const first = await feed('latest', 1, 1)
  assert.equal(first.total, others)
  assert.equal(first.has_more, others > 1)
})
