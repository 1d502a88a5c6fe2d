/**
 * The operator console's server side (issue 31, docs/admin-api.md): the admin API under /admin/api and the
 * console app (admin/dist) under /admin/.
 *
 * The API has its own conventions, apart from the app's envelope: Refine simple-rest bodies, errors as
 * `{ code, message }` with string codes, a session cookie `jx_admin` (Path=/admin). Every route declares who may
 * use it (`config.adminRoles`, or `config.adminPublic` for signing in); registering one without is an error, and
 * `adminRouteTable(app)` lists them for the access test.
 */
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'
import type { AppContext } from '../../context'
import { databaseUnavailable } from '../../plugins/errors'
import type { AdminRouteConfig, Role } from '../../services/admin/access'
import { AdminError, adminLangOf, adminMessage, type AdminCode } from '../../services/admin/messages'
import { sessionOperator } from '../../services/admin/operators'
import type { OperatorRow } from '../../db/repos/adminOperators'
import adminAuditRoutes from './audit'
import { adminToken } from './cookie'
import adminContentRoutes from './content'
import adminGoldRoutes from './gold'
import adminGroupRoutes from './groups'
import adminOperatorRoutes from './operators'
import adminOrderRoutes from './orders'
import adminOverviewRoutes from './overview'
import adminReportRoutes from './reports'
import adminSessionRoutes from './session'
import adminUiRoutes from './ui'
import adminUploadRoutes from './uploads'
import adminUserRoutes from './users'
import adminShopRoutes from './shop'
import adminCodeRoutes from './codes'
import adminCouponRoutes from './coupons'
import adminFaqRoutes from './faqs'
import adminHomeRoutes from './home'
import adminLiveRoutes from './lives'
import adminLiveChatRoutes from './liveChat'
import adminCampRoutes from './camps'
import adminCourseRoutes from './courses'
import adminShortVideoRoutes from './shortVideos'
import adminCollectionRoutes from './collections'
import adminQuoteRoutes from './quotes'
import adminScenePickRoutes from './scenesPicks'
import adminPlanRoutes from './plans'
import adminTicketRoutes from './tickets'
import adminSettingsRoutes from './settings'
import adminLandingRoutes from './landings'
import adminAnnualCardRoutes from './annualCards'
import adminQuestionnaireRoutes from './questionnaires'
import adminGiftRoutes from './gifts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator (admin routes only; set before the handler runs). */
    operator: OperatorRow | null
  }
  interface FastifyContextConfig {
    adminRoles?: readonly Role[]
    adminPublic?: boolean
  }
}

export interface AdminRouteInfo {
  method: string
  url: string
  roles: readonly Role[] | 'public'
}

const tables = new WeakMap<AppContext, AdminRouteInfo[]>()

/** Every route registered under /admin/api with who may use it (the access test walks it). */
export function adminRouteTable(app: FastifyInstance): AdminRouteInfo[] {
  return tables.get(app.ctx) ?? []
}

function sendError(
  reply: import('fastify').FastifyReply,
  req: FastifyRequest,
  status: number,
  code: AdminCode,
  vars = {}
) {
  const body: Record<string, unknown> = { code, message: adminMessage(adminLangOf(req), code, vars) }
  if ('field' in vars) body.field = (vars as { field: string }).field
  return reply.status(status).type('application/json; charset=utf-8').send(body)
}

interface AjvIssue {
  keyword: string
  instancePath: string
  params: Record<string, unknown>
}

/**
 * The rules of the admin API's context: a route without `adminRoles`/`adminPublic` cannot be registered, and each
 * request is checked (session, then role) before its body is validated.
 */
