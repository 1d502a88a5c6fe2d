#!/usr/bin/env node
/**
 * Builds the H5 app (npm run build:h5) when dist/h5/index.html is missing or older than the newest file under
 * src/ or config/. Used by `npm start`, `npm run test:e2e`, the release build and the benchmarks. Exits non-zero
 * when the build fails.
 *
 * dist/h5 is one folder for every process of the checkout: a build deletes and rewrites it, so a browser test or
 * a benchmark reading it meanwhile meets missing files. The build runs under an exclusive `flock` on H5_BUILD_LOCK
 * (default `<tmpdir>/h5build.lock`, the lock of a hand-run `flock /tmp/h5build.lock npm run build:h5`), and is
 * decided again once the lock is held (another build may just have made it fresh). A reader takes the same lock
 * shared for as long as it reads: `node scripts/ensure-h5.mjs -- <command…>` builds if needed, then runs the
 * command under `flock -s` (as `npm run bench:lighthouse` does). Without util-linux's `flock` (macOS), unlocked.
 * The lock is waited for at most H5_BUILD_LOCK_WAIT seconds (1200), then the build is refused: a process that
 * already holds it shared (a hand-run `flock -s … npm run …`) would otherwise wait for itself.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(fileURLToPath(import.meta.url), '..', '..')
const SELF = fileURLToPath(import.meta.url)
export const H5_LOCK = process.env.H5_BUILD_LOCK || join(tmpdir(), 'h5build.lock')
const WAIT = String(Number(process.env.H5_BUILD_LOCK_WAIT ?? 1200))

function newestMtime(dir) {
  let newest = 0
  if (!existsSync(dir)) return newest
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
    const p = join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)
  }
  return newest
}

export function h5IsStale() {
  const index = join(ROOT, 'dist', 'h5', 'index.html')
  if (!existsSync(index)) return true
  const sources = Math.max(newestMtime(join(ROOT, 'src')), newestMtime(join(ROOT, 'config')))
  return sources > statSync(index).mtimeMs
}

let flockChecked = null
/** Whether util-linux's flock(1) is here. */
function hasFlock() {
  flockChecked ??= spawnSync('flock', ['--version'], { stdio: 'ignore' }).status === 0
  return flockChecked
}

/** flock(1)'s exit code when -w ran out (-E), told apart from the command's own codes. */
const TIMED_OUT = 75

function build() {
  console.log('Building the H5 app (npm run build:h5)…')
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  return spawnSync(npm, ['run', 'build:h5'], { cwd: ROOT, stdio: 'inherit' }).status === 0
}

export function ensureH5() {
  if (!h5IsStale()) return true
  // this process already holds the lock exclusively (the branch below runs this file again under it)
  if (process.env.H5_BUILD_LOCKED === 'exclusive') return build()
  if (!hasFlock()) return build()
  const res = spawnSync('flock', ['-w', WAIT, '-E', String(TIMED_OUT), H5_LOCK, process.execPath, SELF], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, H5_BUILD_LOCKED: 'exclusive' }
  })
  if (res.status === TIMED_OUT)
    console.error(
      `dist/h5 is stale and ${H5_LOCK} stayed locked for ${WAIT} s (another build, or a browser test or benchmark ` +
        'reading dist/h5; or this command runs under a shared lock of its own): not building'
    )
  return res.status === 0
}

/** Runs a command that reads dist/h5 with the build lock held shared (so no build rewrites it meanwhile). */
export function runReadingH5(command) {
  const [cmd, args] = hasFlock() ? ['flock', ['-s', H5_LOCK, ...command]] : [command[0], command.slice(1)]
  const res = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit' })
  return res.status ?? 1
}

if (process.argv[1] && resolve(process.argv[1]) === SELF) {
  const dash = process.argv.indexOf('--')
  const command = dash === -1 ? [] : process.argv.slice(dash + 1)
  // STATIC_DIR (the server's own setting) names another build to serve: dist/h5 is then neither built nor read
  if (command.length && process.env.STATIC_DIR)
    process.exit(spawnSync(command[0], command.slice(1), { cwd: ROOT, stdio: 'inherit' }).status ?? 1)
  if (!ensureH5()) process.exit(1)
  process.exit(command.length ? runReadingH5(command) : 0)
}
