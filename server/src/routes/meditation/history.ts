/** Listening history with titles (GET userHistory) and the "continue listening" resume point (GET resume). */
import type { FastifyInstance } from 'fastify'
import type { HistoryEntryDTO, ResumeDTO } from '@app/protocol'
import { pick } from '../../i18n'
import { requireUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { PageQuery, paged, type TypeBoxTypeProvider } from '../schemas'
import { AUDIO_KIND } from './goods'

export default async function meditationHistoryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos, progress } = app.ctx
  const mine = repos.meditationUser

  app.get('/v3/meditation/userHistory', { schema: { querystring: PageQuery } }, async (req) => {
    const user = await requireUser(req)
    const { page, size } = req.query
    const { rows, total } = await mine.historyPage(user.id, (page - 1) * size, size)
    return ok(
      paged(
        rows.map(({ log, r, g }): HistoryEntryDTO => ({
          id: log.id,
          sku: log.sku,
          resource_id: log.resourceId,
          playtime: log.playtime,
          created_at: log.createdAt.toISOString(),
          title: r ? pick(req.lang, r.titleZh, r.titleEn) : '',
          goods_title: g ? pick(req.lang, g.titleZh, g.titleEn) : '',
          cover: g?.cover ?? '',
          duration: r?.duration ?? 0
        })),
        page,
        size,
        total
      )
    )
  })

  /** Null when there is nothing to continue. Buffered socket ticks are written first so the point is fresh. */
  app.get('/v3/meditation/resume', async (req) => {
    const user = await requireUser(req)
    await progress.flush()
    const row = await mine.lastUnfinished(user.id, AUDIO_KIND)
    if (!row) return ok(null)
    const data: ResumeDTO = {
      sku: row.g.sku,
      resource_id: row.r.id,
      title: pick(req.lang, row.r.titleZh, row.r.titleEn),
      goods_title: pick(req.lang, row.g.titleZh, row.g.titleEn),
      cover: row.g.cover,
      position: row.p.position,
      duration: row.r.duration
    }
    return ok(data)
  })
}
