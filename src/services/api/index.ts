/** One module per API domain; `createApi(http)` builds them all over one HTTP client. */
import { http as defaultHttp, type Http } from '../http'
import { createUserApi } from './user'
import { createMeditationApi } from './meditation'
import { createCourseApi } from './course'
import { createMayaApi } from './maya'
import { createCommerceApi } from './commerce'
import { createInviteApi } from './invite'
import { createForumApi } from './forum'
import { createThirdApi } from './third'
import { createCourseCardsApi } from './courseCards'
import { createSearchApi } from './search'
import { createCollectionApi } from './collection'
import { createLiveApi } from './live'
import { createReportApi } from './report'
import { createGiftsApi } from './gifts'
import { createEventsApi } from './events'
import { createEnterpriseApi } from './enterprise'
import { createMallApi } from './mall'
import { createAssistantApi } from './assistant'

export function createApi(http: Http = defaultHttp) {
  return {
    http,
    user: createUserApi(http),
    meditation: createMeditationApi(http),
    course: createCourseApi(http),
    maya: createMayaApi(http),
    commerce: createCommerceApi(http),
    invite: createInviteApi(http),
    forum: createForumApi(http),
    third: createThirdApi(http),
    courseCards: createCourseCardsApi(http),
    search: createSearchApi(http),
    collection: createCollectionApi(http),
    live: createLiveApi(http),
    report: createReportApi(http),
    gifts: createGiftsApi(http),
    events: createEventsApi(http),
    enterprise: createEnterpriseApi(http),
    mall: createMallApi(http),
    assistant: createAssistantApi(http)
  }
}

export type Api = ReturnType<typeof createApi>
