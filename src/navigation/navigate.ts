/**
 * navigate(): one entry point for page changes. Tab pages are never pushed: they replace the stack
 * (reLaunch), because there is no native tab bar (spec §2, WeChat rejects subpackage tab pages).
 */
import Taro from '@tarojs/taro'
import { TAB_PATHS } from './routes'

export type NavMode = 'push' | 'redirect' | 'relaunch' | 'back'

export interface Navigator {
  /** Open an in-app page. */
  go(url: string, mode?: NavMode): void
  /** Open an external address (whole window on H5, the webview page in the mini-program). */
  openExternal(url: string): void
}

function pathPart(url: string): string {
  return url.split('?')[0]
}

export function isTabPath(url: string): boolean {
  return TAB_PATHS.includes(pathPart(url))
}

const noop = () => {}

export const taroNavigator: Navigator = {
  go(url, mode = 'push') {
    if (mode === 'back') {
      Taro.navigateBack().catch(noop)
      return
    }
    if (mode === 'relaunch' || isTabPath(url)) {
      Taro.reLaunch({ url }).catch(noop)
      return
    }
    if (mode === 'redirect') {
      Taro.redirectTo({ url }).catch(noop)
      return
    }
    // the page stack is limited to 10 in WeChat: fall back to redirect when full
    Taro.navigateTo({ url }).catch(() => Taro.redirectTo({ url }).catch(noop))
  },
  openExternal(url) {
    if (process.env.TARO_ENV === 'h5') {
      window.location.href = url
      return
    }
    Taro.navigateTo({ url: `/pages/webview/index?url=${encodeURIComponent(url)}` }).catch(noop)
  }
}

let current: Navigator = taroNavigator

/** Replace the navigator (tests). */
export function setNavigator(n: Navigator): void {
  current = n
}

export function getNavigator(): Navigator {
  return current
}

export function navigate(url: string, mode: NavMode = 'push'): void {
  current.go(url, mode)
}

export function navigateBack(): void {
  current.go('', 'back')
}

export function openExternal(url: string): void {
  current.openExternal(url)
}
