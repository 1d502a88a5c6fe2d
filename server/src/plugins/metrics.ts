/**
 * Prometheus metrics at GET /metrics (prom-client), for the operator's scraper, not for the public:
 *
 * - `jingxin_http_requests_total` and `jingxin_http_request_duration_seconds` per method, route *pattern*
 *   (`/v3/courses/:id`, never the raw URL: bounded label values) and status code; unmatched URLs count as
 *   `(unmatched)`.
 * - `jingxin_db_pool_connections{state=total|idle|waiting}` (PostgreSQL's pool; PGlite is one connection).
 * - `jingxin_job_queue_depth{queue}`: jobs waiting per queue of the app's pg-boss runner (`app.jobs`, read at
 *   each scrape), plus whatever others report (setJobQueueDepth, or a reader given to onJobQueueDepth).
 * - `jingxin_websocket_connections{route}` and `jingxin_live_viewers`: open sockets of this process (the live
 *   rooms' sockets are /ws/live); sum over the processes for the whole service.
 * - Node's process metrics (`jingxin_process_*`, `jingxin_nodejs_*`: CPU, memory, event-loop lag, handles).
 *
 * Access: a request with `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time); outside production
 * also any request from the loopback address without a token. Anything else: 401 when a token is configured
 * (wrong or missing token), 403 when none is (metrics are off for the network).
 */
