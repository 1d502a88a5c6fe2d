/**
 * Starts the server: bind the port, lock the PGlite dir, open + migrate + seed the database, generate media,
 * then hand the already-listening HTTP server to the Fastify app.
 *
 * Why bind first: a second server started by mistake must fail on EADDRINUSE *before* it opens the data dir,
 * because two processes on one PGlite dir corrupt it (server-setup-notes §7.1). Until the app is ready the
 * bound socket answers 503.
 */
import cluster from 'node:cluster'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { buildApp, resolveRuntime } from './app'
import { createBus } from './lib/bus'
import { perIpScaled } from './plugins/rateLimit'
import { loggerOptions, processLog, REQUEST_ID_HEADER, requestIdOf } from './plugins/logging'
import { loadConfig } from './config'
import { openDatabase } from './db/client'
import { lockDataDir } from './db/lock'
import { migrateDatabase } from './db/migrate'
import { mediaLookup, placeholderMedia } from './db/seed/media'
import { startSeed, startSeedRollover } from './db/seed/rollover'

// JSON lines in production, plain text in development (plugins/logging.ts processLog)
const plog = processLog(process.env.NODE_ENV === 'production')
/** Idle keep-alive connections: longer than any client in front of the server keeps one (Caddy: 2 min). */
const KEEP_ALIVE_MS = 130_000

async function main() {
  const started = Date.now()
  const cfg = loadConfig()
  const log = (msg: string) => plog.info(msg)
  // Production with any secret missing, weak, shared or a development key, with SEED_DEMO=all, or without real
  // providers stops here, naming every problem in one message, before the port, the data dir or the database.
  resolveRuntime({ production: cfg.production })

  const starting = (req: IncomingMessage, res: ServerResponse) => {
    const requestId = requestIdOf(req.headers[REQUEST_ID_HEADER])
    res.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'retry-after': '2',
      [REQUEST_ID_HEADER]: requestId
    })
    res.end(JSON.stringify({ code: 5000, msg: '伺服器啟動中 / starting', data: null, requestId }))
  }
  const server = createServer(starting)
  // An idle keep-alive connection is closed by its client, not by this server. Node closes one after about 5 s, and a
  // client that keeps idle connections longer (Caddy in deploy/: 2 min; Playwright's request context: for good; Node's
  // own agent ignores the Keep-Alive hint unless it has a timeout) may send a request on it just then: the close meets
  // the request and the client reads ECONNRESET (a POST is not retried: Caddy answers 502). Seen in the browser tests
  // (2026-11-29, report.spec: GET /v3/meditation/checkIn/list); Playwright's request context, a second request after
  // 5.8–6.3 s idle: 2–3 of 51 reset with Node's default, none with this.
  server.keepAliveTimeout = KEEP_ALIVE_MS
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(cfg.port, cfg.host, () => {
        server.off('error', reject)
        resolve()
      })
    })
  // A worker of scripts/start-cluster.mjs shares the port with ready workers: it joins only once it is ready
  // itself, so it never answers 503 for them. (No PGlite dir to protect there: the cluster needs PostgreSQL.)
  const joinWhenReady = cluster.isWorker && !!cfg.databaseUrl
  if (!joinWhenReady) await listen()

  const release = cfg.databaseUrl ? () => {} : lockDataDir(cfg.pgliteDir)
  const database = await openDatabase({ databaseUrl: cfg.databaseUrl, pgliteDir: cfg.pgliteDir })
  await migrateDatabase(database)
  // MEDIA_PLACEHOLDERS=1 (crash test, bench): skip media generation; the catalogue points at /media/<key>.
  const media = cfg.mediaPlaceholders ? { lookup: placeholderMedia, plugins: [] } : await mediaLookup(cfg.mediaDir, log)
  // SEED_DEMO (production: the catalogue on request, never accounts; a database with demo accounts stops here)
  // Under a lock: N processes starting together on one fresh PostgreSQL database seed it once.
  const seed = startSeed(database, media.lookup, cfg)
  const seedWhat = cfg.seedDemo === 'all' ? 'catalogue and accounts' : 'catalogue'
  const seededAt = Date.now()
  const seeded = await seed(seededAt)
  if (seeded) log(`seeded the demo ${seedWhat} (${seeded})`)

  let fastifyHandler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined
  const app = await buildApp({
    db: database.db,
    signKey: cfg.signKey,
    codeKey: cfg.codeKey,
    corsOrigins: cfg.corsOrigins,
    // Several processes may share a PostgreSQL database (npm run start:cluster): nonces, rate limits and
    // resume positions go through it. PGlite is one process: they stay in memory.
    sharedState: !!cfg.databaseUrl,
    bus: createBus(cfg.databaseUrl, (err) => plog.error('bus', err instanceof Error ? err.message : err)),
    // JSON lines: request id on each, secrets and personal data redacted (plugins/logging.ts)
    logger: loggerOptions(cfg.logLevel),
    devRoutes: !cfg.production,
    limits: perIpScaled(cfg.ipLimitFactor),
    staticDir: cfg.staticDir,
    plugins: media.plugins,
    jobs: cfg.jobs.enabled && { reconcile: { minAgeMs: cfg.jobs.reconcileMinAgeSeconds * 1000 } },
    // Fastify's handler is attached only once the app is ready: a request that arrives while plugins still load
    // gets the 503 above (handed to Fastify before ready() it threw a TypeError and took the process down).
    serverFactory: (handler) => {
      fastifyHandler = handler
      return server
    }
  })
  await app.ready()
  server.off('request', starting)
  server.on('request', fastifyHandler!)
  if (joinWhenReady) await listen()
  const where = cfg.databaseUrl ? 'PostgreSQL' : `PGlite ${cfg.pgliteDir}`
  process.send?.({ type: 'ready', port: cfg.port }) // tells scripts/start-cluster.mjs this worker is up
  log(`靜心 is running at http://${cfg.host}:${cfg.port} (${where}, ready in ${Date.now() - started} ms)`)
  // The demo's dated rows (camps, lives, "new today") follow the calendar: the seed again after each Taipei midnight.
  const rollover =
    cfg.seedDemo === 'none'
      ? null
      : startSeedRollover({ apply: seed, seededAt, what: seedWhat, info: log, error: (m, e) => plog.error(m, e) })

  let closing = false
  const shutdown = async (signal: string, exitCode = 0) => {
    if (closing) return
    closing = true
    log(`${signal}: shutting down`)
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    try {
      await rollover?.stop()
      await app.close() // flushes buffered progress
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeAllConnections() // keep-alive sockets would otherwise hold close() open
      await closed
      await database.close()
    } finally {
      release()
      process.exit(exitCode)
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  // An uncaught error still flushes buffered resume positions and releases the lock before the process ends.
  process.on('uncaughtException', (err) => {
    plog.error('uncaught exception', err)
    void shutdown('uncaughtException', 1)
  })
}

// The refusal of a production start names every problem in its message (no stack needed); LOG_LEVEL=debug adds it.
main().catch((err) => {
  const debug = process.env.LOG_LEVEL === 'debug'
  plog.error('the server did not start', debug ? err : err instanceof Error ? err.message : err)
  process.exit(1)
})
