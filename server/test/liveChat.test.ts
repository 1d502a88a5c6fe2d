/**
 * The live chat socket (`GET /ws/live`): a signed join answers history and viewers; messages are stored and fanned
 * out; length and rate limits; a muted user is told so and cannot post; a removed user cannot join; history pages
 * and the replay's messages by stream time; an enterprise's live obeys its group admins' bans. On PostgreSQL, two app instances on one database prove that a message
 * sent to one reaches a viewer on the other (LISTEN/NOTIFY).
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { eq } from 'drizzle-orm'
import WebSocket from 'ws'
import { signNonce, signRequest, signSocketInit, signTimestamp } from '@app/protocol'
import { buildApp } from '../src/app'
import { enterpriseCourses } from '../src/db/schema'
import { createTestApp, loginWithEmail, type TestApp } from './helpers'
import { liveClient, listenWs } from './liveClient'
import type { FastifyInstance } from 'fastify'

const LIVE = 8 // l-now
let t: TestApp
let base: string
let teacher: { token: string; id: number }
let alice: { token: string; id: number }
let bob: { token: string; id: number }

before(async () => {
  t = await createTestApp()
  base = await listen(t.app)
  const res = await t.call('POST', '/v3/user/password/login', {
    body: { account: 'teacher@demo.jingxin', password: 'jingxin-demo' }
  })
  teacher = { token: res.body.data.token, id: res.body.data.user.id }
  alice = await loginWithEmail(t, 'alice@example.com')
  bob = await loginWithEmail(t, 'bob@example.com')
})
after(() => t.close())

const listen = listenWs
/** A signed chat client in the live this file tests. */
const client = (url: string, who: { token: string; id: number }, lang = 'en') =>
  liveClient(url, who, LIVE, t.clock.now, lang)

test('a join with a bad signature is refused', async () => {
  const ws = new WebSocket(base)
  await new Promise((res) => ws.once('open', res))
  const fields = {
    type: 'join',
    id: LIVE,
    userId: alice.id,
    token: alice.token,
    timestamp: signTimestamp(t.clock.now),
    nonce: signNonce()
  }
  ws.send(JSON.stringify({ ...fields, sign: 'x'.repeat(64) }))
  const m = await new Promise<any>((res) => ws.once('message', (r) => res(JSON.parse(r.toString()))))
  assert.equal(m.type, 'error')
  assert.equal(m.code, 4013)
  ws.close()
})

test('messages reach every viewer, are stored and come back as history; viewers are counted', async () => {
  const a = await client(base, alice)
  const b = await client(base, bob)
  assert.equal(b.joined.viewers, 2)
  a.send('大家好')
  const got = await b.next('message')
  assert.equal(got.message.text, '大家好')
  assert.equal(got.message.user_id, alice.id)
  const own = await a.next('message')
  assert.equal(own.message.id, got.message.id)
  b.send('hello barrage', 2)
  assert.equal((await a.next('message')).message.kind, 2)
  const page = await t.call('GET', '/v3/live/messages', { query: { id: LIVE } })
  assert.deepEqual(
    page.body.data.list.map((m: { text: string }) => m.text),
    ['大家好', 'hello barrage']
  )
  const c = await client(base, teacher)
  assert.deepEqual(
    c.joined.history.map((m) => m.text),
    ['大家好', 'hello barrage']
  )
  for (const x of [a, b, c]) x.close()
})

test('length and rate limits', async () => {
  const a = await client(base, teacher)
  a.send('長'.repeat(101)) // 202 display units
  assert.equal((await a.next('error')).msg, 'This message is too long')
  a.send('   ')
  assert.equal((await a.next('error')).msg, 'Please enter a message')
  for (let i = 0; i < 5; i++) a.send(`m${i}`)
  for (let i = 0; i < 5; i++) await a.next('message')
  a.send('one too many')
  assert.match((await a.next('error')).msg, /Too many attempts/)
  a.close()
})

