/**
 * Offline downloads: what is kept about a downloaded meditation track, and the small interface the platform
 * implementations (downloads.h5.ts: Cache Storage, answered by the service worker; downloads.weapp.ts:
 * Taro.downloadFile + saveFile) provide. The bookkeeping over local storage lives in index.ts.
 */

/** The Cache Storage cache of downloaded media on H5 (the service worker reads it: keep the name in sync with src/sw.js). */
export const MEDIA_CACHE = 'jingxin-media-v1'

/** One downloaded track, kept in local storage under `downloads`. */
export interface DownloadEntry {
  /** The media path without its query string (signed member URLs change; the bytes do not). */
  key: string
  sku: string
  resourceId: number
  title: string
  /** The goods title (the player's album line). */
  album: string
  cover: string
  /** Seconds. */
  duration: number
  /** Bytes stored. */
  size: number
  /** Epoch milliseconds. */
  downloadedAt: number
  /** A member (VIP) track: playable offline only while the membership lasts. */
  member: boolean
  /** For member tracks: the membership's end (epoch ms) as last known; null for free tracks. */
  memberUntil: number | null
  /** Set when the membership ended and the bytes were removed: listed as expired until the user removes it. */
  expired?: boolean
  /** weapp: the saved file's path (H5 keeps the bytes in Cache Storage under `key`). */
  file?: string
}

export type DownloadFailure = 'unsupported' | 'network' | 'quota' | 'memberOnly'

/** A download that did not happen, with the reason the UI translates (`offline.errors.<reason>`). */
export class DownloadError extends Error {
  constructor(
    readonly reason: DownloadFailure,
    message?: string
  ) {
    super(message || reason)
    this.name = 'DownloadError'
  }
}

export const isDownloadError = (e: unknown): e is DownloadError => e instanceof DownloadError

/** The platform half: where the bytes go. */
export interface MediaSaver {
  /** Whether this platform can keep media at all (H5 without Cache Storage cannot). */
  available(): boolean
  /**
   * Fetch `url` and keep its bytes under `key`. `usedBytes` is what the downloads already take, for platforms
   * with a hard budget (`limitBytes`). Throws DownloadError.
   */
  save(url: string, key: string, usedBytes: number): Promise<{ size: number; file?: string }>
  /** Drop the bytes of an entry (missing bytes are not an error). */
  remove(entry: Pick<DownloadEntry, 'key' | 'file'>): Promise<void>
  /** What the player loads for a kept track: H5 the media path (the worker answers it), weapp the saved file. */
  playableSrc(entry: DownloadEntry): string
  /** A hard storage budget for all downloads together, in bytes (weapp's saved files); none on H5. */
  readonly limitBytes?: number
}
