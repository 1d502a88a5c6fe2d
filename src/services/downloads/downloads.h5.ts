/**
 * H5: downloaded audio lives in Cache Storage (`jingxin-media-v1`), keyed by the media path without its query
 * string on this origin. The service worker (src/sw.js) answers media requests from that cache, with byte
 * ranges, so a downloaded track plays and seeks without network; the player simply loads the media path.
 */
import { DownloadError, MEDIA_CACHE, type MediaSaver } from './types'

const cacheUrl = (key: string) => new URL(key, location.origin).href

const hasCaches = () => typeof caches !== 'undefined' && typeof fetch !== 'undefined'

export const mediaSaver: MediaSaver = {
  available: hasCaches,
  async save(url, key) {
    if (!hasCaches()) throw new DownloadError('unsupported')
    let res: Response
    try {
      res = await fetch(url)
    } catch {
      throw new DownloadError('network')
    }
    if (!res.ok) throw new DownloadError('network', `HTTP ${res.status}`)
    let blob: Blob
    try {
      blob = await res.blob()
    } catch {
      throw new DownloadError('network')
    }
    const type = res.headers.get('content-type') || blob.type || 'audio/mpeg'
    try {
      const cache = await caches.open(MEDIA_CACHE)
      await cache.put(
        cacheUrl(key),
        new Response(blob, { headers: { 'content-type': type, 'content-length': String(blob.size) } })
      )
    } catch (e) {
      // QuotaExceededError: the browser's storage for this site is full
      throw new DownloadError(
        e instanceof DOMException && e.name === 'QuotaExceededError' ? 'quota' : 'unsupported',
        String(e)
      )
    }
    return { size: blob.size }
  },
  async remove(entry) {
    if (!hasCaches()) return
    const cache = await caches.open(MEDIA_CACHE)
    await cache.delete(cacheUrl(entry.key))
  },
  playableSrc: (entry) => entry.key
}
