/**
 * AppError: the one way a handler fails on purpose. The error handler turns it into the spec §8 envelope
 * with an honest HTTP status and a message in the request's language.
 */
import { ErrorCode } from '@app/protocol'
import type { MessageKey } from './i18n'

export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly status: number,
    readonly messageKey: MessageKey,
    readonly vars: Record<string, string | number> = {},
    readonly headers: Record<string, string> = {}
  ) {
    super(messageKey)
  }
}

export const Errors = {
  badRequest: (key: MessageKey = 'badRequest', vars?: Record<string, string | number>) =>
    new AppError(ErrorCode.BAD_REQUEST, 400, key, vars),
  notFound: () => new AppError(ErrorCode.NOT_FOUND, 404, 'notFound'),
  notLoggedIn: () => new AppError(ErrorCode.NOT_LOGGED_IN, 401, 'notLoggedIn'),
  forbidden: () => new AppError(ErrorCode.FORBIDDEN, 403, 'forbidden'),
  /** A business rule said no: spec §8 code 1116, the app toasts the message. */
  business: (key: MessageKey) => new AppError(ErrorCode.BUSINESS, 400, key),
  bindMobile: () => new AppError(ErrorCode.BIND_MOBILE, 403, 'mobileRequired'),
  membershipRequired: () => new AppError(ErrorCode.MEMBERSHIP_REQUIRED, 403, 'membershipRequired'),
  annualPassRequired: () => new AppError(ErrorCode.ANNUAL_PASS_REQUIRED, 403, 'annualPassRequired'),
  enterpriseLogin: () => new AppError(ErrorCode.ENTERPRISE_LOGIN, 403, 'enterpriseLogin'),
  rateLimited: (retryAfterSeconds: number) =>
    new AppError(
      ErrorCode.RATE_LIMITED,
      429,
      'rateLimited',
      { seconds: retryAfterSeconds },
      { 'retry-after': String(retryAfterSeconds) }
    )
}
