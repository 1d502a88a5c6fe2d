/** The mini-program has no native app shell: every bridge call is a no-op (see appBridge.ts). */
export function bridgePresence(): { ios: boolean; android: boolean } {
  return { ios: false, android: false }
}

export function callApp(_action: string, _payload: Record<string, unknown> = {}): boolean {
  return false
}

export function inAppShell(): boolean {
  return false
}

export const RECEIVE_GLOBAL = 'jingxinReceive'

export function listenToApp(_handler: (message: unknown) => void): () => void {
  return () => undefined
}
