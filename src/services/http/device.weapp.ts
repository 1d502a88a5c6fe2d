import Taro from '@tarojs/taro'

let cached: 'MINIAPP_IOS' | 'MINIAPP_ANDROID' | undefined

/** Device label sent with every request (spec §9): MINIAPP_IOS or MINIAPP_ANDROID in the mini-program. */
export function deviceLabel(): 'WECHAT' | 'MINIAPP_IOS' | 'MINIAPP_ANDROID' {
  if (!cached) {
    let platform = ''
    try { platform = String(Taro.getSystemInfoSync().platform || '').toLowerCase() } catch { platform = '' }
    cached = platform === 'ios' ? 'MINIAPP_IOS' : 'MINIAPP_ANDROID'
  }
  return cached
}
