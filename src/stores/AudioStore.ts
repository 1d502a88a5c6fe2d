/**
 * The background audio store (spec §3 audio state, §4 transitions, §9 constants). It drives one AudioBackend
 * (src/services/audio) and never touches a platform API, so the whole state machine runs in jest with a fake
 * backend, a fake clock and a fake socket.
 *
 * Transitions (spec §4, issue 4 §2):
 * - track end: with background music on (the main player plays the scene music, e.g. the meditation timer),
 *   the scene music restarts. Otherwise the play is logged, the counters reset, single mode replays the track
 *   and list mode plays the next one; a non-member skips VIP tracks; at the end of the list a message says it
 *   is already the last one, or that membership has expired and it is the last one;
 * - a one-second tick counts play time while playing; pause stops it;
 * - starting a new track logs the previous one if it played at least 10 s;
 * - scene music can play under the guide (a second player), switched off with `closeBackgroundMusic`;
 * - switching tabs pauses (the tab bar calls `pause()`).
 * Play logs that cannot be sent are kept (`recordPlayData`) and resent at launch (`recoverPlayRecords`).
 */
import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import type { RootStore } from './RootStore'
import type { AudioBackend, AudioEvents } from '../services/audio/types'
import type { Clock, TimerHandle } from '../services/clock'
import type { PlayInfoDTO, PlayLogBody, ResourceDTO } from '../protocol/meditation'
import type { SocketInitAudio } from '../protocol/types'
import { RealtimeReporter } from './realtimeReporter'
import { worthKeeping, type RecordSender } from './playRecords'
import { socketUrl } from '../services/socket'
import { StorageKey } from '../services/storage'
import { signNonce, signSocketInit, signTimestamp, DEV_SIGN_KEY } from '../protocol/signature'
import { deviceLabel } from '../services/http/device'
import { errorText, isApiError } from '../services/http/errors'
import { APP_VERSION, MIN_PLAY_LOG_SECONDS } from '../utils/constants'
import { t } from '../i18n'

export type PlayMode = 'single' | 'list'
export type LoadState = 'idle' | 'loading' | 'ready' | 'error'

/** Playback speed range (issue 4 §6). */
export const MIN_RATE = 0.75
export const MAX_RATE = 1.25
/** Sleep timer choices in minutes (issue 4 §6); 'track' stops at the end of the current track. */
export const SLEEP_MINUTES = [15, 30, 45, 60] as const
export type SleepChoice = (typeof SLEEP_MINUTES)[number] | 'track'
/** The sleep timer fades the volume out over its last 10 seconds. */
export const SLEEP_FADE_SECONDS = 10
/** Resume only when the saved point leaves this much of the track; else start over. */
const RESUME_TAIL_SECONDS = 3

export interface SceneMusic {
  title: string
  music: string
  cover: string
}

export class AudioStore {
  // ---- spec §3 audio state
  /** Play flag: the main player is playing. */
  playing = false
  currentTime = 0
  duration = 0
  playMode: PlayMode = 'single'
  songList: ResourceDTO[] = []
  index = -1
  /** Seconds counted by the one-second tick while playing, since the track started (or was logged). */
  playTime = 0
  /** Background music flag: the main player plays the scene music (timer, scene preview), which loops. */
  backgroundMusic = false

  // ---- spec §3 play data
  sku = ''
  cid = ''
  title = ''
  cover = ''
  isEnterPrise = 0
  /** The last play info (the player page reads its extra fields: like and favorite state). */
  playInfo: PlayInfoDTO | null = null

  // ---- player UI state
  loadState: LoadState = 'idle'
  error = ''
  buffering = false
  /** The requested track needs membership (VIP and no full_path): the player shows the member entry. */
  locked = false
  /** The last notice (end of list, membership); also toasted. */
  notice = ''
  rate = 1
  volume = 1
  /** Scene music under the guide: the user's scene and whether it is on (off = `closeBackgroundMusic`). */
  scene: SceneMusic | null = null
  sceneLayerOn = true
  /** Sleep timer: minutes (ends at `sleepEndsAt`) or the end of the track. */
  sleep: SleepChoice | null = null
  sleepEndsAt = 0
  /** Seconds left on the sleep timer (updated every second). */
  sleepLeft = 0
  /** Play logs sent by this session (history pages refresh on it). */
  logsSent = 0

