/**
 * The logged-in user (spec §3, §4): token (logged in = a token is present, spec §6), user, meditation member
 * info, settings maps; login → fetch user + member info → accept a pending invite → go to the saved redirect;
 * logout clears the token and stored user data.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { RootStore } from './RootStore'
import type { MemberInfoDTO } from '../protocol/meditation'
import type { UserDTO, UserUpdateBody } from '../protocol/user'
import { StorageKey } from '../services/storage'
import { settingsMap } from './settings'
import type { InviteParams } from '../services/api/user'
import type { LoadState, StoreLoadState } from '../utils/loadState'
import { getUserTimeZone } from '../utils/dates'

/** How the current session logged in (stored under `loginType`, spec §3). */
export type LoginType = 'password' | 'email' | 'mobile' | 'wechat' | 'enterprise' | 'line' | 'facebook'

/**
 * An account this device has logged in to, for "switch account" (mine/pages/switchAccountNumber). The token is
 * kept so a switch needs no new login; a revoked token makes the switch fail and drops the entry.
 */
export interface SavedAccount {
  id: number
  nickname: string
  avatar: string
  /** The email or the masked mobile shown under the name. */
  label: string
  token: string
}

/** At most this many accounts are remembered on one device. */
export const MAX_SAVED_ACCOUNTS = 5

function accountLabel(u: UserDTO): string {
  if (u.email) return u.email
  if (u.mobile) return `+${u.nationcode || '86'} ${u.mobile.slice(0, 3)}****${u.mobile.slice(-2)}`
  return ''
}

export class UserStore {
  token: string | undefined
  user: UserDTO | null = null
  memberInfo: MemberInfoDTO | null = null
  /** The paid order whose pay answer gave `memberInfo` (setMemberInfo), else null. */
  memberOrderNo: string | null = null
  meditationSettings: Record<string, string> = {}
  courseSettings: Record<string, string> = {}
  settingsState: StoreLoadState = 'idle'
  profileState: StoreLoadState = 'idle'
  savedAccounts: SavedAccount[] = []

  constructor(private readonly root: RootStore) {
    const storage = root.deps.storage
    this.token = storage.get<string>(StorageKey.token) || undefined
    this.user = storage.get<UserDTO>(StorageKey.userData) ?? null
    this.memberInfo = storage.get<MemberInfoDTO>(StorageKey.meditationUserData) ?? null
    const saved = storage.get<SavedAccount[]>(StorageKey.savedAccounts)
    this.savedAccounts = Array.isArray(saved) ? saved : []
    makeAutoObservable<UserStore, 'root'>(this, { root: false })
  }

  get isLoggedIn(): boolean {
    return !!this.token
  }

  /** The profile as a screen shows it: empty when logged out, else loading, error or ready. */
  get profileLoadState(): LoadState {
    if (!this.isLoggedIn) return 'empty'
    if (this.user) return 'ready'
    return this.profileState === 'error' ? 'error' : 'loading'
  }

  get isVip(): boolean {
    return this.memberInfo?.isVip === 1
  }

  setToken(token: string | undefined): void {
    this.token = token || undefined
    if (token) this.root.deps.storage.set(StorageKey.token, token)
    else this.root.deps.storage.remove(StorageKey.token)
  }

  /** The fetched user and member info become the state and the stored copies. */
  private applyProfile(user: UserDTO, memberInfo: MemberInfoDTO): void {
    this.user = user
    this.memberInfo = memberInfo
    this.profileState = 'ready'
    this.root.deps.storage.set(StorageKey.userData, user)
    this.root.deps.storage.set(StorageKey.meditationUserData, memberInfo)
  }

  /** Fetch the user and member info; a failure leaves the stored copies and an error state. */
  async fetchProfile(): Promise<void> {
    if (!this.token) return
    this.profileState = 'loading'
    try {
      const [user, memberInfo] = await Promise.all([this.root.deps.api.user.me(), this.root.deps.api.user.memberInfo()])
      runInAction(() => this.applyProfile(user, memberInfo))
    } catch {
      runInAction(() => {
        this.profileState = 'error'
      })
      return
    }
    await this.keepTimeZone()
  }

  /**
   * The account keeps the zone this device shows times in (issue 32 item 12), so the server counts the report's
   * days, streaks and gold months where the user is. Sent only when it differs; a failure is tried again at the
   * next profile fetch. A server that reports no zone keeps none, and is not asked to.
   */
  async keepTimeZone(): Promise<void> {
    const zone = getUserTimeZone()
    if (!this.user?.time_zone || this.user.time_zone === zone) return
    try {
      await this.updateProfile({ time_zone: zone })
    } catch {
      /* kept for the next fetch */
    }
  }

  /** Refresh only the member info (after a purchase or exchange whose answer does not carry it). */
  async refreshMemberInfo(): Promise<void> {
    if (!this.token) return
    try {
      const info = await this.root.deps.api.user.memberInfo()
      this.setMemberInfo(info)
    } catch {
      /* keep the last known member info */
    }
  }

  /**
   * Keeps member info an answer already carries (a payment's `member`), remembered on the device. `orderNo`: the
   * paid order it came with, so the pay result page of that order does not fetch it again.
   */
  setMemberInfo(info: MemberInfoDTO, orderNo: string | null = null): void {
    runInAction(() => {
      this.memberInfo = info
      this.memberOrderNo = orderNo
      this.root.deps.storage.set(StorageKey.meditationUserData, info)
    })
  }

