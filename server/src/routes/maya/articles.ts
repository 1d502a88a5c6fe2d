/** The 13-moon calendar's information articles, in the request's language. */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { MayaArticleCategory, MayaArticleDTO, MayaArticleSummaryDTO } from '@app/protocol'
import type { MayaArticleRow } from '../../db/repos/maya'
import { Errors } from '../../errors'
import type { Lang } from '../../i18n'
import { ok } from '../../plugins/errors'
import { NumericId, type TypeBoxTypeProvider } from '../schemas'

export const MAYA_CATEGORIES: MayaArticleCategory[] = ['calendar', 'seals', 'tones', 'moons']
const ListQuery = Type.Object({
  category: Type.Optional(Type.Union(MAYA_CATEGORIES.map((c) => Type.Literal(c))))
})

/** Reading time at ~300 characters a minute (zh) or ~200 words a minute (en), at least 1. */
function readingMinutes(text: string, lang: Lang): number {
  const units = lang === 'en' ? text.split(/\s+/).filter(Boolean).length / 200 : text.replace(/\s/g, '').length / 300
  return Math.max(1, Math.round(units))
}

function summaryDTO(a: MayaArticleRow, lang: Lang): MayaArticleSummaryDTO {
  const en = lang === 'en'
  return {
    id: a.id,
    category: a.category as MayaArticleCategory,
    title: en ? a.titleEn : a.titleZh,
    summary: en ? a.summaryEn : a.summaryZh,
    reading_minutes: readingMinutes(en ? a.bodyEn : a.bodyZh, lang)
  }
}

export default async function mayaArticleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const repo = app.ctx.repos.maya

  app.get('/v3/maya/articles', { schema: { querystring: ListQuery } }, async (req) => {
    return ok((await repo.articles(req.query.category)).map((a) => summaryDTO(a, req.lang)))
  })

  app.get('/v3/maya/articles/:id', { schema: { params: NumericId } }, async (req) => {
    const a = await repo.article(req.params.id)
    if (!a) throw Errors.notFound()
    const body = req.lang === 'en' ? a.bodyEn : a.bodyZh
    const related = (await repo.articles(a.category)).filter((r) => r.id !== a.id).map((r) => summaryDTO(r, req.lang))
    const dto: MayaArticleDTO = {
      ...summaryDTO(a, req.lang),
      paragraphs: body
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean),
      related
    }
    return ok(dto)
  })
}
