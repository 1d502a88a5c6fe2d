/**
 * Annual card benefits (GET /v3/get/course/vip/equity) and the comparison of the two cards
 * (GET /v3/get/course/vip/difference). Both are derived from the catalogue (which courses carry card_level 1
 * or 2, the products' prices and days) rather than from marketing copy, so they cannot promise what the
 * access rules do not give.
 */
import type { FastifyInstance } from 'fastify'
import type { DifferenceDTO, EquityCardDTO, EquityDTO } from '@app/protocol'
import { cardLevelOf, type CourseRow } from '../../db/repos/commerce'
import { pick, type Lang } from '../../i18n'
import { annualCardLevel, currentUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import type { UserRow } from '../../db/repos/users'
import { money, productDTO } from './dto'
import { cardPriceFor } from './upgrade'

const CARD_KINDS = ['course_annual', 'course_annual_advanced']

const LABELS = {
  price: ['價格', 'Price'],
  days: ['有效期', 'Valid for'],
  daysValue: ['{{n}} 天', '{{n}} days'],
  courses: ['免費課程數', 'Courses included'],
  coursesValue: ['{{n}} 門', '{{n}}']
} as const
const label = (lang: Lang, key: keyof typeof LABELS, n?: number) =>
  pick(lang, LABELS[key][0], LABELS[key][1]).replace('{{n}}', String(n ?? ''))

function courseDTO(c: CourseRow, lang: Lang) {
  return {
    sku: c.sku,
    title: pick(lang, c.titleZh, c.titleEn),
    cover: c.cover,
    price: money(c.priceCents),
    card_level: c.cardLevel as 1 | 2
  }
}

export default async function equityRoutes(app: FastifyInstance) {
  const { now } = app.ctx
  const repo = app.ctx.repos.commerce

  /**
   * One card per level, though the console can publish several of a level: the first published one in the
   * catalogue's order (sort, then id). That is the card the upgrade is priced from (upgrade.ts cardPriceFor takes
   * `productsOfKinds(...)[0]`) and the one the comparison below shows, so the page offers the card whose terms the
   * checkout reckons with. Console-made cards sort after the seeded ones (sort 100 + id): to offer a new card in
   * place of an old one, the operator unpublishes the old one.
   */
  async function cards(lang: Lang, level: number, user: UserRow | null = null): Promise<EquityCardDTO[]> {
    const out: EquityCardDTO[] = []
    for (const p of await repo.productsOfKinds(CARD_KINDS)) {
      const cardLevel = cardLevelOf(p.kind) as 1 | 2
      if (out.some((c) => c.level === cardLevel)) continue
      const courses = await repo.cardCourses(cardLevel)
      const price = await cardPriceFor(repo, p, user, now())
      out.push({
        level: cardLevel,
        product: productDTO(p, lang),
        course_count: courses.length,
        courses: courses.map((c) => courseDTO(c, lang)),
        purchasable: level <= cardLevel,
        pay_price: money(price.priceCents),
        upgrade_credit: money(price.creditCents)
      })
    }
    // the annual card before the advanced one, whichever was made first
    return out.sort((a, b) => a.level - b.level)
  }

  app.get('/v3/get/course/vip/equity', async (req) => {
    const user = await currentUser(req)
    const level = annualCardLevel(user, now()) as 0 | 1 | 2
    const data: EquityDTO = {
      level,
      expire_at: level ? user!.annualCardExpireAt!.toISOString() : null,
      cards: await cards(req.lang, level, user)
    }
    return ok(data)
  })

  app.get('/v3/get/course/vip/difference', async (req) => {
    const lang = req.lang
    const list = await cards(lang, 0)
    const annual = list.find((c) => c.level === 1)
    const advanced = list.find((c) => c.level === 2)
    const rows: DifferenceDTO['rows'] = [
      {
        key: 'price',
        title: label(lang, 'price'),
        annual: annual ? `NT$${annual.product.price.toLocaleString('en-US')}` : false,
        advanced: advanced ? `NT$${advanced.product.price.toLocaleString('en-US')}` : false
      },
      {
        key: 'days',
        title: label(lang, 'days'),
        annual: annual ? label(lang, 'daysValue', annual.product.days) : false,
        advanced: advanced ? label(lang, 'daysValue', advanced.product.days) : false
      },
      {
        key: 'courses',
        title: label(lang, 'courses'),
        annual: label(lang, 'coursesValue', annual?.course_count ?? 0),
        advanced: label(lang, 'coursesValue', advanced?.course_count ?? 0)
      }
    ]
    // One row per included course: which card makes it free.
    for (const c of advanced?.courses ?? [])
      rows.push({ key: `course:${c.sku}`, title: c.title, annual: c.card_level === 1, advanced: true })
    return ok({ rows } satisfies DifferenceDTO)
  })
}
