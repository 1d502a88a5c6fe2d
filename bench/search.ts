/**
 * `npm run bench:search`: a generated catalogue of 20 000 items (albums and courses with Chinese and English
 * titles, subtitles, teachers and intros, made of 800 words per language, Zipf-distributed as real text is) in a
 * fresh PGlite dir — or, with DATABASE_URL, a scratch database on that server, dropped afterwards — indexed
 * once, then 400 searches (popular and rare words, one character, Simplified input, a wrong character or letter,
 * English) through the search repository, the same call the route makes. Prints p50/p95/p99; exits 1 when p99
 * is over 50 ms.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '../server/src/db/client'
import { migrateDatabase } from '../server/src/db/migrate'
import { courses, medGoods } from '../server/src/db/schema'
import { searchRepo, SEARCH_KINDS } from '../server/src/db/repos/search'

const ITEMS = Number(process.env.BENCH_ITEMS ?? 20_000)
const SEARCHES = 400
const P99_GOAL_MS = 50

const TEACHERS = ['林老師', '陳老師', '王老師', '張老師', '李老師']
/** Characters the Chinese words are made of, and syllables of the English ones. */
const CHARS = Array.from(
  '靜心冥想呼吸睡眠正念放鬆專注療癒能量自然聲音身體情緒晨間夜晚練習引導入門進階大師森林海浪頌缽瑜伽慈悲感恩覺察平靜喜悅步行書寫' +
    '光明月星雲雨風山水花草樹茶禪道德經典智慧生活工作學習親子關係壓力焦慮快樂幸福健康飲食運動旅行音樂藝術閱讀'
)
const SYLLABLES = ['ka', 'lo', 'mi', 'ren', 'sa', 'to', 'vi', 'nu', 'pe', 'ra', 'shi', 'mon', 'da', 'el', 'ori', 'tha']
const WORDS = 800

/** Zipf-distributed index in [0, n): a few words are very common, most are rare, as in real titles. */
function zipf(rand: () => number, n: number): number {
  return Math.min(n - 1, Math.floor(Math.exp(rand() * Math.log(n + 1))) - 1)
}

/** 800 Chinese words of two or three characters and as many English ones, most common first. */
function vocabulary(rand: () => number): { zh: string[]; en: string[] } {
  const zh = new Set<string>()
  while (zh.size < WORDS) {
    const len = rand() < 0.7 ? 2 : 3
    zh.add(Array.from({ length: len }, () => CHARS[Math.floor(rand() * CHARS.length)]).join(''))
  }
  const en = new Set<string>()
  while (en.size < WORDS) {
    en.add(
      Array.from({ length: 2 + Math.floor(rand() * 3) }, () => SYLLABLES[Math.floor(rand() * SYLLABLES.length)]).join(
        ''
      )
    )
  }
  return { zh: [...zh], en: [...en] }
}

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

/** On PostgreSQL: a database of its own next to DATABASE_URL's, dropped afterwards (the migrations name `public`). */
async function scratchDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const { Client } = await import('pg')
  const name = `jingxin_bench_search_${process.pid}`
  const admin = new Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const u = new URL(url)
  u.pathname = `/${name}`
  return {
    url: u.toString(),
    async drop() {
      const c = new Client({ connectionString: url })
      await c.connect()
      await c.query(`drop database if exists ${name}`)
      await c.end()
    }
  }
}

async function main() {
  const dir = process.env.DATABASE_URL ? null : mkdtempSync(join(tmpdir(), 'jingxin-bench-search-'))
  const scratch = process.env.DATABASE_URL ? await scratchDatabase(process.env.DATABASE_URL) : null
  const database = await openDatabase(dir ? { pgliteDir: join(dir, 'pglite') } : { databaseUrl: scratch!.url })
  try {
    await migrateDatabase(database)
    const rand = rng(42)
    const { zh, en } = vocabulary(rand)
    const pick = <T>(a: T[]) => a[zipf(rand, a.length)]
    const rows = Array.from({ length: ITEMS }, (_, i) => {
      const w = [0, 1, 2].map(() => zipf(rand, zh.length))
      return {
        id: 100_000 + i,
        sku: `bench-${i}`,
        titleZh: `${zh[w[0]]}${zh[w[1]]}${zh[w[2]]} ${i}`,
        titleEn: `${en[w[0]]} ${en[w[1]]} ${en[w[2]]} ${i}`,
        subtitleZh: `${pick(zh)}與${pick(zh)}`,
        subtitleEn: `${pick(en)} and ${pick(en)}`,
        introZh: Array.from({ length: 12 }, () => pick(zh)).join(''),
        introEn: Array.from({ length: 12 }, () => pick(en)).join(' '),
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

    const toSimplified = (require('opencc-js/t2cn') as { Converter: (o: object) => (t: string) => string }).Converter({
      from: 'tw',
      to: 'cn'
    })
    const head = zh.slice(0, 20)
    const tail = zh.slice(200, 220)
    const queries = [
      ...head.map((w, i) => w + head[(i + 7) % head.length]), // two popular words: thousands of candidates
      ...head.map((w) => Array.from(w)[0]), // one character
      ...tail, // rare words
      ...head.slice(0, 10).map((w) => toSimplified(w + tail[0])), // typed in Simplified
      ...head.slice(0, 10).map((w, i) => w + Array.from(tail[i])[0] + '刁'), // a wrong last character
      ...en.slice(0, 10).map((w, i) => `${w} ${en[i + 30]}`),
      ...en.slice(0, 10).map((w) => w.slice(0, -1) + 'x'), // a wrong last letter
      ...TEACHERS
    ]
    for (const q of queries.slice(0, 10)) await repo.search(q, SEARCH_KINDS, 1, 20) // warm-up
    const times: number[] = []
    const slow: [number, string, number][] = []
    for (let i = 0; i < SEARCHES; i++) {
      const q = queries[i % queries.length]
      const start = process.hrtime.bigint()
      const r = await repo.search(q, SEARCH_KINDS, 1 + (i % 3), 20)
      const ms = Number(process.hrtime.bigint() - start) / 1e6
      times.push(ms)
      if (process.env.BENCH_VERBOSE) slow.push([ms, q, r.total])
    }
    times.sort((a, b) => a - b)
    if (slow.length) console.log(slow.sort((a, b) => b[0] - a[0]).slice(0, 12))
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]
    const p99 = at(0.99)
    console.log(
      `search over ${ITEMS} items, ${SEARCHES} searches: p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, ` +
        `p99 ${p99.toFixed(1)} ms (goal ≤ ${P99_GOAL_MS} ms)`
    )
    if (p99 > P99_GOAL_MS) process.exitCode = 1
  } finally {
    await database.close()
    await scratch?.drop()
    if (dir) rmSync(dir, { recursive: true, force: true })
  }
}

void main()
