/**
 * Production refuses the demo providers: with NODE_ENV=production and no real providers or keys configured,
 * building the app throws a message naming every missing setting; with real adapters selected by the
 * environment (stubs registered here like a real adapter file would register itself) it starts and uses them.
 */
import assert from 'node:assert/strict'
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

const KEYS = {
  MEDIA_URL_KEY: 'media-key-for-the-test-0123456789',
  IDENTITY_HASH_KEY: 'identity-key-for-the-test-0123456789'
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
