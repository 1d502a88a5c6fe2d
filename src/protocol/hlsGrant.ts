/**
 * Signed HLS URLs and their renewal. The room hands a viewer a playlist URL signed for them
 * (`?e=<expiry>&u=<viewer>&s=<sig>`), and one signature covers every file of that channel's live or replay
 * directory (server/src/live/signedHls.ts). It lasts HLS_URL_TTL_S, so a shared address soon stops working; the
 * player reads the room again every HLS_RENEW_MS and carries the newer signature on every request it makes into
 * the same directory (withHlsGrant), so a long replay or live keeps playing without a restart.
 */

/** How long a signed HLS URL from the room lasts (rounded up to 5 minutes by the server). */
export const HLS_URL_TTL_S = 20 * 60
/** The player reads the room again this often: each URL is renewed with at least half its life left. */
export const HLS_RENEW_MS = (HLS_URL_TTL_S * 1000) / 2

const DIR = /\/live\/hls\/\d{1,10}\/(?:live|vod)\//
const GRANT_KEYS = new Set(['e', 'u', 's'])

function split(url: string): { path: string; query: string[]; hash: string } {
  const hashAt = url.indexOf('#')
  const hash = hashAt >= 0 ? url.slice(hashAt) : ''
  const rest = hashAt >= 0 ? url.slice(0, hashAt) : url
  const q = rest.indexOf('?')
  return {
    path: q >= 0 ? rest.slice(0, q) : rest,
    query:
      q >= 0
        ? rest
            .slice(q + 1)
            .split('&')
            .filter(Boolean)
        : [],
    hash
  }
}

/** The `/live/hls/<channel>/<kind>/` directory a URL points into, or null. */
export function hlsDirectory(url: string): string | null {
  const m = DIR.exec(split(url).path)
  return m ? m[0] : null
}

/**
 * `url` with the signature of `grantUrl` in place of its own, when both point into the same channel directory;
 * any other URL is returned unchanged (another channel, another site, a file of ours that is not HLS).
 */
export function withHlsGrant(url: string, grantUrl: string): string {
  const dir = hlsDirectory(url)
  if (!dir || dir !== hlsDirectory(grantUrl)) return url
  const grant = split(grantUrl).query.filter((p) => GRANT_KEYS.has(p.split('=')[0]!))
  if (grant.length !== GRANT_KEYS.size) return url
  const own = split(url)
  const kept = own.query.filter((p) => !GRANT_KEYS.has(p.split('=')[0]!))
  return `${own.path}?${[...kept, ...grant].join('&')}${own.hash}`
}
