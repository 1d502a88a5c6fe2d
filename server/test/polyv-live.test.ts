/**
 * Polyv live (issue 33): the sign recipe of Polyv's documentation checked by computation against known values;
 * the local fake refuses a bad sign, a stale timestamp and an unknown appId with Polyv's error answers; a live
 * course set to a Polyv channel in the console answers its state, a signed watch URL (the fake's watch page takes it
 * once) and its replays through /v3/blw/*; an own live is unchanged; the console refuses bad input with a
 * translated 400 (and selecting Polyv where it is not configured) and audits the change.
 */
import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { after, before, test } from 'node:test'
import { PolyvClient, polyvSign, polyvViewerSign, type PolyvConfig } from '../src/live/polyv'
import { FakePolyv } from '../src/live/polyvFake'
import { adminCall, auditRows, type SignedIn, signedIn } from './admin-fixtures'
import { createTestApp, loginWithEmail, type TestApp } from './helpers'

const LIVE = 7 // a seeded live course (l-evening)
const CHANNEL = '2094979'
const md5 = (s: string) => createHash('md5').update(s, 'utf8').digest('hex')

let fake: FakePolyv
let cfg: PolyvConfig
let t: TestApp
let owner: SignedIn
let editor: SignedIn
let viewer: string

before(async () => {
  fake = await new FakePolyv({
    appId: 'frlr1zazn3',
    appSecret: 'fsq2k5weced1h8vui657xtdva66whf0g',
    userId: '1b448be323',
    authKey: 'direct-secret'
  }).start()
  cfg = fake.config()
  t = await createTestApp({ adminDir: null, live: { polyv: cfg } })
  owner = await signedIn(t, 'owner')
  editor = await signedIn(t, 'editor')
  viewer = (await loginWithEmail(t, 'polyv-viewer@example.com')).token
})
after(async () => {
  await t.close()
  await fake.close()
})

test('the API sign: sorted non-empty params as key+value, wrapped in the app secret, MD5 (or SHA-256) upper-case', () => {
  const secret = 'fsq2k5weced1h8vui657xtdva66whf0g'
  const params = {
    timestamp: 1634264231586,
    appId: 'frlr1zazn3',
    channelId: '2094979',
    viewerId: 'test1234',
    empty: ''
  }
  // the string the recipe builds (secret + a..z key+value pairs, the empty one left out + secret), hashed by
  // coreutils' md5sum / sha256sum outside this code: the known values
  assert.equal(polyvSign(params, secret), '272479969067CF05C4A44F37D2D03209')
  assert.equal(polyvSign({ ...params, sign: 'ignored' }, secret), '272479969067CF05C4A44F37D2D03209')
  assert.equal(
    polyvSign({ ...params, signatureMethod: 'SHA256' }, secret),
    '8F22AEBFF9B07FF597C907813ACDE76F5BE9C8FFCDF5191AC6A70814931E3B92'
  )
  // the documented viewer sign: md5(secretkey + userid + secretkey + ts)
  assert.equal(polyvViewerSign('key', 'u1', 1498547407000), '1995802874e21afd5aef984f68ac4e51')
})

test('the fake refuses a bad sign, a stale timestamp and an unknown appId as Polyv does', async () => {
  fake.setChannel(CHANNEL, { watchStatus: 'waiting' })
  const call = async (q: Record<string, string>) => {
    const res = await fetch(`${fake.url}/live/v3/channel/basic/get-channels?${new URLSearchParams(q)}`)
    return { status: res.status, body: (await res.json()) as { code: number; status: string; message: string } }
  }
  const good = { appId: cfg.appId, timestamp: String(Date.now()), channelIds: CHANNEL }
  const ok = await call({ ...good, sign: polyvSign(good, cfg.appSecret) })
  assert.equal(ok.body.code, 200)
  const bad = await call({ ...good, sign: polyvSign(good, 'not-the-secret') })
  assert.deepEqual(
    [bad.status, bad.body.code, bad.body.status, bad.body.message],
    [403, 403, 'error', 'invalid signature.']
  )
  const old = { ...good, timestamp: String(Date.now() - 4 * 60_000) }
  assert.equal((await call({ ...old, sign: polyvSign(old, cfg.appSecret) })).body.message, 'invalid timestamp.')
  const other = { ...good, appId: 'someoneelse' }
  assert.equal((await call({ ...other, sign: polyvSign(other, cfg.appSecret) })).body.message, 'application not found.')
  // our client, with a wrong secret, gets the refusal as an error
  await assert.rejects(new PolyvClient({ ...cfg, appSecret: 'wrong' }).watchStatus(CHANNEL), /polyv 403/)
})

test('an own live is unchanged: its state through /v3/blw/status, its room as before', async () => {
  const s = await t.call('GET', '/v3/blw/status', { query: { id: LIVE } })
  assert.equal(s.body.code, 0, JSON.stringify(s.body))
  assert.deepEqual(s.body.data.provider, 'own')
  assert.equal(s.body.data.channel_id, null)
  assert.ok(['waiting', 'live', 'ended'].includes(s.body.data.state))
  const room = await t.call('GET', '/v3/live/status', { query: { id: LIVE } })
  assert.equal(room.body.code, 0)
  const replays = await t.call('GET', '/v3/blw/playback', { query: { id: LIVE } })
  assert.deepEqual(replays.body.data, { provider: 'own', items: [] })
  assert.equal((await t.call('GET', '/v3/blw/status', { query: { id: 999999 } })).status, 404)
})