  private readonly backend: AudioBackend
  private readonly clock: Clock
  private readonly reporter: RealtimeReporter
  private tickTimer: TimerHandle | null = null
  private sleepTimer: TimerHandle | null = null
  private openSeq = 0

  constructor(
    private readonly root: RootStore,
    backend: AudioBackend,
    clock: Clock
  ) {
    this.backend = backend
    this.clock = clock
    const http = root.deps.api.http
    this.reporter = new RealtimeReporter({
      connect: (url) => root.deps.connectSocket!(url),
      clock,
      url: () => socketUrl(http.config?.base ?? ''),
      snapshot: () => ({ position: this.currentTime, status: this.playing ? 1 : 2 })
    })
    this.sceneLayerOn = !root.deps.storage.get(StorageKey.closeBackgroundMusic)
    makeAutoObservable<AudioStore, 'root' | 'backend' | 'clock' | 'reporter' | 'tickTimer' | 'sleepTimer'>(
      this,
      {
        root: false,
        backend: false,
        clock: false,
        reporter: false,
        tickTimer: false,
        sleepTimer: false,
        playInfo: observableRef,
        // read by observer components while rendering: must stay tracked (actions are untracked)
        canPlay: false,
        // a plain method (its state change happens in the onPaused action), so tests can spy on the tab bar's call
        pause: false
      },
      { autoBind: true }
    )
    backend.setListener(this.events())
  }

  // ----------------------------------------------------------------------------------------------- derived

  get current(): ResourceDTO | null {
    return this.index >= 0 ? (this.songList[this.index] ?? null) : null
  }

  get progress(): number {
    return this.duration > 0 ? Math.min(1, this.currentTime / this.duration) : 0
  }

  get hasTrack(): boolean {
    return this.current !== null || this.backgroundMusic
  }

  /** A non-member cannot play a VIP track (the server sends no full_path for it either). */
  canPlay(track: ResourceDTO | null | undefined): boolean {
    if (!track || !track.full_path) return false
    return track.is_vip !== 1 || this.root.user.isVip
  }

  // ----------------------------------------------------------------------------------------------- opening

  /**
   * Open goods `sku` at `resourceId` (default the first track) and play it from the resume point the server
   * keeps. Opening the track that is already loaded keeps it playing.
   */
  async open(sku: string, resourceId?: number): Promise<void> {
    if (this.sku === sku && this.current && (!resourceId || this.current.id === resourceId) && !this.backgroundMusic) {
      this.loadState = 'ready'
      if (!this.playing && !this.locked) this.play()
      return
    }
    const seq = ++this.openSeq
    this.loadState = 'loading'
    this.error = ''
    try {
      const info = await this.root.deps.api.meditation.playInfo(sku, resourceId)
      if (seq !== this.openSeq) return
      runInAction(() => this.applyPlayInfo(info))
    } catch (e) {
      if (seq !== this.openSeq) return
      // no network: a downloaded track still plays
      const offline = isApiError(e) && e.kind === 'network' ? this.root.deps.offlinePlayInfo?.(sku, resourceId) : null
      if (offline) {
        runInAction(() => this.applyPlayInfo(offline))
        return
      }
      runInAction(() => {
        this.loadState = 'error'
        this.error = errorText(e, t)
      })
    }
  }

  /**
   * Re-read the play data of the loaded goods (language switch, membership change) without restarting the
   * track: titles and the list follow the language, a track that was locked starts once it may be played.
   */
  async refreshPlayInfo(): Promise<void> {
    const track = this.current
    if (!this.sku || !track || this.backgroundMusic) return
    const sku = this.sku
    try {
      const info = await this.root.deps.api.meditation.playInfo(sku, track.id)
      runInAction(() => {
        if (this.sku !== sku || this.current?.id !== track.id) return
        const wasLocked = this.locked
        this.playInfo = info
        this.title = info.title
        this.songList = info.list
        if (wasLocked && this.canPlay(info.list[this.index])) this.startTrack(this.index, 0)
      })
    } catch {
      /* keep what is shown */
    }
  }

