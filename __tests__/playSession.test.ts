/**
 * The one play session (stores/playSession) over the one keeper (stores/playRecords): time counted the same way
 * for every player, the 10-second rule, a log sent once (never twice: not when the launch resend and the
 * network-back resend run together, not when the resend is interrupted), a log kept offline and resent once.
 */
import { PlaySession, type PlaySubject } from '@/stores/playSession'
import { PlayLogKeeper, type RecordKind } from '@/stores/playRecords'
import { memoryStorage, StorageKey } from '@/services/storage'
import { ApiError } from '@/services/http'

const course: PlaySubject = { kind: 'course', sku: 'c-tea-zen', courseId: 6, lessonId: 601 }
const live: PlaySubject = { kind: 'live', sku: 'l-1', courseId: 9 }
const track: PlaySubject = { kind: 'meditation', sku: 'm-1', resourceId: 2, cid: '11' }

function setup(opts: { loggedIn?: boolean } = {}) {
  const storage = memoryStorage()
  const sent: [RecordKind, unknown][] = []
  const net = { online: true }
  let loggedIn = opts.loggedIn ?? true
  const sender = (kind: RecordKind) => async (r: unknown) => {
    if (!net.online) throw new ApiError('network', -1, 'offline')
    sent.push([kind, r])
  }
  const keeper = new PlayLogKeeper(
    storage,
    { meditation: sender('meditation'), course: sender('course'), live: sender('live'), position: sender('position') },
    () => loggedIn
  )
  const clock = { now: 1_000_000 }
  const session = (subject: PlaySubject) =>
    new PlaySession(subject, { keeper, loggedIn: () => loggedIn, now: () => clock.now })
  return { storage, sent, net, keeper, session, clock, login: () => (loggedIn = true) }
}
const play = (s: PlaySession, from: number, to: number) => {
  for (let t = from; t <= to; t += 0.25) s.onTime(t)
}

describe('counting', () => {
  it('a video counts forward playback only: seeks and paused updates add nothing', () => {
    const { session } = setup()
    const s = session(course)
    play(s, 0, 5)
    s.onTime(60) // seek forward
    play(s, 60, 63)
    s.onTime(64, false)
    s.interrupt()
    s.onTime(70)
    expect(s.playedSeconds).toBe(8)
  })

  it('the meditation audio counts its one-second ticks', () => {
    const { session } = setup()
    const s = session(track)
    for (let i = 0; i < 12; i++) s.tick()
    expect(s.playedSeconds).toBe(12)
  })
})

describe('the 10-second rule and one log per play', () => {
  it('logs from 10 s, through the sender of its kind, once', async () => {
    const { session, sent } = setup()
    const s = session(course)
    play(s, 0, 9.5)
    expect(await s.finish()).toBe('short')
    play(s, 0, 12)
    expect(await s.finish()).toBe('sent')
    expect(await s.finish()).toBe('short') // a second finish sends nothing
    const l = session(live)
    play(l, 0, 15)
    expect(await l.end()).toBe('sent')
    const m = session(track)
    for (let i = 0; i < 10; i++) m.tick()
    expect(await m.finish(42.7)).toBe('sent')
    expect(sent).toEqual([
      ['course', { sku: 'c-tea-zen', lesson_id: 601, total_play_time: 12 }],
      ['live', { sku: 'l-1', lesson_id: 9, total_play_time: 15 }],
      ['meditation', { sku: 'm-1', resource_id: 2, playtime: 10, position: 42 }]
    ])
  })

  it('a kept log under 10 s is dropped at resend, not sent', async () => {
    const { keeper, storage, sent } = setup()
    storage.set(StorageKey.recordCoursePlayData, [
      { sku: 'c-1', lesson_id: 1, total_play_time: 9 },
      { sku: 'c-1', lesson_id: 1, total_play_time: 10 }
    ])
    expect(await keeper.resendAll()).toBe(1)
    expect(sent).toEqual([['course', { sku: 'c-1', lesson_id: 1, total_play_time: 10 }]])
    expect(storage.get(StorageKey.recordCoursePlayData)).toBeUndefined()
  })
})

describe('offline: kept, then resent once', () => {
  it('a play that ends offline is kept; the resend sends it once, a second resend sends nothing', async () => {
    const { session, keeper, storage, sent, net } = setup()
    net.online = false
    const s = session(course)
    play(s, 0, 20)
    expect(await s.end()).toBe('kept')
    expect(storage.get(StorageKey.recordCoursePlayData)).toEqual([
      { sku: 'c-tea-zen', lesson_id: 601, total_play_time: 20 }
    ])
    expect(await keeper.resendAll()).toBe(0) // still offline: nothing lost
    expect(storage.get(StorageKey.recordCoursePlayData)).toHaveLength(1)
    net.online = true
    expect(await keeper.resendAll()).toBe(2) // the play log and the last position
    expect(await keeper.resendAll()).toBe(0)
    expect(sent.filter(([k]) => k === 'course')).toEqual([
      ['course', { sku: 'c-tea-zen', lesson_id: 601, total_play_time: 20 }]
    ])
    expect(storage.get(StorageKey.recordCoursePlayData)).toBeUndefined()
  })

  it('the launch resend and a network-back resend together send each kept log once', async () => {
    const { keeper, storage, sent } = setup()
    const a = { sku: 'm-1', resource_id: 1, playtime: 30, position: 0 }
    storage.set(StorageKey.recordPlayData, [a, a]) // the same track played twice for 30 s: two plays
    const counts = await Promise.all([keeper.resendAll(), keeper.resendAll(), keeper.resendOnce()])
    expect(counts.reduce((x, y) => x + y, 0)).toBe(2)
    expect(sent).toEqual([
      ['meditation', a],
      ['meditation', a]
    ])
  })

  it('each resent log is written off as soon as it is sent (an app closed mid-resend never sends it twice)', async () => {
    const logs = [1, 2, 3].map((i) => ({ sku: 'c-1', lesson_id: i, total_play_time: 11 }))
    const storage = memoryStorage({ [StorageKey.recordCoursePlayData]: logs })
    const keptWhileSending: unknown[] = []
    const keeper = new PlayLogKeeper(
      storage,
      {
        course: async () => {
          keptWhileSending.push(storage.get(StorageKey.recordCoursePlayData))
        }
      },
      () => true
    )
    expect(await keeper.resendAll()).toBe(3)
    expect(keptWhileSending).toEqual([logs, logs.slice(1), logs.slice(2)])
    expect(storage.get(StorageKey.recordCoursePlayData)).toBeUndefined()
  })

  it('a visitor’s play is kept for the user who logs in; a log the server refuses is dropped', async () => {
    const visitor = setup({ loggedIn: false })
    const s = visitor.session(live)
    play(s, 0, 11)
    expect(await s.finish()).toBe('kept')
    expect(await visitor.keeper.resendAll()).toBe(0)
    expect(visitor.sent).toEqual([])
    visitor.login()
    expect(await visitor.keeper.resendAll()).toBe(1)

    const refused = new PlayLogKeeper(
      memoryStorage(),
      {
        course: async () => {
          throw new ApiError('bad-request', 4000, 'bad')
        }
      },
      () => true
    )
    expect(await refused.log('course', { sku: 'c', lesson_id: 1, total_play_time: 12 })).toBe('dropped')
    expect(refused.kept('course')).toEqual([])
  })
})
