/**
 * `npm run bench:api`: starts the real server (fresh temp PGlite dir, placeholder media) in a child process and
 * runs autocannon from this process: 50 connections for 10 s against /v3/meditation/indexFloor (signed) and
 * /health (constant JSON), then prints req/s, p50, p99 and their ratio.
 *
 * Signed requests under load: a fixed signed header set would be rejected from the second request on (nonce
 * replay), so every request is signed afresh in autocannon's setupRequest with a new nonce. The server needs no
 * bench-only flag; the cost of signing (HMAC via node:crypto) is paid by this process, not the server.
 * Set DATABASE_URL to bench against PostgreSQL instead.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createHmac, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { freePort } from '../server/src/lib/freePort'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { canonicalString, DEV_SIGN_KEY } from '../src/protocol/signature'

// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (opts: Record<string, unknown>) => Promise<any>

const ROOT = join(__dirname, '..')
const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 50

function startServer(port: number, dataDir: string): Promise<{ child: ChildProcess; readyMs: number }> {
  const started = Date.now()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, PORT: String(port), PGLITE_DIR: dataDir, MEDIA_PLACEHOLDERS: '1', STATIC_DIR: join(ROOT, 'no-static'), LOG_LEVEL: 'error' }
  })
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (d) => {
      out += d
      if (out.includes('is running at')) resolve({ child, readyMs: Date.now() - started })
    })
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)))
  })
}

export function signedRequest(path: string) {
  return {
    method: 'GET',
    path,
    setupRequest: (req: { headers?: Record<string, string> }) => {
      const timestamp = String(Math.floor(Date.now() / 1000))
      const nonce = randomBytes(24).toString('base64').replace(/[^A-Za-z0-9]/g, 'x').slice(0, 32)
      const sign = createHmac('sha256', process.env.SIGN_KEY ?? DEV_SIGN_KEY)
        .update(canonicalString({ method: 'GET', path, timestamp, nonce })).digest('hex')
      req.headers = { ...req.headers, 'x-timestamp': timestamp, 'x-nonce': nonce, 'x-sign': sign, 'x-lang': 'zh-Hant' }
      return req
    }
  }
}

interface Row { route: string; rps: number; p50: number; p99: number; non2xx: number; errors: number }

async function run(url: string, route: string, requests?: unknown[], seconds = DURATION): Promise<Row> {
  const r = await autocannon({ url: url + route, connections: CONNECTIONS, duration: seconds, requests })
  return { route, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors }
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'jingxin-bench-'))
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const { child, readyMs } = await startServer(port, join(dir, 'pglite'))
  console.log(`server ready in ${readyMs} ms (fresh PGlite dir incl. initdb, migrations, seed)`)
  try {
    const floor = '/v3/meditation/indexFloor'
    await run(url, '/health', undefined, 2) // warm-up
    await run(url, floor, [signedRequest(floor)], 2)
    const health = await run(url, '/health')
    const db = await run(url, floor, [signedRequest(floor)])
    const fmt = (r: Row) => `${r.route.padEnd(28)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   non-2xx ${r.non2xx}   errors ${r.errors}`
    console.log(`\nautocannon, ${CONNECTIONS} connections, ${DURATION} s each, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`)
    console.log(fmt(health))
    console.log(fmt(db))
    console.log(`ratio indexFloor / health: req/s ${(db.rps / health.rps).toFixed(3)}, p50 ×${(db.p50 / Math.max(health.p50, 1)).toFixed(1)}, p99 ×${(db.p99 / Math.max(health.p99, 1)).toFixed(1)}`)
    if (db.non2xx || health.non2xx) console.log('WARNING: some responses were not 2xx (signature or server errors)')
  } finally {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
    rmSync(dir, { recursive: true, force: true })
  }
}

if (require.main === module) main().catch((err) => { console.error(err); process.exit(1) })
