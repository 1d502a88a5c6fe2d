/** Course calls (spec §7 Courses). Types: src/protocol/types.ts. */
import type { Http } from '../http'
import type { CourseNavDTO, CourseIndexDTO, BannerDTO, CourseFloorPageDTO } from '../../protocol/types'

export function createCourseApi(http: Http) {
  return {
    navList: () => http.get<CourseNavDTO[]>('/v3/course/navList', undefined, { silent: true }),
    indexFloor: (tag?: string) => http.get<CourseIndexDTO>('/v3/course/indexFloor', tag ? { tag } : undefined, { silent: true }),
    indexAds: (tag?: string) => http.get<BannerDTO[]>('/v3/course/indexAds', tag ? { tag } : undefined, { silent: true }),
    floor: (id: number | string, page = 1, size = 20) =>
      http.get<CourseFloorPageDTO>(`/v3/course/floor/${encodeURIComponent(String(id))}`, { page, size }, { silent: true })
  }
}

export type CourseApi = ReturnType<typeof createCourseApi>
