/** The course player's watch-history reports (POST /v2/histories): throttled, kept when unsent, resent at launch. */
import { CourseHistory, HISTORY_INTERVAL_MS } from '@/stores/courseHistory'
import { memoryStorage, StorageKey } from '@/services/storage'
import { ApiError } from '@/services/http'
import type { CourseHistoryBody } from '@/protocol/courseFavorites'

function setup(opts: { loggedIn?: boolean } = {}) {
  const storage = memoryStorage()
  const clock = { now: 1_000_000 }
  const sent: CourseHistoryBody[] = []
  let failure: unknown = null
  const history = new CourseHistory({
    send: async (body) => {
      if (failure) throw failure
      sent.push(body)
    },
    storage,
    now: () => clock.now,
    loggedIn: () => opts.loggedIn ?? true
  })
  return { storage, clock, sent, history, fail: (e: unknown) => (failure = e) }
}

const at = (position: number, course_id = 6, lesson_id = 601): CourseHistoryBody => ({ course_id, lesson_id, position })

describe('CourseHistory', () => {
  it('sends the first report at once, then at most one every 15 s per course; a forced one always', async () => {
    const { history, sent, clock } = setup()
    expect(await history.report(at(1.6))).toBe('sent')
    expect(sent).toEqual([at(1)])
    clock.now += HISTORY_INTERVAL_MS - 1
    expect(await history.report(at(15))).toBe('skipped')
    expect(await history.report(at(3, 7, 701))).toBe('sent') // another course has its own pace
    clock.now += 1
    expect(await history.report(at(16))).toBe('sent')
    expect(await history.report(at(17), true)).toBe('sent') // pause, lesson end, leaving
    expect(sent.map((b) => b.position)).toEqual([1, 3, 16, 17])
  })

  it('a visitor has no history', async () => {
    const { history, sent } = setup({ loggedIn: false })
    expect(await history.report(at(5), true)).toBe('skipped')
    expect(sent).toEqual([])
  })

  it('offline: keeps the latest report per course and sends it at launch', async () => {
    const { history, sent, storage, fail, clock } = setup()
    fail(new ApiError('network', -1, 'offline'))
    expect(await history.report(at(10))).toBe('kept')
    clock.now += HISTORY_INTERVAL_MS
    expect(await history.report(at(40))).toBe('kept')
    expect(await history.report(at(8, 7, 701), true)).toBe('kept')
    expect(storage.get(StorageKey.recordCourseHistory)).toEqual([at(40), at(8, 7, 701)])
    expect(await history.resend()).toBe(0) // still offline: nothing lost
    expect(storage.get(StorageKey.recordCourseHistory)).toEqual([at(40), at(8, 7, 701)])
    fail(null)
    expect(await history.resend()).toBe(2)
    expect(sent).toEqual([at(40), at(8, 7, 701)])
    expect(storage.get(StorageKey.recordCourseHistory)).toBeUndefined()
  })

  it('a report sent later replaces the kept one; a report the server refuses is dropped', async () => {
    const { history, storage, fail, sent } = setup()
    fail(new Error('offline'))
    await history.report(at(10))
    fail(null)
    expect(await history.report(at(30), true)).toBe('sent')
    expect(storage.get(StorageKey.recordCourseHistory)).toBeUndefined()
    fail(new ApiError('not-found', 404, 'gone'))
    expect(await history.report(at(31), true)).toBe('dropped')
    expect(storage.get(StorageKey.recordCourseHistory)).toBeUndefined()
    expect(sent).toEqual([at(30)])
  })

  it('resends what an earlier session kept once per session, and only for a logged-in user', async () => {
    const storage = memoryStorage({ [StorageKey.recordCourseHistory]: [at(40), at(8, 7, 701)] })
    const sent: CourseHistoryBody[] = []
    let loggedIn = false
    const history = new CourseHistory({
      send: async (body) => {
        sent.push(body)
      },
      storage,
      now: () => 0,
      loggedIn: () => loggedIn
    })
    expect(await history.resendOnce()).toBe(0)
    expect(storage.get(StorageKey.recordCourseHistory)).toHaveLength(2) // waits for a login
    loggedIn = true
    const [a, b] = await Promise.all([history.resendOnce(), history.resendOnce()])
    expect([a, b]).toEqual([2, 2])
    expect(sent).toEqual([at(40), at(8, 7, 701)])
    expect(await history.resendOnce()).toBe(2)
    expect(sent).toHaveLength(2)
  })
})
