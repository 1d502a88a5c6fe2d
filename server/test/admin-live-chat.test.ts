/**
 * Live chat moderation in the console (issue 31): a moderator finds a live's messages, mutes a viewer (who is told
 * at once and cannot post until unmuted), hides a pinned message (it leaves every viewer's screen, the pin, the
 * history and a new join; unhidden, it is back), removes a viewer (their socket is closed, they cannot join until
 * restored). Each write is in the audit log with before/after; bad input is a translated 400; an unknown live or
 * a message of another live is a 404; editor, support and group admins are refused.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import WebSocket from 'ws'
import { signNonce, signSocketInit, signTimestamp } from '@app/protocol'
import { adminCall, auditRows, consoleApp, type SignedIn, signedIn } from './admin-fixtures'
import { loginWithEmail, type TestApp } from './helpers'
import { liveClient, listenWs } from './liveClient'

const LIVE = 8 // l-now
const OTHER_LIVE = 7 // l-evening
let t: TestApp
let url: string
let moderator: SignedIn
let owner: SignedIn
let teacher: { token: string; id: number }
let alice: { token: string; id: number }
let bob: { token: string; id: number }

before(async () => {
  ;({ t, moderator, owner } = await consoleApp('moderator', 'owner'))
  url = await listenWs(t.app)
  const res = await t.call('POST', '/v3/user/password/login', {
    body: { account: 'teacher@demo.jingxin', password: 'jingxin-demo' }
  })
  teacher = { token: res.body.data.token, id: res.body.data.user.id }
  alice = await loginWithEmail(t, 'chat-alice@example.com')
  bob = await loginWithEmail(t, 'chat-bob@example.com')
})
after(() => t.close())

const join = (who: { token: string; id: number }, live = LIVE) => liveClient(url, who, live, t.clock.now)
const mod = (method: string, path: string, body?: unknown, who: SignedIn = moderator) =>
  adminCall(t, method, `/admin/api/live-chats${path}`, { cookie: who.cookie, body, lang: 'en' })
const history = async (live = LIVE) =>
  (
    (await t.call('GET', '/v3/live/messages', { token: alice.token, query: { id: live } })).body.data.list as {
      id: number
      text: string
    }[]
  ).map((m) => m.text)
const audits = (action: string) => auditRows(t, owner, action)

test('a moderator finds a message, mutes its sender (told at once, cannot post) and unmutes them', async () => {
  const a = await join(alice)
  const b = await join(bob)
  a.send('buy cheap followers at example.com')
  const seen = await b.next('message')
  assert.equal(seen.message.text, 'buy cheap followers at example.com')

  const lives = await mod('GET', '?q=')
  assert.equal(lives.status, 200)
  const live = (lives.body as { id: number; messageCount: number; status: number }[]).find((l) => l.id === LIVE)
  assert.ok(live && live.messageCount >= 1, 'the live is listed with its messages')
  const appRoom = await t.call('GET', '/v3/live/status', { token: alice.token, query: { id: LIVE } })
  assert.equal(live.status, appRoom.body.data.live_status, 'the status the app shows')

  const found = await adminCall(t, 'GET', `/admin/api/live-chats/${LIVE}/messages`, {
    cookie: moderator.cookie,
    query: { q: 'followers' }
  })
  assert.equal(found.status, 200)
  assert.equal(found.headers['x-total-count'], '1')
  assert.deepEqual(
    (found.body as { id: number; userId: number; hidden: boolean }[]).map((m) => [m.id, m.userId, m.hidden]),
    [[seen.message.id, alice.id, false]]
  )

  const muted = await mod('POST', `/${LIVE}/mute`, { userId: alice.id })
  assert.equal(muted.status, 200, JSON.stringify(muted.body))
  assert.deepEqual(muted.body, { liveId: LIVE, userId: alice.id, muted: true, removed: false })
  assert.deepEqual(await a.next('muted'), { type: 'muted', muted: true })
  a.send('still here')
  assert.deepEqual(await a.next('muted'), { type: 'muted', muted: true }, 'reminded, not posted')
  assert.equal((await a.next('error')).msg, 'You have been muted; you cannot post in this live for now')
  const sanctions = await mod('GET', `/${LIVE}/sanctions`)
  assert.deepEqual(
    (sanctions.body as { userId: number; kind: string }[]).map((s) => [s.userId, s.kind]),
    [[alice.id, 'muted']]
  )

  const unmuted = await mod('POST', `/${LIVE}/unmute`, { userId: alice.id })
  assert.equal(unmuted.body.muted, false)
  assert.deepEqual(await a.next('muted'), { type: 'muted', muted: false })
  a.send('sorry, it will not happen again')
  assert.equal((await b.next('message')).message.text, 'sorry, it will not happen again')

  const [unmute, mute] = (await audits('live-chat.unmute')).concat(await audits('live-chat.mute'))
  assert.equal(mute.operatorEmail, moderator.email)
  assert.equal(mute.targetId, `${LIVE}:${alice.id}`)
  assert.deepEqual([mute.before.muted, mute.after.muted], [false, true])
  assert.deepEqual([unmute.before.muted, unmute.after.muted], [true, false])
  a.close()
  b.close()
})

test('a hidden message leaves every screen, the pin, the history and a new join; unhidden it is back', async () => {
  const a = await join(alice)
  const b = await join(bob)
  a.send('a spoiler nobody asked for')
  const { message } = await b.next('message')
  await t.call('PUT', '/v3/live/pin', { token: teacher.token, body: { id: LIVE, message_id: message.id } })
  await b.next('pinned')

  const hidden = await mod('POST', `/${LIVE}/messages/${message.id}/hide`)
  assert.equal(hidden.status, 200, JSON.stringify(hidden.body))
  assert.equal(hidden.body.hidden, true)
  assert.deepEqual(await b.next('hidden'), { type: 'hidden', id: message.id })
  assert.deepEqual(await b.next('pinned'), { type: 'pinned', message: null })
  assert.ok(!(await history()).includes('a spoiler nobody asked for'), 'not in the history')
  const c = await join(bob)
  assert.ok(!c.joined.history.some((m) => m.id === message.id), 'not in a new join')
  const room = await t.call('GET', '/v3/live/status', { token: alice.token, query: { id: LIVE } })
  assert.equal(room.body.data.pinned ?? null, null, 'no longer pinned')
  const listed = await adminCall(t, 'GET', `/admin/api/live-chats/${LIVE}/messages`, {
    cookie: moderator.cookie,
    query: { hidden: 'true' }
  })
  assert.deepEqual(
    (listed.body as { id: number }[]).map((m) => m.id),
    [message.id],
    'the console still lists it, as hidden'
  )

  const shown = await mod('POST', `/${LIVE}/messages/${message.id}/unhide`)
  assert.equal(shown.body.hidden, false)
  assert.ok((await history()).includes('a spoiler nobody asked for'), 'back in the history')
  const [audit] = await audits('live-chat.hide')
  assert.deepEqual([audit.targetId, audit.before.hidden, audit.after.hidden], [String(message.id), false, true])
  for (const x of [a, b, c]) x.close()
})

test('a removed viewer is disconnected and cannot join until restored', async () => {
  const b = await join(bob)
  const closed = new Promise<number>((res) => b.ws.once('close', (code) => res(code)))
  const removed = await mod('POST', `/${LIVE}/remove`, { userId: bob.id })
  assert.deepEqual(removed.body, { liveId: LIVE, userId: bob.id, muted: false, removed: true })
  assert.equal(await closed, 4003)

  const ws = new WebSocket(`${url}?lang=en`)
  await new Promise((res) => ws.once('open', res))
  const refused = new Promise<number>((res) => ws.once('close', (code) => res(code)))
  const fields = {
    type: 'join',
    id: LIVE,
    userId: bob.id,
    token: bob.token,
    timestamp: signTimestamp(t.clock.now),
    nonce: signNonce()
  }
  ws.send(JSON.stringify({ ...fields, sign: signSocketInit(fields) }))
  assert.equal(await refused, 4003, 'a removed viewer cannot join')

  assert.equal((await mod('POST', `/${LIVE}/restore`, { userId: bob.id })).body.removed, false)
  const again = await join(bob)
  assert.equal(again.joined.type, 'joined')
  again.close()
})

test('bad input is a translated 400, unknown things a 404, and nothing changes', async () => {
  const bad = await mod('POST', `/${LIVE}/mute`, { userId: 0 })
  assert.equal(bad.status, 400)
  assert.equal(bad.body.code, 'bad_field')
  assert.match(bad.body.message, /userId/)
  const zh = await adminCall(t, 'POST', `/admin/api/live-chats/${LIVE}/mute`, {
    cookie: moderator.cookie,
    body: {},
    lang: 'zh-Hant'
  })
  assert.equal(zh.status, 400)
  assert.equal(zh.body.message, '缺少欄位「userId」')
  assert.equal((await mod('POST', '/999999/mute', { userId: alice.id })).status, 404)
  assert.equal((await mod('GET', '/1/messages')).status, 404, 'a course that is not a live')
  assert.equal((await mod('POST', `/${LIVE}/mute`, { userId: 2_000_000_000 })).status, 404, 'an unknown user')

  const a = await join(alice, OTHER_LIVE)
  const b = await join(bob, OTHER_LIVE)
  a.send('said in the other live')
  const { message } = await b.next('message')
  assert.equal((await mod('POST', `/${LIVE}/messages/${message.id}/hide`)).status, 404, 'not a message of this live')
  assert.ok((await history(OTHER_LIVE)).includes('said in the other live'), 'nothing changed')
  assert.deepEqual((await mod('GET', `/${LIVE}/sanctions`)).body, [])
  a.close()
  b.close()
})

test('editors, support and group admins are refused everywhere; moderators and owners may', async () => {
  const routes: [string, string, unknown?][] = [
    ['GET', ''],
    ['GET', `/${LIVE}`],
    ['GET', `/${LIVE}/messages`],
    ['GET', `/${LIVE}/sanctions`],
    ['POST', `/${LIVE}/mute`, { userId: alice.id }],
    ['POST', `/${LIVE}/restore`, { userId: alice.id }],
    ['POST', `/${LIVE}/messages/1/hide`]
  ]
  for (const role of ['editor', 'support', 'group_admin'] as const) {
    const op = await signedIn(t, role)
    for (const [method, path, body] of routes)
      assert.equal((await mod(method, path, body, op)).status, 403, `${role} ${method} ${path}`)
  }
  assert.equal((await mod('GET', `/${LIVE}`, undefined, owner)).status, 200)
  assert.deepEqual((await mod('GET', `/${LIVE}/sanctions`)).body, [], 'the refused calls changed nothing')
})
