/** Payloads of the meditation endpoints; they live in the shared protocol (the server uses them). */
export type {
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
