/**
 * Enterprises: the WeCom login of spec §8's 1200 (dev provider), a `wecom_token` session, joining a group by code
 * (20 parallel joins → one membership), brand spaces and their members-only audio, the live monitor's access, and
 * group admins' ban / feng (20 parallel bans → one row; non-admins 403). PGlite and, with DATABASE_URL, PostgreSQL.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { ErrorCode, type LiveMonitorDTO, type EnterpriseSpaceDTO } from '@app/protocol'
import { createTestApp, loginDemo, loginWithEmail, type TestApp } from './helpers'

const N = 20
const many = { max: 10_000, windowMs: 60 * 60_000 }
let t: TestApp
before(async () => {
  // 20 parallel joins of one account are a race test here; the limits on code tries have their own tests
  t = await createTestApp({
    limits: {
      codePerIp: many,
      loginPerIp: many,
      codePerTarget: many,
      loginPerAccount: many,
      groupCodePerIp: many,
      groupCodePerAccount: many
    }
  })
})
after(() => t.close())

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
const parallel = <T>(n: number, f: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => f(i)))
const newUser = () => loginWithEmail(t, `ent-${stamp()}@example.com`)

/** The WeCom login as the browser does it: authorize address → the dev page's confirm → the code → login. */
async function wecomLogin(corp: string, staff: string) {
  const redirect = '/pages/login/authPage?state=live&redirect=%2Flive%2Fpages%2Fmonitor%3Fid%3D901'
  const auth = await t.call('GET', '/v3/enterprise/wecom/authorize', { query: { redirect, state: 'live' } })
  assert.equal(auth.body.code, 0)
  const page = await t.app.inject({ method: 'GET', url: auth.body.data.url })
  assert.equal(page.statusCode, 200)
  assert.match(page.body, /<form/)
  const confirm = await t.app.inject({
    method: 'GET',
    url: `/dev/wecom/authorize/confirm?${new URLSearchParams({ corp, user: staff, redirect_uri: redirect, state: 'live' })}`
  })
  assert.equal(confirm.statusCode, 302)
  const back = new URL(String(confirm.headers.location), 'http://x')
  assert.equal(back.pathname, '/pages/login/authPage')
  assert.equal(back.searchParams.get('redirect'), '/live/pages/monitor?id=901')
  assert.equal(back.searchParams.get('state'), 'live')
  const code = back.searchParams.get('code')!
  return t.call('POST', '/v3/enterprise/wecom/login', { body: { code } })
}

test('the WeCom login makes a member of the enterprise; the same staff id is the same user', async () => {
  const staff = `staff-${stamp()}`
  const first = await wecomLogin('ww-bsj', staff)
  assert.equal(first.body.code, 0, JSON.stringify(first.body))
  assert.equal(first.body.data.enterprise, 'bsj')
  const again = await wecomLogin('ww-bsj', staff)
  assert.equal(again.body.data.user.id, first.body.data.user.id)
  const mine = await t.call('GET', '/v3/enterprise/mine', { token: first.body.data.token })
  assert.deepEqual(
    mine.body.data.groups.map((g: { enterprise: { slug: string } }) => g.enterprise.slug),
    ['bsj']
  )
  const unknown = await wecomLogin('ww-nobody', staff)
  assert.equal(unknown.body.code, ErrorCode.BUSINESS)
  const forged = await t.call('POST', '/v3/enterprise/wecom/login', { body: { code: 'devwecom.bm90LWpzb24' } })
  assert.equal(forged.body.code, ErrorCode.BUSINESS)
})

test('parallel first WeCom logins of one staff member make one user', async () => {
  const staff = `race-${stamp()}`
  const results = await parallel(8, () => wecomLogin('ww-jiuzai', staff))
  assert.equal(new Set(results.map((r) => r.body.data.user.id)).size, 1)
})

