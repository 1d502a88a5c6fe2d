/**
 * buildApp: the whole API as a Fastify instance over an open database. server.ts adds the process concerns
 * (port, lock, migrations, media); tests call buildApp directly and talk to it with app.inject.
 *
 * Plugin order (the fastify/demo shape): request state and CORS, signature check, error envelope, websocket,
 * then media and the static H5 app, then routes per domain.
 */
import websocket from '@fastify/websocket'
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyServerOptions
} from 'fastify'
import type { Server } from 'node:http'
import { DEV_SIGN_KEY, ErrorCode } from '@app/protocol'
import { DEV_CORS_ORIGINS } from './config'
import { createRepos, type AppContext } from './context'
import { defaultBus, listenChanges } from './db/changeFeed'
import searchRoutes from './routes/search'
import forumRoutes from './routes/forum'
import discoverRoutes from './routes/discover'
import { DEFAULT_FORUM_RULES, type ForumRules } from './routes/forum/rules'
import thirdRoutes from './routes/third'
import { loadCampaigns } from './campaigns/definitions'
import collectionRoutes from './routes/collection'
import liveRoutes from './routes/live'
import { createLiveProvider, polyvClientOf, type LiveOptions } from './live'
import reportRoutes from './routes/report'
import enterpriseRoutes from './routes/enterprise'
import mallRoutes from './routes/mall'
import assistantRoutes from './routes/assistant'
import { assistantProviderOf, type AssistantProvider } from './providers/assistant'
import { wecomProviderOf, type WecomProvider } from './providers/wecom'
import type { Db } from './db/client'
import { ReadThroughCache } from './lib/readCache'
import { langOf, t } from './i18n'
import { logSerializers } from './lib/redact'
import type { Bus } from './lib/bus'
import { registerRequestState } from './plugins/auth'
import { registerCompression } from './plugins/compression'
import { requestIdOptions } from './plugins/logging'
import { registerObservability } from './plugins/metrics'
import { registerCors } from './plugins/cors'
import { registerErrorHandler, registerNotFound } from './plugins/errors'
import { registerInputGuard, scanJson } from './plugins/inputGuard'
import { Errors } from './errors'
import { DbNonces, NonceStore } from './plugins/nonces'
import { DEFAULT_LIMITS, RateLimiter, type RateLimits } from './plugins/rateLimit'
import { DbCounters } from './db/repos/rateCounters'
import { registerSecurityHeaders } from './plugins/securityHeaders'
import { registerSignatureCheck } from './plugins/signature'
import { registerValidation } from './plugins/validation'
import { registerStatic } from './plugins/static'
import { lottieRoutes } from './media/lottie'
import { loadConfig, processEnv, seedDemoProblem, type ProviderNames } from './config'
import { DEV_IDENTITY_KEY, DEV_MEDIA_KEY, secretProblems } from './secrets'
import { DevOutbox, type Providers } from './providers'
import { ProductionConfigError, resolveProviders } from './providers/registry'
import { ProgressBuffer } from './realtime/progressBuffer'
import socketRoutes from './realtime/socket'
import authRoutes from './routes/auth'
import commerceRoutes from './routes/commerce'
import { registerJobs, type JobsOptions } from './jobs/plugin'
import courseRoutes from './routes/course'
import inviteRoutes from './routes/invite'
import giftRoutes from './routes/gifts'
import mayaRoutes from './routes/maya'
import meditationRoutes from './routes/meditation'
import systemRoutes from './routes/system'
import userRoutes from './routes/user'
import adminRoutes from './routes/admin'
import shopRoutes from './routes/shop'
import learningNotesRoutes from './routes/learningNotes'

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
  /**
   * Production (default NODE_ENV=production): dev providers are refused, real provider adapters and the
   * server's keys must be configured, or buildApp throws naming what is missing.
   */
  production?: boolean
  /** The environment provider adapters and keys are read from (default process.env, see config.ts). */
  env?: NodeJS.ProcessEnv
  /** Providers handed over directly (tests); the rest come from the configured adapters, or dev ones outside production. */
  providers?: Partial<Providers>
  /** Adapter names per provider kind (default: from env, config.ts PROVIDER_ENV). */
  providerNames?: ProviderNames
  /** HMAC key of signed member-media URLs (default MEDIA_URL_KEY; a dev key outside production). */
  mediaKey?: string
  /** HMAC key of spent identities' hashes (account deletion, invitations) (default IDENTITY_HASH_KEY; a dev key outside production). */
  identityKey?: string
  limits?: Partial<RateLimits>
  /** The study community's report threshold and posting/commenting limits (routes/forum/rules.ts). */
  forum?: Partial<ForumRules>
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
  /**
   * Cross-process messages (lib/bus.ts), also carrying the database's change notifications on PostgreSQL. By
   * default in-process on PGlite, a PgBus on the same database on PostgreSQL. Closed with the app.
   */
  bus?: Bus
  /** Directory of the campaign definitions (default src/db/campaigns); a malformed one makes buildApp throw. */
  campaignDir?: string
  /** Live streaming: a provider, or the HLS provider's options (default from LIVE_* in config.ts). */
  live?: LiveOptions
  /** Serve on an already-listening server (server.ts binds the port before opening the database). */
  serverFactory?: FastifyServerOptions['serverFactory']
  /** Who writes the assistant's answers (default: ASSISTANT_PROVIDER, else our own texts; providers/assistant.ts). */
  assistant?: AssistantProvider
  /** The WeCom login (default: the WECOM_* adapter, else the dev stand-in where dev routes are on; providers/wecom.ts). */
  wecom?: WecomProvider | null
  /** The built operator console served at /admin/ (default <repo>/admin/dist; null: none) (routes/admin/ui.ts). */
  adminDir?: string | null
  /** Background jobs (server/src/jobs): off unless asked (server.ts asks; tests that need them pass options). */
  jobs?: JobsOptions | false
}

