/**
 * The operator console's flows on the real app (sign-in and sessions: admin-session.test.ts): an editor's
 * album published into the app (the catalogue cache of the app dropped through the change feed), a support
 * operator's refund (the purchase gone), a membership granted and ended, a moderator's restore and delete of a
 * reported post, operators created by the owner, and the audit log of all of it, which the database keeps
 * append-only.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { eq, sql } from 'drizzle-orm'
import { adminAudit, forumModeration, forumPosts } from '../src/db/schema'
import { mediaUploads } from '../src/storage/mediaUploads'
import { totpNow } from '../src/services/admin/totp'
import { adminCall, auditRows, cookieOf, type SignedIn, consoleApp } from './admin-fixtures'
import { loginWithEmail, type TestApp } from './helpers'

let t: TestApp
let owner: SignedIn
let editor: SignedIn
let support: SignedIn
let moderator: SignedIn
let groupAdmin: SignedIn
// group_admin: of enterprise 1 (admin-fixtures)
before(async () => {
  const ops = await consoleApp('owner', 'editor', 'support', 'moderator', 'group_admin')
  ;({ t, owner, editor, support, moderator, group_admin: groupAdmin } = ops)
})
after(() => t.close())

const STEP = 30_000
const audits = (action: string) => auditRows(t, owner, action)

/** Polls the app until `check` holds (the change feed is asynchronous); fails after `tries`. */
async function until<T>(what: string, fn: () => Promise<T>, check: (v: T) => boolean, tries = 200): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const v = await fn()
    if (check(v)) return v
    await new Promise((r) => setImmediate(r))
    await new Promise((r) => setTimeout(r, 10))
  }
  throw new Error(`never happened: ${what}`)
}

test('an editor creates an album with two tracks, publishes it, and the app shows it on the home floor', async () => {
  const floors = (await adminCall(t, 'GET', '/admin/api/floors', { cookie: editor.cookie })).body
  assert.ok(floors.length > 0)
  const floorId = floors[0].id
  // the app's home, read once so its catalogue cache holds it
  const home = async () => (await t.call('GET', '/v3/meditation/indexFloor')).body.data
  const before = await home()

  const created = await adminCall(t, 'POST', '/admin/api/albums', {
    cookie: editor.cookie,
    body: { title: '晨間靜心', titleEn: 'Morning stillness', intro: '十分鐘', member: false, floorId }
  })
  assert.equal(created.status, 201, JSON.stringify(created.body))
  const album = created.body
  assert.equal(album.status, 'draft')
  assert.equal(album.sku, `album${album.id}`)
  // a draft is nowhere in the app
  assert.equal((await t.call('GET', `/v3/meditation/goods/${album.sku}`)).status, 404)
  const refused = await adminCall(t, 'POST', `/admin/api/albums/${album.id}/publish`, {
    cookie: editor.cookie,
    body: {}
  })
  assert.equal(refused.status, 409)
  assert.equal(refused.body.code, 'no_tracks')

  for (const [i, title] of ['呼吸', '身體掃描'].entries()) {
    const tr = await adminCall(t, 'POST', '/admin/api/tracks', {
      cookie: editor.cookie,
      body: {
        albumId: album.id,
        title,
        titleEn: `Track ${i + 1}`,
        mediaPath: `/media/audio/test-${i}.m4a`,
        duration: 300 + i,
        sort: i
      }
    })
    assert.equal(tr.status, 201, JSON.stringify(tr.body))
    assert.equal(tr.body.status, 'draft')
  }
  const list = await adminCall(t, 'GET', '/admin/api/tracks', { cookie: editor.cookie, query: { albumId: album.id } })
  assert.equal(list.headers['x-total-count'], '2')
  assert.deepEqual(
    list.body.map((x: { title: string }) => x.title),
    ['呼吸', '身體掃描']
  )
  assert.deepEqual(await home(), before, 'nothing changed in the app yet')

  const published = await adminCall(t, 'POST', `/admin/api/albums/${album.id}/publish`, {
    cookie: editor.cookie,
    body: {}
  })
  assert.equal(published.status, 200, JSON.stringify(published.body))
  assert.equal(published.body.status, 'published')
  assert.equal(published.body.trackCount, 2)

  // the app: the album and its tracks, and first on its floor (its cached home dropped by the change feed)
  // (a 404 read before is cached too: the change feed drops it, asynchronously on PostgreSQL's LISTEN/NOTIFY)
  const detail = await until(
    'the album in the app',
    () => t.call('GET', `/v3/meditation/goods/${album.sku}`, { lang: 'en' }),
    (r) => r.body.code === 0
  )
  assert.equal(detail.body.data.title, 'Morning stillness')
  assert.equal(detail.body.data.resources.length, 2)
  const after = await until('the album on the app home', home, (h) =>
    h.floors.find((f: { id: number }) => f.id === floorId).goods.some((g: { sku: string }) => g.sku === album.sku)
  )
  assert.equal(after.floors.find((f: { id: number }) => f.id === floorId).goods[0].sku, album.sku)

  // once published, an edit is live at once; deleting is refused
  const renamed = await adminCall(t, 'PATCH', `/admin/api/albums/${album.id}`, {
    cookie: editor.cookie,
    body: { titleEn: 'Morning calm' }
  })
  assert.equal(renamed.body.titleEn, 'Morning calm')
  // a form's cleared fields arrive as null: empty
  const cleared = await adminCall(t, 'PATCH', `/admin/api/albums/${album.id}`, {
    cookie: editor.cookie,
    body: { cover: null, subtitle: null }
  })
  assert.equal(cleared.status, 200, JSON.stringify(cleared.body))
  assert.equal(cleared.body.cover, '')
  await until(
    'the new title in the app',
    async () => (await t.call('GET', `/v3/meditation/goods/${album.sku}`, { lang: 'en' })).body.data.title,
    (title) => title === 'Morning calm'
  )
  const del = await adminCall(t, 'DELETE', `/admin/api/albums/${album.id}`, { cookie: editor.cookie })
  assert.equal(del.status, 409)
  assert.equal(del.body.code, 'published')

  const log = await audits('album.publish')
  assert.equal(log.length, 1)
  assert.equal(log[0].operatorEmail, editor.email)
  assert.equal(log[0].before.status, 'draft')
  assert.equal(log[0].after.status, 'published')
  assert.equal((await audits('track.create')).length, 2)
})

