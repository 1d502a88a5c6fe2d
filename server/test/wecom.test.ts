/**
 * The production WeCom adapter (providers/wecom.ts) against a fake WeCom API (fastify on an ephemeral port): the
 * H5 OAuth address, OAuth and mini-program codes → a member session, the access token kept and refreshed by one
 * request at a time (and replaced once when WeCom stops accepting it), WeCom's error codes as translated
 * messages (a bad code 400, never 5xx), WeCom out of reach a translated 503; without WECOM_* outside development
 * the login says WeCom is not available.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import Fastify, { type FastifyInstance } from 'fastify'
import { ErrorCode } from '@app/protocol/errors'
import { realWecom, wecomConfigOf, wecomProviderOf, WecomError } from '../src/providers/wecom'
import { createTestApp, type TestApp } from './helpers'

const CORP = 'ww-bsj' // the seeded 寶善居 enterprise's corp id
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** The fake WeCom: tokens per secret, codes that name their answer. */
class FakeWecom {
  app: FastifyInstance = Fastify()
  base = ''
  tokenCalls = 0
  valid = new Set<string>()
  /** Answers to gettoken wait for this (to see parallel logins share one refresh). */
  gate: Promise<void> = Promise.resolve()

  async start() {
    this.app.get('/cgi-bin/gettoken', async (req) => {
      const q = req.query as Record<string, string>
      this.tokenCalls++
      await this.gate
      if (q.corpid !== CORP || !['app-secret', 'mp-secret'].includes(q.corpsecret))
        return { errcode: 40001, errmsg: 'invalid credential' }
      const token = `${q.corpsecret}-${this.tokenCalls}`
      this.valid.add(token)
      return { errcode: 0, errmsg: 'ok', access_token: token, expires_in: 7200 }
    })
    const authed = (q: Record<string, string>, secret: string) =>
      this.valid.has(q.access_token) && q.access_token.startsWith(secret)
    this.app.get('/cgi-bin/auth/getuserinfo', async (req) => {
      const q = req.query as Record<string, string>
      if (!authed(q, 'app-secret')) return { errcode: 42001, errmsg: 'access_token expired' }
      if (q.code.startsWith('good-')) return { errcode: 0, errmsg: 'ok', userid: q.code.slice(5), user_ticket: 't' }
      if (q.code === 'outsider') return { errcode: 0, errmsg: 'ok', openid: 'o-123', external_userid: 'wm-1' }
      if (q.code === 'busy') return { errcode: -1, errmsg: 'system busy' }
      if (q.code === 'forbidden') return { errcode: 60020, errmsg: 'not allow to access from your ip' }
      if (q.code === 'garbage') return 'not json at all'
      return { errcode: 40029, errmsg: 'invalid code' }
    })
    this.app.get('/cgi-bin/miniprogram/jscode2session', async (req) => {
      const q = req.query as Record<string, string>
      if (!authed(q, 'mp-secret')) return { errcode: 40014, errmsg: 'invalid access_token' }
      if (q.grant_type !== 'authorization_code') return { errcode: 40002, errmsg: 'invalid grant_type' }
      if (q.js_code.startsWith('mp-'))
        return { errcode: 0, errmsg: 'ok', corpid: CORP, userid: q.js_code.slice(3), session_key: 'k' }
      return { errcode: 40029, errmsg: 'invalid code' }
    })
    await this.app.listen({ port: 0, host: '127.0.0.1' })
    this.base = `http://127.0.0.1:${(this.app.server.address() as { port: number }).port}`
  }
}

const fake = new FakeWecom()
let t: TestApp

function env(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    WECOM_CORP_ID: CORP,
    WECOM_SECRET: 'app-secret',
    WECOM_MP_SECRET: 'mp-secret',
    WECOM_AGENT_ID: '1000002',
    WECOM_API_BASE: fake.base,
    WECOM_REDIRECT_ORIGIN: 'https://app.example.com/',
    ...extra
  }
}

