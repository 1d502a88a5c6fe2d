/**
 * The audio store's state machine (spec §4) over a fake backend, a fake clock and a fake socket,
 * through the real RootStore and HTTP layer (a fake transport answers the API).
 */
import { RootStore } from '@/stores/RootStore'
import { createApi } from '@/services/api'
import { createHttp, type Transport } from '@/services/http'
import { memoryStorage, StorageKey } from '@/services/storage'
import { setLocale } from '@/i18n'
import { signSocketInit, DEV_SIGN_KEY } from '@/protocol/signature'
import type { PlayInfoDTO, ResourceDTO } from '@/protocol/meditation'
import { FakeBackend, FakeClock, FakeSocket } from './utils/fakeAudio'

const track = (id: number, over: Partial<ResourceDTO> = {}): ResourceDTO => ({
  id,
  title: `Track ${id}`,
  duration: 60,
  is_vip: 0,
  full_path: `/media/t${id}.mp3`,
  ...over
})

const user = {
  id: 7,
  nickname: 'N',
  avatar: '',
  email: 'n@x.co',
  mobile: null,
  nationcode: null,
  has_password: true,
  lang: 'zh-Hant',
  created_at: ''
}
const ok = (data: unknown) => ({ code: 0, msg: '', data })

interface Opts {
  list?: ResourceDTO[]
  position?: number
  vip?: boolean
  expireAt?: string
  loggedIn?: boolean
  storage?: Record<string, unknown>
}

function setup(opts: Opts = {}) {
  const list = opts.list ?? [track(1), track(2), track(3)]
  const calls: { method: string; path: string; data: any }[] = []
  const net = { online: true }
  const transport: Transport = async ({ url, method, data }) => {
    const u = new URL(url, 'http://x')
    calls.push({ method, path: u.pathname, data })
    if (!net.online) throw new Error('offline')
    if (u.pathname.startsWith('/v3/meditation/playInfo/')) {
      const rid = Number(u.searchParams.get('resource_id')) || list[0].id
      const info: PlayInfoDTO = {
        sku: 'm-1',
        cid: '11',
        title: 'Sleep',
        cover: '/c.png',
        resource: list.find((r) => r.id === rid)!,
        list,
        isEnterPrise: 0,
        isVip: opts.vip ? 1 : 0,
        position: opts.position ?? 0
      }
      return { statusCode: 200, data: ok(info) }
    }
    if (u.pathname === '/v3/meditation/playLog') return { statusCode: 200, data: ok({ id: calls.length }) }
    if (u.pathname === '/v3/course/playLog') return { statusCode: 200, data: ok({ id: 1 }) }
    return { statusCode: 404, data: { code: 4040, msg: 'nf', data: null } }
  }
  const initial: Record<string, unknown> = { ...(opts.storage ?? {}) }
  if (opts.loggedIn !== false) {
    initial[StorageKey.token] = 'TOKEN'
    initial[StorageKey.userData] = user
    initial[StorageKey.meditationUserData] = {
      isVip: opts.vip ? 1 : 0,
      expire_at: opts.expireAt ?? null,
      annual_card_level: 0,
      annual_card_expire_at: null
    }
  }
  const storage = memoryStorage(initial as any)
  const backend = new FakeBackend()
  const clock = new FakeClock()
  const sockets: FakeSocket[] = []
  const toasts: string[] = []
  const root = new RootStore({
    api: createApi(createHttp({ transport, config: { base: 'http://api.test' } })),
    storage,
    navigate: () => {},
    toast: (m) => toasts.push(m),
    audioBackend: backend,
    clock,
    connectSocket: (url) => {
      const s = new FakeSocket(url)
      sockets.push(s)
      return s
    }
  })
  const audio = root.audio
  const logs = () => calls.filter((c) => c.path === '/v3/meditation/playLog').map((c) => c.data)
  /** Let the backend say it is playing, then let `s` seconds of play pass. */
  const playFor = (s: number) => {
    backend.events.onPlay()
    clock.advance(s * 1000)
  }
  return { root, audio, backend, clock, sockets, toasts, storage, calls, logs, net, playFor }
}

