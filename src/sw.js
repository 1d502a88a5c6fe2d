/**
 * The H5 service worker. config/serviceWorker.js writes it to dist/h5/sw.js after each build, prefixed with
 * `self.__PRECACHE__ = { version, files }` (this build's bundles); src/services/offline.h5.ts registers it from
 * `/`, so it controls the whole app.
 *
 * - App shell: at install, index.html and its entry bundles are cached (`jingxin-shell-<version>`); every other
 *   bundle of the build follows once the page is idle (it posts 'precache'), one at a time and pausing while the
 *   page fetches anything, so any page opens offline without the precache competing with the first tap. Page navigations go to the network first and fall back to the cached index.html
 *   (every route is the same single-page app); bundles (/js/, /css/, /static/) are cache-first, since a hashed
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

/** The bundles index.html loads itself (the entry scripts and styles). */
function entryFiles(html) {
  const found = new Set()
  for (const m of html.matchAll(/(?:src|href)="(\/(?:js|css)\/[^"?#]+)"/g)) found.add(m[1])
  return [...found]
}

async function precacheShell() {
  const cache = await caches.open(SHELL_CACHE)
  const index = await fetch(INDEX, { cache: 'no-cache' })
  if (!index.ok) throw new Error(`index.html: HTTP ${index.status}`)
  const html = await index.clone().text()
  await cache.put(INDEX, index)
  // bundles are hashed: the HTTP cache may answer the ones this page already loaded
  await Promise.all(
    entryFiles(html).map(async (path) => {
      const res = await fetch(path)
      if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`)
      await cache.put(path, res)
    })
  )
}

/**
 * The page's own requests (API calls, media, its bundles): the rest of the precache waits while any is in flight
 * and for QUIET_MS after the last one, so a tap on play never queues behind the worker's downloads.
 */
const QUIET_MS = 250
let foregroundInFlight = 0
let lastForeground = 0
function foreground(promise) {
  foregroundInFlight++
  lastForeground = Date.now()
  const done = () => {
    foregroundInFlight--
    lastForeground = Date.now()
  }
  promise.then(done, done)
  return promise
}
async function quiet() {
  for (;;) {
    const wait = lastForeground + QUIET_MS - Date.now()
    if (foregroundInFlight === 0 && wait <= 0) return
    await new Promise((r) => setTimeout(r, Math.max(wait, 50)))
  }
}

let precachingRest = null
/** Every other bundle of the build, one at a time at low priority, yielding to the page (see quiet()). */
function precacheRest() {
  if (!precachingRest)
    precachingRest = (async () => {
      const cache = await caches.open(SHELL_CACHE)
      let complete = true
      for (const path of PRECACHE.files) {
        if (await cache.match(path)) continue
        await quiet()
        try {
          const res = await fetch(path, { priority: 'low' })
          if (res.ok) await cache.put(path, res)
          else complete = false
        } catch {
          complete = false
        }
      }
      // what failed is tried again on the page's next request for it
      if (!complete) precachingRest = null
    })()
  return precachingRest
}

self.addEventListener('install', (event) => {
  // Only the shell (index.html and its entry bundles) at install, so the worker controls the page soon; the
  // other bundles follow when the page asks (message 'precache', sent when it is idle). A failed shell precache
  // fails the install: the previous worker (if any) stays, and the browser tries again later.
  event.waitUntil(precacheShell().then(() => self.skipWaiting()))
})

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'precache') event.waitUntil(precacheRest())
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
    event.respondWith(foreground(downloadedMedia(request, url.pathname).then((r) => r || fetch(request))))
    return
  }
  lastForeground = Date.now()
  if (url.origin !== self.location.origin) return
  if (request.mode === 'navigate') {
    event.respondWith(foreground(navigation(event)))
    return
  }
  if (BUNDLE.test(url.pathname)) event.respondWith(foreground(bundle(request, url.pathname)))
  // anything else (the API, /health, /dev) is left to the network: its start counts as the page being busy
})

if (typeof module !== 'undefined') module.exports = { parseRange, entryFiles }
