/**
 * The practice report's figures, aggregated in SQL over the user's play logs (meditation `play_logs` and
 * course `course_play_logs`) in a time range, read through the (user_id, created_at) indexes. Days and hours are
 * those of the users' zone (lib/userDay: a fixed offset, so grouping needs no zone database).
 */
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { checkIns } from '../schema'
import { USER_TZ_OFFSET_MS } from '../../lib/userDay'

type Row = Record<string, unknown>
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows

/**
 * Seconds since the epoch shifted into the users' zone: plain arithmetic, cheaper than zone conversion; a literal
 * (not a bound parameter), so GROUP BY sees the same expression as the SELECT.
 */
const LOCAL_EPOCH = sql.raw(`(extract(epoch from l.created_at) + ${USER_TZ_OFFSET_MS / 1000})`)
const DAY_NUMBER = sql`floor(${LOCAL_EPOCH} / 86400)::int`
const HOUR = sql`floor(mod(${LOCAL_EPOCH}::numeric, 86400) / 3600)::int`

export interface Range {
  /** First instant of the range (inclusive) and the instant after its end. */
  from: Date
  to: Date
}

export interface Aggregate {
  seconds: number
  sessions: number
}

export interface SessionRow {
  kind: 'track' | 'course'
  id: number
  sku: string
  titleZh: string
  titleEn: string
  subtitleZh: string
  subtitleEn: string
  seconds: number
  createdAt: Date
}

