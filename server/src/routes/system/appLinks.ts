/**
 * `GET /v3/app/links`: what the operators configured in the console (Settings → App links), the same for every
 * user, so it is served from the catalogue cache and dropped with it when an operator saves (the `settings`
 * table is in the change feed).
 */
import type { FastifyInstance } from 'fastify'
import type { AppLinksDTO, MallSource } from '@app/protocol/appLinks'
import { appSettingsRepo, type AppLinks } from '../../db/repos/appSettings'
import { CATALOGUE, sendCatalogue } from '../catalogueResponse'

/** The configured links, read through the catalogue cache (one query per change, on any process). */
export function configuredLinks(app: FastifyInstance): Promise<AppLinks> {
  return app.ctx.catalogue.get('settings.app', () => appSettingsRepo(app.ctx.db).links())
}

/**
 * The mall's reads come from the configured host; without one, from the local demo, which is a dev route (on
 * outside production only, like the dev outbox).
 */
export function mallSourceOf(links: AppLinks, demoAllowed: boolean): MallSource {
  return links.mall_host ? 'partner' : demoAllowed ? 'demo' : null
}

export const demoMallAllowed = (app: FastifyInstance) => app.ctx.outbox !== null

export function appLinksDTO(links: AppLinks, demoAllowed: boolean): AppLinksDTO {
  const account = links.official_account_id || links.official_account_url
  return {
    official_account: account ? { id: links.official_account_id, url: links.official_account_url } : null,
    stores: { ios: links.store_ios, android: links.store_android },
    download_page: links.download_page,
    mall: mallSourceOf(links, demoAllowed)
  }
}

export default async function appLinksRoutes(app: FastifyInstance) {
  app.get('/v3/app/links', { config: CATALOGUE }, (req, reply) =>
    sendCatalogue(req, reply, 'settings.app', async () => appLinksDTO(await configuredLinks(app), demoMallAllowed(app)))
  )
}
