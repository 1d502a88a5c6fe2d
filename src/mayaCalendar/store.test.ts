import { observable, runInAction } from 'mobx'
import { KinStore, type KinStoreDeps } from './store'
import { memoryLocalKins } from './localKins'
import { kinOfDate } from './lib/dreamspell'
import { ApiError } from '../services/http'
import type { MayaKinBody, MayaKinDTO } from '../protocol/maya'
import { setLocale } from '../i18n'
import { memoryStorage } from '../services/storage'

/** A fake account on the server: the same rules the real routes apply (dedupe on merge). */
function fakeServer() {
  const rows: MayaKinDTO[] = []
  let next = 1
  const calls: string[] = []
  const dto = (b: MayaKinBody): MayaKinDTO => ({
    id: next++,
    ...b,
    kin: kinOfDate(b.birthday),
    created_at: '',
    updated_at: ''
  })
  const api: KinStoreDeps['api'] = {
    kins: async () => {
      calls.push('kins')
      return rows.map((r) => ({ ...r }))
    },
    addKin: async (b) => {
      calls.push('add')
      const r = dto(b)
      rows.push(r)
      return r
    },
    updateKin: async (id, b) => {
      calls.push(`update ${id}`)
      const r = rows.find((x) => x.id === id)
      if (!r) throw new ApiError('not-found', 4040, 'gone')
      Object.assign(r, b, { kin: kinOfDate(b.birthday) })
      return { ...r }
    },
    deleteKin: async (id) => {
      calls.push(`delete ${id}`)
      rows.splice(
        rows.findIndex((x) => x.id === id),
        1
      )
      return null
    },
    mergeKins: async (kins) => {
      calls.push(`merge ${kins.length}`)
      let added = 0
      for (const k of kins)
        if (!rows.some((r) => r.name === k.name && r.birthday === k.birthday)) {
          rows.push(dto(k))
          added++
        }
      return { list: rows.map((r) => ({ ...r })), added }
    }
  }
  return { rows, calls, api }
}

function setup(loggedIn = false) {
  const server = fakeServer()
  const local = memoryLocalKins()
  const auth = observable({ loggedIn })
  const toasts: string[] = []
  const store = new KinStore({
    api: server.api,
    local,
    isLoggedIn: () => auth.loggedIn,
    toast: (m) => toasts.push(m),
    now: () => 1_700_000_000_000
  })
  return { server, local, auth, toasts, store }
}

const until = async (cond: () => boolean) => {
  for (let i = 0; i < 100 && !cond(); i++) await new Promise((r) => setTimeout(r, 0))
  expect(cond()).toBe(true)
}

beforeAll(() => setLocale('zh-Hant', memoryStorage()))

describe('KinStore', () => {
  it('logged out: people are kept on the device with their kin, and survive a new store (reload)', async () => {
    const { store, local, server } = setup(false)
    await store.load()
    expect(store.state).toBe('ready')
    expect(await store.add({ name: ' 小明 ', birthday: '2000/2/29' })).toEqual({
      entry: expect.objectContaining({ name: '小明', birthday: '2000-02-29', kin: kinOfDate('2000-02-28') })
    })
    await store.add({ name: 'Ann', birthday: '1990-07-25' })
    expect(local.list.map((k) => k.name)).toEqual(['小明', 'Ann'])
    expect(server.calls).toEqual([])

    const again = new KinStore({ api: server.api, local, isLoggedIn: () => false, toast: () => {} })
    await again.load()
    expect(again.entries.map((e) => [e.name, e.kin])).toEqual([
      ['小明', kinOfDate('2000-02-29')],
      ['Ann', kinOfDate('1990-07-25')]
    ])
  })

  it('rejects invalid input with the translated message, without saving', async () => {
    const { store, local } = setup(false)
    await store.load()
    expect(await store.add({ name: '', birthday: '1990-01-01' })).toEqual({ error: '請輸入姓名' })
    expect(await store.add({ name: '林'.repeat(11), birthday: '1990-01-01' })).toEqual({
      error: '姓名最多 20 個字元（中文算兩個）'
    })
    expect(await store.add({ name: 'Ann', birthday: '2001-02-29' })).toEqual({ error: '沒有這一天，請確認日期' })
    expect(await store.add({ name: 'Ann', birthday: '1899-12-31' })).toEqual({
      error: '生日必須介於 1900 年到 2100 年之間'
    })
    expect(local.list).toEqual([])
  })

  it('at login the device list is merged into the account once, then cleared', async () => {
    const { store, local, auth, server, toasts } = setup(false)
    await store.load()
    await store.add({ name: '小明', birthday: '2000-02-29' })
    server.rows.push({
      id: 99,
      name: 'Mum',
      birthday: '1960-05-01',
      kin: kinOfDate('1960-05-01'),
      created_at: '',
      updated_at: ''
    })
    const stop = store.watchLogin()
    runInAction(() => {
      auth.loggedIn = true
    })
    await until(() => store.synced)
    stop()
    expect(server.calls).toEqual(['merge 1'])
    expect(local.list).toEqual([])
    expect(store.entries.map((e) => e.name)).toEqual(['Mum', '小明'])
    expect(toasts).toEqual(['已將本裝置上的 1 位親友合併到你的帳號'])
    await store.load()
    expect(server.calls).toEqual(['merge 1', 'kins'])
  })

  it('logged in: add, edit and delete go to the server', async () => {
    const { store, server } = setup(true)
    await store.load()
    const added = await store.add({ name: 'Ann', birthday: '1990-07-25' })
    if (!('entry' in added)) throw new Error('not added')
    const edited = await store.update(added.entry.key, { name: 'Ann Lee', birthday: '1987-07-26' })
    expect(edited).toEqual({ entry: expect.objectContaining({ name: 'Ann Lee', kin: 34 }) })
    expect(await store.remove(added.entry.key)).toEqual({ ok: true })
    expect(store.entries).toEqual([])
    expect(server.calls).toEqual(['kins', 'add', `update ${added.entry.serverId}`, `delete ${added.entry.serverId}`])
  })

  it('a failed load is an error state with the message; a failed save returns the server message', async () => {
    const { store, server } = setup(true)
    server.api.kins = async () => {
      throw new ApiError('network', null)
    }
    await store.load()
    expect(store.state).toBe('error')
    expect(store.loadError).toBe('網路連線失敗，請檢查網路後再試')
    server.api.kins = async () => []
    await store.load()
    expect(store.state).toBe('ready')
    server.api.addKin = async () => {
      throw new ApiError('bad-request', 4000, '欄位「name」不正確')
    }
    expect(await store.add({ name: 'Ann', birthday: '1990-07-25' })).toEqual({ error: '欄位「name」不正確' })
    expect(store.saving).toBe(false)
  })
})
