/** The study community (`/v3/forum/*`, spec §7). Types: src/protocol/forum.ts. */
import type { Http } from '../http'
import type { Paged } from '../../protocol/common'
import type { UploadedFileDTO } from '../../protocol/user'
import type {
  ForumCommentDTO,
  ForumCreatePostBody,
  ForumFeedDTO,
  ForumLikeDTO,
  ForumPostDTO,
  ForumReportDTO,
  ForumTab,
  ForumVideoDTO
} from '../../protocol/forum'
import { registerApiDomain } from './registry'

export function createForumApi(http: Http) {
  return {
    /**
     * The feed's first page, or with `cursor` (the previous page's `next_cursor`) the page after it by keyset:
     * no `page` then, so a long scroll never makes the server skip rows.
     */
    feed: (tab: ForumTab, cursor?: string | null, size = 10) =>
      http.get<ForumFeedDTO>('/v3/forum/posts', cursor ? { tab, cursor, size } : { tab, page: 1, size }, {
        silent: true
      }),
    post: (id: number) => http.get<ForumPostDTO>(`/v3/forum/posts/${id}`, undefined, { silent: true }),
    /** Refusals (empty, too long, banned words) come back as ApiError for the page to show in place. */
    create: (body: ForumCreatePostBody) => http.post<ForumPostDTO>('/v3/forum/posts', { ...body }, { silent: true }),
    remove: (id: number) => http.del<{ id: number; deleted: true }>(`/v3/forum/posts/${id}`),
    like: (id: number, like: boolean) => http.put<ForumLikeDTO>(`/v3/forum/posts/${id}/like`, { like }),
    report: (id: number, reason?: string) =>
      http.post<ForumReportDTO>(`/v3/forum/posts/${id}/report`, reason ? { reason } : {}),
    block: (userId: number) => http.post<{ user_id: number; blocked: true }>('/v3/forum/blocks', { user_id: userId }),
    comments: (postId: number, page = 1, size = 20) =>
      http.get<Paged<ForumCommentDTO>>(`/v3/forum/posts/${postId}/comments`, { page, size }, { silent: true }),
    comment: (postId: number, content: string) =>
      http.post<ForumCommentDTO>(`/v3/forum/posts/${postId}/comments`, { content }, { silent: true }),
    removeComment: (id: number) => http.del<{ id: number; deleted: true }>(`/v3/forum/comments/${id}`),
    /** POST /v2/files: an image for a post (its name goes into the post's `images`). */
    uploadImage: (filePath: string, onProgress?: (percent: number) => void) =>
      http.upload<UploadedFileDTO>(filePath, { onProgress }),
    /** POST /v3/forum/video: the server checks the video, reads its duration and makes the poster. */
    uploadVideo: (filePath: string, onProgress?: (percent: number) => void) =>
      http.upload<ForumVideoDTO>(filePath, { onProgress, url: '/v3/forum/video' })
  }
}

registerApiDomain('forum', createForumApi)
