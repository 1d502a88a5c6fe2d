/**
 * Security headers on every response:
 *   - `X-Content-Type-Options: nosniff`;
 *   - frame protection: `X-Frame-Options: DENY` and CSP `frame-ancestors 'none'` (no page of ours in a frame);
 *   - a Content-Security-Policy: for the H5 app (HTML and its static files) the policy below, which the built
 *     app runs under (the e2e suite fails on any CSP violation in the console); for API JSON, `default-src
 *     'none'`, since JSON is never a document.
 *
 * The app policy: scripts only from this origin plus the inline boot script(s) of index.html, allowed by their
 * sha256 (read from index.html, refreshed when the file changes, so a rebuild is picked up); styles from this
 * origin and inline (Taro's components set style attributes); images, audio and video from this origin, data:
 * and blob:; XHR/fetch/WebSocket to this origin, plus blob:/data: (Taro's H5 uploadFile reads the chosen file's
 * blob: URL with XHR); no plugins, no <base> or form posts elsewhere.
 */
import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'

const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

export function appPolicy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((h) => ` '${h}'`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self' blob: data:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'"
  ].join('; ')
}

/** sha256 sources of the inline <script> elements of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const out: string[] = []
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(m[1]) || !m[2]) continue
    out.push(`sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}`)
  }
  return out
}

export function registerSecurityHeaders(app: FastifyInstance, staticDir?: string | null) {
  const index = staticDir ? join(staticDir, 'index.html') : null
  let cached = { mtimeMs: -1, policy: appPolicy([]) }
  const policyNow = () => {
    if (!index) return cached.policy
    try {
      const { mtimeMs } = statSync(index)
      if (mtimeMs !== cached.mtimeMs)
        cached = { mtimeMs, policy: appPolicy(inlineScriptHashes(readFileSync(index, 'utf8'))) }
    } catch {
      // no built app: nothing inline to allow
    }
    return cached.policy
  }
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff')
    reply.header('x-frame-options', 'DENY')
    const type = String(reply.getHeader('content-type') ?? '')
    reply.header('content-security-policy', /^application\/json/i.test(type) ? API_POLICY : policyNow())
    return payload
  })
}
