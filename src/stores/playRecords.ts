/**
 * The one play keeper (spec §3 storage keys, §4 launch, §9 the 10-second rule; the guide: nothing a user did is
 * lost). Everything a play session reports goes through it: a meditation play log (`recordPlayData`), a course or
 * live play log (`recordCoursePlayData` / `recordLivePlayData`, with `total_play_time`), a course position
 * (POST /v2/histories; kept under `recordCourseHistory`, the latest per course only: an older position is worth
 * nothing once a newer one exists), and a camp day's progress (POST /v2/commodity/{id}/days/{day}/progress; kept
 * under `recordCampProgress`, the latest per camp day, which keeps a completion an earlier one carried: see
 * `merged`). What cannot be sent is kept and resent at launch, when the network comes back
 * (src/launch.ts) and before a history page reads the server. Sends and resends run one at a time, in order, so a
 * kept record is never sent twice and an older position never lands after a newer one: the server needs no
 * reconciliation between the client's channels. Kept logs under 10 s are dropped at resend.
 */
import type { Storage, StorageKeyName } from '../services/storage'
import { StorageKey } from '../services/storage'
import type { PlayLogBody } from '../protocol/meditation'
import type { CampProgressRecord } from '../protocol/events'
import { MIN_PLAY_LOG_SECONDS } from '../utils/constants'
import { isApiError } from '../services/http/errors'

/**
 * The three kinds of play log; `position`: a course position (POST /v2/histories); `camp`: a camp day's progress
 * (a `CampProgressRecord`).
 */
export type RecordKind = 'meditation' | 'course' | 'live' | 'position' | 'camp'

export const RECORD_KEYS: Record<RecordKind, StorageKeyName> = {
  meditation: StorageKey.recordPlayData,
  course: StorageKey.recordCoursePlayData,
  live: StorageKey.recordLivePlayData,
  position: StorageKey.recordCourseHistory,
  camp: StorageKey.recordCampProgress
}
const KINDS = Object.keys(RECORD_KEYS) as RecordKind[]

/** How long a page waits at most for the keeper's sends before it reads (`settled`). */
export const SETTLE_WAIT_MS = 3_000

/** At most this many records per key are kept (a device offline for weeks must not fill its storage). */
export const MAX_KEPT_RECORDS = 200

export function playedSeconds(kind: RecordKind, record: unknown): number {
  if (!record || typeof record !== 'object') return 0
  const r = record as Record<string, unknown>
  const v = kind === 'meditation' ? r.playtime : r.total_play_time
  return typeof v === 'number' && Number.isFinite(v) ? v : 0
}

/** Kinds whose records replace each other per slot (a course; a camp day) instead of adding up. */
const isSlotted = (kind: RecordKind): boolean => kind === 'position' || kind === 'camp'

/** Whether a kept record is still worth sending: a play log from 10 s; any position or camp progress. */
const due = (kind: RecordKind, record: unknown): boolean =>
  isSlotted(kind) || playedSeconds(kind, record) >= MIN_PLAY_LOG_SECONDS

/**
 * Positions of the same course replace each other (one kept per course), and so do the progress reports of the
 * same camp day; play logs add up, each its own.
 */
const sameSlot = (kind: RecordKind, a: unknown, b: unknown): boolean => {
  const x = a as Record<string, unknown>
  const y = b as Record<string, unknown>
  if (kind === 'position') return x.course_id === y.course_id
  if (kind === 'camp') return x.commodity_id === y.commodity_id && x.day === y.day
  return false
}

/**
 * What replaces `older` in its slot. A course position: the newer one as it is. A camp day's progress: the newer
 * one, still completing the day if the older did (a pause after "mark as done" must not undo it) and at the
 * furthest position (what the server keeps anyway).
 */
function merged(kind: RecordKind, older: unknown, newer: unknown): unknown {
  if (kind !== 'camp' || !older) return newer
  const o = older as CampProgressRecord
  const n = newer as CampProgressRecord
  const out: CampProgressRecord = { ...n, position: Math.max(o.position, n.position) }
  if (o.done || n.done) out.done = true
  return out
}

/** Kept records of a key; an older single-object value reads as a list of one. */
export function readRecords<T = unknown>(storage: Storage, kind: RecordKind): T[] {
  const v = storage.get<T | T[]>(RECORD_KEYS[kind])
  if (v === undefined || v === null) return []
  return Array.isArray(v) ? v : [v]
}

function writeRecords(storage: Storage, kind: RecordKind, list: unknown[]): void {
  if (list.length) storage.set(RECORD_KEYS[kind], list.slice(-MAX_KEPT_RECORDS))
  else storage.remove(RECORD_KEYS[kind])
}

export function keepRecord(storage: Storage, kind: RecordKind, record: unknown): void {
  const all = readRecords(storage, kind)
  const older = all.find((r) => sameSlot(kind, r, record))
  const list = all.filter((r) => !sameSlot(kind, r, record))
  writeRecords(storage, kind, [...list, merged(kind, older, record)])
}

/**
 * Whether a failed send is worth keeping: the network, the server or an expired login may recover; a record
 * the server rejects as malformed never will.
 */
