/**
 * Request bodies as real clients send them: WeChat's wx.request labels every request application/json, also a
 * DELETE without a body; account deletion removes the people a user saved in the 13-moon calendar.
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { createTestApp, loginWithEmail, type TestApp } from './helpers'

let t: TestApp
before(async () => {
  t = await createTestApp()
})
after(() => t.close())

test('a body-less DELETE labelled application/json is accepted', async () => {
  const { token } = await loginWithEmail(t, 'bodies-delete@example.com')
  const kin = (await t.call('POST', '/v3/maya/kins', { token, body: { name: 'Mei', birthday: '1995-03-02' } })).body
    .data
  const res = await t.call('DELETE', `/v3/maya/kins/${kin.id}`, { token, rawBody: '', contentType: 'application/json' })
  assert.equal(res.status, 200)
  assert.equal(res.body.code, 0)
  assert.equal((await t.call('GET', '/v3/maya/kins', { token })).body.data.length, 0)
})

test('an empty JSON body where one is required is a 400 validation error, malformed JSON too', async () => {
  const empty = await t.call('POST', '/v3/abroad/email/login', {
    rawBody: '',
    contentType: 'application/json',
    body: undefined
  })
  assert.equal(empty.status, 400)
  assert.equal(empty.body.code, 4000)
  const bad = await t.call('POST', '/v3/abroad/email/login', { rawBody: '{"email":', contentType: 'application/json' })
  assert.equal(bad.status, 400)
})

test('deleting the account removes the people it saved', async () => {
  const { token } = await loginWithEmail(t, 'bodies-signout@example.com')
  await t.call('POST', '/v3/maya/kins', { token, body: { name: 'Grandma', birthday: '1940-01-05' } })
  const before = (await t.database.db.execute('select count(*)::int as n from maya_kins')) as unknown as {
    rows: { n: number }[]
  }
  assert.equal((await t.call('POST', '/v3/user/signOut', { token, body: { confirm: true } })).body.code, 0)
  const afterDel = (await t.database.db.execute('select count(*)::int as n from maya_kins')) as unknown as {
    rows: { n: number }[]
  }
  assert.equal(afterDel.rows[0].n, before.rows[0].n - 1)
})
