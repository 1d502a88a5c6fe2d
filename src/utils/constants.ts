/** Business constants of spec §9. */
import { colors } from '../styles/tokens'

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
/**
 * The confirm button of a dialog whose action destroys or gives something up (delete, unbind, cancel a
 * registration): the danger colour, 6.0:1 on the dialog's white, where the H5 default is WeChat green (2.28:1)
 * and reads as "go ahead" (issue 32).
 */
export const DESTRUCTIVE_CONFIRM_COLOR = colors.danger
/** Default country code: Taiwan (the product's home; spec §1 users are in Taiwan and overseas). */
export const DEFAULT_NATION_CODE = '886'
/** Comment length limit (shared with the server). */
export { COMMENT_MAX_LENGTH } from '../protocol/course'
/** Cookie default expiry. */
export const COOKIE_DEFAULT_DAYS = 30
/** App version facts. */
export const APP_VERSION = '1.0.0'
export const APP_VERSION_CODE = 100
/** Navigation / background colour and title text colour. */
export const THEME = { background: colors.page, titleText: 'black' } as const
/** Tab bar height and bottom content padding, in design units (750-wide). */
export const TAB_BAR_HEIGHT = 160
/** Share canvas size (px). */
export const SHARE_CANVAS = { width: 375, height: 650 } as const
/** Animation defaults. */
export const ANIMATION_DEFAULTS = { width: '100%', height: '100%', loop: false, autoplay: true } as const
