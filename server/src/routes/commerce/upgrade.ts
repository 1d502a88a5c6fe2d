/**
 * Upgrading an annual card is priced by the server over the WHOLE remaining term (services/commerce/annualCard.ts):
 * the advanced card for max(its days, what is left of the annual card), less the unused value of the annual card.
 * So the days already paid for are not lost, and a stack of annual cards cannot be turned into as many years of
 * the advanced card for one upgrade. The quote, the order and the benefits page all take the price from here;
 * the client never sends one.
 */
import type { CommerceRepo } from '../../db/repos/commerce'
import { cardLevelOf } from '../../db/repos/commerce'
import type { UserRow } from '../../db/repos/users'
import { annualCardLevel } from '../../plugins/auth'
import { upgradePriceCents } from '../../services/commerce/annualCard'
import { money } from './dto'
import type { OrderItem } from './items'

const DAY = 86_400_000

/**
 * Credit in cents for the unused part of a lower card with at most one term left (whole NT$): the upgrade price is
 * the higher card's price less this (upgradePriceCents gives the general case).
 */
export function upgradeCreditCents(lowerPriceCents: number, lowerDays: number, remainingMs: number): number {
  const span = lowerDays * DAY
  if (span <= 0 || remainingMs <= 0) return 0
  const cents = Math.floor((lowerPriceCents * Math.min(remainingMs, span)) / span)
  return Math.floor(cents / 100) * 100
}

/**
 * What this user pays for a card product now: `priceCents`, and `creditCents` (list price less that, never below
 * 0 for display: with more than a year of the lower card left an upgrade costs more than the list price).
 */
export async function cardPriceFor(
  repo: CommerceRepo,
  product: { kind: string; priceCents: number },
  user: UserRow | null,
  now: number
): Promise<{ priceCents: number; creditCents: number }> {
  const list = { priceCents: product.priceCents, creditCents: 0 }
  const wanted = cardLevelOf(product.kind)
  const held = annualCardLevel(user, now)
  if (!wanted || !held || held >= wanted) return list
  const [lower] = await repo.productsOfKinds(['course_annual'])
  const [higher] = await repo.productsOfKinds([product.kind])
  if (!lower || !higher) return list
  const priceCents = upgradePriceCents(
    { priceCents: product.priceCents, days: higher.days },
    lower,
    user!.annualCardExpireAt!.getTime() - now
  )
  return { priceCents, creditCents: Math.max(0, product.priceCents - priceCents) }
}

/** The item as this user pays for it: an upgrade is priced over the remaining term of the card it replaces. */
export async function priceForUser(
  repo: CommerceRepo,
  item: OrderItem,
  user: UserRow,
  now: number
): Promise<OrderItem> {
  if (!item.product) return item
  const { priceCents, creditCents } = await cardPriceFor(
    repo,
    { kind: item.product.kind, priceCents: item.priceCents },
    user,
    now
  )
  if (priceCents === item.priceCents) return item
  return { ...item, priceCents, dto: { ...item.dto, price: money(priceCents), upgrade_credit: money(creditCents) } }
}