export { ProductionConfigError }

export interface Runtime {
  production: boolean
  providers: Providers
  mediaKey: string
  identityKey: string
}

/**
 * The server's keys and providers for these options. In production anything wrong (a secret missing, weak, shared
 * or a development key (secrets.ts), SEED_DEMO=all, a provider kind without a real adapter, any dev provider)
 * throws one ProductionConfigError naming all of it. server.ts calls this before it touches the database,
 * buildApp again for the app it builds.
 */
export function resolveRuntime(
  opts: Pick<
    BuildOptions,
    | 'production'
    | 'env'
    | 'providers'
    | 'providerNames'
    | 'mediaKey'
    | 'identityKey'
    | 'signKey'
    | 'codeKey'
    | 'sharedState'
    | 'now'
  > &
    Partial<Pick<BuildOptions, 'db'>>,
  outbox: DevOutbox = new DevOutbox()
): Runtime {
  const env = opts.env ?? processEnv()
  const config = loadConfig(env)
  const production = opts.production ?? config.production
  const mediaKey = opts.mediaKey ?? config.mediaUrlKey
  const identityKey = opts.identityKey ?? config.identityHashKey
  const missing = production
    ? secretProblems({
        SIGN_KEY: opts.signKey ?? config.signKey,
        CODE_KEY: opts.codeKey ?? config.codeKey,
        MEDIA_URL_KEY: mediaKey,
        IDENTITY_HASH_KEY: identityKey,
        LIVE_URL_KEY: config.live.urlKey,
        METRICS_TOKEN: config.metricsToken
      })
    : []
  const seedProblem = production ? seedDemoProblem({ ...config, production }) : null
  if (seedProblem) missing.push(seedProblem)
  const providers = resolveProviders(
    {
      production,
      names: opts.providerNames ?? config.providers,
      env,
      given: opts.providers,
      outbox,
      deps: { db: opts.db, sharedState: opts.sharedState, now: opts.now }
    },
    missing
  )
  return {
    production,
    providers,
    mediaKey: mediaKey ?? DEV_MEDIA_KEY,
    identityKey: identityKey ?? DEV_IDENTITY_KEY
  }
}

const DISPLAY_NAME = Symbol.for('fastify.display-name')

/**
 * Fastify names a plugin that has no fastify-plugin metadata by searching the exports of every module in
 * require.cache for its function, before it tries the function's name, two times per registration (~120 plugins).
 * Under tsx (tests, dev) that cache holds thousands of modules: measured 2026-11-29, ~130 ms of CPU of each app's
 * build (the server tests build ~170 apps per engine). Giving each plugin its function's name as its display name
 * first (what fastify-plugin does) skips the search; child instances inherit `register` from the root.
 */
