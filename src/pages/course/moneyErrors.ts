/**
 * What a money page says when a call fails (issue 32 item 10): what happened and what to do, in the user's
 * language, never the server's developer text (a field name, a bare "not found"). Refusals the server words for
 * people (1116: order closed, sold out, coupon not usable…), a lost connection and a login stay as they are.
 */
import { ApiError, isApiError } from '../../services/http'
import { ensureLocale, getLocale, t } from '../../i18n'
import '../../i18n/zh-Hant/commerce'

/** What the failing call was about: an order being looked up, the item being priced, or an order being placed. */
export type MoneyCall = 'order' | 'item' | 'checkout'

/** The kinds whose own text is for people; the rest are explained by the call they failed. */
const OWN_WORDS = new Set(['business', 'network', 'unauthorized', 'rate-limited', 'needs-binding'])

/** The user-facing text for a failure of `call`. */
export function moneyErrorText(e: unknown, call: MoneyCall): string {
  if (isApiError(e) && OWN_WORDS.has(e.kind)) return e.serverMsg || t(e.messageKey)
  if (isApiError(e) && e.kind === 'server') return t('commerce.errors.server')
  if (call === 'order') return t('commerce.errors.orderNotFound')
  if (call === 'item') return t('commerce.errors.itemNotFound')
  return t('commerce.errors.checkout')
}

/**
 * For a loader's `.catch`: the same failure, carrying the money page's text (useRemote shows it). The text is
 * written once, so it waits for the user's language: on H5 English arrives as its own chunk, and a quick refusal
 * (an unknown order number) could otherwise be worded in zh-Hant, the fallback, for an English user.
 */
export const explainMoneyError =
  (call: MoneyCall) =>
  async (e: unknown): Promise<never> => {
    await ensureLocale(getLocale()).catch(() => {})
    throw isApiError(e)
      ? new ApiError(e.kind, e.code, moneyErrorText(e, call), e.response)
      : new ApiError('unknown', null, moneyErrorText(e, call))
  }
