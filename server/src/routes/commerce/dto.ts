/** Row → payload mappers of the commerce routes (money in the major unit, texts in the request language). */
import type { GrantDTO, MemberInfoDTO, OrderDTO, OrderItemDTO, ProductDTO, UserCouponDTO } from '@app/protocol'
import type { CourseRow, OrderRow, ProductRow, UserCouponRow } from '../../db/repos/commerce'
import type { UserRow } from '../../db/repos/users'
import { pick, type Lang } from '../../i18n'
import { annualCardLevel, isVip } from '../../plugins/auth'
import { couponState } from './pricing'

export const money = (cents: number) => Math.round(cents) / 100

export function productDTO(p: ProductRow, lang: Lang): ProductDTO {
  return {
    id: p.id,
    code: p.code,
    kind: p.kind as ProductDTO['kind'],
    title: pick(lang, p.titleZh, p.titleEn),
    desc: pick(lang, p.descZh, p.descEn),
    price: money(p.priceCents),
    original_price: money(p.originalPriceCents),
    days: p.days
  }
}

export function productItemDTO(p: ProductRow, lang: Lang): OrderItemDTO {
  return {
    kind: p.kind as OrderItemDTO['kind'],
    sku: p.code,
    title: pick(lang, p.titleZh, p.titleEn),
    desc: pick(lang, p.descZh, p.descEn),
    cover: '',
    price: money(p.priceCents),
    original_price: money(p.originalPriceCents),
    days: p.days,
    needs_phone: false
  }
}

export function courseItemDTO(c: CourseRow, lang: Lang): OrderItemDTO {
  return {
    kind: 'course',
    sku: c.sku,
    title: pick(lang, c.titleZh, c.titleEn),
    desc: pick(lang, c.subtitleZh, c.subtitleEn),
    cover: c.cover,
    price: money(c.priceCents),
    original_price: money(Math.max(c.originalPriceCents, c.priceCents)),
    days: null,
    // only an in-person activity needs a way to reach the buyer; an online course or camp asks nothing (issue 32)
    needs_phone: c.type === 2,
    course: { id: c.id, type: c.type, sub_type: c.subType }
  }
}

export function memberInfoDTO(user: UserRow, now: number): MemberInfoDTO {
  const level = annualCardLevel(user, now) as 0 | 1 | 2
  return {
    isVip: isVip(user, now) ? 1 : 0,
    expire_at: user.vipExpireAt?.toISOString() ?? null,
    annual_card_level: level,
    annual_card_expire_at: level ? user.annualCardExpireAt!.toISOString() : null
  }
}

export function userCouponDTO({ uc, c }: UserCouponRow, lang: Lang, now: number): UserCouponDTO {
  return {
    id: uc.id,
    title: pick(lang, c.titleZh, c.titleEn),
    amount: money(c.amountCents),
    min_amount: money(c.minAmountCents),
    scope: c.scope === 'course' ? 'course' : 'all',
    state: couponState(uc, now),
    claimed_at: uc.createdAt.toISOString(),
    expires_at: uc.expiresAt.toISOString(),
    used_at: uc.usedAt?.toISOString() ?? null
  }
}

export function orderDTO(o: OrderRow, item: OrderItemDTO, couponTitle: string | null, now: number): OrderDTO {
  // A pending order past its time reads as closed even before the lazy close has written it.
  const status = o.status === 'pending' && o.expiresAt.getTime() <= now ? 'closed' : (o.status as OrderDTO['status'])
  return {
    order_no: o.orderNo,
    status,
    item,
    amount: money(o.amountCents),
    discount: money(o.discountCents),
    pay_amount: money(o.payCents),
    coupon_title: couponTitle,
    phone: o.phone,
    provider: o.provider,
    created_at: o.createdAt.toISOString(),
    expires_at: o.expiresAt.toISOString(),
    paid_at: o.paidAt?.toISOString() ?? null,
    channel_tag: o.channelTag ?? null
  }
}

/** What a paid order's item gives the user now, read from the member info after the grant. */
export function grantDTO(item: OrderItemDTO, member: MemberInfoDTO): GrantDTO {
  if (item.kind === 'course') return { kind: 'course', title: item.title, until: null, card_level: 0 }
  if (item.kind === 'meditation_vip')
    return { kind: item.kind, title: item.title, until: member.expire_at, card_level: 0 }
  return {
    kind: item.kind,
    title: item.title,
    until: member.annual_card_expire_at,
    card_level: member.annual_card_level
  }
}
