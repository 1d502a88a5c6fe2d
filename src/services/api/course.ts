/** Course calls (spec §7 Courses, Comments, Live, Commerce reads). Types: src/protocol/course.ts. */
import type { Http } from '../http'
import type {
  BannerDTO,
  BookLiveDTO,
  CampDTO,
  CommentDTO,
  CommentLikeDTO,
  CommentPageDTO,
  CourseDetailDTO,
  CourseFloorPageDTO,
  CourseIndexDTO,
  CourseNavDTO,
  CourseNavInfoDTO,
  CoursePlayInfoDTO,
  CoursePlayLogBody,
  LiveInfoDTO,
  ShortVideoLikeDTO,
  ShortVideoPageDTO,
  StudyPeopleDTO,
  TicketDTO
} from '../../protocol/course'
import type { CourseFavoriteDTO, CourseHistoryBody, CourseHistoryDTO } from '../../protocol/courseFavorites'
import type { Paged } from '../../protocol/common'
import type { MiddleSkuDTO, SkuListDTO } from '../../protocol/course'
import type { StudyPriceDTO } from '../../protocol/commerce'
import type { CampProgressDTO, CampProgressRecord } from '../../protocol/events'

const seg = (v: string | number) => encodeURIComponent(String(v))

export function createCourseApi(http: Http) {
  return {
    /** Media URLs are paths on the API origin (protocol/common.ts): the H5 app shares it, the mini-program needs the base. */
    mediaSrc: (url: string | null | undefined): string => http.mediaUrl(url),
    navList: () => http.get<CourseNavDTO[]>('/v3/course/navList', undefined, { silent: true }),
    indexFloor: (tag?: string) =>
      http.get<CourseIndexDTO>('/v3/course/indexFloor', tag ? { tag } : undefined, { silent: true }),
    indexAds: (tag?: string) =>
      http.get<BannerDTO[]>('/v3/course/indexAds', tag ? { tag } : undefined, { silent: true }),
    /** GET /v3/course/navInfo/{id}: one nav ("module") with every card of its floors (course/category). */
    navInfo: (id: number | string) =>
      http.get<CourseNavInfoDTO>(`/v3/course/navInfo/${seg(id)}`, undefined, { silent: true }),
    floor: (id: number | string, page = 1, size = 20) =>
      http.get<CourseFloorPageDTO>(`/v3/course/floor/${seg(id)}`, { page, size }, { silent: true }),

    // screen loads are silent (the page shows the error with a retry); actions toast their failures
    detail: (sku: string) => http.get<CourseDetailDTO>('/v3/get/goods/info', { sku }, { silent: true }),
    studyPeople: (sku: string) => http.get<StudyPeopleDTO>('/v3/get/study/people', { sku }, { silent: true }),
    playInfo: (sku: string, opts: { lessonId?: number; lookBack?: boolean } = {}) =>
      http.get<CoursePlayInfoDTO>(
        `/v3/course/playInfo/${seg(sku)}`,
        {
          ...(opts.lessonId ? { lesson_id: opts.lessonId } : {}),
          ...(opts.lookBack ? { isLookBack: 1 } : {})
        },
        { silent: true }
      ),
    /** Sent by the play keeper (stores/playRecords), which keeps it offline: `kept`, no network toast. */
    playLog: (body: CoursePlayLogBody) =>
      http.post<{ id: number }>('/v3/course/playLog', { ...body }, { silent: true, kept: true }),

    comments: (courseId: number, page = 1, size = 20) =>
      http.get<CommentPageDTO>(`/v2/comments/${seg(courseId)}`, { page, size }, { silent: true }),
    postComment: (courseId: number, content: string) =>
      http.post<CommentDTO>(`/v2/comments/${seg(courseId)}`, { content }),
    likeComment: (commentId: number, like: boolean) =>
      http.put<CommentLikeDTO>(`/v2/comments/${seg(commentId)}/like`, { like }),
    /** DELETE /v2/comments/{comment id}: the author's own. */
    deleteComment: (commentId: number) => http.del<null>(`/v2/comments/${seg(commentId)}`),

    shortVideo: (sku: string, waterfall?: boolean) =>
      http.get<ShortVideoPageDTO>(`/v3/course/shortVideo/${seg(sku)}`, waterfall ? { isWaterfall: 1 } : undefined, {
        silent: true
      }),
    likeShortVideo: (sku: string, like: boolean) =>
      http.put<ShortVideoLikeDTO>(`/v3/course/shortVideo/${seg(sku)}/like`, { like }),

    liveInfo: (sku: string) => http.get<LiveInfoDTO>('/v3/get/live/info', { sku }, { silent: true }),
    bookLive: (sku: string, book: boolean) => http.put<BookLiveDTO>('/v2/booklive', { sku, book }),

    /** `tz`: the user's zone, in which camp days open at midnight. */
    camp: (commodityId: number | string, tz?: string) =>
      http.get<CampDTO>(`/v2/commodity/${seg(commodityId)}`, tz ? { tz } : undefined, { silent: true }),
    ticket: (actId: number | string) =>
      http.get<TicketDTO>(`/v2/acttickets/${seg(actId)}`, undefined, { silent: true }),
    /** An online camp's messages: the course thread under the camp (likes and deleting as for course comments). */
    commodityComments: (commodityId: number, page = 1, size = 20) =>
      http.get<CommentPageDTO>(`/v2/commodity/${seg(commodityId)}/comments`, { page, size }, { silent: true }),
    postCommodityComment: (commodityId: number, content: string) =>
      http.post<CommentDTO>(`/v2/commodity/${seg(commodityId)}/comments`, { content }),

    // saved courses and watch history (protocol/courseFavorites.ts)
    favorite: (courseId: number) => http.post<CourseFavoriteDTO>('/v2/favorites', { course_id: courseId }),
    /** DELETE /v2/favorites/{course id}: idempotent. */
    unfavorite: (courseId: number) => http.del<null>(`/v2/favorites/${seg(courseId)}`),
    favorites: (page = 1, size = 20) =>
      http.get<Paged<CourseFavoriteDTO>>('/v2/favorites', { page, size }, { silent: true }),
    /**
     * Silent, and `kept`: the player reports as it plays; an unsent report is kept (stores/playRecords, the play
     * keeper), so a lost network is not toasted.
     */
    postHistory: (body: CourseHistoryBody) =>
      http.post<CourseHistoryDTO>('/v2/histories', { ...body }, { silent: true, kept: true }),
    /**
     * A camp day's progress (a camp is a course of type 1). Here, not in the lazy events domain: the play keeper
     * (stores/playRecords, kind `camp`) resends what it kept at launch, before any camp page has loaded. `kept`:
     * a report kept offline is not an error to toast (the camp page says it is saved on the device).
     */
    campProgress: ({ commodity_id, day, ...body }: CampProgressRecord) =>
      http.post<CampProgressDTO>(`/v2/commodity/${seg(commodity_id)}/days/${seg(day)}/progress`, body, {
        silent: true,
        kept: true
      }),
    histories: (page = 1, size = 20) =>
      http.get<Paged<CourseHistoryDTO>>('/v2/histories', { page, size }, { silent: true }),
    /** The course tab's "recently watched" row for the tab's nav (0: none chosen). */
    recentlyWatched: (navId: number) =>
      http.get<CourseHistoryDTO[]>(`/v3/get/user/recently/look/${seg(navId)}`, undefined, { silent: true }),

    // issue 33: the rest of spec §7 Courses
    /** POST /v3/get/sku/list: the cards of up to 50 skus in the order given (unknown ones left out). */
    skuList: (skus: string[]) => http.post<SkuListDTO>('/v3/get/sku/list', { skus }, { silent: true }),
    /** GET /v3/get/middle/sku: a course named by id or sku, as the card whose jump opens its page. */
    middleSku: (sku: string | number) =>
      http.get<MiddleSkuDTO>('/v3/get/middle/sku', { sku: String(sku) }, { silent: true }),
    /** GET /v3/get/study/price: what it costs this user (card, ownership, best coupon); the checkout's one price. */
    studyPrice: (sku: string) => http.get<StudyPriceDTO>('/v3/get/study/price', { sku }, { silent: true })
  }
}

export type CourseApi = ReturnType<typeof createCourseApi>