test('a track naming a converted upload takes its file (member or public) and duration from it', async () => {
  const album = (
    await adminCall(t, 'POST', '/admin/api/albums', {
      cookie: editor.cookie,
      body: { title: '上傳', titleEn: 'Uploads' }
    })
  ).body
  const upload = (id: string, status: 'processing' | 'ready') =>
    t.database.db.insert(mediaUploads).values({
      id,
      fileName: 'a.wav',
      mime: 'audio/wav',
      size: 1000,
      status,
      duration: status === 'ready' ? 187 : null,
      mediaPath: status === 'ready' ? `/media/track-${id}.mp4` : null,
      memberMediaPath: status === 'ready' ? `/media/track-member-${id}.mp4` : null
    })
  await upload('upready1', 'ready')
  await upload('upbusy1', 'processing')
  const busy = await adminCall(t, 'POST', '/admin/api/tracks', {
    cookie: editor.cookie,
    body: { albumId: album.id, title: '一', titleEn: 'One', mediaUploadId: 'upbusy1' }
  })
  assert.equal(busy.status, 409)
  assert.equal(busy.body.code, 'upload_not_ready')
  const free = await adminCall(t, 'POST', '/admin/api/tracks', {
    cookie: editor.cookie,
    body: { albumId: album.id, title: '一', titleEn: 'One', mediaUploadId: 'upready1' }
  })
  assert.equal(free.status, 201, JSON.stringify(free.body))
  assert.equal(free.body.duration, 187)
  assert.equal(free.body.mediaPath, '/media/track-upready1.mp4')
  const member = await adminCall(t, 'PATCH', `/admin/api/tracks/${free.body.id}`, {
    cookie: editor.cookie,
    body: { member: true }
  })
  assert.equal(member.body.mediaPath, '/media/track-member-upready1.mp4', 'a member track plays the signed-only file')
})

