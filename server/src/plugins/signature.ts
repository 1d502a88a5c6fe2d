/**
 * Request signature check with the shared algorithm of src/protocol/signature.ts.
 * Runs in preValidation: after the body is parsed (POST payloads are part of the signature) and before the
 * schema check, so a forged request is rejected before anything else looks at it.
 *
 * Which requests are signed, and on which path, is decided on the router's view of the URL (pathOf decodes and
 * collapses like find-my-way), and also on the matched route's pattern: a request that reaches a signed route is
 * checked however its path was spelt (`/%76%33/...`, `/v%33/...`, `//v3/...`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ErrorCode } from '@app/protocol/errors'
import { pathOf, SIGN_HEADERS, verifySignature } from '@app/protocol/signature'
import { AppError } from '../errors'
import type { Nonces } from './nonces'

/** Path prefixes of the signed API (spec §7). Media, the H5 app, /dev, /health and /ws are not signed. */
const SIGNED = /^\/(v2|v3|abroad|index\.php|short)(\/|$)/

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers from the catalogue cache (sendCatalogue): the same for every user, and it changes nothing. */
    catalogue?: boolean
  }
}

export function isSignedPath(path: string): boolean {
  return SIGNED.test(path)
}

function header(req: FastifyRequest, name: string): string {
  const v = req.headers[name]
  return typeof v === 'string' ? v : ''
}

export function registerSignatureCheck(app: FastifyInstance, opts: { key: string; now: () => number; nonces: Nonces }) {
  const { nonces } = opts
  // A catalogue route's nonce is not awaited in the shared store: only for reads (see CATALOGUE)
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    if (route.config?.catalogue && methods.some((m) => m !== 'GET' && m !== 'HEAD'))
      throw new Error(`${route.url}: a catalogue route answers GET only`)
  })
  app.addHook('preValidation', async (req) => {
    const path = pathOf(req.url)
    const route = req.routeOptions.url
    if (!isSignedPath(path) && !(route && isSignedPath(route))) return
    const method = req.method
    const multipart = /^multipart\//i.test(header(req, 'content-type'))
    const payload = multipart
      ? undefined
      : method === 'GET' || method === 'DELETE' || method === 'HEAD'
        ? req.query
        : req.body
    const input = {
      method,
      path,
      timestamp: header(req, SIGN_HEADERS.timestamp),
      nonce: header(req, SIGN_HEADERS.nonce),
      sign: header(req, SIGN_HEADERS.sign),
      payload
    }
    const now = opts.now()
    const check = verifySignature(input, opts.key, now)
    if (!check.ok) {
      if (check.reason === 'missing') throw new AppError(ErrorCode.SIGNATURE_MISSING, 401, 'signatureMissing')
      if (check.reason === 'timestamp') throw new AppError(ErrorCode.SIGNATURE_EXPIRED, 401, 'signatureExpired')
      throw new AppError(ErrorCode.SIGNATURE_INVALID, 401, 'signatureInvalid')
    }
    // Only a correctly signed request may consume a nonce, so forged traffic cannot block real clients.
    // A catalogue read (same answer for everyone, changes nothing) does not wait for the shared store: see rememberSoon
    const fresh =
      method === 'GET' && req.routeOptions.config?.catalogue === true
        ? nonces.rememberSoon(input.nonce, Number(input.timestamp), now)
        : await nonces.remember(input.nonce, Number(input.timestamp), now)
    if (!fresh) {
      throw new AppError(ErrorCode.NONCE_REPLAYED, 401, 'nonceReplayed')
    }
  })
}
