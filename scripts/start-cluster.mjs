#!/usr/bin/env node
/**
 * `npm run start:cluster`: several API server processes on one PORT and one PostgreSQL database, with Node's
 * cluster module (the primary accepts connections and hands them to the workers in turn).
 *
 *   DATABASE_URL=postgres://user@host/db npm run start:cluster
 *
 * Environment: DATABASE_URL (required: PGlite is one process per data dir), WORKERS (default: one per CPU),
 * PORT / HOST and everything else server/src/server.ts reads. The app is not built here: run `npm run build:h5`
 * first (or `npm start` once) if the workers should serve dist/h5.
 *
 * The first worker starts alone (it migrates and seeds the database), the others once it is ready. State the
 * processes must share lives in the database (nonces, rate limits, resume positions; LISTEN/NOTIFY for
 * messages), so any worker may answer any request. A worker that dies is replaced after a short pause;
 * SIGINT/SIGTERM stop every worker (each flushes and closes) and then the primary.
 */
import cluster from 'node:cluster'
import { availableParallelism } from 'node:os'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(fileURLToPath(import.meta.url), '..', '..')

if (!process.env.DATABASE_URL) {
  console.error('start:cluster needs DATABASE_URL (PostgreSQL): several processes must never share a PGlite dir.')
  process.exit(1)
}
const size = Math.max(1, Number(process.env.WORKERS ?? availableParallelism()) || 1)

process.chdir(ROOT)
cluster.setupPrimary({ exec: resolve(ROOT, 'server/src/server.ts'), execArgv: ['--import', 'tsx'] })

let stopping = false

function fork() {
  const worker = cluster.fork()
  return new Promise((resolveReady, reject) => {
    const onMessage = (m) => {
      if (m && m.type === 'ready') {
        worker.off('message', onMessage)
        resolveReady(worker)
      }
    }
    worker.on('message', onMessage)
    worker.once('exit', (code) =>
      reject(new Error(`worker ${worker.process.pid} exited with ${code} before it was ready`))
    )
  })
}

cluster.on('exit', (worker, code, signal) => {
  if (stopping) return
  console.error(`worker ${worker.process.pid} died (${signal ?? code}); starting another in 1 s`)
  setTimeout(() => {
    if (!stopping) fork().catch((err) => console.error(err.message))
  }, 1000)
})

async function stop(signal) {
  if (stopping) return
  stopping = true
  const workers = Object.values(cluster.workers ?? {})
  await Promise.all(
    workers.map(
      (w) =>
        new Promise((r) => {
          if (!w || w.isDead()) return r(null)
          w.once('exit', r)
          w.process.kill(signal)
        })
    )
  )
  process.exit(0)
}
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => void stop(sig))

try {
  await fork() // migrates and seeds
  await Promise.all(Array.from({ length: size - 1 }, fork))
  console.log(`靜心 cluster: ${size} worker${size > 1 ? 's' : ''} on port ${process.env.PORT ?? 3000}`)
} catch (err) {
  console.error(err.message)
  await stop('SIGTERM')
}