  private applyPlayInfo(info: PlayInfoDTO): void {
    this.stopBackgroundMusic()
    this.playInfo = info
    this.sku = info.sku
    this.cid = info.cid
    this.title = info.title
    this.cover = info.cover
    this.isEnterPrise = info.isEnterPrise
    this.songList = info.list
    this.loadState = 'ready'
    const i = Math.max(
      0,
      info.list.findIndex((r) => r.id === info.resource.id)
    )
    const track = info.list[i] ?? info.resource
    if (!this.canPlay(track)) {
      // keep the previous track's log, show the lock
      this.finishCurrent()
      this.backend.stop()
      this.reporter.stop()
      this.index = i
      this.locked = true
      this.currentTime = 0
      this.duration = track.duration
      this.playing = false
      return
    }
    const startAt = info.position > 0 && info.position < track.duration - RESUME_TAIL_SECONDS ? info.position : 0
    this.startTrack(i, startAt)
  }

  /** Play track `i` of the song list (a tap in the list). Refuses a track the user may not play. */
  playIndex(i: number): boolean {
    const track = this.songList[i]
    if (!track) return false
    if (!this.canPlay(track)) {
      this.say(t('meditation.player.vipRequired'))
      return false
    }
    this.startTrack(i, 0)
    return true
  }

  /** Spec §4: starting a new track logs the previous one if it played at least 10 s. */
  private startTrack(i: number, startAt: number): void {
    this.finishCurrent()
    const track = this.songList[i]
    this.index = i
    this.locked = false
    this.notice = ''
    this.currentTime = startAt
    this.duration = track.duration
    this.buffering = true
    this.backend.setRate(this.rate)
    this.backend.load({ src: track.full_path!, title: track.title, album: this.title, cover: this.cover, startAt })
    this.startReporting(track)
  }

  /**
   * Log the current track when it played ≥ 10 s, then reset the counters. The stop position goes with the log
   * (0 when the track was finished) and becomes the server's resume point for this track.
   */
  private finishCurrent(finished = false): void {
    const track = this.current
    if (track && !this.backgroundMusic && this.playTime >= MIN_PLAY_LOG_SECONDS) {
      const position = finished ? 0 : Math.floor(this.currentTime)
      void this.logPlay({ sku: this.sku, resource_id: track.id, playtime: this.playTime, position })
    }
    this.playTime = 0
  }

  // ----------------------------------------------------------------------------------------------- controls

  play(): void {
    if (this.locked) return
    if (!this.hasTrack) return
    this.backend.play()
  }

  /** Pause (also the tab bar's contract: switching tabs pauses audio). */
  pause(): void {
    this.backend.pause()
    // the backend's pause event also lands here; stop counting now so a late event cannot add a second
    this.onPaused()
  }

  toggle(): void {
    if (this.playing) this.pause()
    else this.play()
  }

  seek(seconds: number): void {
    const s = Math.max(0, Math.min(this.duration || seconds, seconds))
    this.currentTime = s
    this.backend.seek(s)
  }

  setPlayMode(mode: PlayMode): void {
    this.playMode = mode
  }

  togglePlayMode(): void {
    this.playMode = this.playMode === 'single' ? 'list' : 'single'
  }

  /** Playback speed, 0.75–1.25× in steps of 0.05. */
  setRate(rate: number): void {
    const r = Math.round(Math.min(MAX_RATE, Math.max(MIN_RATE, rate)) * 20) / 20
    this.rate = r
    this.backend.setRate(r)
  }

  /** Next track (the button, and list mode at a track's end). A non-member skips VIP tracks. */
  next(): boolean {
    for (let j = this.index + 1; j < this.songList.length; j++) {
      if (this.canPlay(this.songList[j])) {
        this.startTrack(j, 0)
        return true
      }
    }
    // "membership has expired" only for a user whose membership did expire (spec §4); a never-member hears the plain message
    const skippedVip = this.songList.slice(this.index + 1).some((r) => r.is_vip === 1)
    const expired = !this.root.user.isVip && !!this.root.user.memberInfo?.expire_at
    this.say(t(skippedVip && expired ? 'meditation.player.lastOneExpired' : 'meditation.player.lastOne'))
    return false
  }

  previous(): boolean {
    for (let j = this.index - 1; j >= 0; j--) {
      if (this.canPlay(this.songList[j])) {
        this.startTrack(j, 0)
        return true
      }
    }
    this.say(t('meditation.player.firstOne'))
    return false
  }

  /** Stop everything: log the track, release the players, close the socket. */
  stop(): void {
    this.finishCurrent()
    this.backend.stop()
    this.backend.stopScene()
    this.reporter.stop()
    this.stopTick()
    this.clearSleep()
    this.playing = false
    this.backgroundMusic = false
    this.index = -1
    this.songList = []
    this.sku = ''
    this.currentTime = 0
    this.duration = 0
    this.locked = false
  }

