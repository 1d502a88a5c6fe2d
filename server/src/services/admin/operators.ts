/**
 * Operator accounts and console sessions: sign-in with password + TOTP (limited per e-mail and per IP), sessions
 * that expire (idle 30 min, absolute 12 h), operator DTOs. Sessions are rows, so every API process agrees.
 */
import type { Db } from '../../db/client'
import { adminOperatorsRepo, type OperatorRow } from '../../db/repos/adminOperators'
import { hashPassword, newToken, sha256, verifyPassword } from '../../lib/crypto'
import type { OperatorDto, Role } from './access'
import { audited, type Actor } from './audit'
import { AdminErrors } from './messages'
import { checkTotp, newTotpSecret, otpauthUri } from './totp'

export const SESSION_IDLE_MS = 30 * 60_000
export const SESSION_MAX_MS = 12 * 60 * 60_000
/** Failed sign-ins counted over this window: 5 per e-mail, 20 per IP. */
export const LOGIN_WINDOW_MS = 15 * 60_000
export const LOGIN_MAX_PER_EMAIL = 5
export const LOGIN_MAX_PER_IP = 20
/** Touch the session's last-seen time at most once a minute (one write per minute, not per request). */
const TOUCH_EVERY_MS = 60_000
/** A real-looking hash to spend the same time on an unknown e-mail as on a wrong password. */
let dummyHash: Promise<string> | null = null

export function operatorDto(o: OperatorRow): OperatorDto {
  return {
    id: o.id,
    email: o.email,
    name: o.name,
    role: o.role as Role,
    enterpriseId: o.enterpriseId ?? null,
    locale: o.locale === 'en' ? 'en' : 'zh-Hant',
    disabled: o.disabled === 1,
    createdAt: o.createdAt.toISOString(),
    lastLoginAt: o.lastLoginAt?.toISOString() ?? null
  }
}

export interface SignIn {
  email: string
  password: string
  otp: string
}

/** Checks e-mail, password and code; on success a new session token (the cookie's value) and the operator. */
export async function signIn(db: Db, input: SignIn, ip: string, nowMs: number) {
  const repo = adminOperatorsRepo(db)
  const now = new Date(nowMs)
  const email = input.email.trim().toLowerCase()
  const { byEmail, byIp } = await repo.failuresSince(email, ip, new Date(nowMs - LOGIN_WINDOW_MS))
  if (byEmail >= LOGIN_MAX_PER_EMAIL || byIp >= LOGIN_MAX_PER_IP)
    throw AdminErrors.rateLimited(Math.ceil(LOGIN_WINDOW_MS / 1000))
  const op = await repo.byEmail(email)
  dummyHash ??= hashPassword('not a password of anyone')
  const passwordOk = await verifyPassword(input.password, op?.passwordHash ?? (await dummyHash))
  const step = op && passwordOk ? await checkTotp(op.totpSecret, input.otp, nowMs, op.totpLastStep) : null
  if (!op || !passwordOk || step == null || op.disabled) {
    await repo.recordFailure(email, ip, now, new Date(nowMs - LOGIN_WINDOW_MS))
    throw AdminErrors.badCredentials()
  }
  const token = newToken()
  const actor: Actor = { id: op.id, email: op.email, ip }
  const updated = await audited(db, actor, now, async (tx) => {
    const r = adminOperatorsRepo(tx)
    const row = (await r.update(op.id, { totpLastStep: step, lastLoginAt: now }))!
    await r.deleteExpiredSessions(new Date(nowMs - SESSION_IDLE_MS), new Date(nowMs - SESSION_MAX_MS))
    await r.createSession(sha256(token), op.id, now)
    await r.clearFailures(email)
    return { result: row, audit: { action: 'session.create', targetType: 'operator', targetId: op.id } }
  })
  return { token, operator: updated }
}

/** The operator of a session token, or null when there is none, it expired or the operator is disabled. */
export async function sessionOperator(db: Db, token: string | undefined, nowMs: number) {
  if (!token || token.length > 200) return null
  const repo = adminOperatorsRepo(db)
  const hash = sha256(token)
  const found = await repo.session(hash)
  if (!found) return null
  const { s, o } = found
  if (
    o.disabled ||
    nowMs - s.lastSeenAt.getTime() > SESSION_IDLE_MS ||
    nowMs - s.createdAt.getTime() > SESSION_MAX_MS
  ) {
    await repo.deleteSession(hash)
    return null
  }
  if (nowMs - s.lastSeenAt.getTime() > TOUCH_EVERY_MS) await repo.touchSession(hash, new Date(nowMs))
  return o
}

export async function signOut(db: Db, token: string | undefined, actor: Actor, nowMs: number) {
  await audited(db, actor, new Date(nowMs), async (tx) => {
    if (token) await adminOperatorsRepo(tx).deleteSession(sha256(token))
    return { result: null, audit: { action: 'session.delete', targetType: 'operator', targetId: actor.id } }
  })
}

export interface NewOperator {
  email: string
  name: string
  role: Role
  password: string
  enterpriseId?: number | null
  locale?: 'zh-Hant' | 'en'
}

/** Creates an operator (the console's owner, or the create-owner script); its TOTP secret is returned once. */
export async function createOperator(db: Db, input: NewOperator, actor: Actor, nowMs: number) {
  const repo = adminOperatorsRepo(db)
  if (input.role === 'group_admin' && input.enterpriseId == null)
    throw AdminErrors.badRequest('enterprise_required', 'enterpriseId')
  if (await repo.byEmail(input.email)) throw AdminErrors.conflict('email_taken')
  const passwordHash = await hashPassword(input.password)
  const totpSecret = newTotpSecret()
  const row = await audited(db, actor, new Date(nowMs), async (tx) => {
    const created = await adminOperatorsRepo(tx).create({
      email: input.email.trim(),
      name: input.name,
      role: input.role,
      enterpriseId: input.role === 'group_admin' ? (input.enterpriseId ?? null) : null,
      locale: input.locale ?? 'zh-Hant',
      passwordHash,
      totpSecret
    })
    return {
      result: created,
      audit: { action: 'operator.create', targetType: 'operator', targetId: created.id, after: operatorDto(created) }
    }
  })
  return { ...operatorDto(row), totpSecret, otpauthUri: otpauthUri(row.email, totpSecret) }
}