const flush = () => new Promise((r) => setTimeout(r, 0))

beforeAll(() => setLocale('zh-Hant'))

describe('opening a track', () => {
  it('loads the play data of spec §3 and starts the track from the resume point the server keeps', async () => {
    const { audio, backend } = setup({ position: 25 })
    await audio.open('m-1', 2)
    expect(audio.sku).toBe('m-1')
    expect(audio.cid).toBe('11')
    expect(audio.songList.map((r) => r.id)).toEqual([1, 2, 3])
    expect(audio.index).toBe(1)
    expect(backend.calls).toEqual(['load /media/t2.mp3@25'])
    expect(backend.last).toMatchObject({ title: 'Track 2', album: 'Sleep', cover: '/c.png' })
    expect(audio.playMode).toBe('once')
    expect(audio.playing).toBe(false)
    backend.events.onPlay()
    expect(audio.playing).toBe(true)
  })

  it('starts over when the saved point is at the very end of the track', async () => {
    const { audio, backend } = setup({ position: 59 })
    await audio.open('m-1', 1)
    expect(backend.calls).toEqual(['load /media/t1.mp3@0'])
  })

  it('a non-member opening a VIP track gets the lock, nothing is loaded', async () => {
    const { audio, backend } = setup({ list: [track(1, { is_vip: 1, full_path: null })] })
    await audio.open('m-1', 1)
    expect(audio.locked).toBe(true)
    expect(backend.loaded).toHaveLength(0)
    audio.play()
    expect(backend.calls).not.toContain('play')
  })

  it('opening the track that is already loaded keeps it (no reload)', async () => {
    const { audio, backend } = setup()
    await audio.open('m-1', 1)
    backend.events.onPlay()
    await audio.open('m-1', 1)
    expect(backend.loaded).toHaveLength(1)
  })

  it('a track the browser refuses to start without a tap is paused, not buffering', async () => {
    const { audio, backend } = setup()
    await audio.open('m-1')
    expect(audio.buffering).toBe(true)
    // the H5 backend's answer to NotAllowedError (services/audio/audio.h5.ts)
    backend.events.onPause()
    expect(audio.playing).toBe(false)
    expect(audio.buffering).toBe(false)
    backend.events.onWaiting()
    expect(audio.buffering).toBe(true)
    backend.events.onPlay()
    expect(audio.buffering).toBe(false)
  })

  it('a failed play-info call is an error state', async () => {
    const { audio, net } = setup()
    net.online = false
    await audio.open('m-1')
    expect(audio.loadState).toBe('error')
    expect(audio.error).not.toBe('')
  })
})

describe('the one-second tick (spec §4)', () => {
  it('counts play time while playing; pause stops it', async () => {
    const { audio, backend, clock } = setup()
    await audio.open('m-1')
    clock.advance(5000)
    expect(audio.playTime).toBe(0) // loaded but not playing yet
    backend.events.onPlay()
    clock.advance(3000)
    expect(audio.playTime).toBe(3)
    audio.pause()
    expect(backend.calls).toContain('pause')
    expect(audio.playing).toBe(false)
    clock.advance(5000)
    expect(audio.playTime).toBe(3)
    backend.events.onPlay()
    clock.advance(2000)
    expect(audio.playTime).toBe(5)
  })

  it('a second play event does not start a second tick', async () => {
    const { audio, backend, clock } = setup()
    await audio.open('m-1')
    backend.events.onPlay()
    backend.events.onPlay()
    clock.advance(4000)
    expect(audio.playTime).toBe(4)
  })

  it('the backend pause event (lock screen, headset) stops the tick too', async () => {
    const { audio, backend, clock } = setup()
    await audio.open('m-1')
    backend.events.onPlay()
    clock.advance(2000)
    backend.events.onPause()
    clock.advance(2000)
    expect(audio.playTime).toBe(2)
  })
})

