/**
 * Realtime play reporting of spec §4/§8/§9: the meditation audio's play sessions (stores/playSession) report a
 * track's position through it while it plays. On start it opens the socket and sends the init (messageType 3 for
 * a track; 9 for a video, which the course player no longer sends: its position goes by POST /v2/histories, which
 * the play keeper keeps offline — see stores/playSession) signed by the request layer,
 * then every second a type 5 tick with the position and status (1 playing, 2 paused). On error it retries up to
 * 3 times, opening the new socket 500 ms after closing the old one; on close every timer is cleared; messages
 * that are not JSON are ignored; a refused init (`ok: false`) ends the reporting of that play. The server keeps
 * the resume point from the ticks.
 */
import type { Clock, TimerHandle } from '../clock'
import { socketUrl, type SocketConnection, type SocketFactory } from '../socket'
import type { Http } from '../http'
import { deviceLabel } from '../http/device'
import {
  PlayStatus,
  SocketMessageType,
  type AudioPlaySubject,
  type PlayStatusCode,
  type PlaySubject,
  type VideoPlaySubject,
  type SocketInit,
  type SocketTick
} from '../../protocol/realtime'
import { APP_VERSION, REPORT_TICK_MS } from '../../utils/constants'
import { Reconnect } from '../socket/reconnect'

/** Where the player is, read at every tick. */
export interface PlaySnapshot {
  position: number
  status: PlayStatusCode
}

/** The logged-in user a play is reported for. */
export interface PlaySession {
  token: string
  userId: number
}

export interface PlayReporterDeps {
  /** Opens the socket; without it nothing is reported. */
  connect?: SocketFactory
  clock: Clock
  /** The request layer: the socket lives on its API base and it signs the init with its key. */
  http: Pick<Http, 'config' | 'signSocketInit'>
  /** The user to report for, read at `start`; null for a visitor (who reports nothing). */
  session(): PlaySession | null
  snapshot(): PlaySnapshot
}

export class PlayReporter {
  private socket: SocketConnection | null = null
  private tickTimer: TimerHandle | null = null
  private init: (() => SocketInit) | null = null
  private readonly reconnect: Reconnect
  /** Set when the server refused the init (bad token or signature): no more ticks for this play. */
  refused = false

  constructor(private readonly deps: PlayReporterDeps) {
    this.reconnect = new Reconnect(deps.clock)
  }

  /** Retries used for the current play (reset by start()). */
  get retries(): number {
    return this.reconnect.retries
  }

  /**
   * Report a new play (closing the previous one's socket). A visitor, or a build without sockets, reports
   * nothing. The init is signed afresh on every (re)connect, so a retry never reuses a nonce.
   */
  start(subject: PlaySubject): void {
    this.stop()
    const session = this.deps.session()
    if (!session || !this.deps.connect) return
    this.init = (): SocketInit =>
      this.deps.http.signSocketInit(
        { ...subject, token: session.token, userId: session.userId, device: deviceLabel(), version: APP_VERSION },
        this.deps.clock.now()
      )
    this.reconnect.reset()
    this.refused = false
    this.open()
  }

  /** Close the socket and clear every timer. */
  stop(): void {
    this.init = null
    this.reconnect.cancel()
    this.closeSocket()
  }

  get connected(): boolean {
    return this.socket !== null
  }

  private open(): void {
    if (!this.init || !this.deps.connect) return
    const socket = this.deps.connect(socketUrl(this.deps.http.config.base))
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
        return // spec §8: unparsable messages are ignored
      }
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
    const msg: SocketTick = { messageType: SocketMessageType.tick, position: Math.max(0, Math.floor(position)), status }
    this.socket.send(JSON.stringify(msg))
  }

  private retry(): void {
    this.closeSocket()
    if (this.init) this.reconnect.schedule(() => this.open())
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
}

/** The subject of an audio play (init type 3): a track of goods `sku` and its catalogue id `cid`. */
export const audioPlay = (sku: string, resourceId: number, cid: string): AudioPlaySubject => ({
  messageType: SocketMessageType.audioInit,
  sku,
  resourceId,
  cid
})

/** The subject of a video play (init type 9): a lesson or short video of goods `sku`. */
export const videoPlay = (sku: string, videoId: number): VideoPlaySubject => ({
  messageType: SocketMessageType.videoInit,
  sku,
  videoId
})

/** The status a tick reports for a player that is (not) playing. */
export const playStatus = (playing: boolean): PlayStatusCode => (playing ? PlayStatus.playing : PlayStatus.paused)
