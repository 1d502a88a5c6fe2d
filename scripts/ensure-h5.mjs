#!/usr/bin/env node
/**
 * Builds the H5 app (npm run build:h5) when dist/h5/index.html is missing or older than the newest file under
 * src/ or config/. Used by `npm start` and `npm run test:e2e`. Exits non-zero when the build fails.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(fileURLToPath(import.meta.url), '..', '..')

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

export function ensureH5() {
  if (!h5IsStale()) return true
  console.log('Building the H5 app (npm run build:h5)…')
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const res = spawnSync(npm, ['run', 'build:h5'], { cwd: ROOT, stdio: 'inherit' })
  return res.status === 0
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(ensureH5() ? 0 : 1)
}