test('a wecom_token session (as an enterprise chat issues) is a member', async () => {
  const res = await t.app.inject({ method: 'GET', url: `/dev/wecom/token?corp=ww-kzero&user=chat-${stamp()}` })
  const { token } = res.json().data
  assert.match(token, /^[0-9a-f]{64}$/)
  const space = await t.call('GET', '/v3/enterprise/space/kzero', { token })
  const data: EnterpriseSpaceDTO = space.body.data
  assert.equal(data.member, true)
  assert.ok(data.lives.length > 0 && data.courses.length > 0 && data.albums.length > 0)
  assert.match(data.kzero_open_id ?? '', /^[0-9a-f]{32}$/)
  assert.equal(data.albums[0].tracks, 2)
})

test('joining by code: 20 parallel joins make one membership; bad and expired codes are explained', async () => {
  const u = await newUser()
  const joins = await parallel(N, () =>
    t.call('POST', '/v3/enterprise/group/join', { token: u.token, body: { code: 'lx9w54tlpgmk' } })
  )
  assert.ok(joins.every((r) => r.body.code === 0))
  assert.equal(joins.filter((r) => r.body.data.joined_now).length, 1)
  assert.equal(await t.app.ctx.repos.enterprise.memberCount(21, u.id), 1)
  const preview = await t.call('GET', '/v3/enterprise/group/invite', {
    token: u.token,
    query: { code: 'LX9W54TLPGMK' }
  })
  assert.equal(preview.body.data.joined, true)
  assert.equal(preview.body.data.enterprise.slug, 'jiuzai')

  const bad = await t.call('POST', '/v3/enterprise/group/join', {
    token: u.token,
    body: { code: 'NOPE1234' },
    lang: 'en'
  })
  assert.equal(bad.body.code, ErrorCode.BUSINESS)
  assert.equal(bad.body.msg, 'This invite code does not exist; please check it')
  const expired = await t.call('GET', '/v3/enterprise/group/invite', { query: { code: '3YENABQDZB73' } })
  assert.equal(expired.body.code, ErrorCode.BUSINESS)
  assert.match(expired.body.msg, /過期/)
  const visitor = await t.call('POST', '/v3/enterprise/group/join', { body: { code: 'LX9W54TLPGMK' } })
  assert.equal(visitor.body.code, ErrorCode.NOT_LOGGED_IN)
})

test('brand spaces: non-members see the brand only; enterprise audio answers 1200 outside the enterprise', async () => {
  const u = await newUser()
  const outside = (await t.call('GET', '/v3/enterprise/space/saintsophia', { token: u.token })).body.data
  assert.equal(outside.member, false)
  assert.equal(outside.enterprise.slug, 'saintsophia')
  assert.deepEqual([outside.courses, outside.lives, outside.albums], [[], [], []])
  const play = await t.call('GET', '/v3/enterprise/playInfo/ea-saintsophia', { token: u.token })
  assert.equal(play.body.code, ErrorCode.ENTERPRISE_LOGIN)
  await t.call('POST', '/v3/enterprise/group/join', { token: u.token, body: { code: 'DM69RLDVUPZR' } })
  const inside = (await t.call('GET', '/v3/enterprise/space/saintsophia', { token: u.token, lang: 'en' })).body.data
  assert.equal(inside.member, true)
  assert.equal(inside.enterprise.name, 'Saint Sophia College')
  const info = (await t.call('GET', '/v3/enterprise/playInfo/ea-saintsophia', { token: u.token })).body.data
  assert.equal(info.isEnterPrise, 1)
  assert.ok(info.list.length === 2 && info.resource.full_path)
  assert.equal((await t.call('GET', '/v3/enterprise/space/nobody')).status, 404)
})

test('monitor: an enterprise live answers 1200 outside the enterprise and shows its state inside', async () => {
  const visitor = await t.call('GET', '/v3/enterprise/live/monitor', { query: { id: 901 } })
  assert.equal(visitor.body.code, ErrorCode.ENTERPRISE_LOGIN)
  const u = await newUser()
  assert.equal(
    (await t.call('GET', '/v3/enterprise/live/monitor', { token: u.token, query: { sku: 'e-bsj-live' } })).body.code,
    ErrorCode.ENTERPRISE_LOGIN
  )
  await t.call('POST', '/v3/enterprise/group/join', { token: u.token, body: { code: 'YNCVAXG9VBYL' } })
  const m: LiveMonitorDTO = (await t.call('GET', '/v3/enterprise/live/monitor', { token: u.token, query: { id: 901 } }))
    .body.data
  assert.equal(m.status, 2)
  assert.equal(m.can_enter, true)
  assert.equal(m.enterprise?.slug, 'bsj')
  const upcoming: LiveMonitorDTO = (await t.call('GET', '/v3/enterprise/live/monitor', { query: { sku: 'l-evening' } }))
    .body.data
  assert.equal(upcoming.status, 1)
  assert.equal(upcoming.can_enter, false)
  assert.ok(upcoming.start_at)
  assert.equal((await t.call('GET', '/v3/enterprise/live/monitor', { query: { sku: 'c-mindfulness' } })).status, 404)
})

