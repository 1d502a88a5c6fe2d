/**
 * Settings → App links (editor, owner): the official account, the app-store listings, the download page and the
 * partner mall's host, read by the app at GET /v3/app/links. Saving is audited with before/after
 * (`settings.appLinks`) and drops every process's cached read (the `settings` table is in the change feed).
 * An empty string clears a field; the app then hides what it would link to. docs/admin-api.md "Settings".
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { appSettingsRepo, type AppLinks } from '../../db/repos/appSettings'
import { CONTENT } from '../../services/admin/access'
import { audited } from '../../services/admin/audit'
import type { TypeBoxTypeProvider } from '../schemas'
import { actorOf } from './list'

const Clear = Type.Literal('')
/** An https address (a store listing, a follow or download page). */
const HttpsUrl = Type.Union([
  Clear,
  Type.String({ maxLength: 500, pattern: '^https://[^\\s/?#]+\\.[^\\s/?#]+(/\\S*)?$' })
])
/** A WeChat ID: a letter first, then 6–20 letters, digits, _ or -. */
const AccountId = Type.Union([Clear, Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_-]{5,19}$' })])
/** The mall's origin only (scheme and host, optional port): its API paths are fixed by the spec. */
const Origin = Type.Union([Clear, Type.String({ maxLength: 200, pattern: '^https?://[A-Za-z0-9.-]+(:\\d{1,5})?$' })])
const AppLinksBody = Type.Object(
  {
    official_account_id: Type.Optional(AccountId),
    official_account_url: Type.Optional(HttpsUrl),
    store_ios: Type.Optional(HttpsUrl),
    store_android: Type.Optional(HttpsUrl),
    download_page: Type.Optional(HttpsUrl),
    mall_host: Type.Optional(Origin)
  },
  { additionalProperties: false, minProperties: 1 }
)

/** What the console shows: every field, '' where not configured. */
const linksDto = (l: AppLinks) =>
  Object.fromEntries(Object.entries(l).map(([k, v]) => [k, v ?? ''])) as Record<keyof AppLinks, string>

export default async function adminSettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db, now } = app.ctx
  const config = { adminRoles: CONTENT }

  app.get('/settings/app-links', { config }, async () => linksDto(await appSettingsRepo(db).links()))
  app.put('/settings/app-links', { config, schema: { body: AppLinksBody } }, async (req) =>
    audited(db, actorOf(req), new Date(now()), async (tx) => {
      const repo = appSettingsRepo(tx)
      const before = linksDto(await repo.links())
      await repo.setLinks(req.body)
      const after = linksDto(await repo.links())
      return {
        result: after,
        audit: { action: 'settings.appLinks', targetType: 'settings', targetId: 'app-links', before, after }
      }
    })
  )
}
