import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { ErrorCode, signNonce, signRequest, signTimestamp } from '@app/protocol'
import { sql } from 'drizzle-orm'
import { boundaryOf, parseMultipart, sniffImage } from '../src/routes/user/multipart'
import { createTestApp, loginWithEmail, type TestApp } from './helpers'

let t: TestApp
before(async () => {
  t = await createTestApp()
})
after(() => t.close())

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)])
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 3)])

function multipart(
  parts: { name: string; filename?: string; type?: string; data: Buffer | string }[],
  boundary = 'XyZ123boundary'
) {
  const chunks: Buffer[] = []
  for (const p of parts) {
    const disp = `Content-Disposition: form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`
    chunks.push(Buffer.from(`--${boundary}\r\n${disp}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`))
    chunks.push(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data))
    chunks.push(Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` }
}

/** A signed multipart POST (the signature covers no payload for multipart, as in the app's upload). */
async function upload(token: string | undefined, body: Buffer, contentType: string) {
  const timestamp = signTimestamp(t.clock.now)
  const nonce = signNonce()
  const headers: Record<string, string> = {
    'x-timestamp': timestamp,
    'x-nonce': nonce,
    'x-sign': signRequest({ method: 'POST', path: '/v2/files', timestamp, nonce }),
    'x-lang': 'en',
    'x-device': 'WECHAT',
    'content-type': contentType
  }
  if (token) headers['x-token'] = token
  const res = await t.app.inject({ method: 'POST', url: '/v2/files', headers, payload: body })
  return { status: res.statusCode, body: res.json() }
}

test('the multipart reader splits parts and refuses a body without its closing delimiter', () => {
  const { body, contentType } = multipart([
    { name: 'type', data: '1' },
    { name: 'file', filename: 'a.png', type: 'image/png', data: PNG }
  ])
  const boundary = boundaryOf(contentType)!
  const parts = parseMultipart(body, boundary)!
  assert.deepEqual(
    parts.map((p) => [p.name, p.filename ?? null]),
    [
      ['type', null],
      ['file', 'a.png']
    ]
  )
  assert.ok(parts[1].data.equals(PNG))
  assert.equal(parseMultipart(body.subarray(0, body.length - 10), boundary), null)
  assert.equal(boundaryOf('application/json'), null)
  assert.deepEqual(sniffImage(JPG), { mime: 'image/jpeg', ext: 'jpg' })
  assert.equal(sniffImage(Buffer.from('GIF89a...')), null)
})

test('a logged-in user uploads a png, sets it as avatar, and anyone can load it', async () => {
  const { token, id } = await loginWithEmail(t, 'avatar@example.com')
  const { body, contentType } = multipart([
    { name: 'type', data: '1' },
    { name: 'file', filename: 'blob', data: PNG }
  ])
  const res = await upload(token, body, contentType)
  assert.equal(res.body.code, 0, JSON.stringify(res.body))
  assert.match(res.body.data.url, /^\/files\/[a-z0-9]{24}\.png$/)
  assert.equal(res.body.data.size, PNG.length)
  const upd = await t.call('PUT', `/v2/users/${id}/update`, { token, body: { avatar: res.body.data.url } })
  assert.equal(upd.body.data.avatar, res.body.data.url)
  const file = await t.app.inject({ method: 'GET', url: res.body.data.url })
  assert.equal(file.statusCode, 200)
  assert.equal(file.headers['content-type'], 'image/png')
  assert.ok(file.rawPayload.equals(PNG))
})

test('refused: visitors (1100), non-images whatever their name, oversize files, malformed bodies', async () => {
  const { token } = await loginWithEmail(t, 'refused@example.com')
  const png = multipart([{ name: 'file', filename: 'a.png', data: PNG }])
  assert.equal((await upload(undefined, png.body, png.contentType)).body.code, ErrorCode.NOT_LOGGED_IN)

  const gif = multipart([
    { name: 'file', filename: 'cat.png', type: 'image/png', data: Buffer.from('GIF89a-not-a-png') }
  ])
  const badType = await upload(token, gif.body, gif.contentType)
  assert.equal(badType.body.code, ErrorCode.BUSINESS)
  assert.equal(badType.body.msg, 'Unsupported content type')

  const big = multipart([
    { name: 'file', filename: 'big.png', data: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]) }
  ])
  const tooBig = await upload(token, big.body, big.contentType)
  assert.equal(tooBig.body.code, ErrorCode.BUSINESS)

  const noFile = multipart([{ name: 'type', data: '1' }])
  assert.equal((await upload(token, noFile.body, noFile.contentType)).body.code, ErrorCode.BAD_REQUEST)
  const broken = await upload(token, Buffer.from('--XyZ123boundary\r\nno headers here'), png.contentType)
  assert.equal(broken.body.code, ErrorCode.BAD_REQUEST)
})

test('account deletion removes the uploaded files with the personal data', async () => {
  const { token } = await loginWithEmail(t, 'leaving@example.com')
  const png = multipart([{ name: 'file', filename: 'me.png', data: PNG }])
  const up = await upload(token, png.body, png.contentType)
  assert.equal((await t.app.inject({ method: 'GET', url: up.body.data.url })).statusCode, 200)
  assert.equal((await t.call('POST', '/v3/user/signOut', { token, body: { confirm: true } })).body.code, 0)
  assert.equal((await t.app.inject({ method: 'GET', url: up.body.data.url })).statusCode, 404)
  assert.equal((await t.call('GET', '/v2/users', { token })).body.code, ErrorCode.NOT_LOGGED_IN)
  const codes = (await t.database.db.execute(
    sql`select count(*)::int as n from verify_codes where target = 'leaving@example.com'`
  )) as unknown as { rows: { n: number }[] }
  assert.equal(codes.rows[0].n, 0)
  const row = (await t.database.db.execute(
    sql`select email, avatar, nickname, password_hash from users where deleted_at is not null`
  )) as unknown as { rows: Record<string, unknown>[] }
  assert.ok(row.rows.every((r) => r.email === null && r.avatar === '' && r.nickname === '' && r.password_hash === null))
  // the address is free again (after the 60 s cool-down between two codes to one address)
  t.clock.now += 61_000
  const again = await loginWithEmail(t, 'leaving@example.com')
  assert.notEqual(again.token, token)
})

test("dev: expiring an address's codes makes the next check fail with the expired message", async () => {
  await t.call('POST', '/v3/abroad/email/send', { body: { email: 'late@example.com' } })
  const [{ code }] = (await t.call('GET', '/dev/outbox', { sign: false, query: { to: 'late@example.com' } })).body.data
  const exp = await t.call('POST', '/dev/codes/expire', { sign: false, body: { to: 'late@example.com' } })
  assert.equal(exp.body.data.expired, 1)
  const login = await t.call('POST', '/v3/abroad/email/login', {
    body: { email: 'late@example.com', code },
    lang: 'en'
  })
  assert.equal(login.body.code, ErrorCode.BUSINESS)
  assert.equal(login.body.msg, 'The verification code is wrong or has expired')
})