test('group admins ban and feng; 20 parallel bans leave one row; non-admins get 403 in their language', async () => {
  const admin = await loginDemo(t, 'vip')
  const target = await newUser()
  const other = await newUser()
  for (const u of [target, other])
    await t.call('POST', '/v3/enterprise/group/join', { token: u.token, body: { code: 'YNCVAXG9VBYL' } })
  const body = { group_id: 11, user_id: target.id, kind: 'ban' }

  const denied = await t.call('POST', '/v3/enterprise/ban', { token: other.token, body, lang: 'en' })
  assert.equal(denied.status, 403)
  assert.equal(denied.body.msg, 'Only a group admin can do this')
  assert.equal(await t.app.ctx.repos.enterprise.isBanned(target.id, 11), false)

  const bans = await parallel(N, () => t.call('POST', '/v3/enterprise/ban', { token: admin, body }))
  assert.ok(
    bans.every((r) => r.body.code === 0),
    JSON.stringify(bans.find((r) => r.body.code !== 0)?.body)
  )
  assert.equal(await t.app.ctx.repos.enterprise.sanctionCount(11, target.id, 'ban'), 1)
  assert.equal(await t.app.ctx.repos.enterprise.isBanned(target.id, 11), true)
  const list = (await t.call('GET', '/v3/enterprise/group/11/members', { token: admin })).body.data
  assert.equal(list.find((m: { user_id: number }) => m.user_id === target.id).banned, true)
  assert.equal((await t.call('GET', '/v3/enterprise/group/11/members', { token: other.token })).status, 403)

  await t.call('POST', '/v3/enterprise/unban', { token: admin, body })
  assert.equal(await t.app.ctx.repos.enterprise.isBanned(target.id, 11), false)

  const feng = await t.call('POST', '/v3/enterprise/ban', { token: admin, body: { ...body, kind: 'feng' } })
  assert.equal(feng.body.code, 0)
  assert.equal(await t.app.ctx.repos.enterprise.isRemoved(target.id, 11), true)
  assert.equal((await t.call('GET', '/v3/enterprise/space/bsj', { token: target.token })).body.data.member, false)
  const rejoin = await t.call('POST', '/v3/enterprise/group/join', {
    token: target.token,
    body: { code: 'YNCVAXG9VBYL' }
  })
  assert.equal(rejoin.body.code, ErrorCode.BUSINESS)
  await t.call('POST', '/v3/enterprise/unban', { token: admin, body: { ...body, kind: 'feng' } })
  assert.equal((await t.call('GET', '/v3/enterprise/space/bsj', { token: target.token })).body.data.member, true)

  const self = await t.call('POST', '/v3/enterprise/ban', { token: admin, body: { ...body, user_id: 1 } })
  assert.notEqual(self.body.code, 0)

  // the group's invite code is shown to its admins (the app's members page), never to members
  const adminGroups = (await t.call('GET', '/v3/enterprise/mine', { token: admin })).body.data.groups
  const bsj = adminGroups.find((g: { id: number }) => g.id === 11)
  assert.equal(bsj.role, 1)
  assert.equal(bsj.code, 'YNCVAXG9VBYL')
  assert.equal(bsj.code_expires_at, null)
  const memberGroups = (await t.call('GET', '/v3/enterprise/mine', { token: target.token })).body.data.groups
  const seen = memberGroups.find((g: { id: number }) => g.id === 11)
  assert.equal(seen.role, 0)
  assert.equal('code' in seen, false, 'a member does not see the invite code')
})
