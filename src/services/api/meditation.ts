/** Meditation calls (spec §7, under /v3/meditation/). Types: src/protocol/meditation.ts. */
import type { Http } from '../http'
import type {
  DayRecommendDTO,
  GoodsDetailDTO,
  MeditationFloorPageDTO,
  MeditationIndexDTO,
  PlayInfoDTO,
  PlayLogBody,
  SceneDTO,
  StudyPlanDTO,
  UserSceneDTO,
  FavoriteDTO,
  FavoriteBody,
  LikeDTO,
  JoinPlanDTO,
  TimerPresetDTO,
  TimerPresetBody,
  InsightSessionDTO,
  InsightTimeBody,
  AchievementDTO,
  ResumeDTO,
  HistoryEntryDTO
} from '../../protocol/meditation'
import type { Paged } from '../../protocol/common'
import type { CommentDTO, CommentLikeDTO, CommentPageDTO, LiveListItemDTO } from '../../protocol/course'
import type {
  CheckInPosterDTO,
  DailyUpdateDTO,
  DayRecommendListDTO,
  GoldenSentenceDTO
} from '../../protocol/meditation'

const q = (p: Record<string, unknown>) => p

export function createMeditationApi(http: Http) {
  return {
    indexFloor: () => http.get<MeditationIndexDTO>('/v3/meditation/indexFloor', undefined, { silent: true }),
    /** The pick of the user's today: `tz`, the zone dates are shown in (utils/dates), says when their day turns. */
    dayRecommend: (tz?: string) =>
      http.get<DayRecommendDTO>('/v3/meditation/dayRecommend', tz ? { tz } : undefined, { silent: true }),
    // issue 33: the rest of spec §7 Meditation
    /** GET /v3/meditation/goldenSentence: the day's golden sentence (the home's quote card; null: none published). */
    goldenSentence: (tz?: string) =>
      http.get<GoldenSentenceDTO>('/v3/meditation/goldenSentence', tz ? { tz } : undefined, { silent: true }),
    /** GET /v3/meditation/dailyUpdate: the tracks published today (the home's "new today" strip). */
    dailyUpdate: (tz?: string) =>
      http.get<DailyUpdateDTO>('/v3/meditation/dailyUpdate', tz ? { tz } : undefined, { silent: true }),
    /** GET /v3/meditation/dayRecommend/get: the daily picks of the last `days` days, today first. */
    dayRecommends: (days = 7, tz?: string) =>
      http.get<DayRecommendListDTO>('/v3/meditation/dayRecommend/get', tz ? { days, tz } : { days }, { silent: true }),
    /** POST /v3/meditation/miniLiveRoomList: the lives to list (on now first, then upcoming). */
    miniLiveRooms: (page = 1, size = 20) =>
      http.post<Paged<LiveListItemDTO>>('/v3/meditation/miniLiveRoomList', { page, size }, { silent: true }),
    /** GET /v3/meditation/clock/in/poster: a day's practice for the check-in poster (logged in). */
    checkInPoster: (date?: string) =>
      http.get<CheckInPosterDTO>('/v3/meditation/clock/in/poster', date ? { date } : undefined, { silent: true }),
    floor: (id: number | string, page = 1, size = 20) =>
      http.get<MeditationFloorPageDTO>(
        `/v3/meditation/floor/${encodeURIComponent(String(id))}`,
        { page, size },
        { silent: true }
      ),
    goods: (sku: string) =>
      http.get<GoodsDetailDTO>(`/v3/meditation/goods/${encodeURIComponent(sku)}`, undefined, { silent: true }),
    plan: (sku: string) =>
      http.get<StudyPlanDTO>(`/v3/meditation/plan/${encodeURIComponent(sku)}`, undefined, { silent: true }),
    playInfo: (sku: string, resourceId?: number | string) =>
      http.get<PlayInfoDTO>(
        `/v3/meditation/playInfo/${encodeURIComponent(sku)}`,
        resourceId ? { resource_id: resourceId } : undefined,
        { silent: true }
      ),
    sceneList: () => http.get<SceneDTO[]>('/v3/meditation/sceneList', undefined, { silent: true }),
    userScene: () => http.get<UserSceneDTO>('/v3/meditation/userScene', undefined, { silent: true }),
    setUserScene: (sceneId: number) => http.post<UserSceneDTO>('/v3/meditation/userScene', { scene_id: sceneId }),
    userHistory: (page = 1, size = 20) =>
      http.get<Paged<HistoryEntryDTO>>('/v3/meditation/userHistory', { page, size }, { silent: true }),

    /** Spec §4/§9: only sent from 10 s of play; silent because the audio store keeps what fails. */
    /** Sent by the play keeper (stores/playRecords), which keeps it offline: `kept`, no network toast. */
    playLog: (body: PlayLogBody) =>
      http.post<{ id: number }>('/v3/meditation/playLog', q({ ...body }), { silent: true, kept: true }),
    /** The last unfinished track (continue listening), or null. */
    resume: () => http.get<ResumeDTO | null>('/v3/meditation/resume', undefined, { silent: true }),

    favorites: (page = 1, size = 20) =>
      http.get<Paged<FavoriteDTO>>('/v3/meditation/favorites', { page, size }, { silent: true }),
    addFavorite: (body: FavoriteBody) => http.post<FavoriteDTO>('/v3/meditation/favorites', q({ ...body })),
    removeFavorite: (body: FavoriteBody) => http.del<null>('/v3/meditation/favorites', q({ ...body })),
    like: (resourceId: number) => http.post<LikeDTO>('/v3/meditation/resourceLike', { resource_id: resourceId }),
    /** A track's comments (src/protocol/comments.ts). */
    resourceComments: (resourceId: number, page = 1, size = 20) =>
      http.get<CommentPageDTO>(
        '/v3/meditation/resourceComments',
        { resource_id: resourceId, page, size },
        { silent: true }
      ),
    postResourceComment: (resourceId: number, content: string) =>
      http.post<CommentDTO>('/v3/meditation/resourceComments', { resource_id: resourceId, content }),
    deleteResourceComment: (commentId: number) => http.del<null>('/v3/meditation/resourceComments', { id: commentId }),
    likeResourceComment: (commentId: number, like: boolean) =>
      http.put<CommentLikeDTO>('/v3/meditation/resourceCommentLike', { comment_id: commentId, like }),
    unlike: (resourceId: number) => http.del<LikeDTO>('/v3/meditation/resourceLike', { resource_id: resourceId }),
    joinStudyPlan: (sku: string) => http.post<JoinPlanDTO>('/v3/meditation/joinStudyPlan', { sku }),

    /** Timer presets: the user's (logged in) after the built-in ones. */
    timerPresets: () => http.get<TimerPresetDTO[]>('/v3/meditation/time/list', undefined, { silent: true }),
    addPreset: (body: TimerPresetBody) => http.post<TimerPresetDTO>('/v3/meditation/addPreset', q({ ...body })),
    updatePreset: (id: number, body: TimerPresetBody) =>
      http.put<TimerPresetDTO>('/v3/meditation/updatePreset', q({ id, ...body })),
    deletePreset: (id: number) => http.del<null>('/v3/meditation/deletePreset', { id }),
    /** A finished timer session. */
    insightTimeSuccess: (body: InsightTimeBody) =>
      http.post<InsightSessionDTO>('/v3/meditation/insightTimeSuccess', q({ ...body }), { silent: true }),
    insightTimeList: (page = 1, size = 20) =>
      http.get<Paged<InsightSessionDTO>>('/v3/meditation/insightTimeList', { page, size }, { silent: true }),
    /** Achievement figures: minutes, sessions, days, gentle streaks. */
    insightTimeDetails: () => http.get<AchievementDTO>('/v3/meditation/insightTimeDetails', undefined, { silent: true })
  }
}

export type MeditationApi = ReturnType<typeof createMeditationApi>
