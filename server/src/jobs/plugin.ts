/**
 * The job runner as part of the app: started when the app is built with `jobs` (server.ts does, tests that need it
 * too), reachable as `app.jobs`, stopped gracefully when the app closes (before the database is).
 */
import type { FastifyInstance } from 'fastify'
import { startJobs, type JobRunner, type JobsOptions } from './index'

export type { JobsOptions }

declare module 'fastify' {
  interface FastifyInstance {
    /** The background job runner, when this app runs one. */
    jobs?: JobRunner
  }
}

export async function registerJobs(app: FastifyInstance, opts: JobsOptions): Promise<void> {
  const { db, repos, providers, now } = app.ctx
  const runner = await startJobs({ db, repos, providers, now, log: app.log }, opts)
  app.decorate('jobs', runner)
  app.addHook('onClose', async () => {
    await runner.stop()
  })
}
