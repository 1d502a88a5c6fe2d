#!/usr/bin/env node
// Runs the node:test suites (server, protocol, pure `lib/` modules) through tsx. Node 20's --test does not
// expand globs, so the files are listed here. Extra arguments are passed to node (e.g. --test-only).
//
// Several files share one process (scripts/node-test-batch.mjs): TEST_CONCURRENCY processes (default 2) each take
// the next file from this one when they finish the last, so the slow files spread over the processes by
// themselves. Why not one process per file (`node --test`): measured 2026-11-29 on 30 of the server test files,
// each file's process paid ~1.3 s of CPU to import the server through tsx before its first test. 200 s of CPU
// (106 s wall) became 102 s (58 s wall) with two shared processes, and every test still passed. Each file still
// opens a database of its own (a PGlite copy or a PostgreSQL database from the template) and its own app, so
// files do not see each other's rows. TEST_ISOLATION=process runs one process per file as before.
//
// Each process's output is kept and printed in one piece when it ends; at the end, how long each file took.
import { spawn, spawnSync } from 'node:child_process'
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

const ROOT = new URL('..', import.meta.url).pathname
function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name)
    if (name === 'node_modules') return []
    return statSync(p).isDirectory() ? walk(p) : name.endsWith('.test.ts') ? [p] : []
  })
}
const all = [
  ...walk(join(ROOT, 'server', 'test')),
  ...walk(join(ROOT, 'src', 'protocol')),
  ...walk(join(ROOT, 'src')).filter((f) => f.split(sep).includes('lib'))
]
  .map((f) => relative(ROOT, f))
  .sort()
// The PostgreSQL run (DATABASE_URL set) leaves out the files whose result cannot depend on the engine, which the
// PGlite run has already run the same way: the app's pure code (src/protocol, src/**/lib) and server test files
// that say `// test-engine: pglite` (they blank DATABASE_URL for every process they start: the embedded engine's
// crash safety, a script run on a PGlite copy) or `// test-engine: none` (no database at all). 2026-11-29:
// crash.test alone was 45–90 s of the PostgreSQL stage, run exactly as in the PGlite stage.
const ENGINE_TAG = /^\/\/ test-engine: (pglite|none)$/m
const onPostgres = Boolean(process.env.DATABASE_URL)
const engineFree = (f) =>
  !f.startsWith(`server${sep}`) || ENGINE_TAG.test(readFileSync(join(ROOT, f), 'utf8').slice(0, 4000))
const files = onPostgres ? all.filter((f) => !engineFree(f)) : all
if (files.length < all.length)
  process.stdout.write(
    `# PostgreSQL run: ${all.length - files.length} files whose result does not depend on the engine ran in the ` +
      `PGlite run and are left out here (test-engine tags, src/protocol, lib/)\n`
  )
const concurrency = Math.max(1, Number(process.env.TEST_CONCURRENCY ?? 2))
const nodeArgs = process.argv.slice(2)

// TEST_LIST=1: print the files this run would take, and stop
if (process.env.TEST_LIST === '1') {
  process.stdout.write(files.join('\n') + '\n')
  process.exit(0)
}
if (process.env.TEST_ISOLATION === 'process') {
  const res = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, ...nodeArgs, ...files],
    { cwd: ROOT, stdio: 'inherit' }
  )
  process.exit(res.status ?? 1)
}

// The biggest files first (size is a fair guess at how long a file runs), so no process is left with a long one
// at the end while the other has nothing to do.
const queue = [...files].sort((a, b) => statSync(join(ROOT, b)).size - statSync(join(ROOT, a)).size)
const timings = []
const started = Date.now()

function runProcess(n) {
  return new Promise((resolveRun) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', ...nodeArgs, join(ROOT, 'scripts', 'node-test-batch.mjs')],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] }
    )
    const out = []
    child.stdout.on('data', (d) => out.push(d))
    child.stderr.on('data', (d) => out.push(d))
    let current = null
    let since = Date.now()
    child.on('message', (m) => {
      if (!m?.claim) return
      if (current) timings.push({ file: current, ms: Date.now() - since })
      current = queue.shift() ?? null
      since = Date.now()
      child.send({ file: current })
    })
    child.on('exit', (code, signal) => {
      if (current) timings.push({ file: current, ms: Date.now() - since, unfinished: true })
      process.stdout.write(`\n# ---- test process ${n + 1} of ${concurrency} ----\n`)
      for (const d of out) process.stdout.write(d)
      resolveRun({ code: code ?? 1, signal, current })
    })
  })
}

const results = await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, (_, n) => runProcess(n)))
const failed = results.filter((r) => r.code !== 0)
timings.sort((a, b) => b.ms - a.ms)
const secs = (ms) => (ms / 1000).toFixed(1)
process.stdout.write(
  `\n# ${files.length} files in ${results.length} processes, ${secs(Date.now() - started)} s; the slowest:\n` +
    timings
      .slice(0, 10)
      .map((t) => `#   ${secs(t.ms).padStart(6)} s  ${t.file}${t.unfinished ? ' (did not finish)' : ''}`)
      .join('\n') +
    '\n'
)
for (const r of failed) {
  process.stdout.write(
    `# a test process ended with ${r.signal ?? `exit code ${r.code}`}${r.current ? ` during ${r.current}` : ''}\n`
  )
}
const left = queue.length
if (left) process.stdout.write(`# ${left} files were not run\n`)
process.exit(failed.length || left ? 1 : 0)
