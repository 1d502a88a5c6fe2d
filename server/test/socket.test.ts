import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import WebSocket from 'ws'
import { ErrorCode, signNonce, signSocketInit, signTimestamp } from '@app/protocol'
import { createTestApp, loginWithEmail, type TestApp } from './helpers'

let t: TestApp
let url: string
let user: { token: string; id: number }
before(async () => {
  t = await createTestApp({ progressFlushMs: 50 })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const addr = t.app.server.address() as { port: number }
  url = `ws://127.0.0.1:${addr.port}/ws`
  user = await loginWithEmail(t, 'listener@example.com')
})
after(() => t.close())

function audioInit(over: Record<string, unknown> = {}, resourceId = 201) {
  const fields: Record<string, string | number> = {
    messageType: 3,
    token: user.token,
    userId: user.id,
    device: 'WECHAT',
    version: '1.0.0',
    sku: 'm-sleep',
    resourceId,
    cid: '2',
    timestamp: signTimestamp(t.clock.now),
    nonce: signNonce()
  }
  return { ...fields, sign: signSocketInit(fields), ...over }
}

/** Opens a socket and returns a helper that waits for the next JSON reply. */
async function open() {
  const ws = new WebSocket(url)
  const replies: unknown[] = []
  const waiters: ((v: unknown) => void)[] = []
  ws.on('message', (m) => {
    const v = JSON.parse(m.toString())
    const w = waiters.shift()
    if (w) w(v)
    else replies.push(v)
  })
  await new Promise((resolve, reject) => {
    ws.once('open', resolve)
    ws.once('error', reject)
  })
  const next = () =>
    new Promise<any>((resolve) => {
      const r = replies.shift()
      if (r) resolve(r)
      else waiters.push(resolve)
    })
  return { ws, next, send: (v: unknown) => ws.send(typeof v === 'string' ? v : JSON.stringify(v)) }
}

async function positionOf(resourceId: number, token = user.token): Promise<number> {
  return (await t.call('GET', '/v3/meditation/playInfo/m-sleep', { token, query: { resource_id: resourceId } })).body
    .data.position
}

async function until(check: () => Promise<boolean>, ms = 3000) {
  const end = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 20))
  }
}

test('signed init then ticks: the latest position becomes the resume point, written in a batch', async () => {
  const c = await open()
  c.send(audioInit())
  assert.deepEqual(await c.next(), { ok: true })
  for (const position of [1, 2, 3, 4, 42]) c.send({ messageType: 5, position, status: 1 })
  c.send({ messageType: 5, position: 43, status: 2 })
  await until(async () => (await positionOf(201)) === 43)
  // Past the flush the value is in the table, not only in the buffer.
  await t.app.ctx.progress.flush()
  const stored = await t.app.ctx.repos.progress.get(user.id, 3, 201)
  assert.deepEqual([stored?.position, stored?.status, stored?.sku], [43, 2, 'm-sleep'])
  c.ws.close()
})

test('unparsable and unexpected messages are ignored; the socket stays usable', async () => {
  const c = await open()
  c.send('not json')
  c.send('[1,2,3]')
  c.send({ messageType: 5, position: 99, status: 1 }) // tick before init: ignored
  c.send({ messageType: 77 })
  c.send(audioInit({}, 202))
  assert.deepEqual(await c.next(), { ok: true })
  c.send({ messageType: 5, position: 'ten', status: 1 })
  c.send({ messageType: 5, position: 7, status: 3 })
  c.send({ messageType: 5, position: 8, status: 1 })
  await until(async () => (await positionOf(202)) === 8)
  c.ws.close()
})

