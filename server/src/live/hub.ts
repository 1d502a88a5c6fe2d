/**
 * Chat fan-out of the live rooms: every process keeps its own sockets per room; a message for a room goes out
 * through the bus (`live.room`, LISTEN/NOTIFY on PostgreSQL) and each process, the sender's included, hands it
 * to its sockets in that room. Messages are stored before they are published, so the bus only carries copies
 * (a viewer who missed one sees it in the history at the next join).
 */
import type { WebSocket } from 'ws'
import type { LiveServerMessage } from '@app/protocol'
import type { Bus } from '../lib/bus'
import { Presence } from './presence'

const CHANNEL = 'live.room'

interface Envelope {
  room: number
  /** Only to this user's sockets (a mute notice, a removal). */
  to?: number
  msg: LiveServerMessage
}

export interface Viewer {
  ws: WebSocket
  userId: number
  nickname: string
}

/**
 * To every process's sockets in a room (or one user's there), without a hub of one's own: the console's
 * moderation (routes/admin/liveChat.ts) reaches the rooms the live routes hold.
 */
export function publishToRoom(bus: Bus, room: number, msg: LiveServerMessage, to?: number): Promise<void> {
  return bus.publish(CHANNEL, { room, msg, ...(to !== undefined ? { to } : {}) } satisfies Envelope)
}

export class LiveHub {
  private rooms = new Map<number, Set<Viewer>>()
  readonly presence: Presence
  private stop: (() => Promise<void>) | null = null

  constructor(private bus: Bus) {
    this.presence = new Presence(bus, (room) =>
      this.deliver(room, { type: 'viewers', viewers: this.presence.viewers(room) })
    )
  }

  async open() {
    await this.presence.open()
    this.stop = await this.bus.subscribe(CHANNEL, (payload) => {
      const e = payload as Envelope
      if (!e || typeof e.room !== 'number' || !e.msg) return
      this.deliver(e.room, e.msg, e.to)
      if (e.msg.type === 'removed' && e.to !== undefined) {
        for (const v of this.rooms.get(e.room) ?? []) if (v.userId === e.to) v.ws.close(4003, 'removed')
      }
    })
  }

  async close() {
    await this.stop?.()
    await this.presence.close()
    for (const set of this.rooms.values()) for (const v of set) v.ws.terminate()
    this.rooms.clear()
  }

  join(room: number, v: Viewer) {
    let set = this.rooms.get(room)
    if (!set) this.rooms.set(room, (set = new Set()))
    set.add(v)
    this.presence.join(room, v.userId)
  }

  leave(room: number, v: Viewer) {
    const set = this.rooms.get(room)
    if (!set?.delete(v)) return
    if (!set.size) this.rooms.delete(room)
    this.presence.leave(room, v.userId)
  }

  /** People in the room on this process (presence.everyone() has every process's). */
  localViewers(room: number): Viewer[] {
    const seen = new Map<number, Viewer>()
    for (const v of this.rooms.get(room) ?? []) seen.set(v.userId, v)
    return [...seen.values()]
  }

  /** To every process: the room's sockets (or one user's). */
  publish(room: number, msg: LiveServerMessage, to?: number): Promise<void> {
    return publishToRoom(this.bus, room, msg, to)
  }

  private deliver(room: number, msg: LiveServerMessage, to?: number) {
    const set = this.rooms.get(room)
    if (!set) return
    const text = JSON.stringify(msg)
    for (const v of set) {
      if (to !== undefined && v.userId !== to) continue
      if (v.ws.readyState === v.ws.OPEN) v.ws.send(text)
    }
  }
}
