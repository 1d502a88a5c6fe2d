/**
 * The demo's dated rows follow the calendar while the server runs (issue 30, "fixtures that cross midnight"): the
 * running server applies the seed again a few seconds after each Taipei midnight (db/seed/rollover.ts), so the
 * camp's "today" stays its third day, "new today" is today's and the lives keep their places around today, and
 * the cached catalogue answers show the new day at once (the seed's writes fire the catalogue change feed).
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { loadConfig } from '../src/config'
import { placeholderMedia } from '../src/db/seed/media'
import {
  msUntilNextSeedDay,
  ROLLOVER_DELAY_MS,
  startSeed,
  startSeedRollover,
  type SeedRollover
} from '../src/db/seed/rollover'
import { until } from './admin-fixtures'
import { createTestApp, type TestApp } from './helpers'

const HOUR = 3_600_000
const DAY = 24 * HOUR
/** 2026-03-10 10:00 in Taipei: day D of these tests. */
const D = Date.parse('2026-03-10T02:00:00Z')
/** The midnight that ends day D in Taipei: 2026-03-10 16:00 UTC. */
const MIDNIGHT = Date.parse('2026-03-10T16:00:00Z')
const CAMP = 61 // camp-breath: free, started two days before the seed day (Taipei), seven days of content

test('the time to the next Taipei day, around the boundary (16:00 UTC)', () => {
  assert.equal(msUntilNextSeedDay(MIDNIGHT - 1), 1, '15:59:59.999 UTC: one millisecond')
  assert.equal(msUntilNextSeedDay(MIDNIGHT), DAY, '16:00:00.000 UTC is the new day: a whole day to the next')
  assert.equal(msUntilNextSeedDay(MIDNIGHT + 1), DAY - 1)
  assert.equal(msUntilNextSeedDay(D), 14 * HOUR, '10:00 in Taipei')
  assert.equal(msUntilNextSeedDay(Date.parse('2026-03-10T00:00:00Z')), 16 * HOUR, "UTC's midnight is 08:00 there")
  // no daylight saving in Taipei: every day of a year is 24 hours, across the US, European and southern changes
  let at = Date.parse('2025-12-31T16:00:00Z')
  for (let i = 0; i < 365; i++) {
    const next = at + msUntilNextSeedDay(at)
    assert.equal(next - at, DAY, new Date(at).toISOString())
    at = next
  }
  assert.equal(new Date(at).toISOString(), '2026-12-31T16:00:00.000Z')
})

test('the timer fires a few seconds after the midnight, on a clock running from 15:59:59.900 UTC', async () => {
  const realStart = Date.now()
  const clock = () => MIDNIGHT - 100 + (Date.now() - realStart)
  const info: string[] = []
  const applied: number[] = []
  const rollover = startSeedRollover({
    apply: async (now) => (applied.push(now), 'the rows of the new day'),
    seededAt: clock(),
    now: clock,
    delayMs: 50,
    what: 'catalogue',
    info: (m) => info.push(m),
    error: (m, e) => assert.fail(`${m}: ${String(e)}`)
  })
  try {
    assert.equal(rollover.nextRunAt, MIDNIGHT + 50)
    await until(
      'the rollover ran',
      async () => applied.length,
      (n) => n > 0
    )
    assert.ok(applied[0] >= MIDNIGHT + 50, `ran at ${new Date(applied[0]).toISOString()}: after the midnight`)
    assert.deepEqual(info, [
      'seeded the demo catalogue for the new day 2026-03-11 in Asia/Taipei (the rows of the new day)'
    ])
    assert.equal(rollover.nextRunAt, MIDNIGHT + DAY + 50, 'the next one after the next midnight')
  } finally {
    await rollover.stop()
  }
})

test('a failed rollover is logged, never thrown, and tried again after the next midnight', async () => {
  const clock = { now: MIDNIGHT + 5_000 }
  const errors: [string, unknown][] = []
  let fail = true
  const rollover = startSeedRollover({
    apply: async () => {
      if (fail) throw new Error('connection lost')
      return 'ok'
    },
    seededAt: D,
    now: () => clock.now,
    delayMs: 3_600_000, // its own timer stays far away: the test runs it as the timer would
    what: 'catalogue',
    info: () => {},
    error: (m, e) => errors.push([m, e])
  })
  try {
    assert.equal(await rollover.run(), null)
    assert.equal(errors.length, 1)
    assert.match(errors[0][0], /^the demo seed of 2026-03-11 failed/)
    assert.equal((errors[0][1] as Error).message, 'connection lost')
    assert.equal(rollover.nextRunAt, MIDNIGHT + DAY + 3_600_000, 'the next day')
    fail = false
    clock.now = rollover.nextRunAt
    assert.equal(await rollover.run(), 'ok')
    assert.equal(errors.length, 1)
  } finally {
    await rollover.stop()
  }
  // a boot whose seed was made before a midnight that passed while the app was built runs at once; the timer
  // never keeps the process alive (counted in one tick: nothing else runs between the two counts)
  const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length
  const alive = timers()
  const late = startSeedRollover({
    apply: async () => null,
    seededAt: MIDNIGHT - 1000,
    now: () => MIDNIGHT + 2000,
    what: 'catalogue',
    info: () => {},
    error: () => {}
  })
  try {
    assert.equal(timers(), alive, "the rollover's timer is unref'd")
    assert.equal(late.nextRunAt, MIDNIGHT + ROLLOVER_DELAY_MS)
  } finally {
    await late.stop()
  }
})

