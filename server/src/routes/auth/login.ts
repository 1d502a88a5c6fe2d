/** Login and registration endpoints of spec §7 Auth: password, email code, mobile code, third parties. */
import { Type, type Static } from '@sinclair/typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Identity } from '../../db/repos/users'
import { ErrorCode, type LoginMethodsDTO } from '@app/protocol'
import { AppError, Errors } from '../../errors'
import { t } from '../../i18n'
import { hashPassword, verifyPassword } from '../../lib/crypto'
import { defaultNickname } from '../../lib/names'
import { ok } from '../../plugins/errors'
import type { IdentityProvider } from '../../providers'
import {
  Code,
  Email,
  Mobile,
  Nationcode,
  Nickname,
  Password,
  ProviderCode,
  ThirdCode,
  type TypeBoxTypeProvider
} from '../schemas'
import { checkCode, checkPassword, countAttempt, identityFailure, loginResult, sendCode, smsTarget } from './service'

const PasswordLogin = Type.Object({
  account: Type.String({ minLength: 3, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  nationcode: Type.Optional(Nationcode)
})
const EmailSend = Type.Object({
  email: Email,
  action: Type.Optional(
    Type.Union([Type.Literal('LOGIN'), Type.Literal('REGISTER'), Type.Literal('RESET'), Type.Literal('BIND')])
  )
})
const EmailLogin = Type.Object({
  email: Email,
  code: Code,
  password: Type.Optional(Password),
  nickname: Type.Optional(Nickname)
})
const MobileSend = Type.Object({
  mobile: Mobile,
  nationcode: Type.Optional(Nationcode),
  action: Type.Optional(Type.Union([Type.Literal('LOGIN'), Type.Literal('BINDPHONE'), Type.Literal('CHANGE')]))
})
const MobileLogin = Type.Object({ mobile: Mobile, nationcode: Type.Optional(Nationcode), code: Code })
/** LINE's callback gives the web app `code` and `state` (providers/line/login.ts); the state is sealed base64url. */
const LineLogin = Type.Object({
  code: ProviderCode,
  state: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,1024}$' }))
})
const OtherLogin = Type.Object({
  type: Type.Union([Type.Literal('wechat'), Type.Literal('line'), Type.Literal('facebook')]),
  code: ProviderCode
})

const lower = (email: string) => email.trim().toLowerCase()

async function thirdPartyLogin(
  req: FastifyRequest,
  kind: 'wechat' | 'line' | 'facebook',
  provider: IdentityProvider,
  code: string,
  state?: string
) {
  await countAttempt(req, `${kind}:${code.slice(0, 32)}`)
  const identity = await provider.exchange(code, state === undefined ? undefined : { state }).catch((err: unknown) => {
    throw identityFailure(req, kind, err)
  })
  if (!identity) throw Errors.business('providerFailed')
  // The provider's picture URL is not kept: avatars are only the user's own uploads (served from this origin).
  const { user, created } = await req.server.ctx.repos.users.findOrCreate(
    { kind, id: identity.id },
    { nickname: identity.nickname || defaultNickname(req.lang), lang: req.lang }
  )
  return ok(await loginResult(req, user, created))
}

export default async function loginRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos, providers } = app.ctx

  app.post('/v3/user/password/login', { schema: { body: PasswordLogin } }, async (req) => {
    const { account, password } = req.body
    const identity: Identity = account.includes('@')
      ? { kind: 'email', email: lower(account) }
      : { kind: 'mobile', nationcode: req.body.nationcode ?? '86', mobile: account }
    const key = account.includes('@') ? lower(account) : smsTarget(req.body.nationcode ?? '86', account)
    const user = await repos.users.findBy(identity)
    // Same answer for unknown account and wrong password; verify even without a user to keep timing alike.
    const good = await checkPassword(req, key, () =>
      verifyPassword(
        password,
        user?.passwordHash ?? 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='
      )
    )
    if (!user || !good) throw Errors.business('wrongPassword')
    return ok(await loginResult(req, user, false))
  })

  app.post('/v3/abroad/email/send', { schema: { body: EmailSend } }, async (req) => {
    const email = lower(req.body.email)
    const action = req.body.action ?? 'LOGIN'
    const purpose = action === 'RESET' ? 'reset' : action === 'BIND' ? 'bind' : 'login'
    const deliver = purpose !== 'reset' || !!(await repos.users.findBy({ kind: 'email', email }))
    await sendCode(req, 'email', email, purpose, deliver)
    return ok(null, purpose === 'reset' ? 'reset' : 'sent')
  })

  app.post('/v3/abroad/email/login', { schema: { body: EmailLogin } }, async (req) => {
    const email = lower(req.body.email)
    await checkCode(req, 'email', email, 'login', req.body.code)
    const { user, created } = await repos.users.findOrCreate(
      { kind: 'email', email },
      { nickname: req.body.nickname ?? defaultNickname(req.lang), lang: req.lang }
    )
    let current = user
    if (req.body.password && !user.passwordHash) {
      current = (await repos.users.update(user.id, { passwordHash: await hashPassword(req.body.password) })) ?? user
    }
    return ok(await loginResult(req, current, created))
  })

  app.post('/v2/users/code', { schema: { body: MobileSend } }, async (req) => {
    const to = smsTarget(req.body.nationcode ?? '86', req.body.mobile)
    const action = req.body.action ?? 'LOGIN'
    await sendCode(req, 'sms', to, action === 'LOGIN' ? 'login' : 'bind')
    return ok(null, 'sent')
  })

  const mobileLogin = async (req: FastifyRequest<{ Body: Static<typeof MobileLogin> }>) => {
    const nationcode = req.body.nationcode ?? '86'
    await checkCode(req, 'sms', smsTarget(nationcode, req.body.mobile), 'login', req.body.code)
    const { user, created } = await repos.users.findOrCreate(
      { kind: 'mobile', nationcode, mobile: req.body.mobile },
      { nickname: defaultNickname(req.lang), lang: req.lang }
    )
    return ok(await loginResult(req, user, created))
  }
  app.post('/v3/abroad/users/mobileLogin', { schema: { body: MobileLogin } }, mobileLogin)
  app.post('/v2/users/login', { schema: { body: MobileLogin } }, mobileLogin)

  const wechat = (req: FastifyRequest<{ Body: Static<typeof ThirdCode> }>) =>
    thirdPartyLogin(req, 'wechat', providers.wechat, req.body.code)
  app.post('/v3/wechat/code', { schema: { body: ThirdCode } }, wechat)
  app.post('/v3/abroad/users/wechatLogin', { schema: { body: ThirdCode } }, wechat)
  // LINE's authorize address and the state to expect back (the web app's "LINE" button); 400 where the LINE
  // provider has no OAuth flow (the dev stand-in takes any code)
  app.get('/v3/line/authorize', async (req) => {
    const authorization = providers.line.authorize?.()
    if (!authorization)
      throw new AppError(ErrorCode.BUSINESS, 400, 'providerUnavailable', { provider: t(req.lang, 'providerNameLine') })
    return ok(authorization)
  })
  // the same for Facebook's login dialog (the token comes back in the return page's fragment)
  app.get('/v3/facebook/authorize', async (req) => {
    const authorization = providers.facebook.authorize?.()
    if (!authorization)
      throw new AppError(ErrorCode.BUSINESS, 400, 'providerUnavailable', {
        provider: t(req.lang, 'providerNameFacebook')
      })
    return ok(authorization)
  })
  // which web sign-in buttons this server can complete (the login page shows only those)
  app.get('/v3/login/methods', async () => {
    const data: LoginMethodsDTO = {
      line: typeof providers.line.authorize === 'function',
      facebook: typeof providers.facebook.authorize === 'function'
    }
    return ok(data)
  })
  app.post('/abroad/users/lineLogin', { schema: { body: LineLogin } }, (req) =>
    thirdPartyLogin(req, 'line', providers.line, req.body.code, req.body.state)
  )
  app.post('/v3/abroad/users/facebookLogin', { schema: { body: ThirdCode } }, (req) =>
    thirdPartyLogin(req, 'facebook', providers.facebook, req.body.code)
  )
  app.post('/v2/users/otherlogin', { schema: { body: OtherLogin } }, (req) =>
    thirdPartyLogin(req, req.body.type, providers[req.body.type], req.body.code)
  )
}
