import { detectEnvironment, deviceLabelFor } from '@/services/platform/detect'
import { callApp, bridgePresence, inAppShell } from '@/services/platform/appBridge'
import { currentEnvironment } from '@/services/platform/environment'

// User agents as the browsers and WeChat send them.
const UA = {
  wechatIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44(0x18002c2d) NetType/WIFI Language/zh_TW',
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 13; 2211133C Build/TKQ1.220905.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/111.0.5563.116 Mobile Safari/537.36 XWEB/1110005 MMWEBSDK/20231002 MMWEBID/2585 MicroMessenger/8.0.43.2480(0x28002B37) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  miniProgramWebView:
    'Mozilla/5.0 (Linux; Android 12; SM-G9910 Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5023 MMWEBSDK/20230405 MMWEBID/8263 MicroMessenger/8.0.35.2360(0x2800235D) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64 miniProgram/wx1234567890abcdef',
  safariIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  chromeDesktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  iosShell:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 JingxinApp/1.0.0',
  androidShell:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/118.0.0.0 Mobile Safari/537.36 JingxinApp/1.0.0',
  iosWebView:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'
}

describe('device environment', () => {
  it.each([
    ['wechatIos', 'wechat'],
    ['wechatAndroid', 'wechat'],
    ['miniProgramWebView', 'mini-program'],
    ['safariIos', 'h5'],
    ['chromeAndroid', 'h5'],
    ['chromeDesktop', 'h5'],
    ['iosShell', 'ios-app'],
    ['androidShell', 'android-app'],
    ['iosWebView', 'h5']
  ] as const)('%s → %s', (name, env) => {
    expect(detectEnvironment(UA[name])).toBe(env)
  })

  it('a shell that leaves the user agent alone is found by its bridge', () => {
    expect(detectEnvironment(UA.iosWebView, { ios: true, android: false })).toBe('ios-app')
    expect(detectEnvironment(UA.chromeAndroid, { ios: false, android: true })).toBe('android-app')
  })

  it('jsdom (no shell, no WeChat) is plain H5', () => {
    expect(currentEnvironment()).toBe('h5')
  })

  it('device label (spec §9): WECHAT for H5, MINIAPP_IOS / MINIAPP_ANDROID in the mini-program', () => {
    expect(deviceLabelFor('h5')).toBe('WECHAT')
    expect(deviceLabelFor('weapp', 'iOS')).toBe('MINIAPP_IOS')
    expect(deviceLabelFor('weapp', 'android')).toBe('MINIAPP_ANDROID')
    expect(deviceLabelFor('weapp', 'devtools')).toBe('MINIAPP_ANDROID')
  })
})

describe('app bridge', () => {
  it('posts { action, payload } to the iOS message handler', () => {
    const sent: unknown[] = []
    const w = { webkit: { messageHandlers: { jingxin: { postMessage: (m: unknown) => sent.push(m) } } } }
    expect(bridgePresence(w)).toEqual({ ios: true, android: false })
    expect(callApp('share', { url: 'https://x' }, w)).toBe(true)
    expect(sent).toEqual([{ action: 'share', payload: { url: 'https://x' } }])
  })

  it('posts JSON to the Android interface', () => {
    const sent: string[] = []
    const w = { JingxinBridge: { postMessage: (m: string) => sent.push(m) } }
    expect(inAppShell(w)).toBe(true)
    expect(callApp('login', {}, w)).toBe(true)
    expect(JSON.parse(sent[0])).toEqual({ action: 'login', payload: {} })
  })

  it('is a no-op without a shell, and when the shell throws', () => {
    expect(callApp('share')).toBe(false)
    expect(inAppShell()).toBe(false)
    expect(
      callApp(
        'x',
        {},
        {
          JingxinBridge: {
            postMessage: () => {
              throw new Error('gone')
            }
          }
        }
      )
    ).toBe(false)
  })
})
