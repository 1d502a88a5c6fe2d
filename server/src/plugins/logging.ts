/**
 * Structured JSON logs (Fastify's pino) an operator can follow and hand to a log store:
 *
 * - A request id on every line of a request (pino's `reqId`), taken from a sane incoming `x-request-id` (a proxy's
 *   or a client's, so one id follows the request through every hop) or a fresh UUID, and given back as the
 *   `x-request-id` header of every answer and as `requestId` in the body of every error answer, so a user's
 *   report ("it said something went wrong") finds its log lines.
 * - Secrets and personal data never reach a line: headers and fields named like credentials, codes or contact
 *   details (authorization, cookie, x-token, x-sign, password, code, token, email, phone, openid, …) are
 *   replaced by `[redacted]` at any depth, and e-mail addresses and phone numbers inside any logged string
 *   (URLs, error messages, bodies someone logs) by `[email]` / `[phone]`.
 */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyInstance, FastifyServerOptions } from 'fastify'
import { pino, stdSerializers, stdTimeFunctions, type DestinationStream } from 'pino'
import { logSerializers } from '../lib/redact'

export const REQUEST_ID_HEADER = 'x-request-id'
/** What an incoming id may look like: short, printable, no spaces or separators a log parser would trip on. */
const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/

export function requestIdOf(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID()
}

/** Fastify constructor options: the request id (app.ts spreads these into Fastify()). */
export const requestIdOptions = {
  requestIdHeader: false,
  // the id is logged as `reqId`: Fastify's default label (its requestIdLogLabel option is deprecated in Fastify 5
  // and printed a plain-text warning among the JSON lines)
  genReqId: (req: IncomingMessage) => requestIdOf(req.headers[REQUEST_ID_HEADER])
} satisfies Partial<FastifyServerOptions>

/** Field and header names whose values never reach the log. */
const SECRET_KEY =
  /^(authorization|proxy-authorization|cookie|set-cookie|x-token|x-sign|x-nonce|x-api-key|token|access_?token|refresh_?token|id_?token|session_?key|password|passwd|pwd|new_?password|old_?password|secret|client_?secret|app_?secret|code|sms_?code|verify_?code|captcha|otp|sign|signature|email|mail|e_?mail|phone|mobile|tel|phone_?number|pure_?phone_?number|openid|unionid|id_?card)$/i
const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g
/** International (+886…), Taiwan mobile (09…) and mainland mobile (1[3-9]…) numbers, not inside longer digit runs. */
const PHONE = /(?<![\dA-Za-z])(?:(?:\+|%2B)\d{8,15}|09\d{2}-?\d{3}-?\d{3}|1[3-9]\d{9})(?!\d)/g

export function redactString(text: string): string {
  return text.replace(EMAIL, '[email]').replace(PHONE, '[phone]')
}

/** A URL with the values of secret query parameters removed, then e-mails and phones. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?')
  if (q < 0) return redactString(url)
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=')
      const key = eq < 0 ? pair : pair.slice(0, eq)
      return eq >= 0 && SECRET_KEY.test(decodeURIComponentSafe(key)) ? `${key}=[redacted]` : pair
    })
    .join('&')
  return redactString(`${url.slice(0, q)}?${query}`)
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

/** A copy of a value for the log: secret-named fields censored, strings redacted, depth and cycles bounded. */
export function redactForLog(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return redactString(value)
  if (!value || typeof value !== 'object') return value
  if (depth > 8) return '[deep]'
  if (seen.has(value)) return '[circular]'
  seen.add(value)
  // an error logged under another key than `err` keeps its type, message and stack (JSON.stringify drops them)
  if (value instanceof Error) return redactForLog({ ...stdSerializers.err(value) }, depth + 1, seen)
  if (Buffer.isBuffer(value)) return `[${value.length} bytes]`
  if (Array.isArray(value)) return value.map((v) => redactForLog(v, depth + 1, seen))
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value))
    out[k] = SECRET_KEY.test(k) && v !== undefined && v !== null ? '[redacted]' : redactForLog(v, depth + 1, seen)
  return out
}

