/**
 * Production refuses the demo providers: with NODE_ENV=production and no real providers or keys configured,
 * building the app throws a message naming every missing setting; with real adapters selected by the
 * environment (stubs registered here like a real adapter file would register itself) it starts and uses them.
 */
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { buildApp, ProductionConfigError } from '../src/app'
import { DevOutbox, devProviders, type CodeMessage } from '../src/providers'
import type { PaymentProvider } from '../src/providers/payment'
import { registerAdapter } from '../src/providers/registry'
import { createTestApp, freshDatabase } from './helpers'

let database: Awaited<ReturnType<typeof freshDatabase>>
before(async () => {
  database = await freshDatabase()
})
after(() => database.dispose())

/** Strong keys, as `npm run secrets` prints them. */
const KEYS = {
  SIGN_KEY: randomBytes(32).toString('base64url'),
  CODE_KEY: randomBytes(32).toString('hex'),
  MEDIA_URL_KEY: randomBytes(32).toString('base64url'),
  IDENTITY_HASH_KEY: randomBytes(32).toString('base64url')
}
const NAMES = {
  PAYMENT_PROVIDER: 'stubpay',
  WECHAT_PROVIDER: 'stubwx',
  LINE_PROVIDER: 'stubline',
  FACEBOOK_PROVIDER: 'stubfb',
  SMS_PROVIDER: 'stubsms',
  MAIL_PROVIDER: 'stubmail'
}

const sentMail: CodeMessage[] = []
const stubIdentity = {
  async exchange(code: string) {
    return code === 'good' ? { id: 'real-1' } : null
  }
}
const stubPay: PaymentProvider = {
  name: 'stubpay',
  demo: false,
  async pay(req) {
    return { status: 'paid', txn: `stub-${req.orderNo}` }
  },
  async refund(req) {
    return { status: 'refunded', refundTxn: `stub-refund-${req.orderNo}` }
  },
  async query() {
    return { status: 'pending' }
  }
}
let factoryEnv: NodeJS.ProcessEnv | null = null
registerAdapter('payment', 'stubpay', (env) => {
  factoryEnv = env
  return stubPay
})
registerAdapter('wechat', 'stubwx', () => ({
  ...stubIdentity,
  async phoneNumber() {
    return null
  }
}))
registerAdapter('line', 'stubline', () => stubIdentity)
registerAdapter('facebook', 'stubfb', () => stubIdentity)
registerAdapter('sms', 'stubsms', () => ({ async send() {} }))
registerAdapter('mail', 'stubmail', () => ({
  async send(m) {
    sentMail.push(m)
  }
}))

async function refusal(opts: Partial<Parameters<typeof buildApp>[0]>): Promise<string> {
  try {
    const app = await buildApp({ db: database.db, logger: false, staticDir: null, ...opts })
    await app.close()
  } catch (e) {
    assert.ok(e instanceof ProductionConfigError, String(e))
    return e.message
  }
  assert.fail('the app was built')
}

test('NODE_ENV=production without providers or keys: refuses to start and names every gap', async () => {
  const msg = await refusal({ env: { NODE_ENV: 'production' } })
  for (const name of [
    'SIGN_KEY',
    'CODE_KEY',
    'PAYMENT_PROVIDER',
    'WECHAT_PROVIDER',
    'LINE_PROVIDER',
    'FACEBOOK_PROVIDER',
    'SMS_PROVIDER',
    'MAIL_PROVIDER',
    'MEDIA_URL_KEY',
    'IDENTITY_HASH_KEY'
  ]) {
    assert.match(msg, new RegExp(name), `names ${name}`)
  }
  assert.match(msg, /production/)
  assert.match(msg, /npm run secrets/)
})

