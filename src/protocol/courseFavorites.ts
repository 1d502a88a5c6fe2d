/**
 * A user's saved courses and course watch history (spec §7 "Other"):
 * POST /v2/favorites CourseFavoriteBody (logged in) → CourseFavoriteDTO; saving twice keeps one;
 * GET /v2/favorites?page&size → Paged<CourseFavoriteDTO>, newest first;
 * DELETE /v2/favorites/{course id} → null; removing what is not saved is not an error.
 * POST /v2/histories CourseHistoryBody (logged in) → CourseHistoryDTO: the course's row moves to the lesson and
 * position given (one row per course);
 * GET /v2/histories?page&size → Paged<CourseHistoryDTO>, most recently watched first;
 * GET /v3/get/user/recently/look/{nav id} → CourseHistoryDTO[]: the last few courses watched (the course tab's
 * row; the id names the tab's nav, 0 for none: the row is the user's whatever the nav).
 * The payload schemas (TypeBox, validated by the server, answered through) are in ./courseFavoritesSchemas; this
 * module holds what the app needs at run time without loading TypeBox.
 */
export type {
  CourseFavoriteBody,
  CourseFavoriteDTO,
  CourseHistoryBody,
  CourseHistoryDTO
} from './courseFavoritesSchemas'

/** How many courses the course tab's "recently watched" row shows. */
export const RECENTLY_WATCHED_COUNT = 6
