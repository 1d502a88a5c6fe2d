import { test } from 'node:test'
import assert from 'node:assert/strict'
import { loadConfig } from '../src/config'

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
