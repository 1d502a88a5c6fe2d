/**
 * `npm run bench:audio` (node --import tsx bench/audio-start.ts): tap on play → audible audio (the audio
 * element's `playing` event) in Chromium (/usr/bin/chromium) against the local server; budget ≤ 300 ms.
 *
 * It starts the real server (fresh temp PGlite dir, the generated media, the built H5 app from dist/h5: build it
 * first) and measures, as a logged-in listener, over RUNS (default 12) fresh browser contexts (empty HTTP cache):
 * - cold: on a goods detail, tap a track → the player page opens, asks playInfo, loads the media → `playing`;
 * - resume: on the player with the track paused, tap play → `playing`.
 * Times are taken inside the page (performance.now() right before the tap's click event, and in the `playing`
 * listener), so the automation round trip is not counted. Prints every figure, median, p90 and max; exits 1 when
 * the cold p90 is over the budget.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { signNonce, signRequest, signTimestamp } from '../src/protocol/signature'
import type { GoodsDetailDTO } from '../src/protocol/meditation'
import { ROOT, startServer } from './support/server'
import { percentile } from './support/stats'

const RUNS = Number(process.env.RUNS ?? 12)
const BUDGET_MS = 300
const GOODS = ['m-quick', 'm-breath', 'm-nature', 'm-beginner']

async function call<T>(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  data?: Record<string, unknown>,
  token?: string
): Promise<T> {
  const timestamp = signTimestamp()
  const nonce = signNonce()
  const headers: Record<string, string> = {
    'x-timestamp': timestamp,
    'x-nonce': nonce,
    'x-device': 'WECHAT',
    'x-lang': 'zh-Hant',
    'x-sign': signRequest({ method, path, timestamp, nonce, payload: data })
  }
  if (token) headers['x-token'] = token
  let url = base + path
  if (method === 'GET' && data)
    url += '?' + new URLSearchParams(Object.entries(data).map(([k, v]): [string, string] => [k, String(v)]))
  if (method === 'POST') headers['content-type'] = 'application/json'
  const res = await fetch(url, { method, headers, body: method === 'POST' ? JSON.stringify(data ?? {}) : undefined })
  const body = (await res.json()) as { code: number; msg: string; data: T }
  if (body.code !== 0) throw new Error(`${path}: ${body.code} ${body.msg}`)
  return body.data
}

async function login(base: string): Promise<string> {
  const email = `bench-${Date.now()}@example.com`
  await call(base, 'POST', '/v3/abroad/email/send', { email, action: 'LOGIN' })
  const outbox = (await (await fetch(`${base}/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    data: { code: string }[]
  }
  const res = await call<{ token: string }>(base, 'POST', '/v3/abroad/email/login', {
    email,
    code: outbox.data[0].code
  })
  return res.token
}

/** Arm a `playing` listener on the app's audio element, then click `selector` from inside the page; ms between. */
async function tapToPlaying(page: Page, selector: string): Promise<number> {
  await page.waitForSelector(selector)
  return page.evaluate(async (sel) => {
    // runs in the page (typed loosely: this file is also checked by the server tsconfig, which has no DOM lib)
    const w = globalThis as any
    const audio = w.__jingxinAudio.main
    const playing = new Promise<number>((resolve) =>
      audio.addEventListener('playing', () => resolve(performance.now()), { once: true })
    )
    const el = w.document.querySelector(sel)
    const t0 = performance.now()
    el.click()
    const t1 = await Promise.race([
      playing,
      new Promise<number>((_, rej) => setTimeout(() => rej(new Error('no playing event in 10 s')), 10_000))
    ])
    return t1 - t0
  }, selector)
}

const fmt = (xs: number[]) =>
  `median ${percentile(xs, 50).toFixed(0)} ms · p90 ${percentile(xs, 90).toFixed(0)} ms · max ${Math.max(...xs).toFixed(0)} ms`

async function main() {
  if (!existsSync(join(ROOT, 'dist', 'h5', 'index.html')))
    throw new Error('dist/h5 is missing: run npm run build:h5 first')
  const server = await startServer()
  const base = server.url
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--autoplay-policy=no-user-gesture-required',
      '--disable-background-networking'
    ]
  })
  const cold: number[] = []
  const resume: number[] = []
  try {
    const token = await login(base)
    const tracks: { sku: string; id: number }[] = []
    for (const sku of GOODS) {
      const g = await call<GoodsDetailDTO>(base, 'GET', `/v3/meditation/goods/${sku}`, undefined, token)
      for (const r of g.resources) if (r.full_path) tracks.push({ sku, id: r.id })
    }
    for (let i = 0; i < RUNS; i++) {
      const track = tracks[i % tracks.length]
      const context = await browser.newContext({
        baseURL: base,
        viewport: { width: 390, height: 844 },
        locale: 'zh-TW'
      })
      await context.addInitScript(
        (tk) => (globalThis as any).localStorage.setItem('token', JSON.stringify({ data: tk })),
        token
      )
      const page = await context.newPage()
      await page.goto(`/pages/meditation/detail?sku=${track.sku}`)
      cold.push(await tapToPlaying(page, `.med-track[data-resource="${track.id}"] .track-row__main`))
      await page.waitForSelector('.player__toggle[data-playing="1"]')
      await page.locator('.player__toggle').click()
      await page.waitForSelector('.player__toggle[data-playing="0"]')
      resume.push(await tapToPlaying(page, '.player__toggle'))
      await context.close()
      process.stdout.write(
        `run ${String(i + 1).padStart(2)}: ${track.sku}#${track.id} cold ${cold[i].toFixed(0)} ms, resume ${resume[i].toFixed(0)} ms\n`
      )
    }
  } finally {
    await browser.close()
    await server.stop()
  }
  console.log(`\ntap on a track (detail → player → playInfo → media) → playing: ${fmt(cold)}`)
  console.log(`tap on play (paused player) → playing:                      ${fmt(resume)}`)
  const ok = percentile(cold, 90) <= BUDGET_MS
  console.log(`budget ${BUDGET_MS} ms (cold p90): ${ok ? 'PASS' : 'FAIL'}`)
  process.exit(ok ? 0 : 1)
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
