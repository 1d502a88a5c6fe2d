/**
 * Mini-program inside WeCom: `wx.qy.login` gives the one-time code the server exchanges at
 * POST /v3/enterprise/wecom/mplogin (WeCom's jscode2session). Inside WeChat there is no `wx.qy`: the login page
 * offers the WeChat login instead.
 */
import Taro from '@tarojs/taro'

interface QyLogin {
  login(opts: { success(res: { code?: string }): void; fail(err: unknown): void; timeout?: number }): void
}

/** The mini-program's global `wx` (a free name of its runtime, not a property of globalThis there). */
declare const wx: { qy?: QyLogin } | undefined

function qy(): QyLogin | null {
  return (typeof wx !== 'undefined' && wx?.qy) || null
}

export function wecomInAppAvailable(): boolean {
  try {
    return !!qy() && Taro.getSystemInfoSync().environment === 'wxwork'
  } catch {
    return false
  }
}

export function wecomInAppCode(): Promise<string | null> {
  const api = qy()
  if (!api) return Promise.resolve(null)
  return new Promise((resolve) =>
    api.login({ timeout: 10000, success: (res) => resolve(res.code || null), fail: () => resolve(null) })
  )
}
