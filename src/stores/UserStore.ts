/**
 * The logged-in user (spec §3, §4): token (logged in = a token is present, spec §6), user, meditation member
 * info, settings maps; login → fetch user + member info → accept a pending invite → go to the saved redirect;
 * logout clears the token and stored user data.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { RootStore } from './RootStore'
import type { MemberInfoDTO, UserDTO } from '../protocol/types'
import { StorageKey } from '../services/storage'
import { settingsMap } from './settings'
import type { InviteParams } from '../services/api/user'

export type LoadState = 'idle' | 'loading' | 'ready' | 'error'

export class UserStore {
  token: string | undefined
  user: UserDTO | null = null
  memberInfo: MemberInfoDTO | null = null
  meditationSettings: Record<string, string> = {}
  courseSettings: Record<string, string> = {}
  settingsState: LoadState = 'idle'
  profileState: LoadState = 'idle'

  constructor(private readonly root: RootStore) {
    const storage = root.deps.storage
    this.token = storage.get<string>(StorageKey.token) || undefined
    this.user = storage.get<UserDTO>(StorageKey.userData) ?? null
    this.memberInfo = storage.get<MemberInfoDTO>(StorageKey.meditationUserData) ?? null
    makeAutoObservable<UserStore, 'root'>(this, { root: false })
  }

  get isLoggedIn(): boolean {
    return !!this.token
  }

  get isVip(): boolean {
    return this.memberInfo?.isVip === 1
  }

  setToken(token: string | undefined): void {
    this.token = token || undefined
    if (token) this.root.deps.storage.set(StorageKey.token, token)
    else this.root.deps.storage.remove(StorageKey.token)
  }

  /** Fetch the user and member info; a failure leaves the stored copies and an error state. */
  async fetchProfile(): Promise<void> {
    if (!this.token) return
    this.profileState = 'loading'
    try {
      const [user, memberInfo] = await Promise.all([this.root.deps.api.user.me(), this.root.deps.api.user.memberInfo()])
      runInAction(() => {
        this.user = user
        this.memberInfo = memberInfo
        this.profileState = 'ready'
        this.root.deps.storage.set(StorageKey.userData, user)
        this.root.deps.storage.set(StorageKey.meditationUserData, memberInfo)
      })
    } catch {
      runInAction(() => { this.profileState = 'error' })
    }
  }

  /** Refresh only the member info (after a purchase or exchange). */
  async refreshMemberInfo(): Promise<void> {
    if (!this.token) return
    try {
      const info = await this.root.deps.api.user.memberInfo()
      runInAction(() => {
        this.memberInfo = info
        this.root.deps.storage.set(StorageKey.meditationUserData, info)
      })
    } catch { /* keep the last known member info */ }
  }

  /**
   * Spec §4 "after login": set the token, fetch user + member info, accept a pending invite, then go to the
   * saved login redirect; without one, to `fallback` (login pages) or nowhere (the panel closes over the page).
   */
  async completeLogin(token: string, opts: { fallback?: string } = {}): Promise<void> {
    this.setToken(token)
    await this.fetchProfile()
    await this.acceptPendingInvite()
    this.root.loginPanel.close()
    const storage = this.root.deps.storage
    const target = storage.get<string>(StorageKey.loginRedirectUrl)
    storage.remove(StorageKey.loginRedirectUrl)
    const to = target || opts.fallback
    if (to) this.root.deps.navigate(to, 'redirect')
  }

  /** Keep invite parameters across a login (spec §3 Invite). */
  rememberInvite(p: InviteParams): void {
    if (!p.invite_user_id && !p.invite_product_code && !p.invite_id) return
    this.root.deps.storage.set(StorageKey.pendingInvite, p)
    this.root.deps.storage.set(StorageKey.isInvite, 1)
  }

  /** Accept the pending invite when logged in; the flag is removed even when the call fails (spec §4). */
  async acceptPendingInvite(): Promise<boolean> {
    const storage = this.root.deps.storage
    if (!this.token || !storage.get(StorageKey.isInvite)) return false
    const params = storage.get<InviteParams>(StorageKey.pendingInvite) || {}
    try {
      await this.root.deps.api.user.acceptInvite(params)
      return true
    } catch {
      return false
    } finally {
      storage.remove(StorageKey.isInvite)
      storage.remove(StorageKey.pendingInvite)
    }
  }

  /** Logout clears the token and stored user data (spec §4). The server call is best effort. */
  async logout(): Promise<void> {
    const id = this.user?.id
    if (this.token && id) {
      try { await this.root.deps.api.user.logout(id) } catch { /* the local logout still happens */ }
    }
    const storage = this.root.deps.storage
    runInAction(() => {
      this.setToken(undefined)
      this.user = null
      this.memberInfo = null
    })
    storage.remove(StorageKey.userData)
    storage.remove(StorageKey.meditationUserData)
    storage.remove(StorageKey.loginType)
  }

  /** Meditation and course settings as maps (spec §3). */
  async loadSettings(): Promise<void> {
    this.settingsState = 'loading'
    try {
      const [m, c] = await Promise.all([this.root.deps.api.user.meditationSettings(), this.root.deps.api.user.courseSettings()])
      runInAction(() => {
        this.meditationSettings = settingsMap(m)
        this.courseSettings = settingsMap(c)
        this.settingsState = 'ready'
      })
    } catch {
      runInAction(() => { this.settingsState = 'error' })
    }
  }
}
