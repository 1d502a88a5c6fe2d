/**
 * Pure display and form rules of the commerce screens. Amounts come from the server in the major unit
 * (NT$ 588 is 588); these only format and compare, they never compute a price to charge.
 */

export { formatAmount, formatPrice } from './price'

/** Price per 30 days, rounded down to a whole dollar: the comparison figure users expect on a yearly plan. */
export function perMonth(price: number, days: number): number {
  if (days <= 0) return price
  return Math.floor((price * 30) / days)
}

/** Whole-percent saving against the original price, or 0 when there is none. */
export function savingPercent(price: number, original: number): number {
  if (!(original > price) || original <= 0) return 0
  return Math.round(((original - price) / original) * 100)
}

/** The plan to preselect: the longest one (the best value per day, as meditation apps lead with the yearly plan). */
export function defaultPlan<T extends { days: number; price: number }>(plans: T[]): T | null {
  if (!plans.length) return null
  return plans.reduce((best, p) => (p.price / p.days < best.price / best.days ? p : best))
}

/** Normalises what a user typed as a code: no spaces or dashes, upper case. */
export function normalizeCode(input: string): string {
  return String(input ?? '')
    .replace(/[\s-]+/g, '')
    .toUpperCase()
}
