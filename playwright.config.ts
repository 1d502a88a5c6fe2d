/**
 * Browser tests: the built H5 app (dist/h5) served by the real API server on a fresh PGlite data dir, in
 * Debian's Chromium (`/usr/bin/chromium`; Playwright's own browser download does not work here), with a
 * mobile viewport and the zh-TW locale. `npm run test:e2e` builds the H5 app first when it is stale.
 */
import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

/**
 * Workers: E2E_WORKERS (default 1) test files run at once, each worker against a server and database of its own, so
 * the specs that change shared state (the home's banners, the app links, a live that has ended) never meet another
 * worker's. This file is evaluated again in every worker process, where TEST_PARALLEL_INDEX (0, 1, …) is set:
 * worker i talks to the suite's server i at E2E_PORT + 500·i, and the ports of the servers specs start themselves
 * (E2E_ADMIN_PORT, E2E_PAY_PORT, …, each spec's own default) move by the same 500·i.
 */
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1))
const SHIFT = 500
const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0)
const PORT = Number(process.env.E2E_PORT ?? 3100)
const OWN_PORTS: [string, number][] = [
  ['E2E_ADMIN_PORT', 3199],
  ['E2E_PAY_PORT', 3197],
  ['E2E_LIVE_PORT', 3196],
  ['E2E_WXPAY_PORT', 3195]
]
if (worker > 0) {
  for (const [name, fallback] of OWN_PORTS)
    process.env[name] = String(Number(process.env[name] ?? fallback) + SHIFT * worker)
}
/**
 * The browser: Debian's old headless shell (package chromium-headless-shell, the same Chromium build without the
 * browser UI) when it is installed, else Debian's Chromium. 2026-11-29, common + search specs (14 tests) in a
 * cpuacct cgroup: 107 s of CPU and 58 s wall with /usr/bin/chromium, 79–83 s and 45–47 s with the shell (renderers
 * 49 → 30 s, the browser process 27 → 15 s). CHROMIUM_PATH chooses another.
 */
const SHELL = '/usr/bin/chromium-headless-shell'
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(SHELL) ? SHELL : '/usr/bin/chromium')
/**
 * Tried 2026-11-29 (issue 30) and left: no site isolation (--disable-site-isolation-trials,
 * --disable-features=IsolateOrigins,site-per-process) with BackForwardCache, Translate, OptimizationHints and
 * MediaRouter off and --disable-gpu-compositing. The test servers are all on 127.0.0.1, and a site ignores the
 * port, so the console and the fakes already share the app's site. common + trust-audio + admin-shell (19 tests),
 * cpuacct cgroup, interleaved: 110.2 and 115.6 s of CPU with those flags, 112.1 and 116.7 s without: no difference.
 * A server start, bundled (release/server.js) against tsx (scripts/e2e-server.mjs), each to /health: 6.7 against
 * 7.8–8.0 s of CPU (tsx keeps its compile cache): ~1.3 s a start, about ten starts a run.
 * Also left: V8 without its top tier (--js-flags=--max-opt=2, no TurboFan for pages that live a few seconds). a11y +
 * common + search (17 tests), cpuacct cgroup, interleaved: 97.2 and 109.0 s of CPU with it, 99.9 and 113.3 s without
 * (renderers 48.2 / 54.6 against 50.0 / 55.2 s): within the machine's noise. Nor is drawing the phone's pixels the
 * cost: the same specs with deviceScaleFactor 1 took 96.3 and 98.6 s against 93.1 and 108.1 s at 2 (kept: a phone's
 * screen, and the poster and chart canvases size themselves by it). Audio needs no flag: Chromium's audio service
 * used 0.1–0.3 s of CPU in runs that play tracks.
 */
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required'
]

export default defineConfig({
  testDir: './e2e',
  testMatch: /.*\.spec\.ts$/,
  workers: WORKERS,
  // One retry, only to tell a flake from a failure in the report: a test that passes only on its retry is
  // "flaky". FAIL_ON_FLAKY=1 fails the run for it (checked with a spec that passes only on its retry); the default of
  // `npm test` and .ci/run (scripts/test.mjs); a plain `npx playwright test` only reports it.
  retries: 1,
  failOnFlakyTests: process.env.FAIL_ON_FLAKY === '1',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['./e2e/support/timingReporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${PORT + SHIFT * worker}`,
    locale: 'zh-TW',
    // the app shows times in the device's zone (issue 32 item 12); Chromium here defaults to UTC: Taipei for the
    // fixtures' contexts and (TZ below) for the contexts specs make themselves. e2e/timezone.spec sets its own zones
    timezoneId: 'Asia/Taipei',
    // a trace only for a retry (a failure's second run): recording one for every test ('retain-on-failure') cost 43%
    // of the suite's time on this 2-core machine (trust-shop + common, 22 tests: 7.7 min with, 4.4 min without)
    trace: 'on-first-retry',
    // No service worker unless a spec asks for one (offline.spec, test.use({ serviceWorkers: 'allow' })): the app's
    // worker precaches every bundle of the build at install (src/sw.js: 376 files), so each new context downloaded
    // and stored the whole app once more. 2026-11-29, common + search specs (14 tests) in a cpuacct cgroup: 88–97 s
    // of CPU with the worker, 47 s without. What the worker does (the app opening offline, downloaded tracks playing
    // from its cache, the play log sent later) is offline.spec's.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM,
      args: FLAGS,
      env: { ...process.env, TZ: 'Asia/Taipei' }
    }
  },
  projects: [
    {
      name: 'mobile-chromium',
      use: {
        ...devices['iPhone 13'],
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true
      }
    }
  ],
  // one per worker, started one after the other (the first generates the demo media, the others find it made)
  webServer: Array.from({ length: WORKERS }, (_, i) => ({
    command: `node scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${PORT + SHIFT * i}/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { PORT: String(PORT + SHIFT * i) },
    stdout: 'pipe' as const
  }))
})