describe('starting a new track logs the previous one from 10 s (spec §4, §9)', () => {
  it('logs the previous track that played 10 s', async () => {
    const { audio, playFor, logs } = setup()
    await audio.open('m-1', 1)
    playFor(10)
    audio.playIndex(1)
    await flush()
    expect(logs()).toEqual([{ sku: 'm-1', resource_id: 1, playtime: 10, position: 0 }])
    expect(audio.playTime).toBe(0)
    expect(audio.current?.id).toBe(2)
  })

  it('does not log a track that played 9 s', async () => {
    const { audio, playFor, logs } = setup()
    await audio.open('m-1', 1)
    playFor(9)
    audio.playIndex(2)
    await flush()
    expect(logs()).toEqual([])
    expect(audio.playTime).toBe(0)
  })

  it('visitors log nothing', async () => {
    const { audio, playFor, logs } = setup({ loggedIn: false })
    await audio.open('m-1', 1)
    playFor(30)
    audio.next()
    await flush()
    expect(logs()).toEqual([])
  })
})

describe('track end (spec §4)', () => {
  it('once mode (the default, issue 32): the play is logged, the guide stops and the session ends', async () => {
    const { audio, backend, playFor, logs } = setup()
    await audio.open('m-1', 1)
    playFor(30)
    audio.next()
    playFor(45)
    backend.calls.length = 0
    backend.events.onEnded()
    await flush()
    expect(logs()).toEqual([
      { sku: 'm-1', resource_id: 1, playtime: 30, position: 0 },
      { sku: 'm-1', resource_id: 2, playtime: 45, position: 0 }
    ])
    expect(backend.calls).not.toContain('play')
    expect(audio.playing).toBe(false)
    expect(audio.sessionEnd).toEqual({ seconds: 75, next: 2 })
    // the next step starts a new session
    audio.playIndex(2)
    expect(audio.sessionEnd).toBeNull()
    expect(audio.sessionSeconds).toBe(0)
  })

  it('the mode control steps once → list → repeat one → once', () => {
    const { audio } = setup()
    const seen = [audio.playMode]
    for (let i = 0; i < 3; i++) {
      audio.togglePlayMode()
      seen.push(audio.playMode)
    }
    expect(seen).toEqual(['once', 'list', 'single', 'once'])
  })

  it('single mode: the play is logged, counters reset and the same track replays', async () => {
    const { audio, backend, playFor, logs } = setup()
    await audio.open('m-1', 2)
    audio.setPlayMode('single')
    playFor(60)
    backend.calls.length = 0
    backend.events.onEnded()
    await flush()
    expect(logs()).toEqual([{ sku: 'm-1', resource_id: 2, playtime: 60, position: 0 }])
    expect(audio.playTime).toBe(0)
    expect(audio.currentTime).toBe(0)
    expect(backend.calls).toEqual(['seek 0', 'play'])
    expect(audio.current?.id).toBe(2)
  })

  it('list mode: the play is logged and the next track plays', async () => {
    const { audio, backend, playFor, logs } = setup()
    await audio.open('m-1', 1)
    audio.setPlayMode('list')
    playFor(60)
    backend.events.onEnded()
    await flush()
    expect(logs()).toEqual([{ sku: 'm-1', resource_id: 1, playtime: 60, position: 0 }])
    expect(audio.current?.id).toBe(2)
    expect(backend.last?.src).toBe('/media/t2.mp3')
    expect(backend.last?.startAt).toBe(0)
  })

  it('list mode, non-member: VIP tracks are skipped', async () => {
    const { audio, backend, playFor } = setup({ list: [track(1), track(2, { is_vip: 1, full_path: null }), track(3)] })
    await audio.open('m-1', 1)
    audio.setPlayMode('list')
    playFor(12)
    backend.events.onEnded()
    expect(audio.current?.id).toBe(3)
    expect(backend.loaded.map((t) => t.src)).toEqual(['/media/t1.mp3', '/media/t3.mp3'])
  })

  it('list mode, member: VIP tracks play', async () => {
    const { audio, backend, playFor } = setup({ vip: true, list: [track(1), track(2, { is_vip: 1 }), track(3)] })
    await audio.open('m-1', 1)
    audio.setPlayMode('list')
    playFor(12)
    backend.events.onEnded()
    expect(audio.current?.id).toBe(2)
  })

  it('end of the list: the message says it is already the last one', async () => {
    const { audio, backend, playFor, toasts } = setup()
    await audio.open('m-1', 3)
    audio.setPlayMode('list')
    playFor(12)
    backend.calls.length = 0
    backend.events.onEnded()
    expect(toasts).toEqual(['已經是最後一首了'])
    expect(audio.notice).toBe('已經是最後一首了')
    expect(audio.playing).toBe(false)
    expect(backend.loaded).toHaveLength(1)
    expect(backend.calls).not.toContain('play')
  })

  it('end of the list with only VIP tracks left, expired member: membership has expired and it is the last one', async () => {
    const { audio, backend, playFor, toasts } = setup({
      list: [track(1), track(2, { is_vip: 1, full_path: null })],
      expireAt: '2025-01-31T00:00:00.000Z'
    })
    await audio.open('m-1', 1)
    audio.setPlayMode('list')
    playFor(12)
    backend.events.onEnded()
    expect(toasts).toEqual(['會員已過期，已經是最後一首了'])
    expect(audio.current?.id).toBe(1)
  })

  it('end of the list with only VIP tracks left, never a member: the plain "already the last one", not "expired"', async () => {
    const { audio, backend, playFor, toasts } = setup({ list: [track(1), track(2, { is_vip: 1, full_path: null })] })
    await audio.open('m-1', 1)
    audio.setPlayMode('list')
    playFor(12)
    backend.events.onEnded()
    expect(toasts).toEqual(['已經是最後一首了'])
    expect(audio.current?.id).toBe(1)
  })

  it('with background music on, the scene music restarts and nothing is logged', async () => {
    const { audio, backend, playFor, logs } = setup()
    audio.playBackgroundMusic({ title: 'Rain', music: '/media/rain.mp3', cover: '/r.png' })
    expect(audio.backgroundMusic).toBe(true)
    playFor(120)
    backend.events.onEnded()
    await flush()
    expect(backend.loaded.map((t) => t.src)).toEqual(['/media/rain.mp3', '/media/rain.mp3'])
    expect(logs()).toEqual([])
  })

  it('background music replacing a guide logs the guide first', async () => {
    const { audio, playFor, logs } = setup()
    await audio.open('m-1', 1)
    playFor(15)
    audio.playBackgroundMusic({ title: 'Rain', music: '/media/rain.mp3', cover: '' })
    await flush()
    expect(logs()).toEqual([{ sku: 'm-1', resource_id: 1, playtime: 15, position: 0 }])
  })
})

