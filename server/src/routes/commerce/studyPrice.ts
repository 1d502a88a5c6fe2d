/**
 * What an item costs THIS user, in one function: the annual card they hold (an upgrade credit, or a course their
 * card includes), what they own, and the best coupon they hold. GET /v3/get/study/price answers it for the
 * course page; the checkout's quote (orders.ts) takes its best coupon from the same function, and the order is
 * charged by priceOf over the same priced item, so the page, the quote and the charge cannot disagree.
 */
import type { FastifyInstance } from 'fastify'
import { Type } from '@sinclair/typebox'
import type { StudyPriceDTO } from '@app/protocol'
import type { CommerceRepo, UserCouponRow } from '../../db/repos/commerce'
import type { UserRow } from '../../db/repos/users'
import { pick, t } from '../../i18n'
import { currentUser, isVip } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { accessOf } from '../course/access'
import { Sku, type TypeBoxTypeProvider } from '../schemas'
import { money } from './dto'
import { resolveItem, type OrderItem } from './items'
import { couponRefusal, couponState, priceOf } from './pricing'
import { priceForUser } from './upgrade'

/**
 * The user's usable coupons for a priced item, each with why it does not apply (or null), and the best one: the
 * largest discount, then the one that expires first (the one that would be lost soonest).
 */
export async function couponsFor(
  repo: CommerceRepo,
  item: Pick<OrderItem, 'kind' | 'priceCents'>,
  userId: number,
  now: number
): Promise<{ usable: { row: UserCouponRow; reason: ReturnType<typeof couponRefusal> }[]; best: UserCouponRow | null }> {
  const usable = (await repo.userCoupons(userId))
    .filter((r) => couponState(r.uc, now) === 'usable')
    .map((row) => ({ row, reason: couponRefusal(item, row.c) }))
  let best: UserCouponRow | null = null
  let bestOff = 0
  for (const { row, reason } of usable) {
    if (reason) continue
    const off = priceOf(item, row.c).discount
    if (off > bestOff || (off === bestOff && best && row.uc.expiresAt < best.uc.expiresAt)) {
      best = row
      bestOff = off
    }
  }
  return { usable, best }
}

/** The study price of `sku` for `user` (null: a visitor, who sees the list price). */
export async function studyPriceOf(
  repo: CommerceRepo,
  sku: string,
  user: UserRow | null,
  lang: Parameters<typeof resolveItem>[2],
  now: number
): Promise<StudyPriceDTO> {
  const listed = await resolveItem(repo, sku, lang)
  const item = user ? await priceForUser(repo, listed, user, now) : listed
  const access = listed.course
    ? accessOf(listed.course, user, user ? await repo.ownsCourse(user.id, listed.course.id) : false, now)
    : null
  const refusal = user
    ? await repo.purchaseRefusal(item, user, now)
    : listed.course && listed.course.priceCents <= 0
      ? ('freeCourse' as const)
      : null
  const best = user && !refusal ? (await couponsFor(repo, item, user.id, now)).best : null
  const price = priceOf(item, best?.c ?? null)
  return {
    sku: item.dto.sku,
    kind: item.kind,
    list_price: money(listed.priceCents),
    original_price: item.dto.original_price,
    price: money(item.priceCents),
    upgrade_credit: item.dto.upgrade_credit ?? 0,
    via: access?.via ?? null,
    card_level: access?.card_level ?? 0,
    user_card_level: access?.user_card_level ?? 0,
    member: isVip(user, now) ? 1 : 0,
    can_buy: refusal ? 0 : 1,
    refusal,
    refusal_text: refusal ? t(lang, refusal) : null,
    user_coupon_id: best?.uc.id ?? null,
    coupon_title: best ? pick(lang, best.c.titleZh, best.c.titleEn) : null,
    discount: money(price.discount),
    pay_amount: money(refusal ? 0 : price.pay)
  }
}

const PriceQuery = Type.Object({ sku: Sku })

export default async function studyPriceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { now } = app.ctx
  app.get('/v3/get/study/price', { schema: { querystring: PriceQuery } }, async (req) =>
    ok(await studyPriceOf(app.ctx.repos.commerce, req.query.sku, await currentUser(req), req.lang, now()))
  )
}
