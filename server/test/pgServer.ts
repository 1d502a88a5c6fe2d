/**
 * A PostgreSQL server of the test's own (initdb in a temp dir, on a free port), for tests that must restart or
 * stop the database under a running server. Uses the PostgreSQL binaries of Debian's `postgresql` package
 * (what .ci/run installs); as root the server runs as the `postgres` user.
 */
import { execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../src/lib/freePort'

/** The bin directory of the newest installed PostgreSQL, or null. */
export function postgresBin(): string | null {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return null
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a))
  return versions.length ? join(root, versions[0], 'bin') : null
}

export interface TempPostgres {
  url: string
  /** `pg_ctl restart -m fast`: every connection is terminated, the server is back when this returns. */
  restart(): void
  stop(): void
  start(): void
  dispose(): void
}

export async function tempPostgres(bin: string): Promise<TempPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'jingxin-pg-'))
  const asRoot = userInfo().uid === 0
  if (asRoot) {
    const ids = execFileSync('id', ['-u', 'postgres']).toString().trim()
    const gid = execFileSync('id', ['-g', 'postgres']).toString().trim()
    chownSync(dir, Number(ids), Number(gid))
  }
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, cmd), args, { stdio: 'pipe' })
  const data = join(dir, 'data')
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8'])
  const port = await freePort()
  const opts = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`
  const ctl = (...args: string[]) => run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), ...args])
  ctl('-o', opts, '-w', 'start')
  let stopped = false
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => void ctl('-m', 'fast', '-w', 'restart'),
    stop: () => void ctl('-m', 'fast', '-w', 'stop'),
    start: () => void ctl('-o', opts, '-w', 'start'),
    dispose() {
      if (stopped) return
      stopped = true
      try {
        ctl('-m', 'immediate', '-w', 'stop')
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true })
    }
  }
}