export function reportRepo(db: Db) {
  /** Both kinds of play log of one user in a range, as (kind, id, ref, sku, created_at, playtime). */
  const logs = (userId: number, r: Range) => sql`(
    select 'track' as kind, id, resource_id as ref, sku, created_at, playtime from play_logs
      where user_id = ${userId} and created_at >= ${r.from.toISOString()}::timestamptz
        and created_at < ${r.to.toISOString()}::timestamptz
    union all
    select 'course' as kind, id, course_id as ref, '' as sku, created_at, playtime from course_play_logs
      where user_id = ${userId} and created_at >= ${r.from.toISOString()}::timestamptz
        and created_at < ${r.to.toISOString()}::timestamptz
  ) l`
  const agg = (row: Row): Aggregate => ({ seconds: Number(row.seconds ?? 0), sessions: Number(row.sessions ?? 0) })

  return {
    /**
     * Seconds and sessions per day of the users' zone (day numbers: days since 1970-01-01 there) and per hour of
     * the day (0–23), in one pass over the range (grouping sets).
     */
    async perDayAndHour(userId: number, r: Range) {
      const result = await db.execute(sql`
        select ${DAY_NUMBER} as day, ${HOUR} as hour, sum(l.playtime)::int as seconds, count(*)::int as sessions
        from ${logs(userId, r)} group by grouping sets ((${DAY_NUMBER}), (${HOUR}))`)
      const days = new Map<number, Aggregate>()
      const hours = new Map<number, Aggregate>()
      for (const row of rowsOf(result)) {
        if (row.day !== null && row.day !== undefined) days.set(Number(row.day), agg(row))
        else hours.set(Number(row.hour), agg(row))
      }
      return { days, hours }
    },
    /** The day numbers with any practice in a range, ascending. */
    async days(userId: number, r: Range): Promise<number[]> {
      const result = await db.execute(sql`select distinct ${DAY_NUMBER} as day from ${logs(userId, r)} order by 1`)
      return rowsOf(result).map((row) => Number(row.day))
    },
    /** The most-played tracks of a range (by listening time), with their titles. */
    async topTracks(userId: number, r: Range, limit: number) {
      const result = await db.execute(sql`
        select t.sku, t.resource_id, t.seconds, t.sessions, r.title_zh, r.title_en, g.title_zh as goods_zh,
          g.title_en as goods_en
        from (
          select sku, resource_id, sum(playtime)::int as seconds, count(*)::int as sessions from play_logs
          where user_id = ${userId} and created_at >= ${r.from.toISOString()}::timestamptz
            and created_at < ${r.to.toISOString()}::timestamptz
          group by sku, resource_id order by 3 desc, 4 desc, 2 limit ${limit}
        ) t
        left join med_resources r on r.id = t.resource_id
        left join med_goods g on g.id = r.goods_id
        order by t.seconds desc, t.sessions desc, t.resource_id`)
      return rowsOf(result).map((row) => ({
        sku: String(row.sku),
        resourceId: Number(row.resource_id),
        titleZh: String(row.title_zh ?? ''),
        titleEn: String(row.title_en ?? ''),
        goodsZh: String(row.goods_zh ?? ''),
        goodsEn: String(row.goods_en ?? ''),
        ...agg(row)
      }))
    },
    /** The most-watched courses of a range (by viewing time), with their titles. */
    async topCourses(userId: number, r: Range, limit: number) {
      const result = await db.execute(sql`
        select c.sku, c.title_zh, c.title_en, t.seconds, t.sessions
        from (
          select course_id, sum(playtime)::int as seconds, count(*)::int as sessions from course_play_logs
          where user_id = ${userId} and created_at >= ${r.from.toISOString()}::timestamptz
            and created_at < ${r.to.toISOString()}::timestamptz
          group by course_id order by 2 desc, 3 desc, 1 limit ${limit}
        ) t
        join courses c on c.id = t.course_id
        order by t.seconds desc, t.sessions desc, t.course_id`)
      return rowsOf(result).map((row) => ({
        sku: String(row.sku),
        titleZh: String(row.title_zh),
        titleEn: String(row.title_en),
        ...agg(row)
      }))
    },
    /** The sessions of a range (optionally of one hour of the day), newest first, with what was played. */
    async sessions(userId: number, r: Range, hour: number | null, offset: number, limit: number) {
      const inHour = hour === null ? sql`true` : sql`${HOUR} = ${hour}`
      const result = await db.execute(sql`
        select l.kind, l.id, l.sku, l.playtime, l.created_at,
          coalesce(r.title_zh, c.title_zh, '') as title_zh, coalesce(r.title_en, c.title_en, '') as title_en,
          coalesce(g.title_zh, '') as sub_zh, coalesce(g.title_en, '') as sub_en, coalesce(c.sku, l.sku) as ref_sku
        from ${logs(userId, r)}
        left join med_resources r on l.kind = 'track' and r.id = l.ref
        left join med_goods g on g.id = r.goods_id
        left join courses c on l.kind = 'course' and c.id = l.ref
        where ${inHour}
        order by l.created_at desc, l.id desc offset ${offset} limit ${limit}`)
      const count = await db.execute(sql`select count(*)::int as n from ${logs(userId, r)} where ${inHour}`)
      const rows: SessionRow[] = rowsOf(result).map((row) => ({
        kind: row.kind === 'course' ? 'course' : 'track',
        id: Number(row.id),
        sku: String(row.ref_sku ?? ''),
        titleZh: String(row.title_zh),
        titleEn: String(row.title_en),
        subtitleZh: String(row.sub_zh),
        subtitleEn: String(row.sub_en),
        seconds: Number(row.playtime),
        createdAt: row.created_at instanceof Date ? row.created_at : new Date(String(row.created_at))
      }))
      return { rows, total: Number(rowsOf(count)[0]?.n ?? 0) }
    },
    /**
     * Today's check-in, created or replaced in one statement (an upsert on (user, day)), so parallel submits
     * leave one row holding one of them.
     */
    async saveCheckIn(userId: number, day: string, v: { mood: number; sleep: number; stress: number; note: string }) {
      const now = new Date()
      const [row] = await db
        .insert(checkIns)
        .values({ userId, day, ...v, updatedAt: now })
        .onConflictDoUpdate({
          target: [checkIns.userId, checkIns.day],
          set: { mood: v.mood, sleep: v.sleep, stress: v.stress, note: v.note, updatedAt: now }
        })
        .returning()
      return row
    },
    /** The check-ins of a range of days (inclusive), oldest first. */
    async checkIns(userId: number, fromDay: string, toDay: string) {
      return db
        .select()
        .from(checkIns)
        .where(and(eq(checkIns.userId, userId), gte(checkIns.day, fromDay), lte(checkIns.day, toDay)))
        .orderBy(asc(checkIns.day))
    }
  }
}
export type ReportRepo = ReturnType<typeof reportRepo>
