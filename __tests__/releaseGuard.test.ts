import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { assertReleaseReady, isRelease, projectAppid, releaseProblems } from '../config/release'

/** 43 characters, as `npm run secrets` prints a key. */
const KEY = 'SPApKuioEcJHpsBDcx2WSIACRnz8hf6sPCQmQGJcG-A'
const READY = { TARO_APP_RELEASE: '1', TARO_APP_API_BASE: 'https://api.jingxin.example', TARO_APP_SIGN_KEY: KEY }
const APPID = 'wx0123456789abcdef'

describe('release build guard (config/release)', () => {
  it('does nothing for a build that is not a release: npm start keeps its development defaults', () => {
    expect(isRelease({})).toBe(false)
    expect(() => assertReleaseReady('weapp', {}, 'touristappid')).not.toThrow()
    expect(() => assertReleaseReady('weapp', { TARO_APP_API_BASE: 'http://127.0.0.1:3000' }, undefined)).not.toThrow()
  })

  it('lets a ready mini-program and H5 release through', () => {
    expect(releaseProblems('weapp', READY, APPID)).toEqual([])
    expect(releaseProblems('h5', { ...READY, TARO_APP_API_BASE: undefined }, undefined)).toEqual([])
    expect(() => assertReleaseReady('weapp', READY, APPID)).not.toThrow()
  })

  it('refuses a mini-program release without an https API on a domain, naming every problem at once', () => {
    const err = (() => {
      try {
        assertReleaseReady('weapp', { TARO_APP_RELEASE: '1' }, 'touristappid')
      } catch (e) {
        return (e as Error).message
      }
      return ''
    })()
    expect(err).toMatch(/Refusing a release build \(weapp\)/)
    expect(err).toMatch(/TARO_APP_API_BASE is not set/)
    expect(err).toMatch(/appid is "touristappid"/)
    expect(err).toMatch(/TARO_APP_SIGN_KEY/)
    expect(releaseProblems('weapp', { ...READY, TARO_APP_API_BASE: 'http://api.jingxin.example' }, APPID)).toEqual([
      'TARO_APP_API_BASE=http://api.jingxin.example is not https://'
    ])
    for (const base of ['https://127.0.0.1:3000', 'https://localhost', 'not a url'])
      expect(releaseProblems('weapp', { ...READY, TARO_APP_API_BASE: base }, APPID)).toHaveLength(1)
  })

  it('refuses a release without a real appid or with the development signing key', () => {
    expect(releaseProblems('weapp', READY, undefined)[0]).toMatch(/appid is missing/)
    expect(releaseProblems('weapp', READY, 'wx123')[0]).toMatch(/appid is "wx123"/)
    expect(releaseProblems('weapp', { ...READY, TARO_APP_SIGN_KEY: 'jingxin-dev-sign-key' }, APPID)[0]).toMatch(
      /TARO_APP_SIGN_KEY/
    )
    // H5: an explicit API base must be https too
    expect(
      releaseProblems('h5', { ...READY, TARO_APP_API_BASE: 'http://api.jingxin.example' }, undefined)
    ).toHaveLength(1)
  })

  it('reads the appid from project.config.json', () => {
    const dir = mkdtempSync(join(tmpdir(), 'release-guard-'))
    expect(projectAppid(dir)).toBeUndefined()
    writeFileSync(join(dir, 'project.config.json'), JSON.stringify({ appid: APPID }))
    expect(projectAppid(dir)).toBe(APPID)
  })
})
