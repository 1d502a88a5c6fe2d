/**
 * The web app's LINE and Facebook buttons (issue 28): GET /v3/login/methods names the flows this server can
 * complete; `LINE_PROVIDER=fake` / `FACEBOOK_PROVIDER=fake` (development, the browser tests) run the real adapters
 * against their local fakes, whose pages approve at once and send the browser back to the app's return page —
 * LINE with `?code=&state=`, Facebook with the user token and the state in the fragment — and the login routes
 * sign that person in; a signed-in account binds them (POST /v3/third/binding, /v2/tobinding for the mini-program's
 * WeChat). The fakes are refused in production; a server without the flows answers a translated 400.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { devLoginFakes } from '../src/providers/fakes/devLogin'
import { resolveProviders } from '../src/providers/registry'
import { DevOutbox } from '../src/providers'
import { createTestApp, loginWithEmail, type TestApp } from './helpers'

let t: TestApp
let plain: TestApp

before(async () => {
  t = await createTestApp({ env: { LINE_PROVIDER: 'fake', FACEBOOK_PROVIDER: 'fake', APP_ORIGIN: 'http://app.test' } })
  plain = await createTestApp()
})
after(async () => {
  await t.close()
  await plain.close()
})

/** Follows the provider's page as a browser would: the address it sends the browser back to. */
async function approve(url: string): Promise<URL> {
  const res = await fetch(url, { redirect: 'manual' })
  assert.equal(res.status, 302, await res.text())
  return new URL(res.headers.get('location')!)
}

test('login methods: both web flows with the fakes, none with the development stand-ins', async () => {
  assert.deepEqual((await t.call('GET', '/v3/login/methods')).body.data, { line: true, facebook: true })
  assert.deepEqual((await plain.call('GET', '/v3/login/methods')).body.data, { line: false, facebook: false })
  for (const [path, name] of [
    ['/v3/line/authorize', 'LINE'],
    ['/v3/facebook/authorize', 'Facebook']
  ] as const) {
    const zh = await plain.call('GET', path)
    assert.equal(zh.status, 400)
    assert.ok(zh.body.msg.includes(name), zh.body.msg)
    const en = await plain.call('GET', path, { lang: 'en' })
    assert.equal(en.status, 400)
    assert.match(en.body.msg, /[a-z]{3}/)
    assert.notEqual(en.body.msg, zh.body.msg)
  }
})

test('LINE: authorize → the fake approves → back to the return page with code and state → signed in, once', async () => {
  const { url, state } = (await t.call('GET', '/v3/line/authorize')).body.data
  const back = await approve(url)
  assert.equal(`${back.origin}${back.pathname}`, 'http://app.test/pages/login/authPage')
  assert.equal(back.searchParams.get('via'), 'line')
  assert.equal(back.searchParams.get('state'), state)
  const code = back.searchParams.get('code')!
  const res = await t.call('POST', '/abroad/users/lineLogin', { body: { code, state } })
  assert.equal(res.body.code, 0, JSON.stringify(res.body))
  assert.equal(res.body.data.is_new, true)
  assert.match(res.body.data.token, /\S{20,}/)
  // the same person again: the same account
  const again = await t.call('GET', '/v3/line/authorize')
  const back2 = await approve(again.body.data.url)
  const second = await t.call('POST', '/abroad/users/lineLogin', {
    body: { code: back2.searchParams.get('code')!, state: again.body.data.state }
  })
  assert.equal(second.body.data.is_new, false)
  assert.equal(second.body.data.user.id, res.body.data.user.id)
  // a code works once
  const replay = await t.call('POST', '/abroad/users/lineLogin', { body: { code, state } })
  assert.equal(replay.status, 400)
})

test('Facebook: the dialog → the token and the state in the fragment → signed in; a made-up token is refused', async () => {
  const { url, state } = (await t.call('GET', '/v3/facebook/authorize')).body.data
  assert.match(url, /\/v25\.0\/dialog\/oauth\?/)
  assert.equal(new URL(url).searchParams.get('response_type'), 'token')
  const back = await approve(url)
  assert.equal(`${back.origin}${back.pathname}${back.search}`, 'http://app.test/pages/login/authPage?via=facebook')
  const fragment = new URLSearchParams(back.hash.slice(1))
  assert.equal(fragment.get('state'), state)
  const token = fragment.get('access_token')!
  const res = await t.call('POST', '/v3/abroad/users/facebookLogin', { body: { code: token } })
  assert.equal(res.body.code, 0, JSON.stringify(res.body))
  assert.equal(res.body.data.is_new, true)
  const forged = await t.call('POST', '/v3/abroad/users/facebookLogin', { body: { code: `EAA${'0'.repeat(60)}` } })
  assert.equal(forged.status, 400)
})

