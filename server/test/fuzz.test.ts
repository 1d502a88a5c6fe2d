/**
 * Fuzz: ≥ 1000 malformed requests (wrong types, missing fields, huge strings, bad JSON, bad or replayed
 * signatures, odd URLs). Every one must be rejected with a 4xx envelope — never ≥ 500 — and the database must
 * be exactly as before (row counts of every table).
 */
import assert from 'node:assert/strict'
import type { InjectOptions } from 'fastify'
import { after, before, test } from 'node:test'
import { signNonce, signRequest, signTimestamp } from '@app/protocol'
import { createTestApp, loginWithEmail, tableCounts, type TestApp } from './helpers'

let t: TestApp
let token: string
let userId: number
before(async () => {
  t = await createTestApp()
  ;({ token, id: userId } = await loginWithEmail(t, 'fuzz@example.com', 'fuzz-password'))
})
after(() => t.close())

/** Deterministic PRNG so a failure can be replayed. */
function prng(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    return seed / 0x7fffffff
  }
}
const rand = prng(20261122)
const pickOne = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]

/** [method, path, a valid body, its required keys]. Valid bodies are chosen to fail later anyway (wrong code,
 * wrong old password) so that only the malformation decides; mutations below always break the schema. */
const WRITES: [string, string, Record<string, unknown>, string[]][] = [
  ['POST', '/v3/abroad/email/send', { email: 'x@example.com', action: 'LOGIN' }, ['email']],
  [
    'POST',
    '/v3/abroad/email/login',
    { email: 'x@example.com', code: '123456', password: 'password1' },
    ['email', 'code']
  ],
  ['POST', '/v3/user/password/login', { account: 'x@example.com', password: 'password1' }, ['account', 'password']],
  ['POST', '/v2/users/code', { mobile: '912345678', nationcode: '86', action: 'LOGIN' }, ['mobile']],
  [
    'POST',
    '/v3/abroad/users/mobileLogin',
    { mobile: '912345678', nationcode: '86', code: '123456' },
    ['mobile', 'code']
  ],
  ['POST', '/v3/abroad/mobile/binding', { mobile: '912345678', code: '123456' }, ['mobile', 'code']],
  ['POST', '/v3/abroad/users/binding', { email: 'x@example.com', code: '123456' }, ['email', 'code']],
  ['POST', '/v3/user/password/update', { old_password: 'not-the-password', password: 'password2' }, ['password']],
  [
    'POST',
    '/v3/user/password/reset',
    { email: 'x@example.com', code: '123456', password: 'password2' },
    ['email', 'code', 'password']
  ],
  ['POST', '/v3/wechat/code', { code: 'abc' }, ['code']],
  ['POST', '/abroad/users/lineLogin', { code: 'abc' }, ['code']],
  ['POST', '/v2/users/otherlogin', { type: 'wechat', code: 'abc' }, ['type', 'code']],
  ['POST', '/v2/users/miniuserinfo', { nickname: 'n', avatar: '/a.png' }, []],
  ['PUT', '/v2/users/1/update', { nickname: 'n', lang: 'en' }, []],
  ['POST', '/v3/user/unbind', { type: 'email' }, ['type']],
  ['POST', '/v3/user/signOut', { confirm: true }, ['confirm']],
  ['POST', '/v3/meditation/userScene', { scene_id: 2 }, ['scene_id']],
  [
    'POST',
    '/v3/meditation/playLog',
    { sku: 'm-sleep', resource_id: 201, playtime: 30 },
    ['sku', 'resource_id', 'playtime']
  ]
]

const HUGE = 'ж'.repeat(20_000)
/** Values no field accepts: wrong types, out-of-range numbers, empty or over-long strings (every string
 * field is capped at 512), injection and control characters padded past the caps. */
const BAD_VALUES: unknown[] = [
  null,
  0,
  -1,
  1.5,
  2 ** 53,
  [],
  [1, 2],
  {},
  { $ne: 1 },
  '',
  HUGE,
  'a'.repeat(1000),
  "' or 1=1 --".repeat(60),
  '<script>'.repeat(80),
  '\u0000'.repeat(600),
  '🧘'.repeat(600),
  '1e999',
  'NaN',
  'true'
]

function badFor(key: string): unknown {
  const value = pickOne(BAD_VALUES)
  // 'true' or '1e999' are acceptable third-party codes: not malformed for that field.
  return key === 'code' && typeof value === 'string' && /^[A-Za-z0-9.]{1,12}$/.test(value) ? HUGE : value
}

/** One malformed variant of a valid body: a field with a bad value, a required field missing, or the wrong shape. */
function mutate(body: Record<string, unknown>, required: string[]): unknown {
  const keys = Object.keys(body)
  const kind = Math.floor(rand() * 4)
  if (kind === 1 && required.length) {
    const b = { ...body }
    delete b[pickOne(required)]
    return b
  }
  if (kind === 2) return pickOne([[], [body], 'string', 42, null, true])
  if (kind === 3) return Object.fromEntries(keys.map((k) => [k, badFor(k)]))
  const key = pickOne(keys)
  return { ...body, [key]: badFor(key) }
}

