/**
 * The demo seed follows the calendar while the server runs (issue 30, "fixtures that cross midnight").
 *
 * Some demo rows are dated from the seed's day in Asia/Taipei: the camps, events and lives (today's noon + offsets;
 * the 21-day camp is on its third day today), the "new today" tracks (published at the day's start) and the
 * enterprise lives. The seed's hash holds those dates, so it changes once a day, and a boot re-applies the seed on
 * a new day. A server that keeps running across Taipei's midnight (16:00 UTC) would keep yesterday's rows: the
 * camp's "today" becomes day 4, "new today" is yesterday's, the live that is on all through the seed day ends. So
 * the running server re-applies the seed a few seconds after each Taipei midnight, exactly as its boot does
 * (server.ts: seedForStart under the seed's start lock): with several processes on one PostgreSQL database each
 * one's timer fires, the first applies the new day's rows and the others wait for the lock, then find the hash
 * current and do nothing. The seed's own statements fire the catalogue triggers (med_goods, courses, …), whose
 * `catalogue_changed` notification makes every process drop its catalogue cache (app.ts listenChanges), so a
 * cached home or course floor shows the new day's dates at its next read.
 *
 * Rows changed between two seed days are treated as a boot on a new day treats them, only at midnight instead of at
 * the next start (seedDatabase's rules): a seeded catalogue row changed by hand or by a test (SQL) is put back to
 * the seed's, dated from the new day; a row an operator wrote or deleted in the console (console_edited_at,
 * console_deleted_rows) stays as the operator left it; exchange and course codes keep their redemption state and the
 * demo accounts are created once, so what users did with them (orders, tickets, camp progress, play logs, a
 * password) is kept. A browser test that moves a seeded row and runs across 16:00 UTC sees it moved back.
 *
 * Why a timer here and not a pg-boss cron job (server/src/jobs): the seed belongs to the start, not to the app
 * (it needs the media lookup and SEED_DEMO that only server.ts has, and tests build apps without it); jobs can be
 * off (JOBS=0) while the demo is seeded; pg-boss's cron has a minute's granularity and its monitor looks every 30 s
 * then workers poll, so the new day's rows could be a minute late where the timer is a few seconds; and the seed
 * needs no queue to run once across processes: the start lock and the hash already make that so.
 */
import { DEFAULT_ZONE, zonedDay, zonedDayNumber, zonedMidnight } from '../../lib/zonedDay'
import type { Database } from '../client'
import { SEED_LOCK_KEY, withStartLock } from '../migrate'
import { seedForStart, type SeedConfig } from './index'
import type { MediaLookupFn } from './media'

/** The zone whose calendar the seed's dates follow (rows.ts, enterprise.ts: the product's home zone). */
export const SEED_ZONE = DEFAULT_ZONE

/**
 * How long after the midnight the rollover runs: Node's timers count on a monotonic clock, which may run a few
 * milliseconds apart from the wall clock `Date.now()` reads; a run a moment early would still see the old day.
 */
export const ROLLOVER_DELAY_MS = 3_000

/** Milliseconds from `now` to the next midnight in Asia/Taipei (a full day at the midnight itself). */
export function msUntilNextSeedDay(now: number): number {
  return zonedMidnight(SEED_ZONE, zonedDayNumber(SEED_ZONE, now) + 1) - now
}

/**
 * The seed as a start applies it, for the moment `now`: seedForStart under the seed's start lock (N processes on one
 * fresh PostgreSQL database seed it once). The boot and every rollover run this.
 */
export function startSeed(database: Database, media: MediaLookupFn, cfg: SeedConfig) {
  return (now: number): Promise<string | null> =>
    withStartLock(database, SEED_LOCK_KEY, () => seedForStart(database.db, media, cfg, { now }))
}

export interface SeedRolloverOptions {
  /** Applies the seed for the moment `now` (as the boot does); a description of what it did, or null (hash current). */
  apply(now: number): Promise<string | null>
  /** The moment of the seed the rollover follows (the boot's): the first run is after the midnight that follows it. */
  seededAt: number
  /** The clock (default Date.now). */
  now?: () => number
  /** Default ROLLOVER_DELAY_MS. */
  delayMs?: number
  /** The process log: a line when a rollover seeded, an error when one failed. */
  info(msg: string): void
  error(msg: string, err: unknown): void
  /** What the seed holds, for the log line ("catalogue", "catalogue and accounts"). */
  what: string
}

export interface SeedRollover {
  /** The instant the next run is planned for (tests, logs). */
  readonly nextRunAt: number
  /** One run as the timer makes it (tests call it with their clock moved): applies, logs, plans the next; never throws. */
  run(): Promise<string | null>
  /** Clears the timer and waits for a run in progress (shutdown, before the database closes). */
  stop(): Promise<void>
}

/**
 * Runs `apply` a little after each Taipei midnight. The timer is unref'd (it never keeps the process alive); an
 * error is logged and the next run is at the next midnight (the process goes on with the rows it has).
 */
export function startSeedRollover(o: SeedRolloverOptions): SeedRollover {
  const now = o.now ?? Date.now
  const delay = o.delayMs ?? ROLLOVER_DELAY_MS
  let timer: NodeJS.Timeout | undefined
  let running: Promise<string | null> | null = null
  let stopped = false
  let nextRunAt = 0

  // Planned from the moment the last seed was made for, not from when it finished: a boot or a run that ends after
  // the midnight runs again at once instead of a day late; a timer that fires early plans the run for the same day.
  const plan = (from: number) => {
    clearTimeout(timer)
    if (stopped) return
    nextRunAt = from + msUntilNextSeedDay(from) + delay
    timer = setTimeout(() => void run(), Math.max(0, nextRunAt - now()))
    timer.unref()
  }

  const runOnce = async (): Promise<string | null> => {
    const at = now()
    try {
      const seeded = await o.apply(at)
      if (seeded)
        o.info(`seeded the demo ${o.what} for the new day ${zonedDay(SEED_ZONE, at)} in ${SEED_ZONE} (${seeded})`)
      return seeded
    } catch (err) {
      o.error(`the demo seed of ${zonedDay(SEED_ZONE, at)} failed (tried again after the next midnight)`, err)
      return null
    } finally {
      plan(at)
    }
  }

  const run = (): Promise<string | null> => {
    if (!running) running = runOnce().finally(() => (running = null))
    return running
  }

  plan(o.seededAt)
  return {
    get nextRunAt() {
      return nextRunAt
    },
    run,
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    }
  }
}
