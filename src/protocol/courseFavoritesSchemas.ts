/**
 * TypeBox schemas of the saved courses and watch history payloads (./courseFavorites lists the routes and keeps
 * the app's runtime-free view). The server validates the bodies with them and answers every route through them
 * (response schemas); the app imports only their `Static` types, so TypeBox is not bundled into it (issue 30 item 2).
 *
 * Unknown fields: Fastify's response serializer sends only the fields a schema names, so a field a handler adds
 * and this file does not name is dropped, never sent (the same decision as ./goldSchemas: an answer cannot leak a
 * column by accident). The schemas do not say `additionalProperties: false`: that would change nothing on the
 * wire. The server test (server/test/course-favorites-schemas.test.ts) checks the handlers' own values, before the
 * serializer, against these schemas made strict, so an added or a missing field fails there.
 */
import { Type, type Static } from '@sinclair/typebox'
import { CourseCardDTO } from './courseSchemas'

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })

/** A course card as the catalogue sends it (./courseSchemas). */
export const CourseCardSchema = CourseCardDTO

/** POST /v2/favorites. */
export const CourseFavoriteBody = Type.Object({ course_id: Id })
export type CourseFavoriteBody = Static<typeof CourseFavoriteBody>

/** POST /v2/favorites's answer, and GET /v2/favorites → Paged of them. */
export const CourseFavoriteDTO = Type.Object({
  id: Type.Integer(),
  course: CourseCardSchema,
  created_at: Type.String()
})
export type CourseFavoriteDTO = Static<typeof CourseFavoriteDTO>

/** POST /v2/histories. */
export const CourseHistoryBody = Type.Object({
  course_id: Id,
  lesson_id: Id,
  /** Seconds into the lesson; a day is the longest plausible lesson. */
  position: Type.Number({ minimum: 0, maximum: 86_400 })
})
export type CourseHistoryBody = Static<typeof CourseHistoryBody>

/** POST /v2/histories's answer, GET /v2/histories → Paged of them, GET /v3/get/user/recently/look/{id} → array. */
export const CourseHistoryDTO = Type.Object({
  id: Type.Integer(),
  course: CourseCardSchema,
  lesson_id: Type.Integer(),
  lesson_title: Type.String(),
  /** Seconds into the lesson, and the lesson's length (0 when unknown). */
  position: Type.Number(),
  duration: Type.Number(),
  updated_at: Type.String()
})
export type CourseHistoryDTO = Static<typeof CourseHistoryDTO>