function signed(method: string, path: string, payload: unknown) {
  const timestamp = signTimestamp(t.clock.now),
    nonce = signNonce()
  return {
    'x-timestamp': timestamp,
    'x-nonce': nonce,
    'x-sign': signRequest({ method, path, timestamp, nonce, payload })
  }
}

test('1000+ malformed requests: no 5xx, all rejected, database unchanged', async () => {
  // A real write whose exact request is replayed below: the replays must not write again.
  const replayPath = '/v3/meditation/playLog'
  const replayBody = { sku: 'm-sleep', resource_id: 201, playtime: 30 }
  const replayHeaders = {
    ...signed('POST', replayPath, replayBody),
    'x-token': token,
    'content-type': 'application/json'
  }
  assert.equal(
    (await t.app.inject({ method: 'POST', url: replayPath, headers: replayHeaders, payload: replayBody })).json().code,
    0
  )

  const before = await tableCounts(t.database)
  const statuses = new Map<number, number>()
  const unexpected: string[] = []
  let sent = 0
  const send = async (label: string, req: InjectOptions) => {
    const res = await t.app.inject(req)
    sent++
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1)
    let code: unknown
    try {
      code = res.json().code
    } catch {
      code = 'not-json'
    }
    if (res.statusCode >= 500 || res.statusCode < 400 || typeof code !== 'number' || code === 0)
      unexpected.push(`${label} → ${res.statusCode} ${res.body.slice(0, 120)}`)
  }

  for (let i = 0; i < 700; i++) {
    const [method, path, valid, required] = pickOne(WRITES)
    const body = mutate(valid, required)
    const headers: Record<string, string> = { ...signed(method, path, body), 'content-type': 'application/json' }
    if (rand() < 0.6) headers['x-token'] = token
    if (rand() < 0.1) headers['x-lang'] = pickOne(['en', 'zh-Hant', 'xx', HUGE.slice(0, 50)])
    await send(`${method} ${path} ${JSON.stringify(body).slice(0, 60)}`, {
      method: method as 'POST',
      url: path.replace('/1/', `/${userId}/`),
      headers,
      payload: JSON.stringify(body)
    })
  }
  for (let i = 0; i < 120; i++) {
    const [method, path] = pickOne(WRITES)
    const raw = pickOne([
      '{',
      '{"email":',
      '[1,2',
      'null}',
      '{"a":1}}',
      '\u0000\u0001',
      'x'.repeat(1000),
      '{"email":"a@b.co",}'
    ])
    await send(`bad json ${path}`, {
      method: method as 'POST',
      url: path,
      headers: { ...signed(method, path, {}), 'x-token': token, 'content-type': 'application/json' },
      payload: raw
    })
  }
  for (let i = 0; i < 150; i++) {
    const [method, path, valid] = pickOne(WRITES)
    const good = signed(method, path, valid)
    const variant = i % 5
    const headers: Record<string, string> =
      variant === 0
        ? {}
        : variant === 1
          ? { ...good, 'x-sign': signNonce() + signNonce() }
          : variant === 2
            ? { ...good, 'x-timestamp': String(Math.floor(t.clock.now / 1000) - 3600) }
            : variant === 3
              ? { ...good, 'x-nonce': 'short' }
              : { ...good, 'x-sign': good['x-sign'].toUpperCase() }
    await send(`bad signature ${variant} ${path}`, {
      method: method as 'POST',
      url: path,
      headers: { ...headers, 'x-token': token, 'content-type': 'application/json' },
      payload: JSON.stringify(valid)
    })
  }
  for (let i = 0; i < 50; i++) {
    await send('replayed write', { method: 'POST', url: replayPath, headers: replayHeaders, payload: replayBody })
  }
  const READS: [string, Record<string, string>[]][] = [
    [
      '/v3/meditation/floor/2',
      [
        { page: '-1' },
        { page: '0' },
        { size: '1000' },
        { page: 'abc' },
        { page: '99999999999' },
        { page: '1e999' },
        { size: '' }
      ]
    ],
    ['/v3/course/floor/1', [{ page: '0' }, { size: '0' }, { page: '1.5' }]],
    [
      '/v3/meditation/playInfo/m-sleep',
      [{ resource_id: 'x' }, { resource_id: '0' }, { resource_id: '-5' }, { resource_id: '1e999' }]
    ],
    ['/v3/course/indexFloor', [{ nav_id: '0' }, { tag: '../../etc' }, { tag: 'a'.repeat(100) }, { nav_id: 'abc' }]],
    ['/v3/meditation/dayRecommend', [{ date: '2026-13-45x' }, { date: 'yesterday' }]],
    ['/v3/meditation/userHistory', [{ page: '-1' }, { size: '101' }]]
  ]
  for (let i = 0; i < 100; i++) {
    const [path, queries] = pickOne(READS)
    const query = pickOne(queries)
    await send(`read ${path} ${JSON.stringify(query)}`, {
      method: 'GET',
      url: `${path}?${new URLSearchParams(query)}`,
      headers: { ...signed('GET', path, query), 'x-token': token }
    })
  }
  for (const path of [
    '/v3/meditation/goods/%00',
    '/v3/meditation/goods/' + 'a'.repeat(500),
    '/v3/meditation/floor/-1',
    '/v3/meditation/floor/1.5',
    '/v3/meditation/plan/%2e%2e%2f',
    '/v3/course/floor/99999999999',
    '/v2/users/abc/update',
    '/v3/meditation/playInfo/🙂'
  ]) {
    for (const method of ['GET', 'PUT']) {
      await send(`odd url ${method} ${path}`, {
        method: method as 'GET',
        url: path,
        headers: {
          ...signed(method, path.split('?')[0], method === 'GET' ? {} : { nickname: 1 }),
          'x-token': token,
          'content-type': 'application/json'
        },
        payload: method === 'GET' ? undefined : '{"nickname":1}'
      })
    }
  }

  // Shapes that once answered 500: an empty profile update, and ids or skus past PostgreSQL's integer.
  const BEYOND_INT4 = ['2147483648', '9999999999', '99999999999999999999']
  const emptyOrBeyond: [string, string, Record<string, unknown>][] = [
    ['PUT', `/v2/users/${userId}/update`, {}],
    ['PUT', `/v2/users/${userId}/update`, { unknown: 'x' }],
    ['POST', '/v2/users/miniuserinfo', {}],
    ['POST', '/v2/users/miniuserinfo', { unknown: 'x' }],
    ...BEYOND_INT4.flatMap((id): [string, string, Record<string, unknown>][] => [
      ['POST', '/v3/invite/member/accept', { invite_user_id: id }],
      ['POST', '/v3/meditation/inviteAccept', { invite_user_id: id }],
      ['POST', '/v3/course/playLog', { sku: id, lesson_id: 1, total_play_time: 30 }]
    ])
  ]
  for (const [method, path, body] of emptyOrBeyond) {
    await send(`empty or out of range ${method} ${path} ${JSON.stringify(body)}`, {
      method: method as 'POST',
      url: path,
      headers: { ...signed(method, path, body), 'x-token': token, 'content-type': 'application/json' },
      payload: JSON.stringify(body)
    })
  }
  for (const id of BEYOND_INT4) {
    const reads: [string, Record<string, string>][] = [
      ['/v3/get/goods/info', { sku: id }],
      ['/v3/get/study/people', { sku: id }],
      ['/v3/get/live/info', { sku: id }],
      ['/v3/get/invite/member/offer', { invite_user_id: id }],
      [`/v3/course/playInfo/${id}`, {}],
      [`/v3/course/floor/${id}`, {}]
    ]
    for (const [path, query] of reads) {
      await send(`out of range GET ${path} ${JSON.stringify(query)}`, {
        method: 'GET',
        url: `${path}?${new URLSearchParams(query)}`,
        headers: { ...signed('GET', path, query), 'x-token': token }
      })
    }
  }

  if (process.env.FUZZ_DEBUG) console.log(unexpected.join('\n'))
  assert.ok(sent >= 1000, `sent ${sent}`)
  const fiveHundreds = [...statuses].filter(([s]) => s >= 500)
  assert.deepEqual(fiveHundreds, [], `statuses ${JSON.stringify([...statuses])}`)
  assert.deepEqual(unexpected, [])
  assert.deepEqual(await tableCounts(t.database), before)
  // The account itself still works: nothing above changed its password or identities.
  const login = await t.call('POST', '/v3/user/password/login', {
    body: { account: 'fuzz@example.com', password: 'fuzz-password' }
  })
  assert.equal(login.body.code, 0)
})

