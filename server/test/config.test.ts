// test-engine: none
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { loadConfig } from '../src/config'
import { freshSecrets, SECRETS, secretBits, secretProblems } from '../src/secrets'

test('config defaults and the per-IP limit factor', () => {
  const d = loadConfig({} as NodeJS.ProcessEnv)
  assert.equal(d.port, 3000)
  assert.equal(d.host, '127.0.0.1')
  assert.equal(d.databaseUrl, undefined)
  assert.equal(d.ipLimitFactor, 1)
  assert.equal(loadConfig({ RATE_LIMIT_IP_FACTOR: '50' } as unknown as NodeJS.ProcessEnv).ipLimitFactor, 50)
  // nonsense never lowers the limits
  assert.equal(loadConfig({ RATE_LIMIT_IP_FACTOR: 'x' } as unknown as NodeJS.ProcessEnv).ipLimitFactor, 1)
  assert.equal(loadConfig({ RATE_LIMIT_IP_FACTOR: '0.1' } as unknown as NodeJS.ProcessEnv).ipLimitFactor, 1)
})

test('config reads the provider adapter names and the keys from the environment', () => {
  const c = loadConfig({
    PAYMENT_PROVIDER: 'wechatpay',
    WECHAT_PROVIDER: 'wechat',
    SMS_PROVIDER: '',
    MEDIA_URL_KEY: 'm',
    IDENTITY_HASH_KEY: 'i'
  } as unknown as NodeJS.ProcessEnv)
  assert.deepEqual(c.providers, { payment: 'wechatpay', wechat: 'wechat' })
  assert.equal(c.mediaUrlKey, 'm')
  assert.equal(c.identityHashKey, 'i')
  const none = loadConfig({} as NodeJS.ProcessEnv)
  assert.deepEqual(none.providers, {})
  assert.equal(none.mediaUrlKey, undefined)
})

test('CORS origins and the code key come from the environment; "null" and "*" are never allowed', () => {
  const dev = loadConfig({} as NodeJS.ProcessEnv)
  assert.deepEqual(dev.corsOrigins, ['http://localhost:10086', 'http://127.0.0.1:10086'])
  assert.equal(dev.codeKey, undefined)
  assert.deepEqual(loadConfig({ NODE_ENV: 'production' } as unknown as NodeJS.ProcessEnv).corsOrigins, [])
  const set = loadConfig({
    CORS_ORIGINS: ' https://a.example , null,*,https://b.example',
    CODE_KEY: 'k'
  } as unknown as NodeJS.ProcessEnv)
  assert.deepEqual(set.corsOrigins, ['https://a.example', 'https://b.example'])
  assert.equal(set.codeKey, 'k')
})

test('secrets: the entropy estimate follows the alphabet and sees through repetition', () => {
  assert.equal(secretBits(randomBytes(32).toString('hex')), 256)
  assert.ok(secretBits(randomBytes(32).toString('base64url')) >= 256)
  assert.ok(secretBits(randomBytes(31).toString('base64url')) < 256)
  assert.equal(secretBits('7'.repeat(100)), 0)
  assert.equal(secretBits('correct-horse'.repeat(10)), 0)
  assert.equal(secretBits(''), 0)
})

test('npm run secrets prints a fresh value for every secret, each acceptable to production', () => {
  const printed = freshSecrets()
  const values = Object.fromEntries(
    printed
      .split('\n')
      .filter((l) => !l.startsWith('#'))
      .map((l) => l.split('=') as [string, string])
  )
  assert.deepEqual(Object.keys(values).sort(), [...Object.keys(SECRETS), 'TARO_APP_SIGN_KEY'].sort())
  assert.equal(values.TARO_APP_SIGN_KEY, values.SIGN_KEY, 'the app signs with the server key')
  assert.deepEqual(secretProblems(values), [])
  assert.notEqual(freshSecrets(), printed)
  assert.deepEqual(
    secretProblems({}).map((p) => p.split(' ')[0]),
    ['SIGN_KEY', 'CODE_KEY', 'MEDIA_URL_KEY', 'IDENTITY_HASH_KEY']
  )
})