function nameEachPlugin(app: FastifyInstance<Server>) {
  const register = app.register
  const named = function (this: FastifyInstance, plugin: unknown, opts?: unknown) {
    if (typeof plugin === 'function' && plugin.name && !(DISPLAY_NAME in plugin))
      Object.defineProperty(plugin, DISPLAY_NAME, { value: plugin.name })
    return (register as (this: FastifyInstance, p: unknown, o?: unknown) => unknown).call(this, plugin, opts)
  }
  app.register = named as typeof app.register
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const now = opts.now ?? Date.now
  // Before anything opens: a malformed campaign definition stops the start, naming the file and field.
  const campaigns = loadCampaigns(opts.campaignDir)
  // Every logger gets the redacting serializers: no e-mail address in a logged request or error.
  const logger =
    opts.logger && typeof opts.logger === 'object'
      ? { ...opts.logger, serializers: { ...logSerializers, ...(opts.logger as { serializers?: object }).serializers } }
      : (opts.logger ?? false)
  const app = Fastify({
    logger,
    bodyLimit: 256 * 1024,
    // req.ip (the per-IP limits) is the socket peer, or X-Forwarded-For's client when the peer is a proxy named in
    // TRUST_PROXY (deploy/compose.yaml: the TLS proxy's network); no proxy is trusted by default.
    trustProxy: loadConfig(opts.env).trustProxy ?? false,
    // `//v3//a` routes as `/v3/a`; pathOf (what signatures cover) collapses slashes the same way.
    routerOptions: { ignoreDuplicateSlashes: true },
    serverFactory: opts.serverFactory,
    ...requestIdOptions, // x-request-id in and out, on every log line (plugins/logging.ts)
    // Router-level rejections (malformed URL encoding, over-long path params) get the envelope too.
    frameworkErrors: (err, req, reply) => {
      const body = { code: ErrorCode.BAD_REQUEST, msg: t(langOf(req.headers['x-lang']), 'badRequest'), data: null }
      void (reply as unknown as FastifyReply).status(err.statusCode ?? 400).send(body)
    }
  }) as unknown as FastifyInstance<Server>
  nameEachPlugin(app)

  const config = loadConfig(opts.env)
  // The server's own keys come from the process environment (opts.env names the providers' environment only).
  const processConfig = opts.env ? loadConfig() : config
  const production = opts.production ?? config.production
  const devRoutes = !production && (opts.devRoutes ?? true)
  const outbox = devRoutes ? new DevOutbox((m) => app.log.info(m), now) : null
  // Keys and providers first: production refuses to start with anything missing, naming all of it at once.
  const { providers, mediaKey, identityKey } = resolveRuntime(
    { ...opts, production },
    outbox ?? new DevOutbox((m) => app.log.info(m), now)
  )
  // A minute at most: a live card's status follows the clock (derived from its times), not only writes.
  const catalogue = new ReadThroughCache({ maxAgeMs: 60_000 })
  const repos = createRepos(opts.db, { identityKey, codeKey: opts.codeKey ?? processConfig.codeKey }, catalogue)
  const shared = opts.sharedState ?? false
  const catalogueListeners: (() => void)[] = []
  const catalogueChanged = () => {
    catalogue.clear()
    for (const fn of catalogueListeners) fn()
  }
  const bus = opts.bus ?? defaultBus(opts.db, (err) => app.log.warn({ err }, 'bus'))
  const ctx: AppContext = {
    db: opts.db,
    repos,
    now,
    signKey: opts.signKey ?? processConfig.signKey ?? DEV_SIGN_KEY,
    limits: { ...DEFAULT_LIMITS, ...opts.limits },
    forum: { ...DEFAULT_FORUM_RULES, ...opts.forum },
    limiter: new RateLimiter(now, shared ? new DbCounters(opts.db) : undefined),
    nonces: shared
      ? new DbNonces(opts.db, bus, {
          now,
          onLateReplay: (count) => app.log.warn({ count }, 'a catalogue read was replayed on two processes'),
          onError: (err) => app.log.warn({ err }, 'nonces of catalogue reads not sent to the other processes')
        })
      : new NonceStore(),
    bus,
    onCatalogueChange: (fn) => {
      catalogueListeners.push(fn)
    },
    providers,
    assistant: opts.assistant ?? assistantProviderOf(config.assistantProvider, opts.env ?? processEnv()),
    wecom:
      opts.wecom !== undefined
        ? opts.wecom
        : wecomProviderOf(opts.env ?? processEnv(), !!outbox, { now, log: (m) => app.log.warn(m) }),
    mediaKey,
    outbox,
    catalogue,
    campaigns,
    live: createLiveProvider(processConfig, opts.live, (line) => app.log.warn(line)),
    polyv: polyvClientOf(opts.live ?? {}, opts.env ?? processEnv(), production),
    progress: new ProgressBuffer(repos.progress, {
      intervalMs: opts.progressFlushMs,
      writeThrough: shared,
      onError: (err) => app.log.error({ err }, 'progress flush failed')
    })
  }
  app.decorate('ctx', ctx)
  if (opts.jobs) await registerJobs(app, opts.jobs)
  app.addHook('onClose', async () => {
    await ctx.nonces.settled()
    await ctx.progress.close()
    await ctx.live.close()
    await ctx.bus.close()
  })
  if (ctx.nonces instanceof DbNonces) {
    const stopHearing = await ctx.nonces.listen()
    app.addHook('onClose', async () => {
      await stopHearing()
    })
  }
  // Any write to a catalogue table, by this process or another one on the same database, drops the cache.
  const stopFeed = await listenChanges(opts.db, ctx.bus, 'catalogue_changed', {
    onChange: catalogueChanged,
    onGap: catalogueChanged
  })
  app.addHook('onClose', async () => {
    await stopFeed()
  })

  // WeChat's wx.request labels every request application/json, a body-less DELETE too: an empty JSON body is
  // no body (Fastify's default parser refuses it with 400). Non-empty bodies keep the default, safe parser.
  const jsonParser = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (body === '') {
      done(null, undefined)
      return
    }
    const problem = scanJson(body as string)
    if (problem) {
      done(Errors.badRequest(problem), undefined)
      return
    }
    jsonParser(req, body as string, done)
  })

  // The request-level plugins are our own, not the official @fastify/* ones (issue 30 item 4, decided per plugin):
  // - CORS (plugins/cors): a preflight from an origin not on the list is refused with our translated 403 envelope
  //   and `null` is never an allowed origin; @fastify/cors omits the headers and still answers the preflight 204.
  // - Security headers (plugins/securityHeaders): the app's CSP carries the sha256 of index.html's inline boot
  //   scripts, re-read when a rebuild changes the file, and JSON gets `default-src 'none'`; with helmet we would
  //   keep that code and switch off most of helmet's defaults.
  // - Compression (plugins/compression): the catalogue answers arrive already compressed from their cache
  //   (routes/catalogueResponse.ts, measured in bench:api); the plugin only compresses the rest, 50 lines.
  //   @fastify/compress would do that part as well; not swapped for no behaviour gained on the measured path.
  // - Rate limits (plugins/rateLimit): per account and per IP on codes and logins, with back-off after wrong
  //   passwords, counted in `rate_counters` across processes; @fastify/rate-limit counts requests per route and has
  //   no back-off. Uploads: small images and the forum's video are parsed as one bounded buffer; the console's
  //   large media upload is resumable (routes/admin/uploads.ts), which @fastify/multipart does not do.
  // Plugins hold no SQL: their database stores are repositories (db/repos/rateCounters.ts, requestNonces.ts).
  registerObservability(app, { token: config.metricsToken ?? processConfig.metricsToken, production, db: opts.db })
  registerErrorHandler(app)
  registerValidation(app)
  registerRequestState(app)
  registerInputGuard(app)
  registerSecurityHeaders(app, opts.staticDir)
  registerCors(app, opts.corsOrigins ?? (devRoutes ? DEV_CORS_ORIGINS : []))
  registerCompression(app)
  registerSignatureCheck(app, { key: ctx.signKey, now, nonces: ctx.nonces })
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } })
  for (const p of opts.plugins ?? []) await app.register(p.plugin, p.opts ?? {})
  const appFallback = await registerStatic(app, opts.staticDir)
  registerNotFound(app, appFallback ?? undefined)

  await app.register(lottieRoutes)
  await app.register(socketRoutes)
  // One plugin per domain (routes/<domain>/index.ts), each registering its route files.
  for (const domain of [
    systemRoutes,
    authRoutes,
    userRoutes,
    meditationRoutes,
    courseRoutes,
    commerceRoutes,
    mayaRoutes,
    inviteRoutes,
    giftRoutes,
    searchRoutes,
    forumRoutes,
    thirdRoutes,
    discoverRoutes,
    collectionRoutes,
    liveRoutes,
    reportRoutes,
    enterpriseRoutes,
    mallRoutes,
    assistantRoutes,
    shopRoutes,
    learningNotesRoutes
  ])
    await app.register(domain)
  await app.register(adminRoutes, { adminDir: opts.adminDir })
  return app
}