test('a muted viewer is told so and cannot post; a removed viewer cannot join; only the teacher moderates', async () => {
  const b = await client(base, bob)
  const denied = await t.call('PUT', '/v3/live/moderate', {
    token: alice.token,
    body: { id: LIVE, user_id: bob.id, action: 'ban' }
  })
  assert.equal(denied.status, 403)
  const mute = await t.call('PUT', '/v3/live/moderate', {
    token: teacher.token,
    body: { id: LIVE, user_id: bob.id, action: 'ban' }
  })
  assert.equal(mute.body.code, 0)
  assert.equal((await b.next('muted')).muted, true)
  b.send('can you hear me')
  assert.equal((await b.next('error')).msg, 'You have been muted; you cannot post in this live for now')
  const count = (await t.call('GET', '/v3/live/messages', { query: { id: LIVE } })).body.data.list.filter(
    (m: { text: string }) => m.text === 'can you hear me'
  ).length
  assert.equal(count, 0)
  const room = await t.call('GET', '/v3/live/status', { query: { id: LIVE }, token: bob.token })
  assert.equal(room.body.data.muted, true)
  const viewers = await t.call('GET', '/v3/live/viewers', { query: { id: LIVE }, token: teacher.token })
  assert.deepEqual(
    viewers.body.data.list.map((v: { user_id: number; muted: boolean }) => [v.user_id, v.muted]),
    [[bob.id, true]]
  )

  await t.call('PUT', '/v3/live/moderate', {
    token: teacher.token,
    body: { id: LIVE, user_id: bob.id, action: 'feng' }
  })
  await b.next('removed')
  await new Promise((res) => b.ws.once('close', res))
  const again = new WebSocket(base)
  await new Promise((res) => again.once('open', res))
  const fields = {
    type: 'join',
    id: LIVE,
    userId: bob.id,
    token: bob.token,
    timestamp: signTimestamp(t.clock.now),
    nonce: signNonce()
  }
  again.send(JSON.stringify({ ...fields, sign: signSocketInit(fields) }))
  const m = await new Promise<any>((res) => again.once('message', (r) => res(JSON.parse(r.toString()))))
  assert.equal(m.type, 'error')
  const gone = await t.call('GET', '/v3/live/status', { query: { id: LIVE }, token: bob.token })
  assert.equal(gone.status, 400)
})

test("an enterprise's live: a group admin's ban mutes the member in its chat, and lifting it lets them post", async () => {
  // the live of this file belongs to the bsj enterprise (id 1), whose group 11 vip@demo.jingxin administers
  await t.database.db.insert(enterpriseCourses).values({ enterpriseId: 1, courseId: LIVE, kind: 'live', sort: 99 })
  try {
    const admin = await t.call('POST', '/v3/user/password/login', {
      body: { account: 'vip@demo.jingxin', password: 'jingxin-demo' }
    })
    const adminToken = admin.body.data.token as string
    const carol = await loginWithEmail(t, 'carol-enterprise@example.com')
    assert.equal(
      (await t.call('POST', '/v3/enterprise/group/join', { token: carol.token, body: { code: 'YNCVAXG9VBYL' } })).body
        .code,
      0
    )
    const sanction = (path: string) =>
      t.call('POST', path, { token: adminToken, body: { group_id: 11, user_id: carol.id, kind: 'ban' } })
    assert.equal((await sanction('/v3/enterprise/ban')).body.code, 0)

    const c = await client(base, carol)
    assert.equal(c.joined.muted, true, 'told on joining')
    c.send('from a muted member')
    assert.equal((await c.next('error')).msg, 'You have been muted; you cannot post in this live for now')
    c.close()

    assert.equal((await sanction('/v3/enterprise/unban')).body.code, 0)
    const again = await client(base, carol)
    assert.equal(again.joined.muted, false)
    again.send('back again')
    assert.equal((await again.next('message')).message.text, 'back again')
    again.close()
  } finally {
    await t.database.db.delete(enterpriseCourses).where(eq(enterpriseCourses.courseId, LIVE))
  }
})

test("an enterprise's live: someone outside the enterprise cannot join its chat or read its history", async () => {
  await t.database.db.insert(enterpriseCourses).values({ enterpriseId: 1, courseId: LIVE, kind: 'live', sort: 99 })
  try {
    const dave = await loginWithEmail(t, 'dave-outsider@example.com')
    const ws = new WebSocket(`${base}?lang=en`)
    await new Promise((res) => ws.once('open', res))
    const fields = {
      type: 'join',
      id: LIVE,
      userId: dave.id,
      token: dave.token,
      timestamp: signTimestamp(t.clock.now),
      nonce: signNonce()
    }
    const closed = new Promise<number>((res) => ws.once('close', (code) => res(code)))
    ws.send(JSON.stringify({ ...fields, sign: signSocketInit(fields) }))
    const m = await new Promise<any>((res) => ws.once('message', (r) => res(JSON.parse(r.toString()))))
    assert.equal(m.type, 'error', 'no joined message, so no history')
    assert.equal(m.code, 4030)
    assert.equal(m.msg, 'This content is for members of the enterprise')
    assert.equal(await closed, 4003)
    // a member of the enterprise joins as before
    assert.equal(
      (await t.call('POST', '/v3/enterprise/group/join', { token: dave.token, body: { code: 'YNCVAXG9VBYL' } })).body
        .code,
      0
    )
    const member = await client(base, dave)
    assert.equal(member.joined.type, 'joined')
    member.close()
  } finally {
    await t.database.db.delete(enterpriseCourses).where(eq(enterpriseCourses.courseId, LIVE))
  }
})

