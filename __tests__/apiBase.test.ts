import { apiBase, appEnv, API_BASES } from '../config/apiBase'

describe('API base per environment (config/apiBase)', () => {
  it('production is the default; a development build defaults to development', () => {
    expect(appEnv({})).toBe('production')
    expect(appEnv({ NODE_ENV: 'production' })).toBe('production')
    expect(appEnv({ NODE_ENV: 'development' })).toBe('development')
    expect(appEnv({ NODE_ENV: 'development', TARO_APP_ENV: 'test' })).toBe('test')
  })

  it('each environment has its base per target; H5 is served by the API server (same origin)', () => {
    expect(apiBase('h5', { TARO_APP_ENV: 'production' })).toBe('')
    expect(apiBase('weapp', { TARO_APP_ENV: 'development' })).toBe(API_BASES.development.weapp)
    expect(apiBase('weapp', { TARO_APP_ENV: 'test' })).toBe('http://127.0.0.1:3100')
  })

  it('TARO_APP_API_BASE overrides the table, and an unknown environment fails the build', () => {
    expect(apiBase('weapp', { TARO_APP_ENV: 'test', TARO_APP_API_BASE: 'https://api.example.com' })).toBe(
      'https://api.example.com'
    )
    expect(() => appEnv({ TARO_APP_ENV: 'staging' })).toThrow(
      /TARO_APP_ENV must be one of development, test, production/
    )
  })
})
