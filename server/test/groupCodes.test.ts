/**
 * Enterprise invite codes cannot be guessed: every code tried (preview or join) counts against the account and the
 * IP (10 and 30 per 15 minutes), codes are 12 characters of a 32-letter alphabet (the migration lengthened the
 * short ones of existing databases), and a group admin can replace a code, which the seed then keeps.
 */
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { eq, sql } from 'drizzle-orm'
import { signNonce, signRequest, signTimestamp } from '@app/protocol'
import { enterpriseGroups } from '../src/db/schema'
import { MIGRATIONS_DIR } from '../src/db/migrate'
import { seedDatabase } from '../src/db/seed'
import { GROUP_CODE_LENGTH } from '../src/lib/groupCode'
import { createTestApp, loginDemo, loginWithEmail, type TestApp } from './helpers'

const BSJ_GROUP = 11
const CODE = new RegExp(`^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{${GROUP_CODE_LENGTH}}$`)
let t: TestApp

before(async () => {
  t = await createTestApp()
})
after(() => t.close())

const codeOf = async (groupId: number) =>
  (await t.database.db.select().from(enterpriseGroups).where(eq(enterpriseGroups.id, groupId)))[0].joinCode

/** A signed join from a given address (the limits are per IP). */
async function joinFrom(code: string, ip: string, token?: string) {
  const path = '/v3/enterprise/group/join'
  const body = { code }
  const timestamp = signTimestamp(t.clock.now)
  const nonce = signNonce()
  const res = await t.app.inject({
    method: 'POST',
    url: path,
    remoteAddress: ip,
    headers: {
      'content-type': 'application/json',
      'x-lang': 'en',
      'x-timestamp': timestamp,
      'x-nonce': nonce,
      'x-sign': signRequest({ method: 'POST', path, timestamp, nonce, payload: body }),
      ...(token ? { 'x-token': token } : {})
    },
    payload: JSON.stringify(body)
  })
  return { status: res.statusCode, body: res.json() }
}

test('every seeded code is 12 characters without look-alikes', async () => {
  const rows = await t.database.db.select().from(enterpriseGroups)
  assert.ok(rows.length >= 5)
  for (const r of rows) assert.match(r.joinCode, CODE, `group ${r.id}`)
})

test('an account gets 10 tries per 15 minutes whatever its address; then even the right code waits', async () => {
  const u = await loginWithEmail(t, 'guesser@example.com')
  for (let i = 0; i < 10; i++) {
    const r = await joinFrom(`WRONG${String(i).padStart(7, '0')}`, `10.1.0.${i + 1}`, u.token)
    assert.equal(r.body.code, 1116, `try ${i + 1}`)
  }
  const blocked = await joinFrom(await codeOf(BSJ_GROUP), '10.1.0.99', u.token)
  assert.equal(blocked.status, 429)
  assert.equal(blocked.body.code, 4290)
  assert.equal(await t.app.ctx.repos.enterprise.inGroup(u.id, BSJ_GROUP), false)
  t.clock.now += 15 * 60_000 + 1000
  assert.equal((await joinFrom(await codeOf(BSJ_GROUP), '10.1.0.99', u.token)).body.code, 0)
})

test('an address gets 30 tries per 15 minutes whatever the accounts; previews count too', async () => {
  const ip = '10.2.0.1'
  const path = '/v3/enterprise/group/invite'
  for (let i = 0; i < 30; i++) {
    const query = { code: `WRONG${String(i).padStart(7, '0')}` }
    const timestamp = signTimestamp(t.clock.now)
    const nonce = signNonce()
    const res = await t.app.inject({
      method: 'GET',
      url: `${path}?${new URLSearchParams(query)}`,
      remoteAddress: ip,
      headers: {
        'x-timestamp': timestamp,
        'x-nonce': nonce,
        'x-sign': signRequest({ method: 'GET', path, timestamp, nonce, payload: query })
      }
    })
    assert.equal(res.json().code, 1116, `try ${i + 1}`)
  }
  const fresh = await loginWithEmail(t, 'fresh-account@example.com')
  const blocked = await joinFrom(await codeOf(BSJ_GROUP), ip, fresh.token)
  assert.equal(blocked.status, 429)
  // another address is not held back
  assert.equal((await joinFrom(await codeOf(BSJ_GROUP), '10.2.0.2', fresh.token)).body.code, 0)
})

test('a group admin replaces the code: the old one admits no one, the new one does, the seed keeps it', async () => {
  const admin = await loginDemo(t, 'vip')
  const member = await loginWithEmail(t, 'plain-member@example.com')
  const old = await codeOf(BSJ_GROUP)
  const refused = await t.call('POST', '/v3/enterprise/group/code', { token: member.token, body: { group_id: 11 } })
  assert.equal(refused.status, 403)
  assert.equal(await codeOf(BSJ_GROUP), old)

  const res = await t.call('POST', '/v3/enterprise/group/code', { token: admin, body: { group_id: BSJ_GROUP } })
  assert.equal(res.body.code, 0)
  const fresh: string = res.body.data.code
  assert.match(fresh, CODE)
  assert.notEqual(fresh, old)
  assert.equal(await codeOf(BSJ_GROUP), fresh)
  assert.equal(
    (await joinFrom(old, '10.3.0.1', member.token)).body.msg,
    'This invite code does not exist; please check it'
  )
  assert.equal((await joinFrom(fresh.toLowerCase(), '10.3.0.1', member.token)).body.code, 0)

  await seedDatabase(t.database.db, undefined, { force: true })
  assert.equal(await codeOf(BSJ_GROUP), fresh)
})

test('the migration gives an existing database long codes: the demo codes the seed has, others random', async () => {
  const before = await codeOf(21)
  await t.database.db.update(enterpriseGroups).set({ joinCode: 'JIUZAI26' }).where(eq(enterpriseGroups.id, 21))
  await t.database.db.update(enterpriseGroups).set({ joinCode: 'SHORT1' }).where(eq(enterpriseGroups.id, 31))
  const migration = readFileSync(join(MIGRATIONS_DIR, '0026_group_codes.sql'), 'utf8')
  for (const statement of migration.split('--> statement-breakpoint')) await t.database.db.execute(sql.raw(statement))
  assert.equal(await codeOf(21), before)
  assert.match(await codeOf(31), CODE)
  assert.notEqual(await codeOf(31), 'SHORT1')
})
