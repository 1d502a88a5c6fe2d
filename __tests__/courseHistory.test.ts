/**
 * A course's position (POST /v2/histories) as the course player's play session reports it: with the first second
 * played, then at most every 15 s, at once on pause, end and leaving; kept by the play keeper when it cannot be
 * sent (the latest per course only), resent once, and never sent after a newer one.
 */
import { PlaySession, POSITION_INTERVAL_MS } from '@/stores/playSession'
import { PlayLogKeeper } from '@/stores/playRecords'
import { memoryStorage, StorageKey } from '@/services/storage'
import { ApiError } from '@/services/http'
import type { CourseHistoryBody } from '@/protocol/courseFavorites'

function setup(opts: { loggedIn?: boolean; storage?: Record<string, unknown> } = {}) {
  const storage = memoryStorage(opts.storage as never)
  const clock = { now: 1_000_000 }
  const sent: CourseHistoryBody[] = []
  let failure: unknown = null
  let loggedIn = opts.loggedIn ?? true
  const keeper = new PlayLogKeeper(
    storage,
    {
      position: async (body) => {
        if (failure) throw failure
        sent.push(body as CourseHistoryBody)
      }
    },
    () => loggedIn
  )
  const lesson = (courseId = 6, lessonId = 601) =>
    new PlaySession(
      { kind: 'course', sku: `c-${courseId}`, courseId, lessonId },
      { keeper, loggedIn: () => loggedIn, now: () => clock.now }
    )
  return { storage, clock, sent, keeper, lesson, fail: (e: unknown) => (failure = e), login: () => (loggedIn = true) }
}

const at = (position: number, course_id = 6, lesson_id = 601): CourseHistoryBody => ({ course_id, lesson_id, position })

describe('course positions', () => {
  it('sends the first report at once, then at most one every 15 s; a forced one always', async () => {
    const { lesson, sent, clock } = setup()
    const s = lesson()
    expect(await s.report(1.6)).toBe('sent')
    clock.now += POSITION_INTERVAL_MS - 1
    expect(await s.report(15)).toBe('skipped')
    expect(await lesson(7, 701).report(3)).toBe('sent') // another lesson has its own pace
    clock.now += 1
    expect(await s.report(16)).toBe('sent')
    expect(await s.report(17, true)).toBe('sent') // pause, lesson end
    expect(sent.map((b) => b.position)).toEqual([1, 3, 16, 17])
  })

  it('leaving at once reports the resume point it started from, not 0', async () => {
    const { lesson, sent } = setup()
    const s = lesson()
    s.start(125)
    await s.end()
    expect(sent).toEqual([at(125)])
  })

  it('a visitor has no history', async () => {
    const { lesson, sent, storage } = setup({ loggedIn: false })
    expect(await lesson().report(5, true)).toBe('skipped')
    expect(sent).toEqual([])
    expect(storage.get(StorageKey.recordCourseHistory)).toBeUndefined()
  })

  it('offline: keeps the latest report per course and resends it once', async () => {
    const { lesson, keeper, sent, storage, fail, clock } = setup()
    fail(new ApiError('network', -1, 'offline'))
    const s = lesson()
    expect(await s.report(10)).toBe('kept')
    clock.now += POSITION_INTERVAL_MS
    expect(await s.report(40)).toBe('kept')
    expect(await lesson(7, 701).report(8, true)).toBe('kept')
    expect(storage.get(StorageKey.recordCourseHistory)).toEqual([at(40), at(8, 7, 701)])
    expect(await keeper.resendAll()).toBe(0) // still offline: nothing lost
    expect(storage.get(StorageKey.recordCourseHistory)).toEqual([at(40), at(8, 7, 701)])
    fail(null)
    expect(await keeper.resendAll()).toBe(2)
    expect(await keeper.resendAll()).toBe(0)
    expect(sent).toEqual([at(40), at(8, 7, 701)])
    expect(storage.get(StorageKey.recordCourseHistory)).toBeUndefined()
  })

  it('a report sent later replaces the kept one (the older is never sent after it); a refused one is dropped', async () => {
    const { lesson, keeper, storage, fail, sent } = setup()
    fail(new Error('offline'))
    await lesson().report(10)
    fail(null)
    expect(await lesson().report(30, true)).toBe('sent')
    expect(storage.get(StorageKey.recordCourseHistory)).toBeUndefined()
    expect(await keeper.resendAll()).toBe(0)
    fail(new ApiError('not-found', 404, 'gone'))
    expect(await lesson().report(31, true)).toBe('dropped')
    expect(storage.get(StorageKey.recordCourseHistory)).toBeUndefined()
    expect(sent).toEqual([at(30)])
  })

  it('what an earlier session kept is resent once per session, once logged in; pages wait for it', async () => {
    const { keeper, sent, storage, login } = setup({
      loggedIn: false,
      storage: { [StorageKey.recordCourseHistory]: [at(40), at(8, 7, 701)] }
    })
    expect(await keeper.resendOnce()).toBe(0)
    expect(storage.get(StorageKey.recordCourseHistory)).toHaveLength(2) // waits for a login
    login()
    const [a, b] = await Promise.all([keeper.resendOnce(), keeper.resendOnce()])
    expect([a, b]).toEqual([2, 2])
    await keeper.settled()
    expect(sent).toEqual([at(40), at(8, 7, 701)])
    expect(await keeper.resendOnce()).toBe(2)
    expect(sent).toHaveLength(2)
  })

  it('a page waits for the keeper at most a few seconds (a send stuck on a bad network does not hold it)', async () => {
    const storage = memoryStorage()
    const keeper = new PlayLogKeeper(storage, { position: () => new Promise(() => {}) }, () => true)
    void keeper.log('position', at(5))
    const start = Date.now()
    await keeper.settled(50)
    expect(Date.now() - start).toBeLessThan(2_000)
    expect(storage.get(StorageKey.recordCourseHistory)).toBeUndefined()
  })
})
