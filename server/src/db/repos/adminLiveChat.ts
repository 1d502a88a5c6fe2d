/**
 * Live chat as the console's moderators see it (issue 31): the live courses with their chat, a live's messages
 * (hidden ones included, marked), and who is muted or removed there. Mutes ('ban') and removals ('feng') are the
 * same rows the teacher sets from the live room (live_bans); a hidden message keeps its row (`hidden_at`).
 */
import { and, desc, eq, gt, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../client'
import { courses, liveBans, liveChannels, liveMessages, users } from '../schema'
import type { BanKind } from './live'
import { paginate } from './paginate'

const isLive = and(eq(courses.type, 0), or(eq(courses.subType, 2), gt(courses.liveStatus, 0)))

export interface ChatLiveRow {
  id: number
  titleZh: string
  titleEn: string
  liveStartAt: Date | null
  liveEndAt: Date | null
  liveStatus: number
  videoPath: string
  channelStatus: number | null
  replayPath: string | null
  messageCount: number
  hiddenCount: number
  lastMessageAt: Date | null
  sanctionCount: number
}

export interface ChatMessageRow {
  id: number
  courseId: number
  userId: number
  nickname: string
  email: string | null
  kind: number
  text: string
  offsetMs: number
  createdAt: Date
  hiddenAt: Date | null
}

export interface SanctionRow {
  userId: number
  nickname: string
  email: string | null
  kind: BanKind
  createdAt: Date
}

const LIVE_COLUMNS = {
  id: courses.id,
  titleZh: courses.titleZh,
  titleEn: courses.titleEn,
  liveStartAt: courses.liveStartAt,
  liveEndAt: courses.liveEndAt,
  liveStatus: courses.liveStatus,
  videoPath: courses.videoPath,
  channelStatus: liveChannels.status,
  replayPath: liveChannels.replayPath,
  messageCount: sql<number>`(select count(*) from live_messages m where m.course_id = ${courses.id})::int`,
  hiddenCount: sql<number>`(select count(*) from live_messages m where m.course_id = ${courses.id} and m.hidden_at is not null)::int`,
  lastMessageAt: sql<Date | null>`(select max(m.created_at) from live_messages m where m.course_id = ${courses.id})`,
  sanctionCount: sql<number>`(select count(*) from live_bans b where b.course_id = ${courses.id})::int`
}

const MESSAGE_COLUMNS = {
  id: liveMessages.id,
  courseId: liveMessages.courseId,
  userId: liveMessages.userId,
  nickname: users.nickname,
  email: users.email,
  kind: liveMessages.kind,
  text: liveMessages.text,
  offsetMs: liveMessages.offsetMs,
  createdAt: liveMessages.createdAt,
  hiddenAt: liveMessages.hiddenAt
}

const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
const asDate = (v: Date | string | null) => (v == null ? null : v instanceof Date ? v : new Date(v))

export function adminLiveChatRepo(db: Db) {
  return {
    /** Live courses, the ones with the newest chat first; `q` matches a title. */
    async lives(q: string | undefined, offset: number, limit: number) {
      const where = and(
        isLive,
        q ? or(ilike(courses.titleZh, likeOf(q)), ilike(courses.titleEn, likeOf(q))) : undefined
      )
      const query = db
        .select(LIVE_COLUMNS)
        .from(courses)
        .leftJoin(liveChannels, eq(liveChannels.courseId, courses.id))
        .where(where)
        .orderBy(sql`${LIVE_COLUMNS.lastMessageAt} desc nulls last`, desc(courses.id))
      const { rows, total } = await paginate(db, query, { table: courses, where }, offset, limit)
      return { rows: rows.map((r) => ({ ...r, lastMessageAt: asDate(r.lastMessageAt) })) as ChatLiveRow[], total }
    },
    async live(id: number): Promise<ChatLiveRow | null> {
      const [row] = await db
        .select(LIVE_COLUMNS)
        .from(courses)
        .leftJoin(liveChannels, eq(liveChannels.courseId, courses.id))
        .where(and(isLive, eq(courses.id, id)))
      return row ? ({ ...row, lastMessageAt: asDate(row.lastMessageAt) } as ChatLiveRow) : null
    },
    /** A live's messages, newest first; `q` matches the text or the sender's nickname or e-mail. */
    async messages(
      courseId: number,
      f: { q?: string; userId?: number; hidden?: boolean },
      offset: number,
      limit: number
    ): Promise<{ rows: ChatMessageRow[]; total: number }> {
      const where: SQL | undefined = and(
        eq(liveMessages.courseId, courseId),
        f.userId !== undefined ? eq(liveMessages.userId, f.userId) : undefined,
        f.hidden === undefined
          ? undefined
          : f.hidden
            ? isNotNull(liveMessages.hiddenAt)
            : isNull(liveMessages.hiddenAt),
        f.q
          ? or(
              ilike(liveMessages.text, likeOf(f.q)),
              ilike(users.nickname, likeOf(f.q)),
              ilike(users.email, likeOf(f.q))
            )
          : undefined
      )
      const query = db
        .select(MESSAGE_COLUMNS)
        .from(liveMessages)
        .innerJoin(users, eq(users.id, liveMessages.userId))
        .where(where)
        .orderBy(desc(liveMessages.id))
      return paginate(db, query, undefined, offset, limit)
    },
    async message(courseId: number, id: number): Promise<ChatMessageRow | null> {
      const [row] = await db
        .select(MESSAGE_COLUMNS)
        .from(liveMessages)
        .innerJoin(users, eq(users.id, liveMessages.userId))
        .where(and(eq(liveMessages.courseId, courseId), eq(liveMessages.id, id)))
      return row ?? null
    },
    async setHidden(id: number, at: Date | null) {
      await db.update(liveMessages).set({ hiddenAt: at }).where(eq(liveMessages.id, id))
    },
    /** Everyone muted or removed in this live (by its teacher or a moderator), newest first. */
    async sanctions(courseId: number): Promise<SanctionRow[]> {
      const rows = await db
        .select({
          userId: liveBans.userId,
          nickname: users.nickname,
          email: users.email,
          kind: liveBans.kind,
          createdAt: liveBans.createdAt
        })
        .from(liveBans)
        .innerJoin(users, eq(users.id, liveBans.userId))
        .where(eq(liveBans.courseId, courseId))
        .orderBy(desc(liveBans.createdAt), desc(liveBans.userId))
      return rows as SanctionRow[]
    },
    async userExists(userId: number): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId))
      return !!row
    },
    async unpinIf(courseId: number, messageId: number): Promise<boolean> {
      const rows = await db
        .update(liveChannels)
        .set({ pinnedMessageId: null })
        .where(and(eq(liveChannels.courseId, courseId), eq(liveChannels.pinnedMessageId, messageId)))
        .returning({ id: liveChannels.courseId })
      return rows.length > 0
    }
  }
}
