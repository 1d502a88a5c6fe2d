/**
 * The background audio store: the playback state machine of spec §3 (audio state) and §4 (transitions), over
 * one AudioBackend (src/services/audio), so it runs in jest with a fake backend, clock and socket. Its parts:
 * a PlaySession per track (./playSession: the time counted by the one-second tick, the play log through RootStore's
 * keeper, the realtime socket of the shared PlayReporter), SleepTimer, ScenePlayer
 * (scene music under the guide or alone), ./playList (play data, offline fallback, resume point, VIP skipping);
 * the state they change is the store's. The store is its backend's listener. The store lives as long as the app, not a
 * page: switching tabs (a reLaunch) leaves it playing, and the mini player on the tab pages shows it (issue 32).
 */
import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import type { RootStore } from './RootStore'
import type { AudioBackend, AudioEvents } from '../services/audio/types'
import type { Clock, TimerHandle } from '../services/clock'
import type { PlayInfoDTO, ResourceDTO } from '../protocol/meditation'
import { playStatus, type PlayReporter } from '../services/playReport'
import { canPlayTrack, endOfListKey, loadPlayInfo, nearestPlayable, resumePoint } from './playList'
import { playSessionFor, type PlaySession } from './playSession'
import { ScenePlayer, type SceneMusic } from './ScenePlayer'
import { SleepTimer, type SleepChoice } from './SleepTimer'
import { errorText } from '../services/http/errors'
import { t } from '../i18n'

export { SLEEP_MINUTES, SLEEP_FADE_SECONDS, type SleepChoice } from './SleepTimer'
export type { SceneMusic } from './ScenePlayer'

/**
 * `once`: a guided track plays once and the session ends (the default, issue 32: a session has an end);
 * `single`: repeat one; `list`: go on to the next track. Looping is the user's choice in the player's mode control.
 */
export type PlayMode = 'once' | 'single' | 'list'
/** The order the player's mode control steps through. */
export const PLAY_MODES: readonly PlayMode[] = ['once', 'list', 'single']

/** The end of a guided session (a track played to its end in `once` mode): what the end sheet shows. */
export interface SessionEnd {
  /** Seconds practised in this session (every track played since the last session end, counted by the tick). */
  seconds: number
  /** The next track the user may play in the album (index in the song list), -1 at the end of the album. */
  next: number
}
export type LoadState = 'idle' | 'loading' | 'ready' | 'error'

/** Playback speed range. */
export const MIN_RATE = 0.75
export const MAX_RATE = 1.25

export class AudioStore implements AudioEvents {
  // ---- spec §3 audio state
  /** Play flag: the main player is playing. */
  playing = false
  currentTime = 0
  duration = 0
  playMode: PlayMode = 'once'
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
  /** Scene music under the guide: the user's scene and whether it is on (off = `closeBackgroundMusic`). */
  scene: SceneMusic | null = null
  sceneLayerOn = true
  /** Sleep timer: the choice (null when off) and its seconds left. */
  sleep: SleepChoice | null = null
  sleepLeft = 0
  /** Play logs sent by this session (history pages refresh on it). */
  logsSent = 0
  /** Set when a guided session has ended (`once` mode); the player shows its end sheet until dismissed. */
  sessionEnd: SessionEnd | null = null
  /** Seconds played in the current session by tracks already finished (the current track's are `playTime`). */
  sessionSeconds = 0

  /** The current track's play session (null: no track, or scene music alone). */
  private session: PlaySession | null = null
  private tickTimer: TimerHandle | null = null
  private readonly sleepTimer: SleepTimer
  private readonly scenes: ScenePlayer
  private readonly reporter: PlayReporter
  private openSeq = 0

