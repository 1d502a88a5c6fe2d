/**
 * Unsent play records (spec §3 storage keys, §4 launch, §9 the 10-second rule). A meditation play log that
 * cannot be sent is kept under `recordPlayData`; course and live players keep theirs under
 * `recordCoursePlayData` / `recordLivePlayData` with `total_play_time`. At launch every kept record of at
 * least 10 s is sent again; shorter ones are dropped; records that still fail stay for the next launch.
 */
import type { Storage, StorageKeyName } from '../services/storage'
import { StorageKey } from '../services/storage'
import type { PlayLogBody } from '../protocol/meditation'
import { MIN_PLAY_LOG_SECONDS } from '../utils/constants'
import { isApiError } from '../services/http/errors'

/** A course or live record as the course and live players keep it. */
export interface TimedRecord {
  sku: string
  total_play_time: number
  [field: string]: unknown
}

export type RecordKind = 'meditation' | 'course' | 'live'

export const RECORD_KEYS: Record<RecordKind, StorageKeyName> = {
  meditation: StorageKey.recordPlayData,
  course: StorageKey.recordCoursePlayData,
  live: StorageKey.recordLivePlayData
}

/** At most this many records per key are kept (a device offline for weeks must not fill its storage). */
export const MAX_KEPT_RECORDS = 200

export function playedSeconds(kind: RecordKind, record: unknown): number {
  if (!record || typeof record !== 'object') return 0
  const r = record as Record<string, unknown>
  const v = kind === 'meditation' ? r.playtime : r.total_play_time
  return typeof v === 'number' && Number.isFinite(v) ? v : 0
}

/** Kept records of a key; an older single-object value reads as a list of one. */
export function readRecords<T = unknown>(storage: Storage, kind: RecordKind): T[] {
  const v = storage.get<T | T[]>(RECORD_KEYS[kind])
  if (v === undefined || v === null) return []
  return Array.isArray(v) ? v : [v]
}

export function keepRecord(storage: Storage, kind: RecordKind, record: unknown): void {
  const list = readRecords(storage, kind)
  list.push(record)
  storage.set(RECORD_KEYS[kind], list.slice(-MAX_KEPT_RECORDS))
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

/** Send every kept record of `kind` through `send`; returns how many were sent. */
export async function resendRecords(
  storage: Storage,
  kind: RecordKind,
  send: RecordSender | undefined
): Promise<number> {
  const all = readRecords(storage, kind)
  if (all.length === 0) return 0
  const due = all.filter((r) => playedSeconds(kind, r) >= MIN_PLAY_LOG_SECONDS)
  if (!send) {
    // nobody can send this kind yet: drop only the short ones
    if (due.length) storage.set(RECORD_KEYS[kind], due)
    else storage.remove(RECORD_KEYS[kind])
    return 0
  }
  storage.remove(RECORD_KEYS[kind])
  const failed: unknown[] = []
  let sent = 0
  for (const r of due) {
    try {
      await send(r)
      sent++
    } catch (e) {
      if (worthKeeping(e)) failed.push(r)
    }
  }
  // records kept meanwhile (a play that ended during the resend) stay as well
  const meanwhile = readRecords(storage, kind)
  const rest = [...failed, ...meanwhile]
  if (rest.length) storage.set(RECORD_KEYS[kind], rest.slice(-MAX_KEPT_RECORDS))
  return sent
}

export type { PlayLogBody }

/**
 * The one keeper of play logs for the three kinds (meditation, course, live): sends a log through its kind's
 * sender, keeps what cannot be sent yet and resends every kind at launch. RootStore builds it with the API's
 * senders; the audio store, the course player and the live room all log through it.
 */
export class PlayLogKeeper {
  private readonly senders: Partial<Record<RecordKind, RecordSender>>

  constructor(
    private readonly storage: Storage,
    senders: Partial<Record<RecordKind, RecordSender>>,
    private readonly loggedIn: () => boolean
  ) {
    this.senders = { ...senders }
  }

  /** Replace how kept records of a kind are sent. */
  setSender(kind: RecordKind, send: RecordSender): void {
    this.senders[kind] = send
  }

  /** Send one record of `kind` now through its sender (rejects as the sender does). */
  async send(kind: RecordKind, record: unknown): Promise<void> {
    const send = this.senders[kind]
    if (!send) throw new Error(`no sender for ${kind} play logs`)
    await send(record)
  }

  /** Send one record now; one that fails for a reason that may pass is kept for the next launch. */
  async log(kind: RecordKind, record: unknown): Promise<'sent' | 'kept' | 'dropped'> {
    try {
      await this.send(kind, record)
      return 'sent'
    } catch (e) {
      if (!worthKeeping(e)) return 'dropped'
      this.keep(kind, record)
      return 'kept'
    }
  }

  /** Keep a record that could not be sent (or waits for a login). */
  keep(kind: RecordKind, record: unknown): void {
    keepRecord(this.storage, kind, record)
  }

  /** Launch: resend every kind's kept records (logs belong to a user: without a login they wait). */
  async resendAll(): Promise<number> {
    if (!this.loggedIn()) return 0
    let sent = 0
    for (const kind of Object.keys(RECORD_KEYS) as RecordKind[])
      sent += await resendRecords(this.storage, kind, this.senders[kind])
    return sent
  }
}
