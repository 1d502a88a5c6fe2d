/**
 * A real server of a spec's own beside the suite's (E2E_PORT): a fresh PGlite directory (a copy of the migrated and
 * seeded template), the built H5 app (and admin/dist) on its own origin, the spec's environment (a payment provider
 * and its fakes). A spec that changes shared state it cannot undo (a live that has ended) starts one per worker, so
 * a retry — a new worker — meets a fresh database. The console's server (startConsoleServer) is one per worker,
 * shared by the console specs that run in it (e2e/support/guard.ts, the `consoleServer` fixture).
 *
 * Tried 2026-11-29 (issue 30) and left: payments, wechatBrowserPay and live on one server per worker (a worker
 * fixture like the console's, PAYMENT_PROVIDER=wechatpay,linepay PAYMENT_FAKES=1; the app picks the provider by the
 * browser). All 8 tests passed, but it saves at most two server starts a run (a start: 8.4 s of CPU plain, 9.2 s with
 * both providers), and such a server then lives until its worker ends, at 0.5 s of CPU a minute idle (measured over
 * a minute): over half of a 13-minute browser stage, that takes back most of what a saved start gave. Measured on
 * the three specs (FAIL_ON_FLAKY=1 E2E_WORKERS=2, cpuacct cgroup, machine shared with other work): 87.4 and 85.7 s of
 * CPU with a server per spec, 86.9, 92.0 and 94.8 s shared; the wall times followed the machine's load.
 * A start's main thread (5 s of CPU): module loading 1.75 s, PGlite and its WASM 1.3 s, ajv schemas 0.7 s.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { copyConsoleTemplate, copyPgliteTemplate } from '../../scripts/pglite-copy.mjs'

export interface OwnServer {
  base: string
  /** What the server printed so far (a fake's address, say). */
  output(): string
  stop(): Promise<void>
}

export interface OwnServerOptions {
  /** Extra environment (PAYMENT_PROVIDER, …). */
  env?: Record<string, string>
  /**
   * The database of the console's template (scripts/pglite-copy.mjs copyConsoleTemplate): the seeded one plus the
   * operators of e2e/support/adminOperators.ts, answered as `prepared` (their JSON).
   */
  operators?: boolean
}

export async function startOwnServer(
  port: number,
  name: string,
  opts: OwnServerOptions = {}
): Promise<OwnServer & { prepared: string }> {
  const dir = mkdtempSync(join(tmpdir(), `jingxin-e2e-${name}-`))
  const pglite = join(dir, 'pglite')
  let prepared = ''
  if (opts.operators) prepared = copyConsoleTemplate(pglite)
  else copyPgliteTemplate(pglite)
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: '',
      PGLITE_DIR: pglite,
      LOG_LEVEL: 'warn',
      // every browser test's user comes from 127.0.0.1: per-IP limits ×50 (per-account limits stay as they are)
      RATE_LIMIT_IP_FACTOR: '50',
      // live channels: HLS files in this server's dir, a small generated test picture (as scripts/e2e-server.mjs)
      LIVE_DIR: join(dir, 'live'),
      LIVE_SOURCE: 'lavfi:testsrc2=size=256x144:rate=15',
      ...opts.env
    },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let out = ''
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (d) => {
      out += d
      if (out.includes('is running at')) resolve()
    })
    server.stderr!.on('data', (d) => (out += d))
    server.once('exit', (code) => reject(new Error(`${name} server exited ${code}: ${out}`)))
  })
  return {
    base: `http://127.0.0.1:${port}`,
    prepared,
    output: () => out,
    async stop() {
      if (server.exitCode === null) {
        const gone = new Promise((r) => server.once('exit', r))
        server.kill('SIGTERM')
        await gone
      }
      rmSync(dir, { recursive: true, force: true })
    }
  }
}
