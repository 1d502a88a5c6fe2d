/**
 * Realtime reporting of spec §4/§8/§9: on play, open the socket, send the signed init (messageType 3 with sku,
 * resourceId, cid), then every second a type 5 message with the position and status (1 playing, 2 paused).
 * On error it retries up to 3 times, opening the new socket 500 ms after closing the old one; on close every
 * timer is cleared; messages that are not JSON are ignored. The server keeps the resume point from the ticks.
 */
import type { Clock, TimerHandle } from '../services/clock'
import type { SocketConnection, SocketFactory } from '../services/socket'
import type { SocketInitAudio, SocketTick } from '../protocol/types'
import { REPORT_TICK_MS, SOCKET_MAX_RETRIES, SOCKET_RECONNECT_DELAY_MS } from '../utils/constants'

export interface ReporterDeps {
  connect: SocketFactory
  clock: Clock
  url(): string
  /** The latest position and status, read at every tick. */
  snapshot(): { position: number; status: 1 | 2 }
}

export class RealtimeReporter {
  private socket: SocketConnection | null = null
  private tickTimer: TimerHandle | null = null
  private retryTimer: TimerHandle | null = null
  private init: (() => SocketInitAudio) | null = null
  /** Retries used for the current init (reset by start()). */
  retries = 0
  /** Set when the server refused the init (bad token or signature): no more ticks for this track. */
  refused = false

  constructor(private readonly deps: ReporterDeps) {}

  /** Open a socket for a new track; `init` builds a freshly signed init message on every (re)connect. */
  start(init: () => SocketInitAudio): void {
    this.stop()
    this.init = init
    this.retries = 0
    this.refused = false
    this.open()
  }

  /** Close the socket and clear every timer. */
  stop(): void {
    this.init = null
    this.clearRetry()
    this.closeSocket()
  }

  get connected(): boolean {
    return this.socket !== null
  }

  private open(): void {
    if (!this.init) return
    const socket = this.deps.connect(this.deps.url())
    this.socket = socket
    socket.onOpen(() => {
      if (this.socket !== socket || !this.init) return
      socket.send(JSON.stringify(this.init()))
      this.clearTick()
      this.tickTimer = this.deps.clock.setInterval(() => this.tick(), REPORT_TICK_MS)
    })
    socket.onMessage((raw) => {
      let reply: unknown
      try {
        reply = JSON.parse(raw)
      } catch {
        return
      } // spec §8: unparsable messages are ignored
      if (reply && typeof reply === 'object' && (reply as { ok?: unknown }).ok === false && this.socket === socket) {
        this.refused = true
        this.closeSocket()
      }
    })
    socket.onError(() => {
      if (this.socket === socket) this.retry()
    })
    socket.onClose(() => {
      if (this.socket === socket) {
        this.clearTick()
        this.socket = null
      }
    })
  }

  private tick(): void {
    if (!this.socket) return
    const { position, status } = this.deps.snapshot()
    const msg: SocketTick = { messageType: 5, position: Math.max(0, Math.floor(position)), status }
    this.socket.send(JSON.stringify(msg))
  }

  private retry(): void {
    this.closeSocket()
    if (this.retries >= SOCKET_MAX_RETRIES || !this.init) return
    this.retries += 1
    this.clearRetry()
    this.retryTimer = this.deps.clock.setTimeout(() => {
      this.retryTimer = null
      this.open()
    }, SOCKET_RECONNECT_DELAY_MS)
  }

  private closeSocket(): void {
    this.clearTick()
    const s = this.socket
    this.socket = null
    if (s) {
      try {
        s.close()
      } catch {
        /* already closed */
      }
    }
  }

  private clearTick(): void {
    if (this.tickTimer !== null) {
      this.deps.clock.clearInterval(this.tickTimer)
      this.tickTimer = null
    }
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) {
      this.deps.clock.clearTimeout(this.retryTimer)
      this.retryTimer = null
    }
  }
}