test('the fakes are refused in production, named in the start-up refusal', () => {
  const env = { NODE_ENV: 'production', LINE_PROVIDER: 'fake', FACEBOOK_PROVIDER: 'fake' }
  assert.throws(
    () =>
      resolveProviders({
        production: true,
        names: { line: 'fake', facebook: 'fake' },
        env,
        outbox: new DevOutbox()
      }),
    (err: Error) =>
      /LINE_PROVIDER=fake: LINE_PROVIDER=fake is for development only/.test(err.message) &&
      /FACEBOOK_PROVIDER=fake: FACEBOOK_PROVIDER=fake is for development only/.test(err.message)
  )
})

test('binding: a signed-in account ties LINE and Facebook to itself; one tied elsewhere is refused; unbind', async () => {
  const { token } = await loginWithEmail(t, 'binder@example.com')
  // people who have not signed in with LINE or Facebook here yet
  devLoginFakes().line!.user = { sub: 'U00000000000000000000000000000002', name: 'LINE binder' }
  devLoginFakes().facebook!.user = { id: '10000000000000002', name: 'Facebook binder' }
  const line = (await t.call('GET', '/v3/line/authorize')).body.data
  const back = await approve(line.url)
  const bound = await t.call('POST', '/v3/third/binding', {
    token,
    body: { type: 'line', code: back.searchParams.get('code')!, state: line.state }
  })
  assert.equal(bound.body.code, 0, JSON.stringify(bound.body))
  assert.equal(bound.body.data.line, true)
  assert.equal(bound.body.data.email, 'binder@example.com')
  // the fake's one LINE user now signs in to this account
  const again = (await t.call('GET', '/v3/line/authorize')).body.data
  const back2 = await approve(again.url)
  const login = await t.call('POST', '/abroad/users/lineLogin', {
    body: { code: back2.searchParams.get('code')!, state: again.state }
  })
  assert.equal(login.body.data.user.email, 'binder@example.com')
  // another account cannot take it: refused, translated, nothing changes
  const other = await loginWithEmail(t, 'binder-2@example.com')
  const third = (await t.call('GET', '/v3/line/authorize')).body.data
  const back3 = await approve(third.url)
  const taken = await t.call('POST', '/v3/third/binding', {
    token: other.token,
    lang: 'en',
    body: { type: 'line', code: back3.searchParams.get('code')!, state: third.state }
  })
  assert.equal(taken.status, 400)
  assert.equal(taken.body.msg, 'This account is already used by another user')
  assert.equal((await t.call('GET', '/v3/get/user/binding', { token: other.token })).body.data.line, false)
  // Facebook too, then unbinding LINE leaves e-mail and Facebook
  const fb = (await t.call('GET', '/v3/facebook/authorize')).body.data
  const token2 = new URLSearchParams((await approve(fb.url)).hash.slice(1)).get('access_token')!
  const fbBound = await t.call('POST', '/v3/third/binding', { token, body: { type: 'facebook', code: token2 } })
  assert.equal(fbBound.body.data.facebook, true)
  const unbound = await t.call('POST', '/v3/user/unbind', { token, body: { type: 'line' } })
  assert.deepEqual([unbound.body.data.line, unbound.body.data.facebook], [false, true])
  // signed out: 1100, nothing bound
  const anon = await t.call('POST', '/v3/third/binding', { body: { type: 'facebook', code: token2 } })
  assert.equal(anon.body.code, 1100)
})

test('/v2/tobinding: the mini-program binds WeChat with its login code', async () => {
  const { token } = await loginWithEmail(t, 'wechat-binder@example.com')
  const res = await t.call('POST', '/v2/tobinding', { token, body: { code: 'dev-wechat-code-123' } })
  assert.equal(res.body.code, 0, JSON.stringify(res.body))
  assert.equal(res.body.data.wechat, true)
  const bad = await t.call('POST', '/v2/tobinding', { token, body: { code: 'not a code!' } })
  assert.equal(bad.status, 400)
})
