/**
 * Reports are weighed by the reporter's standing: three brand-new accounts cannot hide a post, new accounts alone
 * never hide an established member's post (it goes to the moderation queue and stays visible), members' reports
 * hide it pending review, and every hidden post is in the queue; a post the moderators kept is not hidden again.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { eq } from 'drizzle-orm'
import { forumModeration, forumPosts, users } from '../src/db/schema'
import { createTestApp, loginWithEmail, type TestApp } from './helpers'

const DAY = 86_400_000
const many = { max: 10_000, windowMs: 60 * 60_000 }
let t: TestApp
let n = 0
before(async () => {
  t = await createTestApp({ limits: { codePerIp: many, loginPerIp: many, codePerTarget: many } })
})
after(() => t.close())

type Account = { token: string; id: number }
const newAccount = () => loginWithEmail(t, `reporter-${++n}@forum.test`)
const newAccounts = (k: number) => Promise.all(Array.from({ length: k }, newAccount))
const age = (a: Account, days: number) =>
  t.database.db
    .update(users)
    .set({ createdAt: new Date(t.clock.now - days * DAY) })
    .where(eq(users.id, a.id))
const write = async (a: Account, content = 'a thought') => {
  const res = await t.call('POST', '/v3/forum/posts', { token: a.token, body: { content } })
  assert.equal(res.body.code, 0, JSON.stringify(res.body))
  return res.body.data.id as number
}
/** An account of `days` with `posts` visible posts. */
async function member(days: number, posts: number): Promise<Account> {
  const a = await newAccount()
  for (let i = 0; i < posts; i++) await write(a)
  await age(a, days)
  return a
}
const report = (a: Account, postId: number) =>
  t.call('POST', `/v3/forum/posts/${postId}/report`, { token: a.token, body: { reason: 'spam' } })
const status = async (postId: number) =>
  (await t.database.db.select().from(forumPosts).where(eq(forumPosts.id, postId)))[0].status
const queued = (postId: number) => t.app.ctx.repos.forum.moderation(postId)

test('three brand-new accounts do not hide a post; six do, and it goes to the moderation queue', async () => {
  const author = await newAccount()
  const p = await write(author, 'a new member writes')
  for (const r of await newAccounts(3)) assert.equal((await report(r, p)).body.data.hidden, false)
  assert.equal(await status(p), 'visible')
  assert.equal(await queued(p), undefined)
  const more = await newAccounts(3)
  const answers = []
  for (const r of more) answers.push((await report(r, p)).body.data.hidden)
  assert.deepEqual(answers, [false, false, true])
  assert.equal(await status(p), 'review')
  const q = await queued(p)
  assert.equal(q?.state, 'pending')
  assert.equal(q?.hidden, 1)
  assert.equal(q?.points, 6)
})

test("new accounts alone never hide an established member's post: it is queued and stays visible", async () => {
  const author = await member(60, 3)
  const p = await write(author, 'an established member writes')
  for (const r of await newAccounts(10)) assert.equal((await report(r, p)).body.data.hidden, false)
  assert.equal(await status(p), 'visible')
  assert.equal((await t.call('GET', `/v3/forum/posts/${p}`)).body.code, 0)
  const q = await queued(p)
  assert.equal(q?.state, 'pending')
  assert.equal(q?.hidden, 0)
  assert.equal(q?.points, 10)
  // members of the community (a week old, with a post) can still hide it
  const members = [await member(10, 1), await member(10, 1), await member(10, 1)]
  const answers = []
  for (const r of members) answers.push((await report(r, p)).body.data.hidden)
  assert.deepEqual(answers, [false, false, true])
  assert.equal(await status(p), 'review')
  assert.equal((await queued(p))?.hidden, 1)
})

test('an idle old account counts as half a report, like a new one', async () => {
  const author = await newAccount()
  const p = await write(author)
  for (const r of [await member(90, 0), await member(90, 0), await member(90, 0)])
    assert.equal((await report(r, p)).body.data.hidden, false)
  assert.equal(await status(p), 'visible')
})

test('a post the moderators kept is not hidden again by more reports', async () => {
  const author = await newAccount()
  const p = await write(author)
  for (const r of [await member(10, 1), await member(10, 1), await member(10, 1)]) await report(r, p)
  assert.equal(await status(p), 'review')
  // the operator console's review: kept
  await t.database.db.update(forumPosts).set({ status: 'visible' }).where(eq(forumPosts.id, p))
  await t.database.db
    .update(forumModeration)
    .set({ state: 'kept', reviewedAt: new Date(t.clock.now) })
    .where(eq(forumModeration.postId, p))
  for (const r of [await member(10, 1), await member(10, 1), await member(10, 1)])
    assert.equal((await report(r, p)).body.data.hidden, false)
  assert.equal(await status(p), 'visible')
  assert.equal((await queued(p))?.state, 'kept')
})
