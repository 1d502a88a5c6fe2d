/** The console's session cookie: `jx_admin`, HttpOnly, SameSite=Strict, Path=/admin (Secure in production). */
import type { FastifyRequest } from 'fastify'

export const ADMIN_COOKIE = 'jx_admin'

/** The session token from the request's Cookie header. */
export function adminToken(req: FastifyRequest): string | undefined {
  const header = req.headers.cookie
  if (!header) return undefined
  for (const part of header.split(';')) {
    const i = part.indexOf('=')
    if (i > 0 && part.slice(0, i).trim() === ADMIN_COOKIE) return decodeURIComponent(part.slice(i + 1).trim())
  }
  return undefined
}

export function sessionCookie(value: string, maxAgeS: number, secure: boolean): string {
  return `${ADMIN_COOKIE}=${value}; Path=/admin; HttpOnly; SameSite=Strict; Max-Age=${maxAgeS}${secure ? '; Secure' : ''}`
}