test('an empty profile update and an id past a 32-bit integer answer 400 with a translated message', async () => {
  for (const [method, path] of [
    ['PUT', `/v2/users/${userId}/update`],
    ['POST', '/v2/users/miniuserinfo']
  ]) {
    const zh = await t.call(method, path, { body: {}, token })
    assert.equal(zh.status, 400, `${path} ${JSON.stringify(zh.body)}`)
    assert.equal(zh.body.msg, '沒有要更新的欄位')
    const en = await t.call(method, path, { body: {}, token, lang: 'en' })
    assert.equal(en.body.msg, 'There is nothing to update')
  }
  const sku = await t.call('GET', '/v3/get/goods/info', { query: { sku: '99999999999999999999' }, lang: 'en' })
  assert.equal(sku.status, 400)
  assert.equal(sku.body.msg, 'The field "sku" is not valid')
  const inviter = await t.call('POST', '/v3/invite/member/accept', { body: { invite_user_id: '9999999999' }, token })
  assert.equal(inviter.status, 400)
  assert.equal(inviter.body.msg, '欄位「invite_user_id」不正確')
  // The largest integer and a digit sku within range are still looked up (not found is a 404, not a 400).
  assert.equal((await t.call('GET', '/v3/get/goods/info', { query: { sku: '2147483647' } })).status, 404)
  assert.equal((await t.call('GET', '/v3/get/goods/info', { query: { sku: 'c-mindfulness' } })).body.code, 0)
})
