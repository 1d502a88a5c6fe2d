/**
 * Upgrading an annual card is priced by the server: the advanced card costs its price less the unused part of
 * the active annual card (that card's price × remaining time ÷ its days, rounded down to whole NT$), so the
 * days already paid for are not lost when the new card replaces them. The quote, the order and the benefits
 * page all take the price from here; the client never sends one.
 */
import type { CommerceRepo } from '../../db/repos/commerce'
import { cardLevelOf } from '../../db/repos/commerce'
import type { UserRow } from '../../db/repos/users'
import { annualCardLevel } from '../../plugins/auth'
import { money } from './dto'
import type { OrderItem } from './items'

const DAY = 86_400_000

/** Credit in cents for the unused part of a lower card (whole NT$, never more than that card's price). */
export function upgradeCreditCents(lowerPriceCents: number, lowerDays: number, remainingMs: number): number {
  const span = lowerDays * DAY
  if (span <= 0 || remainingMs <= 0) return 0
  const cents = Math.floor((lowerPriceCents * Math.min(remainingMs, span)) / span)
  return Math.floor(cents / 100) * 100
}

/** The credit this user gets on a card product now (0 when it is not an upgrade from an active lower card). */
export async function upgradeCredit(
  repo: CommerceRepo,
  productKind: string,
  priceCents: number,
  user: UserRow | null,
  now: number
): Promise<number> {
  const wanted = cardLevelOf(productKind)
  const held = annualCardLevel(user, now)
  if (!wanted || !held || held >= wanted) return 0
  const [lower] = await repo.productsOfKinds(['course_annual'])
  if (!lower) return 0
  const credit = upgradeCreditCents(lower.priceCents, lower.days, user!.annualCardExpireAt!.getTime() - now)
  return Math.min(credit, priceCents)
}

/** The item as this user pays for it: an upgrade's price is lowered by the credit of the card it replaces. */
export async function priceForUser(
  repo: CommerceRepo,
  item: OrderItem,
  user: UserRow,
  now: number
): Promise<OrderItem> {
  if (!item.product) return item
  const credit = await upgradeCredit(repo, item.product.kind, item.priceCents, user, now)
  if (!credit) return item
  const priceCents = item.priceCents - credit
  return { ...item, priceCents, dto: { ...item.dto, price: money(priceCents), upgrade_credit: money(credit) } }
}
