/**
 * Signed URLs of member-only and paid media. A member track (or a paid course video) is served only with `?e=<expiry, unix s>&u=<user id>&s=<sig>`,
 * where sig = HMAC-SHA256(MEDIA_URL_KEY, "<path>|<e>|<u>") (base64url). The query carries the proof because
 * <audio>/<video> on H5 and WeChat's background audio manager cannot send headers; the URL works for Range
 * requests until it expires, and names the member it was issued to. The API issues them only to members
 * (routes/dto.ts resourceDTO); the media route checks them (routes.ts). Free media stays public and unsigned.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

/** How long an issued member URL plays: long enough for a paused session, short enough not to be worth sharing. */
export const MEMBER_URL_TTL_S = 2 * 3600

/**
 * Media served only signed: the member variants of tracks (catalog.ts `track.member-*`) and the paid course
 * videos (`video.paid-*`: paid lessons, camp days, members-only replays; their poster stills stay public, as
 * a locked lesson's card shows them). A paid video uploaded from the console is HLS (`video-paid-….m3u8` and its
 * `….NNNNN.ts` segments): the playlist is signed like a file, and /media serves it with each segment signed for
 * the same member and expiry (signMemberPlaylist).
 */
export function isPrivateMediaName(name: string): boolean {
  return /^track[-.]member-/.test(name) || /^video[-.]paid-[^/]*\.(mp4|m3u8|ts)$/.test(name)
}

function mac(key: string, path: string, expires: number, userId: number): string {
  return createHmac('sha256', key).update(`${path}|${expires}|${userId}`).digest('base64url')
}

/** The signed URL of `path` (a `/media/...` path) for `userId`, valid until `nowMs` + TTL. Public paths pass unchanged. */
export function signMediaPath(
  key: string,
  path: string,
  userId: number,
  nowMs: number,
  ttlS = MEMBER_URL_TTL_S
): string {
  const name = path.startsWith('/media/') ? path.slice('/media/'.length) : ''
  if (!isPrivateMediaName(name)) return path
  const e = Math.floor(nowMs / 1000) + ttlS
  return `${path}?e=${e}&u=${userId}&s=${mac(key, path, e, userId)}`
}

/** Whether the query of a request for `path` carries a valid, unexpired signature. */
export function verifyMediaQuery(key: string, path: string, query: Record<string, unknown>, nowMs: number): boolean {
  const { e, u, s } = query
  if (typeof e !== 'string' || typeof u !== 'string' || typeof s !== 'string') return false
  if (!/^\d{1,12}$/.test(e) || !/^\d{1,10}$/.test(u)) return false
  if (Number(e) * 1000 <= nowMs) return false
  const expected = Buffer.from(mac(key, path, Number(e), Number(u)))
  const given = Buffer.from(s)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * A member playlist as /media serves it to the holder of a valid signature (`e`, `u` of its query): every
 * segment (or nested playlist) named relatively, in the same directory, gets its own signature for the same
 * member and expiry, so the player's segment requests pass the same check. Other lines pass unchanged.
 */
export function signMemberPlaylist(key: string, text: string, expires: number, userId: number): string {
  const sign = (uri: string) =>
    /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(uri)
      ? `${uri}?e=${expires}&u=${userId}&s=${mac(key, `/media/${uri}`, expires, userId)}`
      : uri
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