  /**
   * Spec §4 "after login": set the token, fetch user + member info, accept a pending invite, then go to the
   * saved login redirect; without one, to `fallback` (login pages) or nowhere (the panel closes over the page).
   */
  async completeLogin(token: string, opts: { fallback?: string; type?: LoginType } = {}): Promise<void> {
    this.setToken(token)
    if (opts.type) this.root.deps.storage.set(StorageKey.loginType, opts.type)
    await this.fetchProfile()
    // only a fresh profile belongs to this token (a failed fetch leaves the previous account's copy)
    if (this.profileState === 'ready') this.rememberAccount()
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

  /**
   * Accept the pending invite when logged in; the flags are removed even when the call fails (spec §4). A
   * membership invitation (`isInviteMember`, set by commonPage/pages/inviteMember) is accepted as one too: the
   * friend's trial, with the session's invite_id.
   */
  async acceptPendingInvite(): Promise<boolean> {
    const storage = this.root.deps.storage
    if (!this.token || !storage.get(StorageKey.isInvite)) return false
    const params = storage.get<InviteParams>(StorageKey.pendingInvite) || {}
    const member = !!storage.get(StorageKey.isInviteMember)
    try {
      if (member) {
        await this.root.deps.api.gifts.acceptMemberInvite(params)
        await this.refreshMemberInfo()
      }
      await this.root.deps.api.user.acceptInvite(params)
      return true
    } catch {
      return false
    } finally {
      storage.remove(StorageKey.isInvite)
      storage.remove(StorageKey.isInviteMember)
      storage.remove(StorageKey.pendingInvite)
    }
  }

  /** Logout clears the token and stored user data (spec §4). The server call is best effort. */
  async logout(): Promise<void> {
    const id = this.user?.id
    if (this.token && id) {
      try {
        await this.root.deps.api.user.logout(id)
      } catch {
        /* the local logout still happens */
      }
    }
    // the server revoked this token: it cannot be switched back to
    if (id) this.forgetAccount(id)
    this.clearLocalSession()
  }

  /** Local half of a logout: token and stored user data (spec §4). */
  clearLocalSession(): void {
    const storage = this.root.deps.storage
    this.setToken(undefined)
    this.user = null
    this.memberInfo = null
    this.profileState = 'idle'
    storage.remove(StorageKey.userData)
    storage.remove(StorageKey.meditationUserData)
    storage.remove(StorageKey.loginType)
  }

  /** Save (or refresh) the current account in the device's account list, newest first. */
  rememberAccount(): void {
    const u = this.user
    if (!this.token || !u) return
    const entry: SavedAccount = {
      id: u.id,
      nickname: u.nickname,
      avatar: u.avatar,
      label: accountLabel(u),
      token: this.token
    }
    this.savedAccounts = [entry, ...this.savedAccounts.filter((a) => a.id !== u.id)].slice(0, MAX_SAVED_ACCOUNTS)
    this.root.deps.storage.set(StorageKey.savedAccounts, this.savedAccounts)
  }

  forgetAccount(id: number): void {
    this.savedAccounts = this.savedAccounts.filter((a) => a.id !== id)
    this.root.deps.storage.set(StorageKey.savedAccounts, this.savedAccounts)
  }

  /**
   * Switch to a saved account. Resolves true when its token still works; otherwise the entry is dropped, the
   * previous session is restored and false comes back (the page then offers a fresh login).
   */
  async switchAccount(id: number): Promise<boolean> {
    const target = this.savedAccounts.find((a) => a.id === id)
    if (!target) return false
    if (target.id === this.user?.id && this.token === target.token) return true
    const previous = { token: this.token, user: this.user, memberInfo: this.memberInfo }
    try {
      // Fetched with the saved token before anything is replaced, so a dead token leaves the session as it was.
      const api = this.root.deps.api.user
      this.setToken(target.token)
      const [user, memberInfo] = await Promise.all([api.me(), api.memberInfo()])
      runInAction(() => {
        this.applyProfile(user, memberInfo)
        this.rememberAccount()
      })
      return true
    } catch {
      runInAction(() => {
        this.forgetAccount(id)
        this.setToken(previous.token)
        this.user = previous.user
        this.memberInfo = previous.memberInfo
        // a 1100 on the saved token opened the panel; the restored session does not need it
        if (previous.token) {
          this.root.loginPanel.close()
          this.root.deps.storage.remove(StorageKey.loginRedirectUrl)
        }
      })
      return false
    }
  }

  /** PUT /v2/users/{id}/update; the new user replaces the stored one. */
  async updateProfile(body: UserUpdateBody): Promise<UserDTO> {
    const id = this.user?.id
    if (!id) throw new Error('not logged in')
    const user = await this.root.deps.api.user.updateUser(id, body)
    runInAction(() => {
      this.user = user
      this.root.deps.storage.set(StorageKey.userData, user)
      this.rememberAccount()
    })
    return user
  }

  /** POST /v3/user/signOut: the account and its personal data are deleted; the device forgets it. */
  async deleteAccount(): Promise<void> {
    const id = this.user?.id
    await this.root.deps.api.user.deleteAccount()
    runInAction(() => {
      if (id) this.forgetAccount(id)
      this.clearLocalSession()
    })
  }

  /** Meditation and course settings as maps (spec §3). */
  async loadSettings(): Promise<void> {
    this.settingsState = 'loading'
    try {
      const [m, c] = await Promise.all([
        this.root.deps.api.user.meditationSettings(),
        this.root.deps.api.user.courseSettings()
      ])
      runInAction(() => {
        this.meditationSettings = settingsMap(m)
        this.courseSettings = settingsMap(c)
        this.settingsState = 'ready'
      })
    } catch {
      runInAction(() => {
        this.settingsState = 'error'
      })
    }
  }
}
