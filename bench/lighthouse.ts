/**
 * `npm run bench:lighthouse`: Lighthouse 12 (mobile defaults: simulated slow 4G, 4× CPU slowdown) against the
 * meditation home, the course tab, a meditation album, the player and a community post (one the script publishes
 * first, through the signed API, with a new account), served by the real server from dist/h5, in Debian's
 * Chromium (`--no-sandbox`: we run as root). Each page is measured LH_RUNS times (5) and the median run by
 * performance is printed: performance, accessibility, LCP, total blocking time and layout shift. Exits 1 when a
 * median misses issue 34's goals: performance ≥ 95 and LCP ≤ 2.0 s (the median of the runs' LCPs), and
 * accessibility ≥ 95.
 *
 * `npm run bench:lighthouse` builds dist/h5 first when it is older than src/ (under the H5 build lock), then
 * measures with that lock held shared, so that no build rewrites dist/h5 during the runs (scripts/ensure-h5.mjs).
 *
 * Lighthouse is not a project dependency (≈185 MB, only this benchmark uses it): it runs through
 * `npx lighthouse@12.8.2`, fetched from the npm registry on first use. On a 2-core machine Lighthouse warns
 * that the CPU is slower than it expects; its simulated throttling makes the scores pessimistic there.
 */
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { signNonce, signRequest, signTimestamp } from '../src/protocol/signature'
import { ROOT, startServer } from './support/server'

/** The pages measured; `{post}` is the id of the post published before the runs. */
const PAGES = [
  { name: 'meditation home', path: '/' },
  { name: 'course tab', path: '/pages/course/index' },
  { name: 'meditation album', path: '/pages/meditation/detail?sku=m-sleep' },
  { name: 'player', path: '/pages/meditation/play?sku=m-quick' },
  { name: 'community post', path: '/study/pages/community/postDetail?id={post}' }
]
const GOALS = { performance: 95, accessibility: 95, lcpSeconds: 2.0 }
const FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking ' +
  '--disable-component-update --disable-sync'

/** Runs per page; the median run by performance score is reported (LH_RUNS overrides). */
const RUNS = Number(process.env.LH_RUNS ?? 5)
/** LH_REPORTS=<dir>: keep every measured run's Lighthouse JSON there (`<page>-<run>.json`), for reading its audits. */
const KEEP = process.env.LH_REPORTS
/** LH_PAGES=home,player: only the pages whose name contains one of these words (all five by default). */
const ONLY = (process.env.LH_PAGES ?? '').split(',').filter(Boolean)
const MEASURED = PAGES.filter((p) => !ONLY.length || ONLY.some((w) => p.name.includes(w)))

interface Run {
  perf: number
  a11y: number
  lcp: number
  tbt: number
  cls: number
  /** audits under 0.9, for VERBOSE */
  weak: string[]
  /** the element Lighthouse names as the largest contentful paint, for VERBOSE */
  lcpElement: string
}

function lighthouse(url: string, out: string, keepAs?: string): Run {
  const report = join(out, 'report.json')
  const res = spawnSync(
    'npx',
    [
      '-y',
      'lighthouse@12.8.2',
      url,
      `--chrome-flags=${FLAGS} --user-data-dir=${join(out, 'profile')}`,
      '--only-categories=performance,accessibility',
      '--output=json',
      `--output-path=${report}`,
      '--quiet',
      '--locale=en-US'
    ],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
      // the phone is in Taiwan, the product's home (TZ overrides): on a machine in UTC, from 16:00 to 24:00 the
      // device's today is not Taipei's, and the home's first screen (the daily pick of Taipei's today, for a device
      // that has not told its zone yet) is rightly dropped, measuring a case few users meet (2026-11-29 16:14: home LCP
      // 2.4-2.7 s, the app's own picture)
      env: { TZ: 'Asia/Taipei', ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }
    }
  )
  if (res.status !== 0 || !existsSync(report)) throw new Error(`lighthouse failed on ${url}`)
  const lhr = JSON.parse(readFileSync(report, 'utf8'))
  if (KEEP && keepAs) {
    mkdirSync(KEEP, { recursive: true })
    copyFileSync(report, join(KEEP, `${keepAs}.json`))
  }
  rmSync(report)
  const audits = lhr.audits
  return {
    perf: Math.round(lhr.categories.performance.score * 100),
    a11y: Math.round(lhr.categories.accessibility.score * 100),
    lcp: audits['largest-contentful-paint'].numericValue / 1000,
    tbt: Math.round(audits['total-blocking-time'].numericValue),
    cls: audits['cumulative-layout-shift'].numericValue,
    weak: Object.entries<any>(audits)
      .filter(([, a]) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map(([id, a]) => `${id}: ${a.displayValue ?? a.score}`),
    lcpElement: String(
      audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? 'unknown'
    )
  }
}

