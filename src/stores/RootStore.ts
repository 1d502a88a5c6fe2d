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
import { Routes } from '../navigation/routes'
import { t, getLocale } from '../i18n'
import { AudioStore } from './AudioStore'
import { silentBackend, type AudioBackend } from '../services/audio/types'
import { systemClock, type Clock } from '../services/clock'
import type { SocketFactory } from '../services/socket'
import type { PlayInfoDTO } from '../protocol/types'

/** What the tab bar needs of the audio store: `pause` (spec §2: switching tabs pauses audio). */
export interface AudioSeat {
  pause(): void
}

export interface RootDeps {
  api: Api
  storage: Storage
  navigate(url: string, mode?: NavMode): void
  toast(message: string): void
  /** Called at launch to resend unsent play records (issue 4 installs the real one). */
  recoverPlayRecords?: () => Promise<unknown>
  /** The platform audio player (src/services/audio); silent when absent (tests). */
  audioBackend?: AudioBackend
  /** Time for the audio store's ticks, the sleep timer and socket retries (a fake clock in tests). */
  clock?: Clock
  /** Opens the realtime socket (src/services/socket); no realtime reporting when absent. */
  connectSocket?: SocketFactory
  /** Play data of downloaded tracks, used when the network is gone (src/services/downloads); none when absent. */
  offlinePlayInfo?: (sku: string, resourceId?: number) => PlayInfoDTO | null
}

export class RootStore {
  readonly user: UserStore
  readonly loginPanel: LoginPanelStore
  readonly audio: AudioStore

  constructor(readonly deps: RootDeps) {
    this.user = new UserStore(this)
    this.loginPanel = new LoginPanelStore(this)
    this.audio = new AudioStore(this, deps.audioBackend ?? silentBackend(), deps.clock ?? systemClock)
    this.installHttpHooks()
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
      onAnnualPassRequired: () => navigate(Routes.mineAnnualPassEquity),
      onMembershipRequired: () => navigate(Routes.meditationVipMember),
      onEnterpriseLogin: () => {
        const route = api.http.config && typeof location !== 'undefined' ? location.pathname : ''
        // the state value varies by monitor page (spec §8)
        const state = route.includes('/blwlive/') ? 'blwlive' : route.includes('/live/') ? 'live' : 'default'
        navigate(`${Routes.loginAuthPage}?state=${state}`)
      },
      onUploadUnauthorized: (redirect) => {
        storage.set(StorageKey.loginRedirectUrl, redirect)
        navigate(Routes.login)
      }
    })
  }
}