export function worthKeeping(err: unknown): boolean {
  if (!isApiError(err)) return true
  return err.kind !== 'bad-request' && err.kind !== 'not-found'
}

export type RecordSender = (record: unknown) => Promise<unknown>
export type LogResult = 'sent' | 'kept' | 'dropped'

export type { PlayLogBody }

export class PlayLogKeeper {
  private readonly senders: Partial<Record<RecordKind, RecordSender>>
  /** The tail of the queue every send and resend runs on, one at a time. */
  private queue: Promise<unknown> = Promise.resolve()
  private resentOnce: Promise<number> | null = null

  constructor(
    private readonly storage: Storage,
    senders: Partial<Record<RecordKind, RecordSender>>,
    private readonly loggedIn: () => boolean
  ) {
    this.senders = { ...senders }
  }

  /** Replace how records of a kind are sent. */
  setSender(kind: RecordKind, send: RecordSender): void {
    this.senders[kind] = send
  }

  private enqueue<T>(job: () => Promise<T>): Promise<T> {
    const run = this.queue.then(job, job)
    this.queue = run.catch(() => undefined)
    return run
  }

  /**
   * Send one record now (after what is queued before it). One that fails for a reason that may pass is kept;
   * a record logged without a login is kept for the user who logs in. A position (or camp progress) sent replaces
   * the kept one of its slot, and carries what that one held (`merged`).
   */
  log(kind: RecordKind, record: unknown): Promise<LogResult> {
    if (!this.loggedIn()) {
      this.keep(kind, record)
      return Promise.resolve('kept')
    }
    return this.enqueue(async (): Promise<LogResult> => {
      const send = this.senders[kind]
      const slotted = isSlotted(kind)
      const older = slotted ? this.kept(kind).find((r) => sameSlot(kind, r, record)) : undefined
      const full = merged(kind, older, record)
      try {
        if (!send) throw new Error(`no sender for ${kind} records`)
        await send(full)
        if (slotted) this.drop(kind, (r) => sameSlot(kind, r, record))
        return 'sent'
      } catch (e) {
        if (!worthKeeping(e)) return 'dropped'
        this.keep(kind, full)
        return 'kept'
      }
    })
  }

  /** Keep a record that could not be sent (or waits for a login). */
  keep(kind: RecordKind, record: unknown): void {
    keepRecord(this.storage, kind, record)
  }

  /** The kept records of a kind, oldest first. */
  kept<T = unknown>(kind: RecordKind): T[] {
    return readRecords<T>(this.storage, kind)
  }

  private drop(kind: RecordKind, which: (r: unknown) => boolean): void {
    const list = readRecords(this.storage, kind)
    const rest = list.filter((r) => !which(r))
    if (rest.length !== list.length) writeRecords(this.storage, kind, rest)
  }

  /** Drop one kept copy of `record` (as it is stored now: a send is written off at once, never sent twice). */
  private dropOne(kind: RecordKind, record: unknown): void {
    const list = readRecords(this.storage, kind)
    const json = JSON.stringify(record)
    const i = list.findIndex((r) => JSON.stringify(r) === json)
    if (i >= 0) writeRecords(this.storage, kind, [...list.slice(0, i), ...list.slice(i + 1)])
  }

  /**
   * Resend every kind's kept records (launch, network back): logs under 10 s are dropped, those that still fail
   * for a passing reason stay. Without a login they wait. Returns how many were sent.
   */
  resendAll(): Promise<number> {
    if (!this.loggedIn()) return Promise.resolve(0)
    return this.enqueue(async () => {
      let sent = 0
      for (const kind of KINDS) sent += await this.resendKind(kind)
      return sent
    })
  }

  /**
   * What an earlier session could not send, resent once per session once logged in: the course tab's row and the
   * history page wait on it before reading the history from the server.
   */
  resendOnce(): Promise<number> {
    if (!this.loggedIn()) return Promise.resolve(0)
    this.resentOnce ??= this.resendAll().catch(() => 0)
    return this.resentOnce
  }

  /**
   * Before a page reads what the keeper writes (the course tab's row, the history page): what an earlier session
   * kept is resent (once per session) and the sends already queued (the position the player just reported on
   * leaving) have landed, so the list includes them.
   */
  async settled(maxWaitMs = SETTLE_WAIT_MS): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined
    // a send stuck on a bad network (up to the request time-out) must not hold the page: it reads after a while
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, maxWaitMs)))
    await Promise.race([this.resendOnce().then(() => this.queue), late])
    clearTimeout(timer)
  }

  private async resendKind(kind: RecordKind): Promise<number> {
    const all = readRecords(this.storage, kind)
    if (all.length === 0) return 0
    const send = this.senders[kind]
    const pending = all.filter((r) => due(kind, r))
    if (!send) {
      // nobody can send this kind yet: drop only the short ones
      writeRecords(this.storage, kind, pending)
      return 0
    }
    let sent = 0
    for (const r of pending) {
      try {
        await send(r)
        sent++
        this.dropOne(kind, r)
      } catch (e) {
        if (!worthKeeping(e)) this.dropOne(kind, r)
      }
    }
    // the short ones go
    this.drop(kind, (x) => !due(kind, x))
    return sent
  }
}
