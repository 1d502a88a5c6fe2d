/**
 * The nonce's secure random source on each target: Web Crypto on H5 (the default module), wx.getRandomValues in
 * the mini-program (secureRandom.weapp.ts, loaded here directly with Taro.getRandomValues faked).
 */
import { signNonce } from '@/protocol/signature'

describe('H5 / default: Web Crypto', () => {
  it('nonces come from crypto.getRandomValues, never Math.random', () => {
    const webCrypto = jest.spyOn(globalThis.crypto, 'getRandomValues')
    const mathRandom = jest.spyOn(Math, 'random')
    const nonces = new Set(Array.from({ length: 20 }, () => signNonce()))
    expect(nonces.size).toBe(20)
    for (const n of nonces) expect(n).toMatch(/^[A-Za-z0-9]{32}$/)
    expect(webCrypto).toHaveBeenCalled()
    expect(mathRandom).not.toHaveBeenCalled()
    webCrypto.mockRestore()
    mathRandom.mockRestore()
  })
})

describe('mini-program: wx.getRandomValues', () => {
  let weapp: typeof import('@/protocol/secureRandom.weapp')
  let calls: number[]
  let taro: any
  beforeEach(() => {
    calls = []
    let counter = 0
    jest.isolateModules(() => {
      const m = require('@tarojs/taro')
      taro = m.default ?? m
      weapp = require('@/protocol/secureRandom.weapp')
    })
    taro.getRandomValues = jest.fn((o: { length: number; success: (r: { randomValues: ArrayBuffer }) => void }) => {
      calls.push(o.length)
      const bytes = Uint8Array.from({ length: o.length }, () => (counter++ * 37) % 248)
      setTimeout(() => o.success({ randomValues: bytes.buffer }), 0)
    })
  })

  it('draws nothing before the pool is filled, then serves nonces from wx.getRandomValues bytes', async () => {
    expect(() => weapp.randomBytes(40)).toThrow(/not ready/)
    await weapp.prepareRandom()
    expect(calls[0]).toBe(1024)
    const mathRandom = jest.spyOn(Math, 'random')
    const nonce = signNonce(weapp.randomBytes)
    expect(nonce).toMatch(/^[A-Za-z0-9]{32}$/)
    // the first bytes were 0, 37, 74, … → letters 0, 37, 12 (74 % 62) of the alphabet
    expect(nonce.slice(0, 3)).toBe('AlM')
    expect(mathRandom).not.toHaveBeenCalled()
    mathRandom.mockRestore()
  })

  it('one fetch serves concurrent preparations, and the pool refills before it runs dry', async () => {
    await Promise.all([weapp.prepareRandom(), weapp.prepareRandom(), weapp.prepareRandom()])
    expect(calls).toEqual([1024])
    for (let i = 0; i < 20; i++) weapp.randomBytes(40) // 800 of 1024 bytes: below the low mark, a refill starts
    expect(calls).toEqual([1024, 1024])
  })

  it('a failing wx.getRandomValues rejects prepareRandom (no fall-back)', async () => {
    taro.getRandomValues = jest.fn((o: { fail: (e: { errMsg: string }) => void }) =>
      o.fail({ errMsg: 'getRandomValues:fail' })
    )
    await expect(weapp.prepareRandom()).rejects.toThrow(/getRandomValues:fail/)
    expect(() => weapp.randomBytes(1)).toThrow(/not ready/)
  })
})
