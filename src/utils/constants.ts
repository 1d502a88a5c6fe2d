/** Business constants of spec §9. */

/** Request, socket connect, upload and download time-outs (ms). */
export const TIMEOUTS = { request: 60000, connectSocket: 60000, uploadFile: 60000, downloadFile: 60000 } as const
/** Lazy page loading: show the loading view after 200 ms, give up after 60000 ms; chunk load time-out 120 s. */
export const LAZY_LOADING = { delayMs: 200, timeoutMs: 60000, chunkTimeoutMs: 120000 } as const
/** A play log is sent only when at least this many seconds were played. */
export const MIN_PLAY_LOG_SECONDS = 10
/** Realtime reporting tick, socket reconnect delay, max retries. */
export const REPORT_TICK_MS = 1000
export const SOCKET_RECONNECT_DELAY_MS = 500
export const SOCKET_MAX_RETRIES = 3
/** Default country code. */
export const DEFAULT_NATION_CODE = '86'
/** Comment length limit (shared with the server). */
export { COMMENT_MAX_LENGTH } from '../protocol/course'
/** Cookie default expiry. */
export const COOKIE_DEFAULT_DAYS = 30
/** App version facts. */
export const APP_VERSION = '1.0.0'
export const APP_VERSION_CODE = 100
/** Navigation / background colour and title text colour. */
export const THEME = { background: '#F8F8F8', titleText: 'black' } as const
/** Tab bar height and bottom content padding, in design units (750-wide). */
export const TAB_BAR_HEIGHT = 160
/** Share canvas size (px). */
export const SHARE_CANVAS = { width: 375, height: 650 } as const
/** Animation defaults. */
export const ANIMATION_DEFAULTS = { width: '100%', height: '100%', loop: false, autoplay: true } as const
