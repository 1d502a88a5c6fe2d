/**
 * `GET /v3/app/links` (ours): the addresses the operators set in the console (Settings → App links): the official
 * account, the app-store listings, the download page and whether a partner mall is there. Nothing configured is
 * null, and the app hides what links to it.
 */

/** Where the partner mall's reads come from: the configured mall, the local demo (not in production), or none. */
export type MallSource = 'partner' | 'demo' | null

export interface AppLinksDTO {
  /** The WeChat official account: its ID (to copy) and the follow URL its QR code carries; null when not set. */
  official_account: { id: string | null; url: string | null } | null
  /** The app's store listings; null where the app is not published. */
  stores: { ios: string | null; android: string | null }
  /** The product page the download QR code carries (it sends each phone to its store). */
  download_page: string | null
  mall: MallSource
}
