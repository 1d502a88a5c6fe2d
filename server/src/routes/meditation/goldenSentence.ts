/**
 * GET /v3/meditation/goldenSentence[?tz=] (spec §7 "golden sentence", issue 33): the day's quote card of the
 * meditation home. The published sentences (console /admin/api/quotes) rotate one a day in their (sort, id) order,
 * counted from the user's calendar day (the device's zone, else the account's, else Asia/Taipei), so everyone in one
 * zone sees the same one. Nothing published: `sentence: null` (the app shows no card). The list is cached with the
 * catalogue and dropped by the table's change feed when an operator publishes or unpublishes.
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { GoldenSentenceDTO } from '@app/protocol'
import { pick } from '../../i18n'
import { requestZone, zonedDay, zonedDayNumber } from '../../lib/zonedDay'
import { currentUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { TzString, type TypeBoxTypeProvider } from '../schemas'

const Query = Type.Object({ tz: Type.Optional(TzString) })

export default async function goldenSentenceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos, now } = app.ctx

  app.get('/v3/meditation/goldenSentence', { schema: { querystring: Query } }, async (req) => {
    const at = now()
    const zone = requestZone(req.query.tz, await currentUser(req))
    const rows = await repos.goldenSentences.published()
    const day = zonedDayNumber(zone, at)
    const row = rows.length ? rows[((day % rows.length) + rows.length) % rows.length] : undefined
    const data: GoldenSentenceDTO = {
      date: zonedDay(zone, at),
      sentence: row
        ? {
            id: row.id,
            text: pick(req.lang, row.textZh, row.textEn || row.textZh),
            author: pick(req.lang, row.authorZh, row.authorEn || row.authorZh)
          }
        : null
    }
    return ok(data)
  })
}
