/**
 * The one place where the seed learns media URLs. The media generator (server/src/media) renders every demo
 * file into a content-addressed cache and returns a manifest keyed by stable names ('track.body-scan',
 * 'cover.moon-lake', ...). The seed stores the manifest's URLs, so a regenerated file (new hash) changes the
 * seed hash and the catalogue rows are updated at the next boot.
 */
import type { FastifyPluginAsync } from 'fastify'

export interface MediaRef {
  /** What the catalogue stores: PNG for images (WeChat's <image> does not render SVG reliably), else the file. */
  url: string
  durationSec?: number
  /** Videos: still image for <video poster>. */
  poster?: string
}
export type MediaLookupFn = (key: string) => MediaRef

/** Deterministic stand-ins (`/media/<key>`) for tests, which do not generate media. */
export const placeholderMedia: MediaLookupFn = (key) => ({ url: `/media/${key}` })

export async function mediaLookup(
  cacheDir: string,
  log: (m: string) => void
): Promise<{
  lookup: MediaLookupFn
  plugins: { plugin: FastifyPluginAsync<any>; opts?: Record<string, unknown> }[]
}> {
  const media = await import('../../media/index.js')
  const manifest = await media.ensureMedia({ cacheDir, log })
  const lookup: MediaLookupFn = (key) => {
    const item = manifest.byKey[key]
    if (!item) throw new Error(`seed refers to unknown media key ${key}`)
    return { url: item.png?.url ?? item.url, durationSec: item.durationSec, poster: item.poster?.url }
  }
  return { lookup, plugins: [{ plugin: media.mediaRoutes as FastifyPluginAsync<any>, opts: { cacheDir, manifest } }] }
}