  // ----------------------------------------------------------------------------------------------- scene music

  /** The user's scene (from GET userScene); played under the guide when the layer is on. */
  setScene(scene: SceneMusic | null): void {
    this.scene = scene
    if (this.playing && !this.backgroundMusic) this.syncSceneLayer()
  }

  /** Scene music under the guide on/off; off is remembered as `closeBackgroundMusic` (spec §3). */
  setSceneLayer(on: boolean): void {
    this.sceneLayerOn = on
    if (on) this.root.deps.storage.remove(StorageKey.closeBackgroundMusic)
    else this.root.deps.storage.set(StorageKey.closeBackgroundMusic, 1)
    this.syncSceneLayer()
  }

  private syncSceneLayer(): void {
    if (this.sceneLayerOn && this.scene && this.playing && !this.backgroundMusic)
      this.backend.playScene(this.scene.music)
    else this.backend.pauseScene()
  }

  /**
   * Play scene music alone in the main player (the timer, the scene preview): background music flag on, so
   * at its end it restarts (spec §4). The guide that was playing is logged first.
   */
  playBackgroundMusic(scene: SceneMusic): void {
    this.finishCurrent()
    this.reporter.stop()
    this.backend.pauseScene()
    this.backgroundMusic = true
    this.scene = scene
    this.index = -1
    this.songList = []
    this.sku = ''
    this.locked = false
    this.title = scene.title
    this.cover = scene.cover
    this.currentTime = 0
    this.duration = 0
    this.backend.load({ src: scene.music, title: scene.title, album: t('meditation.scene.title'), cover: scene.cover })
  }

  /** Leave background-music mode (the timer ended or was left). */
  stopBackgroundMusic(): void {
    if (!this.backgroundMusic) return
    this.backend.stop()
    this.backgroundMusic = false
    this.playing = false
    this.stopTick()
  }

  // ----------------------------------------------------------------------------------------------- sleep timer

  /** Sleep timer: 15/30/45/60 minutes or the end of the track; null cancels. Fades out over the last 10 s. */
  setSleepTimer(choice: SleepChoice | null): void {
    this.clearSleep()
    if (choice === null) return
    this.sleep = choice
    if (choice !== 'track') this.sleepEndsAt = this.clock.now() + choice * 60_000
    this.updateSleep()
    this.sleepTimer = this.clock.setInterval(() => this.updateSleep(), 1000)
  }

  private sleepSecondsLeft(): number {
    if (this.sleep === 'track') return this.duration > 0 ? (this.duration - this.currentTime) / this.rate : Infinity
    return (this.sleepEndsAt - this.clock.now()) / 1000
  }

  private updateSleep(): void {
    if (this.sleep === null) return
    const left = this.sleepSecondsLeft()
    this.sleepLeft = Number.isFinite(left) ? Math.max(0, Math.ceil(left)) : 0
    if (left <= 0) {
      if (this.sleep !== 'track') {
        this.pause()
        this.clearSleep()
      }
      return // 'track' stops in the ended handler
    }
    if (left <= SLEEP_FADE_SECONDS) this.applyVolume(Math.max(0, left / SLEEP_FADE_SECONDS))
  }

  private clearSleep(): void {
    if (this.sleepTimer !== null) this.clock.clearInterval(this.sleepTimer)
    this.sleepTimer = null
    this.sleep = null
    this.sleepEndsAt = 0
    this.sleepLeft = 0
    if (this.volume !== 1) this.applyVolume(1)
  }

  private applyVolume(v: number): void {
    this.volume = Math.round(v * 100) / 100
    this.backend.setVolume(this.volume)
  }

  // ----------------------------------------------------------------------------------------------- backend events

  private events(): AudioEvents {
    return {
      onPlay: () => this.onPlaying(),
      onPause: () => this.onPaused(),
      onTimeUpdate: (time, duration) => this.onTime(time, duration),
      onEnded: () => this.onEnded(),
      onError: (message) => this.onError(message),
      onWaiting: () => this.setBuffering(true),
      onSceneEnded: () => this.onSceneEnded(),
      onRemote: (action) => this.onRemote(action)
    }
  }

  /** Spec §4: the one-second tick counts play time while playing. */
  private onPlaying(): void {
    this.playing = true
    this.buffering = false
    if (this.tickTimer === null) this.tickTimer = this.clock.setInterval(() => this.tick(), 1000)
    this.syncSceneLayer()
  }

