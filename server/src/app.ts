/**
 * buildApp: the whole API as a Fastify instance over an open database. server.ts adds the process concerns
 * (port, lock, migrations, media); tests call buildApp directly and talk to it with app.inject.
 *
 * Plugin order (the fastify/demo shape): request state and CORS, signature check, error envelope, websocket,
 * then media and the static H5 app, then routes per domain.
 */
import websocket from '@fastify/websocket'
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyReply, type FastifyServerOptions } from 'fastify'
import type { Server } from 'node:http'
import { ErrorCode } from '../../src/protocol/errors'
import { DEV_SIGN_KEY } from '../../src/protocol/signature'
import { DEV_CORS_ORIGINS } from './config'
import { createRepos, type AppContext } from './context'
import type { Db } from './db/client'
import { langOf, t } from './i18n'
import { logSerializers } from './lib/redact'
import { MemoryBus, type Bus } from './lib/bus'
import { registerRequestState } from './plugins/auth'
import { registerCors } from './plugins/cors'
import { registerErrorHandler, registerNotFound } from './plugins/errors'
import { registerInputGuard, scanJson } from './plugins/inputGuard'
import { Errors } from './errors'
import { DbNonces, NonceStore } from './plugins/nonces'
import { DbCounters, DEFAULT_LIMITS, RateLimiter, type RateLimits } from './plugins/rateLimit'
import { registerSecurityHeaders } from './plugins/securityHeaders'
import { registerSignatureCheck } from './plugins/signature'
import { registerValidation } from './plugins/validation'
import { registerStatic } from './plugins/static'
import { DevOutbox, devProviders, type Providers } from './providers'
import { ProgressBuffer } from './realtime/progressBuffer'
import socketRoutes from './realtime/socket'
import accountRoutes from './routes/auth/account'
import loginRoutes from './routes/auth/login'
import devCodeRoutes from './routes/auth/devCodes'
import fileRoutes from './routes/user/files'
import commerceRoutes from './routes/commerce/index'
import courseIndexRoutes from './routes/course/index'
import coursePageRoutes from './routes/course/pages'
import courseNavInfoRoutes from './routes/course/navInfo'
import inviteRoutes from './routes/invite/index'
import meditationGoodsRoutes from './routes/meditation/goods'
import meditationHomeRoutes from './routes/meditation/home'
import sceneRoutes from './routes/meditation/scene'
import meditationFavoriteRoutes from './routes/meditation/favorites'
import meditationHistoryRoutes from './routes/meditation/history'
import meditationTimerRoutes from './routes/meditation/timer'
import systemRoutes from './routes/system'
import mayaKinRoutes from './routes/maya/kins'
import mayaArticleRoutes from './routes/maya/articles'

export interface BuildOptions {
  db: Db
  /** Clock in ms; tests move it to expire codes and signatures. */
  now?: () => number
  signKey?: string
  /** Key of the one-time codes' stored HMAC (CODE_KEY; a development key by default). */
  codeKey?: string
  /** Origins allowed to call the API from a browser on another origin (CORS_ORIGINS). */
  corsOrigins?: string[]
  /** Pino logger options, or false (tests). */
  logger?: FastifyServerOptions['logger']
  /** Enables /dev/outbox and the dev code providers' outbox (default: not production). */
  devRoutes?: boolean
  providers?: Partial<Providers>
  limits?: Partial<RateLimits>
  /** The built H5 app to serve at `/` (dist/h5), if present. */
  staticDir?: string | null
  /** Extra plugins registered before the routes, e.g. the media routes. */
  plugins?: { plugin: FastifyPluginAsync<any>; opts?: Record<string, unknown> }[]
  /** Milliseconds between batched progress writes. */
  progressFlushMs?: number
  /**
   * Keep the state several processes must agree on (nonces, rate-limit counters, resume positions) in the
   * database instead of this process's memory (default off: one process, everything in memory). server.ts turns
   * it on with DATABASE_URL; the test harness on PostgreSQL databases.
   */
  sharedState?: boolean
  /** Cross-process messages (lib/bus.ts); an in-process bus by default. Closed with the app. */
  bus?: Bus
  /** Serve on an already-listening server (server.ts binds the port before opening the database). */
  serverFactory?: FastifyServerOptions['serverFactory']
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const now = opts.now ?? Date.now
  // Every logger gets the redacting serializers: no e-mail address in a logged request or error.
  const logger = opts.logger && typeof opts.logger === 'object'
    ? { ...opts.logger, serializers: { ...logSerializers, ...(opts.logger as { serializers?: object }).serializers } }
    : opts.logger ?? false
  const app = Fastify({
    logger,
    bodyLimit: 256 * 1024,
    // Reverse proxies are not assumed: req.ip is the socket peer, which the per-IP limits rely on.
    trustProxy: false,
    // `//v3//a` routes as `/v3/a`; pathOf (what signatures cover) collapses slashes the same way.
    routerOptions: { ignoreDuplicateSlashes: true },
    serverFactory: opts.serverFactory,
    // Router-level rejections (malformed URL encoding, over-long path params) get the envelope too.
    frameworkErrors: (err, req, reply) => {
      const body = { code: ErrorCode.BAD_REQUEST, msg: t(langOf(req.headers['x-lang']), 'badRequest'), data: null }
      void (reply as unknown as FastifyReply).status(err.statusCode ?? 400).send(body)
    }
  }) as unknown as FastifyInstance<Server>

