/**
 * The one table from the spec's error catalogue (§8) to failure kinds. Each kind carries an i18n key, never a
 * literal message; the server's own message is kept and preferred for toasts when it has one.
 */
import { ErrorCode } from '../../protocol/errors'

export type FailureKind =
  | 'network'
  | 'unauthorized'
  | 'business'
  | 'enterprise-login'
  | 'annual-pass-required'
  | 'membership-required'
  | 'needs-binding'
  | 'bad-request'
  | 'signature'
  | 'rate-limited'
  | 'not-found'
  | 'server'
  | 'unknown'

export const FAILURE_MESSAGE_KEY: Record<FailureKind, string> = {
  network: 'errors.network',
  unauthorized: 'errors.unauthorized',
  business: 'errors.business',
  'enterprise-login': 'errors.enterpriseLogin',
  'annual-pass-required': 'errors.annualPassRequired',
  'membership-required': 'errors.membershipRequired',
  'needs-binding': 'errors.needsBinding',
  'bad-request': 'errors.badRequest',
  signature: 'errors.signature',
  'rate-limited': 'errors.rateLimited',
  'not-found': 'errors.notFound',
  server: 'errors.server',
  unknown: 'errors.unknown'
}

/** Map an envelope code to its failure kind. */
export function kindOfCode(code: number): FailureKind {
  switch (code) {
    case ErrorCode.NOT_LOGGED_IN: return 'unauthorized'
    case ErrorCode.BUSINESS: return 'business'
    case ErrorCode.ENTERPRISE_LOGIN: return 'enterprise-login'
    case ErrorCode.ANNUAL_PASS_REQUIRED: return 'annual-pass-required'
    case ErrorCode.MEMBERSHIP_REQUIRED: return 'membership-required'
    case ErrorCode.BIND_MOBILE: return 'needs-binding'
    case ErrorCode.BAD_REQUEST: return 'bad-request'
    case ErrorCode.SIGNATURE_MISSING:
    case ErrorCode.SIGNATURE_EXPIRED:
    case ErrorCode.SIGNATURE_INVALID:
    case ErrorCode.NONCE_REPLAYED: return 'signature'
    case ErrorCode.RATE_LIMITED: return 'rate-limited'
    case ErrorCode.NOT_FOUND: return 'not-found'
    case ErrorCode.INTERNAL: return 'server'
    default: return 'unknown'
  }
}

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

  get messageKey(): string {
    return FAILURE_MESSAGE_KEY[this.kind]
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError
}
