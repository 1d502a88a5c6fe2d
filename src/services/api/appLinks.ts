/**
 * The addresses the operators set in the console (Settings → App links): the official account, the store
 * listings, the download page and whether the partner mall is there. Payload type: src/protocol/appLinks.ts.
 */
import type { Http } from '../http'
import type { AppLinksDTO } from '../../protocol/appLinks'
import { registerApiDomain } from './registry'

export function createAppLinksApi(http: Http) {
  return {
    /** The same for everyone (served from the server's catalogue cache); a failure shows the page's retry. */
    get: () => http.get<AppLinksDTO>('/v3/app/links')
  }
}
export type AppLinksApi = ReturnType<typeof createAppLinksApi>

registerApiDomain('appLinks', createAppLinksApi)