test('the teacher pins a message; everyone in the room gets it', async () => {
  const a = await client(base, alice)
  const last = a.joined.history.at(-1)!
  await t.call('PUT', '/v3/live/pin', { token: teacher.token, body: { id: LIVE, message_id: last.id } })
  assert.equal((await a.next('pinned')).message?.id, last.id)
  const room = await t.call('GET', '/v3/live/status', { query: { id: LIVE } })
  assert.equal(room.body.data.pinned.id, last.id)
  a.close()
})

test('replay messages by stream time', async () => {
  const all = (
    await t.call('GET', '/v2/live/playback/history/messages', { query: { id: LIVE, from_ms: 0, to_ms: 2_000_000_000 } })
  ).body.data.list
  assert.ok(all.length >= 7)
  const none = await t.call('GET', '/v2/live/playback/history/messages', {
    query: { id: LIVE, from_ms: 2_000_000_000, to_ms: 2_100_000_000 }
  })
  assert.equal(none.body.data.list.length, 0)
})

test(
  'two app instances on one PostgreSQL database: a message sent to one reaches a viewer on the other',
  {
    skip: process.env.DATABASE_URL
      ? false
      : 'PGlite is one process per data dir: cross-instance fan-out needs PostgreSQL (DATABASE_URL)'
  },
  async () => {
    const second = await buildApp({
      db: t.database.db,
      now: () => t.clock.now,
      logger: false,
      staticDir: null,
      sharedState: true
    })
    await second.ready()
    try {
      const otherUrl = await listen(second)
      const onSecond = await client(otherUrl, teacher)
      const onFirst = await client(base, alice)
      // each instance counts the other's viewer (presence over the bus)
      const v = await onSecond.next('viewers')
      assert.ok(v.viewers >= 1)
      onFirst.send('across processes')
      const got = await onSecond.next('message')
      assert.equal(got.message.text, 'across processes')
      onFirst.close()
      onSecond.close()
    } finally {
      await second.close()
    }
  }
)

test("two app instances over one database: the console's viewer list on either shows the viewers of both; a closed socket leaves it", async () => {
  // PostgreSQL: each instance its own LISTEN/NOTIFY bus; PGlite (one process): the second shares the first's bus
  const shared = t.app.ctx.bus
  const second = await buildApp({
    db: t.database.db,
    now: () => t.clock.now,
    logger: false,
    staticDir: null,
    sharedState: t.database.kind === 'postgres',
    ...(t.database.kind === 'postgres'
      ? {}
      : {
          bus: {
            publish: (c: string, p: unknown) => shared.publish(c, p),
            subscribe: (c: string, fn: (p: unknown) => void) => shared.subscribe(c, fn),
            close: async () => {}
          }
        })
  })
  await second.ready()
  const carol = await loginWithEmail(t, 'carol-presence@example.com')
  const dave = await loginWithEmail(t, 'dave-presence@example.com')
  /** The teacher's console list, asked of one instance. */
  const list = async (app: FastifyInstance) => {
    const timestamp = signTimestamp(t.clock.now)
    const nonce = signNonce()
    const query = { id: LIVE }
    const res = await app.inject({
      method: 'GET',
      url: `/v3/live/viewers?id=${LIVE}`,
      headers: {
        'x-token': teacher.token,
        'x-lang': 'en',
        'x-timestamp': timestamp,
        'x-nonce': nonce,
        'x-sign': signRequest({ method: 'GET', path: '/v3/live/viewers', timestamp, nonce, payload: query })
      }
    })
    const body = res.json()
    assert.equal(body.code, 0, res.body)
    return body.data as { list: { user_id: number; nickname: string }[]; viewers: number }
  }
  const ids = (l: { list: { user_id: number }[] }) => l.list.map((v) => v.user_id).sort((a, b) => a - b)
  /** Polls one instance's list until it is `want` (presence travels over the bus). */
  async function until(app: FastifyInstance, want: number[]) {
    const end = Date.now() + 10_000
    for (;;) {
      const l = await list(app)
      if (JSON.stringify(ids(l)) === JSON.stringify(want)) return l
      if (Date.now() > end) assert.fail(`viewer list ${JSON.stringify(ids(l))}, expected ${JSON.stringify(want)}`)
      await new Promise((res) => setTimeout(res, 50))
    }
  }
  try {
    const onFirst = await client(base, carol)
    const onSecond = await client(await listen(second), dave)
    const both = [carol.id, dave.id].sort((a, b) => a - b)
    const fromFirst = await until(t.app, both)
    const fromSecond = await until(second, both)
    assert.equal(fromFirst.viewers, 2)
    assert.equal(fromSecond.viewers, 2)
    // names of the other instance's viewers too
    assert.deepEqual(fromFirst.list.map((v) => v.nickname).sort(), fromSecond.list.map((v) => v.nickname).sort())
    assert.ok(fromFirst.list.every((v) => v.nickname))
    onSecond.close()
    await until(t.app, [carol.id])
    await until(second, [carol.id])
    onFirst.close()
    await until(second, [])
  } finally {
    await second.close()
  }
})
