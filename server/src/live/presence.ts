/**
 * Who is in which live room, across server processes: each process counts its own sockets per room and tells
 * the others through the bus (`live.presence`) when its count changes; a room's viewers are the sum. A process
 * that goes away without saying so is forgotten after a minute without a refresh.
 */
import { randomBytes } from 'node:crypto'
import type { Bus } from '../lib/bus'

const CHANNEL = 'live.presence'
const STALE_MS = 60_000
const REFRESH_MS = 20_000

interface Report {
  p: string
  room: number
  n: number
}

export class Presence {
  readonly processId = randomBytes(6).toString('hex')
  /** room → user id → sockets of this process */
  private local = new Map<number, Map<number, number>>()
  /** room → process → { n, at } */
  private remote = new Map<number, Map<string, { n: number; at: number }>>()
  private stop: (() => Promise<void>) | null = null
  private timer: NodeJS.Timeout | null = null

  constructor(
    private bus: Bus,
    private onChange: (room: number) => void
  ) {}

  async open() {
    this.stop = await this.bus.subscribe(CHANNEL, (payload) => {
      const r = payload as Report
      if (!r || typeof r.room !== 'number' || r.p === this.processId) return
      let m = this.remote.get(r.room)
      if (!m) this.remote.set(r.room, (m = new Map()))
      m.set(r.p, { n: r.n, at: Date.now() })
      this.onChange(r.room)
    })
    this.timer = setInterval(() => {
      for (const room of this.local.keys()) void this.publish(room)
    }, REFRESH_MS)
    this.timer.unref()
  }

  async close() {
    if (this.timer) clearInterval(this.timer)
    await this.stop?.()
  }

  private publish(room: number) {
    return this.bus
      .publish(CHANNEL, { p: this.processId, room, n: this.localCount(room) } satisfies Report)
      .catch(() => {})
  }

  private localCount(room: number) {
    return this.local.get(room)?.size ?? 0
  }

  /** This process's viewers of a room (user ids). */
  users(room: number): number[] {
    return [...(this.local.get(room)?.keys() ?? [])]
  }

  join(room: number, userId: number) {
    let m = this.local.get(room)
    if (!m) this.local.set(room, (m = new Map()))
    m.set(userId, (m.get(userId) ?? 0) + 1)
    void this.publish(room)
    this.onChange(room)
  }

  leave(room: number, userId: number) {
    const m = this.local.get(room)
    if (!m) return
    const n = (m.get(userId) ?? 1) - 1
    if (n > 0) m.set(userId, n)
    else m.delete(userId)
    if (!m.size) this.local.delete(room)
    void this.publish(room)
    this.onChange(room)
  }

  /** Distinct people in the room on this process plus the other processes' counts. */
  viewers(room: number): number {
    let n = this.localCount(room)
    const now = Date.now()
    for (const [p, r] of this.remote.get(room) ?? []) {
      if (now - r.at > STALE_MS) this.remote.get(room)!.delete(p)
      else n += r.n
    }
    return n
  }
}
