/**
 * The live room's chat (socket `GET /ws/live`, src/protocol/live.ts): joins the room with a signed join, keeps the
 * messages (history on join, then pushed ones), the viewer count, the pinned message, whether the viewer is muted
 * or removed and the room status the teacher sets. On error, or when a joined room's connection is lost, it
 * reconnects as the play reporter does (one rule: services/socket/reconnect, spec §8/§9); unparsable messages are
 * ignored.
 *
 * A store of the RootStore's (it reads the user, the clock and the socket factory from it) that the live room and
 * the teacher's console create for their live and close when they leave, rather than a field of the RootStore:
 * the RootStore is in the app's main package, and holding the chat there would bring this file and the live API
 * module into the main package and the first load (the live pages are a subpackage; issue 30 item 5, decided).
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { RootStore } from './RootStore'
import { systemClock, type Clock } from '../services/clock'
import type { SocketConnection } from '../services/socket'
import type { LiveMessageDTO, LiveServerMessage, LiveStatusCode } from '../protocol/live'
import { Reconnect } from '../services/socket/reconnect'
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
  private closed = false
  private clock: Clock
  private reconnect: Reconnect

  constructor(
    private root: RootStore,
    readonly id: number
  ) {
    this.clock = root.deps.clock ?? systemClock
    this.reconnect = new Reconnect(this.clock)
    makeAutoObservable<LiveChat, 'root' | 'socket' | 'reconnect' | 'clock'>(this, {
      root: false,
      socket: false,
      reconnect: false,
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
      if (this.socket !== s) return
      const wasJoined = this.joined
      runInAction(() => (this.joined = false))
      // A room that was joined and is lost without an error (the server restarted, a proxy dropped the connection)
      // is joined again as after an error; a connection closed before it joined was refused (removed, not of the
      // enterprise: the server said why) and is not opened again.
      if (wasJoined) this.retry(s)
    })
  }

  private retry(s: SocketConnection) {
    if (this.socket !== s || this.closed || this.removed) return
    this.socket = null
    s.close()
    this.joined = false
    this.reconnecting = this.reconnect.schedule(() => this.open())
  }

  close(): void {
    this.closed = true
    this.reconnect.cancel()
    this.socket?.close()
    this.socket = null
  }

  receive(m: LiveServerMessage): void {
    switch (m.type) {
      case 'joined':
        this.joined = true
        this.joins += 1
        this.reconnecting = false
        this.reconnect.reset()
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