test('seeded albums are listed as published and adopted on their first edit', async () => {
  const page = await adminCall(t, 'GET', '/admin/api/albums', {
    cookie: editor.cookie,
    query: { status: 'published', _start: 0, _end: 5, _sort: 'id', _order: 'asc' }
  })
  assert.equal(page.status, 200)
  assert.ok(Number(page.headers['x-total-count']) > 5)
  assert.equal(page.body.length, 5)
  const seeded = page.body[0]
  const tracks = await adminCall(t, 'GET', '/admin/api/tracks', {
    cookie: editor.cookie,
    query: { albumId: seeded.id }
  })
  assert.equal(tracks.body.length, seeded.trackCount)
  const r = await adminCall(t, 'PATCH', `/admin/api/albums/${seeded.id}`, {
    cookie: editor.cookie,
    body: { title: '新標題' }
  })
  assert.equal(r.status, 200, JSON.stringify(r.body))
  assert.equal(r.body.title, '新標題')
  assert.equal(r.body.trackCount, seeded.trackCount)
  await until(
    'the seeded album renamed in the app',
    async () => (await t.call('GET', `/v3/meditation/goods/${seeded.sku}`)).body.data.title,
    (title) => title === '新標題'
  )
})

test('a support operator refunds an order: the purchase disappears, the order shows its history', async () => {
  const buyer = await loginWithEmail(t, 'refund-buyer@example.com')
  const o = (await t.call('POST', '/v3/orders', { token: buyer.token, body: { sku: 'vip-month' } })).body.data
  const paid = await t.call('POST', '/v3/pays', { token: buyer.token, body: { order_no: o.order_no } })
  assert.equal(paid.body.data.order.status, 'paid', JSON.stringify(paid.body))
  const member = async () => (await t.call('GET', '/v3/meditation/memberInfo', { token: buyer.token })).body.data.isVip
  assert.equal(await member(), 1)

  const found = await adminCall(t, 'GET', '/admin/api/orders', {
    cookie: support.cookie,
    query: { q: 'refund-buyer@example.com' }
  })
  assert.equal(found.body.length, 1)
  const order = found.body[0]
  assert.equal(order.status, 'paid')
  assert.deepEqual(
    order.history.map((h: { event: string }) => h.event),
    ['created', 'paid']
  )
  const missingReason = await adminCall(t, 'POST', `/admin/api/orders/${order.id}/refund`, {
    cookie: support.cookie,
    body: {}
  })
  assert.equal(missingReason.status, 400)
  assert.equal(missingReason.body.field, 'reason')

  const refunded = await adminCall(t, 'POST', `/admin/api/orders/${order.id}/refund`, {
    cookie: support.cookie,
    body: { reason: 'asked by e-mail' }
  })
  assert.equal(refunded.status, 200, JSON.stringify(refunded.body))
  assert.equal(refunded.body.status, 'refunded')
  assert.equal(refunded.body.refundReason, 'asked by e-mail')
  assert.deepEqual(
    refunded.body.history.map((h: { event: string }) => h.event),
    ['created', 'paid', 'refund_requested', 'refunded']
  )
  assert.equal(await member(), 0, 'the membership bought is gone')

  const again = await adminCall(t, 'POST', `/admin/api/orders/${order.id}/refund`, {
    cookie: support.cookie,
    body: { reason: 'x' }
  })
  assert.equal(again.body.status, 'refunded', 'a second refund changes nothing')
  const pending = (await t.call('POST', '/v3/orders', { token: buyer.token, body: { sku: 'vip-month' } })).body.data
  const [row] = (
    await adminCall(t, 'GET', '/admin/api/orders', { cookie: support.cookie, query: { q: pending.order_no } })
  ).body
  const notPaid = await adminCall(t, 'POST', `/admin/api/orders/${row.id}/refund`, {
    cookie: support.cookie,
    body: { reason: 'x' }
  })
  assert.equal(notPaid.status, 409)
  assert.equal(notPaid.body.code, 'not_refundable')

  const log = await audits('order.refund')
  assert.ok(
    log.some((e) => e.targetId === String(order.id) && e.after.status === 'refunded' && e.before.status === 'paid')
  )
})