export function registerAdminRules(app: FastifyInstance) {
  const routes: AdminRouteInfo[] = []
  tables.set(app.ctx, routes)
  app.decorateRequest('operator', null)

  app.addHook('onRoute', (route) => {
    const cfg = (route.config ?? {}) as AdminRouteConfig
    if (!cfg.adminPublic && !cfg.adminRoles?.length)
      throw new Error(`admin route ${String(route.method)} ${route.url} declares no adminRoles`)
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    for (const m of methods)
      if (m !== 'HEAD') routes.push({ method: m, url: route.url, roles: cfg.adminPublic ? 'public' : cfg.adminRoles! })
  })

  // Before body validation: a signed-out or refused request learns nothing about the route's input.
  app.addHook('onRequest', async (req) => {
    const cfg = req.routeOptions.config as AdminRouteConfig
    // no such route: the 404 handler answers
    if (!req.routeOptions.url || cfg.adminPublic) return
    const op = await sessionOperator(app.ctx.db, adminToken(req), app.ctx.now())
    if (!op) throw new AdminError(401, 'signed_out')
    if (!cfg.adminRoles?.includes(op.role as Role)) throw new AdminError(403, 'forbidden')
    req.operator = op
  })
}

async function adminApi(app: FastifyInstance) {
  registerAdminRules(app)
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AdminError) {
      for (const [k, v] of Object.entries(err.headers)) reply.header(k, v)
      return sendError(reply, req, err.status, err.code, err.vars)
    }
    if (err.validation) {
      const issue = (err.validation[0] ?? {}) as AjvIssue
      const missing = issue.keyword === 'required'
      const field = missing
        ? String(issue.params.missingProperty ?? '')
        : (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || err.validationContext || 'body'
      return sendError(reply, req, 400, missing ? 'missing_field' : 'bad_field', { field })
    }
    if (databaseUnavailable(err)) {
      reply.header('retry-after', '2')
      return sendError(reply, req, 503, 'internal')
    }
    const status = err.statusCode ?? 500
    if (status >= 400 && status < 500)
      return sendError(reply, req, status, status === 404 ? 'not_found' : 'bad_request')
    req.log.error({ err }, 'admin: unhandled error')
    return sendError(reply, req, 500, 'internal')
  })
  app.setNotFoundHandler((req, reply) => sendError(reply, req, 404, 'not_found'))

  await app.register(adminSessionRoutes)
  await app.register(adminOverviewRoutes)
  await app.register(adminContentRoutes)
  await app.register(adminOrderRoutes)
  await app.register(adminUserRoutes)
  await app.register(adminGoldRoutes) // a user's learning gold: ledger, adjustments (issue 31)
  await app.register(adminReportRoutes)
  await app.register(adminGroupRoutes)
  await app.register(adminOperatorRoutes)
  await app.register(adminAuditRoutes)
  await app.register(adminUploadRoutes) // uploads (console-app)
  await app.register(adminShopRoutes) // site documents, support messages (issue 32)
  await app.register(adminCodeRoutes) // exchange-code batches
  await app.register(adminCouponRoutes) // coupon templates and grants
  await app.register(adminFaqRoutes) // FAQ entries of the app's help
  await app.register(adminHomeRoutes) // banners and floors of both home tabs
  await app.register(adminLiveRoutes) // live courses and their schedule
  await app.register(adminLiveChatRoutes) // live chat moderation
  await app.register(adminCampRoutes) // online camps and their days
  await app.register(adminCourseRoutes) // VOD courses and their lessons
  await app.register(adminShortVideoRoutes) // short videos
  await app.register(adminPlanRoutes) // study plans
  await app.register(adminCollectionRoutes) // curated collections
  await app.register(adminQuoteRoutes) // golden sentences (daily quotes)
  await app.register(adminScenePickRoutes) // scene music and daily picks by date
  await app.register(adminTicketRoutes) // activity tickets, their seats and sign-ups
  await app.register(adminSettingsRoutes) // app links: official account, stores, partner mall host
  await app.register(adminLandingRoutes) // campaign landing pages (the third engine's definitions)
  await app.register(adminAnnualCardRoutes) // annual card products and holders
  await app.register(adminQuestionnaireRoutes) // questionnaires (research forms) and their answers
  await app.register(adminGiftRoutes) // gifts: search, revoke
}

export interface AdminOptions {
  /** The built console (admin/dist); null: none. Default: <repo>/admin/dist. */
  adminDir?: string | null
}

/** Registered by buildApp: the admin API and the console's files. */
export default async function adminRoutes(app: FastifyInstance, opts: AdminOptions) {
  await app.register(adminApi, { prefix: '/admin/api' })
  await app.register(adminUiRoutes, { adminDir: opts.adminDir })
}