test('init failures answer {ok:false, code}', async () => {
  const c = await open()
  c.send(audioInit({ sign: '0'.repeat(64) }))
  assert.deepEqual(await c.next(), { ok: false, code: ErrorCode.SIGNATURE_INVALID })
  const stale = audioInit()
  c.send(stale)
  assert.deepEqual(await c.next(), { ok: true })
  c.send(stale)
  assert.deepEqual(await c.next(), { ok: false, code: ErrorCode.NONCE_REPLAYED })
  const fields = {
    messageType: 3,
    token: user.token,
    userId: user.id,
    device: 'WECHAT',
    version: '1',
    sku: 'm-sleep',
    resourceId: 201,
    cid: '2',
    timestamp: String(Math.floor(t.clock.now / 1000) - 1000),
    nonce: signNonce()
  }
  c.send({ ...fields, sign: signSocketInit(fields) })
  assert.deepEqual(await c.next(), { ok: false, code: ErrorCode.SIGNATURE_EXPIRED })
  const wrongUser = { ...fields, userId: user.id + 1, timestamp: signTimestamp(t.clock.now), nonce: signNonce() }
  c.send({ ...wrongUser, sign: signSocketInit(wrongUser) })
  assert.deepEqual(await c.next(), { ok: false, code: ErrorCode.NOT_LOGGED_IN })
  c.send({ messageType: 3, userId: 'x' })
  assert.deepEqual(await c.next(), { ok: false, code: ErrorCode.BAD_REQUEST })
  c.ws.close()
})

test('malformed messages: a bad init is answered 4000 (4011 for its stamp), anything else is ignored; the server goes on', async () => {
  const c = await open()
  for (const junk of ['null', '42', '"text"', '{}', '{"messageType":"3"}', '{"messageType":5}', 'x'.repeat(5000)])
    c.send(junk)
  c.send(JSON.stringify({ ...audioInit(), pad: 'x'.repeat(5000) })) // longer than a frame may be: ignored
  const bad: Record<string, unknown>[] = [
    audioInit({ sku: 'x'.repeat(65) }),
    audioInit({ token: 'a\u0000b' }),
    audioInit({ resourceId: 1.5 }),
    audioInit({ resourceId: -1 }),
    audioInit({ cid: 2 }),
    audioInit({ device: null }),
    audioInit({ extra: { nested: [1, 2] } }),
    { ...audioInit(), messageType: 9 }, // a video init without videoId
    { messageType: 3 }
  ]
  for (const msg of bad) {
    c.send(msg)
    assert.deepEqual(await c.next(), { ok: false, code: ErrorCode.BAD_REQUEST }, JSON.stringify(msg).slice(0, 80))
  }
  for (const msg of [
    audioInit({ nonce: 'short' }),
    audioInit({ timestamp: 1700000000 }),
    audioInit({ nonce: undefined })
  ]) {
    c.send(msg)
    assert.deepEqual(await c.next(), { ok: false, code: ErrorCode.SIGNATURE_MISSING })
  }
  c.send({ messageType: 5, position: 2 ** 31, status: 1 })
  c.send(audioInit({}, 203))
  assert.deepEqual(await c.next(), { ok: true })
  c.send({ messageType: 5, position: 9, status: 2 })
  await until(async () => (await positionOf(203)) === 9)
  c.ws.close()
})

test('video init (type 9) keeps its own resume point', async () => {
  const c = await open()
  const fields = {
    messageType: 9,
    token: user.token,
    userId: user.id,
    device: 'MINIAPP_IOS',
    version: '1.0.0',
    sku: 'c-mindfulness',
    videoId: 101,
    timestamp: signTimestamp(t.clock.now),
    nonce: signNonce()
  }
  c.send({ ...fields, sign: signSocketInit(fields) })
  assert.deepEqual(await c.next(), { ok: true })
  c.send({ messageType: 5, position: 12, status: 1 })
  await until(async () => (await t.app.ctx.progress.position(user.id, 9, 101)) === 12)
  c.ws.close()
})

test('a visitor has no resume point', async () => {
  assert.equal((await t.call('GET', '/v3/meditation/playInfo/m-sleep')).body.data.position, 0)
})
