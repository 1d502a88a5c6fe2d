/**
 * TypeBox schemas of the comment threads' payloads (a course's comments, an online camp's messages, a meditation
 * track's comments; ./comments and ./course list the routes and keep the app's runtime-free view). The server
 * validates the bodies with them and answers every comment route through them (response schemas); the app imports
 * only their `Static` types, so TypeBox is not bundled into it (issue 30 item 2).
 *
 * Unknown fields: Fastify's response serializer sends only the fields a schema names, so a field a handler adds
 * and this file does not name is dropped, never sent (as ./goldSchemas decides). The schemas do not say
 * `additionalProperties: false`, which would change nothing on the wire; the server test
 * (server/test/comments-schemas.test.ts) checks the handlers' own values against them made strict.
 */
import { Type, type Static } from '@sinclair/typebox'
import { COMMENT_MAX_LENGTH } from './course'

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })
/** Code points, generously: the real rule (non-ASCII counts as two, spec §5) is ./comments commentProblem's. */
const Content = Type.String({ maxLength: COMMENT_MAX_LENGTH * 2 })

/** A comment in either thread. */
export const CommentDTO = Type.Object({
  id: Type.Integer(),
  content: Type.String(),
  nickname: Type.String(),
  avatar: Type.String(),
  like_count: Type.Integer(),
  liked: Type.Boolean(),
  /** true for the author's own comments. */
  mine: Type.Boolean(),
  created_at: Type.String()
})
export type CommentDTO = Static<typeof CommentDTO>

/** A page of a thread, newest first (./common Paged). */
export const CommentPageDTO = Type.Object({
  list: Type.Array(CommentDTO),
  page: Type.Integer(),
  size: Type.Integer(),
  total: Type.Integer(),
  has_more: Type.Boolean()
})
export type CommentPageDTO = Static<typeof CommentPageDTO>

/** POST /v2/comments/{course id}, POST /v2/commodity/{camp id}/comments. */
export const CommentBody = Type.Object({ content: Content })
export type CommentBody = Static<typeof CommentBody>

/** PUT /v2/comments/{comment id}/like. */
export const CommentLikeBody = Type.Object({ like: Type.Boolean() })
export type CommentLikeBody = Static<typeof CommentLikeBody>

/** The like state after PUT …/like (either thread). */
export const CommentLikeDTO = Type.Object({
  comment_id: Type.Integer(),
  liked: Type.Boolean(),
  like_count: Type.Integer()
})
export type CommentLikeDTO = Static<typeof CommentLikeDTO>

/** GET /v2/comments/vod/{id} (a lesson id, or a replay course's id) → the comments of the course it belongs to. */
export const VodCommentsDTO = Type.Object({
  course_id: Type.Integer(),
  sku: Type.String(),
  comments: CommentPageDTO
})
export type VodCommentsDTO = Static<typeof VodCommentsDTO>

/** POST /v3/meditation/resourceComments. */
export const ResourceCommentBody = Type.Object({ resource_id: Id, content: Content })
export type ResourceCommentBody = Static<typeof ResourceCommentBody>

/** PUT /v3/meditation/resourceCommentLike. */
export const ResourceCommentLikeBody = Type.Object({ comment_id: Id, like: Type.Boolean() })
export type ResourceCommentLikeBody = Static<typeof ResourceCommentLikeBody>
