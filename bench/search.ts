/**
 * `npm run bench:search`: a generated catalogue of 20 000 items (albums and courses with Chinese and English
 * titles, subtitles, teachers and intros) in a fresh PGlite dir — or DATABASE_URL's database when set, in a
 * schema of its own that is dropped afterwards — indexed once, then 400 searches (Traditional, Simplified,
 * English, one-character typos, one- and two-character queries that match thousands) through the search
 * repository, the same call the route makes. Prints p50/p95/p99; exits 1 when p99 is over 50 ms.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../server/src/db/client'
import { migrateDatabase } from '../server/src/db/migrate'
import { courses, medGoods } from '../server/src/db/schema'
import { searchRepo, SEARCH_KINDS } from '../server/src/db/repos/search'

const ITEMS = Number(process.env.BENCH_ITEMS ?? 20_000)
const SEARCHES = 400
const P99_GOAL_MS = 50

const ZH = [
  '冥想',
  '呼吸',
  '睡眠',
  '正念',
  '放鬆',
  '專注',
  '療癒',
  '能量',
  '自然',
  '聲音',
  '身體',
  '情緒',
  '晨間',
  '夜晚',
  '練習',
  '引導',
  '入門',
  '進階',
  '大師',
  '森林',
  '海浪',
  '頌缽',
  '瑜伽',
  '慈悲',
  '感恩',
  '覺察',
  '平靜',
  '喜悅',
  '步行',
  '書寫'
]
const EN = [
  'meditation',
  'breathing',
  'sleep',
  'mindfulness',
  'relax',
  'focus',
  'healing',
  'energy',
  'nature',
  'sound',
  'body',
  'emotion',
  'morning',
  'evening',
  'practice',
  'guided',
  'basics',
  'advanced',
  'master',
  'forest',
  'waves',
  'bowls',
  'yoga',
  'compassion',
  'gratitude',
  'awareness',
  'calm',
  'joy',
  'walking',
  'journal'
]
const TEACHERS = ['林老師', '陳老師', '王老師', '張老師', '李老師']

/** Deterministic PRNG (mulberry32), so every run indexes the same catalogue. */
function rng(seed: number) {
  return () => {
    seed |= 0
    seed = (seed + 0x6d2b79f5) | 0
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296
  }
}

async function main() {
  const dir = process.env.DATABASE_URL ? null : mkdtempSync(join(tmpdir(), 'jingxin-bench-search-'))
  const database = await openDatabase(
    dir ? { pgliteDir: join(dir, 'pglite') } : { databaseUrl: process.env.DATABASE_URL }
  )
  const schema = `bench_search_${process.pid}`
  try {
    if (!dir) {
      await database.db.execute(sql.raw(`create schema ${schema}; set search_path to ${schema}`))
    }
    await migrateDatabase(database)
    const rand = rng(42)
    const pick = <T>(a: T[]) => a[Math.floor(rand() * a.length)]
    const rows = Array.from({ length: ITEMS }, (_, i) => {
      const w = [0, 1, 2].map(() => Math.floor(rand() * ZH.length))
      return {
        id: 100_000 + i,
        sku: `bench-${i}`,
        titleZh: `${ZH[w[0]]}${ZH[w[1]]}${ZH[w[2]]} ${i}`,
        titleEn: `${EN[w[0]]} ${EN[w[1]]} ${EN[w[2]]} ${i}`,
        subtitleZh: `${pick(ZH)}與${pick(ZH)}`,
        subtitleEn: `${pick(EN)} and ${pick(EN)}`,
        introZh: Array.from({ length: 12 }, () => pick(ZH)).join(''),
        introEn: Array.from({ length: 12 }, () => pick(EN)).join(' '),
        teacherZh: pick(TEACHERS),
        teacherEn: 'Teacher',
        sort: i
      }
    })
    const t0 = Date.now()
    for (let i = 0; i < rows.length; i += 1000) {
      const part = rows.slice(i, i + 1000)
      const half = part.filter((r) => r.id % 2 === 0)
      const rest = part.filter((r) => r.id % 2 === 1)
      if (half.length) await database.db.insert(medGoods).values(half)
      if (rest.length) await database.db.insert(courses).values(rest.map((r) => ({ ...r, type: 0, subType: 1 })))
    }
    const repo = searchRepo(database.db)
    const indexed = await repo.rebuild()
    console.log(`indexed ${indexed} documents in ${Date.now() - t0} ms (${database.kind})`)

    const queries = [
      ...ZH.map((z, i) => z + ZH[(i + 7) % ZH.length]),
      ...ZH.map((z) => z.slice(0, 1)),
      ['冥想练习', '呼吸引导', '睡眠大师', '正念入门'],
      ['meditation practice', 'mindfullness', 'breathng', 'calm waves'],
      ['冥想練刁', '睡眠大帥', '深度', 'zzz'],
      ...TEACHERS
    ].flat()
    for (const q of queries.slice(0, 10)) await repo.search(q, SEARCH_KINDS, 1, 20) // warm-up
    const times: number[] = []
    for (let i = 0; i < SEARCHES; i++) {
      const q = queries[i % queries.length]
      const start = process.hrtime.bigint()
      await repo.search(q, SEARCH_KINDS, 1 + (i % 3), 20)
      times.push(Number(process.hrtime.bigint() - start) / 1e6)
    }
    times.sort((a, b) => a - b)
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]
    const p99 = at(0.99)
    console.log(
      `search over ${ITEMS} items, ${SEARCHES} searches: p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, ` +
        `p99 ${p99.toFixed(1)} ms (goal ≤ ${P99_GOAL_MS} ms)`
    )
    if (p99 > P99_GOAL_MS) process.exitCode = 1
  } finally {
    if (!dir) await database.db.execute(sql.raw(`drop schema ${schema} cascade`)).catch(() => {})
    await database.close()
    if (dir) rmSync(dir, { recursive: true, force: true })
  }
}

void main()
