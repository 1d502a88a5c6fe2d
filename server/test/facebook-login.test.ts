/**
 * Facebook Login (FACEBOOK_PROVIDER=facebook, providers/facebook/login.ts) against the local Graph API fake
 * (providers/fakes/facebookGraph.ts): the user token checked with the app token (debug_token) and /me read with
 * appsecret_proof. An expired, unknown or other app's token is a translated 400; Facebook down or refusing our
 * app token a translated 503; none creates an account.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { eq, sql } from 'drizzle-orm'
import * as s from '../src/db/schema'
import { DevOutbox } from '../src/providers'
import { FakeFacebookGraph } from '../src/providers/fakes/facebookGraph'
import { facebookLogin } from '../src/providers/facebook/login'
import { resolveProviders } from '../src/providers/registry'
import { createTestApp, type TestApp } from './helpers'

const APP_ID = '1234567890123'
const APP_SECRET = 'facebook-app-secret-for-the-test'
const fake = new FakeFacebookGraph(APP_ID, APP_SECRET)
let t: TestApp

before(async () => {
  const base = await fake.start()
  t = await createTestApp({
    env: {
      FACEBOOK_PROVIDER: 'facebook',
      FACEBOOK_APP_ID: APP_ID,
      FACEBOOK_APP_SECRET: APP_SECRET,
      FACEBOOK_GRAPH_BASE: base
    }
  })
})
after(async () => {
  await t.close()
  await fake.close()
})

const userCount = async () =>
  Number(
    ((await t.database.db.execute(sql`select count(*)::int as n from users`)) as unknown as { rows: { n: number }[] })
      .rows[0].n
  )

test('a Facebook user token signs in; the same Facebook user comes back to the same account', async () => {
  const user = { id: '10220000000000001', name: 'Mei Lin' }
  const first = await t.call('POST', '/v3/abroad/users/facebookLogin', { body: { code: fake.token(user) } })
  assert.equal(first.body.code, 0, JSON.stringify(first.body))
  assert.equal(first.body.data.is_new, true)
  const [row] = await t.database.db.select().from(s.users).where(eq(s.users.id, first.body.data.user.id))
  assert.equal(row.facebookId, user.id)
  const again = await t.call('POST', '/v2/users/otherlogin', { body: { type: 'facebook', code: fake.token(user) } })
  assert.equal(again.body.data.user.id, first.body.data.user.id)
})

test("an expired, unknown or another app's token is a translated 400 and creates nothing", async () => {
  const users = await userCount()
  const user = { id: '10220000000000002', name: 'x' }
  for (const code of [fake.token(user, { ttlSec: -60 }), 'EAAnotatoken', fake.token(user, { appId: '999' })]) {
    const res = await t.call('POST', '/v3/abroad/users/facebookLogin', { body: { code }, lang: 'en' })
    assert.equal(res.status, 400)
    assert.equal(res.body.msg, 'The Facebook sign-in has expired or was already used; please try again')
  }
  assert.equal(await userCount(), users)
})

test('Facebook down or refusing our app token: a translated 503, nothing changed', async () => {
  const users = await userCount()
  const user = { id: '10220000000000003', name: 'y' }
  fake.failNext()
  const failing = await t.call('POST', '/v3/abroad/users/facebookLogin', { body: { code: fake.token(user) } })
  assert.equal(failing.status, 503)
  assert.equal(failing.body.msg, '暫時無法連線Facebook，請稍後再試')
  const wrongSecret = facebookLogin({
    appId: APP_ID,
    appSecret: 'not-the-secret',
    graphBase: fake.url,
    version: 'v25.0',
    timeoutMs: 2000
  })
  await assert.rejects(wrongSecret.exchange(fake.token(user)), { reason: 'unavailable' })
  const port = Number(new URL(fake.url).port)
  await fake.close()
  try {
    assert.equal(
      (await t.call('POST', '/v3/abroad/users/facebookLogin', { body: { code: 'EAAsomething' } })).status,
      503
    )
  } finally {
    await fake.start(port)
  }
  assert.equal(await userCount(), users)
})

test('FACEBOOK_PROVIDER=facebook names its missing settings', () => {
  assert.throws(
    () => resolveProviders({ production: false, names: { facebook: 'facebook' }, env: {}, outbox: new DevOutbox() }),
    /FACEBOOK_PROVIDER=facebook: FACEBOOK_APP_ID is not set .*; FACEBOOK_APP_SECRET is not set/
  )
})
