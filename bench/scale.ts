/**
 * `npm run bench:scale` (issue 34): how each user-facing read grows with its data. The real app (buildApp on a
 * migrated, seeded database: a fresh PGlite dir, then — with DATABASE_URL — a scratch database on that server,
 * dropped afterwards) listens on a local port and every request goes through HTTP, signed like the app's.
 * Data is generated set-based (bench/support/scaleData.ts) at 1×, then grown to 10× and 100× in the same run;
 * after each step the tables are ANALYZEd and every route is called ROUNDS times. Prints p99 per route and scale
 * with the ratio of the biggest scale to 1×, then EXPLAINs the slowest statement of each dimension at the biggest
 * scale and fails on a sequential scan of a big table. Exits 1 when a p99 misses its goal (50 ms; a catalogue read
 * just after the cache was dropped: 150 ms) or a plan scans a big table.
 *
 * SCALE_MAX (1, 10 or 100; default 100) stops the growth earlier; BENCH_ROUNDS (default 40) requests per route;
 * BENCH_PGLITE=0 benches PostgreSQL only.
 * Search and live are measured by their own scripts, not here: `BENCH_ITEMS=200000 npm run bench:search`
 * (search at the issue's size) and `npm run bench:live` / `bench:cluster` (chat fan-out over two processes).
 */
import type { AddressInfo } from 'node:net'
import { pathOf, signNonce, signRequest, signTimestamp } from '@app/protocol'
import { sql } from 'drizzle-orm'
import { createTestApp, loginWithEmail } from '../server/test/helpers'
import { createPool, grow, GEN_ID, type Dimension } from './support/scaleData'
import { percentile } from './support/stats'

const SCALES = [1, 10, 100].filter((s) => s <= Number(process.env.SCALE_MAX ?? 100))
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40)
const GOAL_MS = 50
const COLD_GOAL_MS = 150
const BIG_TABLES = [
  'med_goods',
  'med_resources',
  'courses',
  'play_logs',
  'orders',
  'coupons',
  'user_coupons',
  'forum_posts',
  'forum_comments',
  'forum_likes'
]

interface Probe {
  dim: Dimension
  name: string
  path: string
  query?: Record<string, string | number>
  /** Drop the catalogue cache before each request. */
  cold?: boolean
  goal: number
}

async function main() {
  const url = process.env.DATABASE_URL
  delete process.env.DATABASE_URL
  const results = process.env.BENCH_PGLITE === '0' ? [] : [await runEngine('PGlite')]
  if (url) {
    process.env.DATABASE_URL = url
    results.push(await runEngine('PostgreSQL'))
  } else console.log('\n(PostgreSQL skipped: set DATABASE_URL to bench it too)')
  const missed = results.flat()
  if (missed.length) {
    console.log(`\nMISSED:\n  ${missed.join('\n  ')}`)
    process.exit(1)
  }
  console.log('\nall goals met')
  process.exit(0)
}

