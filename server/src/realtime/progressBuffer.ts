/**
 * Buffers socket ticks and writes them as one multi-row upsert about once a second (server-setup-notes §6:
 * PGlite absorbs ~500 row-by-row writes/s but a 1 000-row upsert takes ~80 ms). Only the latest tick per
 * user + kind + resource is kept, so a burst of ticks costs one row. Reads look at the buffer first, so the
 * resume point is never older than the last tick received.
 *
 * Loss bound: SIGTERM/SIGINT (and an uncaught error) flush the buffer before the process exits (server.ts,
 * app.close); a SIGKILL or power loss loses at most the last `intervalMs` (1 s) of ticks.
 * Write-through (`writeThrough`, on when several processes share a PostgreSQL database): every tick is written
 * at once — ticks that arrive while a write is under way are coalesced into the next one — so another process
 * reads the position as soon as the write lands, and a SIGKILL loses only the write in flight.
 */
import type { ProgressRepo, ProgressRow } from '../db/repos/progress'

export class ProgressBuffer {
  private pending = new Map<string, ProgressRow>()
  private timer: NodeJS.Timeout | null = null
  private flushing: Promise<void> = Promise.resolve()
  /** Write-through: a flush is already queued behind the one under way. */
  private queued = false

  constructor(
    private repo: ProgressRepo,
    private opts: { intervalMs?: number; writeThrough?: boolean; onError?: (err: unknown) => void } = {}
  ) {}

  private key(userId: number, kind: number, resourceId: number) {
    return `${userId}:${kind}:${resourceId}`
  }

  record(row: ProgressRow): void {
    this.pending.set(this.key(row.userId, row.kind, row.resourceId), row)
    if (this.opts.writeThrough) {
      if (!this.queued) {
        this.queued = true
        void this.flushing.then(() => {
          this.queued = false
          return this.flush()
        })
      }
      return
    }
    if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null
        void this.flush()
      }, this.opts.intervalMs ?? 1000)
      this.timer.unref()
    }
  }

  /** Writes everything buffered so far; concurrent calls are chained so batches never interleave. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (!this.pending.size) return
      const batch = [...this.pending.values()]
      this.pending.clear()
      try {
        await this.repo.upsertMany(batch)
      } catch (err) {
        // Keep the rows for the next attempt unless newer ticks replaced them meanwhile.
        for (const r of batch) {
          const k = this.key(r.userId, r.kind, r.resourceId)
          if (!this.pending.has(k)) this.pending.set(k, r)
        }
        this.opts.onError?.(err)
        // write-through has no timer of its own: retry the kept rows after the batch interval
        if (this.opts.writeThrough && !this.timer) {
          this.timer = setTimeout(() => {
            this.timer = null
            void this.flush()
          }, this.opts.intervalMs ?? 1000)
          this.timer.unref()
        }
      }
    })
    return this.flushing
  }

  /** Drops a buffered tick (its position is being written another way, e.g. with a course's watch history). */
  forget(userId: number, kind: number, resourceId: number): void {
    this.pending.delete(this.key(userId, kind, resourceId))
  }

  /** The latest position: buffered tick first, then the stored resume point; 0 when none. */
  async position(userId: number, kind: number, resourceId: number): Promise<number> {
    const buffered = this.pending.get(this.key(userId, kind, resourceId))
    if (buffered) return buffered.position
    return (await this.repo.get(userId, kind, resourceId))?.position ?? 0
  }

  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    await this.flush()
  }
}
