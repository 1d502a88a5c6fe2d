/**
 * Where the app runs (spec §6: WeChat, iOS app, Android app or plain H5; plus the mini-program) and the device
 * label every request carries (spec §9). Pure: the platform files (./environment*.ts) feed it.
 *
 * The native app shells load the H5 build in a web view and announce themselves by appending `JingxinApp/<version>`
 * to the user agent; their message handlers (./appBridge) count as well, for a shell that leaves its user agent
 * alone.
 */
export type DeviceEnvironment = 'wechat' | 'ios-app' | 'android-app' | 'h5' | 'mini-program'

export type DeviceLabel = 'WECHAT' | 'MINIAPP_IOS' | 'MINIAPP_ANDROID'

/** The user-agent token of the native app shells. */
export const APP_SHELL_TOKEN = 'JingxinApp/'

export interface BridgePresence {
  ios: boolean
  android: boolean
}

/** The environment of an H5 page from its user agent (and which native bridges the page can see). */
export function detectEnvironment(
  userAgent: string,
  bridge: BridgePresence = { ios: false, android: false }
): DeviceEnvironment {
  const ua = userAgent || ''
  // WeChat's web-view inside a mini-program says so (and also says MicroMessenger)
  if (/miniProgram/i.test(ua)) return 'mini-program'
  const android = /Android/i.test(ua)
  const ios = /iPhone|iPad|iPod/i.test(ua) || (/Macintosh/i.test(ua) && /Mobile\//.test(ua))
  if (ua.includes(APP_SHELL_TOKEN) || bridge.ios || bridge.android) {
    if (bridge.android || (android && !bridge.ios)) return 'android-app'
    if (bridge.ios || ios) return 'ios-app'
  }
  if (/MicroMessenger/i.test(ua)) return 'wechat'
  return 'h5'
}

/**
 * Spec §9: WECHAT for the H5 build (whatever browser or shell shows it); in the mini-program MINIAPP_IOS on iOS
 * and MINIAPP_ANDROID otherwise.
 */
export function deviceLabelFor(target: 'h5' | 'weapp', osPlatform = ''): DeviceLabel {
  if (target === 'h5') return 'WECHAT'
  return osPlatform.toLowerCase() === 'ios' ? 'MINIAPP_IOS' : 'MINIAPP_ANDROID'
}