async function runEngine(engine: string): Promise<string[]> {
  const t = await createTestApp()
  const missed: string[] = []
  try {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
    const { token, id: userId } = await loginWithEmail(t, `bench-scale-${Date.now()}@example.com`)
    const db = t.database.db
    const one = async <T>(text: string) => ((await db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows[0]
    const { id: floorId } = await one<{ id: number }>('SELECT id FROM med_floors ORDER BY sort, id LIMIT 1')
    const { id: courseFloorId } = await one<{ id: number }>('SELECT id FROM course_floors ORDER BY sort, id LIMIT 1')
    const { sku: courseSku } = await one<{ sku: string }>(
      'SELECT sku FROM courses WHERE price_cents > 0 ORDER BY id LIMIT 1'
    )
    const ctx = { userId, floorId, courseFloorId, courseSku }
    await createPool(t.database)
    const album = GEN_ID + 7 // a generated album (20 tracks)
    const post = GEN_ID + 5 // a generated post (5 comments, 10 likes)
    const middle = GEN_ID + 5_000 // a keyset page starts after it (the middle of the posts at 1×)

    const probes: Probe[] = [
      { dim: 'catalogue', name: 'meditation home', path: '/v3/meditation/indexFloor', goal: GOAL_MS },
      { dim: 'catalogue', name: 'course home', path: '/v3/course/indexFloor', goal: GOAL_MS },
      { dim: 'catalogue', name: 'album page', path: `/v3/meditation/goods/${album}`, goal: GOAL_MS },
      { dim: 'catalogue', name: 'floor page 1', path: `/v3/meditation/floor/${floorId}`, goal: GOAL_MS },
      {
        dim: 'catalogue',
        name: 'meditation home cold',
        path: '/v3/meditation/indexFloor',
        cold: true,
        goal: COLD_GOAL_MS
      },
      {
        dim: 'catalogue',
        name: 'album page cold',
        path: `/v3/meditation/goods/${album}`,
        cold: true,
        goal: COLD_GOAL_MS
      },
      {
        dim: 'heavy user',
        name: 'report week',
        path: '/v3/meditation/report',
        query: { period: 'week' },
        goal: GOAL_MS
      },
      {
        dim: 'heavy user',
        name: 'report month',
        path: '/v3/meditation/report',
        query: { period: 'month' },
        goal: GOAL_MS
      },
      {
        dim: 'heavy user',
        name: 'report year',
        path: '/v3/meditation/report',
        query: { period: 'year' },
        goal: GOAL_MS
      },
      { dim: 'heavy user', name: 'history page 1', path: '/v3/meditation/userHistory', goal: GOAL_MS },
      { dim: 'heavy user', name: 'achievements', path: '/v3/meditation/insightTimeDetails', goal: GOAL_MS },
      { dim: 'money', name: 'my orders', path: '/v3/my/course/get', goal: GOAL_MS },
      { dim: 'money', name: 'my coupons', path: '/v2/user_coupons', goal: GOAL_MS },
      { dim: 'community', name: 'feed latest', path: '/v3/forum/posts', query: { tab: 'latest' }, goal: GOAL_MS },
      { dim: 'community', name: 'feed popular', path: '/v3/forum/posts', query: { tab: 'popular' }, goal: GOAL_MS },
      {
        dim: 'community',
        name: 'feed latest keyset',
        path: '/v3/forum/posts',
        query: { tab: 'latest', cursor: `0.${middle}` },
        goal: GOAL_MS
      },
      {
        dim: 'community',
        name: 'feed popular keyset',
        path: '/v3/forum/posts',
        query: { tab: 'popular', cursor: `50.${middle}` },
        goal: GOAL_MS
      },
      { dim: 'community', name: 'post', path: `/v3/forum/posts/${post}`, goal: GOAL_MS },
      { dim: 'community', name: 'post comments', path: `/v3/forum/posts/${post}/comments`, goal: GOAL_MS }
    ]
    const dims: Dimension[] = ['catalogue', 'heavy user', 'money', 'community']

    const call = async (p: Probe) => {
      const timestamp = signTimestamp(t.clock.now)
      const nonce = signNonce()
      const headers = {
        'x-lang': 'zh-Hant',
        'x-device': 'WECHAT',
        'x-token': token,
        'x-timestamp': timestamp,
        'x-nonce': nonce,
        'x-sign': signRequest({ method: 'GET', path: pathOf(p.path), timestamp, nonce, payload: p.query })
      }
      const qs = p.query
        ? '?' + new URLSearchParams(Object.entries(p.query).map(([k, v]): [string, string] => [k, String(v)]))
        : ''
      // a keep-alive socket the server closed while data was generated: one retry on a new connection
      const res = await fetch(base + p.path + qs, { headers }).catch(() => fetch(base + p.path + qs, { headers }))
      const body = (await res.json()) as { code: number }
      if (body.code !== 0) throw new Error(`${p.name}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`)
    }

    const p99s = new Map<string, number[]>()
    let done = 0
    for (const scale of SCALES) {
      const started = Date.now()
      for (const dim of dims) await grow(t.database, dim, done, scale, ctx)
      await db.execute(sql.raw('ANALYZE'))
      console.log(`${engine}: ${scale}× generated in ${((Date.now() - started) / 1000).toFixed(1)} s`)
      done = scale
      for (const p of probes) {
        t.app.ctx.catalogue.clear()
        await call(p) // warm-up: plans, the cache
        const times: number[] = []
        for (let i = 0; i < ROUNDS; i++) {
          if (p.cold) t.app.ctx.catalogue.clear()
          const start = performance.now()
          await call(p)
          times.push(performance.now() - start)
        }
        const key = `${p.dim}|${p.name}`
        p99s.set(key, [...(p99s.get(key) ?? []), percentile(times, 99)])
      }
      // the figures so far, in case a longer scale does not finish
      console.log(
        `${engine} ${scale}× p99: ${probes.map((p) => `${p.name} ${p99s.get(`${p.dim}|${p.name}`)!.at(-1)!.toFixed(1)}`).join(', ')}`
      )
    }

    const head = `${'dimension'.padEnd(11)} ${'read'.padEnd(21)} ${SCALES.map((s) => `${s}× p99`.padStart(10)).join(' ')}  ratio  goal`
    console.log(`\n== ${engine}, ${ROUNDS} requests per read and scale (p99 in ms, through HTTP)\n${head}`)
    for (const p of probes) {
      const v = p99s.get(`${p.dim}|${p.name}`)!
      const last = v[v.length - 1]
      const ratio = last / v[0]
      console.log(
        `${p.dim.padEnd(11)} ${p.name.padEnd(21)} ${v.map((x) => x.toFixed(1).padStart(10)).join(' ')}  ${ratio.toFixed(1).padStart(5)}  ≤ ${p.goal}${last > p.goal ? '  MISSED' : ''}`
      )
      if (last > p.goal)
        missed.push(`${engine} ${p.dim} ${p.name}: p99 ${last.toFixed(1)} ms at ${SCALES.at(-1)}× (goal ≤ ${p.goal})`)
    }

    // The slowest statement of each dimension at the biggest scale, as the repositories issue it.
    const plans: [string, string][] = [
      ['catalogue: an album’s tracks', `SELECT * FROM med_resources WHERE goods_id = ${album} ORDER BY sort`],
      [
        'heavy user: history page',
        `SELECT * FROM play_logs l LEFT JOIN med_resources r ON r.id = l.resource_id
         LEFT JOIN med_goods g ON g.id = r.goods_id WHERE l.user_id = ${userId} ORDER BY l.id DESC LIMIT 20`
      ],
      [
        'heavy user: achievements',
        `SELECT day - date '1970-01-01', seconds, sessions FROM activity_days WHERE user_id = ${userId}`
      ],
      [
        'money: my orders',
        `SELECT * FROM orders WHERE user_id = ${userId} AND status = 'paid' ORDER BY paid_at DESC, id DESC LIMIT 20`
      ],
      [
        'money: my coupons',
        `SELECT * FROM user_coupons uc JOIN coupons c ON c.id = uc.coupon_id WHERE uc.user_id = ${userId} ORDER BY uc.id DESC`
      ],
      [
        'community: feed popular',
        `SELECT p.* FROM forum_posts p JOIN users u ON u.id = p.user_id WHERE p.status = 'visible'
         AND u.deleted_at IS NULL ORDER BY p.like_count + 2 * p.comment_count DESC, p.id DESC LIMIT 20`
      ],
      [
        'community: feed latest',
        `SELECT p.* FROM forum_posts p JOIN users u ON u.id = p.user_id WHERE p.status = 'visible'
         AND u.deleted_at IS NULL ORDER BY p.id DESC LIMIT 20`
      ],
      [
        'community: feed total (capped)',
        `SELECT count(*) FROM (SELECT 1 FROM forum_posts p JOIN users u ON u.id = p.user_id
         WHERE p.status = 'visible' AND u.deleted_at IS NULL ORDER BY p.id DESC LIMIT 1000) s`
      ],
      [
        'community: feed popular keyset',
        `SELECT p.* FROM forum_posts p JOIN users u ON u.id = p.user_id WHERE p.status = 'visible'
         AND u.deleted_at IS NULL AND (p.like_count + 2 * p.comment_count, p.id) < (50, ${middle})
         ORDER BY p.like_count + 2 * p.comment_count DESC, p.id DESC LIMIT 21`
      ],
      [
        'community: feed latest keyset',
        `SELECT p.* FROM forum_posts p JOIN users u ON u.id = p.user_id WHERE p.status = 'visible'
         AND u.deleted_at IS NULL AND p.id < ${middle} ORDER BY p.id DESC LIMIT 21`
      ],
      [
        'community: comments page',
        `SELECT * FROM forum_comments c JOIN users u ON u.id = c.user_id WHERE c.post_id = ${post}
         AND u.deleted_at IS NULL ORDER BY c.id LIMIT 20`
      ]
    ]
    console.log(`\n== ${engine}: plans at ${SCALES.at(-1)}×`)
    for (const [name, text] of plans) {
      const rows = ((await db.execute(sql.raw(`EXPLAIN ${text}`))) as unknown as { rows: Record<string, string>[] })
        .rows
      const plan = rows.map((r) => Object.values(r)[0]).join('\n')
      const seq = BIG_TABLES.filter((tb) => new RegExp(`Seq Scan on ${tb}\\b`).test(plan))
      console.log(`${name}: ${seq.length ? `SEQ SCAN on ${seq.join(', ')}` : 'index scans only'}`)
      if (seq.length || process.env.BENCH_VERBOSE) console.log(plan.replace(/^/gm, '    '))
      if (seq.length) missed.push(`${engine} plan of ${name}: Seq Scan on ${seq.join(', ')}`)
    }
  } finally {
    await t.close()
  }
  return missed
}

void main().catch((err) => {
  console.error(err)
  process.exit(1)
})
