/**
 * Two server processes on one PostgreSQL database (what `npm run start:cluster` runs): a signed request replayed
 * on the other process is refused, failed logins count across processes, and a resume position written through
 * one process is read through the other. Needs DATABASE_URL (skipped otherwise): the test creates its own
 * database next to that one and drops it at the end.
 */
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { after, before, test } from 'node:test'
import { ErrorCode } from '@app/protocol'
import { freePort } from '../src/lib/freePort'
import { audioSocket, call, exited, killAll, signFor, startServer } from './serverProcess'
import type { ChildProcess } from 'node:child_process'

const url = process.env.DATABASE_URL
const skip = url
  ? false
  : 'DATABASE_URL is not set: several processes need a PostgreSQL database (PGlite is one process per data dir)'

let admin: string
let dbName: string
const servers: { child: ChildProcess; base: string }[] = []

before(async () => {
  if (!url) return
  const { Client } = await import('pg')
  dbName = `${new URL(url).pathname.slice(1) || 'jingxin'}_cluster_${randomBytes(4).toString('hex')}`
  admin = url
  const c = new Client({ connectionString: admin })
  await c.connect()
  await c.query(`CREATE DATABASE ${dbName}`)
  await c.end()
  const u = new URL(url)
  u.pathname = `/${dbName}`
  // the first migrates and seeds, then the second joins (as start-cluster.mjs does)
  for (let i = 0; i < 2; i++) {
    const port = await freePort()
    const child = await startServer({ DATABASE_URL: u.toString(), PORT: String(port) })
    servers.push({ child, base: `http://127.0.0.1:${port}` })
  }
})

after(async () => {
  if (!url) return
  for (const s of servers) {
    s.child.kill('SIGTERM')
    await exited(s.child)
  }
  killAll()
  const { Client } = await import('pg')
  const c = new Client({ connectionString: admin })
  await c.connect()
  await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
  await c.end()
})

test('a signed request replayed on the other process is refused', { skip }, async () => {
  const [a, b] = servers
  // A read that is not the catalogue: its nonce row is written before it is answered. (A catalogue read's nonce
  // reaches the other process over the bus a few milliseconds later: nonces.test.ts.)
  const signed = signFor('GET', '/v3/course/floor/1')
  const first = await call(a.base, 'GET', '/v3/course/floor/1', undefined, undefined, undefined, signed)
  assert.equal(first.code, 0)
  const replay = await call(b.base, 'GET', '/v3/course/floor/1', undefined, undefined, undefined, signed)
  assert.equal(replay.status, 401)
  assert.equal(replay.code, ErrorCode.NONCE_REPLAYED)
  // and the same the other way round, for a socket-free POST
  const body = { email: 'replay@example.com' }
  const post = signFor('POST', '/v3/abroad/email/send', body)
  assert.equal((await call(b.base, 'POST', '/v3/abroad/email/send', body, undefined, undefined, post)).code, 0)
  assert.equal(
    (await call(a.base, 'POST', '/v3/abroad/email/send', body, undefined, undefined, post)).code,
    ErrorCode.NONCE_REPLAYED
  )
})

test('failed logins count across processes', { skip }, async () => {
  const [a, b] = servers
  const attempt = (s: { base: string }, password: string) =>
    call(s.base, 'POST', '/v3/user/password/login', { account: 'user@demo.jingxin', password })
  // five wrong passwords spread over both processes start the back-off on both
  for (const [i, s] of [a, b, a, b, a].entries())
    assert.equal((await attempt(s, `wrong-${i}`)).code, ErrorCode.BUSINESS)
  for (const s of [a, b]) {
    const blocked = await attempt(s, 'jingxin-demo')
    assert.equal(blocked.status, 429)
    assert.equal(blocked.code, ErrorCode.RATE_LIMITED)
  }
})

test('a resume position written through one process is read through the other', { skip }, async () => {
  const [a, b] = servers
  const login = await call(a.base, 'POST', '/v3/user/password/login', {
    account: 'vip@demo.jingxin',
    password: 'jingxin-demo'
  })
  const user = { token: login.data.token as string, id: login.data.user.id as number }
  const position = async (s: { base: string }) =>
    (await call(s.base, 'GET', '/v3/meditation/playInfo/m-sleep', undefined, user.token, { resource_id: '201' })).data
      .position as number
  const socket = await audioSocket(a.base, user, 'm-sleep', 201)
  try {
    socket.tick(4242)
    // written through: visible on the other process well before the 1 s batch interval of a single process
    const started = Date.now()
    while ((await position(b)) !== 4242) {
      assert.ok(Date.now() - started < 900, 'the position did not reach the other process within 900 ms')
      await new Promise((r) => setTimeout(r, 10))
    }
    socket.tick(4300)
    const again = Date.now()
    while ((await position(b)) !== 4300) {
      assert.ok(Date.now() - again < 900, 'the second position did not reach the other process within 900 ms')
      await new Promise((r) => setTimeout(r, 10))
    }
  } finally {
    socket.ws.close()
  }
})
