/**
 * WeChat mini-program sign-in through the real adapter (WECHAT_PROVIDER=wechat, providers/wechat/) against the
 * local fake WeChat API (providers/fakes/wechatLogin.ts) on 127.0.0.1: jscode2session → openid, the phone number
 * button → getuserphonenumber with the server's access token, which is fetched once and shared (on PostgreSQL by
 * a second app on the same database, as a second process would). Bad, used and expired codes are translated
 * 400s; WeChat down or busy a translated 503 that changes nothing.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { pathOf, signNonce, signRequest, signTimestamp } from '@app/protocol'
import { buildApp } from '../src/app'
import * as s from '../src/db/schema'
import { DevOutbox } from '../src/providers'
import { FakeWechat } from '../src/providers/fakes/wechatLogin'
import { resolveProviders } from '../src/providers/registry'
import { createTestApp, type TestApp } from './helpers'

const APPID = 'wx0123456789abcdef'
const SECRET = 'fake-app-secret-0123456789'
let fakeOffset = 0
const fake = new FakeWechat({ appid: APPID, secret: SECRET, now: () => Date.now() + fakeOffset })
let env: NodeJS.ProcessEnv
let t: TestApp
/** A second app on the same database: a second process (PostgreSQL), or none on PGlite. */
let second: FastifyInstance | null = null

before(async () => {
  const base = await fake.start()
  env = { WECHAT_PROVIDER: 'wechat', WECHAT_APPID: APPID, WECHAT_APP_SECRET: SECRET, WECHAT_API_BASE: base }
  t = await createTestApp({ env })
  if (t.database.kind === 'postgres')
    second = await buildApp({ db: t.database.db, env, logger: false, staticDir: null, sharedState: true })
})
after(async () => {
  await second?.close()
  await t.close()
  await fake.close()
})

/** A signed call to an app (the second one has no TestApp). */
async function call(app: FastifyInstance, path: string, body: unknown, token?: string) {
  const timestamp = signTimestamp(Date.now())
  const nonce = signNonce()
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-lang': 'en',
    'x-timestamp': timestamp,
    'x-nonce': nonce,
    'x-sign': signRequest({ method: 'POST', path: pathOf(path), timestamp, nonce, payload: body }),
    ...(token ? { 'x-token': token } : {})
  }
  const res = await app.inject({ method: 'POST', url: path, headers, payload: JSON.stringify(body) })
  return { status: res.statusCode, body: res.json(), headers: res.headers }
}

const userCount = async () =>
  Number(
    ((await t.database.db.execute(sql`select count(*)::int as n from users`)) as unknown as { rows: { n: number }[] })
      .rows[0].n
  )

test('Taro.login code → jscode2session → a session; the same openid signs in to the same account', async () => {
  const first = await t.call('POST', '/v3/wechat/code', {
    body: { code: fake.loginCode({ openid: 'o-mei', unionid: 'u-mei' }) }
  })
  assert.equal(first.body.code, 0, JSON.stringify(first.body))
  assert.equal(first.body.data.is_new, true)
  const [row] = await t.database.db.select().from(s.users).where(eq(s.users.id, first.body.data.user.id))
  assert.equal(row.wechatOpenid, 'o-mei', 'the account key is the openid')
  const again = await t.call('POST', '/v2/users/otherlogin', {
    body: { type: 'wechat', code: fake.loginCode({ openid: 'o-mei' }) }
  })
  assert.equal(again.body.code, 0)
  assert.equal(again.body.data.is_new, false)
  assert.equal(again.body.data.user.id, first.body.data.user.id)
})

test('a used, unknown or expired code is a translated 400 and signs no one in', async () => {
  const code = fake.loginCode({ openid: 'o-lin' })
  assert.equal((await t.call('POST', '/v3/wechat/code', { body: { code } })).body.code, 0)
  const users = await userCount()
  const replay = await t.call('POST', '/v3/wechat/code', { body: { code }, lang: 'en' })
  assert.equal(replay.status, 400)
  assert.equal(replay.body.msg, 'The WeChat sign-in has expired or was already used; please try again')
  const unknown = await t.call('POST', '/v3/abroad/users/wechatLogin', { body: { code: 'not-a-code' } })
  assert.equal(unknown.status, 400)
  assert.equal(unknown.body.msg, '微信登入已失效或已使用過，請再試一次')
  const stale = fake.loginCode({ openid: 'o-late' })
  fakeOffset = 6 * 60_000 // WeChat's codes live 5 minutes
  try {
    assert.equal((await t.call('POST', '/v3/wechat/code', { body: { code: stale } })).status, 400)
  } finally {
    fakeOffset = 0
  }
  assert.equal(await userCount(), users)
})

test('the fake answers as WeChat documents: errcode 40163 for a used code, 40125 for a wrong secret', async () => {
  const q = (code: string, secret = SECRET) =>
    fetch(
      `${fake.url}/sns/jscode2session?${new URLSearchParams({ appid: APPID, secret, js_code: code, grant_type: 'authorization_code' })}`
    ).then(async (r) => ({ status: r.status, body: (await r.json()) as { errcode?: number; openid?: string } }))
  const code = fake.loginCode({ openid: 'o-raw' })
  assert.equal((await q(code, 'wrong')).body.errcode, 40125)
  const ok = await q(code)
  assert.equal(ok.body.openid, 'o-raw')
  const used = await q(code)
  assert.equal(used.status, 200)
  assert.equal(used.body.errcode, 40163)
  assert.equal((await q('nope')).body.errcode, 40029)
})

