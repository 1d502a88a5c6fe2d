/**
 * `node --import tsx bench/cluster.ts` (DATABASE_URL required): req/s of a catalogue route with 1 and with 2
 * server processes (scripts/start-cluster.mjs, WORKERS=1 then 2) on one fresh PostgreSQL database.
 * autocannon, 50 connections, BENCH_SECONDS (10) each, every request signed afresh (so each one also inserts its
 * nonce into the shared nonce table). The bench process itself competes for the same CPUs.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { freePort } from '../server/src/lib/freePort'
import { signedRequest } from './api'

const autocannon = require('autocannon') as (opts: Record<string, unknown>) => Promise<any>

const ROOT = join(__dirname, '..')
const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const ROUTE = process.env.BENCH_ROUTE ?? '/v3/meditation/indexFloor'

async function startCluster(workers: number, port: number, databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/start-cluster.mjs'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      WORKERS: String(workers),
      PORT: String(port),
      MEDIA_PLACEHOLDERS: '1',
      STATIC_DIR: join(ROOT, 'no-static'),
      LOG_LEVEL: 'error'
    }
  })
  await new Promise<void>((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (d) => {
      out += d
      if (out.includes('cluster:')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`cluster exited with ${code}: ${out}`)))
  })
  return child
}

async function main() {
  const url = process.env.DATABASE_URL
  if (!url) throw new Error('bench/cluster.ts needs DATABASE_URL')
  const { Client } = await import('pg')
  const name = `${new URL(url).pathname.slice(1) || 'jingxin'}_bench_${randomBytes(3).toString('hex')}`
  const admin = new Client({ connectionString: url })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  const u = new URL(url)
  u.pathname = `/${name}`
  try {
    const rows: string[] = []
    for (const workers of [1, 2]) {
      const port = await freePort()
      const child = await startCluster(workers, port, u.toString())
      try {
        const target = `http://127.0.0.1:${port}${ROUTE}`
        await autocannon({ url: target, connections: 50, duration: 2, requests: [signedRequest(ROUTE)] }) // warm-up
        const r = await autocannon({
          url: target,
          connections: 50,
          duration: DURATION,
          requests: [signedRequest(ROUTE)]
        })
        rows.push(
          `${workers} process${workers > 1 ? 'es' : '  '}  ${r.requests.average.toFixed(0).padStart(6)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   non-2xx ${r.non2xx}   errors ${r.errors}`
        )
      } finally {
        child.kill('SIGTERM')
        await new Promise((r) => child.once('exit', r))
      }
    }
    console.log(`\n${ROUTE}, autocannon 50 connections, ${DURATION} s, PostgreSQL`)
    for (const r of rows) console.log(r)
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
