/**
 * Background jobs on the database itself, with pg-boss 10.4.2 (the newest with Node 20; console-and-jobs-notes §3):
 * on PostgreSQL through the app's pool, on PGlite through pg-boss's `db` option in-process (jobs/pglite.ts), one
 * queue schema ("pgboss", installed by boss.start()) and one set of handlers on both. Jobs are rows: they survive a
 * restart, and pg-boss fetches with SKIP LOCKED so each runs on one process of N; a cron schedule inserts one job
 * per minute across all processes (singletonSeconds 60).
 *
 * Queues (each created at start: pg-boss drops a job sent to a queue that does not exist):
 * - payments.reconcile (cron, every minute, and once at start): pending payments the provider confirmed without a
 *   notification reaching us settle through the same step as every confirmation; refunding orders are asked about
 *   (routes/commerce/reconcile.ts). After a crash between the provider's confirmation and our settle, the run at
 *   start settles it.
 * - payments.refund (one per order, stately: at most one queued): asks the provider again for the refund of a
 *   'refunding' order, with exponential back-off, until it answers (services/commerce/refund.ts askForRefund).
 * - orders.close-expired (cron, every minute): unpaid orders past their time are closed at the provider, then here
 *   (services/commerce/closeOrders.ts).
 * - nonces.sweep (cron, every minute): expired request nonces leave the shared store (request_nonces); the store's
 *   own sweep ran only every 1 000 requests (plugins/nonces.ts DbNonces.SWEEP_EVERY).
 * Handlers are idempotent (the settle step and the provider's refund are), and each queue's expiry is above its
 * longest run, so a job is re-run only when its process died (after expireInSeconds).
 */
import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import PgBoss from 'pg-boss'
import type { Database, Db } from '../db/client'
import { withStartLock } from '../db/migrate'
import type { CommerceRepo } from '../db/repos/commerce'
import { orders } from '../db/schema'
import { sweepNonces } from '../db/repos/requestNonces'
import type { PaymentProvider } from '../providers/payment'
import { ORDER_TTL_MS } from '../routes/commerce/orders'
import { reconcilePayments, type ReconcileOptions } from '../routes/commerce/reconcile'
import { closeExpiredOrders } from '../services/commerce/closeOrders'
import { askForRefund } from '../services/commerce/refund'
import { pgliteBossDb, poolBossDb, type BossDb } from './pglite'
import { attachJobQueue, detachJobQueue } from './queue'

export const QUEUES = {
  reconcile: 'payments.reconcile',
  refund: 'payments.refund',
  closeExpired: 'orders.close-expired',
  sweepNonces: 'nonces.sweep'
} as const

export interface JobsOptions {
  /** Seconds between a worker's fetches (default 2; pg-boss 10 polls, it does not LISTEN). */
  pollingIntervalSeconds?: number
  /** Reconciliation's options (minAgeMs: how old a pending order must be before it is asked about). */
  reconcile?: ReconcileOptions
  /**
   * Refund retries: first delay in seconds (default 30; pg-boss waits delay × 2^n × 1..2 before try n+1) and how
   * many (default 15: 11 to 23 days in all); the minute reconciliation keeps asking after that.
   */
  refundRetryDelaySeconds?: number
  refundRetryLimit?: number
  /** Cron expressions (default every minute; pg-boss's granularity is one minute). */
  cron?: Partial<Record<'reconcile' | 'closeExpired' | 'sweepNonces', string>>
  /** Seconds between pg-boss's maintenance and cron checks (default pg-boss's own: 120 and 30). */
  maintenanceIntervalSeconds?: number
  cronMonitorIntervalSeconds?: number
  /** pg-boss's schema (default "pgboss"; tests give a fresh one to set up on an empty database). */
  schema?: string
}

export interface JobDeps {
  db: Db
  repos: { commerce: CommerceRepo }
  providers: { payment: PaymentProvider }
  now: () => number
  log: FastifyBaseLogger
}

export interface JobRunner {
  boss: PgBoss
  /** Enqueues one run of a cron queue now (tests, and the start-up reconciliation); the job id. */
  runNow(queue: (typeof QUEUES)[keyof typeof QUEUES], data?: object): Promise<string | null>
  /** Resolves with the job's final state once it is completed or failed (tests). */
  settled(queue: string, id: string): Promise<string>
  stop(): Promise<void>
}

/** pg_advisory_lock key of pg-boss's set-up ('jxjobs\0\0'), next to the migrations' and the seed's (db/migrate.ts). */
const JOBS_LOCK_KEY = '7671998991851257856'

/** The app's handle as db/migrate.ts's start lock takes it (PGlite: one process, no lock). */
function databaseOf(db: Db): Database {
  const client = (db as unknown as { $client: { exec?: unknown } }).$client
  return { db, kind: typeof client.exec === 'function' ? 'pglite' : 'postgres', close: async () => {} }
}

