/**
 * Offline listening: the downloads bookkeeping (metadata, member expiry, the launch prune), the player's
 * fallback to downloaded tracks when the network is gone, play logs resent when the network returns, and the
 * service worker's byte ranges. Real RootStore, AudioStore and HTTP layer over a fake transport; a recording
 * media saver stands in for Cache Storage / saved files.
 */
import { RootStore } from '@/stores/RootStore'
import { createApi } from '@/services/api'
import { createHttp, type Transport } from '@/services/http'
import { memoryStorage, StorageKey, type Storage } from '@/services/storage'
import { setLocale, t } from '@/i18n'
import { launch, RESEND_RETRY_MS, resendWhenOnline } from '@/launch'
import {
  DownloadError,
  downloadTrack,
  formatBytes,
  isPlayable,
  listDownloads,
  mediaKey,
  offlinePlayInfo,
  pruneExpiredDownloads,
  removeDownload,
  totalBytes,
  type MediaSaver
} from '@/services/downloads'
import type { MemberInfoDTO, ResourceDTO } from '@/protocol/meditation'
import { FakeBackend, FakeClock } from './utils/fakeAudio'

const DAY = 86_400_000
const NOW = Date.UTC(2026, 10, 24, 6, 0, 0)

const member = (expireAt: string | null, isVip: 0 | 1 = 1): MemberInfoDTO => ({
  isVip,
  expire_at: expireAt,
  annual_card_level: 0,
  annual_card_expire_at: null
})
const track = (id: number, over: Partial<ResourceDTO> = {}): ResourceDTO => ({
  id,
  title: `Track ${id}`,
  duration: 60,
  is_vip: 0,
  full_path: `/media/t${id}.mp3`,
  ...over
})

/** A saver that keeps bytes in a map, with an optional hard budget like weapp's. */
function fakeSaver(opts: { sizes?: Record<string, number>; limitBytes?: number } = {}) {
  const kept = new Map<string, number>()
  const fetched: string[] = []
  const saver: MediaSaver & { kept: Map<string, number>; fetched: string[] } = {
    kept,
    fetched,
    limitBytes: opts.limitBytes,
    available: () => true,
    async save(url, key, usedBytes) {
      fetched.push(url)
      const size = opts.sizes?.[key] ?? 1000
      if (opts.limitBytes !== undefined && usedBytes + size > opts.limitBytes) throw new DownloadError('quota')
      kept.set(key, size)
      return { size }
    },
    async remove(entry) {
      kept.delete(entry.key)
    },
    playableSrc: (entry) => entry.key
  }
  return saver
}

const keep = (
  storage: Storage,
  saver: MediaSaver,
  tr: ResourceDTO,
  memberInfo: MemberInfoDTO | null = null,
  now = NOW,
  sku = 'm-1'
) =>
  downloadTrack(
    { storage, memberInfo, now, saver },
    { sku, album: 'Sleep', cover: '/media/c.png', track: tr, url: `http://api.test${tr.full_path}` }
  )

beforeAll(() => setLocale('zh-Hant'))

