import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { ErrorCode, type InviteGoldDTO, type InviteRankDTO, type InviteRecordDTO, type Paged } from '@app/protocol'
import { maskName, SIGNUP_WINDOW_HOURS } from '../src/routes/invite/index'
import { createTestApp, loginDemo, loginWithEmail, type TestApp } from './helpers'

let t: TestApp
before(async () => {
  t = await createTestApp()
})
after(() => t.close())

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
const gold = async (token: string): Promise<InviteGoldDTO> =>
  (await t.call('GET', '/v3/get/invite/gold', { token })).body.data
const accept = (token: string, body: Record<string, unknown>) =>
  t.call('POST', '/v3/meditation/inviteAccept', { token, body })

test('maskName keeps the first and last character', () => {
  assert.equal(maskName('王小明'), '王*明')
  assert.equal(maskName('mindful.reader'), 'm***r')
  assert.equal(maskName('ab'), 'a*')
  assert.equal(maskName(''), '***')
})

test('inviteAccept: once per invitee, not self, gold credited once; records and rank list', async () => {
  const a = await loginWithEmail(t, `inviter-${stamp()}@example.com`)
  const b = await loginWithEmail(t, `friend-${stamp()}@example.com`)
  const c = await loginWithEmail(t, `other-${stamp()}@example.com`)
  const before = await gold(a.token)
  assert.deepEqual(
    { ...before, reward_per_invite: 100 },
    {
      balance: 0,
      invited: 0,
      earned: 0,
      reward_per_invite: 100,
      signup_window_hours: SIGNUP_WINDOW_HOURS,
      rewarded_per_day: 10
    }
  )

  // own link: refused, nothing credited
  const self = await accept(a.token, { invite_user_id: String(a.id) })
  assert.equal(self.status, 200)
  assert.deepEqual(self.body.data, { accepted: false, reason: 'self', gold: 0 })

  // unknown inviter / none
  assert.equal((await accept(b.token, { invite_user_id: '999999' })).body.data.reason, 'no_inviter')
  assert.equal((await accept(b.token, {})).body.data.reason, 'no_inviter')

  // the friend accepts (the app sends strings from the launch query)
  const ok = await accept(b.token, { invite_user_id: String(a.id), invite_product_code: 'vip', invite_id: 'x1' })
  assert.deepEqual(ok.body.data, { accepted: true, reason: null, gold: 100 })
  // twice, and through another inviter: refused, no second credit
  assert.equal((await accept(b.token, { invite_user_id: String(a.id) })).body.data.reason, 'already')
  assert.equal((await accept(b.token, { invite_user_id: c.id })).body.data.reason, 'already')
  // concurrent accepts of one invitee credit once
  const d = await loginWithEmail(t, `race-${stamp()}@example.com`)
  const race = await Promise.all([1, 2, 3].map(() => accept(d.token, { invite_user_id: String(a.id) })))
  assert.equal(race.filter((r) => r.body.data.accepted).length, 1)

  const after = await gold(a.token)
  assert.equal(after.balance, 200)
  assert.equal(after.invited, 2)
  assert.equal(after.earned, 200)
  assert.equal((await gold(b.token)).balance, 0)
  assert.equal((await gold(c.token)).balance, 0)

  const rec = (await t.call('GET', '/v3/meditation/inviteRecord', { token: a.token, query: { page: 1, size: 1 } })).body
    .data as Paged<InviteRecordDTO>
  assert.equal(rec.total, 2)
  assert.equal(rec.has_more, true)
  assert.equal(rec.list.length, 1)
  assert.equal(rec.list[0].gold, 100)
  assert.match(rec.list[0].nickname, /^學\*{3}\d$/) // newest first: the "race-…" friend (default nickname "學員 123456"), masked
  assert.ok(!rec.list[0].nickname.includes('race'))
  assert.equal((await t.call('GET', '/v3/meditation/inviteRecord', { token: b.token })).body.data.total, 0)

  const rank = (await t.call('GET', '/v3/meditation/inviteRankList', { token: a.token })).body.data as InviteRankDTO[]
  assert.equal(rank[0].rank, 1)
  assert.equal(rank[0].invited, 2)
  assert.equal(rank[0].gold, 200)
  assert.equal(rank[0].is_me, 1)
  assert.ok(rank[0].nickname.includes('*'))
  // public without a token, is_me 0
  const anon = (await t.call('GET', '/v3/meditation/inviteRankList')).body
  assert.equal(anon.code, 0)
  assert.equal(anon.data[0].is_me, 0)
})

test('inviteAccept: an account older than the sign-up window is not a new friend', async () => {
  const a = await loginWithEmail(t, `inviter2-${stamp()}@example.com`)
  const old = await loginDemo(t, 'user') // seeded long before
  t.clock.now += (SIGNUP_WINDOW_HOURS + 1) * 3600_000
  try {
    const r = await accept(old, { invite_user_id: String(a.id) })
    assert.equal(r.body.data.reason, 'not_new')
  } finally {
    t.clock.now -= (SIGNUP_WINDOW_HOURS + 1) * 3600_000
  }
  assert.equal((await gold(a.token)).balance, 0)
})

test('invitation calls need a login (1100); bodies are validated', async () => {
  for (const [method, path] of [
    ['POST', '/v3/meditation/inviteAccept'],
    ['GET', '/v3/meditation/inviteRecord'],
    ['GET', '/v3/get/invite/gold']
  ] as const) {
    const r = await t.call(method, path, method === 'POST' ? { body: { invite_user_id: '1' } } : {})
    assert.equal(r.status, 401, path)
    assert.equal(r.body.code, ErrorCode.NOT_LOGGED_IN, path)
  }
  const { token } = await loginWithEmail(t, `val-${stamp()}@example.com`)
  assert.equal((await accept(token, { invite_user_id: 'abc' })).status, 400)
})

test('navInfo: one nav with every card of its floors; 404 for an unknown nav', async () => {
  const navs = (await t.call('GET', '/v3/course/navList')).body.data as { id: number; title: string }[]
  const r = await t.call('GET', `/v3/course/navInfo/${navs[0].id}`, { lang: 'en' })
  assert.equal(r.body.code, 0)
  assert.equal(r.body.data.nav.id, navs[0].id)
  assert.ok(r.body.data.floors.length > 0)
  const index = (await t.call('GET', '/v3/course/indexFloor', { query: { nav_id: navs[0].id } })).body.data
  const whole = r.body.data.floors.reduce((n: number, f: { items: unknown[] }) => n + f.items.length, 0)
  const preview = index.floors.reduce((n: number, f: { items: unknown[] }) => n + f.items.length, 0)
  assert.ok(whole >= preview)
  assert.equal((await t.call('GET', '/v3/course/navInfo/99999')).status, 404)
})
