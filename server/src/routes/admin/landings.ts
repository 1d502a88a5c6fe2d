/**
 * Campaign landing pages (the `third` engine's definitions) in the console (issue 31; editor, owner). Every
 * campaign of the seed files (src/db/campaigns) is listed; editing one saves a draft copy (db/repos/landings.ts)
 * checked by the same validation the seed files get at start (campaigns/definitions.ts: each block against its
 * type's schema, unknown fields refused, a form asks for a phone) and its course looked up, so a bad definition is a
 * 400 naming the field (a JSON pointer) and nothing is written. Publishing makes the draft what
 * GET /v2/activity/page/:id and the campaign forms read, with the next version number; unpublishing takes the
 * landing out of the app (404). Every write is audited with before/after. docs/admin-api.md "Landings".
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { CampaignDefinitionError, checkCampaign, type CampaignDef } from '../../campaigns/definitions'
import type { Db } from '../../db/client'
import { landingRepo, type LandingRow, type LandingState } from '../../db/repos/landings'
import { CONTENT } from '../../services/admin/access'
import { audited, type Actor } from '../../services/admin/audit'
import { AdminErrors } from '../../services/admin/messages'
import { CampaignId, type TypeBoxTypeProvider } from '../schemas'
import { actorOf, listQuery, pageOf, sendList } from './list'

const Params = Type.Object({ id: CampaignId })
const Body = Type.Object({ definition: Type.Object({}, { additionalProperties: true }) })
const State = Type.Union([
  Type.Literal('seed'),
  Type.Literal('draft'),
  Type.Literal('published'),
  Type.Literal('unpublished')
])
const LandingList = listQuery({ state: Type.Optional(State) })

/** 'seed': the app shows the seed file, the console never changed it. */
type ShownState = LandingState | 'seed'

function landingDto(id: string, file: CampaignDef | undefined, row: LandingRow | undefined) {
  const live = row?.state === 'published' ? row.published : row?.state === 'unpublished' ? null : (file ?? null)
  const definition = row?.draft ?? file!
  return {
    id,
    title: definition.title,
    lang: definition.lang,
    sku: definition.sku ?? null,
    state: (row?.state ?? 'seed') as ShownState,
    /** the version the app shows (null: not shown) */
    liveVersion: live?.version ?? null,
    /** the draft differs from what the app shows */
    unpublishedChanges: !!row && JSON.stringify(row.draft) !== JSON.stringify(live),
    /**
     * The campaign's page in the H5 app: a seeded campaign's own page, or the page that shows any landing by id
     * (src/third/pages/landing). It shows the published version: a draft there is "campaign not found" until
     * published.
     */
    preview: file ? `/third/pages/${id}` : `/third/pages/landing?id=${encodeURIComponent(id)}`,
    fromSeed: !!file,
    publishedAt: row?.publishedAt?.toISOString() ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    definition
  }
}
type LandingDto = ReturnType<typeof landingDto>

