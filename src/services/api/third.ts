/**
 * Campaign landing calls: the page definition (GET /v2/activity/page/{id}), the three form endpoints, the
 * behaviour log and short links. Payload types: src/protocol/third.ts.
 */
import type { Http } from '../http'
import {
  CAMPAIGN_FORM_PATHS,
  type BehaviorBody,
  type BehaviorTimeBody,
  type CampaignDTO,
  type CampaignFormBody,
  type CampaignFormEndpoint,
  type CampaignFormResultDTO,
  type ShortUrlDTO
} from '../../protocol/third'
import { registerApiDomain } from './registry'

export function createThirdApi(http: Http) {
  return {
    page: (id: string) =>
      http.get<CampaignDTO>(`/v2/activity/page/${encodeURIComponent(id)}`, undefined, { silent: true }),
    /** The page shows the server's message next to the form, so no toast. */
    submitForm: (endpoint: CampaignFormEndpoint, body: CampaignFormBody) =>
      http.post<CampaignFormResultDTO>(CAMPAIGN_FORM_PATHS[endpoint], { ...body }, { silent: true }),
    /** Best effort: a lost log line never bothers the visitor. */
    logBehavior: (body: BehaviorBody) =>
      http.post<{ stored: boolean }>('/v3/user/behaviors/add', { ...body }, { silent: true }),
    logTime: (body: BehaviorTimeBody) =>
      http.post<{ stored: boolean }>('/v3/user/behaviors/time/add', { ...body }, { silent: true }),
    shortUrl: (url: string) => http.post<ShortUrlDTO>('/short/url/add', { url }, { silent: true })
  }
}
export type ThirdApi = ReturnType<typeof createThirdApi>

registerApiDomain('third', createThirdApi)