test('the console sets a live to Polyv: bad input is a translated 400 and changes nothing; the change is audited', async () => {
  const put = (body: unknown, lang = 'en') =>
    adminCall(t, 'PUT', `/admin/api/lives/${LIVE}/provider`, { cookie: editor.cookie, body, lang })
  const none = await put({ provider: 'polyv', polyvChannelId: '' })
  assert.equal(none.status, 400)
  assert.equal(none.body.message, 'The field "polyvChannelId" is not valid')
  const letters = await put({ provider: 'polyv', polyvChannelId: 'abc' }, 'zh-Hant')
  assert.equal(letters.status, 400)
  assert.equal(letters.body.message, '欄位「polyvChannelId」不正確')
  assert.equal((await put({ provider: 'vimeo' })).status, 400)
  assert.equal(
    (
      await adminCall(t, 'PUT', '/admin/api/lives/999999/provider', {
        cookie: editor.cookie,
        body: { provider: 'own' }
      })
    ).status,
    404
  )
  const got = await adminCall(t, 'GET', `/admin/api/lives/${LIVE}/provider`, { cookie: editor.cookie })
  assert.deepEqual(got.body, { provider: 'own', polyvChannelId: '' }, 'nothing changed')
  assert.equal((await auditRows(t, owner, 'live.provider')).length, 0)

  const set = await put({ provider: 'polyv', polyvChannelId: ` ${CHANNEL} ` })
  assert.equal(set.status, 200, JSON.stringify(set.body))
  assert.deepEqual(set.body, { provider: 'polyv', polyvChannelId: CHANNEL })
  const [row] = await auditRows(t, owner, 'live.provider')
  assert.equal(row.targetId, String(LIVE))
  assert.deepEqual(row.before, { provider: 'own', polyvChannelId: '' })
  assert.deepEqual(row.after, { provider: 'polyv', polyvChannelId: CHANNEL })
})

test('a Polyv live: its state, a signed watch URL the watch page takes once, its replays', async () => {
  fake.setChannel(CHANNEL, {
    name: 'Evening sit',
    watchStatus: 'waiting',
    replays: [
      { title: 'Session 1', duration: '00:42:10' },
      { title: 'Session 2', duration: '01:05:00' }
    ]
  })
  fake.setChannel('555', { replays: [{ title: 'Another channel', duration: '00:01:00' }] })
  const state = async () => (await t.call('GET', '/v3/blw/status', { query: { id: LIVE } })).body.data
  assert.deepEqual(await state(), { provider: 'polyv', channel_id: CHANNEL, state: 'waiting' })
  fake.setChannel(CHANNEL, { watchStatus: 'live' })
  assert.equal((await state()).state, 'live')

  assert.equal((await t.call('GET', '/v3/blw/play', { query: { id: LIVE } })).status, 401, 'a visitor signs in first')
  const play = await t.call('GET', '/v3/blw/play', { query: { id: LIVE }, token: viewer })
  assert.equal(play.body.code, 0, JSON.stringify(play.body))
  const url = new URL(play.body.data.url)
  assert.equal(url.pathname, `/watch/${CHANNEL}`)
  const ts = url.searchParams.get('ts')!
  const userid = url.searchParams.get('userid')!
  assert.equal(url.searchParams.get('sign'), md5(`direct-secret${userid}direct-secret${ts}`))
  const page = await fetch(url)
  assert.equal(page.status, 200)
  assert.match(await page.text(), /Watching: live/)
  assert.equal((await fetch(url)).status, 403, 'a sign works once')
  const forged = new URL(url)
  forged.searchParams.set('userid', 'u1')
  assert.equal((await fetch(forged)).status, 403)

  const list = await t.call('GET', '/v3/blw/playback', { query: { id: LIVE } })
  assert.equal(list.body.data.provider, 'polyv')
  assert.deepEqual(
    list.body.data.items.map((r: { title: string; duration: string }) => [r.title, r.duration]),
    [
      ['Session 1', '00:42:10'],
      ['Session 2', '01:05:00']
    ]
  )
  const vid = list.body.data.items[0].video_id
  const replay = await t.call('GET', '/v3/blw/play', { query: { id: LIVE, vid }, token: viewer })
  assert.match(await (await fetch(replay.body.data.url)).text(), /Replay: Session 1/)

  fake.setChannel(CHANNEL, { watchStatus: 'playback' })
  assert.equal((await state()).state, 'ended')
  // Polyv down: said in the viewer's language, not a crash
  await fake.close()
  const down = await t.call('GET', '/v3/blw/status', { query: { id: LIVE }, lang: 'en' })
  assert.equal(down.status, 502)
  assert.equal(down.body.msg, 'The live service cannot be reached; please try again later')
  await fake.start()
})

test('without Polyv configured the console refuses to select it, translated', async () => {
  const bare = await createTestApp({ adminDir: null, live: { polyv: null } })
  try {
    const ed = await signedIn(bare, 'editor')
    const res = await adminCall(bare, 'PUT', `/admin/api/lives/${LIVE}/provider`, {
      cookie: ed.cookie,
      body: { provider: 'polyv', polyvChannelId: CHANNEL },
      lang: 'en'
    })
    assert.equal(res.status, 400)
    assert.equal(res.body.message, 'Polyv live is not configured on this server')
    const own = await adminCall(bare, 'PUT', `/admin/api/lives/${LIVE}/provider`, {
      cookie: ed.cookie,
      body: { provider: 'own' }
    })
    assert.equal(own.status, 200)
  } finally {
    await bare.close()
  }
})
