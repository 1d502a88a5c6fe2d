/**
 * GET /v2/activity/page/{id}: a campaign as its landing page renders it, in the campaign's own language
 * (`_en` campaigns are English, the others zh-Hant) whatever the request's language. The definition comes from
 * the validated seed files; the answer is the page itself, not the API envelope (spec §8: the activity API is
 * read by HTTP status). The server adds what only it knows: the price of the campaign's course (never
 * written in a definition), course covers, and the end of the current offer window for the countdown.
 */
import type { FastifyInstance } from 'fastify'
import { Type } from '@sinclair/typebox'
import type { CampaignBlock, CampaignDTO } from '@app/protocol'
import type { CampaignDef, BlockDef } from '../../campaigns/definitions'
import type { CommerceRepo } from '../../db/repos/commerce'
import { Errors } from '../../errors'
import { resolveItem } from '../commerce/items'
import { CampaignId, type TypeBoxTypeProvider } from '../schemas'

/** End of the offer window containing `now`: windows of `hours` repeat from the epoch, the same for everyone. */
export function offerEnd(now: number, hours: number): Date {
  const period = hours * 3_600_000
  return new Date((Math.floor(now / period) + 1) * period)
}

async function toBlock(
  b: BlockDef,
  def: CampaignDef,
  repo: CommerceRepo,
  now: number,
  coverOf: (sku: string | undefined) => Promise<string | null>
): Promise<CampaignBlock> {
  switch (b.type) {
    case 'hero': {
      const { image_sku, ...rest } = b
      return { ...rest, image: await coverOf(image_sku ?? def.sku) }
    }
    case 'teacher': {
      const { image_sku, ...rest } = b
      return { ...rest, image: await coverOf(image_sku ?? def.sku) }
    }
    case 'price': {
      const { countdown_hours, ...rest } = b
      return { ...rest, ends_at: offerEnd(now, countdown_hours).toISOString() }
    }
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

export async function campaignDTO(def: CampaignDef, repo: CommerceRepo, now: number): Promise<CampaignDTO> {
  const covers = new Map<string, string | null>()
  const coverOf = async (sku: string | undefined) => {
    if (!sku) return null
    if (!covers.has(sku)) covers.set(sku, (await repo.course(sku))?.cover || null)
    return covers.get(sku) ?? null
  }
  const product = def.sku ? (await resolveItem(repo, def.sku, def.lang)).dto : null
  return {
    id: def.id,
    version: def.version,
    lang: def.lang,
    title: def.title,
    result_page: def.lang === 'en' ? 'result_en' : 'result',
    product,
    blocks: await Promise.all(def.blocks.map((b) => toBlock(b, def, repo, now, coverOf)))
  }
}

export default async function campaignPageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { campaigns, now, repos } = app.ctx
  app.get('/v2/activity/page/:id', { schema: { params: Type.Object({ id: CampaignId }) } }, async (req) => {
    const def = campaigns.get(req.params.id)
    if (!def) throw Errors.notFound()
    // The activity web API answers the page itself (spec §8: read by HTTP status, no envelope).
    return campaignDTO(def, repos.commerce, now())
  })
}