test('production refuses development keys, weak and shared secrets, naming every problem in one message', async () => {
  const msg = await refusal({
    env: {
      NODE_ENV: 'production',
      SIGN_KEY: 'jingxin-dev-sign-key', // the defaults of src/protocol, db/repos/codes and secrets.ts
      CODE_KEY: 'jingxin-dev-code-key',
      MEDIA_URL_KEY: 'jingxin-dev-media-url-key',
      IDENTITY_HASH_KEY: 'x', // one character
      LIVE_URL_KEY: 'ab'.repeat(40), // long, but two characters repeated
      METRICS_TOKEN: 'metrics' // a word
    }
  })
  const lines = msg.split('\n')
  const about = (name: string) => lines.filter((l) => l.includes(`- ${name} `)).join(' ')
  for (const name of ['SIGN_KEY', 'CODE_KEY', 'MEDIA_URL_KEY'])
    assert.match(about(name), /public development key/, name)
  assert.match(about('IDENTITY_HASH_KEY'), /too weak \(about 6 bits/)
  assert.match(about('LIVE_URL_KEY'), /too weak \(about 0 bits/)
  assert.match(about('METRICS_TOKEN'), /too weak/)
  // the providers' gaps are in the same message
  for (const name of ['PAYMENT_PROVIDER', 'MAIL_PROVIDER']) assert.match(msg, new RegExp(`- ${name}: `))
  // and no secret's value is quoted in it (it goes to the log)
  assert.doesNotMatch(msg, /jingxin-dev|abab/)

  const short = await refusal({
    env: { NODE_ENV: 'production', ...NAMES, ...KEYS, CODE_KEY: KEYS.CODE_KEY.slice(0, 60) }
  })
  assert.match(short, /CODE_KEY is too weak \(about 240 bits/, '30 random bytes in hex are not enough')
  assert.doesNotMatch(short, /SIGN_KEY|MEDIA_URL_KEY|PROVIDER/)
  const twins = await refusal({ env: { NODE_ENV: 'production', ...NAMES, ...KEYS, MEDIA_URL_KEY: KEYS.SIGN_KEY } })
  assert.match(twins, /MEDIA_URL_KEY is the same as SIGN_KEY/)
})

test('production refuses SEED_DEMO=all (the demo accounts) and an unknown SEED_DEMO', async () => {
  const all = await refusal({ env: { NODE_ENV: 'production', ...NAMES, ...KEYS, SEED_DEMO: 'all' } })
  assert.match(all, /SEED_DEMO=all would create the demo accounts/)
  const typo = await refusal({ env: { NODE_ENV: 'production', ...NAMES, ...KEYS, SEED_DEMO: 'catalog' } })
  assert.match(typo, /SEED_DEMO=catalog is not one of/)
  const app = await buildApp({
    db: database.db,
    logger: false,
    staticDir: null,
    env: { NODE_ENV: 'production', ...NAMES, ...KEYS, SEED_DEMO: 'catalogue' }
  })
  await app.close()
})

test('production refuses the dev providers however they are named or passed', async () => {
  const byName = await refusal({ env: { NODE_ENV: 'production', ...KEYS, ...NAMES, PAYMENT_PROVIDER: 'dev' } })
  assert.match(byName, /PAYMENT_PROVIDER/)
  assert.doesNotMatch(byName, /WECHAT_PROVIDER/)
  const passed = await refusal({
    env: { NODE_ENV: 'production', ...KEYS, ...NAMES },
    providers: devProviders(new DevOutbox())
  })
  for (const name of ['PAYMENT_PROVIDER', 'WECHAT_PROVIDER', 'MAIL_PROVIDER']) assert.match(passed, new RegExp(name))
  const unknown = await refusal({ env: { NODE_ENV: 'production', ...KEYS, ...NAMES, LINE_PROVIDER: 'nope' } })
  assert.match(unknown, /LINE_PROVIDER=nope/)
  const noKeys = await refusal({ env: { NODE_ENV: 'production', ...NAMES } })
  assert.match(noKeys, /MEDIA_URL_KEY/)
  assert.doesNotMatch(noKeys, /PAYMENT_PROVIDER/)
})

test('production with real adapters configured starts, uses them and has no dev routes', async () => {
  const env = { NODE_ENV: 'production', ...KEYS, ...NAMES, STUBPAY_MERCHANT: 'm-1' }
  const t = await createTestApp({ env, devRoutes: undefined })
  try {
    assert.equal(factoryEnv?.STUBPAY_MERCHANT, 'm-1', 'the adapter reads its credentials from the environment')
    assert.equal((await t.call('GET', '/dev/outbox', { sign: false, query: { to: 'x@example.com' } })).status, 404)
    // a dev login code does not log in: the stub exchanges only its own code
    const wx = await t.call('POST', '/v3/wechat/code', { body: { code: 'anything' } })
    assert.equal(wx.status, 400)
    assert.notEqual(wx.body.code, 0)
    assert.equal((await t.call('POST', '/v3/wechat/code', { body: { code: 'good' } })).body.code, 0)
    // e-mail codes go through the configured sender; the payment through the configured provider
    assert.equal(
      (await t.call('POST', '/v3/abroad/email/send', { body: { email: 'prod@example.com', action: 'REGISTER' } })).body
        .code,
      0
    )
    const code = sentMail.find((m) => m.to === 'prod@example.com')!.code
    const login = await t.call('POST', '/v3/abroad/email/login', { body: { email: 'prod@example.com', code } })
    assert.equal(login.body.code, 0)
    const token = login.body.data.token
    const o = (await t.call('POST', '/v3/orders', { token, body: { sku: 'vip-month' } })).body.data
    const paid = await t.call('POST', '/v3/pays', { token, body: { order_no: o.order_no } })
    assert.equal(paid.body.code, 0)
    assert.equal(paid.body.data.demo, false)
    assert.equal(paid.body.data.order.provider, 'stubpay')
  } finally {
    await t.close()
  }
})

test('the server process refuses to start in production before it binds the port or opens a database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'jingxin-refused-'))
  const res = spawnSync(process.execPath, ['--import', 'tsx', join(__dirname, '..', 'src', 'server.ts')], {
    cwd: join(__dirname, '..', '..'),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PGLITE_DIR: join(dir, 'pglite'),
      PORT: '0',
      SIGN_KEY: 'jingxin-dev-sign-key',
      CODE_KEY: 'short',
      SEED_DEMO: 'all'
    },
    encoding: 'utf8',
    timeout: 60_000
  })
  assert.equal(res.status, 1, res.stderr)
  for (const problem of [
    /SIGN_KEY is a public development key/,
    /CODE_KEY is too weak/,
    /MEDIA_URL_KEY is not set/,
    /IDENTITY_HASH_KEY is not set/,
    /SEED_DEMO=all would create the demo accounts/,
    /PAYMENT_PROVIDER: production needs a real payment adapter/,
    /MAIL_PROVIDER: production needs a real e-mail sender adapter/
  ])
    assert.match(res.stderr, problem)
  // one JSON line, as every line of a production process (plugins/logging.ts processLog)
  const lines = res.stderr.trim().split('\n')
  assert.equal(lines.length, 1, res.stderr)
  const line = JSON.parse(lines[0])
  assert.equal(line.level, 50)
  assert.equal(line.msg, 'the server did not start')
  assert.match(line.detail, /SIGN_KEY is a public development key\n/)
  assert.equal(existsSync(join(dir, 'pglite')), false, 'no data directory was created')
  rmSync(dir, { recursive: true, force: true })
})
