/**
 * `npm run bench:lighthouse`: Lighthouse 12 (mobile defaults: simulated slow 4G, 4× CPU slowdown) against the
 * meditation home, the course tab and a meditation album, served by the real server from dist/h5, in Debian's
 * Chromium (`--no-sandbox`: we run as root). Prints performance, accessibility and LCP of each page; exits 1
 * below the goals (performance ≥ 90, accessibility ≥ 95).
 *
 * Lighthouse is not a project dependency (≈185 MB, only this benchmark uses it): it runs through
 * `npx lighthouse@12.8.2`, fetched from the npm registry on first use. On a 2-core machine Lighthouse warns
 * that the CPU is slower than it expects; its simulated throttling makes the scores pessimistic there.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ROOT, startServer } from './support/server'

const ALL = [
  { name: 'meditation home', path: '/' },
  { name: 'course tab', path: '/pages/course/index' },
  { name: 'meditation album', path: '/pages/meditation/detail?sku=m-sleep' }
]
const PAGES = ALL.filter((p) => !process.env.ONLY || p.path === process.env.ONLY)
const GOALS = { performance: 90, accessibility: 95 }
const FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking ' +
  '--disable-component-update --disable-sync'

async function main() {
  if (!existsSync(join(ROOT, 'dist', 'h5', 'index.html')))
    throw new Error('dist/h5 is missing: run npm run build:h5 first')
  const server = await startServer()
  const out = mkdtempSync(join(tmpdir(), 'jingxin-lh-'))
  const missed: string[] = []
  try {
    for (const p of PAGES) {
      const report = join(out, 'report.json')
      const res = spawnSync(
        'npx',
        [
          '-y',
          'lighthouse@12.8.2',
          server.url + p.path,
          `--chrome-flags=${FLAGS} --user-data-dir=${join(out, 'profile')}`,
          '--only-categories=performance,accessibility',
          '--output=json',
          `--output-path=${report}`,
          '--quiet',
          '--locale=en-US'
        ],
        {
          stdio: ['ignore', 'inherit', 'inherit'],
          env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }
        }
      )
      if (res.status !== 0 || !existsSync(report)) throw new Error(`lighthouse failed on ${p.path}`)
      const lhr = JSON.parse(readFileSync(report, 'utf8'))
      const perf = Math.round(lhr.categories.performance.score * 100)
      const a11y = Math.round(lhr.categories.accessibility.score * 100)
      const lcp = lhr.audits['largest-contentful-paint'].numericValue / 1000
      console.log(
        `${p.name.padEnd(18)} performance ${String(perf).padStart(3)}   accessibility ${String(a11y).padStart(3)}   LCP ${lcp.toFixed(1)} s`
      )
      if (perf < GOALS.performance) missed.push(`${p.name} performance ${perf}`)
      if (a11y < GOALS.accessibility) missed.push(`${p.name} accessibility ${a11y}`)
      for (const [id, audit] of Object.entries<any>(lhr.audits)) {
        if (
          process.env.VERBOSE &&
          audit.score !== null &&
          audit.score < 0.9 &&
          audit.scoreDisplayMode !== 'informative'
        )
          console.log(`   ${id}: ${audit.displayValue ?? audit.score}`)
      }
      for (const id of ['first-contentful-paint','largest-contentful-paint','total-blocking-time','cumulative-layout-shift','speed-index','interactive']) console.log('   ', id, lhr.audits[id].displayValue, lhr.audits[id].score)
      const el = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node; console.log('    LCP el', el?.snippet, el?.selector)
      const ph = lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items; console.log('    phases', JSON.stringify(ph))
      require('fs').copyFileSync(report, '/tmp/perf-lh/' + p.name.replace(/ /g, '_') + '.json')
      rmSync(report)
    }
  } finally {
    await server.stop()
    rmSync(out, { recursive: true, force: true })
  }
  console.log(
    missed.length
      ? `MISSED (goal performance ≥ ${GOALS.performance}, accessibility ≥ ${GOALS.accessibility}): ${missed.join('; ')}`
      : 'all goals met'
  )
  process.exit(missed.length ? 1 : 0)
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
