/**
 * The study community: posts, comments, likes, reports, blocks and banned words. Counters on a post (likes,
 * comments, reports) change in the same statement or transaction as the row they count, by the delta of what
 * was really inserted or deleted, so parallel requests never count twice.
 */
import { and, count, desc, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm'
import type { ForumTab } from '@app/protocol'
import type { Db } from '../client'
import {
  forumBannedWords,
  forumBlocks,
  forumComments,
  forumLikes,
  forumModeration,
  forumPosts,
  forumReports,
  forumVideos,
  uploadedFiles,
  users
} from '../schema'
import { paginate } from './paginate'

/** An account as reports weigh it (routes/forum/rules.ts): its age and its visible posts and comments. */
export interface Standing {
  createdAt: Date
  history: number
}

export type ForumPostRow = typeof forumPosts.$inferSelect & { nickname: string; avatar: string }
export type ForumCommentRow = typeof forumComments.$inferSelect & { nickname: string; avatar: string }

/**
 * The feed's `total` counts at most this many posts (or up to one past the page asked for, when that is further):
 * an exact total below it, a lower bound above it (the app reads `has_more`, which stays exact).
 */
export const FEED_COUNT_CAP = 1000

/** Where a keyset page of the feed starts: after this post (its popular score, likes + 2 × comments, and id). */
export interface FeedCursor {
  score: number
  id: number
}

export function forumRepo(db: Db) {
  /** Authors the viewer has blocked, as a subquery. */
  const blockedBy = (viewerId: number) =>
    db.select({ id: forumBlocks.blockedUserId }).from(forumBlocks).where(eq(forumBlocks.userId, viewerId))
  const postFields = { p: forumPosts, nickname: users.nickname, avatar: users.avatar }
  const withAuthor = <T extends { p: typeof forumPosts.$inferSelect; nickname: string; avatar: string }>(r: T) => ({
    ...r.p,
    nickname: r.nickname,
    avatar: r.avatar
  })

  return {
    /**
     * Visible posts of live accounts the viewer has not blocked; latest first or by likes + comments. With `after`
     * (the `cursor` of the last post of the previous page) the page starts after that post by keyset, through the
     * tab's index, with no OFFSET and no count (`total` is then null); else `offset` rows are skipped and `total`
     * is counted up to FEED_COUNT_CAP. `more` is whether a post follows the page (one row more is read).
     */
    async feed(
      viewerId: number | null,
      tab: ForumTab,
      page: { offset: number; limit: number; after?: FeedCursor }
    ): Promise<{ rows: ForumPostRow[]; more: boolean; total: number | null }> {
      const { offset, limit, after } = page
      const score = sql`${forumPosts.likeCount} + 2 * ${forumPosts.commentCount}`
      const conds: SQL[] = [eq(forumPosts.status, 'visible'), isNull(users.deletedAt)]
      if (viewerId) conds.push(notInArray(forumPosts.userId, blockedBy(viewerId)))
      const where = and(...conds)
      const order = tab === 'popular' ? [desc(score), desc(forumPosts.id)] : [desc(forumPosts.id)]
      const keyset = after
        ? tab === 'popular'
          ? sql`(${score}, ${forumPosts.id}) < (${after.score}, ${after.id})`
          : sql`${forumPosts.id} < ${after.id}`
        : undefined
      const found = await db
        .select(postFields)
        .from(forumPosts)
        .innerJoin(users, eq(users.id, forumPosts.userId))
        .where(keyset ? and(where, keyset) : where)
        .orderBy(...order)
        .offset(after ? 0 : offset)
        .limit(limit + 1)
      const rows = found.slice(0, limit).map(withAuthor)
      const more = found.length > limit
      if (after) return { rows, more, total: null }
      // Not an exact count over the whole table (it grows with the community: issue 34): the rows up to a cap,
      // at least one past this page, so `total` is exact below the cap and never says less than there is.
      const upTo = db
        .select({ one: sql<number>`1`.as('one') })
        .from(forumPosts)
        .innerJoin(users, eq(users.id, forumPosts.userId))
        .where(where)
        .orderBy(desc(forumPosts.id)) // through forum_posts_latest_idx: never a scan of the table's start
        .limit(Math.max(FEED_COUNT_CAP, offset + limit + 1))
        .as('up_to')
      const [{ n }] = await db.select({ n: count() }).from(upTo)
      return { rows, more, total: n }
    },

    async post(id: number): Promise<ForumPostRow | undefined> {
      const [row] = await db
        .select(postFields)
        .from(forumPosts)
        .innerJoin(users, eq(users.id, forumPosts.userId))
        .where(and(eq(forumPosts.id, id), isNull(users.deletedAt)))
      return row && withAuthor(row)
    },

    async likedPosts(userId: number, ids: number[]): Promise<Set<number>> {
      if (!ids.length) return new Set()
      const rows = await db
        .select({ id: forumLikes.postId })
        .from(forumLikes)
        .where(and(eq(forumLikes.userId, userId), inArray(forumLikes.postId, ids)))
      return new Set(rows.map((r) => r.id))
    },

    /** The user's own uploads among `names` with their types (a post may only show its author's files). */
    async ownFiles(userId: number, names: string[]): Promise<Map<string, string>> {
      if (!names.length) return new Map()
      const rows = await db
        .select({ name: uploadedFiles.name, mime: uploadedFiles.mime })
        .from(uploadedFiles)
        .where(and(eq(uploadedFiles.userId, userId), inArray(uploadedFiles.name, names)))
      return new Map(rows.map((r) => [r.name, r.mime]))
    },

    /** Stores an uploaded video and its poster frame as the user's files, with the video's duration. */
    async addVideo(v: {
      userId: number
      video: string
      videoData: Buffer
      poster: string
      posterData: Buffer
      seconds: number
    }) {
      await db.transaction(async (tx) => {
        await tx.insert(uploadedFiles).values([
          { userId: v.userId, name: v.video, mime: 'video/mp4', data: v.videoData, size: v.videoData.length },
          { userId: v.userId, name: v.poster, mime: 'image/jpeg', data: v.posterData, size: v.posterData.length }
        ])
        await tx.insert(forumVideos).values({ video: v.video, userId: v.userId, poster: v.poster, seconds: v.seconds })
      })
    },
    async videoMeta(userId: number, video: string) {
      const [row] = await db
        .select()
        .from(forumVideos)
        .where(and(eq(forumVideos.userId, userId), eq(forumVideos.video, video)))
      return row
    },

    async createPost(values: {
      userId: number
      kind: 'text' | 'video'
      content: string
      images: string[]
      video: string | null
      poster: string | null
      videoSeconds: number
    }) {
      const [row] = await db.insert(forumPosts).values(values).returning()
      return row
    },

    /** Deletes the author's own post with its files; false when it is not theirs (or gone). */
    async deletePost(id: number, userId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(forumPosts)
          .where(and(eq(forumPosts.id, id), eq(forumPosts.userId, userId)))
          .returning()
        if (!row) return false
        const files = [...row.images, row.video, row.poster].filter((n): n is string => !!n)
        if (files.length)
          await tx
            .delete(uploadedFiles)
            .where(and(eq(uploadedFiles.userId, userId), inArray(uploadedFiles.name, files)))
        if (row.video) await tx.delete(forumVideos).where(eq(forumVideos.video, row.video))
        return true
      })
    },

    /** Comments oldest first, leaving out deleted accounts and authors the viewer has blocked. */
    async comments(
      postId: number,
      viewerId: number | null,
      offset: number,
      limit: number
    ): Promise<{ rows: ForumCommentRow[]; total: number }> {
      const conds: SQL[] = [eq(forumComments.postId, postId), isNull(users.deletedAt)]
      if (viewerId) conds.push(notInArray(forumComments.userId, blockedBy(viewerId)))
      const where = and(...conds)
      const query = db
        .select({ c: forumComments, nickname: users.nickname, avatar: users.avatar })
        .from(forumComments)
        .innerJoin(users, eq(users.id, forumComments.userId))
        .where(where)
        .orderBy(forumComments.id)
      const { rows, total } = await paginate(db, query, undefined, offset, limit)
      return { rows: rows.map((r) => ({ ...r.c, nickname: r.nickname, avatar: r.avatar })), total }
    },

    async addComment(postId: number, userId: number, content: string) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(forumComments).values({ postId, userId, content }).returning()
        await tx
          .update(forumPosts)
          .set({ commentCount: sql`${forumPosts.commentCount} + 1` })
          .where(eq(forumPosts.id, postId))
        return row
      })
    },

    async comment(id: number) {
      const [row] = await db.select().from(forumComments).where(eq(forumComments.id, id))
      return row
    },

    /** Deletes the author's own comment; false when it is not theirs (or gone). */
    async deleteComment(id: number, userId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(forumComments)
          .where(and(eq(forumComments.id, id), eq(forumComments.userId, userId)))
          .returning({ postId: forumComments.postId })
        if (!row) return false
        await tx
          .update(forumPosts)
          .set({ commentCount: sql`greatest(0, ${forumPosts.commentCount} - 1)` })
          .where(eq(forumPosts.id, row.postId))
        return true
      })
    },

    /** One like per user: liking twice counts once. Returns the new count. */
    async setLike(postId: number, userId: number, like: boolean): Promise<number> {
      return db.transaction(async (tx) => {
        const changed = like
          ? await tx
              .insert(forumLikes)
              .values({ postId, userId })
              .onConflictDoNothing()
              .returning({ id: forumLikes.postId })
          : await tx
              .delete(forumLikes)
              .where(and(eq(forumLikes.postId, postId), eq(forumLikes.userId, userId)))
              .returning({ id: forumLikes.postId })
        const delta = changed.length ? (like ? 1 : -1) : 0
        const [row] = await tx
          .update(forumPosts)
          .set({ likeCount: sql`greatest(0, ${forumPosts.likeCount} + ${delta})` })
          .where(eq(forumPosts.id, postId))
          .returning({ n: forumPosts.likeCount })
        return row.n
      })
    },

    /**
     * One report per user and post. With the post's row locked (reports of one post one at a time), the new
     * report is counted, then `decide` weighs every report of the post by its reporter's standing against the
     * author's (routes/forum/rules.ts weighReports): the post may be hidden pending review and queued for the
     * moderators (forum_moderation), in the same transaction. A post the moderators kept is not hidden again.
     * Returns whether the post is now hidden.
     */
    async report(
      postId: number,
      userId: number,
      reason: string,
      now: Date,
      decide: (reporters: Standing[], author: Standing) => { points: number; hide: boolean; queue: boolean }
    ): Promise<{ hidden: boolean }> {
      return db.transaction(async (tx) => {
        const [post] = await tx
          .select({ status: forumPosts.status, userId: forumPosts.userId })
          .from(forumPosts)
          .where(eq(forumPosts.id, postId))
          .for('update')
        if (!post) return { hidden: false }
        const added = await tx
          .insert(forumReports)
          .values({ postId, userId, reason })
          .onConflictDoNothing()
          .returning({ id: forumReports.postId })
        if (!added.length) return { hidden: post.status === 'review' }
        await tx
          .update(forumPosts)
          .set({ reportCount: sql`${forumPosts.reportCount} + 1` })
          .where(eq(forumPosts.id, postId))
        const standing = (id: SQL | number) => ({
          createdAt: users.createdAt,
          history: sql<number>`(select count(*) from forum_posts p where p.user_id = ${id} and p.status = 'visible')::int
            + (select count(*) from forum_comments c where c.user_id = ${id})::int`
        })
        const reporters = await tx
          .select(standing(sql`${forumReports.userId}`))
          .from(forumReports)
          .innerJoin(users, eq(users.id, forumReports.userId))
          .where(eq(forumReports.postId, postId))
        const [author] = await tx.select(standing(post.userId)).from(users).where(eq(users.id, post.userId))
        const verdict = decide(reporters, author)
        if (!verdict.queue) return { hidden: post.status === 'review' }
        const [queued] = await tx.select().from(forumModeration).where(eq(forumModeration.postId, postId))
        if (queued?.state === 'kept') return { hidden: post.status === 'review' }
        const hidden = post.status === 'review' || verdict.hide
        if (hidden && post.status !== 'review')
          await tx.update(forumPosts).set({ status: 'review' }).where(eq(forumPosts.id, postId))
        await tx
          .insert(forumModeration)
          .values({ postId, state: 'pending', hidden: hidden ? 1 : 0, points: verdict.points, queuedAt: now })
          .onConflictDoUpdate({
            target: forumModeration.postId,
            set: { hidden: hidden ? 1 : 0, points: verdict.points }
          })
        return { hidden }
      })
    },
    /** The moderation queue's row of a post (the operator console reviews them). */
    async moderation(postId: number) {
      const [row] = await db.select().from(forumModeration).where(eq(forumModeration.postId, postId))
      return row
    },

    async block(userId: number, blockedUserId: number): Promise<void> {
      await db.insert(forumBlocks).values({ userId, blockedUserId }).onConflictDoNothing()
    },
    async unblock(userId: number, blockedUserId: number): Promise<void> {
      await db
        .delete(forumBlocks)
        .where(and(eq(forumBlocks.userId, userId), eq(forumBlocks.blockedUserId, blockedUserId)))
    },
    async hasBlocked(userId: number, authorId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: forumBlocks.blockedUserId })
        .from(forumBlocks)
        .where(and(eq(forumBlocks.userId, userId), eq(forumBlocks.blockedUserId, authorId)))
      return !!row
    },

    async bannedWords(): Promise<string[]> {
      return (await db.select({ word: forumBannedWords.word }).from(forumBannedWords)).map((r) => r.word)
    },
    async addBannedWord(word: string): Promise<void> {
      await db.insert(forumBannedWords).values({ word }).onConflictDoNothing()
    },
    async removeBannedWord(word: string): Promise<void> {
      await db.delete(forumBannedWords).where(eq(forumBannedWords.word, word))
    },

    /** Account deletion: the user's posts, comments, likes and reports go, and the counts they made with them. */
    async deleteByUser(userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          update forum_posts p set comment_count = greatest(0, p.comment_count - c.n)
          from (select post_id, count(*)::int as n from forum_comments where user_id = ${userId} group by post_id) c
          where p.id = c.post_id`)
        await tx.execute(sql`
          update forum_posts p set like_count = greatest(0, p.like_count - 1)
          from forum_likes l where l.user_id = ${userId} and p.id = l.post_id`)
        await tx.delete(forumComments).where(eq(forumComments.userId, userId))
        await tx.delete(forumLikes).where(eq(forumLikes.userId, userId))
        await tx.delete(forumReports).where(eq(forumReports.userId, userId))
        await tx.delete(forumPosts).where(eq(forumPosts.userId, userId))
        await tx.delete(forumVideos).where(eq(forumVideos.userId, userId))
      })
    }
  }
}
export type ForumRepo = ReturnType<typeof forumRepo>