describe('next / previous and the list', () => {
  it('tapping a VIP track as a non-member refuses with the membership message', async () => {
    const { audio, backend, toasts } = setup({ list: [track(1), track(2, { is_vip: 1, full_path: null })] })
    await audio.open('m-1', 1)
    expect(audio.playIndex(1)).toBe(false)
    expect(toasts).toEqual(['開通會員即可收聽這一節'])
    expect(backend.loaded).toHaveLength(1)
  })

  it('previous skips VIP tracks and says when it is the first one', async () => {
    const { audio, toasts } = setup({ list: [track(1), track(2, { is_vip: 1, full_path: null }), track(3)] })
    await audio.open('m-1', 3)
    expect(audio.previous()).toBe(true)
    expect(audio.current?.id).toBe(1)
    expect(audio.previous()).toBe(false)
    expect(toasts).toEqual(['已經是第一首了'])
  })

  it('remote controls (lock screen) drive the same transitions', async () => {
    const { audio, backend } = setup()
    await audio.open('m-1', 1)
    backend.events.onRemote('next')
    expect(audio.current?.id).toBe(2)
    backend.events.onPlay()
    backend.events.onRemote('pause')
    expect(audio.playing).toBe(false)
  })
})

describe('play logs are never lost', () => {
  it('a log that cannot be sent is kept in recordPlayData and resent at launch once online', async () => {
    const { root, audio, backend, playFor, logs, storage, net } = setup()
    await audio.open('m-1', 1)
    net.online = false
    playFor(42)
    backend.events.onTimeUpdate(42.6, 60)
    audio.playIndex(1)
    await flush()
    await flush()
    expect(storage.get(StorageKey.recordPlayData)).toEqual([{ sku: 'm-1', resource_id: 1, playtime: 42, position: 42 }])
    expect(logs()).toHaveLength(1) // tried once

    // still offline at the next launch: kept
    expect(await root.audio.recoverPlayRecords()).toBe(0)
    expect(storage.get(StorageKey.recordPlayData)).toEqual([{ sku: 'm-1', resource_id: 1, playtime: 42, position: 42 }])

    net.online = true
    expect(await root.audio.recoverPlayRecords()).toBe(1)
    expect(storage.get(StorageKey.recordPlayData)).toBeUndefined()
    expect(logs()[logs().length - 1]).toEqual({ sku: 'm-1', resource_id: 1, playtime: 42, position: 42 })
  })

  it('at launch, records under 10 s are dropped (meditation, course and live)', async () => {
    const { root, storage, logs } = setup({
      storage: {
        [StorageKey.recordPlayData]: [
          { sku: 'm-1', resource_id: 1, playtime: 4 },
          { sku: 'm-1', resource_id: 2, playtime: 11 }
        ],
        [StorageKey.recordCoursePlayData]: { sku: 'c-1', lesson_id: 4, total_play_time: 3 },
        [StorageKey.recordLivePlayData]: [{ sku: 'l-1', total_play_time: 30 }]
      }
    })
    const live: unknown[] = []
    root.playLogs.setSender('live', async (r) => {
      live.push(r)
    })
    expect(await root.audio.recoverPlayRecords()).toBe(2)
    expect(logs()).toEqual([{ sku: 'm-1', resource_id: 2, playtime: 11 }])
    expect(live).toEqual([{ sku: 'l-1', total_play_time: 30 }])
    expect(storage.get(StorageKey.recordCoursePlayData)).toBeUndefined()
    expect(storage.get(StorageKey.recordLivePlayData)).toBeUndefined()
  })

  it('course and live records go to /v3/course/playLog (one keeper for the three kinds)', async () => {
    const { root, storage, calls } = setup({
      storage: {
        [StorageKey.recordCoursePlayData]: [{ sku: 'c-1', lesson_id: 4, total_play_time: 30 }],
        [StorageKey.recordLivePlayData]: [{ sku: 'l-1', lesson_id: 9, total_play_time: 30 }]
      }
    })
    expect(await root.audio.recoverPlayRecords()).toBe(2)
    expect(calls.filter((c) => c.path === '/v3/course/playLog').map((c) => c.data)).toEqual([
      { sku: 'c-1', lesson_id: 4, total_play_time: 30 },
      { sku: 'l-1', lesson_id: 9, total_play_time: 30 }
    ])
    expect(storage.get(StorageKey.recordCoursePlayData)).toBeUndefined()
    expect(storage.get(StorageKey.recordLivePlayData)).toBeUndefined()
  })

  it('a live record the server cannot take yet (offline) is kept by the keeper and sent at the next launch', async () => {
    const { root, storage, calls, net } = setup()
    net.online = false
    const { playSessionFor } = await import('@/stores/playSession')
    const live = playSessionFor(root, { kind: 'live', sku: 'l-1', courseId: 9 })
    for (let s = 0; s <= 15; s++) live.onTime(s)
    expect(await live.finish()).toBe('kept')
    expect(storage.get(StorageKey.recordLivePlayData)).toEqual([{ sku: 'l-1', lesson_id: 9, total_play_time: 15 }])
    expect(storage.get(StorageKey.recordCoursePlayData)).toBeUndefined()
    net.online = true
    expect(await root.audio.recoverPlayRecords()).toBe(1)
    expect(calls.filter((c) => c.path === '/v3/course/playLog').map((c) => c.data)).toContainEqual({
      sku: 'l-1',
      lesson_id: 9,
      total_play_time: 15
    })
    expect(storage.get(StorageKey.recordLivePlayData)).toBeUndefined()
  })

  it('without a login nothing is sent and everything is kept', async () => {
    const kept = [{ sku: 'm-1', resource_id: 2, playtime: 11 }]
    const { root, storage, logs } = setup({ loggedIn: false, storage: { [StorageKey.recordPlayData]: kept } })
    expect(await root.audio.recoverPlayRecords()).toBe(0)
    expect(logs()).toEqual([])
    expect(storage.get(StorageKey.recordPlayData)).toEqual(kept)
  })

  it('launch() calls the recovery through RootDeps', async () => {
    const { launch } = await import('@/launch')
    const seen: string[] = []
    const { root } = setup()
    ;(root.deps as any).recoverPlayRecords = async () => {
      seen.push('recover')
    }
    await launch(root, {})
    expect(seen).toEqual(['recover'])
  })
})

