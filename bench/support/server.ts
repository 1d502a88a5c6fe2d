/**
 * The benchmarks' server: the real API server (server/src/server.ts) in a child process on a free port with a
 * fresh temporary PGlite dir (or DATABASE_URL when given), resolved once it prints that it is running.
 * `stop()` ends it and removes the temporary dir.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../../server/src/lib/freePort'

export const ROOT = join(__dirname, '..', '..')

export interface BenchServer {
  url: string
  child: ChildProcess
  readyMs: number
  stop(): Promise<void>
}

export async function startServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const dir = mkdtempSync(join(tmpdir(), 'jingxin-bench-'))
  const port = await freePort()
  const started = Date.now()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, PORT: String(port), PGLITE_DIR: join(dir, 'pglite'), LOG_LEVEL: 'error', ...env }
  })
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
    }
    rmSync(dir, { recursive: true, force: true })
  }
  const readyMs = await new Promise<number>((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (d) => {
      out += d
      if (out.includes('is running at')) resolve(Date.now() - started)
    })
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)))
  }).catch(async (err) => {
    await stop()
    throw err
  })
  return { url: `http://127.0.0.1:${port}`, child, readyMs, stop }
}
