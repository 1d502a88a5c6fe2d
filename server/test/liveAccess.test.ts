/**
 * What is said in an enterprise's live (history, the replay's messages, the pinned message) and its sign-in are
 * for the enterprise's members and the teacher over HTTP too, as on the chat socket: a visitor is asked to log
 * in, an outsider is refused, someone removed from the live is out of it. A public live's room stays open.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { enterpriseMembers } from '../src/db/schema'
import { createTestApp, loginWithEmail, type TestApp } from './helpers'

const ENTERPRISE_LIVE = 901 // e-bsj-live, the bsj enterprise's (id 1) live, running
const BSJ_GROUP = 11
const PUBLIC_LIVE = 8 // l-now
let t: TestApp
let teacher: string
let outsider: { token: string; id: number }
let member: { token: string; id: number }
let removed: { token: string; id: number }
let said: string

before(async () => {
  t = await createTestApp()
  const res = await t.call('POST', '/v3/user/password/login', {
    body: { account: 'teacher@demo.jingxin', password: 'jingxin-demo' }
  })
  teacher = res.body.data.token
  outsider = await loginWithEmail(t, 'outsider@example.com')
  member = await loginWithEmail(t, 'member@example.com')
  removed = await loginWithEmail(t, 'removed@example.com')
  await t.database.db.insert(enterpriseMembers).values([
    { groupId: BSJ_GROUP, userId: member.id },
    { groupId: BSJ_GROUP, userId: removed.id }
  ])
  const { repos } = t.app.ctx
  await repos.live.setBan(ENTERPRISE_LIVE, removed.id, 'feng', true)
  said = `for members only ${Date.now()}`
  const row = await repos.live.addMessage({
    courseId: ENTERPRISE_LIVE,
    userId: member.id,
    kind: 1,
    text: said,
    offsetMs: 1000
  })
  await repos.live.pin(ENTERPRISE_LIVE, row.id)
})
after(() => t.close())

const history = (token?: string) =>
  t.call('GET', '/v3/live/messages', { query: { id: ENTERPRISE_LIVE }, token, lang: 'en' })
const replay = (token?: string) =>
  t.call('GET', '/v2/live/playback/history/messages', {
    query: { id: ENTERPRISE_LIVE, from_ms: 0, to_ms: 2_000_000_000 },
    token,
    lang: 'en'
  })
const texts = (res: { body: { data: { list: { text: string }[] } } }) => res.body.data.list.map((m) => m.text)

test("an enterprise live's history and replay messages: a visitor must log in, an outsider is refused", async () => {
  for (const read of [history, replay]) {
    const anonymous = await read()
    assert.equal(anonymous.status, 401)
    assert.equal(anonymous.body.code, 1100)
    assert.equal(anonymous.body.data, null)
    const outside = await read(outsider.token)
    assert.equal(outside.status, 403)
    assert.equal(outside.body.code, 4030)
    assert.equal(outside.body.msg, 'This content is for members of the enterprise')
    assert.equal(outside.body.data, null)
    const out = await read(removed.token)
    assert.equal(out.body.msg, 'You have been removed from this live')
    assert.equal(out.body.data, null)
  }
})

test("an enterprise live's history and replay messages: its members and the teacher read them", async () => {
  for (const read of [history, replay]) {
    for (const token of [member.token, teacher]) {
      const res = await read(token)
      assert.equal(res.body.code, 0)
      assert.ok(texts(res).includes(said))
    }
  }
})

test("an enterprise live's room: the pinned message and the stream only inside; sign-in only inside", async () => {
  const room = (token?: string) => t.call('GET', '/v3/live/status', { query: { id: ENTERPRISE_LIVE }, token })
  for (const token of [undefined, outsider.token]) {
    const r = (await room(token)).body.data
    assert.equal(r.enterprise_only, true)
    assert.equal(r.pinned, null)
    assert.equal(r.stream_url, null)
  }
  assert.equal((await room(member.token)).body.data.pinned.text, said)
  const info = (token: string) =>
    t.call('GET', '/v3/get/live/info', { query: { sku: 'e-bsj-live' }, token }).then((r) => r.body.data)
  assert.equal((await info(outsider.token)).stream_url, null)
  assert.ok((await info(member.token)).stream_url)

  const sign = (token: string) => t.call('POST', '/v2/live/usersign', { body: { id: ENTERPRISE_LIVE }, token })
  const refused = await sign(outsider.token)
  assert.equal(refused.status, 403)
  assert.equal(refused.body.code, 4030)
  assert.equal((await sign(removed.token)).body.code, 1116)
  assert.equal((await sign(member.token)).body.data.signed, true)
})

test("a public live's history stays readable without a login", async () => {
  const res = await t.call('GET', '/v3/live/messages', { query: { id: PUBLIC_LIVE } })
  assert.equal(res.body.code, 0)
  assert.ok(Array.isArray(res.body.data.list))
})