describe('realtime reporting (spec §4, §8, §9)', () => {
  it('on play: opens the socket, sends the signed type 3 init, then a type 5 tick every second', async () => {
    const { audio, backend, clock, sockets } = setup()
    await audio.open('m-1', 2)
    expect(sockets).toHaveLength(1)
    expect(sockets[0].url).toBe('ws://api.test/ws')
    sockets[0].open()
    const init = sockets[0].json[0]
    expect(init).toMatchObject({
      messageType: 3,
      token: 'TOKEN',
      userId: 7,
      device: 'WECHAT',
      version: '1.0.0',
      sku: 'm-1',
      resourceId: 2,
      cid: '11'
    })
    expect(init.timestamp).toMatch(/^\d{10}$/)
    expect(init.nonce).toMatch(/^[A-Za-z0-9]{32}$/)
    const { sign, ...fields } = init
    expect(sign).toBe(signSocketInit(fields, DEV_SIGN_KEY))

    backend.events.onPlay()
    backend.events.onTimeUpdate(3.4, 60)
    clock.advance(1000)
    audio.pause()
    clock.advance(1000)
    expect(sockets[0].json.slice(1)).toEqual([
      { messageType: 5, position: 3, status: 1 },
      { messageType: 5, position: 3, status: 2 }
    ])
  })

  it('on error: retries up to 3 times, each 500 ms after closing the old socket', async () => {
    const { audio, clock, sockets } = setup()
    await audio.open('m-1')
    for (let i = 0; i < 3; i++) {
      sockets[i].fail()
      expect(sockets[i].closed).toBe(true)
      clock.advance(499)
      expect(sockets).toHaveLength(i + 1)
      clock.advance(1)
      expect(sockets).toHaveLength(i + 2)
    }
    sockets[3].fail()
    clock.advance(5000)
    expect(sockets).toHaveLength(4)
    expect(audio.reporting.retries).toBe(3)
  })

  it('on close: timers are cleared (no more ticks)', async () => {
    const { audio, backend, clock, sockets } = setup()
    await audio.open('m-1')
    sockets[0].open()
    backend.events.onPlay()
    clock.advance(2000)
    const sent = sockets[0].sent.length
    sockets[0].close()
    clock.advance(5000)
    expect(sockets[0].sent.length).toBe(sent)
    audio.pause()
    expect(clock.pending).toBe(0)
  })

  it('unparsable messages are ignored; a refused init stops the ticks', async () => {
    const { audio, clock, sockets } = setup()
    await audio.open('m-1')
    sockets[0].open()
    sockets[0].message('not json {')
    clock.advance(1000)
    expect(sockets[0].json.map((m) => m.messageType)).toEqual([3, 5])
    sockets[0].message(JSON.stringify({ ok: false, code: 1100 }))
    clock.advance(3000)
    expect(sockets[0].json.map((m) => m.messageType)).toEqual([3, 5])
  })

  it('a new track re-initialises a new socket; visitors open none', async () => {
    const a = setup()
    await a.audio.open('m-1', 1)
    a.audio.playIndex(1)
    expect(a.sockets).toHaveLength(2)
    expect(a.sockets[0].closed).toBe(true)
    const b = setup({ loggedIn: false })
    await b.audio.open('m-1', 1)
    expect(b.sockets).toHaveLength(0)
  })
})

