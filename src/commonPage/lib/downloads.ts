/**
 * Where the app is downloaded from and who is asking (pure): the platform from the user agent, the store link
 * that fits it, and the addresses the official-account and download QR codes carry.
 */
import { detectEnvironment } from '../../services/platform/detect'

export type DownloadPlatform = 'ios' | 'android' | 'wechat' | 'desktop' | 'mini-program'

/** The app's store listings (the addresses to set when the apps are published) and the product pages the QR codes point at. */
export const STORE_LINKS = {
  ios: 'https://apps.apple.com/tw/app/jingxin/id6450000000',
  android: 'https://play.google.com/store/apps/details?id=app.jingxin'
} as const
/** A product page that sends each phone to its store (what the download QR code carries). */
export const DOWNLOAD_PAGE = 'https://jingxin.app/download'
/** The official account: its WeChat ID and the follow page its QR code carries. */
export const OFFICIAL_ACCOUNT = { id: 'jingxin_app', url: 'https://jingxin.app/follow' } as const

/** WeChat first (its browser blocks store links), then iOS / Android by the user agent; anything else is a desktop. */
export function downloadPlatform(userAgent: string, target: 'h5' | 'weapp' = 'h5'): DownloadPlatform {
  if (target === 'weapp') return 'mini-program'
  const env = detectEnvironment(userAgent)
  if (env === 'mini-program') return 'mini-program'
  if (env === 'wechat') return 'wechat'
  if (/iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && /Mobile\//.test(userAgent))) return 'ios'
  if (/Android/i.test(userAgent)) return 'android'
  return 'desktop'
}

/** The store link for a platform; null where a store link cannot be followed (WeChat, desktop, mini-program). */
export function storeLinkFor(platform: DownloadPlatform): string | null {
  return platform === 'ios' ? STORE_LINKS.ios : platform === 'android' ? STORE_LINKS.android : null
}