test('support finds a user by e-mail, phone or id, and grants then ends a membership with a reason', async () => {
  const u = await loginWithEmail(t, 'Member.Grant@example.com')
  const byEmail = await adminCall(t, 'GET', '/admin/api/users', {
    cookie: support.cookie,
    query: { q: 'member.grant@example' }
  })
  assert.deepEqual(
    byEmail.body.map((x: { id: number }) => x.id),
    [u.id]
  )
  const byId = await adminCall(t, 'GET', '/admin/api/users', { cookie: support.cookie, query: { q: String(u.id) } })
  assert.ok(byId.body.some((x: { id: number }) => x.id === u.id))

  const until = new Date(t.clock.now + 30 * 86_400_000).toISOString()
  const noReason = await adminCall(t, 'POST', `/admin/api/users/${u.id}/membership`, {
    cookie: support.cookie,
    body: { action: 'grant', until }
  })
  assert.equal(noReason.status, 400)
  const past = await adminCall(t, 'POST', `/admin/api/users/${u.id}/membership`, {
    cookie: support.cookie,
    body: { action: 'grant', until: new Date(t.clock.now - 1000).toISOString(), reason: 'x' },
    lang: 'en'
  })
  assert.equal(past.status, 400)
  assert.equal(past.body.message, 'The membership end date must be in the future')
  const granted = await adminCall(t, 'POST', `/admin/api/users/${u.id}/membership`, {
    cookie: support.cookie,
    body: { action: 'grant', until, reason: 'compensation for an outage' }
  })
  assert.equal(granted.status, 200, JSON.stringify(granted.body))
  assert.equal(granted.body.member, true)
  assert.equal((await t.call('GET', '/v3/meditation/memberInfo', { token: u.token })).body.data.isVip, 1)
  const ended = await adminCall(t, 'POST', `/admin/api/users/${u.id}/membership`, {
    cookie: support.cookie,
    body: { action: 'end', reason: 'granted by mistake' }
  })
  assert.equal(ended.body.member, false)
  assert.equal((await t.call('GET', '/v3/meditation/memberInfo', { token: u.token })).body.data.isVip, 0)
  const detail = await adminCall(t, 'GET', `/admin/api/users/${u.id}`, { cookie: support.cookie })
  assert.ok(Array.isArray(detail.body.orders) && Array.isArray(detail.body.plays))
  const log = await audits('user.membership')
  assert.deepEqual(
    log.filter((e) => e.targetId === String(u.id)).map((e) => e.after.reason),
    ['granted by mistake', 'compensation for an outage']
  )
})

test('a moderator restores a hidden post (visible again in the app) and deletes another', async () => {
  const author = await loginWithEmail(t, 'reported-author@example.com')
  const viewer = await loginWithEmail(t, 'viewer@example.com')
  const post = async (content: string) =>
    (await t.call('POST', '/v3/forum/posts', { token: author.token, body: { content } })).body.data.id as number
  const hide = async (id: number) => {
    await t.database.db.update(forumPosts).set({ status: 'review', reportCount: 3 }).where(eq(forumPosts.id, id))
    await t.database.db
      .insert(forumModeration)
      .values({ postId: id, state: 'pending', hidden: 1, points: 3, queuedAt: new Date(t.clock.now) })
  }
  const a = await post('a calm thought')
  const b = await post('something rude')
  await hide(a)
  await hide(b)
  const seen = async (id: number) => (await t.call('GET', `/v3/forum/posts/${id}`, { token: viewer.token })).status
  assert.equal(await seen(a), 404)

  const queue = await adminCall(t, 'GET', '/admin/api/reports', {
    cookie: moderator.cookie,
    query: { state: 'pending' }
  })
  assert.deepEqual(queue.body.map((r: { id: number }) => r.id).sort(), [a, b].sort())
  assert.equal(queue.body[0].post.status, 'review')

  const restored = await adminCall(t, 'POST', `/admin/api/reports/${a}/restore`, { cookie: moderator.cookie, body: {} })
  assert.equal(restored.status, 200, JSON.stringify(restored.body))
  assert.equal(restored.body.state, 'kept')
  assert.equal(restored.body.post.status, 'visible')
  assert.equal(await seen(a), 200)
  const twice = await adminCall(t, 'POST', `/admin/api/reports/${a}/restore`, { cookie: moderator.cookie, body: {} })
  assert.equal(twice.status, 409)

  const deleted = await adminCall(t, 'POST', `/admin/api/reports/${b}/delete`, { cookie: moderator.cookie })
  assert.equal(deleted.status, 200, JSON.stringify(deleted.body))
  assert.equal(deleted.body.state, 'removed')
  assert.equal(await seen(b), 404)
  const [gone] = await t.database.db.select().from(forumPosts).where(eq(forumPosts.id, b))
  assert.equal(gone, undefined)

  const restoredLog = await audits('report.restore')
  assert.equal(restoredLog[0].operatorEmail, moderator.email)
  assert.equal((await audits('report.delete'))[0].before.post.content, 'something rude')
})

