/**
 * Envelope and error handling (spec §8): every response, success or failure, is `{ code, msg, data }`.
 * Bad input is a 400 with code 4000 and a translated message naming the field; unknown routes are 404/4040;
 * unexpected failures are 500/5000 with a generic message (the real error goes to the log only).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ErrorCode } from '@app/protocol'
import { AppError } from '../errors'
import { langOf, t, type Lang } from '../i18n'

export function ok<T>(data: T, msg = 'ok'): { code: 0; msg: string; data: T } {
  return { code: ErrorCode.OK, msg, data }
}

function envelope(reply: FastifyReply, status: number, code: number, msg: string) {
  return reply.status(status).send({ code, msg, data: null })
}

interface AjvIssue {
  keyword: string
  instancePath: string
  params: Record<string, unknown>
}

/** Names the first offending field of a schema validation error, e.g. `email` or `body`. */
function fieldOf(err: FastifyError): { field: string; missing: boolean } {
  const issue = (err.validation?.[0] ?? {}) as AjvIssue
  if (issue.keyword === 'required') return { field: String(issue.params.missingProperty ?? ''), missing: true }
  const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.')
  return { field: path || err.validationContext || 'body', missing: false }
}

/** PostgreSQL's connection-exception class, shutdown / starting up, and too many connections. */
const UNAVAILABLE_SQLSTATES = new Set(['08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03', '53300'])
const UNAVAILABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN'])
/** node-postgres's own words for a connection lost or never made (it sets no code on these). */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Connection ended unexpectedly|Client was closed and is not queryable/i

/**
 * Whether an error means the database cannot be reached right now (a restart, a failover, a full server) rather
 * than that the request or the code is wrong. Drizzle wraps driver errors (`cause`), so the chain is followed.
 */
export function databaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET.has(code))) return true
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true
  }
  return false
}

/** Must run before any child plugin is registered: children capture the error handler current at that time. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const lang: Lang = langOf(req.headers['x-lang'])
    if (err instanceof AppError) {
      for (const [k, v] of Object.entries(err.headers)) reply.header(k, v)
      return envelope(reply, err.status, err.code, t(lang, err.messageKey, err.vars))
    }
    if (err.validation) {
      const { field, missing } = fieldOf(err)
      return envelope(reply, 400, ErrorCode.BAD_REQUEST, t(lang, missing ? 'missingField' : 'badField', { field }))
    }
    if (databaseUnavailable(err)) {
      req.log.warn({ err }, 'database unavailable')
      reply.header('retry-after', '2')
      return envelope(reply, 503, ErrorCode.INTERNAL, t(lang, 'databaseUnavailable'))
    }
    // Fastify's own client errors: body parsing, size, content type, bad URL...
    const status = err.statusCode ?? 500
    if (status >= 400 && status < 500) {
      const key =
        err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'tooLarge'
          : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'badContentType'
            : err.code?.startsWith('FST_ERR_CTP') || err instanceof SyntaxError
              ? 'badJson'
              : 'badRequest'
      const code =
        status === 404 ? ErrorCode.NOT_FOUND : status === 429 ? ErrorCode.RATE_LIMITED : ErrorCode.BAD_REQUEST
      return envelope(reply, status, code, t(lang, status === 404 ? 'notFound' : key))
    }
    req.log.error({ err }, 'unhandled error')
    return envelope(reply, 500, ErrorCode.INTERNAL, t(lang, 'internal'))
  })
}

/** 404 envelope; `onNotFound` (the H5 history fallback) gets the first chance. */
export function registerNotFound(
  app: FastifyInstance,
  onNotFound?: (req: FastifyRequest, reply: FastifyReply) => unknown
) {
  app.setNotFoundHandler((req, reply) => {
    if (onNotFound) {
      const handled = onNotFound(req, reply)
      if (handled) return handled
    }
    return envelope(reply, 404, ErrorCode.NOT_FOUND, t(langOf(req.headers['x-lang']), 'notFound'))
  })
}
