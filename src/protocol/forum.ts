/**
 * The study community (`/v3/forum/*`, spec §7; the spec gives no shapes, these are ours). Posts carry text and up
 * to nine images uploaded through POST /v2/files, or one video uploaded through POST /v3/forum/video. Text is
 * plain text: the app renders it as text, never as HTML.
 */
import type { Paged } from './common'

/** Post text limit in display units: spec §5 counts every non-ASCII character as two. */
export const FORUM_TEXT_MAX = 500
/** Comment text limit, counted the same way. */
export const FORUM_COMMENT_MAX = 500
export const FORUM_MAX_IMAGES = 9
/** Image cap (the same as POST /v2/files). */
export const FORUM_IMAGE_MAX_BYTES = 2 * 1024 * 1024
export const FORUM_VIDEO_MAX_BYTES = 20 * 1024 * 1024
export const FORUM_VIDEO_MAX_SECONDS = 60

/** Spec §5: a string's length where every non-ASCII character counts as two. */
export function forumTextLength(value: string): number {
  let n = 0
  for (const ch of value) n += (ch.codePointAt(0) ?? 0) > 0x7f ? 2 : 1
  return n
}

export type ForumTab = 'latest' | 'popular'

export interface ForumAuthorDTO {
  id: number
  nickname: string
  avatar: string
}

export interface ForumPostDTO {
  id: number
  kind: 'text' | 'video'
  content: string
  /** `/files/<name>` paths on the API origin. */
  images: string[]
  video: string | null
  poster: string | null
  video_seconds: number
  author: ForumAuthorDTO
  like_count: number
  comment_count: number
  liked: boolean
  mine: boolean
  /** 'review': hidden from the feed after enough reports (only its author still sees it). */
  status: 'visible' | 'review'
  created_at: string
}

/**
 * GET /v3/forum/posts?tab=latest|popular&page&size[&cursor]: `total` is counted up to 1 000 posts (exact below);
 * `has_more` is exact. `next_cursor` (null on the last page) asks for the next page by keyset instead of `page`.
 */
export type ForumFeedDTO = Paged<ForumPostDTO> & { next_cursor: string | null }

/** POST /v3/forum/posts: text with images (names from POST /v2/files), or a video from POST /v3/forum/video. */
export interface ForumCreatePostBody {
  content: string
  images?: string[]
  video?: string
}

/** POST /v3/forum/video (multipart, field `file`): the stored video and the poster frame the server made. */
export interface ForumVideoDTO {
  /** The name to post with (`video` of POST /v3/forum/posts). */
  video: string
  /** `/files/<name>` of the video and of its poster frame. */
  url: string
  poster: string
  seconds: number
  size: number
}

export interface ForumCommentDTO {
  id: number
  post_id: number
  content: string
  author: ForumAuthorDTO
  mine: boolean
  created_at: string
}

/** PUT /v3/forum/posts/{id}/like { like } */
export interface ForumLikeDTO {
  post_id: number
  liked: boolean
  like_count: number
}

/** POST /v3/forum/posts/{id}/report { reason? } */
export interface ForumReportDTO {
  post_id: number
  reported: true
  /** True once the post has enough reports to be hidden pending review. */
  hidden: boolean
}
