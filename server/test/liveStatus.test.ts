import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { isLiveCourse, liveStatusAt } from '../src/lib/liveStatus'
import { courseCardDTO } from '../src/routes/dto'
import { buildSeedRows } from '../src/db/seed/rows'
import { createTestApp, type TestApp } from './helpers'

const H = 3600_000
const at = (iso: string) => new Date(iso)

test("a live's status follows its times: upcoming, live, replay (or ended without a recording)", () => {
  const c = {
    liveStatus: 2,
    liveStartAt: at('2026-11-24T12:00:00Z'),
    liveEndAt: at('2026-11-24T13:00:00Z'),
    videoPath: '/media/v.mp4'
  }
  assert.equal(liveStatusAt(c, Date.parse('2026-11-24T11:59:59Z')), 1)
  assert.equal(liveStatusAt(c, Date.parse('2026-11-24T12:00:00Z')), 2)
  assert.equal(liveStatusAt(c, Date.parse('2026-11-24T13:00:00Z')), 3)
  assert.equal(liveStatusAt({ ...c, videoPath: '' }, Date.parse('2026-11-25T00:00:00Z')), 0)
  assert.equal(liveStatusAt({ ...c, liveStartAt: null, liveEndAt: null, liveStatus: 3 }, 0), 3)
})

test('seed times are set in Taipei: events start at Taipei day times, upcoming lives are in the future', () => {
  // 23:30 in Taipei (15:30 UTC): late in the Taipei day, early in the UTC one.
  const now = Date.parse('2026-11-24T15:30:00Z')
  const rows = buildSeedRows(() => ({ url: '/media/x', durationSec: 60 }) as never, now)
  const taipeiHour = (d: Date) => (d.getUTCHours() + 8) % 24
  const bySku = new Map(rows.courses.map((c) => [c.sku, c]))
  const evening = bySku.get('l-evening')!
  assert.equal(taipeiHour(evening.liveStartAt!), 20, 'the evening live is at 8 pm in Taipei')
  assert.ok(evening.liveStartAt!.getTime() > now, 'and still ahead')
  assert.equal(liveStatusAt(bySku.get('l-now')!, now), 2)
  assert.equal(liveStatusAt(bySku.get('l-now')!, now + 12 * H), 2)
  assert.equal(liveStatusAt(bySku.get('l-replay-sleep')!, now), 3)
  for (const e of rows.courses.filter((c) => c.type === 1 || c.type === 2)) {
    if (!e.liveStartAt) continue
    const h = taipeiHour(e.liveStartAt)
    assert.ok(h >= 8 && h <= 20, `${e.sku} starts at ${h}:00 in Taipei`)
  }
})

test('the live-now seed session has a real start and end, not midnight to midnight (issue 32)', () => {
  const now = Date.parse('2026-11-24T01:00:00Z') // 09:00 in Taipei
  const live = buildSeedRows(() => ({ url: '/media/x', durationSec: 60 }) as never, now).courses.find(
    (c) => c.sku === 'l-now'
  )!
  const taipei = (d: Date) => new Date(d.getTime() + 8 * H).toISOString().slice(11, 16)
  assert.equal(taipei(live.liveStartAt!), '20:00')
  assert.equal(taipei(live.liveEndAt!), '21:30')
  assert.equal(liveStatusAt(live, now), 2)
})

test('only lives carry a live badge on their cards: camps and in-person events have dates, not a broadcast', () => {
  const now = Date.parse('2026-11-24T01:00:00Z')
  const rows = buildSeedRows(() => ({ url: '/media/x', durationSec: 60 }) as never, now)
  const dated = rows.courses.filter((c) => c.liveStartAt && (c.type === 1 || c.type === 2))
  assert.ok(dated.length > 0, 'the seed has dated camps or events')
  for (const c of rows.courses) {
    const card = courseCardDTO({ course: c, jumpType: null } as never, 'zh-Hant', now)
    if (c.type !== 0) assert.equal(card.live_status, 0, c.sku)
    if (isLiveCourse(c)) assert.equal(card.live_status, liveStatusAt(c, now), c.sku)
  }
})

let t: TestApp
before(async () => {
  t = await createTestApp()
})
after(() => t.close())

test('a live that has ended is no longer "live now", whatever the stored status says', async () => {
  const info = async () => (await t.call('GET', '/v3/get/live/info', { query: { sku: 'l-now' } })).body.data
  assert.equal((await info()).live_status, 2)
  t.clock.now += 49 * H
  const later = await info()
  assert.equal(later.live_status, 3)
  assert.equal(later.stream_url, null)
  t.clock.now -= 49 * H
})