  /** Pause stops the tick. */
  private onPaused(): void {
    this.playing = false
    this.stopTick()
    if (!this.backgroundMusic) this.backend.pauseScene()
  }

  private tick(): void {
    if (this.playing) this.playTime += 1
  }

  private stopTick(): void {
    if (this.tickTimer !== null) this.clock.clearInterval(this.tickTimer)
    this.tickTimer = null
  }

  private onTime(time: number, duration: number): void {
    this.currentTime = time
    if (duration > 0) this.duration = duration
    if (time > 0) this.buffering = false
  }

  private setBuffering(on: boolean): void {
    this.buffering = on
  }

  private onError(message: string): void {
    this.playing = false
    this.buffering = false
    this.stopTick()
    this.error = message
    this.say(t('meditation.player.playError'))
  }

  private onEnded(): void {
    if (this.backgroundMusic && this.scene) {
      // spec §4: with background music on, the scene music restarts
      this.backend.load({
        src: this.scene.music,
        title: this.scene.title,
        album: t('meditation.scene.title'),
        cover: this.scene.cover
      })
      return
    }
    this.stopTick()
    this.playing = false
    // the play is logged and the counters reset
    this.finishCurrent(true)
    this.currentTime = 0
    if (this.sleep === 'track') {
      this.backend.pauseScene()
      this.clearSleep()
      return
    }
    if (this.playMode === 'single') {
      this.backend.seek(0)
      this.backend.play()
      return
    }
    if (!this.next()) this.backend.pauseScene()
  }

  /** Scene player without native looping: restart it while background music is wanted. */
  private onSceneEnded(): void {
    if (this.scene && (this.backgroundMusic || (this.sceneLayerOn && this.playing)))
      this.backend.playScene(this.scene.music)
  }

  private onRemote(action: 'play' | 'pause' | 'next' | 'previous' | 'stop'): void {
    if (action === 'play') this.play()
    else if (action === 'pause' || action === 'stop') this.pause()
    else if (action === 'next') this.next()
    else this.previous()
  }

  private say(message: string): void {
    this.notice = message
    this.root.deps.toast(message)
  }

  // ----------------------------------------------------------------------------------------------- reporting

  private startReporting(track: ResourceDTO): void {
    const { user, token } = { user: this.root.user.user, token: this.root.user.token }
    if (!token || !user || !this.root.deps.connectSocket) {
      this.reporter.stop()
      return
    }
    const signKey = this.root.deps.api.http.config?.signKey || DEV_SIGN_KEY
    const sku = this.sku
    const cid = this.cid
    this.reporter.start((): SocketInitAudio => {
      const fields = {
        messageType: 3 as const,
        token,
        userId: user.id,
        device: deviceLabel(),
        version: APP_VERSION,
        sku,
        resourceId: track.id,
        cid,
        timestamp: signTimestamp(this.clock.now()),
        nonce: signNonce()
      }
      return { ...fields, sign: signSocketInit(fields, signKey) }
    })
  }

  /** For tests and diagnostics: the reporter's retry count and whether a socket is open. */
  get reporting(): { connected: boolean; retries: number } {
    return { connected: this.reporter.connected, retries: this.reporter.retries }
  }

  // ----------------------------------------------------------------------------------------------- play logs

  /**
   * POST playLog (spec §4/§9: only from 10 s). A log that cannot be sent is kept in `recordPlayData` and
   * resent at the next launch. Visitors have nobody to log for.
   */
  async logPlay(entry: PlayLogBody): Promise<boolean> {
    if (entry.playtime < MIN_PLAY_LOG_SECONDS || !this.root.user.isLoggedIn) return false
    try {
      await this.root.deps.api.meditation.playLog(entry)
      runInAction(() => {
        this.logsSent += 1
      })
      return true
    } catch (e) {
      if (worthKeeping(e)) this.root.playLogs.keep('meditation', entry)
      return false
    }
  }

  /** Replace how kept records of a kind are sent at launch (RootStore's play-log keeper has all three built in). */
  registerRecordSender(kind: 'course' | 'live', send: RecordSender): void {
    this.root.playLogs.setSender(kind, send)
  }

  /** Launch (spec §4): resend unsent play records of every kind (RootStore's play-log keeper). */
  async recoverPlayRecords(): Promise<number> {
    const sent = await this.root.playLogs.resendAll()
    if (sent)
      runInAction(() => {
        this.logsSent += sent
      })
    return sent
  }
}
