/**
 * 13-moon calendar calls: the logged-in user's saved people and the information articles. The kin
 * calls are `silent`: the people page shows failures in place (with a retry) instead of a toast.
 */
import type { Http } from '../http'
import type {
  MayaArticleCategory,
  MayaArticleDTO,
  MayaArticleSummaryDTO,
  MayaKinBody,
  MayaKinDTO,
  MayaKinMergeResult
} from '../../protocol/maya'
import { registerApiDomain } from './registry'

const quiet = { silent: true } as const

export function createMayaApi(http: Http) {
  return {
    /** GET /v3/maya/kins: the account's people in the order added. */
    kins: () => http.get<MayaKinDTO[]>('/v3/maya/kins', undefined, quiet),
    /** POST /v3/maya/kins */
    addKin: (body: MayaKinBody) => http.post<MayaKinDTO>('/v3/maya/kins', { ...body }, quiet),
    /** PUT /v3/maya/kins/{id} */
    updateKin: (id: number, body: MayaKinBody) => http.put<MayaKinDTO>(`/v3/maya/kins/${id}`, { ...body }, quiet),
    /** DELETE /v3/maya/kins/{id} */
    deleteKin: (id: number) => http.del<null>(`/v3/maya/kins/${id}`, undefined, quiet),
    /** POST /v3/maya/kins/merge: the device's local list joins the account (idempotent). */
    mergeKins: (kins: MayaKinBody[]) => http.post<MayaKinMergeResult>('/v3/maya/kins/merge', { kins }, quiet),
    /** GET /v3/maya/articles[?category] */
    articles: (category?: MayaArticleCategory) =>
      http.get<MayaArticleSummaryDTO[]>('/v3/maya/articles', category ? { category } : undefined),
    /** GET /v3/maya/articles/{id} */
    article: (id: number) => http.get<MayaArticleDTO>(`/v3/maya/articles/${id}`)
  }
}

export type MayaApi = ReturnType<typeof createMayaApi>

registerApiDomain('maya', createMayaApi)