describe('downloads metadata', () => {
  it('keys a track by its media path without the query string and records its metadata', async () => {
    const storage = memoryStorage()
    const saver = fakeSaver({ sizes: { '/media/t1.mp3': 2_500_000 } })
    const entry = await keep(storage, saver, track(1, { full_path: '/media/t1.mp3?exp=1790000000&sig=abc' }))
    expect(saver.fetched).toEqual(['http://api.test/media/t1.mp3?exp=1790000000&sig=abc'])
    expect([...saver.kept.keys()]).toEqual(['/media/t1.mp3'])
    expect(entry).toEqual({
      key: '/media/t1.mp3',
      sku: 'm-1',
      resourceId: 1,
      title: 'Track 1',
      album: 'Sleep',
      cover: '/media/c.png',
      duration: 60,
      size: 2_500_000,
      downloadedAt: NOW,
      member: false,
      memberUntil: null
    })
    expect(listDownloads(storage)).toEqual([entry])
    expect(mediaKey('https://cdn.example.com/media/a.mp3?exp=1&sig=2#x')).toBe('/media/a.mp3')
  })

  it('a second download of the same track replaces the first; sizes add up over tracks', async () => {
    const storage = memoryStorage()
    const saver = fakeSaver({ sizes: { '/media/t1.mp3': 1_000_000, '/media/t2.mp3': 3_000_000 } })
    await keep(storage, saver, track(1))
    await keep(storage, saver, track(2))
    await keep(storage, saver, track(1), null, NOW + 1000)
    const list = listDownloads(storage)
    expect(list.map((e) => [e.resourceId, e.downloadedAt])).toEqual([
      [2, NOW],
      [1, NOW + 1000]
    ])
    expect(totalBytes(list)).toBe(4_000_000)
    expect(formatBytes(totalBytes(list))).toBe('3.8 MB')
    expect(formatBytes(850 * 1024)).toBe('850 KB')
  })

  it('a member track needs a current membership and records when it ends', async () => {
    const storage = memoryStorage()
    const saver = fakeSaver()
    const vip = track(4, { is_vip: 1 })
    await expect(keep(storage, saver, vip, null)).rejects.toMatchObject({ reason: 'memberOnly' })
    await expect(keep(storage, saver, vip, member(new Date(NOW - DAY).toISOString()))).rejects.toMatchObject({
      reason: 'memberOnly'
    })
    await expect(
      keep(storage, saver, track(5, { is_vip: 1, full_path: null }), member('2027-01-01T00:00:00.000Z'))
    ).rejects.toMatchObject({ reason: 'memberOnly' })
    expect(saver.fetched).toEqual([])
    const entry = await keep(storage, saver, vip, member('2027-01-01T00:00:00.000Z'))
    expect(entry).toMatchObject({ member: true, memberUntil: Date.parse('2027-01-01T00:00:00.000Z') })
    expect(isPlayable(entry, NOW)).toBe(true)
    expect(isPlayable(entry, Date.parse('2027-01-01T00:00:00.000Z'))).toBe(false)
  })

  it('refuses a download past the platform budget and keeps the others', async () => {
    const storage = memoryStorage()
    const saver = fakeSaver({
      limitBytes: 10 * 1024 * 1024,
      sizes: { '/media/t1.mp3': 6 * 1024 * 1024, '/media/t2.mp3': 5 * 1024 * 1024 }
    })
    await keep(storage, saver, track(1))
    await expect(keep(storage, saver, track(2))).rejects.toMatchObject({ reason: 'quota' })
    expect(listDownloads(storage).map((e) => e.resourceId)).toEqual([1])
    // replacing the same track does not count its own old bytes
    await expect(keep(storage, saver, track(1))).resolves.toMatchObject({ resourceId: 1 })
  })

  it('remove drops the record and the bytes', async () => {
    const storage = memoryStorage()
    const saver = fakeSaver()
    await keep(storage, saver, track(1))
    await keep(storage, saver, track(2))
    await removeDownload(storage, { sku: 'm-1', resourceId: 1 }, saver)
    expect(listDownloads(storage).map((e) => e.resourceId)).toEqual([2])
    expect([...saver.kept.keys()]).toEqual(['/media/t2.mp3'])
    await removeDownload(storage, { sku: 'm-1', resourceId: 2 }, saver)
    expect(storage.get(StorageKey.downloads)).toBeUndefined()
    expect(saver.kept.size).toBe(0)
  })
})

