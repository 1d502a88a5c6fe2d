/**
 * The annual cards' term arithmetic (issue 27, "Annual-card pricing holds"), pure so the price, the grant and the
 * settle check agree:
 * - an upgrade (a higher card while a lower one is active) is priced over the WHOLE remaining term: the higher
 *   card's price for max(its own term, what is left of the lower card), less the unused value of the lower card.
 *   Three annual cards plus one upgrade therefore cost three years of the advanced card, not one; the grant then
 *   runs the higher card to max(now + its days, the current expiry) (repos/commerce.ts grant);
 * - a gift is converted by what the holder has: a lower card claimed by a higher-card holder adds the days its
 *   value buys at the higher card's rate (it never renews the higher card for a year); a higher card claimed by a
 *   lower-card holder runs its own days from now plus the lower card's unused value at the higher rate;
 * - an order remembers the card state it was priced against; one that settles against another state (a card
 *   bought, upgraded or expired meanwhile) is stale and refused, so a race cannot buy more time than was paid for.
 */
const DAY = 86_400_000

export interface CardTerms {
  priceCents: number
  days: number
}

/** The card a user holds: level 0 (none) or 1/2 with its expiry. */
export interface HeldCard {
  level: number
  expiresAt: number
}

const roundUp = (cents: number) => Math.ceil(cents / 100) * 100
const roundDown = (cents: number) => Math.floor(cents / 100) * 100

/**
 * What an upgrade costs, in whole NT$: the higher card over max(its term, `remainingMs`) less the lower card's
 * unused value (never below 0). With less than the higher card's term left this is its price less the credit.
 */
export function upgradePriceCents(higher: CardTerms, lower: CardTerms, remainingMs: number): number {
  const hSpan = higher.days * DAY
  const lSpan = lower.days * DAY
  if (hSpan <= 0 || lSpan <= 0 || remainingMs <= 0) return higher.priceCents
  const full = roundUp((higher.priceCents * Math.max(hSpan, remainingMs)) / hSpan)
  const credit = roundDown(Math.floor((lower.priceCents * remainingMs) / lSpan))
  return Math.max(0, full - credit)
}

/** `ms` of a card worth `from` per term, converted to time of a card worth `to` per term (rounded down). */
export function convertMs(ms: number, from: CardTerms, to: CardTerms): number {
  if (ms <= 0 || from.days <= 0 || to.priceCents <= 0) return 0
  const perMsFrom = from.priceCents / (from.days * DAY)
  const perMsTo = to.priceCents / (to.days * DAY)
  return Math.floor((ms * perMsFrom) / perMsTo)
}

/**
 * The card after granting a card of `level` (terms `bought`), given what is held and the terms of every level.
 * `gift`: claimed or taken back as a gift (no price was paid against the held card: convert); otherwise bought at
 * the price of upgradePriceCents (an upgrade covers the whole remaining term).
 */
export function cardAfterGrant(
  level: 1 | 2,
  terms: Record<1 | 2, CardTerms>,
  held: HeldCard,
  now: number,
  gift: boolean
): HeldCard {
  const bought = terms[level]
  const span = bought.days * DAY
  const active = held.expiresAt > now ? held.level : 0
  if (!active) return { level, expiresAt: now + span }
  const remaining = held.expiresAt - now
  if (active === level) return { level, expiresAt: held.expiresAt + span }
  if (active > level) {
    // A lower card onto a higher one (only a gift can do this: buying it is refused): its value in higher time.
    return { level: active, expiresAt: held.expiresAt + convertMs(span, bought, terms[active as 1 | 2]) }
  }
  if (gift) return { level, expiresAt: now + span + convertMs(remaining, terms[active as 1 | 2], bought) }
  return { level, expiresAt: Math.max(now + span, held.expiresAt) }
}

/** The held card as an order records it when priced (level 0 and null when none is active). */
export function pricedCardState(
  held: HeldCard,
  now: number
): { pricedCardLevel: number; pricedCardExpireAt: Date | null } {
  const active = held.expiresAt > now ? held.level : 0
  return { pricedCardLevel: active, pricedCardExpireAt: active ? new Date(held.expiresAt) : null }
}

/**
 * Whether a card order of `wanted` level, priced against `priced`, must not settle against `held` now: a renewal of
 * the card held stays valid (its price does not depend on the term left); anything else must meet the very state
 * it was priced for. Orders from before prices were recorded (`priced.level` null) are not checked.
 */
export function cardPriceStale(
  wanted: number,
  priced: { level: number | null; expiresAt: Date | null },
  held: HeldCard,
  now: number
): boolean {
  if (priced.level === null) return false
  const active = held.expiresAt > now ? held.level : 0
  if (active === wanted && priced.level === wanted) return false
  if (active !== priced.level) return true
  return active > 0 && (priced.expiresAt?.getTime() ?? 0) !== held.expiresAt
}
