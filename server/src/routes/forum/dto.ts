/** Rows of the forum repository as the protocol's payloads. */
import type { ForumCommentDTO, ForumPostDTO } from '@app/protocol'
import type { ForumCommentRow, ForumPostRow } from '../../db/repos/forum'

const fileUrl = (name: string) => `/files/${name}`

export function postDto(r: ForumPostRow, liked: boolean, viewerId: number | null): ForumPostDTO {
  return {
    id: r.id,
    kind: r.kind === 'video' ? 'video' : 'text',
    content: r.content,
    images: r.images.map(fileUrl),
    video: r.video ? fileUrl(r.video) : null,
    poster: r.poster ? fileUrl(r.poster) : null,
    video_seconds: r.videoSeconds,
    author: { id: r.userId, nickname: r.nickname, avatar: r.avatar },
    like_count: r.likeCount,
    comment_count: r.commentCount,
    liked,
    mine: r.userId === viewerId,
    status: r.status === 'review' ? 'review' : 'visible',
    created_at: r.createdAt.toISOString()
  }
}

export function commentDto(r: ForumCommentRow, viewerId: number | null): ForumCommentDTO {
  return {
    id: r.id,
    post_id: r.postId,
    content: r.content,
    author: { id: r.userId, nickname: r.nickname, avatar: r.avatar },
    mine: r.userId === viewerId,
    created_at: r.createdAt.toISOString()
  }
}
