/**
 * Course codes and the discovery feed (spec §7: POST /v2/exchange/operation, GET /v3/get/random/list,
 * /v3/get/floor/short/video/skus). Types: src/protocol/courseCards.ts.
 */
import type { Http } from '../http'
import type { CourseCodeDTO, RandomPage, SystemPageDTO, SystemPageSummaryDTO } from '../../protocol/courseCards'
import type { CourseCardDTO } from '../../protocol/course'
import { registerApiDomain } from './registry'

export type {
  CourseCodeDTO,
  RandomPage,
  SystemBlockDTO,
  SystemPageDTO,
  SystemPageSummaryDTO
} from '../../protocol/courseCards'

export function createCourseCardsApi(http: Http) {
  return {
    /** Redeems a course code; the caller shows the server's message for unknown, used or expired codes. */
    redeemCourse: (code: string) => http.post<CourseCodeDTO>('/v2/exchange/operation', { code }, { silent: true }),
    randomList: (page: number, size: number, seed: number) =>
      http.get<RandomPage>('/v3/get/random/list', { page, size, seed }, { silent: true }),
    systemPages: () => http.get<SystemPageSummaryDTO[]>('/v3/course/system/list', undefined, { silent: true }),
    systemPage: (id: string | number) =>
      http.get<SystemPageDTO>(`/v3/course/system/${encodeURIComponent(String(id))}`, undefined, { silent: true }),
    shortVideoSkus: () => http.get<CourseCardDTO[]>('/v3/get/floor/short/video/skus', undefined, { silent: true })
  }
}

export type CourseCardsApi = ReturnType<typeof createCourseCardsApi>

registerApiDomain('courseCards', createCourseCardsApi)