before(async () => {
  await fake.start()
  t = await createTestApp({ env: env() })
})
after(async () => {
  await t.close()
  await fake.app.close()
})

const login = (code: string, path = '/v3/enterprise/wecom/login', lang: 'en' | 'zh-Hant' = 'en') =>
  t.call('POST', path, { body: { code }, lang })

test('WECOM_* selects the real adapter: the H5 authorize address is WeCom’s, back to our origin', async () => {
  assert.equal(t.app.ctx.wecom?.name, 'wecom')
  const redirect = '/pages/login/authPage?state=live&redirect=%2Flive%2Fpages%2Fmonitor%3Fid%3D901'
  const res = await t.call('GET', '/v3/enterprise/wecom/authorize', { query: { redirect, state: 'live' } })
  assert.equal(res.body.code, 0, JSON.stringify(res.body))
  const url = new URL(res.body.data.url)
  assert.equal(`${url.origin}${url.pathname}`, 'https://open.weixin.qq.com/connect/oauth2/authorize')
  assert.equal(url.hash, '#wechat_redirect')
  assert.equal(url.searchParams.get('appid'), CORP)
  assert.equal(url.searchParams.get('redirect_uri'), `https://app.example.com${redirect}`)
  assert.equal(url.searchParams.get('response_type'), 'code')
  assert.equal(url.searchParams.get('scope'), 'snsapi_base')
  assert.equal(url.searchParams.get('state'), 'live')
  assert.equal(url.searchParams.get('agentid'), '1000002')
  // the key order WeCom documents: appid first, #wechat_redirect last
  assert.match(res.body.data.url, /^https:\/\/open\.weixin\.qq\.com\/connect\/oauth2\/authorize\?appid=/)
})

test('an OAuth code and a wx.qy.login code log the staff member in as a member of their enterprise', async () => {
  const staff = `s-${stamp()}`
  const h5 = await login(`good-${staff}`)
  assert.equal(h5.status, 200, JSON.stringify(h5.body))
  assert.equal(h5.body.data.enterprise, 'bsj')
  const mp = await login(`mp-${staff}`, '/v3/enterprise/wecom/mplogin')
  assert.equal(mp.body.code, 0, JSON.stringify(mp.body))
  // the same staff id is the same user, whichever way they came
  assert.equal(mp.body.data.user.id, h5.body.data.user.id)
  const mine = await t.call('GET', '/v3/enterprise/mine', { token: h5.body.data.token })
  assert.deepEqual(
    mine.body.data.groups.map((g: { enterprise: { slug: string } }) => g.enterprise.slug),
    ['bsj']
  )
})

test('the access token is kept, fetched once for parallel logins, and replaced once when WeCom refuses it', async () => {
  // a fresh adapter, so its first token is fetched here
  const cfg = wecomConfigOf(env())!
  const provider = realWecom(cfg)
  let release!: () => void
  fake.gate = new Promise((r) => (release = r))
  const before = fake.tokenCalls
  const logins = Array.from({ length: 20 }, (_, i) => provider.exchange(`good-par-${i}`))
  // every login asked for the token before the one request for it is answered
  while (fake.tokenCalls === before) await new Promise((r) => setImmediate(r))
  release()
  const ids = await Promise.all(logins)
  assert.deepEqual(
    ids.map((i) => i.userId),
    Array.from({ length: 20 }, (_, i) => `par-${i}`)
  )
  assert.equal(fake.tokenCalls - before, 1)
  await provider.exchange('good-again')
  assert.equal(fake.tokenCalls - before, 1)
  // WeCom stops accepting the token: one refresh, the call asked again, the user never sees it
  fake.valid.clear()
  assert.equal((await provider.exchange('good-after')).userId, 'after')
  assert.equal(fake.tokenCalls - before, 2)
  // the mini-program's own secret has its own token
  assert.equal((await provider.exchangeMiniProgram('mp-x')).corpId, CORP)
  assert.equal(fake.tokenCalls - before, 3)
})