let t: TestApp
let rollover: SeedRollover | undefined
before(async () => {
  t = await createTestApp()
})
after(async () => {
  await rollover?.stop()
  await t.close()
})

const camp = async () => (await t.call('GET', `/v2/commodity/${CAMP}`)).body.data
const newToday = async () =>
  ((await t.call('GET', '/v3/meditation/dailyUpdate')).body.data.list as { published_at: string }[]).map((u) =>
    Date.parse(u.published_at)
  )
/** The course home's dated cards (a cached catalogue answer): id → its live start. */
const courseHome = async () => {
  const floors = (await t.call('GET', '/v3/course/indexFloor')).body.data.floors as {
    items: { id: number; live_start_at: string | null }[]
  }[]
  return new Map(
    floors.flatMap((f) => f.items.filter((i) => i.live_start_at).map((i) => [i.id, Date.parse(i.live_start_at!)]))
  )
}

test('after the midnight the running server serves the new day: camp day, "new today", cached course home', async () => {
  const info: string[] = []
  const errors: unknown[] = []
  const seed = startSeed(t.database, placeholderMedia, loadConfig({} as NodeJS.ProcessEnv))
  // the server's boot on day D
  t.clock.now = D
  assert.ok(await seed(D), 'the seed of day D applied')
  rollover = startSeedRollover({
    apply: seed,
    seededAt: D,
    now: () => t.clock.now,
    what: 'catalogue and accounts',
    info: (m) => info.push(m),
    error: (m, e) => errors.push([m, e])
  })
  const startOfD = MIDNIGHT - DAY
  const day3 = await camp()
  assert.equal(day3.today, 3)
  assert.equal(Date.parse(day3.days[2].opens_at), startOfD)
  assert.deepEqual(await newToday(), [startOfD, startOfD], 'two tracks are new today')
  const homeOfD = await courseHome()
  assert.ok(homeOfD.size >= 3, 'the course home has dated cards')
  const loads = t.app.ctx.catalogue.loads
  assert.deepEqual(await courseHome(), homeOfD)
  assert.equal(t.app.ctx.catalogue.loads, loads, 'the course home is served from the catalogue cache')

  // the clock passes the midnight: until the rollover, the rows are yesterday's (what a demo left running saw)
  assert.equal(rollover.nextRunAt, MIDNIGHT + ROLLOVER_DELAY_MS)
  t.clock.now = rollover.nextRunAt
  assert.equal((await camp()).today, 4, "yesterday's rows: the camp's fourth day")
  assert.deepEqual(await newToday(), [], "yesterday's rows: nothing new today")
  assert.deepEqual(await courseHome(), homeOfD)

  const seeded = await rollover.run()
  assert.ok(seeded, 'the rollover applied the new day')
  assert.deepEqual(errors, [])
  assert.deepEqual(info, [
    `seeded the demo catalogue and accounts for the new day 2026-03-11 in Asia/Taipei (${seeded})`
  ])
  assert.equal(rollover.nextRunAt, MIDNIGHT + DAY + ROLLOVER_DELAY_MS)

  const again = await camp()
  assert.equal(again.today, 3, 'the camp is on its third day again')
  assert.equal(Date.parse(again.days[2].opens_at), MIDNIGHT)
  assert.deepEqual(await newToday(), [MIDNIGHT, MIDNIGHT], "today's new tracks")
  // the cached answer is dropped by the change feed (on PostgreSQL its notification arrives a moment later)
  const moved = [...homeOfD].map(([id, at]) => [id, at + DAY])
  await until(
    'the cached course home shows the new day',
    courseHome,
    (home) => JSON.stringify([...home]) === JSON.stringify(moved)
  )

  // another process on the same database finds the hash current and does nothing
  assert.equal(await seed(t.clock.now + 1000), null)
})
