/** What a sku names (a product code or a course sku) and whether this user may buy it now. */
import type { OrderItemDTO } from '../../../../src/protocol/commerce'
import type { CommerceRepo, CourseRow, ProductRow } from '../../db/repos/commerce'
import { cardLevelOf } from '../../db/repos/commerce'
import type { UserRow } from '../../db/repos/users'
import { Errors } from '../../errors'
import type { Lang } from '../../i18n'
import { annualCardLevel } from '../../plugins/auth'
import { courseItemDTO, productItemDTO } from './dto'

/** Course type 3 is the "become a member" card of spec §2: it is bought as a membership product, not as a course. */
const MEMBER_CARD_TYPE = 3

export interface OrderItem {
  product: ProductRow | null
  course: CourseRow | null
  kind: OrderItemDTO['kind']
  priceCents: number
  dto: OrderItemDTO
}

export async function resolveItem(repo: CommerceRepo, sku: string, lang: Lang): Promise<OrderItem> {
  const product = await repo.product(sku)
  if (product) return { product, course: null, kind: product.kind as OrderItem['kind'], priceCents: product.priceCents, dto: productItemDTO(product, lang) }
  const course = await repo.course(sku)
  if (!course) throw Errors.notFound()
  return { product: null, course, kind: 'course', priceCents: course.priceCents, dto: courseItemDTO(course, lang) }
}

/** Refuses (1116, translated) what cannot or need not be bought; the client shows the message as is. */
export async function assertPurchasable(repo: CommerceRepo, item: OrderItem, user: UserRow, now: number): Promise<void> {
  const level = annualCardLevel(user, now)
  if (item.product) {
    const wanted = cardLevelOf(item.product.kind)
    if (wanted && level > wanted) throw Errors.business('lowerCard')
    return
  }
  const c = item.course!
  if (c.type === MEMBER_CARD_TYPE) throw Errors.business('notForSale')
  if (c.priceCents <= 0) throw Errors.business('freeCourse')
  if (c.cardLevel > 0 && level >= c.cardLevel) throw Errors.business('includedInCard')
  if (await repo.ownsCourse(user.id, c.id)) throw Errors.business('alreadyOwned')
}