export default async function adminLandingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { campaigns, db, now, repos } = app.ctx
  const config = { adminRoles: CONTENT }

  async function all(): Promise<LandingDto[]> {
    const rows = new Map((await landingRepo(db).list()).map((r) => [r.id, r]))
    const ids = [...new Set([...campaigns.keys(), ...rows.keys()])].sort()
    return ids.map((id) => landingDto(id, campaigns.get(id), rows.get(id)))
  }

  /** The definition as the engine reads it, or 400 bad_field naming the field (nothing written). */
  async function checked(id: string, value: unknown): Promise<CampaignDef> {
    let def: CampaignDef
    try {
      def = checkCampaign(`${id}.json`, value)
    } catch (e) {
      if (e instanceof CampaignDefinitionError) throw AdminErrors.badRequest('bad_field', e.field || '/')
      throw e
    }
    // the engine sells what resolveItem finds: a product, else a course
    if (def.sku && !(await repos.commerce.product(def.sku)) && !(await repos.commerce.course(def.sku)))
      throw AdminErrors.badRequest('bad_field', '/sku')
    return def
  }

  /** One audited step on a landing, its row locked (created from the seed file on the first edit). */
  async function step(
    id: string,
    actor: Actor,
    verb: string,
    apply: (tx: Db, row: LandingRow, at: Date) => Promise<LandingRow>
  ): Promise<LandingDto> {
    const file = campaigns.get(id)
    const at = new Date(now())
    return audited(db, actor, at, async (tx) => {
      const repo = landingRepo(tx)
      if (file) await repo.ensure(id, file, at)
      const row = await repo.find(id, true)
      if (!row) throw AdminErrors.notFound()
      const before = landingDto(id, file, row)
      const after = landingDto(id, file, await apply(tx, row, at))
      return { result: after, audit: { action: `landing.${verb}`, targetType: 'landing', targetId: id, before, after } }
    })
  }

  app.get('/landings', { config, schema: { querystring: LandingList } }, async (req, reply) => {
    const { offset, limit } = pageOf(req.query)
    const q = req.query.q?.trim().toLowerCase()
    const rows = (await all()).filter(
      (l) =>
        (!req.query.state || l.state === req.query.state) &&
        (!q || l.id.toLowerCase().includes(q) || l.title.toLowerCase().includes(q))
    )
    return sendList(reply, rows.slice(offset, offset + limit), rows.length)
  })

  app.get('/landings/:id', { config, schema: { params: Params } }, async (req) => {
    const row = await landingRepo(db).find(req.params.id)
    const file = campaigns.get(req.params.id)
    if (!row && !file) throw AdminErrors.notFound()
    return landingDto(req.params.id, file, row)
  })

  /** A new landing (a draft; not in the app until published). Its id must be new. */
  app.post('/landings', { config, schema: { body: Body } }, async (req) => {
    const id = (req.body.definition as { id?: unknown }).id
    if (typeof id !== 'string' || !/^[A-Za-z0-9_]{1,32}$/.test(id)) throw AdminErrors.badRequest('bad_field', '/id')
    const def = await checked(id, req.body.definition)
    const at = new Date(now())
    return audited(db, actorOf(req), at, async (tx) => {
      const repo = landingRepo(tx)
      if (campaigns.has(id) || (await repo.find(id))) throw AdminErrors.conflict('landing_taken')
      await repo.ensure(id, def, at)
      const after = landingDto(id, undefined, await repo.find(id))
      return { result: after, audit: { action: 'landing.create', targetType: 'landing', targetId: id, after } }
    })
  })

  /** Saves the draft (the app keeps showing what was published). */
  app.patch('/landings/:id', { config, schema: { params: Params, body: Body } }, async (req) => {
    const { id } = req.params
    if (!campaigns.has(id) && !(await landingRepo(db).find(id))) throw AdminErrors.notFound()
    const def = await checked(id, req.body.definition)
    return step(id, actorOf(req), 'update', (tx, _row, at) => landingRepo(tx).update(id, { draft: def }, at))
  })

  /** The draft becomes what the app shows, as the next version. */
  app.post('/landings/:id/publish', { config, schema: { params: Params } }, async (req) => {
    const { id } = req.params
    return step(id, actorOf(req), 'publish', async (tx, row, at) => {
      // saved drafts were checked (and their course looked up) when saved; a seed file was checked at start
      const draft = checkCampaign(`${id}.json`, row.draft)
      const last = Math.max(campaigns.get(id)?.version ?? 0, row.published?.version ?? 0)
      const published = { ...draft, version: Math.max(draft.version, last + 1) }
      return landingRepo(tx).update(id, { state: 'published', published, draft: published, publishedAt: at }, at)
    })
  })

  /** Takes the landing out of the app (its page and forms answer 404 / 400) until published again. */
  app.post('/landings/:id/unpublish', { config, schema: { params: Params } }, async (req) => {
    const { id } = req.params
    return step(id, actorOf(req), 'unpublish', (tx, _row, at) =>
      landingRepo(tx).update(id, { state: 'unpublished' }, at)
    )
  })
}
