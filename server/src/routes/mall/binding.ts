/**
 * Binding the partner mall's account (main API, envelope): the mall sends its own login code to the address of
 * the mall account (`POST /v3/mall/binding/code`), the user confirms it (`POST /v3/mall/binding`). Binding is
 * idempotent: the same account bound again answers the binding without spending a code. Paths are ours.
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { MallBindingDTO } from '@app/protocol'
import type { MallAccountRow } from '../../db/repos/mall'
import { Errors } from '../../errors'
import { requireUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { countAttempt, sendCode, smsTarget } from '../auth/service'
import { Email, Mobile, Nationcode, type TypeBoxTypeProvider } from '../schemas'

const AccountBody = Type.Object({
  account: Type.String({ minLength: 3, maxLength: 254 }),
  nationcode: Type.Optional(Nationcode)
})
const BindBody = Type.Object({
  account: Type.String({ minLength: 3, maxLength: 254 }),
  nationcode: Type.Optional(Nationcode),
  // the format is checked with the code itself, so a mistyped code reads "wrong or expired" like any other
  code: Type.String({ maxLength: 16 })
})

const EMAIL_RE = new RegExp(Email.pattern as string)
const MOBILE_RE = new RegExp(Mobile.pattern as string)

/** The mall account's address as the code is sent to it: a lower-case e-mail or `+<nation code> <mobile>`. */
export function mallAddress(account: string, nationcode = '886'): { channel: 'email' | 'sms'; to: string } {
  const a = account.trim()
  if (a.includes('@')) {
    if (!EMAIL_RE.test(a)) throw Errors.business('mallAccountInvalid')
    return { channel: 'email', to: a.toLowerCase() }
  }
  const digits = a.replace(/[\s-]/g, '').replace(/^0/, '')
  if (!MOBILE_RE.test(digits)) throw Errors.business('mallAccountInvalid')
  return { channel: 'sms', to: smsTarget(nationcode, digits) }
}

/** `ab***@example.com`, `+886 ****5678`. */
export function maskAccount(address: string): string {
  const at = address.indexOf('@')
  if (at > 0) return `${address.slice(0, Math.min(2, at))}***${address.slice(at)}`
  const [prefix, number = ''] = address.split(' ')
  return `${prefix} ****${number.slice(-4)}`
}

function bindingDTO(account: MallAccountRow | undefined): MallBindingDTO {
  return account
    ? { bound: true, mall_user_id: account.id, account: maskAccount(account.account) }
    : { bound: false, mall_user_id: null, account: null }
}

export default async function mallBindingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos, now } = app.ctx

  app.get('/v3/mall/binding', async (req) => {
    const user = await requireUser(req)
    return ok(bindingDTO(await repos.mall.binding(user.id)))
  })

  app.post('/v3/mall/binding/code', { schema: { body: AccountBody } }, async (req) => {
    await requireUser(req)
    const { channel, to } = mallAddress(req.body.account, req.body.nationcode)
    await sendCode(req as FastifyRequest, channel, to, 'mall')
    return ok(null, 'sent')
  })

  app.post('/v3/mall/binding', { schema: { body: BindBody } }, async (req) => {
    const user = await requireUser(req)
    const { channel, to } = mallAddress(req.body.account, req.body.nationcode)
    const code = req.body.code.trim()
    const outcome = /^\d{6}$/.test(code)
      ? await repos.mall.bind(user.id, to, { channel, code, now: now() })
      : ({ kind: 'code', check: 'invalid' } as const)
    switch (outcome.kind) {
      case 'bound':
        return ok(bindingDTO(outcome.account))
      case 'code':
        // wrong guesses count against the account and the IP (the code itself dies after five); a repeated bind
        // of the bound account spends nothing and counts nothing, so retries stay idempotent
        await countAttempt(req as FastifyRequest, `mall:${to}`)
        throw Errors.business(outcome.check === 'too-many-attempts' ? 'codeTooManyAttempts' : 'codeInvalid')
      case 'taken':
        throw Errors.business('mallAccountTaken')
      case 'other-bound':
        throw Errors.business('mallOtherBound')
    }
  })

  app.delete('/v3/mall/binding', async (req) => {
    const user = await requireUser(req)
    await repos.mall.unbind(user.id)
    return ok(bindingDTO(undefined))
  })
}
