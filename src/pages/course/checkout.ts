/**
 * The purchase flow shared by the member page and the order page: create the order (the server prices it),
 * pay it through the server's payment provider (the method this platform can use; WeChat's sheet or LINE Pay's
 * page for a provider that confirms later), keep the member info the pay answer carries (no second request) so
 * VIP tracks unlock at once, and
 * tell the page where to go. Kept out of the pages so it is tested without rendering.
 */
import type { CreateOrderBody, CommerceApi, OrderItemDTO, PayResultDTO } from '../../services/api/commerce'
import type { MemberInfoDTO } from '../../protocol/meditation'
import { isApiError } from '../../services/http'
import { moneyErrorText } from './moneyErrors'
import { t } from '../../i18n'
import { Routes, buildUrl } from '../../navigation/routes'
import { resolveCourseCard } from '../../navigation/jumps'
import { platformPayment, type PlatformPayment } from '../../services/payment'
import '../../i18n/zh-Hant/commerce'

export interface CheckoutEnv {
  /** `payMethods` given: the method is chosen among the server's by the platform (services/payment). */
  api: Pick<CommerceApi, 'createOrder' | 'pay'> & Partial<Pick<CommerceApi, 'payMethods'>>
  /** Keeps the member info after a grant (the pay answer's `member`: what memberInfo would answer now). */
  applyMember(member: MemberInfoDTO, orderNo: string): void
  /** The platform's pay step (default: services/payment for this build). */
  payment?: PlatformPayment
}

export type CheckoutOutcome =
  /** Paid (or already paid): show the result page. */
  | { kind: 'paid'; orderNo: string; result: PayResultDTO }
  /** A real provider still confirming: the result page polls the order status. */
  | { kind: 'pending'; orderNo: string }
  /** 1100: the HTTP layer has opened the login panel; nothing to show. */
  | { kind: 'login' }
  | { kind: 'failed'; message: string }

function failure(e: unknown): CheckoutOutcome {
  if (isApiError(e) && e.kind === 'unauthorized') return { kind: 'login' }
  return { kind: 'failed', message: moneyErrorText(e, 'checkout') }
}

export async function checkout(env: CheckoutEnv, body: CreateOrderBody): Promise<CheckoutOutcome> {
  let orderNo: string
  try {
    orderNo = (await env.api.createOrder(body)).order_no
  } catch (e) {
    return failure(e)
  }
  return payOrder(env, orderNo)
}

/**
 * Pays an order already created (checkout's second half; the result page's "pay again", and its return from
 * WeChat's web authorization in WeChat's browser with `resume`), with the method this platform can use.
 */
export async function payOrder(env: CheckoutEnv, orderNo: string): Promise<CheckoutOutcome> {
  const payment = env.payment ?? platformPayment
  try {
    let method: string | undefined
    if (env.api.payMethods) {
      method = payment.usableMethods((await env.api.payMethods()).methods)[0]
      if (!method) return { kind: 'failed', message: t('commerce.payMethodUnavailable') }
    }
    // WeChat Pay signs its sheet for the app it opens in: the mini-program, or the Official Account in WeChat's browser
    const result = method
      ? await env.api.pay(orderNo, method, method === 'wechatpay' ? payment.channel : undefined)
      : await env.api.pay(orderNo)
    if (result.order.status === 'paid') {
      env.applyMember(result.member, orderNo)
      return { kind: 'paid', orderNo, result }
    }
    if (result.order.status === 'pending') {
      // The user pays on WeChat's sheet or LINE Pay's page; the result page then waits for the server's word.
      if (result.pay_action) {
        const step = await payment.complete(result.pay_action)
        if (step === 'cancelled') return { kind: 'failed', message: t('commerce.payCancelled') }
        if (step === 'failed') return { kind: 'failed', message: t('commerce.payFailed') }
      }
      return { kind: 'pending', orderNo }
    }
    return { kind: 'failed', message: t('commerce.payFailed') }
  } catch (e) {
    return failure(e)
  }
}

/**
 * Where a finished checkout goes: the pay result page of the order (replacing the checkout page in the stack),
 * which waits for the provider's confirmation and shows what was granted. A purchase that started on a campaign
 * landing page ends on that campaign's result page (`result` or `result_en`), which shows how to start.
 */
export function resultUrl(orderNo: string, from?: { campaign?: string; result?: string }): string {
  if (from?.campaign && (from.result === 'result' || from.result === 'result_en'))
    return buildUrl(from.result === 'result' ? Routes.thirdResult : Routes.thirdResultEn, {
      order_no: orderNo,
      campaign: from.campaign
    })
  // a paid live bought from the second provider's room ends on that provider's result page
  if (from?.result === 'blwlive') return buildUrl('/blwlive/pages/buyResult', { order_no: orderNo })
  return buildUrl(Routes.payResult, { order_no: orderNo })
}

/**
 * Where a bought course is learned: its own page chosen as its card would be (an online camp opens the camp page
 * with today's task, a ticket its ticket page), the course detail for a plain course or an order without the
 * course fields.
 */
export function learnUrl(item: Pick<OrderItemDTO, 'sku' | 'course'>): string {
  const j = item.course ? resolveCourseCard({ ...item.course, sku: item.sku }) : null
  return j?.kind === 'page' ? j.url : buildUrl(Routes.courseDetail, { sku: item.sku })
}