/** The database handle pg-boss is given: the app's PGlite instance or node-postgres pool behind Drizzle. */
function bossDbOf(db: Db): BossDb {
  const client = (db as unknown as { $client: { exec?: unknown; query: BossDb['executeSql'] } }).$client
  return typeof client.exec === 'function' ? pgliteBossDb(client as never) : poolBossDb(client)
}

export async function startJobs(deps: JobDeps, opts: JobsOptions = {}): Promise<JobRunner> {
  const { repos, providers, now, log } = deps
  const repo = repos.commerce
  const boss = new PgBoss({
    db: bossDbOf(deps.db),
    ...(opts.schema ? { schema: opts.schema } : {}),
    ...(opts.maintenanceIntervalSeconds ? { maintenanceIntervalSeconds: opts.maintenanceIntervalSeconds } : {}),
    ...(opts.cronMonitorIntervalSeconds ? { cronMonitorIntervalSeconds: opts.cronMonitorIntervalSeconds } : {})
  } as PgBoss.ConstructorOptions)
  boss.on('error', (err) => log.error({ err }, 'jobs'))
  const refundDelay = opts.refundRetryDelaySeconds ?? 30
  const every = (k: 'reconcile' | 'closeExpired' | 'sweepNonces') => opts.cron?.[k] ?? '* * * * *'
  // Installing the schema, the queues and the schedules is done by one process at a time: pg-boss's create_queue
  // run by two processes on one PostgreSQL together deadlocks (the release smoke's two processes, 1 start in 3).
  await withStartLock(databaseOf(deps.db), JOBS_LOCK_KEY, async () => {
    await boss.start()
    await boss.createQueue(QUEUES.reconcile, { name: QUEUES.reconcile, policy: 'short', expireInSeconds: 600 })
    await boss.createQueue(QUEUES.closeExpired, { name: QUEUES.closeExpired, policy: 'short', expireInSeconds: 600 })
    await boss.createQueue(QUEUES.sweepNonces, { name: QUEUES.sweepNonces, policy: 'short', expireInSeconds: 300 })
    await boss.createQueue(QUEUES.refund, {
      name: QUEUES.refund,
      policy: 'stately',
      expireInSeconds: 120,
      retryLimit: opts.refundRetryLimit ?? 15,
      retryDelay: refundDelay,
      retryBackoff: true
    })
    await boss.schedule(QUEUES.reconcile, every('reconcile'), {})
    await boss.schedule(QUEUES.closeExpired, every('closeExpired'), {})
    await boss.schedule(QUEUES.sweepNonces, every('sweepNonces'), {})
  })

  const polling = { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2 }
  const payDeps = { repo, provider: providers.payment, now, log }
  await boss.work(QUEUES.reconcile, polling, async () => {
    const report = await reconcilePayments(payDeps, opts.reconcile)
    if (report.checked) log.info({ report }, 'reconciled payments')
    return report
  })
  await boss.work(QUEUES.closeExpired, polling, async () => closeExpiredOrders(payDeps, ORDER_TTL_MS))
  await boss.work(QUEUES.sweepNonces, polling, async () => {
    return { swept: await sweepNonces(deps.db, now()) }
  })
  await boss.work<{ orderId: number }>(QUEUES.refund, polling, async ([job]) => {
    const [order] = await deps.db.select().from(orders).where(eq(orders.id, job.data.orderId))
    if (!order || order.status !== 'refunding') return { status: order?.status ?? 'missing' }
    const r = await askForRefund({ repos, providers, now }, order, log, { enqueue: false })
    // Not confirmed: failing the job makes pg-boss run it again after the back-off.
    if (r.kind === 'refunding') throw new Error(`refund of ${order.orderNo} not confirmed yet`)
    return { status: r.kind }
  })

  attachJobQueue(repo, {
    async refundRetry(orderId) {
      await boss.send(QUEUES.refund, { orderId }, { singletonKey: String(orderId), startAfter: refundDelay })
    }
  })
  // A crash between a provider's confirmation and our settle: the first reconciliation runs now, not in a minute.
  await boss.send(QUEUES.reconcile, {})

  let stopped = false
  return {
    boss,
    runNow: (queue, data = {}) => boss.send(queue, data),
    async settled(queue, id) {
      for (;;) {
        const job = await boss.getJobById(queue, id)
        if (job && (job.state === 'completed' || job.state === 'failed')) return job.state
        if (job && job.state === 'retry') return job.state
        await new Promise((r) => setTimeout(r, 100))
      }
    },
    async stop() {
      if (stopped) return
      stopped = true
      detachJobQueue(repo)
      await boss.stop({ graceful: true, wait: true, timeout: 5000, close: false })
    }
  }
}
