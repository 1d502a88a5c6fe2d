/**
 * The practice report's figures, read from the practice totals (schema/practice.ts: per user and local day, per
 * hour of the day and per item, kept by triggers on both play-log tables) in one statement per request, and the
 * sessions behind a figure, a page of play logs (meditation `play_logs` and course `course_play_logs`) read
 * through their (user_id, created_at) indexes. Days and hours are those of the user's zone (users.time_zone,
 * Asia/Taipei when unset; migration 0042): a log counts to the local day and hour of its `created_at`.
 */
import { and, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../client'
import { checkIns } from '../schema'

type Row = Record<string, unknown>
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows
/** A json column: parsed by both drivers, a string where a driver leaves it as text. */
const jsonOf = <T>(v: unknown): T[] => ((typeof v === 'string' ? JSON.parse(v) : v) as T[] | null) ?? []

/** The wall-clock time of `created_at` in `zone` (the same rule as the totals triggers). */
const localTime = (zone: string) => sql`(created_at at time zone ${zone})`

/** The 24 hours' seconds then their sessions, summed over the rows of `d`: one pass, no row per hour. */
const HOUR_SUMS = sql.raw(
  ['hour_seconds', 'hour_sessions']
    .flatMap((col) => Array.from({ length: 24 }, (_, h) => `sum(${col}[${h + 1}])`))
    .join(', ')
)

export interface Range {
  /** First instant of the range (inclusive) and the instant after its end. */
  from: Date
  to: Date
}

export interface Aggregate {
  seconds: number
  sessions: number
}

export interface DayTotal extends Aggregate {
  /** Days since 1970-01-01 in the users' zone. */
  day: number
}

export interface TopTrack extends Aggregate {
  sku: string
  resourceId: number
  titleZh: string
  titleEn: string
  goodsZh: string
  goodsEn: string
}

export interface TopCourse extends Aggregate {
  sku: string
  titleZh: string
  titleEn: string
}

export interface ReportFigures {
  /** The practised days from `lookFrom` to `to`, ascending. */
  days: DayTotal[]
  /** Seconds and sessions per hour of the day (0–23) from `from` to `to`; hours without practice left out. */
  hours: Map<number, Aggregate>
  tracks: TopTrack[]
  courses: TopCourse[]
  checkIns: { day: string; mood: number; sleep: number; stress: number; note: string }[]
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

/** HOUR_SUMS' 48 sums (null when no day matched) as the hours with practice. */
function hoursOf(sums: (number | null)[]): Map<number, Aggregate> {
  const hours = new Map<number, Aggregate>()
  for (let h = 0; h < 24; h++) {
    const sessions = Number(sums[24 + h] ?? 0)
    if (sessions > 0) hours.set(h, { seconds: Number(sums[h] ?? 0), sessions })
  }
  return hours
}

export function reportRepo(db: Db) {
  /** The newest `limit` logs of one log table in a range (optionally of one local hour), newest first. */
  const newest = (table: 'play_logs' | 'course_play_logs', userId: number, r: Range, inHour: SQL, limit: number) => {
    const cols =
      table === 'play_logs'
        ? sql.raw(`'track' as kind, id, resource_id as ref, sku`)
        : sql.raw(`'course' as kind, id, course_id as ref, '' as sku`)
    return sql`(select ${cols}, playtime, created_at from ${sql.raw(table)}
      where user_id = ${userId} and created_at >= ${r.from.toISOString()}::timestamptz
        and created_at < ${r.to.toISOString()}::timestamptz and ${inHour}
      order by created_at desc, id desc limit ${limit})`
  }

  return {
    /**
     * Everything the report shows for the days `from`–`to` (YYYY-MM-DD, inclusive) in one round trip: the
     * practised days (from `lookFrom`, earlier, for the streak), the hours, the `top` most-played tracks and
     * courses (by time, then sessions) and the check-ins. `months`: the period is made of whole months, so the
     * most-played lists read the monthly item totals, otherwise the daily ones.
     */
    async figures(
      userId: number,
      p: { lookFrom: string; from: string; to: string; months: boolean; top: number }
    ): Promise<ReportFigures> {
      const items = sql.raw(p.months ? 'practice_item_months' : 'practice_item_days')
      const at = sql.raw(p.months ? 'month' : 'day')
      const top = (kind: 'track' | 'course') => sql`
        select ref, sku, sum(seconds)::int as seconds, sum(sessions)::int as sessions from ${items}
        where user_id = ${userId} and kind = ${kind} and ${at} >= ${p.from}::date and ${at} <= ${p.to}::date
        group by ref, sku order by 3 desc, 4 desc, 1, 2 limit ${p.top}`
      const result = await db.execute(sql`
        with d as materialized (
          select day, seconds, sessions, hour_seconds, hour_sessions from practice_days
          where user_id = ${userId} and day >= ${p.lookFrom}::date and day <= ${p.to}::date
        )
        select
          (select json_agg(json_build_array(day - date '1970-01-01', seconds, sessions) order by day) from d) as days,
          (select json_build_array(${HOUR_SUMS}) from d where d.day >= ${p.from}::date) as hours,
          (select json_agg(json_build_array(t.sku, t.ref, t.seconds, t.sessions, r.title_zh, r.title_en, g.title_zh,
              g.title_en) order by t.seconds desc, t.sessions desc, t.ref, t.sku)
            from (${top('track')}) t
            left join med_resources r on r.id = t.ref
            left join med_goods g on g.id = r.goods_id) as tracks,
          (select json_agg(json_build_array(c.sku, c.title_zh, c.title_en, t.seconds, t.sessions)
              order by t.seconds desc, t.sessions desc, t.ref)
            from (${top('course')}) t join courses c on c.id = t.ref) as courses,
          (select json_agg(json_build_array(day, mood, sleep, stress, note) order by day) from check_ins
            where user_id = ${userId} and day >= ${p.from} and day <= ${p.to}) as check_ins`)
      const row = rowsOf(result)[0] ?? {}
      const str = (v: unknown) => String(v ?? '')
      return {
        days: jsonOf<[number, number, number]>(row.days).map(([day, seconds, sessions]) => ({
          day,
          seconds,
          sessions
        })),
        hours: hoursOf(jsonOf<number | null>(row.hours)),
        tracks: jsonOf<unknown[]>(row.tracks).map(([sku, ref, seconds, sessions, tz, te, gz, ge]) => ({
          sku: str(sku),
          resourceId: Number(ref),
          titleZh: str(tz),
          titleEn: str(te),
          goodsZh: str(gz),
          goodsEn: str(ge),
          seconds: Number(seconds),
          sessions: Number(sessions)
        })),
        courses: jsonOf<unknown[]>(row.courses).map(([sku, tz, te, seconds, sessions]) => ({
          sku: str(sku),
          titleZh: str(tz),
          titleEn: str(te),
          seconds: Number(seconds),
          sessions: Number(sessions)
        })),
        checkIns: jsonOf<[string, number, number, number, string]>(row.check_ins).map(
          ([day, mood, sleep, stress, note]) => ({ day, mood, sleep, stress, note })
        )
      }
    },
    /**
     * A page of the sessions of the days `fromDay`–`toDay` (`r`: their instants), optionally of one hour of the
     * day, newest first, with what was played; the total from the day totals. One round trip: each log table
     * gives its newest `offset + limit` rows through its (user_id, created_at) index.
     */
    async sessions(
      userId: number,
      zone: string,
      days: { fromDay: string; toDay: string },
      r: Range,
      hour: number | null,
      offset: number,
      limit: number
    ) {
      const inHour = hour === null ? sql`true` : sql`date_part('hour', ${localTime(zone)}) = ${hour}`
      const counted = hour === null ? sql`sessions` : sql`hour_sessions[${hour + 1}::int]`
      const n = offset + limit
      const result = await db.execute(sql`
        select tot.total, p.kind, p.id, p.playtime, p.created_at, p.title_zh, p.title_en, p.sub_zh, p.sub_en, p.ref_sku
        from (
          select coalesce(sum(${counted}), 0)::int as total from practice_days
          where user_id = ${userId} and day >= ${days.fromDay}::date and day <= ${days.toDay}::date
        ) tot
        left join (
          select l.kind, l.id, l.sku, l.playtime, l.created_at,
            coalesce(r.title_zh, c.title_zh, '') as title_zh, coalesce(r.title_en, c.title_en, '') as title_en,
            coalesce(g.title_zh, '') as sub_zh, coalesce(g.title_en, '') as sub_en, coalesce(c.sku, l.sku) as ref_sku
          from (
            select * from (
              ${newest('play_logs', userId, r, inHour, n)} union all ${newest('course_play_logs', userId, r, inHour, n)}
            ) u order by created_at desc, id desc offset ${offset} limit ${limit}
          ) l
          left join med_resources r on l.kind = 'track' and r.id = l.ref
          left join med_goods g on g.id = r.goods_id
          left join courses c on l.kind = 'course' and c.id = l.ref
        ) p on true
        order by p.created_at desc, p.id desc`)
      const all = rowsOf(result)
      const rows: SessionRow[] = all
        .filter((row) => row.id !== null && row.id !== undefined)
        .map((row) => ({
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
      return { rows, total: Number(all[0]?.total ?? 0) }
    },
    /** Whether this database knows the zone `zone` (its zone data may differ from Intl's). */
    async knowsZone(zone: string): Promise<boolean> {
      try {
        await db.execute(sql`select now() at time zone ${zone}`)
        return true
      } catch {
        return false
      }
    },
    /**
     * Sets the user's zone and counts their practice totals again in it (practice_zone_set, migration 0042: one
     * statement, serialized with the logs being written for this user).
     */
    async setZone(userId: number, zone: string): Promise<void> {
      await db.execute(sql`select practice_zone_set(${userId}, ${zone})`)
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