import { timingSafeEqual, createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import client from 'prom-client'
import { ErrorCode } from '@app/protocol/errors'
import type { Db } from '../db/client'
import { registerRequestIds } from './logging'

const PREFIX = 'jingxin_'

/** Job queue depths reported by whoever owns the queue (server/src/jobs), by queue name. */
const queueDepths = new Map<string, number>()
const queueReaders = new Set<() => Promise<Record<string, number>> | Record<string, number>>()

/** Sets a queue's current depth (jobs waiting). */
export function setJobQueueDepth(queue: string, depth: number): void {
  queueDepths.set(queue, depth)
}

/** Registers a reader the scrape calls for current depths (e.g. pg-boss getQueueSize); returns its removal. */
export function onJobQueueDepth(read: () => Promise<Record<string, number>> | Record<string, number>): () => void {
  queueReaders.add(read)
  return () => void queueReaders.delete(read)
}

/** Process metrics are collected once per process (they start timers), on a registry of their own. */
let processRegistry: client.Registry | null = null
function processMetrics(): client.Registry {
  if (!processRegistry) {
    processRegistry = new client.Registry()
    client.collectDefaultMetrics({ register: processRegistry, prefix: PREFIX })
  }
  return processRegistry
}

export interface MetricsOptions {
  /** METRICS_TOKEN: the bearer token a scraper sends. */
  token?: string
  /** Production: no loopback exception. */
  production: boolean
  db: Db
  /** Node's process metrics (default true). */
  processMetrics?: boolean
}

interface PgBossLike {
  getQueues(): Promise<{ name: string }[]>
  getQueueSize(name: string): Promise<number>
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

function sameToken(given: string, expected: string): boolean {
  // hashed first: timingSafeEqual needs equal lengths, and the length must not leak either
  const a = createHash('sha256').update(given).digest()
  const b = createHash('sha256').update(expected).digest()
  return timingSafeEqual(a, b)
}

/** The route a request matched, as its pattern (bounded label values). */
function routeOf(req: { routeOptions?: { url?: string } }): string {
  return req.routeOptions?.url ?? '(unmatched)'
}

export function registerMetrics(app: FastifyInstance, opts: MetricsOptions) {
  const registry = new client.Registry()
  const requests = new client.Counter({
    name: `${PREFIX}http_requests_total`,
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry]
  })
  const duration = new client.Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time to answer HTTP requests, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry]
  })
  const pool = (opts.db as unknown as { $client?: { totalCount?: number; idleCount?: number; waitingCount?: number } })
    .$client
  const isPgPool = !!pool && typeof pool.totalCount === 'number'
  new client.Gauge({
    name: `${PREFIX}db_pool_connections`,
    help: 'Database connections of this process by state (PostgreSQL pool; PGlite: one, total)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      if (isPgPool) {
        this.set({ state: 'total' }, pool!.totalCount ?? 0)
        this.set({ state: 'idle' }, pool!.idleCount ?? 0)
        this.set({ state: 'waiting' }, pool!.waitingCount ?? 0)
      } else this.set({ state: 'total' }, 1)
    }
  })
  new client.Gauge({
    name: `${PREFIX}job_queue_depth`,
    help: 'Jobs waiting per queue',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      // The app's pg-boss runner (server/src/jobs, `app.jobs`), read structurally: jobs waiting per queue.
      const boss = (app as unknown as { jobs?: { boss?: PgBossLike } }).jobs?.boss
      if (boss) {
        try {
          for (const q of await boss.getQueues()) queueDepths.set(q.name, await boss.getQueueSize(q.name))
        } catch (err) {
          app.log.warn({ err }, 'job queue depth not read')
        }
      }
      for (const read of queueReaders) {
        try {
          for (const [q, n] of Object.entries(await read())) queueDepths.set(q, n)
        } catch (err) {
          app.log.warn({ err }, 'job queue depth not read')
        }
      }
      this.reset()
      for (const [q, n] of queueDepths) this.set({ queue: q }, n)
    }
  })
  const sockets = new Map<string, number>()
  new client.Gauge({
    name: `${PREFIX}websocket_connections`,
    help: 'Open WebSocket connections of this process, by route',
    labelNames: ['route'],
    registers: [registry],
    collect() {
      this.reset()
      for (const [route, n] of sockets) this.set({ route }, n)
    }
  })
  new client.Gauge({
    name: `${PREFIX}live_viewers`,
    help: 'Viewers connected to live rooms through this process (sockets of /ws/live)',
    registers: [registry],
    collect() {
      this.set(sockets.get('/ws/live') ?? 0)
    }
  })

  // Count the sockets of every WebSocket route: wrap its handler before @fastify/websocket takes it (app.ts
  // registers this before the websocket plugin, whose own onRoute hook runs after this one).
  app.addHook('onRoute', (route) => {
    if (!(route as { websocket?: boolean }).websocket || typeof route.handler !== 'function') return
    type SocketHandler = (
      this: unknown,
      socket: { once(e: 'close', f: () => void): void },
      ...rest: unknown[]
    ) => unknown
    const handler = route.handler as unknown as SocketHandler
    const url = route.url
    const counted: SocketHandler = function (socket, ...rest) {
      sockets.set(url, (sockets.get(url) ?? 0) + 1)
      socket.once('close', () => sockets.set(url, (sockets.get(url) ?? 1) - 1))
      return handler.call(this, socket, ...rest)
    }
    route.handler = counted as unknown as typeof route.handler
  })

  app.addHook('onResponse', async (req, reply) => {
    const route = routeOf(req)
    if (route === '/metrics') return
    const labels = { method: req.method, route, status_code: String(reply.statusCode) }
    requests.inc(labels)
    duration.observe(labels, reply.elapsedTime / 1000)
  })

  app.get('/metrics', { logLevel: 'warn' }, async (req, reply) => {
    const auth = req.headers.authorization
    const bearer = typeof auth === 'string' && /^Bearer\s+/i.test(auth) ? auth.replace(/^Bearer\s+/i, '') : null
    const allowed =
      (opts.token && bearer !== null && sameToken(bearer, opts.token)) ||
      (!opts.production && bearer === null && LOOPBACK.has(req.socket.remoteAddress ?? ''))
    if (!allowed) {
      reply.header('cache-control', 'no-store')
      if (opts.token) reply.header('www-authenticate', 'Bearer realm="metrics"')
      return opts.token
        ? reply
            .status(401)
            .send({ code: ErrorCode.SIGNATURE_INVALID, msg: 'metrics: bearer token required', data: null })
        : reply.status(403).send({ code: ErrorCode.FORBIDDEN, msg: 'metrics: METRICS_TOKEN is not set', data: null })
    }
    const merged = opts.processMetrics === false ? registry : client.Registry.merge([registry, processMetrics()])
    reply.header('cache-control', 'no-store').type(merged.contentType)
    return merged.metrics()
  })
}

/** app.ts: request ids on every answer, then the metrics (before the websocket plugin, see onRoute above). */
export function registerObservability(app: FastifyInstance, opts: MetricsOptions) {
  registerRequestIds(app)
  registerMetrics(app, opts)
}
