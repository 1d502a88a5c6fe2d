/**
 * The one price format of the app: amounts come from the server in the major unit (NT$ 1280 is 1280) and show
 * as "NT$1,280" everywhere (cards, detail pages, bars, coupons).
 */

/** 588 → "588", 1999 → "1,999", 49.5 → "49.5". */
export function formatAmount(n: number): string {
  const fixed = Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0$/, '')
  const [int, frac] = fixed.split('.')
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (frac ? `.${frac}` : '')
}

/** 1280 → "NT$1,280". */
export function formatPrice(n: number): string {
  return `NT$${formatAmount(n)}`
}