describe('member expiry (launch prune)', () => {
  const until = '2026-12-01T00:00:00.000Z'

  async function seeded() {
    const storage = memoryStorage()
    const saver = fakeSaver()
    await keep(storage, saver, track(1))
    await keep(storage, saver, track(4, { is_vip: 1 }), member(until))
    return { storage, saver }
  }

  it('after the membership ends, member tracks lose their bytes and are listed as expired; free tracks stay', async () => {
    const { storage, saver } = await seeded()
    const later = Date.parse(until) + 1
    expect(await pruneExpiredDownloads(storage, member(until), later, saver)).toBe(1)
    const list = listDownloads(storage)
    expect(list.map((e) => [e.resourceId, !!e.expired, isPlayable(e, later)])).toEqual([
      [1, false, true],
      [4, true, false]
    ])
    expect([...saver.kept.keys()]).toEqual(['/media/t1.mp3'])
    expect(totalBytes(list)).toBe(1000)
    // once expired, a later prune has nothing more to do
    expect(await pruneExpiredDownloads(storage, member(until), later + DAY, saver)).toBe(0)
  })

  it('without a membership (it was cancelled, or nobody is logged in) member tracks expire at once', async () => {
    for (const info of [member(null, 0), null]) {
      const { storage, saver } = await seeded()
      expect(await pruneExpiredDownloads(storage, info, NOW, saver)).toBe(1)
      expect([...saver.kept.keys()]).toEqual(['/media/t1.mp3'])
    }
  })

  it('a renewal extends the downloaded member tracks', async () => {
    const { storage, saver } = await seeded()
    const renewed = '2027-06-01T00:00:00.000Z'
    expect(await pruneExpiredDownloads(storage, member(renewed), NOW, saver)).toBe(0)
    expect(listDownloads(storage).find((e) => e.resourceId === 4)?.memberUntil).toBe(Date.parse(renewed))
    expect(await pruneExpiredDownloads(storage, member(renewed), Date.parse(until) + DAY, saver)).toBe(0)
    expect(saver.kept.has('/media/t4.mp3')).toBe(true)
  })

  it('launch prunes with the stored member info', async () => {
    const { storage } = await seeded()
    storage.set(StorageKey.meditationUserData, member(until))
    const clock = new FakeClock()
    ;(clock as unknown as { now: () => number }).now = () => Date.parse(until) + DAY
    const root = new RootStore({
      api: createApi(
        createHttp({
          transport: async () => {
            throw new Error('offline')
          },
          config: { base: 'http://api.test' }
        })
      ),
      storage,
      navigate: () => {},
      toast: () => {},
      clock
    })
    await launch(root, {})
    expect(listDownloads(storage).map((e) => [e.resourceId, !!e.expired])).toEqual([
      [1, false],
      [4, true]
    ])
  })
})

