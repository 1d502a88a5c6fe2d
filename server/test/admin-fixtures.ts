/**
 * Operator console test helpers: operators made through the service (as `npm run admin:create-owner` does),
 * signed in through POST /admin/api/session with their current TOTP code, and calls with the session cookie.
 * A console test file starts with `consoleApp` (the app and its signed-in operators) in its `before`.
 */
import assert from 'node:assert/strict'
import type { Role } from '../src/services/admin/access'
import { createOperator } from '../src/services/admin/operators'
import { totpNow } from '../src/services/admin/totp'
import { createTestApp, type TestApp } from './helpers'

export const PASSWORD = 'correct horse battery'
export const SYSTEM = { id: null, email: 'test-setup', ip: '127.0.0.1' }

export interface SignedIn {
  id: number
  email: string
  role: Role
  secret: string
  cookie: string
}

export async function makeOperator(
  t: TestApp,
  role: Role,
  email = `${role}-${Math.random().toString(36).slice(2, 8)}@ops.test`
) {
  return createOperator(
    t.database.db,
    { email, name: `${role} tester`, role, password: PASSWORD, enterpriseId: role === 'group_admin' ? 1 : null },
    SYSTEM,
    t.clock.now
  )
}

export function cookieOf(setCookie: unknown): string {
  const line = Array.isArray(setCookie) ? setCookie[0] : String(setCookie ?? '')
  return line.split(';')[0]
}

export async function signIn(t: TestApp, email: string, secret: string): Promise<string> {
  const res = await adminCall(t, 'POST', '/admin/api/session', {
    body: { email, password: PASSWORD, otp: await totpNow(secret, t.clock.now) }
  })
  assert.equal(res.status, 200, JSON.stringify(res.body))
  return cookieOf(res.headers['set-cookie'])
}

export async function signedIn(t: TestApp, role: Role): Promise<SignedIn> {
  const op = await makeOperator(t, role)
  return { id: op.id, email: op.email, role, secret: op.totpSecret, cookie: await signIn(t, op.email, op.totpSecret) }
}

export interface AdminCallOptions {
  cookie?: string
  body?: unknown
  query?: Record<string, string | number>
  lang?: string
}

export async function adminCall(t: TestApp, method: string, path: string, o: AdminCallOptions = {}) {
  const qs = o.query
    ? '?' + new URLSearchParams(Object.entries(o.query).map(([k, v]): [string, string] => [k, String(v)])).toString()
    : ''
  const headers: Record<string, string> = {}
  if (o.lang) headers['accept-language'] = o.lang
  if (o.cookie) headers.cookie = o.cookie
  if (o.body !== undefined) headers['content-type'] = 'application/json'
  const res = await t.app.inject({
    method: method as 'GET',
    url: path + qs,
    headers,
    payload: o.body === undefined ? undefined : JSON.stringify(o.body)
  })
  let body: any = res.body
  try {
    body = res.json()
  } catch {
    /* not JSON */
  }
  return { status: res.statusCode, body, headers: res.headers }
}

/** A console API call: `path` under /admin/api, as the fixture's operator unless `who` says otherwise. */
export type ConsoleCall = (
  method: string,
  path: string,
  body?: unknown,
  lang?: string,
  who?: SignedIn
) => ReturnType<typeof adminCall>

/** The app of a console test file, one signed-in operator of each of its roles, and `call` as the first of them. */
export type ConsoleApp<R extends Role> = { t: TestApp; call: ConsoleCall } & Record<R, SignedIn>

/**
 * The console test files' prelude: a test app without the console's built files, an operator of each of `roles`
 * signed in (in that order), and `call` as `roles[0]`. In a file's `before`:
 * `({ t, editor, owner, call } = await consoleApp('editor', 'owner'))`, and `after(() => t.close())`.
 */
export async function consoleApp<R extends Role>(...roles: [R, ...R[]]): Promise<ConsoleApp<R>> {
  const t = await createTestApp({ adminDir: null })
  const ops = {} as Record<R, SignedIn>
  for (const role of roles) ops[role] = await signedIn(t, role)
  const call: ConsoleCall = (method, path, body, lang, who = ops[roles[0]]) =>
    adminCall(t, method, `/admin/api${path}`, { cookie: who.cookie, body, lang })
  return { t, call, ...ops }
}

/** An audit row as GET /admin/api/audit answers it (the record's before/after as the API showed them). */
export interface AuditRow {
  operatorEmail: string
  targetId: string
  before: any
  after: any
}

/** The audit rows of `action`, newest first, as `owner` reads them. */
export async function auditRows(t: TestApp, owner: SignedIn, action: string): Promise<AuditRow[]> {
  return (await adminCall(t, 'GET', '/admin/api/audit', { cookie: owner.cookie, query: { action, _end: 100 } }))
    .body as AuditRow[]
}

/**
 * Polls `fn` until `check` holds of its value, every 10 ms, at most `tries` times (the change feed and the catalogue
 * caches catch up asynchronously); answers the value, or fails naming `what`.
 */
export async function until<T>(what: string, fn: () => Promise<T>, check: (v: T) => boolean, tries = 200): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const v = await fn()
    if (check(v)) return v
    await new Promise((r) => setTimeout(r, 10))
  }
  throw new Error(`never happened: ${what}`)
}
