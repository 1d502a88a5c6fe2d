/** The one play-log keeper of meditation, course and live logs (spec §3 storage keys, §4 launch, §9). */
import { PlayLogKeeper } from '@/stores/playRecords'
import { memoryStorage, StorageKey } from '@/services/storage'
import { ApiError } from '@/services/http'

function setup(fail?: unknown) {
  const storage = memoryStorage()
  const sent: [string, unknown][] = []
  const sender = (kind: string) => async (r: unknown) => {
    if (fail) throw fail
    sent.push([kind, r])
  }
  const keeper = new PlayLogKeeper(
    storage,
    { meditation: sender('meditation'), course: sender('course'), live: sender('live') },
    () => true
  )
  return { storage, sent, keeper }
}

describe('PlayLogKeeper', () => {
  it('logs through the sender of the kind', async () => {
    const { keeper, sent } = setup()
    expect(await keeper.log('live', { sku: 'l-1', lesson_id: 9, total_play_time: 30 })).toBe('sent')
    expect(sent).toEqual([['live', { sku: 'l-1', lesson_id: 9, total_play_time: 30 }]])
  })

  it('keeps a log that may be sent later, under the key of its kind, and resends it at launch', async () => {
    const offline = setup(new Error('offline'))
    const log = { sku: 'm-1', resource_id: 2, playtime: 11 }
    expect(await offline.keeper.log('meditation', log)).toBe('kept')
    expect(offline.storage.get(StorageKey.recordPlayData)).toEqual([log])
    const online = new PlayLogKeeper(offline.storage, {}, () => true)
    const resent: unknown[] = []
    online.setSender('meditation', async (r) => {
      resent.push(r)
    })
    expect(await online.resendAll()).toBe(1)
    expect(resent).toEqual([log])
    expect(offline.storage.get(StorageKey.recordPlayData)).toBeUndefined()
  })

  it('drops a log the server refuses as malformed', async () => {
    const { keeper, storage } = setup(new ApiError('bad-request', 4000, 'bad'))
    expect(await keeper.log('course', { sku: 'c', lesson_id: 1, total_play_time: 12 })).toBe('dropped')
    expect(storage.get(StorageKey.recordCoursePlayData)).toBeUndefined()
  })
})

describe('camp day progress (kind camp)', () => {
  const rec = (day: number, position: number, done?: boolean) => ({
    commodity_id: 61,
    day,
    position,
    ...(done === undefined ? {} : { done }),
    tz: 'Asia/Taipei'
  })

  it('keeps the latest per camp day, still completing the day and at the furthest position', async () => {
    const offline = setup(new Error('offline'))
    offline.keeper.setSender('camp', async () => {
      throw new Error('offline')
    })
    expect(await offline.keeper.log('camp', rec(3, 40, true))).toBe('kept')
    expect(await offline.keeper.log('camp', rec(3, 12, false))).toBe('kept') // a pause after "done", back at 12 s
    expect(await offline.keeper.log('camp', rec(2, 5))).toBe('kept')
    expect(offline.storage.get(StorageKey.recordCampProgress)).toEqual([rec(3, 40, true), rec(2, 5)])

    const sent: unknown[] = []
    offline.keeper.setSender('camp', async (r) => {
      sent.push(r)
    })
    // a report sent later carries what the kept one of its day held, and replaces it
    expect(await offline.keeper.log('camp', rec(3, 20, false))).toBe('sent')
    expect(sent).toEqual([rec(3, 40, true)])
    expect(offline.storage.get(StorageKey.recordCampProgress)).toEqual([rec(2, 5)])
    expect(await offline.keeper.resendAll()).toBe(1)
    expect(sent).toEqual([rec(3, 40, true), rec(2, 5)])
    expect(offline.storage.get(StorageKey.recordCampProgress)).toBeUndefined()
  })
})
