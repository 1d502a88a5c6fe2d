#!/usr/bin/env node
/**
 * `npm start`: build the H5 app if needed, then run the API server, which also serves dist/h5 at `/` on the
 * same port (PORT, default 3000). The server prints the address.
 */
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureH5 } from './ensure-h5.mjs'

const ROOT = resolve(fileURLToPath(import.meta.url), '..', '..')

if (!ensureH5()) {
  console.error('The H5 build failed; starting the API server anyway (the app will not be served).')
}
const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], { cwd: ROOT, stdio: 'inherit' })
// Forward Ctrl-C / SIGTERM so the server flushes progress and releases its PGlite lock.
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
