/** Reviewing the community's moderation queue: restore a post (visible again) or delete it. Audited. */
import type { Db } from '../../db/client'
import { adminReportsRepo, type AdminReportRow } from '../../db/repos/adminReports'
import { forumRepo } from '../../db/repos/forum'
import { audited, type Actor } from './audit'
import { AdminErrors } from './messages'

export function reportDto(r: AdminReportRow) {
  return {
    id: r.m.postId,
    postId: r.m.postId,
    state: r.m.state as 'pending' | 'kept' | 'removed',
    hidden: r.m.hidden === 1,
    points: r.m.points,
    queuedAt: r.m.queuedAt.toISOString(),
    reviewedAt: r.m.reviewedAt?.toISOString() ?? null,
    post: {
      userId: r.p.userId,
      author: r.author,
      kind: r.p.kind,
      content: r.p.content,
      images: r.p.images,
      video: r.p.video,
      status: r.p.status === 'review' ? 'review' : 'visible',
      reportCount: r.p.reportCount,
      createdAt: r.p.createdAt.toISOString()
    },
    reasons: r.reasons ?? []
  }
}
export type ReportDto = ReturnType<typeof reportDto>

export async function reviewReport(db: Db, postId: number, verdict: 'restore' | 'delete', actor: Actor, nowMs: number) {
  const now = new Date(nowMs)
  return audited(db, actor, now, async (tx) => {
    const repo = adminReportsRepo(tx)
    const row = await repo.byPostId(postId, true)
    if (!row) throw AdminErrors.notFound()
    if (row.m.state !== 'pending') throw AdminErrors.conflict('not_pending')
    const before = reportDto(row)
    let after: ReportDto
    if (verdict === 'restore') {
      await repo.restore(postId, now)
      after = reportDto((await repo.byPostId(postId))!)
    } else {
      // The author's own deletion path: the post, its files' records, comments, likes, reports, the queue row.
      await forumRepo(tx).deletePost(postId, row.p.userId)
      after = { ...before, state: 'removed', reviewedAt: now.toISOString() }
    }
    return {
      result: after,
      audit: { action: `report.${verdict}`, targetType: 'post', targetId: postId, before, after }
    }
  })
}
