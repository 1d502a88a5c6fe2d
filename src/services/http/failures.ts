/**
 * The one table from failure kind to what the app does about it (spec §8), read by every interceptor that
 * turns a response or a transport error into an ApiError (./interceptors).
 *
 * - `toast`: 'unless-silent' shows the server's message (or the kind's text) unless the caller asked for
 *   `silent`; 'always' shows it regardless; 'never' leaves the screen to the hook.
 * - `hook`: the app hook to call (./config HttpHooks) with the current route without code/state (the login
 *   redirect of 1100, the enterprise login's state of 1200);
 *   `delayed` calls it `followUpDelayMs` (1 s) after the toast.
 * - `hideLoading`: hide the loader first (network failures).
 * - `upload`: how an upload differs (spec §8: upload 1100 toasts, then the login after 1 s).
 */
import type { FailureHook } from './config'
import type { TKey } from '../../i18n/keys'

/** Every way a call can fail, as the app tells them apart. */
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

export interface FailureAction {
  messageKey: TKey
  toast: 'unless-silent' | 'always' | 'never'
  hook?: FailureHook
  delayed?: boolean
  hideLoading?: boolean
}

export type FailureRow = FailureAction & { upload?: Partial<FailureAction> }

const toastOnly = (messageKey: TKey): FailureRow => ({ messageKey, toast: 'unless-silent' })

export const FAILURES: Readonly<Record<FailureKind, FailureRow>> = {
  // network failure: hide the loader, toast the error text, reject
  network: {
    messageKey: 'errors.network',
    toast: 'always',
    hideLoading: true,
    upload: { messageKey: 'errors.uploadFailed' }
  },
  // 1100: save the route without code/state and open the login panel
  unauthorized: {
    messageKey: 'errors.unauthorized',
    toast: 'never',
    hook: 'onUnauthorized',
    upload: { messageKey: 'errors.loginExpired', toast: 'always', hook: 'onUploadUnauthorized', delayed: true }
  },
  // 1116: toast the message
  business: toastOnly('errors.business'),
  // 1200: enterprise WeChat login
  'enterprise-login': { messageKey: 'errors.enterpriseLogin', toast: 'never', hook: 'onEnterpriseLogin' },
  // 9999: annual pass equity page
  'annual-pass-required': { messageKey: 'errors.annualPassRequired', toast: 'never', hook: 'onAnnualPassRequired' },
  // 30001: toast, then the member purchase page after 1 s
  'membership-required': {
    messageKey: 'errors.membershipRequired',
    toast: 'unless-silent',
    hook: 'onMembershipRequired',
    delayed: true
  },
  // 5001: bind-mobile popup
  'needs-binding': { messageKey: 'errors.needsBinding', toast: 'never', hook: 'onNeedsBinding' },
  // other codes: toast
  'bad-request': toastOnly('errors.badRequest'),
  signature: toastOnly('errors.signature'),
  'rate-limited': toastOnly('errors.rateLimited'),
  'not-found': toastOnly('errors.notFound'),
  server: toastOnly('errors.server'),
  unknown: toastOnly('errors.unknown')
}

/** The action for a kind, with the upload differences applied. */
export function failureAction(kind: FailureKind, upload: boolean): FailureAction {
  const { upload: diff, ...row } = FAILURES[kind]
  return upload && diff ? { ...row, ...diff } : row
}
