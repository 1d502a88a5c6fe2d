/**
 * Who is in which live room, across server processes: each process keeps its own sockets per room and tells
 * the others through the bus (`live.presence`) when its room changes: its count and who (user ids, the first
 * MAX_IDS of them: a bus payload is small). A room's viewers are the distinct people of every process; its list
 * (the teacher's console) the union of the processes' ids. A process starting asks the others to report (so it
 * knows the rooms at once); one closing reports its rooms empty; one that goes away without saying so is
 * forgotten after a minute without a refresh.
 */
import { randomBytes } from 'node:crypto'
import type { Bus } from '../lib/bus'

const CHANNEL = 'live.presence'
export const PRESENCE_STALE_MS = 60_000
const REFRESH_MS = 20_000
/** User ids per report: ~11 bytes each, well inside the bus's payload limit. */
const MAX_IDS = 500

interface Report {
  p: string
  room: number
  n: number
  /** The process's viewers of the room (at most MAX_IDS). */
  u: number[]
}

/** A process asking the others to report their rooms. */
interface Hello {
  p: string
  hello: true
}

interface Remote {
  n: number
  users: number[]
  at: number
}

export class Presence {
  readonly processId = randomBytes(6).toString('hex')
  /** room → user id → sockets of this process */
  private local = new Map<number, Map<number, number>>()
  /** room → process → its report */
  private remote = new Map<number, Map<string, Remote>>()
  private stop: (() => Promise<void>) | null = null
  private timer: NodeJS.Timeout | null = null

  constructor(
    private bus: Bus,
    private onChange: (room: number) => void,
    private clock: () => number = Date.now
  ) {}

  async open() {
    this.stop = await this.bus.subscribe(CHANNEL, (payload) => {
      const m = payload as Partial<Report & Hello> | null
      if (!m || typeof m.p !== 'string' || m.p === this.processId) return
      if (m.hello === true) {
        for (const room of this.local.keys()) void this.publish(room)
        return
      }
      if (typeof m.room !== 'number' || typeof m.n !== 'number') return
      const users = Array.isArray(m.u) ? m.u.filter((u): u is number => Number.isInteger(u)) : []
      let rooms = this.remote.get(m.room)
      if (!rooms) this.remote.set(m.room, (rooms = new Map()))
      if (m.n > 0) rooms.set(m.p, { n: m.n, users, at: this.clock() })
      else rooms.delete(m.p)
      if (!rooms.size) this.remote.delete(m.room)
      this.onChange(m.room)
    })
    await this.bus.publish(CHANNEL, { p: this.processId, hello: true } satisfies Hello).catch(() => {})
    this.timer = setInterval(() => {
      for (const room of this.local.keys()) void this.publish(room)
    }, REFRESH_MS)
    this.timer.unref()
  }

  async close() {
    if (this.timer) clearInterval(this.timer)
    // the others forget this process's viewers now rather than in a minute
    const rooms = [...this.local.keys()]
    this.local.clear()
    await Promise.all(rooms.map((room) => this.publish(room)))
    await this.stop?.()
  }

  private publish(room: number) {
    return this.bus
      .publish(CHANNEL, {
        p: this.processId,
        room,
        n: this.localCount(room),
        u: this.users(room).slice(0, MAX_IDS)
      } satisfies Report)
      .catch(() => {})
  }

  private localCount(room: number) {
    return this.local.get(room)?.size ?? 0
  }

  /** This process's viewers of a room (user ids). */
  users(room: number): number[] {
    return [...(this.local.get(room)?.keys() ?? [])]
  }

  /** The other processes' fresh reports of a room (stale ones are dropped). */
  private others(room: number): Remote[] {
    const rooms = this.remote.get(room)
    if (!rooms) return []
    const now = this.clock()
    for (const [p, r] of rooms) if (now - r.at > PRESENCE_STALE_MS) rooms.delete(p)
    if (!rooms.size) this.remote.delete(room)
    return [...rooms.values()]
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

  /**
   * Distinct people in the room over every process: this process's count when it is alone (no set to build on
   * each join), the union of the ids when every other report lists all of its viewers, else the sum of counts.
   */
  viewers(room: number): number {
    const others = this.others(room)
    if (others.length && others.every((r) => r.users.length === r.n)) return this.everyone(room).length
    return others.reduce((n, r) => n + r.n, this.localCount(room))
  }

  /** The ids of the room's viewers over every process: this process's first, then the others' (deduplicated). */
  everyone(room: number): number[] {
    const ids = new Set(this.users(room))
    for (const r of this.others(room)) for (const u of r.users) ids.add(u)
    return [...ids]
  }
}
