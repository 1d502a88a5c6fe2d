/**
 * The native app shell's bridge (spec §6: the app bridge is used for the native app). The shells register
 * `window.webkit.messageHandlers.jingxin` (iOS WKWebView) or `window.JingxinBridge` (Android
 * addJavascriptInterface); a message is `{ action, payload }`. Outside a shell every call is a harmless no-op
 * that answers false, so pages can call it unconditionally.
 */
interface BridgeWindow {
  webkit?: { messageHandlers?: { jingxin?: { postMessage(message: unknown): void } } }
  JingxinBridge?: { postMessage(message: string): void }
}

function host(): BridgeWindow | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as BridgeWindow)
}

/** Which bridges this page can see. */
export function bridgePresence(w: BridgeWindow | undefined = host()): { ios: boolean; android: boolean } {
  return {
    ios: Boolean(w?.webkit?.messageHandlers?.jingxin),
    android: typeof w?.JingxinBridge?.postMessage === 'function'
  }
}

/** Send `action` to the native shell; false when there is none (or it refused the message). */
export function callApp(
  action: string,
  payload: Record<string, unknown> = {},
  w: BridgeWindow | undefined = host()
): boolean {
  try {
    const ios = w?.webkit?.messageHandlers?.jingxin
    if (ios) {
      ios.postMessage({ action, payload })
      return true
    }
    if (w?.JingxinBridge && typeof w.JingxinBridge.postMessage === 'function') {
      w.JingxinBridge.postMessage(JSON.stringify({ action, payload }))
      return true
    }
  } catch {
    // a shell that throws is a shell that did not take the message
  }
  return false
}

/** Whether a native shell is listening. */
export function inAppShell(w: BridgeWindow | undefined = host()): boolean {
  const b = bridgePresence(w)
  return b.ios || b.android
}

/** The global the shells call with their messages to the page: `window.jingxinReceive({ action, payload })`. */
export const RECEIVE_GLOBAL = 'jingxinReceive'

/**
 * Listens to the shell's messages (an object or its JSON) while a page wants them; the returned function stops
 * listening. One listener at a time: a newer page's listener replaces an older one.
 */
export function listenToApp(handler: (message: unknown) => void, w: object | undefined = host()): () => void {
  if (!w) return () => undefined
  const target = w as Record<string, unknown>
  const fn = (message: unknown) => handler(message)
  target[RECEIVE_GLOBAL] = fn
  return () => {
    if (target[RECEIVE_GLOBAL] === fn) delete target[RECEIVE_GLOBAL]
  }
}