test("a group admin manages their enterprise's groups only: remove/let back, mute, a new invite code", async () => {
  const mine = await adminCall(t, 'GET', '/admin/api/groups', { cookie: groupAdmin.cookie })
  assert.equal(mine.status, 200)
  assert.ok(mine.body.length >= 1)
  assert.ok(mine.body.every((g: { enterpriseId: number }) => g.enterpriseId === 1))
  const all = await adminCall(t, 'GET', '/admin/api/groups', { cookie: moderator.cookie })
  const other = all.body.find((g: { enterpriseId: number }) => g.enterpriseId !== 1)
  assert.ok(other, 'the moderator sees other enterprises too')
  assert.equal((await adminCall(t, 'GET', `/admin/api/groups/${other.id}`, { cookie: groupAdmin.cookie })).status, 403)
  const notHers = await adminCall(t, 'POST', `/admin/api/groups/${other.id}/rotate-code`, { cookie: groupAdmin.cookie })
  assert.equal(notHers.status, 403)
  assert.equal(notHers.body.code, 'forbidden')

  const group = mine.body[0]
  const member = await loginWithEmail(t, 'group-member@example.com')
  const join = (code: string) => t.call('POST', '/v3/enterprise/group/join', { token: member.token, body: { code } })
  assert.equal((await join(group.joinCode)).body.code, 0)

  const removed = await adminCall(t, 'POST', `/admin/api/groups/${group.id}/remove`, {
    cookie: groupAdmin.cookie,
    body: { userId: member.id }
  })
  assert.equal(removed.status, 200, JSON.stringify(removed.body))
  assert.equal(removed.body.removed, true)
  const rejoin = await join(group.joinCode)
  assert.notEqual(rejoin.body.code, 0, 'a removed member cannot rejoin')
  const back = await adminCall(t, 'POST', `/admin/api/groups/${group.id}/restore`, {
    cookie: groupAdmin.cookie,
    body: { userId: member.id }
  })
  assert.equal(back.body.removed, false)
  const muted = await adminCall(t, 'POST', `/admin/api/groups/${group.id}/ban`, {
    cookie: groupAdmin.cookie,
    body: { userId: member.id }
  })
  assert.equal(muted.body.banned, true)
  const members = await adminCall(t, 'GET', `/admin/api/groups/${group.id}/members`, { cookie: groupAdmin.cookie })
  assert.equal(members.body.find((m: { userId: number }) => m.userId === member.id).banned, true)
  const stranger = await adminCall(t, 'POST', `/admin/api/groups/${group.id}/ban`, {
    cookie: groupAdmin.cookie,
    body: { userId: 999999 }
  })
  assert.equal(stranger.status, 404)

  const rotated = await adminCall(t, 'POST', `/admin/api/groups/${group.id}/rotate-code`, { cookie: groupAdmin.cookie })
  assert.equal(rotated.status, 200)
  assert.notEqual(rotated.body.joinCode, group.joinCode)
  const stale = await t.call('GET', '/v3/enterprise/group/invite', { query: { code: group.joinCode } })
  assert.notEqual(stale.body.code, 0, 'the old code admits no one')
  const fresh = await t.call('GET', '/v3/enterprise/group/invite', { query: { code: rotated.body.joinCode } })
  assert.equal(fresh.body.code, 0)
  const log = await audits('group.remove')
  assert.equal(log[0].operatorEmail, groupAdmin.email)
  assert.equal(log[0].targetId, `${group.id}:${member.id}`)
})

