/**
 * Comment threads (a course's messages, a meditation track's comments): the length rule both ends check, and
 * the calls of the track thread. A comment is a CommentDTO (./course) in either thread.
 */
import { COMMENT_MAX_LENGTH } from './course'

/** Spec §5: a string's length counts every non-ASCII character as two. */
export function displayLength(value: string): number {
  let n = 0
  for (const ch of String(value ?? '')) n += ch.charCodeAt(0) > 0x7f ? 2 : 1
  return n
}

/** What is wrong with a comment's text, if anything: blank after trimming, or longer than spec §9's 500. */
export function commentProblem(content: string): 'blank' | 'tooLong' | null {
  if (!String(content ?? '').trim()) return 'blank'
  if (displayLength(content.trim()) > COMMENT_MAX_LENGTH) return 'tooLong'
  return null
}

/**
 * A meditation track's comments:
 * GET /v3/meditation/resourceComments?resource_id&page&size → Paged<CommentDTO>, newest first;
 * POST /v3/meditation/resourceComments ResourceCommentBody (logged in) → CommentDTO;
 * DELETE /v3/meditation/resourceComments?id (the author) → null;
 * PUT /v3/meditation/resourceCommentLike ResourceCommentLikeBody (logged in) → CommentLikeDTO.
 * A course's own comments are deleted with DELETE /v2/comments/{comment id}.
 */
export type { ResourceCommentBody, ResourceCommentLikeBody } from './commentsSchemas'
