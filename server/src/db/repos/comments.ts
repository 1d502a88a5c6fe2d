/** Course comments: newest first, authors' live accounts only, idempotent likes. */
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { courseCommentLikes, courseComments, users } from '../schema'

export type CommentRow = typeof courseComments.$inferSelect & { nickname: string; avatar: string }

export function commentsRepo(db: Db) {
  return {
    async comments(courseId: number, offset: number, limit: number): Promise<{ rows: CommentRow[]; total: number }> {
      const rows = await db
        .select({ c: courseComments, nickname: users.nickname, avatar: users.avatar })
        .from(courseComments)
        .innerJoin(users, eq(users.id, courseComments.userId))
        .where(and(eq(courseComments.courseId, courseId), isNull(users.deletedAt)))
        .orderBy(desc(courseComments.id))
        .offset(offset)
        .limit(limit)
      return {
        rows: rows.map((r) => ({ ...r.c, nickname: r.nickname, avatar: r.avatar })),
        total: await this.commentCount(courseId)
      }
    },
    async commentCount(courseId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(courseComments)
        .innerJoin(users, eq(users.id, courseComments.userId))
        .where(and(eq(courseComments.courseId, courseId), isNull(users.deletedAt)))
      return row.n
    },
    async comment(id: number) {
      const [row] = await db.select().from(courseComments).where(eq(courseComments.id, id))
      return row
    },
    async addComment(courseId: number, userId: number, content: string) {
      const [row] = await db.insert(courseComments).values({ courseId, userId, content }).returning()
      return row
    },
    async likedComments(userId: number, ids: number[]): Promise<Set<number>> {
      if (!ids.length) return new Set()
      const rows = await db
        .select({ id: courseCommentLikes.commentId })
        .from(courseCommentLikes)
        .where(and(eq(courseCommentLikes.userId, userId), inArray(courseCommentLikes.commentId, ids)))
      return new Set(rows.map((r) => r.id))
    },
    /** Idempotent: liking twice counts once. Returns the new count. */
    async setCommentLike(commentId: number, userId: number, like: boolean): Promise<number> {
      return db.transaction(async (tx) => {
        const changed = like
          ? await tx
              .insert(courseCommentLikes)
              .values({ commentId, userId })
              .onConflictDoNothing()
              .returning({ id: courseCommentLikes.commentId })
          : await tx
              .delete(courseCommentLikes)
              .where(and(eq(courseCommentLikes.commentId, commentId), eq(courseCommentLikes.userId, userId)))
              .returning({ id: courseCommentLikes.commentId })
        const delta = changed.length ? (like ? 1 : -1) : 0
        const [row] = await tx
          .update(courseComments)
          .set({ likeCount: sql`greatest(0, ${courseComments.likeCount} + ${delta})` })
          .where(eq(courseComments.id, commentId))
          .returning({ n: courseComments.likeCount })
        return row.n
      })
    }
  }
}
export type CommentsRepo = ReturnType<typeof commentsRepo>