test('the owner creates an operator: the TOTP secret is shown once, and the new operator can sign in with it', async () => {
  const r = await adminCall(t, 'POST', '/admin/api/operators', {
    cookie: owner.cookie,
    body: { email: 'new.editor@ops.test', name: 'New editor', role: 'editor', password: 'a long password 1' }
  })
  assert.equal(r.status, 201, JSON.stringify(r.body))
  assert.match(r.body.totpSecret, /^[A-Z2-7]{16,}$/)
  assert.match(r.body.otpauthUri, /^otpauth:\/\/totp\//)
  const shown = await adminCall(t, 'GET', `/admin/api/operators/${r.body.id}`, { cookie: owner.cookie })
  assert.equal('totpSecret' in shown.body, false)
  const dup = await adminCall(t, 'POST', '/admin/api/operators', {
    cookie: owner.cookie,
    body: { email: 'NEW.editor@ops.test', name: 'x', role: 'support', password: 'a long password 1' }
  })
  assert.equal(dup.status, 409)
  const groupAdmin = await adminCall(t, 'POST', '/admin/api/operators', {
    cookie: owner.cookie,
    body: { email: 'ga@ops.test', name: 'x', role: 'group_admin', password: 'a long password 1' }
  })
  assert.equal(groupAdmin.status, 400)
  assert.equal(groupAdmin.body.code, 'enterprise_required')

  t.clock.now += STEP
  const signin = await adminCall(t, 'POST', '/admin/api/session', {
    body: {
      email: 'new.editor@ops.test',
      password: 'a long password 1',
      otp: await totpNow(r.body.totpSecret, t.clock.now)
    }
  })
  assert.equal(signin.status, 200)
  // disabled: its session ends and it cannot sign in
  const cookie = cookieOf(signin.headers['set-cookie'])
  const off = await adminCall(t, 'PATCH', `/admin/api/operators/${r.body.id}`, {
    cookie: owner.cookie,
    body: { disabled: true }
  })
  assert.equal(off.body.disabled, true)
  assert.equal((await adminCall(t, 'GET', '/admin/api/session', { cookie })).status, 401)
  const self = await adminCall(t, 'PATCH', `/admin/api/operators/${owner.id}`, {
    cookie: owner.cookie,
    body: { role: 'editor' }
  })
  assert.equal(self.status, 409)
  const log = await audits('operator.create')
  const entry = log.find((e) => e.targetId === String(r.body.id))!
  assert.equal(JSON.stringify(entry).includes(r.body.totpSecret), false, 'no secret in the audit log')
})

test('the audit log cannot be changed or emptied, by the app or by SQL', async () => {
  const [row] = await t.database.db.select().from(adminAudit).limit(1)
  assert.ok(row)
  // drizzle wraps the database's error: the trigger's message is the cause's
  const refused = (err: unknown) => {
    const e = err as { message: string; cause?: { message?: string } }
    return /append-only/.test(`${e.message} ${e.cause?.message ?? ''}`)
  }
  await assert.rejects(
    t.database.db.update(adminAudit).set({ action: 'forged' }).where(eq(adminAudit.id, row.id)),
    refused
  )
  await assert.rejects(t.database.db.delete(adminAudit).where(eq(adminAudit.id, row.id)), refused)
  await assert.rejects(t.database.db.execute(sql`TRUNCATE admin_audit`), refused)
  const [still] = await t.database.db.select().from(adminAudit).where(eq(adminAudit.id, row.id))
  assert.equal(still.action, row.action)
  // and no route writes it: only GET exists
  for (const method of ['POST', 'PATCH', 'DELETE'])
    assert.equal(
      (await adminCall(t, method, `/admin/api/audit/${row.id}`, { cookie: owner.cookie, body: {} })).status,
      404
    )
})

test('overview numbers for every role', async () => {
  const r = await adminCall(t, 'GET', '/admin/api/overview', { cookie: moderator.cookie })
  assert.equal(r.status, 200)
  for (const k of [
    'signUpsToday',
    'ordersToday',
    'revenueTodayCents',
    'activeListeners',
    'reportsWaiting',
    'jobsFailing'
  ])
    assert.equal(typeof r.body[k], 'number', k)
  assert.ok(r.body.signUpsToday >= 1)
})

test('lists: bad query fields are a translated 400 naming the field; unknown routes a JSON 404', async () => {
  const bad = await adminCall(t, 'GET', '/admin/api/albums', {
    cookie: editor.cookie,
    query: { _start: 'x' },
    lang: 'en'
  })
  assert.equal(bad.status, 400)
  assert.equal(bad.body.field, '_start')
  assert.equal(bad.body.message, 'The field "_start" is not valid')
  const nope = await adminCall(t, 'GET', '/admin/api/nothing-here', { cookie: editor.cookie })
  assert.equal(nope.status, 404)
  assert.equal(nope.body.code, 'not_found')
  const missing = await adminCall(t, 'GET', '/admin/api/albums/999999', { cookie: editor.cookie })
  assert.equal(missing.status, 404)
})