/** A signed call to the API, as the app makes it (src/protocol/signature.ts). */
async function call<T>(base: string, path: string, data: Record<string, unknown>, token?: string): Promise<T> {
  const timestamp = signTimestamp()
  const nonce = signNonce()
  const headers: Record<string, string> = {
    'x-timestamp': timestamp,
    'x-nonce': nonce,
    'x-device': 'WECHAT',
    'x-lang': 'zh-Hant',
    'x-sign': signRequest({ method: 'POST', path, timestamp, nonce, payload: data }),
    'content-type': 'application/json'
  }
  if (token) headers['x-token'] = token
  const res = await fetch(base + path, { method: 'POST', headers, body: JSON.stringify(data) })
  const body = (await res.json()) as { code: number; msg: string; data: T }
  if (body.code !== 0) throw new Error(`${path}: ${body.code} ${body.msg}`)
  return body.data
}

/** A new account (the dev outbox's e-mail code) publishes a text post; its id. */
async function publishPost(base: string): Promise<number> {
  const email = `lighthouse-${Date.now()}@example.com`
  await call(base, '/v3/abroad/email/send', { email, action: 'LOGIN' })
  const outbox = (await (await fetch(`${base}/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    data: { code: string }[]
  }
  const { token } = await call<{ token: string }>(base, '/v3/abroad/email/login', { email, code: outbox.data[0].code })
  const post = await call<{ id: number }>(
    base,
    '/v3/forum/posts',
    { content: '今天靜坐二十分鐘，呼吸慢下來以後，心也跟著安靜了。早晨的光照進窗台，聽見遠處的鳥聲。' },
    token
  )
  return post.id
}

async function main() {
  // STATIC_DIR (the server's own setting): a copy of a build to measure instead of dist/h5
  if (!existsSync(join(process.env.STATIC_DIR ?? join(ROOT, 'dist', 'h5'), 'index.html')))
    throw new Error('dist/h5 is missing: run npm run build:h5 first')
  const server = await startServer()
  const out = mkdtempSync(join(tmpdir(), 'jingxin-lh-'))
  const missed: string[] = []
  try {
    const post = await publishPost(server.url)
    for (const p of PAGES) p.path = p.path.replace('{post}', String(post))
    // a server that has just started is still compiling its code and filling its catalogue cache on the same
    // two cores as the browser: one unreported run per page first, as a server in use would have had
    for (const p of MEASURED) lighthouse(server.url + p.path, out)
    for (const p of MEASURED) {
      // Lighthouse's own advice: scores move between runs, so run several times and report the median run
      const runs: Run[] = []
      for (let i = 0; i < RUNS; i++)
        runs.push(lighthouse(server.url + p.path, out, `${p.name.replace(/\s+/g, '-')}-${i + 1}`))
      runs.sort((a, b) => a.perf - b.perf)
      const m = runs[Math.floor(runs.length / 2)]!
      console.log(
        `${p.name.padEnd(18)} performance ${String(m.perf).padStart(3)}   accessibility ${String(m.a11y).padStart(3)}   ` +
          `LCP ${m.lcp.toFixed(1)} s   TBT ${String(m.tbt).padStart(4)} ms   CLS ${m.cls.toFixed(3)}   ` +
          `(performance of the ${RUNS} runs: ${runs.map((r) => r.perf).join(' ')})`
      )
      const lcp = runs.map((r) => r.lcp).sort((a, b) => a - b)[Math.floor(runs.length / 2)]!
      if (m.perf < GOALS.performance) missed.push(`${p.name} performance ${m.perf}`)
      if (lcp > GOALS.lcpSeconds) missed.push(`${p.name} LCP ${lcp.toFixed(1)} s (median)`)
      if (m.a11y < GOALS.accessibility) missed.push(`${p.name} accessibility ${m.a11y}`)
      if (process.env.VERBOSE) {
        console.log(`   LCP element: ${m.lcpElement}`)
        for (const line of m.weak) console.log(`   ${line}`)
      }
    }
  } finally {
    await server.stop()
    rmSync(out, { recursive: true, force: true })
  }
  console.log(
    missed.length
      ? `MISSED (goal performance ≥ ${GOALS.performance}, LCP ≤ ${GOALS.lcpSeconds.toFixed(1)} s, accessibility ≥ ` +
          `${GOALS.accessibility}): ${missed.join('; ')}`
      : 'all goals met'
  )
  process.exit(missed.length ? 1 : 0)
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