test('a token kept until shortly before it expires', async () => {
  const clock = { now: 1_000_000 }
  const provider = realWecom(wecomConfigOf(env())!, { now: () => clock.now })
  const before = fake.tokenCalls
  await provider.exchange('good-a')
  clock.now += 7000 * 1000
  await provider.exchange('good-b')
  assert.equal(fake.tokenCalls - before, 1)
  clock.now += 200 * 1000
  await provider.exchange('good-c')
  assert.equal(fake.tokenCalls - before, 2)
})

test('WeCom’s refusals are translated messages (a bad code 400, never 5xx); WeCom out of reach is a translated 503', async () => {
  const bad = await login('used-code')
  assert.equal(bad.status, 400)
  assert.equal(bad.body.code, ErrorCode.BUSINESS)
  assert.equal(bad.body.msg, 'This WeCom sign-in is invalid or has expired; please sign in again')
  const zh = await login('used-code', '/v3/enterprise/wecom/login', 'zh-Hant')
  assert.equal(zh.body.msg, '企業微信登入已失效，請重新登入')
  const badMp = await login('nope', '/v3/enterprise/wecom/mplogin')
  assert.equal(badMp.status, 400)
  assert.equal(badMp.body.msg, 'This WeCom sign-in is invalid or has expired; please sign in again')
  const outsider = await login('outsider')
  assert.equal(outsider.status, 400)
  assert.equal(outsider.body.msg, 'This WeCom account is not a member of the organisation')
  const refused = await login('forbidden')
  assert.equal(refused.status, 400)
  assert.equal(refused.body.msg, 'WeCom login is not available right now')
  for (const code of ['busy', 'garbage']) {
    const r = await login(code)
    assert.equal(r.status, 503, code)
    assert.equal(r.body.msg, 'WeCom cannot be reached right now; please try again shortly')
    assert.equal(r.headers['retry-after'], '30')
  }
  // WeCom's address answers nothing at all
  const down = realWecom(wecomConfigOf(env({ WECOM_API_BASE: 'http://127.0.0.1:9' }))!)
  await assert.rejects(down.exchange('good-x'), (e: unknown) => e instanceof WecomError && e.reason === 'unreachable')
  const wrongSecret = realWecom(wecomConfigOf(env({ WECOM_SECRET: 'wrong', WECOM_MP_SECRET: '' }))!)
  await assert.rejects(
    wrongSecret.exchange('good-x'),
    (e: unknown) => e instanceof WecomError && e.reason === 'unavailable' && e.errcode === 40001
  )
})

test('WeCom unreachable through the route: a translated 503', async () => {
  const down = await createTestApp({ env: env({ WECOM_API_BASE: 'http://127.0.0.1:9' }) })
  try {
    const r = await down.call('POST', '/v3/enterprise/wecom/login', { body: { code: 'good-x' }, lang: 'zh-Hant' })
    assert.equal(r.status, 503)
    assert.equal(r.body.msg, '暫時無法連線企業微信，請稍後再試')
  } finally {
    await down.close()
  }
})

test('without WECOM_* the dev stand-in only where dev routes are on; otherwise "not available"', async () => {
  assert.equal(wecomProviderOf({}, true)?.name, 'dev')
  assert.equal(wecomProviderOf({}, false), null)
  // no public origin: the mini-program login works, the H5 login is not offered
  assert.equal(realWecom(wecomConfigOf(env({ WECOM_REDIRECT_ORIGIN: '' }))!).authorizeUrl('/x', 's'), null)
  const plain = await createTestApp({ env: {}, devRoutes: false })
  try {
    const auth = await plain.call('GET', '/v3/enterprise/wecom/authorize', {
      query: { redirect: '/pages/login/authPage', state: 'live' },
      lang: 'en'
    })
    assert.equal(auth.status, 400)
    assert.equal(auth.body.msg, 'WeCom login is not available right now')
    const mp = await plain.call('POST', '/v3/enterprise/wecom/mplogin', { body: { code: 'mp-x' }, lang: 'en' })
    assert.equal(mp.body.msg, 'WeCom login is not available right now')
  } finally {
    await plain.close()
  }
})
