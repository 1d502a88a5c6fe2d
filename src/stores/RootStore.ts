/**
 * One RootStore holds every store (MobX docs' RootStore pattern). Platform APIs come in through `deps`, so
 * tests build the real stores over a fake transport, memory storage and a recording navigator.
 */
import { UserStore } from './UserStore'
import { LoginPanelStore } from './LoginPanelStore'
import type { Api } from '../services/api'
import type { Storage } from '../services/storage'
import { StorageKey } from '../services/storage'
import type { NavMode } from '../navigation/navigate'
import { Routes, buildUrl } from '../navigation/routes'
import { t, getLocale } from '../i18n'
import { AudioStore } from './AudioStore'
import { LearningNotesStore } from './LearningNotesStore'
import { silentBackend, type AudioBackend } from '../services/audio/types'
import { systemClock, type Clock } from '../services/clock'
import type { SocketFactory } from '../services/socket'
import { PlayLogKeeper } from './playRecords'
import { PlayReporter, type PlaySnapshot } from '../services/playReport'
import type { PlayInfoDTO, PlayLogBody } from '../protocol/meditation'
import type { CoursePlayLogBody } from '../protocol/course'
import type { CourseHistoryBody } from '../protocol/courseFavorites'
import type { CampProgressRecord } from '../protocol/events'

/** What the tab bar needs of the audio store: `pause` (spec §2: switching tabs pauses audio). */
export interface AudioSeat {
  pause(): void
}

export interface RootDeps {
  api: Api
  storage: Storage
  navigate(url: string, mode?: NavMode): void
  toast(message: string): void
  /** Called at launch to resend unsent play records (the launch installs the real one). */
  recoverPlayRecords?: () => Promise<unknown>
  /** The platform audio player (src/services/audio); silent when absent (tests). */
  audioBackend?: AudioBackend
  /** Time for the audio store's ticks, the sleep timer and socket retries (a fake clock in tests). */
  clock?: Clock
  /** Opens the realtime socket (src/services/socket); no realtime reporting when absent. */
  connectSocket?: SocketFactory
  /** Play data of downloaded tracks, used when the network is gone (src/services/downloads); none when absent. */
  offlinePlayInfo?: (sku: string, resourceId?: number) => Promise<PlayInfoDTO | null> | PlayInfoDTO | null
}

/**
 * The enterprise WeChat login's `state` (spec §8: it varies by monitor page): from the route the 1200 answered
 * on, which the HTTP layer reads from Taro's router (the mini-program has no `location`).
 */
export function enterpriseLoginState(route: string): 'blwlive' | 'live' | 'default' {
  const path = '/' + route.split('?')[0].replace(/^\/+/, '')
  return path.startsWith('/blwlive/') ? 'blwlive' : path.startsWith('/live/') ? 'live' : 'default'
}

export class RootStore {
  readonly user: UserStore
  readonly loginPanel: LoginPanelStore
  readonly audio: AudioStore
  /**
   * The one play keeper (stores/playRecords): every play session's logs, course positions and camp days' progress
   * go through it; what cannot be sent is kept and resent at launch and when the network comes back.
   */
  readonly playLogs: PlayLogKeeper
  readonly learningNotes: LearningNotesStore = new LearningNotesStore(this)

  constructor(readonly deps: RootDeps) {
    this.user = new UserStore(this)
    this.loginPanel = new LoginPanelStore(this)
    const { api } = deps
    this.playLogs = new PlayLogKeeper(
      deps.storage,
      {
        meditation: (r) => api.meditation.playLog(r as PlayLogBody),
        course: (r) => api.course.playLog(r as CoursePlayLogBody),
        // a live record is the live course's own video: lesson_id is the course id (POST /v3/course/playLog)
        live: (r) => api.course.playLog(r as CoursePlayLogBody),
        // a course's position: its history row and the lesson's resume point (POST /v2/histories)
        position: (r) => api.course.postHistory(r as CourseHistoryBody),
        // a camp day's progress (POST /v2/commodity/{id}/days/{day}/progress)
        camp: (r) => api.course.campProgress(r as CampProgressRecord)
      },
      () => this.user.isLoggedIn
    )
    this.audio = new AudioStore(this, deps.audioBackend ?? silentBackend(), deps.clock ?? systemClock)
    this.installHttpHooks()
  }

  /**
   * A realtime play reporter (spec §4) for the audio store's play sessions (stores/playSession): it reports for the
   * logged-in user through the app's socket, clock and request layer; `snapshot` says where the player is.
   */
  createPlayReporter(snapshot: () => PlaySnapshot): PlayReporter {
    const { api, connectSocket, clock } = this.deps
    return new PlayReporter({
      connect: connectSocket,
      clock: clock ?? systemClock,
      http: api.http,
      session: () => {
        const { user, token } = this.user
        return user && token ? { token, userId: user.id } : null
      },
      snapshot
    })
  }

  /** Wire the HTTP layer's error catalogue (spec §8) to the stores and navigation, without an import cycle. */
  private installHttpHooks(): void {
    const { api, storage, navigate, toast } = this.deps
    api.http.setHooks({
      getToken: () => this.user.token,
      getLocale: () => getLocale(),
      translate: (key) => t(key),
      toast,
      onUnauthorized: (redirect) => {
        // an expired token is no token: the panel logs in again
        if (this.user.token) this.user.setToken(undefined)
        this.loginPanel.open(redirect)
      },
      onNeedsBinding: () => this.loginPanel.openBindMobile(),
      bindingOutcome: () => this.loginPanel.bindingOutcome(),
      // spec §8: redirect, so back does not return to the page that needed the pass
      onAnnualPassRequired: () => navigate(buildUrl(Routes.mineAnnualPassEquity, { required: 1 }), 'redirect'),
      onMembershipRequired: () => navigate(Routes.meditationVipMember),
      // the login returns to the page that asked (its query too: the monitor's live id)
      onEnterpriseLogin: (route) =>
        navigate(buildUrl(Routes.loginAuthPage, { state: enterpriseLoginState(route), redirect: route })),
      onUploadUnauthorized: (redirect) => {
        storage.set(StorageKey.loginRedirectUrl, redirect)
        navigate(Routes.login)
      }
    })
  }
}