describe('sleep timer and speed', () => {
  it('fades out over the last 10 s, then pauses and restores the volume', async () => {
    const { audio, backend, clock } = setup()
    await audio.open('m-1')
    backend.events.onPlay()
    audio.setSleepTimer(15)
    clock.advance(15 * 60_000 - 10_000)
    expect(backend.volume).toBe(1)
    clock.advance(5000)
    expect(backend.volume).toBe(0.5)
    clock.advance(4000)
    expect(backend.volume).toBe(0.1)
    clock.advance(1000)
    expect(audio.playing).toBe(false)
    expect(backend.calls).toContain('pause')
    expect(audio.sleep).toBe(null)
    expect(backend.volume).toBe(1)
  })

  it('"end of track" stops at the end instead of replaying or going on', async () => {
    const { audio, backend } = setup()
    await audio.open('m-1', 1)
    audio.setPlayMode('list')
    backend.events.onPlay()
    audio.setSleepTimer('track')
    backend.events.onTimeUpdate(55, 60)
    backend.calls.length = 0
    backend.events.onEnded()
    expect(audio.current?.id).toBe(1)
    expect(backend.calls).not.toContain('play')
    expect(audio.sleep).toBe(null)
  })

  it('cancelling the timer clears its interval', async () => {
    const { audio, clock } = setup()
    audio.setSleepTimer(30)
    audio.setSleepTimer(null)
    expect(clock.pending).toBe(0)
  })

  it('speed is kept within 0.75–1.25×', async () => {
    const { audio, backend } = setup()
    audio.setRate(2)
    expect(audio.rate).toBe(1.25)
    audio.setRate(0.5)
    expect(audio.rate).toBe(0.75)
    audio.setRate(1.1)
    expect(backend.rate).toBe(1.1)
  })
})

