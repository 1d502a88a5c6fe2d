/**
 * Log redaction: e-mail addresses never reach the logs. The logger's serializers (buildApp) pass the request
 * and every logged error through these, so a URL like `/dev/outbox?to=mei@example.com` or a database error
 * such as `Key (email)=(mei@example.com) already exists` is written with `[email]` in place of the address.
 */
import { stdSerializers } from 'pino'

const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g

export function redactText(text: string): string {
  return text.replace(EMAIL, '[email]')
}

/** A copy of a serialized value with every string redacted (objects and arrays walked, cycles cut). */
export function redactDeep(value: unknown, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return redactText(value)
  if (!value || typeof value !== 'object') return value
  if (seen.has(value)) return '[circular]'
  seen.add(value)
  if (Array.isArray(value)) return value.map((v) => redactDeep(v, seen))
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value)) out[k] = redactDeep(v, seen)
  return out
}

interface LoggedRequest {
  method?: string
  url?: string
  hostname?: string
  ip?: string
  socket?: { remotePort?: number }
}

export const logSerializers = {
  req(req: LoggedRequest) {
    return {
      method: req.method,
      url: redactText(String(req.url ?? '')),
      host: req.hostname,
      remoteAddress: req.ip,
      remotePort: req.socket?.remotePort
    }
  },
  err(err: Error): { [key: string]: unknown; type: string; message: string; stack: string } {
    return redactDeep(stdSerializers.err(err)) as {
      [key: string]: unknown
      type: string
      message: string
      stack: string
    }
  }
}
