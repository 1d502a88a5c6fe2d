/**
 * Every admin route, for every role and signed out: the route table is read from the app itself (each route
 * under /admin/api must declare its roles, or registering it fails), so a new route is covered the moment it
 * exists. Signed out → 401 signed_out; a role not in the route's list → 403 forbidden; a role in it → neither.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import Fastify from 'fastify'
import { adminRouteTable, registerAdminRules } from '../src/routes/admin'
import { ROLES, type Role } from '../src/services/admin/access'
import { adminCall, consoleApp, type SignedIn } from './admin-fixtures'
import type { TestApp } from './helpers'

let t: TestApp
const ops = {} as Record<Role, SignedIn>
before(async () => {
  const app = await consoleApp(...ROLES)
  t = app.t
  for (const role of ROLES) ops[role] = app[role]
})
after(() => t.close())

/** A concrete URL for a route pattern: ids that do not exist (the rule must hold before any lookup). */
const urlOf = (pattern: string) => pattern.replace(/:[a-zA-Z]+/g, '999999').replace(/\*$/, 'x')

test('the route table: every admin route declares its roles; only signing in is public', () => {
  const table = adminRouteTable(t.app)
  assert.ok(table.length >= 25, `only ${table.length} admin routes found`)
  for (const r of table) {
    if (r.roles === 'public') assert.deepEqual([r.method, r.url], ['POST', '/admin/api/session'])
    else {
      assert.ok(r.roles.length > 0, `${r.method} ${r.url}`)
      for (const role of r.roles) assert.ok(ROLES.includes(role), `${r.method} ${r.url}: unknown role ${role}`)
    }
  }
  // the owner may use everything; only the session and the overview are for everyone
  for (const r of table) if (r.roles !== 'public') assert.ok(r.roles.includes('owner'), `${r.method} ${r.url}`)
  const forAll = table
    .filter((r) => r.roles !== 'public' && r.roles.length === ROLES.length)
    .map((r) => `${r.method} ${r.url}`)
  assert.deepEqual(forAll.sort(), ['DELETE /admin/api/session', 'GET /admin/api/overview', 'GET /admin/api/session'])
})

/** The policy (docs/admin-api.md "Roles"): who may use each resource. A route of a resource not here fails. */
const POLICY: Record<string, readonly Role[]> = {
  session: ROLES,
  overview: ROLES,
  floors: ['owner', 'editor'],
  albums: ['owner', 'editor'],
  faqs: ['owner', 'editor'],
  lives: ['owner', 'editor'],
  camps: ['owner', 'editor'],
  courses: ['owner', 'editor'],
  'short-videos': ['owner', 'editor'],
  plans: ['owner', 'editor'],
  collections: ['owner', 'editor'],
  quotes: ['owner', 'editor'],
  scenes: ['owner', 'editor'],
  'day-picks': ['owner', 'editor'],
  tickets: ['owner', 'editor'],
  'ticket-signups': ['owner', 'editor', 'support'],
  'meditation-banners': ['owner', 'editor'],
  'course-banners': ['owner', 'editor'],
  'meditation-floors': ['owner', 'editor'],
  'course-floors': ['owner', 'editor'],
  tracks: ['owner', 'editor'],
  uploads: ['owner', 'editor'],
  orders: ['owner', 'support'],
  users: ['owner', 'support'],
  reports: ['owner', 'moderator'],
  'live-chats': ['owner', 'moderator'],
  groups: ['owner', 'moderator', 'group_admin'],
  operators: ['owner'],
  audit: ['owner'],
  documents: ['owner', 'editor'],
  'support-messages': ['owner', 'support'],
  'code-batches': ['owner', 'support'],
  coupons: ['owner', 'support'],
  settings: ['owner', 'editor'],
  landings: ['owner', 'editor'],
  'annual-cards': ['owner', 'editor'],
  'annual-card-holders': ['owner', 'support'],
  questionnaires: ['owner', 'editor'],
  gifts: ['owner', 'support']
}

test('each route follows the policy of its resource', () => {
  for (const r of adminRouteTable(t.app)) {
    if (r.roles === 'public') continue
    const resource = r.url.split('/')[3]
    assert.ok(resource in POLICY, `${r.method} ${r.url}: a resource with no policy in this test`)
    assert.deepEqual([...r.roles].sort(), [...POLICY[resource]].sort(), `${r.method} ${r.url}`)
  }
})

test('a route registered without roles is refused at start', async () => {
  const bare = Fastify()
  bare.decorate('ctx', { ...t.app.ctx })
  await assert.rejects(async () => {
    await bare.register(
      async (api) => {
        registerAdminRules(api)
        api.get('/with-rule', { config: { adminRoles: ['owner'] } }, async () => 1)
        api.get('/without-rule', async () => 1)
      },
      { prefix: '/admin/api' }
    )
    await bare.ready()
  }, /GET \/admin\/api\/without-rule declares no adminRoles/)
})

test('signed out: every admin route but signing in answers 401 signed_out', async () => {
  for (const r of adminRouteTable(t.app)) {
    if (r.roles === 'public') continue
    const res = await adminCall(t, r.method, urlOf(r.url), { body: r.method === 'GET' ? undefined : {} })
    assert.equal(res.status, 401, `${r.method} ${r.url}: ${res.status}`)
    assert.equal(res.body.code, 'signed_out', `${r.method} ${r.url}`)
    assert.ok(res.body.message)
  }
  // a forged or unknown cookie is the same as none
  const res = await adminCall(t, 'GET', '/admin/api/overview', { cookie: 'jx_admin=forged' })
  assert.equal(res.status, 401)
})

test('each role is refused (403 forbidden) on every route not for it, and passes the rule on the others', async () => {
  let refusals = 0
  for (const r of adminRouteTable(t.app)) {
    if (r.roles === 'public') continue
    // signing out would end the session the rest of the loop uses; it is for every role (checked above)
    if (r.method === 'DELETE' && r.url === '/admin/api/session') continue
    for (const role of ROLES) {
      const res = await adminCall(t, r.method, urlOf(r.url), {
        cookie: ops[role].cookie,
        body: r.method === 'GET' ? undefined : {}
      })
      if (r.roles.includes(role)) {
        assert.ok(
          res.status !== 401 && res.status !== 403,
          `${role} ${r.method} ${r.url}: ${res.status} ${JSON.stringify(res.body)}`
        )
      } else {
        assert.equal(res.status, 403, `${role} ${r.method} ${r.url}: ${res.status}`)
        assert.equal(res.body.code, 'forbidden')
        refusals++
      }
    }
  }
  assert.ok(refusals > 50, `only ${refusals} refusals checked`)
})

test('refusals are translated: zh-Hant by default, English on request', async () => {
  const zh = await adminCall(t, 'GET', '/admin/api/audit', { cookie: ops.editor.cookie })
  const en = await adminCall(t, 'GET', '/admin/api/audit', { cookie: ops.editor.cookie, lang: 'en-US,en;q=0.9' })
  assert.equal(zh.body.message, '你的角色沒有權限使用這項功能')
  assert.equal(en.body.message, 'Your role is not allowed to do this')
  const out = await adminCall(t, 'GET', '/admin/api/audit', { lang: 'en' })
  assert.equal(out.body.message, 'Please sign in to the console')
})
