/**
 * Display rules of the learning-gold pages: amounts with thousands separators (utils/money), signed ledger
 * amounts, month labels of the statement. Pure: no Taro import.
 */
import { formatAmount } from '../../utils/money'

/** 1200 → "1,200". */
export function goldFigure(n: number): string {
  return formatAmount(n)
}

/** A ledger amount with its sign: 100 → "+100", -1200 → "−1,200" (a real minus sign). */
export function signedGold(n: number): string {
  return n < 0 ? `−${formatAmount(-n)}` : `+${formatAmount(n)}`
}

/** "2026-11" → { y: "2026", m: "11" } for the statement's month label ({{y}}/{{m}} in each language). */
export function monthParts(month: string): { y: string; m: string } {
  const [y, m] = month.split('-')
  return { y: y ?? '', m: String(Number(m ?? '0')) }
}

/** The gold still missing to afford `price` (0 when the balance covers it). */
export function goldShort(balance: number, price: number): number {
  return Math.max(0, price - balance)
}

/**
 * A key for one confirmation of an exchange: made once when the confirm page opens, so a double tap or a retry
 * sends the same key and the server exchanges once.
 */
export function newExchangeKey(random: () => number = Math.random, now: () => number = Date.now): string {
  const part = () =>
    Math.floor(random() * 2 ** 32)
      .toString(36)
      .padStart(7, '0')
  return `x${now().toString(36)}${part()}${part()}`
}