interface LoggedRequest {
  method?: string
  url?: string
  hostname?: string
  ip?: string
  headers?: Record<string, unknown>
  socket?: { remotePort?: number }
}

/** Pino serializers: the request with its headers (credentials censored), errors redacted. */
export const redactingSerializers = {
  req(req: LoggedRequest) {
    return {
      method: req.method,
      url: redactUrl(String(req.url ?? '')),
      host: req.hostname,
      remoteAddress: req.ip,
      remotePort: req.socket?.remotePort,
      headers: redactForLog(req.headers ?? {})
    }
  },
  err(err: Error) {
    return redactForLog(logSerializers.err(err)) as ReturnType<typeof logSerializers.err>
  }
}

/**
 * The server's logger options (server.ts; tests pass their own `stream`): JSON lines with an ISO time, the
 * request id, and every logged object redacted. Keys that pino's serializers handle (req, res, err) are
 * redacted by them; everything else a handler logs goes through redactForLog here.
 */
export function loggerOptions(level: string, stream?: DestinationStream) {
  return {
    level,
    ...(stream ? { stream } : {}),
    timestamp: stdTimeFunctions.isoTime,
    serializers: redactingSerializers,
    formatters: {
      log(obj: Record<string, unknown>) {
        const out: Record<string, unknown> = {}
        for (const [k, v] of Object.entries(obj))
          out[k] = k === 'req' || k === 'res' || k === 'err' ? v : redactForLog(v)
        return out
      }
    },
    hooks: {
      // the message itself (`log.info('sent to mei@example.com')`) is redacted too
      logMethod(this: unknown, args: unknown[], method: (...a: unknown[]) => void) {
        method.apply(
          this,
          args.map((a) => (typeof a === 'string' ? redactString(a) : a))
        )
      }
    }
  }
}

/** Whether a JSON answer is an error envelope: an HTTP error status, or `{"code":<not 0>…}`. */
function isErrorEnvelope(status: number, payload: string): boolean {
  if (!payload.startsWith('{')) return false
  return status >= 400 || (payload.startsWith('{"code":') && !payload.startsWith('{"code":0,'))
}

/** The request id on every answer (header) and in every error answer's body. */
export function registerRequestIds(app: FastifyInstance) {
  app.addHook('onRequest', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id)
  })
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header(REQUEST_ID_HEADER, req.id)
    if (typeof payload !== 'string' || !isErrorEnvelope(reply.statusCode, payload)) return payload
    const type = String(reply.getHeader('content-type') ?? '')
    if (!type.includes('json')) return payload
    try {
      const body = JSON.parse(payload) as Record<string, unknown>
      if (!body || typeof body !== 'object' || Array.isArray(body) || 'requestId' in body) return payload
      return JSON.stringify({ ...body, requestId: req.id })
    } catch {
      return payload
    }
  })
}

/** The process's own lines: start-up, shutdown, and an error that ends it (server.ts). */
export interface ProcessLog {
  info(msg: string): void
  error(msg: string, err?: unknown): void
}

/**
 * In production the process's own lines are JSON like the request log's (one object per line, ISO time, the same
 * redaction), so a log store reads every line of the process; they are written whatever LOG_LEVEL (a start-up
 * or a fatal error is always wanted): information on stdout, errors on stderr. In development they stay plain
 * text for the person at the terminal.
 */
export function processLog(production: boolean, out?: DestinationStream, err?: DestinationStream): ProcessLog {
  if (!production)
    return {
      info: (msg) => console.log(msg),
      error: (msg, e) => console.error(e === undefined ? msg : `${msg}: ${errorText(e)}`)
    }
  // info lines to stdout, errors to stderr (as before): both are JSON
  const options = { ...loggerOptions('info'), name: 'process' }
  const info = pino(options, out ?? pino.destination({ fd: 1, sync: true }))
  const error = pino(options, err ?? pino.destination({ fd: 2, sync: true }))
  return {
    info: (msg) => info.info(msg),
    error: (msg, e) => (e instanceof Error ? error.error({ err: e }, msg) : error.error({ detail: e }, msg))
  }
}

function errorText(err: unknown): string {
  return err instanceof Error ? (err.stack ?? err.message) : String(err)
}
