/**
 * The player's sleep timer: 15/30/45/60 minutes, or the end of the current track. Over its last
 * 10 seconds it fades the volume out; at zero it pauses the player and puts the volume back. The 'track' choice
 * only counts down: the audio store stops at the track's end and clears the timer. The timer's state (`sleep`,
 * `sleepLeft`) is the player's, so pages read it from the audio store.
 */
import { runInAction } from 'mobx'
import type { Clock, TimerHandle } from '../services/clock'

/** Sleep timer choices in minutes; 'track' stops at the end of the current track. */
export const SLEEP_MINUTES = [15, 30, 45, 60] as const
export type SleepChoice = (typeof SLEEP_MINUTES)[number] | 'track'
/** The sleep timer fades the volume out over its last 10 seconds. */
export const SLEEP_FADE_SECONDS = 10

/** The player the timer runs for: its sleep state, where the track is, and its pause. */
export interface SleepHost {
  /** The running choice, null when off. */
  sleep: SleepChoice | null
  /** Seconds left (updated every second). */
  sleepLeft: number
  readonly currentTime: number
  readonly duration: number
  readonly rate: number
  pause(): void
}

/** Runs for a host whose state it changes; `set` and `clear` are called from the host's actions. */
export class SleepTimer {
  /** The volume the fade has set (1 when not fading). */
  volume = 1
  private endsAt = 0
  private timer: TimerHandle | null = null

  constructor(
    private readonly clock: Clock,
    private readonly host: SleepHost,
    private readonly setVolume: (volume: number) => void
  ) {}

  /** Start the timer with `choice`; null cancels. A running timer is replaced. */
  set(choice: SleepChoice | null): void {
    this.clear()
    if (choice === null) return
    this.host.sleep = choice
    if (choice !== 'track') this.endsAt = this.clock.now() + choice * 60_000
    this.update()
    this.timer = this.clock.setInterval(() => runInAction(() => this.update()), 1000)
  }

  /** Stop the timer and put the volume back. */
  clear(): void {
    if (this.timer !== null) this.clock.clearInterval(this.timer)
    this.timer = null
    this.host.sleep = null
    this.host.sleepLeft = 0
    this.endsAt = 0
    if (this.volume !== 1) this.fade(1)
  }

  private secondsLeft(): number {
    const { sleep, duration, currentTime, rate } = this.host
    if (sleep === 'track') return duration > 0 ? (duration - currentTime) / rate : Infinity
    return (this.endsAt - this.clock.now()) / 1000
  }

  private update(): void {
    const choice = this.host.sleep
    if (choice === null) return
    const left = this.secondsLeft()
    this.host.sleepLeft = Number.isFinite(left) ? Math.max(0, Math.ceil(left)) : 0
    if (left <= 0) {
      if (choice !== 'track') {
        this.host.pause()
        this.clear()
      }
      return // 'track' stops in the audio store's ended handler
    }
    if (left <= SLEEP_FADE_SECONDS) this.fade(Math.max(0, left / SLEEP_FADE_SECONDS))
  }

  private fade(v: number): void {
    this.volume = Math.round(v * 100) / 100
    this.setVolume(this.volume)
  }
}
