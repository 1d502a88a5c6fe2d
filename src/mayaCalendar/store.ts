/**
 * The people a user keeps in the 13-moon calendar. Logged in, the list lives on the server
 * (/v3/maya/kins); logged out, on the device (LocalKinStorage). When the user logs in — on this page through the
 * login panel, or anywhere before opening it — the device's list is merged into the account once and cleared.
 *
 * This store belongs to the mayaCalendar subpackage (nothing outside it may import it), so it is not seated in
 * RootStore: `kinStoreOf(root)` creates one per RootStore on first use.
 */
import { makeAutoObservable, reaction, runInAction } from 'mobx'
import type { MayaKinDTO } from '../protocol/maya'
import type { MayaApi } from '../services/api/maya'
import { errorText } from '../services/http'
import { t } from '../i18n'
import { kinOfDate } from './lib/dreamspell'
import { MAX_KINS, normaliseKinInput, validateKinInput, type KinInput } from './lib/kinInput'
import type { LocalKin, LocalKinStorage } from './localKins'
import type { StoreLoadState } from '../utils/loadState'
import '../i18n/zh-Hant/maya'

export interface KinEntry {
  /** 's:<server id>' or the local id: stable for React keys and selection. */
  key: string
  serverId?: number
  name: string
  birthday: string
  kin: number
}

export interface KinStoreDeps {
  api: Pick<MayaApi, 'kins' | 'addKin' | 'updateKin' | 'deleteKin' | 'mergeKins'>
  local: LocalKinStorage
  isLoggedIn(): boolean
  toast(message: string): void
  now?(): number
}

export type KinListState = StoreLoadState

function fromServer(k: MayaKinDTO): KinEntry {
  return { key: `s:${k.id}`, serverId: k.id, name: k.name, birthday: k.birthday, kin: k.kin }
}
function fromLocal(k: LocalKin): KinEntry {
  return { key: k.id, name: k.name, birthday: k.birthday, kin: kinOfDate(k.birthday) }
}
function messageOf(e: unknown): string {
  return errorText(e, t)
}

export class KinStore {
  entries: KinEntry[] = []
  state: KinListState = 'idle'
  /** The load failure shown with a retry. */
  loadError = ''
  /** Whether the list shown is the account's (true) or the device's (false). */
  synced = false
  saving = false
  private seq = 0

  constructor(private readonly deps: KinStoreDeps) {
    makeAutoObservable<KinStore, 'deps' | 'seq'>(this, { deps: false, seq: false })
  }

  /** Reload whenever the login state changes (login → merge the device's list; logout → the device's list). */
  watchLogin(): () => void {
    return reaction(
      () => this.deps.isLoggedIn(),
      () => {
        void this.load()
      }
    )
  }

  get isFull(): boolean {
    return this.entries.length >= MAX_KINS
  }

  find(key: string): KinEntry | undefined {
    return this.entries.find((e) => e.key === key)
  }

  async load(): Promise<void> {
    const mine = ++this.seq
    if (this.state !== 'ready') this.state = 'loading'
    if (!this.deps.isLoggedIn()) {
      this.entries = this.deps.local.read().map(fromLocal)
      this.synced = false
      this.state = 'ready'
      return
    }
    try {
      const local = this.deps.local.read()
      let list: MayaKinDTO[]
      if (local.length) {
        const merged = await this.deps.api.mergeKins(local.map((k) => ({ name: k.name, birthday: k.birthday })))
        // the server has them now (idempotent: a retry after a lost answer adds nothing twice)
        this.deps.local.write([])
        if (merged.added > 0) this.deps.toast(t('maya.kin.merged', { count: merged.added }))
        list = merged.list
      } else {
        list = await this.deps.api.kins()
      }
      if (mine !== this.seq) return
      runInAction(() => {
        this.entries = list.map(fromServer)
        this.synced = true
        this.state = 'ready'
        this.loadError = ''
      })
    } catch (e) {
      if (mine !== this.seq) return
      runInAction(() => {
        this.loadError = messageOf(e)
        this.state = 'error'
      })
    }
  }

  /** Adds a person; resolves with the new entry, or with an error message (already validated input expected). */
  async add(input: KinInput): Promise<{ entry: KinEntry } | { error: string }> {
    const invalid = this.invalid(input)
    if (invalid) return { error: invalid }
    if (this.isFull) return { error: t('maya.kin.errors.full', { max: MAX_KINS }) }
    const body = normaliseKinInput(input)
    if (!this.deps.isLoggedIn()) {
      const now = this.deps.now?.() ?? Date.now()
      const row: LocalKin = {
        id: `l${now}-${Math.random().toString(36).slice(2, 8)}`,
        ...body,
        created_at: new Date(now).toISOString()
      }
      this.deps.local.write([...this.deps.local.read(), row])
      const entry = fromLocal(row)
      this.entries.push(entry)
      return { entry }
    }
    return this.remote(async () => {
      const entry = fromServer(await this.deps.api.addKin(body))
      runInAction(() => {
        this.entries.push(entry)
      })
      return entry
    })
  }

  async update(key: string, input: KinInput): Promise<{ entry: KinEntry } | { error: string }> {
    const invalid = this.invalid(input)
    if (invalid) return { error: invalid }
    const current = this.find(key)
    if (!current) return { error: t('errors.notFound') }
    const body = normaliseKinInput(input)
    const replace = (entry: KinEntry) => {
      this.entries = this.entries.map((e) => (e.key === key ? entry : e))
    }
    if (current.serverId === undefined) {
      const list = this.deps.local.read().map((k) => (k.id === key ? { ...k, ...body } : k))
      this.deps.local.write(list)
      const entry = fromLocal(list.find((k) => k.id === key) ?? { id: key, ...body, created_at: '' })
      replace(entry)
      return { entry }
    }
    const id = current.serverId
    return this.remote(async () => {
      const entry = fromServer(await this.deps.api.updateKin(id, body))
      runInAction(() => replace(entry))
      return entry
    })
  }

  async remove(key: string): Promise<{ ok: true } | { error: string }> {
    const current = this.find(key)
    if (!current) return { ok: true }
    const drop = () => {
      this.entries = this.entries.filter((e) => e.key !== key)
    }
    if (current.serverId === undefined) {
      this.deps.local.write(this.deps.local.read().filter((k) => k.id !== key))
      drop()
      return { ok: true }
    }
    const id = current.serverId
    const r = await this.remote(async () => {
      await this.deps.api.deleteKin(id)
      runInAction(drop)
      return null
    })
    return 'error' in r ? r : { ok: true }
  }

  private invalid(input: KinInput): string | null {
    const errors = validateKinInput(input)
    const code = errors.name ?? errors.birthday
    return code ? t(`maya.kin.errors.${code}`) : null
  }

  private async remote(work: () => Promise<KinEntry | null>): Promise<{ entry: KinEntry } | { error: string }> {
    this.saving = true
    try {
      const entry = await work()
      return { entry: entry as KinEntry }
    } catch (e) {
      return { error: messageOf(e) }
    } finally {
      runInAction(() => {
        this.saving = false
      })
    }
  }
}