  constructor(
    private readonly root: RootStore,
    private readonly backend: AudioBackend,
    private readonly clock: Clock
  ) {
    this.reporter = root.createPlayReporter(() => ({ position: this.currentTime, status: playStatus(this.playing) }))
    this.sleepTimer = new SleepTimer(clock, this, (v) => backend.setVolume(v))
    this.scenes = new ScenePlayer(this, root.deps.storage, backend)
    this.sceneLayerOn = this.scenes.rememberedLayer()
    // canPlay is read by observer components while rendering, so it stays tracked (actions are untracked); pause is
    // a plain method (its state change happens in the onPause action), so tests can spy on it.
    const plain = {
      root: false,
      backend: false,
      clock: false,
      reporter: false,
      session: false,
      tickTimer: false,
      sleepTimer: false,
      scenes: false
    }
    makeAutoObservable<AudioStore, keyof typeof plain>(
      this,
      { ...plain, playInfo: observableRef, canPlay: false, pause: false },
      { autoBind: true }
    )
    backend.setListener(this)
  }

  get current(): ResourceDTO | null {
    return this.index >= 0 ? (this.songList[this.index] ?? null) : null
  }

  get progress(): number {
    return this.duration > 0 ? Math.min(1, this.currentTime / this.duration) : 0
  }

  /** A non-member cannot play a VIP track (the server sends no full_path for it either). */
  canPlay(track: ResourceDTO | null | undefined): boolean {
    return canPlayTrack(track, this.root.user.isVip)
  }

