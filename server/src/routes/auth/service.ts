/**
 * The shared steps of every login flow: rate-limited code delivery, rate-limited code checks, token issue.
 * Limits count per account (address) and per IP; a limit hit is a 429 with code 4290.
 */
import type { FastifyRequest } from 'fastify'
import type { LoginResult } from '@app/protocol'
import type { Channel, Purpose } from '../../db/repos/codes'
import type { UserRow } from '../../db/repos/users'
import { ErrorCode } from '@app/protocol'
import { AppError, Errors } from '../../errors'
import { DeliveryError, IdentityError } from '../../providers'
import { newCode } from '../../lib/crypto'
import { t } from '../../i18n'
import { userDTO } from '../dto'

export function smsTarget(nationcode: string, mobile: string): string {
  return `+${nationcode} ${mobile}`
}

export async function sendCode(
  req: FastifyRequest,
  channel: Channel,
  to: string,
  purpose: Purpose,
  deliver = true
): Promise<void> {
  const { limiter, limits, repos, providers, now } = req.server.ctx
  await limiter.consume(`code:ip:${req.ip}`, limits.codePerIp)
  await limiter.consume(`code:cool:${to}`, limits.codeCooldown)
  await limiter.consume(`code:to:${to}`, limits.codePerTarget)
  // RESET to an unknown address answers the same but sends nothing (no account enumeration).
  if (!deliver) return
  const code = newCode()
  try {
    await (channel === 'email' ? providers.mail : providers.sms).send({ channel, to, code, purpose, lang: req.lang })
  } catch (err) {
    // A code that did not go out is not stored, and the cooldown is lifted: the person may ask again at once.
    // (It still counts against the hourly caps per address and IP.)
    await limiter.clearFailures(`code:cool:${to}`)
    // for the operator: the provider's answer, never the code or the address
    req.log.warn({ channel, delivery: err instanceof DeliveryError ? err.message : 'error' }, 'one-time code not sent')
    throw deliveryFailure(channel, err)
  }
  // Stored once sent: a failed delivery leaves the address's previous code, if any, the one that works.
  await repos.codes.create(channel, to, purpose, code, now())
}

/**
 * A code that did not go out as a translated answer: an address or number the provider refuses → 400 (the
 * person can correct it); the provider down, busy or refusing our credentials → 503 with retry-after.
 */
export function deliveryFailure(channel: Channel, err: unknown): AppError {
  const email = channel === 'email'
  if (err instanceof DeliveryError && err.reason === 'recipient')
    return Errors.business(email ? 'mailRecipientRejected' : 'smsRecipientRejected')
  return new AppError(
    ErrorCode.BUSINESS,
    503,
    email ? 'mailUnavailable' : 'smsUnavailable',
    {},
    { 'retry-after': '30' }
  )
}

/** Counts a code or third-party login attempt against the account and the IP before any secret is checked. */
export async function countAttempt(req: FastifyRequest, account: string): Promise<void> {
  const { limiter, limits } = req.server.ctx
  await limiter.consume(`login:ip:${req.ip}`, limits.loginPerIp)
  await limiter.consume(`login:acct:${account}`, limits.loginPerAccount)
}

/**
 * Checks a password with back-off: counted per IP, then refused with 429 while the account's back-off runs
 * (30 s, 1 min, 2 min … after the fifth wrong password, see DEFAULT_LIMITS.passwordBackoff). A wrong password
 * extends the back-off, a right one clears it. This counter is the password path's alone: wrong passwords
 * never lock the owner out of code login.
 */
export async function checkPassword(
  req: FastifyRequest,
  account: string,
  verify: () => Promise<boolean>
): Promise<boolean> {
  const { limiter, limits } = req.server.ctx
  const key = `pw:${account}`
  await limiter.consume(`login:ip:${req.ip}`, limits.loginPerIp)
  await limiter.checkBackoff(key)
  const good = await verify()
  if (good) await limiter.clearFailures(key)
  else await limiter.recordFailure(key, limits.passwordBackoff)
  return good
}

export async function checkCode(
  req: FastifyRequest,
  channel: Channel,
  to: string,
  purpose: Purpose,
  code: string
): Promise<void> {
  await countAttempt(req, to)
  const { repos, now } = req.server.ctx
  const result = await repos.codes.check(channel, to, purpose, code, now())
  if (result === 'too-many-attempts') throw Errors.business('codeTooManyAttempts')
  if (result !== 'ok') throw Errors.business('codeInvalid')
}

export async function loginResult(req: FastifyRequest, user: UserRow, created: boolean): Promise<LoginResult> {
  const { repos, now } = req.server.ctx
  const token = await repos.tokens.issue(user.id, now())
  return { token, user: userDTO(user), is_new: created }
}

const PROVIDER_NAME = {
  wechat: 'providerNameWechat',
  line: 'providerNameLine',
  facebook: 'providerNameFacebook'
} as const

/**
 * A sign-in provider's failure as a translated answer: a bad, used or expired code → 400; the provider refusing
 * the person → 400; the provider down, busy or refusing our credentials → 503 with retry-after (and a log line
 * for the operator, without the code). Any other error is not the provider's and is rethrown as it is.
 */
export function identityFailure(
  req: FastifyRequest,
  kind: keyof typeof PROVIDER_NAME,
  err: unknown,
  codeKey: 'providerCodeInvalid' | 'phoneCodeInvalid' = 'providerCodeInvalid'
): unknown {
  if (!(err instanceof IdentityError)) return err
  const vars = { provider: t(req.lang, PROVIDER_NAME[kind]) }
  if (err.reason === 'code') return new AppError(ErrorCode.BUSINESS, 400, codeKey, vars)
  req.log.warn({ provider: kind, failure: err.message }, 'sign-in provider failed')
  if (err.reason === 'refused') return new AppError(ErrorCode.BUSINESS, 400, 'providerRefused', vars)
  return new AppError(ErrorCode.BUSINESS, 503, 'providerUnavailable', vars, { 'retry-after': '30' })
}
