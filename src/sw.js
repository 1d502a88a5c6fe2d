/* eslint-disable no-restricted-globals */
/**
 * The H5 service worker (copied as-is to dist/h5/sw.js by config/index.ts, registered by
 * src/services/offline.h5.ts). Served from `/`, so it controls the whole app.
 *
 * - App shell: page navigations go to the network first and fall back to the cached index.html (every route
 *   is the same single-page app); hashed bundles (/js/, /css/, /static/) are cache-first, since a file name
 *   never changes its content. The shell is precached at install (index.html and what it links) and grows with
 *   every bundle the app loads (the page also posts the bundles it loaded before the worker took control).
 *   When a fresh index.html differs from the cached one (a new deploy), bundles it no longer links are dropped;
 *   page bundles come back the next time the page loads them.
 * - Downloads: media requests (/media/…) are answered from the `jingxin-media-v1` cache the app fills when the
 *   user downloads a track, keyed by the path without its query string (signed URLs change, the bytes do not),
 *   with byte ranges (206 + Content-Range) so the player can seek. Media that was not downloaded goes to the
 *   network untouched.
 * - API calls (/v2, /v3, …), the socket and everything else are never cached: the worker does not answer them.
 * - On activate, caches of older worker versions are deleted.
 */
const SHELL_CACHE = 'jingxin-shell-v1'
const MEDIA_CACHE = 'jingxin-media-v1'
const KEEP = [SHELL_CACHE, MEDIA_CACHE]
const INDEX = '/index.html'
const BUNDLE = /^\/(js|css|static)\//
const MEDIA = /^\/media\//

/** Same-origin bundle URLs an HTML page links (script src, link href). */
function linkedBundles(html) {
  const out = new Set()
  const re = /(?:src|href)=["']?([^"'\s>]+)/g
  let m
  while ((m = re.exec(html))) {
    try {
      const u = new URL(m[1], self.location.origin)
      if (u.origin === self.location.origin && BUNDLE.test(u.pathname)) out.add(u.pathname)
    } catch (e) { /* not a URL */ }
  }
  return [...out]
}

async function precacheShell() {
  const cache = await caches.open(SHELL_CACHE)
  const res = await fetch(INDEX, { cache: 'no-cache' })
  if (!res.ok) return
  const html = await res.clone().text()
  await cache.put(INDEX, res)
  await Promise.all(linkedBundles(html).map((path) => cacheBundle(cache, path)))
}

async function cacheBundle(cache, path) {
  if (await cache.match(path)) return
  try {
    const res = await fetch(path)
    if (res.ok) await cache.put(path, res)
  } catch (e) { /* offline: the next load caches it */ }
}

self.addEventListener('install', (event) => {
  event.waitUntil(precacheShell().catch(() => {}).then(() => self.skipWaiting()))
})

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    const names = await caches.keys()
    await Promise.all(names.filter((n) => n.startsWith('jingxin-') && !KEEP.includes(n)).map((n) => caches.delete(n)))
    await self.clients.claim()
  })())
})

/** The page posts the bundles it loaded before this worker controlled it. */
self.addEventListener('message', (event) => {
  const data = event.data || {}
  if (data.type !== 'cache-bundles' || !Array.isArray(data.urls)) return
  event.waitUntil((async () => {
    const cache = await caches.open(SHELL_CACHE)
    for (const url of data.urls) {
      try {
        const u = new URL(url, self.location.origin)
        if (u.origin === self.location.origin && BUNDLE.test(u.pathname)) await cacheBundle(cache, u.pathname)
      } catch (e) { /* ignore */ }
    }
  })())
})

/** A fresh index.html: keep it; after a deploy, drop the bundles the old one linked that the new one does not. */
async function keepIndex(res) {
  const cache = await caches.open(SHELL_CACHE)
  const html = await res.clone().text()
  const old = await cache.match(INDEX)
  const oldHtml = old ? await old.text() : null
  await cache.put(INDEX, res)
  if (oldHtml === null || oldHtml === html) return
  const linked = new Set(linkedBundles(html))
  const stale = linkedBundles(oldHtml).filter((p) => !linked.has(p))
  await Promise.all(stale.map((p) => cache.delete(p)))
}

async function navigation(event) {
  try {
    const res = await fetch(event.request)
    const type = res.headers.get('content-type') || ''
    if (res.ok && type.includes('text/html')) event.waitUntil(keepIndex(res.clone()))
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
    return new Response(blob, { status: 200, headers: { 'content-type': type, 'content-length': String(size), 'accept-ranges': 'bytes' } })
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

if (typeof module !== 'undefined') module.exports = { parseRange, linkedBundles }