  /**
   * Open goods `sku` at `resourceId` (default the first) from the server's resume point; a loaded track plays on.
   * `enterprise`: an enterprise album (its play data from /v3/enterprise/playInfo, isEnterPrise 1).
   */
  async open(sku: string, resourceId?: number, enterprise = false): Promise<void> {
    if (this.sku === sku && this.current && (!resourceId || this.current.id === resourceId) && !this.backgroundMusic) {
      this.loadState = 'ready'
      if (!this.playing && !this.locked) this.play()
      return
    }
    const seq = ++this.openSeq
    this.loadState = 'loading'
    this.error = ''
    try {
      const info = enterprise
        ? await this.root.deps.api.enterprise.playInfo(sku, resourceId)
        : await loadPlayInfo(this.root.deps, sku, resourceId)
      if (seq === this.openSeq) runInAction(() => this.applyPlayInfo(info))
    } catch (e) {
      if (seq !== this.openSeq) return
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
    const load = this.isEnterPrise ? this.root.deps.api.enterprise.playInfo : this.root.deps.api.meditation.playInfo
    const info = await load(sku, track.id).catch(() => null) // keep what is shown
    runInAction(() => {
      if (!info || this.sku !== sku || this.current?.id !== track.id) return
      const wasLocked = this.locked
      this.playInfo = info
      this.title = info.title
      this.songList = info.list
      if (wasLocked && this.canPlay(info.list[this.index])) this.startTrack(this.index, 0)
    })
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
    const { index, track, startAt } = resumePoint(info)
    if (this.canPlay(track)) return this.startTrack(index, startAt)
    // keep the previous track's log, show the lock
    this.finishCurrent()
    this.backend.stop()
    this.reporter.stop()
    this.session = null
    this.index = index
    this.locked = true
    this.currentTime = 0
    this.duration = track.duration
    this.playing = false
  }

  /** Play track `i` of the song list (a tap in the list). Refuses a track the user may not play. */
  playIndex(i: number): boolean {
    const track = this.songList[i]
    if (!track) return false
    if (!this.canPlay(track)) {
      this.say(t('audio.vipRequired'))
      return false
    }
    this.startTrack(i, 0)
    return true
  }

  /** Spec §4: starting a new track logs the previous one if it played at least 10 s; the socket reports it. */
  private startTrack(i: number, startAt: number): void {
    this.finishCurrent()
    const track = this.songList[i]
    if (this.sessionEnd) this.endedSessionLeft()
    this.index = i
    this.locked = false
    this.notice = ''
    this.currentTime = startAt
    this.duration = track.duration
    this.buffering = true
    this.backend.setRate(this.rate)
    this.backend.load({ src: track.full_path!, title: track.title, album: this.title, cover: this.cover, startAt })
    this.session = playSessionFor(
      this.root,
      { kind: 'meditation', sku: this.sku, resourceId: track.id, cid: this.cid },
      this.reporter
    )
    this.session.start(startAt)
  }

  /**
   * Log the current track through its play session (from 10 s; spec §4, §9) and reset the count. Its stop position
   * (0 when finished) is the resume point. A log that cannot be sent is kept by RootStore's keeper.
   */
  private finishCurrent(finished = false): void {
    const track = this.backgroundMusic ? null : this.current
    if (track) this.sessionSeconds += this.playTime
    this.playTime = 0
    const session = this.session
    if (!session || !track) return
    // enterprise tracks are not meditation goods: the meditation play log does not know them
    if (this.isEnterPrise) session.discard()
    else
      void session.finish(finished ? 0 : Math.floor(this.currentTime)).then((r) => {
        if (r === 'sent') this.countLogs(1)
      })
  }

  private countLogs(logs: number): void {
    this.logsSent += logs
  }

  /** Spec §4: a timer counts one-second ticks while playing (a second start keeps the one timer). */
  private startTick(): void {
    if (this.tickTimer === null) this.tickTimer = this.clock.setInterval(() => this.tick(), 1000)
  }

  private stopTick(): void {
    if (this.tickTimer !== null) this.clock.clearInterval(this.tickTimer)
    this.tickTimer = null
  }

  private tick(): void {
    if (!this.playing || !this.session) return
    this.session.tick()
    this.playTime = this.session.playedSeconds
  }

  play(): void {
    if (this.locked || (this.current === null && !this.backgroundMusic)) return
    // playing again after a session's end (replay) starts a new session
    if (this.sessionEnd) this.endedSessionLeft()
    this.backend.play()
  }

  /** The end sheet was closed: a later play starts a new session. */
  dismissSessionEnd(): void {
    this.endedSessionLeft()
  }

  private endedSessionLeft(): void {
    this.sessionEnd = null
    this.sessionSeconds = 0
  }

  /** Pause (the player, the mini player, remote controls). */
  pause(): void {
    this.backend.pause()
    // the backend's pause event also lands here; stop counting now so a late event cannot add a second
    this.onPause()
  }

  toggle(): void {
    if (this.playing) this.pause()
    else this.play()
  }

  seek(seconds: number): void {
    this.currentTime = Math.max(0, Math.min(this.duration || seconds, seconds))
    this.backend.seek(this.currentTime)
  }

  setPlayMode(mode: PlayMode): void {
    this.playMode = mode
  }

  /** The mode control: play once → list → repeat one → play once. */
  togglePlayMode(): void {
    this.playMode = PLAY_MODES[(PLAY_MODES.indexOf(this.playMode) + 1) % PLAY_MODES.length]
  }

  /** Playback speed, 0.75–1.25× in steps of 0.05. */
  setRate(rate: number): void {
    this.rate = Math.round(Math.min(MAX_RATE, Math.max(MIN_RATE, rate)) * 20) / 20
    this.backend.setRate(this.rate)
  }

  /** Next track (the button, and list mode at a track's end). A non-member skips VIP tracks. */
  next(): boolean {
    const j = nearestPlayable(this.songList, this.index, 1, (r) => this.canPlay(r))
    if (j < 0) this.say(t(endOfListKey(this.songList, this.index, this.root.user)))
    else this.startTrack(j, 0)
    return j >= 0
  }

  previous(): boolean {
    const j = nearestPlayable(this.songList, this.index, -1, (r) => this.canPlay(r))
    if (j < 0) this.say(t('audio.firstOne'))
    else this.startTrack(j, 0)
    return j >= 0
  }

  /** Stop everything: log the track, release the players, close the socket. */
  stop(): void {
    this.finishCurrent()
    this.backend.stop()
    this.backend.stopScene()
    this.reporter.stop()
    this.session = null
    this.stopTick()
    this.sleepTimer.clear()
    this.playing = false
    this.backgroundMusic = false
    this.endedSessionLeft()
    this.clearList()
  }

  /** No goods, no track. */
  private clearList(): void {
    this.index = -1
    this.songList = []
    this.sku = ''
    this.locked = false
    this.currentTime = 0
    this.duration = 0
  }

  /** The user's scene (from GET userScene); played under the guide when the layer is on. */
  setScene(scene: SceneMusic | null): void {
    this.scene = scene
    if (this.playing && !this.backgroundMusic) this.scenes.sync()
  }

  /** Scene music under the guide on/off; off is remembered as `closeBackgroundMusic` (spec §3). */
  setSceneLayer(on: boolean): void {
    this.scenes.setLayer(on)
  }

  /** Play scene music alone in the main player (the timer, the scene preview); the guide is logged first. */
  playBackgroundMusic(scene: SceneMusic): void {
    this.finishCurrent()
    this.reporter.stop()
    this.session = null
    this.clearList()
    this.title = scene.title
    this.cover = scene.cover
    this.scenes.playAlone(scene)
  }

  /** Leave background-music mode (the timer ended or was left). */
  stopBackgroundMusic(): void {
    if (!this.backgroundMusic) return
    this.backend.stop()
    this.backgroundMusic = false
    this.playing = false
    this.stopTick()
  }

  /** Sleep timer: 15/30/45/60 minutes or the end of the track; null cancels. Fades out over the last 10 s. */
  setSleepTimer(choice: SleepChoice | null): void {
    this.sleepTimer.set(choice)
  }

  /** Spec §4: the one-second tick counts play time while playing. */
  onPlay(): void {
    this.playing = true
    this.buffering = false
    this.startTick()
    this.scenes.sync()
  }

  /**
   * Pause stops the tick. Paused, nothing is being waited for: a track loaded but refused to start without a tap (a
   * player opened by a link) said "Buffering…" under its play button until the tap.
   */
  onPause(): void {
    this.playing = false
    this.buffering = false
    this.stopTick()
    if (!this.backgroundMusic) this.backend.pauseScene()
  }

  onTimeUpdate(time: number, duration: number): void {
    this.currentTime = time
    if (duration > 0) this.duration = duration
    if (time > 0) this.buffering = false
  }

  onWaiting(): void {
    this.buffering = true
  }

  onError(message: string): void {
    this.playing = false
    this.buffering = false
    this.stopTick()
    this.error = message
    this.say(t('audio.playError'))
  }

  /**
   * Spec §4 track end: with background music on, the scene music restarts. Otherwise the play is logged, the
   * counters reset, and ("end of track" sleep aside) once mode ends the session (the end sheet: time practised,
   * the next track), single mode replays the track, list mode plays the next one.
   */
  onEnded(): void {
    if (this.scenes.restartAlone()) return
    this.stopTick()
    this.playing = false
    this.finishCurrent(true)
    this.currentTime = 0
    if (this.sleep === 'track') {
      this.backend.pauseScene()
      this.sleepTimer.clear()
    } else if (this.playMode === 'once') {
      this.backend.pauseScene()
      const next = nearestPlayable(this.songList, this.index, 1, (r) => this.canPlay(r))
      this.sessionEnd = { seconds: this.sessionSeconds, next }
    } else if (this.playMode === 'single') {
      this.backend.seek(0)
      this.backend.play()
    } else if (!this.next()) this.backend.pauseScene()
  }

  onSceneEnded(): void {
    this.scenes.onLayerEnded()
  }

  /** Lock-screen and headset controls drive the same transitions. */
  onRemote(action: 'play' | 'pause' | 'next' | 'previous' | 'stop'): void {
    if (action === 'play') this.play()
    else if (action === 'pause' || action === 'stop') this.pause()
    else if (action === 'next') this.next()
    else this.previous()
  }

  private say(message: string): void {
    this.notice = message
    this.root.deps.toast(message)
  }

  /** For tests and diagnostics: the reporter's retry count and whether a socket is open. */
  get reporting(): { connected: boolean; retries: number } {
    return { connected: this.reporter.connected, retries: this.reporter.retries }
  }

  /** Launch and network back (spec §4): resend what RootStore's keeper kept, of every kind. */
  async recoverPlayRecords(): Promise<number> {
    const sent = await this.root.playLogs.resendAll()
    if (sent) runInAction(() => this.countLogs(sent))
    return sent
  }
}
