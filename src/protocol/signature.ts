/**
 * Request signing shared by the app (src/services/http) and the API server (server/src/plugins/signature).
 * Spec §9: a 10-digit timestamp and a 32-character random string; the hash is keyed (HMAC-SHA256).
 *
 * canonical string = METHOD \n PATH \n TIMESTAMP \n NONCE \n sha256(canonicalPayload)
 *   - PATH is the URL path without host and without query string (e.g. /v3/meditation/indexFloor)
 *   - canonicalPayload: for GET/DELETE the query parameters, for POST/PUT the JSON body (see canonicalPayload)
 */
import type { Hasher } from './hashing'
import { hasher as platformHasher } from './signatureHash'
import { randomBytes } from './secureRandom'

export type { Hasher } from './hashing'

/** Header names carried by every signed request (lower-case, as Node sees them). */
export const SIGN_HEADERS = {
  timestamp: 'x-timestamp',
  nonce: 'x-nonce',
  sign: 'x-sign',
  token: 'x-token',
  device: 'x-device',
  lang: 'x-lang'
} as const

/** ±300 s: how far a request's timestamp may be from the server clock. */
export const SIGN_WINDOW_SECONDS = 300

/** The default development key; real deployments set SIGN_KEY (server) and TARO_APP_SIGN_KEY (app). */
export const DEV_SIGN_KEY = 'jingxin-dev-sign-key'

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** 10-digit unix time in seconds. */
export function signTimestamp(nowMs: number = Date.now()): string {
  return String(Math.floor(nowMs / 1000))
}

/** Bytes below this are used (4 × 62), so every letter of the alphabet is equally likely. */
const NONCE_BYTE_LIMIT = 248

/**
 * 32-character random string (spec §9) from a cryptographically secure source (./secureRandom: Web Crypto on
 * H5 and Node, wx.getRandomValues in the mini-program). `random` is injectable for tests.
 */
export function signNonce(random: (length: number) => Uint8Array = randomBytes): string {
  let s = ''
  while (s.length < 32) {
    const bytes = random(40)
    for (let i = 0; i < bytes.length && s.length < 32; i++) {
      if (bytes[i] < NONCE_BYTE_LIMIT) s += NONCE_ALPHABET[bytes[i] % NONCE_ALPHABET.length]
    }
  }
  return s
}

function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable)
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const k of Object.keys(value as object).sort()) {
      const v = (value as Record<string, unknown>)[k]
      if (v !== undefined) out[k] = stable(v)
    }
    return out
  }
  return value
}

/**
 * Canonical form of the payload.
 * - Query (GET/DELETE): `k=v` pairs sorted by key, joined by `&`, values as strings, undefined/null dropped
 *   (both sides see strings after the query string round-trip).
 * - Body (POST/PUT): JSON with object keys sorted, so the client's object and the server's parsed body agree.
 * - Anything else (multipart upload, no payload): empty string.
 */
export function canonicalPayload(method: string, payload: unknown): string {
  const m = method.toUpperCase()
  if (payload === undefined || payload === null || payload === '') return ''
  if (m === 'GET' || m === 'DELETE' || m === 'HEAD') {
    if (typeof payload !== 'object') return ''
    return Object.keys(payload as object)
      .filter(
        (k) => (payload as Record<string, unknown>)[k] !== undefined && (payload as Record<string, unknown>)[k] !== null
      )
      .sort()
      .map((k) => `${k}=${String((payload as Record<string, unknown>)[k])}`)
      .join('&')
  }
  if (typeof payload !== 'object') return ''
  return JSON.stringify(stable(payload))
}

export interface SignInput {
  method: string
  path: string
  timestamp: string
  nonce: string
  payload?: unknown
}

export type SignCheck = { ok: true } | { ok: false; reason: 'missing' | 'timestamp' | 'signature' }

/** The signing algorithm over one hash implementation. */
export interface Signing {
  canonicalString(input: SignInput): string
  /** Hex HMAC-SHA256 of the canonical string under `key`. */
  signRequest(input: SignInput, key?: string): string
  /** Timestamp window + HMAC check. The nonce replay check needs state and lives on the server. */
  verifySignature(input: SignInput & { sign: string }, key?: string, nowMs?: number): SignCheck
  /** Signature of the realtime socket's init message (spec §4): keyed hash over its fields in key order. */
  signSocketInit(fields: Record<string, string | number>, key?: string): string
}

export function createSigning(hasher: Hasher): Signing {
  function canonicalString(input: SignInput): string {
    return [
      input.method.toUpperCase(),
      input.path,
      input.timestamp,
      input.nonce,
      hasher.sha256Hex(canonicalPayload(input.method, input.payload))
    ].join('\n')
  }

  function signRequest(input: SignInput, key: string = DEV_SIGN_KEY): string {
    return hasher.hmacSha256Hex(key, canonicalString(input))
  }

  function verifySignature(
    input: SignInput & { sign: string },
    key: string = DEV_SIGN_KEY,
    nowMs: number = Date.now()
  ): SignCheck {
    if (!input.timestamp || !input.nonce || !input.sign) return { ok: false, reason: 'missing' }
    if (!/^\d{10}$/.test(input.timestamp) || !/^[A-Za-z0-9]{32}$/.test(input.nonce))
      return { ok: false, reason: 'missing' }
    const skew = Math.abs(Math.floor(nowMs / 1000) - Number(input.timestamp))
    if (skew > SIGN_WINDOW_SECONDS) return { ok: false, reason: 'timestamp' }
    const expected = signRequest(input, key)
    if (expected.length !== input.sign.length) return { ok: false, reason: 'signature' }
    let diff = 0
    for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ input.sign.charCodeAt(i)
    return diff === 0 ? { ok: true } : { ok: false, reason: 'signature' }
  }

  function signSocketInit(fields: Record<string, string | number>, key: string = DEV_SIGN_KEY): string {
    return hasher.hmacSha256Hex(key, canonicalPayload('GET', fields))
  }

  return { canonicalString, signRequest, verifySignature, signSocketInit }
}

/**
 * The algorithm over this platform's hashing (./signatureHash: node:crypto on the server, ./portableHash in the
 * app's builds and in jest).
 */
export const { canonicalString, signRequest, verifySignature, signSocketInit } = createSigning(platformHasher)

/**
 * The path a request is signed and checked on: host, query and fragment stripped, then normalised the way the
 * server's router (find-my-way) sees it, so the checker and the router can never disagree about which route a
 * request reaches:
 *   - percent-escapes are decoded as decodeURI does, except `%25` (a literal `%` stays `%25`) and the reserved
 *     characters decodeURI keeps (`/ ? # : @ & = + $ , ;`), so `/%76%33/a` and `/v%33/a` are `/v3/a` while
 *     `/v3/a%2Fb` keeps its encoded slash;
 *   - runs of slashes collapse to one (the server routes with ignoreDuplicateSlashes).
 * A path with a malformed escape is returned undecoded (the router refuses it with 400).
 * `https://x/v3/a?b=1` → `/v3/a`; `/%76%33//a` → `/v3/a`.
 */
export function pathOf(url: string): string {
  let p = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '')
  const end = p.search(/[?#]/)
  if (end >= 0) p = p.slice(0, end)
  if (p.includes('%')) {
    try {
      p = decodeURI(p.replace(/%25/g, '%2525'))
    } catch {
      // malformed escape: left as is
    }
  }
  if (p.includes('//')) p = p.replace(/\/+/g, '/')
  return p || '/'
}
