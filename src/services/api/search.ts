/** Search calls (spec §7 meditation/search and course/search, plus hot searches and suggestions). */
import type { Http } from '../http'
import type { SearchBody, SearchHotDTO, SearchResultDTO, SearchSuggestDTO } from '../../protocol/search'
import { registerApiDomain } from './registry'

export function createSearchApi(http: Http) {
  return {
    /** Every kind, or the one in `body.kind`; the counts cover every kind. */
    all: (body: SearchBody) => http.post<SearchResultDTO>('/v3/meditation/search', { ...body }, { silent: true }),
    /** The course kinds only (course, short video, live). */
    courses: (body: SearchBody) => http.post<SearchResultDTO>('/v3/course/search', { ...body }, { silent: true }),
    hot: () => http.get<SearchHotDTO>('/v3/search/hot', undefined, { silent: true }),
    suggest: (keyword: string) => http.get<SearchSuggestDTO>('/v3/search/suggest', { keyword }, { silent: true })
  }
}

registerApiDomain('search', createSearchApi)
