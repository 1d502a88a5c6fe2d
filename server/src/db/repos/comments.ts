/**
 * Comment threads: under a course and under a meditation track. Both threads have the same shape (comment rows
 * with a like count, one like per user), so one implementation serves both over their own tables. Newest first,
 * authors' live accounts only, idempotent likes, authors delete their own.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../client'

export interface CommentRow {
  id: number
  parentId: number
  userId: number
  content: string
  likeCount: number
  createdAt: Date
  nickname: string
  avatar: string
}

interface ThreadTables {
  comments: string
  likes: string
  /** The column of `comments` naming what the thread is under. */
  parent: string
}

const COURSE: ThreadTables = { comments: 'course_comments', likes: 'course_comment_likes', parent: 'course_id' }
const RESOURCE: ThreadTables = {
  comments: 'med_resource_comments',
  likes: 'med_resource_comment_likes',
  parent: 'resource_id'
}

type Row = Record<string, unknown>
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows

function commentRow(r: Row): CommentRow {
  return {
    id: Number(r.id),
    parentId: Number(r.parent_id),
    userId: Number(r.user_id),
    content: String(r.content),
    likeCount: Number(r.like_count),
    createdAt: r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at)),
    nickname: String(r.nickname ?? ''),
    avatar: String(r.avatar ?? '')
  }
}

function threadRepo(db: Db, tables: ThreadTables) {
  const c = sql.identifier(tables.comments)
  const l = sql.identifier(tables.likes)
  const parent = sql.identifier(tables.parent)
  return {
    async list(parentId: number, offset: number, limit: number): Promise<{ rows: CommentRow[]; total: number }> {
      const result = await db.execute(sql`
        select c.id, c.${parent} as parent_id, c.user_id, c.content, c.like_count, c.created_at, u.nickname, u.avatar
        from ${c} c join users u on u.id = c.user_id
        where c.${parent} = ${parentId} and u.deleted_at is null
        order by c.id desc offset ${offset} limit ${limit}`)
      return { rows: rowsOf(result).map(commentRow), total: await this.count(parentId) }
    },
    async count(parentId: number): Promise<number> {
      const result = await db.execute(sql`
        select count(*)::int as n from ${c} c join users u on u.id = c.user_id
        where c.${parent} = ${parentId} and u.deleted_at is null`)
      return Number(rowsOf(result)[0]?.n ?? 0)
    },
    async get(id: number): Promise<CommentRow | undefined> {
      const result = await db.execute(sql`
        select c.id, c.${parent} as parent_id, c.user_id, c.content, c.like_count, c.created_at, u.nickname, u.avatar
        from ${c} c join users u on u.id = c.user_id where c.id = ${id}`)
      const [row] = rowsOf(result)
      return row ? commentRow(row) : undefined
    },
    async add(parentId: number, userId: number, content: string): Promise<CommentRow> {
      const result = await db.execute(sql`
        insert into ${c} (${parent}, user_id, content) values (${parentId}, ${userId}, ${content})
        returning id, ${parent} as parent_id, user_id, content, like_count, created_at`)
      return commentRow(rowsOf(result)[0])
    },
    /** Deletes the comment when `userId` wrote it; false when there was no such comment of theirs. */
    async remove(id: number, userId: number): Promise<boolean> {
      const result = await db.execute(sql`delete from ${c} where id = ${id} and user_id = ${userId} returning id`)
      return rowsOf(result).length > 0
    },
    async liked(userId: number, ids: number[]): Promise<Set<number>> {
      if (!ids.length) return new Set()
      const result = await db.execute(sql`
        select comment_id from ${l} where user_id = ${userId}
        and comment_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `
        )})`)
      return new Set(rowsOf(result).map((r) => Number(r.comment_id)))
    },
    /**
     * Idempotent: liking twice counts once. The like row decides (its primary key admits one per user) and the
     * count moves by the rows that changed, under the comment's row lock. Returns the new count.
     */
    async setLike(commentId: number, userId: number, like: boolean): Promise<number> {
      return db.transaction(async (tx) => {
        const changed = rowsOf(
          like
            ? await tx.execute(sql`
                insert into ${l} (comment_id, user_id) values (${commentId}, ${userId})
                on conflict do nothing returning comment_id`)
            : await tx.execute(sql`
                delete from ${l} where comment_id = ${commentId} and user_id = ${userId} returning comment_id`)
        )
        const delta = changed.length ? (like ? 1 : -1) : 0
        const result = await tx.execute(sql`
          update ${c} set like_count = greatest(0, like_count + ${delta}) where id = ${commentId}
          returning like_count`)
        return Number(rowsOf(result)[0]?.like_count ?? 0)
      })
    }
  }
}

export type CommentThreadRepo = ReturnType<typeof threadRepo>

export function commentsRepo(db: Db) {
  return {
    /** Comments under a course (parent: the course id). */
    course: threadRepo(db, COURSE),
    /** Comments under a meditation track (parent: the track's resource id). */
    resource: threadRepo(db, RESOURCE)
  }
}
export type CommentsRepo = ReturnType<typeof commentsRepo>
