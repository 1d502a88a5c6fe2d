/**
 * The server's price rules: the only place an amount to charge is computed. Integer cents throughout; the
 * payload converts to the major unit at the edge (dto.ts).
 */
import type { CouponRefusal, CouponState, OrderItemKind } from '@app/protocol'

export interface PricedItem {
  kind: OrderItemKind
  priceCents: number
}

export interface CouponTerms {
  amountCents: number
  minAmountCents: number
  /** 'all' | 'course' */
  scope: string
}

export interface HeldCoupon extends CouponTerms {
  status: string
  expiresAt: Date
}

/** usable / used / expired at `now` (an unused coupon past its date is expired). */
export function couponState(c: { status: string; expiresAt: Date }, now: number): CouponState {
  if (c.status === 'used') return 'used'
  return c.expiresAt.getTime() <= now ? 'expired' : 'usable'
}

/**
 * Why a coupon does not apply to an item, or null when it does. A 'course' coupon covers courses and the two
 * course annual cards (they are course products) but not the meditation membership; the minimum is compared
 * with the list price before any discount.
 */
export function couponRefusal(item: PricedItem, c: CouponTerms): CouponRefusal | null {
  if (c.scope === 'course' && item.kind === 'meditation_vip') return 'scope'
  if (item.priceCents < c.minAmountCents) return 'minimum'
  return null
}

/** Amount, discount and what to pay. A coupon never makes the price negative; the rest of its value is lost. */
export function priceOf(
  item: PricedItem,
  coupon: CouponTerms | null
): { amount: number; discount: number; pay: number } {
  const amount = item.priceCents
  const discount = coupon && !couponRefusal(item, coupon) ? Math.min(coupon.amountCents, amount) : 0
  return { amount, discount, pay: amount - discount }
}
