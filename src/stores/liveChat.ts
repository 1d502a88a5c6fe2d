/**
 * The live room's chat (socket `GET /ws/live`, src/protocol/live.ts): joins the room with a signed join, keeps the
 * messages (history on join, then pushed ones), the viewer count, the pinned message, whether the viewer is muted
 * or removed and the room status the teacher sets. On error it reconnects up to 3 times, 500 ms after closing the
 * old socket (spec §8/§9, as the play reporter); unparsable messages are ignored.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { RootStore } from './RootStore'
import { systemClock, type Clock, type TimerHandle } from '../services/clock'
import type { SocketConnection } from '../services/socket'
import type { LiveMessageDTO, LiveServerMessage, LiveStatusCode } from '../protocol/live'
import { SOCKET_MAX_RETRIES, SOCKET_RECONNECT_DELAY_MS } from '../utils/constants'
import { getLocale } from '../i18n'
import '../services/api/live'

/** Barrage messages stay on screen this long. */
const BARRAGE_MS = 8000
const MAX_MESSAGES = 300

export class LiveChat {
  messages: LiveMessageDTO[] = []
  /** Barrage (kind 2) messages flying over the video now. */
  barrage: LiveMessageDTO[] = []
  before: number | null = null
  viewers = 0
  muted = false
  removed = false
  joined = false
  reconnecting = false
  pinned: LiveMessageDTO | null = null
  /**
   * How many times the room has been joined (reconnects included): a status the teacher set before a join was
   * never pushed to this connection, so the room re-reads its state at each join.
   */
  joins = 0
  /** The last status the teacher set (pushed), null until one arrives. */
  status: LiveStatusCode | null = null
  /** The last refusal (translated by the server). */
  error: string | null = null
  private socket: SocketConnection | null = null
  private retryTimer: TimerHandle | null = null
  private retries = 0
  private closed = false
  private clock: Clock

  constructor(
    private root: RootStore,
    readonly id: number
  ) {
    this.clock = root.deps.clock ?? systemClock
    makeAutoObservable<LiveChat, 'root' | 'socket' | 'retryTimer' | 'clock'>(this, {
      root: false,
      socket: false,
      retryTimer: false,
      clock: false
    })
  }

  get canPost(): boolean {
    return this.joined && !this.muted && !this.removed
  }

  open(): void {
    const connect = this.root.deps.connectSocket
    const { user, token } = this.root.user
    if (!connect || !user || !token || this.closed) return
    const api = this.root.deps.api.live
    const s = connect(api.chatUrl(getLocale()))
    this.socket = s
    s.onOpen(() => {
      s.send(JSON.stringify(api.signJoin({ type: 'join', id: this.id, token, userId: user.id }, this.clock.now())))
    })
    s.onMessage((data) => {
      let m: LiveServerMessage
      try {
        m = JSON.parse(data) as LiveServerMessage
      } catch {
        return
      }
      if (m && typeof m === 'object') this.receive(m)
    })
    s.onError(() => this.retry(s))
    s.onClose(() => {
      if (this.socket === s) runInAction(() => (this.joined = false))
    })
  }

  private retry(s: SocketConnection) {
    if (this.socket !== s || this.closed || this.removed) return
    s.close()
    this.socket = null
    this.joined = false
    if (this.retries >= SOCKET_MAX_RETRIES) {
      this.reconnecting = false
      return
    }
    this.retries++
    this.reconnecting = true
    this.retryTimer = this.clock.setTimeout(() => {
      this.retryTimer = null
      this.open()
    }, SOCKET_RECONNECT_DELAY_MS)
  }

  close(): void {
    this.closed = true
    if (this.retryTimer) this.clock.clearTimeout(this.retryTimer)
    this.retryTimer = null
    this.socket?.close()
    this.socket = null
  }

  receive(m: LiveServerMessage): void {
    switch (m.type) {
      case 'joined':
        this.joined = true
        this.joins += 1
        this.reconnecting = false
        this.retries = 0
        this.messages = m.history
        this.before = m.before
        this.viewers = m.viewers
        this.muted = m.muted
        break
      case 'message':
        if (this.messages.some((x) => x.id === m.message.id)) return
        this.messages = [...this.messages, m.message].slice(-MAX_MESSAGES)
        if (m.message.kind === 2) this.fly(m.message)
        break
      case 'viewers':
        this.viewers = m.viewers
        break
      case 'pinned':
        this.pinned = m.message
        break
      case 'status':
        this.status = m.live_status
        break
      case 'muted':
        this.muted = m.muted
        break
      case 'hidden':
        this.messages = this.messages.filter((x) => x.id !== m.id)
        this.barrage = this.barrage.filter((x) => x.id !== m.id)
        if (this.pinned?.id === m.id) this.pinned = null
        break
      case 'removed':
        this.removed = true
        this.close()
        break
      case 'error':
        this.error = m.msg
        break
    }
  }

  private fly(m: LiveMessageDTO) {
    this.barrage = [...this.barrage, m].slice(-6)
    this.clock.setTimeout(() => {
      runInAction(() => {
        this.barrage = this.barrage.filter((x) => x.id !== m.id)
      })
    }, BARRAGE_MS)
  }

  /** Posts a message; false when it cannot be sent now (not joined, muted, removed, blank). */
  send(text: string, kind: 1 | 2 = 1): boolean {
    const body = text.trim()
    if (!body || !this.canPost || !this.socket) return false
    this.error = null
    this.socket.send(JSON.stringify({ type: 'send', kind, text: body }))
    return true
  }

  async loadOlder(): Promise<void> {
    if (!this.before) return
    const page = await this.root.deps.api.live.history(this.id, this.before)
    runInAction(() => {
      const known = new Set(this.messages.map((m) => m.id))
      this.messages = [...page.list.filter((m) => !known.has(m.id)), ...this.messages]
      this.before = page.before
    })
  }
}
