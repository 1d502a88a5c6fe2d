/**
 * Pages composed on the server from blocks, so operations can publish a page without a release:
 * GET /v3/course/system/list (published pages) and GET /v3/course/system/{id} (one page, texts in the request
 * language, course skus resolved to cards). Stored block shapes (course_system_pages.blocks, both languages):
 *   { type: 'banner', banners: [{ image, title: [zh, en], jump_type, jump_value }] }
 *   { type: 'courses', title: [zh, en], skus: [sku, …] }     courses in the listed order; unknown skus left out
 *   { type: 'shorts', title: [zh, en] }                       the short videos
 *   { type: 'text', text: [zh, en] }
 *   { type: 'image', image, alt: [zh, en] }
 *   { type: 'button', label: [zh, en], jump_type, jump_value } any banner jump of spec §2
 * A block of another kind, or missing its fields, is left out rather than failing the page.
 */
import type { FastifyInstance } from 'fastify'
import type { BannerDTO, SystemBlockDTO, SystemPageDTO, SystemPageSummaryDTO } from '@app/protocol'
import { Errors } from '../../errors'
import { pick, type Lang } from '../../i18n'
import { ok } from '../../plugins/errors'
import { NumericId, type TypeBoxTypeProvider } from '../schemas'
import type { DiscoverRepo } from '../../db/repos/discover'
import { card } from './cards'

const JUMPS = new Set([1, 2, 4, 5, 6, 10, 11, 12, 14, 15, 99])
type Pair = [string, string]
const isPair = (v: unknown): v is Pair => Array.isArray(v) && v.length === 2 && v.every((x) => typeof x === 'string')
const text = (lang: Lang, v: unknown) => (isPair(v) ? pick(lang, v[0], v[1]) : null)
const jumpOf = (b: Record<string, unknown>) =>
  JUMPS.has(Number(b.jump_type))
    ? { jump_type: Number(b.jump_type) as BannerDTO['jump_type'], jump_value: String(b.jump_value ?? '') }
    : null

async function blockDTO(
  repo: DiscoverRepo,
  raw: unknown,
  lang: Lang,
  now: number,
  index: number
): Promise<SystemBlockDTO | null> {
  if (!raw || typeof raw !== 'object') return null
  const b = raw as Record<string, unknown>
  switch (b.type) {
    case 'banner': {
      const list = Array.isArray(b.banners) ? (b.banners as Record<string, unknown>[]) : []
      const banners: BannerDTO[] = []
      list.forEach((x, i) => {
        const jump = jumpOf(x)
        if (jump && typeof x.image === 'string')
          banners.push({ id: index * 100 + i + 1, title: text(lang, x.title) ?? '', image: x.image, ...jump })
      })
      return banners.length ? { type: 'banner', banners } : null
    }
    case 'courses': {
      const skus = Array.isArray(b.skus) ? b.skus.filter((s): s is string => typeof s === 'string') : []
      const rows = await repo.coursesBySku(skus)
      const bySku = new Map(rows.map((c) => [c.sku, c]))
      const items = skus.flatMap((s) => (bySku.has(s) ? [card(bySku.get(s)!, lang, now)] : []))
      return items.length ? { type: 'courses', title: text(lang, b.title) ?? '', items } : null
    }
    case 'shorts': {
      const items = (await repo.shortVideos(20)).map((c) => card(c, lang, now, true))
      return items.length ? { type: 'shorts', title: text(lang, b.title) ?? '', items } : null
    }
    case 'text': {
      const t = text(lang, b.text)
      return t ? { type: 'text', text: t } : null
    }
    case 'image':
      return typeof b.image === 'string' ? { type: 'image', image: b.image, alt: text(lang, b.alt) ?? '' } : null
    case 'button': {
      const jump = jumpOf(b)
      const label = text(lang, b.label)
      return jump && label ? { type: 'button', label, ...jump } : null
    }
    default:
      return null
  }
}

export default async function systemRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos, now } = app.ctx

  app.get('/v3/course/system/list', async (req) => {
    const data: SystemPageSummaryDTO[] = (await repos.discover.systemPages()).map((p) => ({
      id: p.id,
      title: pick(req.lang, p.titleZh, p.titleEn)
    }))
    return ok(data)
  })

  app.get('/v3/course/system/:id', { schema: { params: NumericId } }, async (req) => {
    const page = await repos.discover.systemPage(req.params.id)
    if (!page) throw Errors.notFound()
    const blocks: SystemBlockDTO[] = []
    const raw = Array.isArray(page.blocks) ? page.blocks : []
    for (let i = 0; i < raw.length; i++) {
      const b = await blockDTO(repos.discover, raw[i], req.lang, now(), i)
      if (b) blocks.push(b)
    }
    const data: SystemPageDTO = { id: page.id, title: pick(req.lang, page.titleZh, page.titleEn), blocks }
    return ok(data)
  })
}
