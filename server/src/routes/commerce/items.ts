/** What a sku names (a product code or a course sku) and whether this user may buy it now. */
import type { OrderItemDTO } from '@app/protocol'
import type { CommerceRepo, CourseRow, ProductRow } from '../../db/repos/commerce'
import type { UserRow } from '../../db/repos/users'
import { Errors } from '../../errors'
import type { Lang } from '../../i18n'
import { annualCardLevel } from '../../plugins/auth'
import { courseItemDTO, productItemDTO } from './dto'

export interface OrderItem {
  product: ProductRow | null
  course: CourseRow | null
  kind: OrderItemDTO['kind']
  priceCents: number
  dto: OrderItemDTO
}

export async function resolveItem(repo: CommerceRepo, sku: string, lang: Lang): Promise<OrderItem> {
  const product = await repo.product(sku)
  if (product)
    return {
      product,
      course: null,
      kind: product.kind as OrderItem['kind'],
      priceCents: product.priceCents,
      dto: productItemDTO(product, lang)
    }
  const course = await repo.course(sku)
  if (!course) throw Errors.notFound()
  return { product: null, course, kind: 'course', priceCents: course.priceCents, dto: courseItemDTO(course, lang) }
}

/**
 * The item of each sku as resolveItem gives it (a product code first, else a course sku), for many skus in two
 * queries; a sku that names neither is missing from the map.
 */
export async function resolveItems(repo: CommerceRepo, skus: string[], lang: Lang): Promise<Map<string, OrderItem>> {
  const found = await repo.itemsBySku(skus)
  const items = new Map<string, OrderItem>()
  for (const course of found.courses)
    items.set(course.sku, {
      product: null,
      course,
      kind: 'course',
      priceCents: course.priceCents,
      dto: courseItemDTO(course, lang)
    })
  for (const product of found.products)
    items.set(product.code, {
      product,
      course: null,
      kind: product.kind as OrderItem['kind'],
      priceCents: product.priceCents,
      dto: productItemDTO(product, lang)
    })
  return items
}

/**
 * Refuses (1116, translated) what cannot or need not be bought; the client shows the message as is. The same
 * rule runs again before charging and inside the settling transaction (repos/commerce.ts purchaseRefusal).
 */
export async function assertPurchasable(
  repo: CommerceRepo,
  item: OrderItem,
  user: UserRow,
  now: number
): Promise<void> {
  const reason = await repo.purchaseRefusal(item, user, now)
  // card-only content (a card level and no price) is opened by the card alone: 9999, the card's page (spec §8)
  const c = item.course
  if (reason === 'freeCourse' && c && c.cardLevel > annualCardLevel(user, now)) throw Errors.annualPassRequired()
  if (reason) throw Errors.business(reason)
}
