/**
 * Login state of spec §3: language, panel visibility, binding-mobile flags. The HTTP layer opens the panel on
 * 1100 and the bind-mobile popup on 5001 through hooks RootStore installs.
 */
import { makeAutoObservable } from 'mobx'
import type { RootStore } from './RootStore'
import { getLocale, setLocale, type Locale } from '../i18n'
import { StorageKey } from '../services/storage'
import { DEFAULT_NATION_CODE } from '../utils/constants'

export class LoginPanelStore {
  /** The login panel is shown. */
  visible = false
  /** The bind-mobile popup is shown. */
  bindMobileVisible = false
  /** A binding is being submitted. */
  isBindingMobile = false
  /**
   * The country calling code chosen on /pages/login/nationCode (default 86, spec §3/§9), shared by every phone
   * form: the picker page sets it and navigates back.
   */
  nationCode: string = DEFAULT_NATION_CODE

  constructor(private readonly root: RootStore) {
    makeAutoObservable<LoginPanelStore, 'root' | 'bindingWaiters'>(this, { root: false, bindingWaiters: false })
  }

  get language(): Locale {
    return getLocale()
  }

  /** Open the panel; `redirect` (the route to come back to) is stored per spec §8. */
  open(redirect?: string): void {
    if (redirect) this.root.deps.storage.set(StorageKey.loginRedirectUrl, redirect)
    this.visible = true
  }

  close(): void {
    this.visible = false
  }

  /** Calls that answered 5001, waiting for the popup to close (true: a mobile was bound, send them again). */
  private bindingWaiters: ((bound: boolean) => void)[] = []

  openBindMobile(): void {
    this.bindMobileVisible = true
  }

  /** Settles when the popup closes: true when a mobile was bound (services/http sends the call again). */
  bindingOutcome(): Promise<boolean> {
    if (!this.bindMobileVisible) return Promise.resolve(false)
    return new Promise((resolve) => this.bindingWaiters.push(resolve))
  }

  /** Dismissed: the waiting calls fail with their 5001. */
  closeBindMobile(): void {
    this.settleBinding(false)
  }

  /** A mobile was bound: the popup closes and the waiting calls are sent again. */
  bindMobileDone(): void {
    this.settleBinding(true)
  }

  private settleBinding(bound: boolean): void {
    this.bindMobileVisible = false
    this.isBindingMobile = false
    const waiters = this.bindingWaiters
    this.bindingWaiters = []
    for (const resolve of waiters) resolve(bound)
  }

  setBinding(flag: boolean): void {
    this.isBindingMobile = flag
  }

  setNationCode(code: string): void {
    this.nationCode = /^\d{1,4}$/.test(code) ? code : DEFAULT_NATION_CODE
  }

  /** Switch and persist the language (spec §3 `locale`/`lang`); a logged-in user's profile language follows. */
  setLanguage(locale: Locale): void {
    setLocale(locale, this.root.deps.storage)
    const user = this.root.user
    if (user.isLoggedIn && user.user && user.user.lang !== locale) {
      user.updateProfile({ lang: locale }).catch(() => {
        /* the device's choice stands; the server copy is best effort */
      })
    }
  }
}
