/**
 * The error catalogue of spec §8, shared by the app and the server.
 * The envelope is `{ code, msg, data }`; 0 is success.
 */
export const ErrorCode = {
  OK: 0,
  /** Not logged in / token missing or expired: the app saves the route and opens the login panel. */
  NOT_LOGGED_IN: 1100,
  /** A business message to toast. */
  BUSINESS: 1116,
  /** Enterprise WeChat login required. */
  ENTERPRISE_LOGIN: 1200,
  /** Mobile binding required: the app shows the bind-mobile popup. */
  BIND_MOBILE: 5001,
  /** Annual pass required: the app goes to the annual pass equity page. */
  ANNUAL_PASS_REQUIRED: 9999,
  /** Membership required: toast, then the member purchase page after 1 s. */
  MEMBERSHIP_REQUIRED: 30001,
  // ---- codes of our own server beyond the spec's catalogue ("other" → toast) ----
  /** Input failed validation (HTTP 400). */
  BAD_REQUEST: 4000,
  /** Signature headers missing or malformed (HTTP 401). */
  SIGNATURE_MISSING: 4011,
  /** Timestamp outside ±300 s (HTTP 401). */
  SIGNATURE_EXPIRED: 4012,
  /** Keyed hash does not match (HTTP 401). */
  SIGNATURE_INVALID: 4013,
  /** Nonce already used within the window (HTTP 401). */
  NONCE_REPLAYED: 4014,
  /** Not allowed (HTTP 403). */
  FORBIDDEN: 4030,
  /** Unknown route or resource (HTTP 404). */
  NOT_FOUND: 4040,
  /** Too many attempts (HTTP 429). */
  RATE_LIMITED: 4290,
  /** Unexpected server failure (HTTP 500); the message never carries internals. */
  INTERNAL: 5000
} as const

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode]

/** The response envelope of the main API. */
export interface Envelope<T = unknown> {
  code: number
  msg: string
  data: T
}