describe('playing offline', () => {
  function setup(storage: Storage) {
    const net = { online: false }
    const calls: { path: string; data: any }[] = []
    const transport: Transport = async ({ url, data }) => {
      const u = new URL(url, 'http://x')
      calls.push({ path: u.pathname, data })
      if (!net.online) throw new Error('offline')
      if (u.pathname === '/v3/meditation/playLog')
        return { statusCode: 200, data: { code: 0, msg: '', data: { id: 1 } } }
      return { statusCode: 404, data: { code: 4040, msg: 'nf', data: null } }
    }
    const backend = new FakeBackend()
    const clock = new FakeClock()
    const root: RootStore = new RootStore({
      api: createApi(createHttp({ transport, config: { base: 'http://api.test' } })),
      storage,
      navigate: () => {},
      toast: () => {},
      audioBackend: backend,
      clock,
      offlinePlayInfo: (sku, id) => offlinePlayInfo(storage, sku, id, NOW),
      recoverPlayRecords: (): Promise<number> => root.audio.recoverPlayRecords()
    })
    return { root, backend, clock, net, calls }
  }

  it('without network the player plays a downloaded track from its kept media, listing only downloaded tracks', async () => {
    const storage = memoryStorage()
    const saver = fakeSaver()
    await keep(storage, saver, track(2))
    await keep(storage, saver, track(1))
    await keep(storage, saver, track(3), null, NOW, 'other')
    const { root, backend } = setup(storage)
    await root.audio.open('m-1', 2)
    expect(root.audio.loadState).toBe('ready')
    expect(root.audio.songList.map((r) => r.id)).toEqual([1, 2])
    expect(root.audio.current?.id).toBe(2)
    expect(backend.last).toMatchObject({ src: '/media/t2.mp3', title: 'Track 2', album: 'Sleep', startAt: 0 })
  })

  it('a track that was not downloaded (or an expired member track) still shows the network error', async () => {
    const storage = memoryStorage()
    const saver = fakeSaver()
    await keep(storage, saver, track(1))
    await keep(storage, saver, track(4, { is_vip: 1 }), member(new Date(NOW + DAY).toISOString()), NOW - DAY)
    storage.set(
      StorageKey.downloads,
      listDownloads(storage).map((e) => (e.member ? { ...e, memberUntil: NOW - 1 } : e))
    )
    const { root, backend } = setup(storage)
    await root.audio.open('m-1', 3)
    expect(root.audio.loadState).toBe('error')
    expect(root.audio.error).toBe(t('errors.network'))
    await root.audio.open('m-1', 4)
    expect(root.audio.loadState).toBe('error')
    expect(backend.loaded).toEqual([])
    expect(offlinePlayInfo(storage, 'm-1', undefined, NOW)?.list.map((r) => r.id)).toEqual([1])
  })

  it('a play log made offline is kept and sent as soon as the network returns', async () => {
    const storage = memoryStorage({ [StorageKey.token]: 'TOKEN' })
    const saver = fakeSaver()
    await keep(storage, saver, track(1))
    const { root, backend, clock, net, calls } = setup(storage)
    let networkBack: () => void = () => {
      throw new Error('not subscribed')
    }
    resendWhenOnline(root, (listener) => {
      networkBack = listener
    })
    await root.audio.open('m-1', 1)
    backend.events.onPlay()
    clock.advance(12_000)
    root.audio.stop()
    await new Promise((r) => setTimeout(r, 0))
    expect(storage.get<unknown[]>(StorageKey.recordPlayData)).toEqual([
      { sku: 'm-1', resource_id: 1, playtime: 12, position: 0 }
    ])

    net.online = true
    networkBack()
    await new Promise((r) => setTimeout(r, 0))
    await new Promise((r) => setTimeout(r, 0))
    const logs = calls.filter((c) => c.path === '/v3/meditation/playLog')
    expect(logs.map((c) => c.data)).toEqual([
      { sku: 'm-1', resource_id: 1, playtime: 12, position: 0 }, // the offline attempt
      { sku: 'm-1', resource_id: 1, playtime: 12, position: 0 } // the resend
    ])
    expect(storage.get(StorageKey.recordPlayData)).toBeUndefined()
  })

  it('the network event comes before the network: the resend that fails is tried again until it is sent', async () => {
    const storage = memoryStorage({ [StorageKey.token]: 'TOKEN' })
    const saver = fakeSaver()
    await keep(storage, saver, track(1))
    const { root, calls, net } = setup(storage)
    let networkBack: () => void = () => {
      throw new Error('not subscribed')
    }
    const timers: { fn: () => void; ms: number }[] = []
    resendWhenOnline(
      root,
      (listener) => {
        networkBack = listener
      },
      (fn, ms) => timers.push({ fn, ms })
    )
    const record = { sku: 'm-1', resource_id: 1, playtime: 12, position: 0 }
    storage.set(StorageKey.recordPlayData, [record])
    const flush = async () => {
      for (let i = 0; i < 3; i++) await new Promise((r) => setTimeout(r, 0))
    }
    const sends = () => calls.filter((c) => c.path === '/v3/meditation/playLog').length

    networkBack() // the event, while requests still fail
    await flush()
    expect(sends()).toBe(1)
    expect(storage.get(StorageKey.recordPlayData)).toEqual([record])
    expect(timers.map((x) => x.ms)).toEqual(RESEND_RETRY_MS)

    net.online = true
    timers[0].fn()
    await flush()
    expect(sends()).toBe(2)
    expect(storage.get(StorageKey.recordPlayData)).toBeUndefined()
    timers[1].fn() // nothing left: no request
    await flush()
    expect(sends()).toBe(2)
  })
})

describe('service worker byte ranges', () => {
  // src/sw.js is plain JS for the browser; it exports its pure helpers when loaded as a module

  const sw = require('../src/sw.js') as {
    parseRange(h: string | null, size: number): { start: number; end: number } | 'unsatisfiable' | null
  }

  it('parses ranges like the server does', () => {
    expect(sw.parseRange('bytes=0-', 1000)).toEqual({ start: 0, end: 999 })
    expect(sw.parseRange('bytes=500-599', 1000)).toEqual({ start: 500, end: 599 })
    expect(sw.parseRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 })
    expect(sw.parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 })
    expect(sw.parseRange('bytes=1000-', 1000)).toBe('unsatisfiable')
    expect(sw.parseRange('bytes=0-1,5-6', 1000)).toBeNull()
    expect(sw.parseRange(null, 1000)).toBeNull()
  })
})
