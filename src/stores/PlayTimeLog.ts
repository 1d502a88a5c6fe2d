/**
 * The meditation player's play time and play logs (spec §4, §9): a one-second tick counts the seconds the
 * track plays; when the play ends (a new track, the end, stop) it is logged through RootStore's PlayLogKeeper if
 * it lasted at least 10 s; the keeper keeps a log it cannot send (`recordPlayData`) and resends it at launch.
 * The counts (`playTime`, `logsSent`) are the player's state, so pages read them from the audio store.
 */
import { runInAction } from 'mobx'
import type { Clock, TimerHandle } from '../services/clock'
import type { PlayLogBody } from '../protocol/meditation'
import type { PlayLogKeeper } from './playRecords'
import { MIN_PLAY_LOG_SECONDS } from '../utils/constants'

/** The player whose play time is counted (its observable state, changed here inside actions). */
export interface PlayTimeHost {
  readonly playing: boolean
  /** Seconds counted by the tick while playing, since the track started (or was logged). */
  playTime: number
  /** Play logs sent by this session (history pages refresh on it). */
  logsSent: number
}

export interface PlayTimeLogDeps {
  clock: Clock
  keeper: PlayLogKeeper
  loggedIn(): boolean
}

/** Where a finished play stopped: the log's stop position becomes the server's resume point of the track. */
export interface FinishedPlay {
  sku: string
  resourceId: number
  position: number
}

export class PlayTimeLog {
  private timer: TimerHandle | null = null

  constructor(
    private readonly host: PlayTimeHost,
    private readonly deps: PlayTimeLogDeps
  ) {}

  /** Start the tick (a second start keeps the one tick). */
  start(): void {
    if (this.timer === null) this.timer = this.deps.clock.setInterval(() => this.tick(), 1000)
  }

  /** Stop the tick (pause, error, end). */
  stop(): void {
    if (this.timer !== null) this.deps.clock.clearInterval(this.timer)
    this.timer = null
  }

  private tick(): void {
    if (this.host.playing) runInAction(() => (this.host.playTime += 1))
  }

  /** End the current play: log it when it played ≥ 10 s (`play` null: nothing to log), then reset the count. */
  finish(play: FinishedPlay | null): void {
    const playtime = this.host.playTime
    if (play && playtime >= MIN_PLAY_LOG_SECONDS)
      void this.log({ sku: play.sku, resource_id: play.resourceId, playtime, position: play.position })
    runInAction(() => (this.host.playTime = 0))
  }

  /** POST playLog (only from 10 s; visitors have nobody to log for); an unsent log is kept by the keeper. */
  async log(entry: PlayLogBody): Promise<boolean> {
    if (entry.playtime < MIN_PLAY_LOG_SECONDS || !this.deps.loggedIn()) return false
    const sent = (await this.deps.keeper.log('meditation', entry)) === 'sent'
    if (sent) this.counted(1)
    return sent
  }

  /** Launch (spec §4): resend the kept records of every kind through the keeper. */
  async recover(): Promise<number> {
    const sent = await this.deps.keeper.resendAll()
    if (sent) this.counted(sent)
    return sent
  }

  private counted(logs: number): void {
    runInAction(() => (this.host.logsSent += logs))
  }
}
