/**
 * The one reconnect rule of the app's two sockets (issue 30 item 5): the play-progress reporter
 * (services/playReport) and the live chat (stores/liveChat). After a failure the socket is opened again
 * `SOCKET_RECONNECT_DELAY_MS` later, at most `SOCKET_MAX_RETRIES` times in a row; a good connection (or a new
 * subject) starts the count again. Timers go through the injected clock, so tests drive it with fake time.
 */
import type { Clock, TimerHandle } from '../clock'
import { SOCKET_MAX_RETRIES, SOCKET_RECONNECT_DELAY_MS } from '../../utils/constants'

export class Reconnect {
  /** Retries used since the last good connection. */
  retries = 0
  private timer: TimerHandle | null = null

  constructor(
    private readonly clock: Clock,
    private readonly max = SOCKET_MAX_RETRIES,
    private readonly delayMs = SOCKET_RECONNECT_DELAY_MS
  ) {}

  /** Opens again after the delay; false (nothing scheduled) when the retries are spent. */
  schedule(open: () => void): boolean {
    if (this.retries >= this.max) return false
    this.retries += 1
    this.cancel()
    this.timer = this.clock.setTimeout(() => {
      this.timer = null
      open()
    }, this.delayMs)
    return true
  }

  /** The connection is good again (or serves something new): the next failure starts from zero. */
  reset(): void {
    this.retries = 0
  }

  /** Drops a scheduled reopening (the socket is being closed for good). */
  cancel(): void {
    if (this.timer !== null) {
      this.clock.clearTimeout(this.timer)
      this.timer = null
    }
  }
}
