/**
 * GET /v2/activity/page/{id}: a campaign as its landing page renders it, in the campaign's own language
 * (`_en` campaigns are English, the others zh-Hant) whatever the request's language. The definition comes from
 * the validated seed files; the answer is the page itself, not the API envelope (spec §8: the activity API is
 * read by HTTP status). The server adds what only it knows, from the course the campaign sells, so a landing
 * cannot promise what the course is not (issue 32): its price, its teacher, its lessons, course covers, and a
 * countdown only to the end of a real offer (the course's offer_ends_at ahead and its price below the normal one).
 */
import type { FastifyInstance } from 'fastify'
import { Type } from '@sinclair/typebox'
import type { CampaignBlock, CampaignDTO, PriceBlock } from '@app/protocol'
import type { CampaignDef, BlockDef } from '../../campaigns/definitions'
import type { CommerceRepo, CourseRow } from '../../db/repos/commerce'
import type { CourseRepo } from '../../db/repos/course'
import { liveCampaign } from '../../db/repos/landings'
import { Errors } from '../../errors'
import { pick } from '../../i18n'
import { money } from '../commerce/dto'
import { resolveItem } from '../commerce/items'
import { CampaignId, type TypeBoxTypeProvider } from '../schemas'

export interface CampaignRepos {
  commerce: CommerceRepo
  course: Pick<CourseRepo, 'lessons'>
}

/** The struck-through normal price and the end of the course's offer, only while a real offer runs. */
export function courseOffer(course: CourseRow | null, now: number): Pick<PriceBlock, 'was_price' | 'ends_at'> {
  const end = course?.offerEndsAt?.getTime()
  if (!course || !end || end <= now || course.priceCents >= course.originalPriceCents)
    return { was_price: null, ends_at: null }
  return { was_price: money(course.originalPriceCents), ends_at: new Date(end).toISOString() }
}

async function toBlock(
  b: BlockDef,
  def: CampaignDef,
  repos: CampaignRepos,
  course: CourseRow | null,
  now: number,
  coverOf: (sku: string | undefined) => Promise<string | null>
): Promise<CampaignBlock | null> {
  switch (b.type) {
    case 'hero': {
      const { image_sku, ...rest } = b
      return { ...rest, image: await coverOf(image_sku ?? def.sku) }
    }
    case 'teacher': {
      const name = course ? pick(def.lang, course.teacherZh, course.teacherEn) : ''
      if (!name) return null
      return { type: 'teacher', title: b.title, name, image: await coverOf(b.image_sku ?? def.sku) }
    }
    case 'syllabus': {
      const lessons = course ? await repos.course.lessons(course.id) : []
      if (!lessons.length) return null
      return {
        type: 'syllabus',
        title: b.title,
        items: lessons.map((l) => ({
          title: pick(def.lang, l.titleZh, l.titleEn),
          ...(l.duration > 0 ? { minutes: Math.max(1, Math.round(l.duration / 60)) } : {})
        }))
      }
    }
    case 'price':
      return { type: 'price', title: b.title, ...courseOffer(course, now) }
    case 'notes':
      return {
        type: 'notes',
        title: b.title,
        items: await Promise.all(
          b.items.map(async ({ image_skus, ...note }) => ({
            ...note,
            images: (await Promise.all(image_skus.map((s) => coverOf(s)))).filter((x): x is string => !!x)
          }))
        )
      }
    default:
      return b
  }
}

export async function campaignDTO(def: CampaignDef, repos: CampaignRepos, now: number): Promise<CampaignDTO> {
  const covers = new Map<string, string | null>()
  const coverOf = async (sku: string | undefined) => {
    if (!sku) return null
    if (!covers.has(sku)) covers.set(sku, (await repos.commerce.course(sku))?.cover || null)
    return covers.get(sku) ?? null
  }
  const item = def.sku ? await resolveItem(repos.commerce, def.sku, def.lang) : null
  const blocks = await Promise.all(def.blocks.map((b) => toBlock(b, def, repos, item?.course ?? null, now, coverOf)))
  return {
    id: def.id,
    version: def.version,
    lang: def.lang,
    title: def.title,
    result_page: def.lang === 'en' ? 'result_en' : 'result',
    product: item?.dto ?? null,
    blocks: blocks.filter((b): b is CampaignBlock => b !== null)
  }
}

export default async function campaignPageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { campaigns, db, now, repos } = app.ctx
  app.get('/v2/activity/page/:id', { schema: { params: Type.Object({ id: CampaignId }) } }, async (req) => {
    // The console's published copy wins over the seed file (issue 31, db/repos/landings.ts).
    const def = await liveCampaign(db, campaigns, req.params.id)
    if (!def) throw Errors.notFound()
    // The activity web API answers the page itself (spec §8: read by HTTP status, no envelope).
    return campaignDTO(def, repos, now())
  })
}
