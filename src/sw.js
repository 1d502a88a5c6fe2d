/**
 * The H5 service worker. config/serviceWorker.js writes it to dist/h5/sw.js after each build, prefixed with
 * `self.__PRECACHE__ = { version, files }` (this build's bundles); src/services/offline.h5.ts registers it from
 * `/`, so it controls the whole app.
 *
 * - App shell: at install, index.html and every bundle of the build are cached (`jingxin-shell-<version>`), so
 *   any page opens offline. The bundles are fetched one at a time at low priority, so the precache does not
 *   compete with the page's first tap. Page navigations go to the network first and fall back to the cached
 *   index.html (every route is the same single-page app); bundles (/js/, /css/, /static/) are cache-first, since a hashed
 *   file name never changes its content. On activate, the caches of earlier builds are deleted.
 * - Downloads: media requests (/media/…) are answered from the `jingxin-media-v1` cache the app fills when the
 *   user downloads a track, keyed by the path without its query string (signed URLs change, the bytes do not),
 *   with byte ranges (206 + Content-Range) so the player can seek. Media that was not downloaded goes to the
 *   network untouched. That cache outlives builds: only the app removes downloads.
 * - API calls (/v2, /v3, …), the socket and everything else are never cached: the worker does not answer them.
 */
const PRECACHE = self.__PRECACHE__ || { version: 'dev', files: [] }
const SHELL_CACHE = `jingxin-shell-${PRECACHE.version}`
const MEDIA_CACHE = 'jingxin-media-v1'
const KEEP = [SHELL_CACHE, MEDIA_CACHE]
const INDEX = '/index.html'
const BUNDLE = /^\/(js|css|static)\//
const MEDIA = /^\/media\//

async function precacheShell() {
  const cache = await caches.open(SHELL_CACHE)
  const index = await fetch(INDEX, { cache: 'no-cache' })
  if (!index.ok) throw new Error(`index.html: HTTP ${index.status}`)
  await cache.put(INDEX, index)
  // One bundle at a time and at low priority: the page's own requests (a tap on play: playInfo, the media) keep
  // the browser's other connections to this origin instead of queueing behind a hundred precache downloads.
  // Bundles are hashed: the HTTP cache may answer the ones this page already loaded.
  for (const path of PRECACHE.files) {
    const res = await fetch(path, { priority: 'low' })
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`)
    await cache.put(path, res)
  }
}

self.addEventListener('install', (event) => {
  // a failed precache fails the install: the previous worker (if any) stays, and the browser tries again later
  event.waitUntil(precacheShell().then(() => self.skipWaiting()))
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys()
      await Promise.all(names.filter((n) => n.startsWith('jingxin-') && !KEEP.includes(n)).map((n) => caches.delete(n)))
      await self.clients.claim()
    })()
  )
})

async function navigation(event) {
  try {
    const res = await fetch(event.request)
    const type = res.headers.get('content-type') || ''
    if (res.ok && type.includes('text/html')) {
      const copy = res.clone()
      event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.put(INDEX, copy)))
    }
    return res
  } catch (e) {
    const cached = await caches.match(INDEX, { cacheName: SHELL_CACHE })
    if (cached) return cached
    throw e
  }
}

async function bundle(request, path) {
  const cache = await caches.open(SHELL_CACHE)
  const hit = await cache.match(path)
  if (hit) return hit
  const res = await fetch(request)
  if (res.ok && res.type === 'basic') await cache.put(path, res.clone())
  return res
}

/**
 * A Range header against a size, like the server's media route: null = send the whole body; 'unsatisfiable' = 416.
 */
function parseRange(header, size) {
  const m = /^bytes=\s*(\d*)-(\d*)\s*$/.exec(header || '')
  if (!m || (m[1] === '' && m[2] === '')) return null
  if (m[1] === '') {
    const n = Number(m[2])
    return n === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - n), end: size - 1 }
  }
  const start = Number(m[1])
  const last = m[2] === '' ? size - 1 : Number(m[2])
  if (start >= size || last < start) return 'unsatisfiable'
  return { start, end: Math.min(last, size - 1) }
}

/** A downloaded track from the media cache, whole or the requested byte range; null when not downloaded. */
async function downloadedMedia(request, pathname) {
  const cache = await caches.open(MEDIA_CACHE)
  const hit = await cache.match(self.location.origin + pathname)
  if (!hit) return null
  const blob = await hit.blob()
  const type = hit.headers.get('content-type') || 'audio/mpeg'
  const size = blob.size
  const range = parseRange(request.headers.get('range'), size)
  if (range === 'unsatisfiable') {
    return new Response(null, { status: 416, headers: { 'content-range': `bytes */${size}` } })
  }
  if (!range) {
    return new Response(blob, {
      status: 200,
      headers: { 'content-type': type, 'content-length': String(size), 'accept-ranges': 'bytes' }
    })
  }
  const { start, end } = range
  return new Response(blob.slice(start, end + 1, type), {
    status: 206,
    headers: {
      'content-type': type,
      'content-length': String(end - start + 1),
      'content-range': `bytes ${start}-${end}/${size}`,
      'accept-ranges': 'bytes'
    }
  })
}

self.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  // media may come from the API's origin: the key is the path either way
  if (MEDIA.test(url.pathname)) {
    event.respondWith(downloadedMedia(request, url.pathname).then((r) => r || fetch(request)))
    return
  }
  if (url.origin !== self.location.origin) return
  if (request.mode === 'navigate') {
    event.respondWith(navigation(event))
    return
  }
  if (BUNDLE.test(url.pathname)) event.respondWith(bundle(request, url.pathname))
  // anything else (the API, /health, /dev) is left to the network
})

if (typeof module !== 'undefined') module.exports = { parseRange }