describe('scene music under the guide', () => {
  it('plays with the guide when on; off is remembered as closeBackgroundMusic', async () => {
    const { audio, backend, storage } = setup()
    audio.setScene({ title: 'Rain', music: '/media/rain.mp3', cover: '' })
    await audio.open('m-1')
    backend.events.onPlay()
    expect(backend.calls).toContain('scene /media/rain.mp3')
    audio.setSceneLayer(false)
    expect(storage.get(StorageKey.closeBackgroundMusic)).toBe(1)
    expect(backend.calls[backend.calls.length - 1]).toBe('scenePause')
    audio.pause()
    backend.calls.length = 0
    backend.events.onPlay()
    expect(backend.calls).not.toContain('scene /media/rain.mp3')
  })

  it('the tab bar contract: pause() pauses the guide and the scene music', async () => {
    const { audio, backend } = setup()
    audio.setScene({ title: 'Rain', music: '/media/rain.mp3', cover: '' })
    await audio.open('m-1')
    backend.events.onPlay()
    backend.calls.length = 0
    audio.pause()
    expect(backend.calls).toEqual(['pause', 'scenePause'])
  })
})

describe('refreshing the play data', () => {
  it('a language or membership change re-reads the list without restarting; a locked track starts once allowed', async () => {
    const list = [track(1, { is_vip: 1, full_path: null })]
    const s = setup({ list })
    await s.audio.open('m-1', 1)
    expect(s.audio.locked).toBe(true)
    list[0] = track(1, { is_vip: 1, title: 'Renamed' })
    s.storage.set(StorageKey.meditationUserData, { isVip: 1 })
    s.root.user.memberInfo = { isVip: 1, expire_at: null, annual_card_level: 0, annual_card_expire_at: null }
    await s.audio.refreshPlayInfo()
    expect(s.audio.locked).toBe(false)
    expect(s.audio.current?.title).toBe('Renamed')
    expect(s.backend.calls).toEqual(['stop', 'load /media/t1.mp3@0'])
  })

  it('a playing track is not reloaded', async () => {
    const s = setup()
    await s.audio.open('m-1', 1)
    s.backend.events.onPlay()
    await s.audio.refreshPlayInfo()
    expect(s.backend.loaded).toHaveLength(1)
  })
})
