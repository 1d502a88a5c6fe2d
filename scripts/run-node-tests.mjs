#!/usr/bin/env node
// Runs the node:test suites (server, protocol, pure `lib/` modules) through tsx. Node 20's --test does not
// expand globs, so the files are listed here. Extra arguments are passed to node (e.g. --test-only).
import { spawnSync } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

const ROOT = new URL('..', import.meta.url).pathname
function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name)
    if (name === 'node_modules') return []
    return statSync(p).isDirectory() ? walk(p) : name.endsWith('.test.ts') ? [p] : []
  })
}
const files = [
  ...walk(join(ROOT, 'server', 'test')),
  ...walk(join(ROOT, 'src', 'protocol')),
  ...walk(join(ROOT, 'src')).filter((f) => f.split(sep).includes('lib'))
]
  .map((f) => relative(ROOT, f))
  .sort()
// Files run in parallel child processes (each on its own database: a PGlite copy or a PostgreSQL database from
// the template, its own ports); TEST_CONCURRENCY=1 runs them one at a time.
const concurrency = Math.max(1, Number(process.env.TEST_CONCURRENCY ?? 2))
const res = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, ...process.argv.slice(2), ...files],
  { cwd: ROOT, stdio: 'inherit' }
)
process.exit(res.status ?? 1)
