/**
 * A real server of a spec's own beside the suite's (E2E_PORT): a fresh PGlite directory (a copy of the migrated and
 * seeded template), the built H5 app (and admin/dist) on its own origin, the spec's environment (a payment provider
 * and its fakes, the console's operators made before it starts). A spec that changes shared state it cannot undo (a live that has ended) starts
 * one per worker, so a retry — a new worker — meets a fresh database.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { copyPgliteTemplate } from '../../scripts/pglite-copy.mjs'

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
   * Runs before the server starts, on its PGlite directory (the server process owns it once started): a script
   * path run with tsx and the directory as its argument; its stdout is answered as `prepared`.
   */
  prepare?: string
}

export async function startOwnServer(
  port: number,
  name: string,
  opts: OwnServerOptions = {}
): Promise<OwnServer & { prepared: string }> {
  const dir = mkdtempSync(join(tmpdir(), `jingxin-e2e-${name}-`))
  const pglite = join(dir, 'pglite')
  copyPgliteTemplate(pglite)
  let prepared = ''
  if (opts.prepare) {
    const made = spawnSync(process.execPath, ['--import', 'tsx', opts.prepare, pglite], { encoding: 'utf8' })
    if (made.status !== 0) throw new Error(`${opts.prepare}: ${made.stderr}`)
    prepared = made.stdout
  }
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
