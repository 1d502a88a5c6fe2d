/**
 * Platform hooks for offline use. Taro picks offline.h5.ts (service worker, the `online` event) and
 * offline.weapp.ts (Taro.onNetworkStatusChange) at build time; this default (jest) does nothing.
 */

/** Register the app-shell service worker (H5 production builds only). */
export function registerServiceWorker(): void {}

/** Call `listener` whenever the network comes back; returns the unsubscribe. */
export function onNetworkBack(_listener: () => void): () => void {
  return () => {}
}
