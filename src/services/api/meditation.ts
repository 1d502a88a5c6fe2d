/** Meditation calls (spec §7, under /v3/meditation/). Types: src/protocol/types.ts. */
import type { Http } from '../http'
import type {
  MeditationIndexDTO, DayRecommendDTO, MeditationFloorPageDTO, GoodsDetailDTO, StudyPlanDTO, PlayInfoDTO,
  SceneDTO, UserSceneDTO, Paged, PlayLogDTO
} from '../../protocol/types'

export function createMeditationApi(http: Http) {
  return {
    indexFloor: () => http.get<MeditationIndexDTO>('/v3/meditation/indexFloor', undefined, { silent: true }),
    dayRecommend: () => http.get<DayRecommendDTO>('/v3/meditation/dayRecommend', undefined, { silent: true }),
    floor: (id: number | string, page = 1, size = 20) =>
      http.get<MeditationFloorPageDTO>(`/v3/meditation/floor/${encodeURIComponent(String(id))}`, { page, size }, { silent: true }),
    goods: (sku: string) => http.get<GoodsDetailDTO>(`/v3/meditation/goods/${encodeURIComponent(sku)}`, undefined, { silent: true }),
    plan: (sku: string) => http.get<StudyPlanDTO>(`/v3/meditation/plan/${encodeURIComponent(sku)}`, undefined, { silent: true }),
    playInfo: (sku: string, resourceId?: number | string) =>
      http.get<PlayInfoDTO>(`/v3/meditation/playInfo/${encodeURIComponent(sku)}`, resourceId ? { resource_id: resourceId } : undefined, { silent: true }),
    sceneList: () => http.get<SceneDTO[]>('/v3/meditation/sceneList', undefined, { silent: true }),
    userScene: () => http.get<UserSceneDTO>('/v3/meditation/userScene', undefined, { silent: true }),
    setUserScene: (sceneId: number) => http.post<UserSceneDTO>('/v3/meditation/userScene', { scene_id: sceneId }),
    userHistory: (page = 1, size = 20) => http.get<Paged<PlayLogDTO>>('/v3/meditation/userHistory', { page, size }, { silent: true })
  }
}

export type MeditationApi = ReturnType<typeof createMeditationApi>
