#!/usr/bin/env node
/**
 * `npm run dev`: the API server under `tsx watch` (restarts on server/ and src/protocol/ changes) and Taro's
 * watch build of the H5 app into dist/h5 (npm run dev:h5), in parallel. The server serves dist/h5 on the same
 * port, so reload the page after Taro rebuilds. Ctrl-C stops both.
 */
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(fileURLToPath(import.meta.url), '..', '..')
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

const children = [
  spawn(
    process.execPath,
    [
      './node_modules/tsx/dist/cli.mjs',
      'watch',
      '--clear-screen=false',
      '--include',
      'src/protocol/**',
      'server/src/server.ts'
    ],
    { cwd: ROOT, stdio: 'inherit' }
  ),
  spawn(npm, ['run', 'dev:h5'], { cwd: ROOT, stdio: 'inherit' })
]
let stopping = false
function stop(code) {
  if (stopping) return
  stopping = true
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM')
  setTimeout(() => process.exit(code), 500).unref()
}
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => stop(0))
for (const c of children) c.on('exit', (code) => stop(code ?? 1))
