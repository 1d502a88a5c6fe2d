/**
 * LINE Login (LINE_PROVIDER=line, providers/line/login.ts) against the local fake LINE (providers/fakes/lineLogin.ts)
 * on 127.0.0.1: authorize address with state, nonce and a S256 challenge → the user approves → code + state → the
 * token redeemed with the PKCE verifier and the ID token verified with jose. A replayed code, a forged or stale
 * state and every kind of bad ID token are translated 400s; LINE down a translated 503; none creates an account.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { eq, sql } from 'drizzle-orm'
import * as s from '../src/db/schema'
import { DevOutbox } from '../src/providers'
import { FakeLine, type IdTokenFlaw } from '../src/providers/fakes/lineLogin'
import { codeChallenge } from '../src/providers/line/login'
import { resolveProviders } from '../src/providers/registry'
import { createTestApp, type TestApp } from './helpers'

const CHANNEL = { channelId: '1650000001', channelSecret: 'line-channel-secret-for-the-test' }
const REDIRECT = 'https://app.jingxin.test/pages/login/index'
const fake = new FakeLine({ ...CHANNEL, redirectUri: REDIRECT })
let t: TestApp

before(async () => {
  const base = await fake.start()
  t = await createTestApp({
    env: {
      LINE_PROVIDER: 'line',
      LINE_CHANNEL_ID: CHANNEL.channelId,
      LINE_CHANNEL_SECRET: CHANNEL.channelSecret,
      LINE_REDIRECT_URI: REDIRECT,
      LINE_AUTH_BASE: base,
      LINE_API_BASE: base
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

/** The web app's side: ask for the address, let the (fake) user approve, come back with code and state. */
async function approved(user?: { sub: string; name: string }) {
  const auth = await t.call('GET', '/v3/line/authorize')
  assert.equal(auth.body.code, 0, JSON.stringify(auth.body))
  const back = fake.approve(auth.body.data.url, user)
  assert.equal(back.state, auth.body.data.state, 'LINE returns the state it was given')
  return { code: back.code, state: back.state, url: auth.body.data.url as string }
}

test('the authorize address carries state, nonce and a S256 challenge, never the verifier', async () => {
  const { url, state } = await approved()
  const q = new URL(url).searchParams
  assert.equal(q.get('client_id'), CHANNEL.channelId)
  assert.equal(q.get('redirect_uri'), REDIRECT)
  assert.equal(q.get('code_challenge_method'), 'S256')
  assert.match(q.get('code_challenge') ?? '', /^[A-Za-z0-9_-]{43}$/)
  assert.ok((q.get('nonce') ?? '').length >= 16)
  assert.equal(q.get('state'), state)
  assert.ok(!url.includes('code_verifier'))
  // RFC 7636's vector
  assert.equal(
    codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'),
    'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'
  )
})

test('a full LINE sign-in; the same LINE user comes back to the same account', async () => {
  const user = { sub: 'U1234567890abcdef1234567890abcdef', name: '林小美' }
  const first = await t.call('POST', '/abroad/users/lineLogin', {
    body: await approved(user).then(({ code, state }) => ({ code, state }))
  })
  assert.equal(first.body.code, 0, JSON.stringify(first.body))
  assert.equal(first.body.data.is_new, true)
  const [row] = await t.database.db.select().from(s.users).where(eq(s.users.id, first.body.data.user.id))
  assert.equal(row.lineId, user.sub)
  const { code, state } = await approved(user)
  const again = await t.call('POST', '/abroad/users/lineLogin', { body: { code, state } })
  assert.equal(again.body.data.user.id, first.body.data.user.id)
  assert.equal(again.body.data.is_new, false)
})

test('a replayed code, a missing, forged or stale state are translated 400s', async () => {
  const users = await userCount()
  const { code, state } = await approved({ sub: 'U-replay', name: 'r' })
  assert.equal((await t.call('POST', '/abroad/users/lineLogin', { body: { code, state } })).body.code, 0)
  const replay = await t.call('POST', '/abroad/users/lineLogin', { body: { code, state }, lang: 'en' })
  assert.equal(replay.status, 400)
  assert.equal(replay.body.msg, 'The LINE sign-in has expired or was already used; please try again')

  const fresh = await approved({ sub: 'U-state', name: 's' })
  const missing = await t.call('POST', '/abroad/users/lineLogin', { body: { code: fresh.code } })
  assert.equal(missing.status, 400)
  const forged = fresh.state.slice(0, -4) + (fresh.state.endsWith('AAAA') ? 'BBBB' : 'AAAA')
  assert.equal(
    (await t.call('POST', '/abroad/users/lineLogin', { body: { code: fresh.code, state: forged } })).status,
    400
  )
  t.clock.now += 11 * 60_000 // the state lives 10 minutes
  try {
    assert.equal((await t.call('POST', '/abroad/users/lineLogin', { body: fresh })).status, 400)
  } finally {
    t.clock.now -= 11 * 60_000
  }
  // another login's state: its verifier does not match this code's challenge
  const other = await approved({ sub: 'U-other', name: 'o' })
  const crossed = await t.call('POST', '/abroad/users/lineLogin', { body: { code: fresh.code, state: other.state } })
  assert.equal(crossed.status, 400)
  assert.equal(await userCount(), users + 1, 'only the first, good login created an account')
})

test('an ID token with a bad signature, audience, issuer, expiry or nonce signs no one in', async () => {
  const users = await userCount()
  for (const flaw of ['signature', 'audience', 'issuer', 'expired', 'nonce'] as IdTokenFlaw[]) {
    const { code, state } = await approved({ sub: `U-flaw-${flaw}`, name: flaw })
    fake.flawNextIdToken(flaw)
    const res = await t.call('POST', '/abroad/users/lineLogin', { body: { code, state } })
    assert.equal(res.status, 400, flaw)
    assert.equal(res.body.msg, 'LINE登入已失效或已使用過，請再試一次', flaw)
  }
  assert.equal(await userCount(), users)
})

test('LINE down or failing: a translated 503, nothing changed', async () => {
  const users = await userCount()
  const one = await approved({ sub: 'U-down', name: 'd' })
  fake.failNext(500)
  const failing = await t.call('POST', '/abroad/users/lineLogin', { body: one, lang: 'en' })
  assert.equal(failing.status, 503)
  assert.equal(failing.body.msg, 'LINE cannot be reached right now; please try again shortly')
  assert.equal(failing.headers['retry-after'], '30')
  const two = await approved({ sub: 'U-down', name: 'd' })
  const port = Number(new URL(fake.url).port)
  await fake.close()
  try {
    assert.equal((await t.call('POST', '/abroad/users/lineLogin', { body: two })).status, 503)
  } finally {
    await fake.start(port)
  }
  assert.equal(await userCount(), users)
  // LINE never redeemed the second code: it still works
  assert.equal((await t.call('POST', '/abroad/users/lineLogin', { body: two })).body.code, 0)
})

test('the dev stand-in has no authorize address; LINE_PROVIDER=line names its missing settings', () => {
  const dev = resolveProviders({ production: false, names: {}, env: {}, outbox: new DevOutbox() })
  assert.equal(dev.line.authorize, undefined, 'GET /v3/line/authorize answers 400 with it')
  assert.throws(
    () => resolveProviders({ production: false, names: { line: 'line' }, env: {}, outbox: new DevOutbox() }),
    /LINE_PROVIDER=line: LINE_CHANNEL_ID is not set .*; LINE_CHANNEL_SECRET is not set; LINE_REDIRECT_URI is not set/
  )
})
