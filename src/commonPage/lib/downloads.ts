/**
 * Where the app is downloaded from and who is asking (pure): the platform from the user agent and the store link
 * that fits it. The addresses themselves are the operators' (console Settings → App links, GET /v3/app/links).
 */
import type { AppLinksDTO } from '../../protocol/appLinks'
import { detectEnvironment } from '../../services/platform/detect'

export type DownloadPlatform = 'ios' | 'android' | 'wechat' | 'desktop' | 'mini-program'

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

/**
 * The store link for a platform; null where a store link cannot be followed (WeChat, desktop, mini-program) or the
 * app is not published in that store.
 */
export function storeLinkFor(platform: DownloadPlatform, stores: AppLinksDTO['stores']): string | null {
  return platform === 'ios' ? stores.ios : platform === 'android' ? stores.android : null
}

/** Whether the download page has anything to offer: a store link or the download page's QR code. */
export function hasDownloads(links: Pick<AppLinksDTO, 'stores' | 'download_page'>): boolean {
  return !!(links.stores.ios || links.stores.android || links.download_page)
}
