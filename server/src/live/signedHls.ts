/**
 * Signed URLs of our own HLS files (`/live/hls/<channel>/<live|vod>/<file>`). A file is served only with
 * `?e=<expiry, unix s>&u=<viewer>&s=<sig>`, where sig = HMAC-SHA256(key, "live-hls|<channel>|<kind>|<e>|<u>")
 * (base64url): one signature covers one channel's live or replay directory for one viewer (their user id, 0 for a
 * visitor) until it expires. The room (routes/live/room.ts) hands a signed playlist URL only to a user who may
 * watch; the HLS route checks the signature, asks again at every playlist fetch whether that viewer may still
 * watch (so a shared URL names its viewer and stops when they lose the right), and rewrites the playlist it serves
 * so each segment (and any nested playlist) carries its own, shorter-lived signature for the same viewer. A live playlist is
 * fetched again every segment, so its segments' signatures are refreshed with it; a finished recording is fetched
 * once, so its segments keep the playlist URL's expiry.
 *
 * Expiries are rounded up to steps, so the same user asking twice within a step gets the same URL and the segment
 * URLs stay cacheable; a newer URL of the same directory is carried on by the player without a restart.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { HLS_URL_TTL_S } from '@app/protocol'

/**
 * How long a playlist URL from the room plays: short, so a shared address is soon worthless; the player reads
 * the room again at half of it and carries the newer signature on (src/protocol/hlsGrant.ts).
 */
export const HLS_PLAYLIST_TTL_S = HLS_URL_TTL_S
const PLAYLIST_STEP_S = 300
/** How long a live segment's signature lasts: a few reloads of the live playlist. */
export const HLS_SEGMENT_TTL_S = 90
const SEGMENT_STEP_S = 30

export type HlsKind = 'live' | 'vod'

const PATH = /^\/live\/hls\/(\d{1,10})\/(live|vod)\/[^?#]+$/

function mac(key: string, channel: number, kind: HlsKind, e: number, viewer: number): string {
  return createHmac('sha256', key).update(`live-hls|${channel}|${kind}|${e}|${viewer}`).digest('base64url')
}

const stepUp = (s: number, step: number) => Math.ceil(s / step) * step

/**
 * The signed form of a `/live/hls/…` URL for `viewer` (a user id, 0 for a visitor), valid for at least
 * HLS_PLAYLIST_TTL_S; any other URL passes unchanged.
 */
export function signHlsUrl(key: string, url: string, nowMs: number, viewer: number): string {
  const m = PATH.exec(url)
  if (!m) return url
  const e = stepUp(Math.floor(nowMs / 1000) + HLS_PLAYLIST_TTL_S, PLAYLIST_STEP_S)
  return `${url}?e=${e}&u=${viewer}&s=${mac(key, Number(m[1]), m[2] as HlsKind, e, viewer)}`
}

/** A valid, unexpired signature of this channel's directory in `query`: its expiry (unix s) and viewer; else null. */
export function verifyHls(
  key: string,
  channel: number,
  kind: HlsKind,
  query: unknown,
  nowMs: number
): { expires: number; viewer: number } | null {
  if (!query || typeof query !== 'object') return null
  const { e, u, s } = query as Record<string, unknown>
  if (typeof e !== 'string' || typeof u !== 'string' || typeof s !== 'string') return null
  if (!/^\d{1,12}$/.test(e) || !/^\d{1,10}$/.test(u)) return null
  const expires = Number(e)
  const viewer = Number(u)
  if (expires * 1000 <= nowMs) return null
  const expected = Buffer.from(mac(key, channel, kind, expires, viewer))
  const given = Buffer.from(s)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return { expires, viewer }
}

/** A URI of the same directory (relative, no scheme, no absolute path): the ones a signature can cover. */
const isLocal = (uri: string) => !!uri && !/^[a-z][a-z0-9+.-]*:/i.test(uri) && !uri.startsWith('/')

/**
 * The playlist with every local URI signed: segment lines and `URI="…"` attributes (keys, maps, nested
 * playlists), for the request's viewer. `grant` is the request's own signature: no signature outlives it.
 */
export function signPlaylist(
  text: string,
  key: string,
  channel: number,
  kind: HlsKind,
  grant: { expires: number; viewer: number },
  nowMs: number
): string {
  const ended = text.includes('#EXT-X-ENDLIST')
  const short = stepUp(Math.floor(nowMs / 1000) + HLS_SEGMENT_TTL_S, SEGMENT_STEP_S)
  const e = ended ? grant.expires : Math.min(grant.expires, short)
  const query = `e=${e}&u=${grant.viewer}&s=${mac(key, channel, kind, e, grant.viewer)}`
  const sign = (uri: string) => (isLocal(uri) ? `${uri}${uri.includes('?') ? '&' : '?'}${query}` : uri)
  return text
    .split('\n')
    .map((line) => {
      const l = line.trim()
      if (!l) return line
      if (!l.startsWith('#')) return sign(l)
      return line.replace(/URI="([^"]*)"/g, (_, uri: string) => `URI="${sign(uri)}"`)
    })
    .join('\n')
}

/** The key of these signatures: LIVE_URL_KEY, else one derived from the media URL key (never the key itself). */
export function hlsUrlKey(configured: string | undefined, mediaKey: string): string {
  return configured || createHmac('sha256', mediaKey).update('live-hls-url-key').digest('base64url')
}