  const devRoutes = opts.devRoutes ?? process.env.NODE_ENV !== 'production'
  const outbox = devRoutes ? new DevOutbox((m) => app.log.info(m), now) : null
  const repos = createRepos(opts.db, { codeKey: opts.codeKey ?? process.env.CODE_KEY })
  const shared = opts.sharedState ?? false
  const ctx: AppContext = {
    db: opts.db,
    repos,
    now,
    signKey: opts.signKey ?? process.env.SIGN_KEY ?? DEV_SIGN_KEY,
    limits: { ...DEFAULT_LIMITS, ...opts.limits },
    limiter: new RateLimiter(now, shared ? new DbCounters(opts.db) : undefined),
    nonces: shared ? new DbNonces(opts.db) : new NonceStore(),
    bus: opts.bus ?? new MemoryBus(),
    providers: { ...devProviders(outbox ?? new DevOutbox((m) => app.log.info(m), now)), ...opts.providers },
    outbox,
    progress: new ProgressBuffer(repos.progress, {
      intervalMs: opts.progressFlushMs, writeThrough: shared, onError: (err) => app.log.error({ err }, 'progress flush failed')
    })
  }
  app.decorate('ctx', ctx)
  app.addHook('onClose', async () => { await ctx.progress.close(); await ctx.bus.close() })

  // WeChat's wx.request labels every request application/json, a body-less DELETE too: an empty JSON body is
  // no body (Fastify's default parser refuses it with 400). Non-empty bodies keep the default, safe parser.
  const jsonParser = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (body === '') { done(null, undefined); return }
    const problem = scanJson(body as string)
    if (problem) { done(Errors.badRequest(problem), undefined); return }
    jsonParser(req, body as string, done)
  })

  registerErrorHandler(app)
  registerValidation(app)
  registerRequestState(app)
  registerInputGuard(app)
  registerSecurityHeaders(app, opts.staticDir)
  registerCors(app, opts.corsOrigins ?? (devRoutes ? DEV_CORS_ORIGINS : []))
  registerSignatureCheck(app, { key: ctx.signKey, now, nonces: ctx.nonces })
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } })
  for (const p of opts.plugins ?? []) await app.register(p.plugin, p.opts ?? {})
  const appFallback = await registerStatic(app, opts.staticDir)
  registerNotFound(app, appFallback ?? undefined)

  await app.register(systemRoutes)
  await app.register(socketRoutes)
  await app.register(loginRoutes)
  await app.register(accountRoutes)
  await app.register(devCodeRoutes)
  await app.register(fileRoutes)
  await app.register(meditationHomeRoutes)
  await app.register(meditationGoodsRoutes)
  await app.register(sceneRoutes)
  await app.register(meditationFavoriteRoutes)
  await app.register(meditationHistoryRoutes)
  await app.register(meditationTimerRoutes)
  await app.register(courseIndexRoutes)
  await app.register(coursePageRoutes)
  await app.register(courseNavInfoRoutes)
  await app.register(inviteRoutes)
  await app.register(commerceRoutes)
  await app.register(mayaKinRoutes)
  await app.register(mayaArticleRoutes)
  return app
}
