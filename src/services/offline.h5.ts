/**
 * H5: registers the service worker (/sw.js, scope `/`: see src/sw.js) so the app opens offline and downloaded
 * tracks play without network, and reports the browser's `online` event.
 *
 * Production builds only: in `npm run dev:h5` a worker would serve stale bundles to the hot reloader.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production') return
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !window.isSecureContext) return
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => { /* no worker: online only */ })
  // bundles loaded before the worker controlled this page did not pass through it: hand them over
  navigator.serviceWorker.ready.then((reg) => {
    const urls = performance.getEntriesByType('resource').map((e) => e.name).filter((u) => /\/(js|css|static)\//.test(u))
    reg.active?.postMessage({ type: 'cache-bundles', urls })
  }).catch(() => {})
}

export function onNetworkBack(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {}
  window.addEventListener('online', listener)
  return () => window.removeEventListener('online', listener)
}
