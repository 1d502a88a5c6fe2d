/**
 * Failure kinds: the spec's error catalogue (§8) and our server's own codes mapped to one closed union. Each
 * kind carries an i18n key (./failures), never a literal message; the server's own message is kept and
 * preferred when it has one.
 */
import { ErrorCode } from '../../protocol/errors'
import { FAILURES, type FailureKind } from './failures'
import type { TKey } from '../../i18n/keys'

export type { FailureKind }

/** Envelope code → failure kind; codes not listed are 'unknown' (spec §8 "other": toast). */
const CODE_KINDS: Readonly<Record<number, FailureKind>> = {
  [ErrorCode.NOT_LOGGED_IN]: 'unauthorized',
  [ErrorCode.BUSINESS]: 'business',
  [ErrorCode.ENTERPRISE_LOGIN]: 'enterprise-login',
  [ErrorCode.ANNUAL_PASS_REQUIRED]: 'annual-pass-required',
  [ErrorCode.MEMBERSHIP_REQUIRED]: 'membership-required',
  [ErrorCode.BIND_MOBILE]: 'needs-binding',
  [ErrorCode.BAD_REQUEST]: 'bad-request',
  [ErrorCode.SIGNATURE_MISSING]: 'signature',
  [ErrorCode.SIGNATURE_EXPIRED]: 'signature',
  [ErrorCode.SIGNATURE_INVALID]: 'signature',
  [ErrorCode.NONCE_REPLAYED]: 'signature',
  [ErrorCode.RATE_LIMITED]: 'rate-limited',
  [ErrorCode.NOT_FOUND]: 'not-found',
  [ErrorCode.INTERNAL]: 'server'
}

/** Map an envelope code to its failure kind. */
export function kindOfCode(code: number): FailureKind {
  return CODE_KINDS[code] ?? 'unknown'
}

/** A response that is not an envelope (or a partner API's non-200): the kind its HTTP status suggests. */
export function kindOfStatus(status: number): FailureKind {
  return status >= 500 ? 'server' : status === 404 ? 'not-found' : 'unknown'
}

/** The i18n key of each kind (the messages of ./failures). */
export const FAILURE_MESSAGE_KEY = Object.fromEntries(
  Object.entries(FAILURES).map(([kind, f]) => [kind, f.messageKey])
) as Record<FailureKind, string>

/** A failed API call: `kind` for logic, `messageKey` for UI, `serverMsg` as the server sent it. */
export class ApiError extends Error {
  constructor(
    readonly kind: FailureKind,
    readonly code: number | null,
    readonly serverMsg: string = '',
    readonly response?: unknown
  ) {
    super(serverMsg || kind)
    this.name = 'ApiError'
  }

  get messageKey(): TKey {
    return FAILURES[this.kind].messageKey
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError
}

/**
 * The text to show for a failure: the server's message, else the translated kind, else `fallbackKey` for
 * anything that is not an API failure (a bug, a platform error).
 */
export function errorText(e: unknown, t: (key: TKey) => string, fallbackKey: TKey = 'common.error'): string {
  return isApiError(e) ? e.serverMsg || t(e.messageKey) : t(fallbackKey)
}
