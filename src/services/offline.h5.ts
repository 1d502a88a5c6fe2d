/**
 * H5: registers the service worker (/sw.js, scope `/`: see src/sw.js) so the app opens offline and downloaded
 * tracks play without network, and reports the browser's `online` event.
 *
 * Production builds only: in `npm run dev:h5` a worker would serve stale bundles to the hot reloader.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production') return
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !window.isSecureContext) return
  // after the page has loaded: the worker's precache must not compete with the first screen's requests
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      /* no worker: online only */
    })
  }
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}

export function onNetworkBack(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {}
  window.addEventListener('online', listener)
  return () => window.removeEventListener('online', listener)
}