test('the phone number button binds the number; the access token is fetched once and shared', async () => {
  const login = await t.call('POST', '/v3/wechat/code', { body: { code: fake.loginCode({ openid: 'o-phone' }) } })
  const token = login.body.data.token
  const before = fake.tokenFetches
  const code = fake.phoneCode({ countryCode: '886', purePhoneNumber: '912345678' })
  const bound = await t.call('POST', '/v2/business/getuserphonenumber', { token, body: { code } })
  assert.equal(bound.body.code, 0, JSON.stringify(bound.body))
  const [row] = await t.database.db.select().from(s.users).where(eq(s.users.id, login.body.data.user.id))
  assert.equal(row.nationcode, '886')
  assert.equal(row.mobile, '912345678')
  const replay = await t.call('POST', '/v2/business/getuserphonenumber', { token, body: { code }, lang: 'en' })
  assert.equal(replay.status, 400)
  assert.match(replay.body.msg, /permission to read your phone number has expired/)

  // more users at once, on both apps (processes) when there are two: still the one token
  const apps = second ? [t.app, second] : [t.app]
  const sessions = await Promise.all(
    [0, 1, 2, 3].map((i) =>
      call(apps[i % apps.length], '/v3/wechat/code', { code: fake.loginCode({ openid: `o-many-${i}` }) })
    )
  )
  const answers = await Promise.all(
    sessions.map((sess, i) =>
      call(
        apps[i % apps.length],
        '/v2/business/getuserphonenumber',
        { code: fake.phoneCode({ countryCode: '86', purePhoneNumber: `1390000000${i}` }) },
        sess.body.data.token
      )
    )
  )
  for (const a of answers) assert.equal(a.body.code, 0, JSON.stringify(a.body))
  assert.equal(fake.tokenFetches - before, 1, 'one token for every call and process')
})

test('a token WeChat revoked or expired is replaced once, for every process', async () => {
  const login = await t.call('POST', '/v3/wechat/code', { body: { code: fake.loginCode({ openid: 'o-revoke' }) } })
  const phone = (n: string) => ({ code: fake.phoneCode({ countryCode: '86', purePhoneNumber: n }) })
  const before = fake.tokenFetches
  fake.revokeTokens()
  const res = await t.call('POST', '/v2/business/getuserphonenumber', {
    token: login.body.data.token,
    body: phone('13911110000')
  })
  assert.equal(res.body.code, 0, JSON.stringify(res.body))
  assert.equal(fake.tokenFetches - before, 1)
  if (second) {
    // the other process still holds the revoked token: WeChat refuses it, the database has the new one
    const other = await call(second, '/v3/wechat/code', { code: fake.loginCode({ openid: 'o-revoke-2' }) })
    const r2 = await call(second, '/v2/business/getuserphonenumber', phone('13911110001'), other.body.data.token)
    assert.equal(r2.body.code, 0, JSON.stringify(r2.body))
    assert.equal(fake.tokenFetches - before, 1, 'no second fetch: the row in the database was used')
  }
  // past WeChat's expiry (42001) while this process still thinks it valid
  fakeOffset = 3 * 3600_000
  try {
    const late = await t.call('POST', '/v3/wechat/code', { body: { code: fake.loginCode({ openid: 'o-expired' }) } })
    const r3 = await t.call('POST', '/v2/business/getuserphonenumber', {
      token: late.body.data.token,
      body: phone('13911110002')
    })
    assert.equal(r3.body.code, 0, JSON.stringify(r3.body))
  } finally {
    fakeOffset = 0
  }
})

test('WeChat down, busy or refusing the person: translated answers, nothing changed', async () => {
  const users = await userCount()
  const busyCode = fake.loginCode({ openid: 'o-busy' })
  fake.failNext(-1)
  const busy = await t.call('POST', '/v3/wechat/code', { body: { code: busyCode }, lang: 'en' })
  assert.equal(busy.status, 503)
  assert.equal(busy.body.msg, 'WeChat cannot be reached right now; please try again shortly')
  assert.equal(busy.headers['retry-after'], '30')
  fake.failNext(40226, 'user is in risk control')
  const risky = await t.call('POST', '/v3/wechat/code', { body: { code: fake.loginCode({ openid: 'o-risk' }) } })
  assert.equal(risky.status, 400)
  assert.equal(risky.body.msg, '微信拒絕了這次登入，請改用其他方式登入')

  const port = Number(new URL(fake.url).port)
  const code = fake.loginCode({ openid: 'o-down' })
  await fake.close()
  try {
    const down = await t.call('POST', '/v3/wechat/code', { body: { code } })
    assert.equal(down.status, 503)
    assert.equal(down.body.msg, '暫時無法連線微信，請稍後再試')
  } finally {
    await fake.start(port)
  }
  assert.equal(await userCount(), users, 'no account was created')
  // the code WeChat never saw still works once it answers again
  assert.equal((await t.call('POST', '/v3/wechat/code', { body: { code } })).body.code, 0)
})

test('WECHAT_PROVIDER=wechat needs WECHAT_APPID and WECHAT_APP_SECRET, named at start', () => {
  assert.throws(
    () => resolveProviders({ production: false, names: { wechat: 'wechat' }, env: {}, outbox: new DevOutbox() }),
    /WECHAT_PROVIDER=wechat: WECHAT_APPID is not set .*; WECHAT_APP_SECRET is not set/
  )
})
