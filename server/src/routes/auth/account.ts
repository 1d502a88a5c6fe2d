/** The logged-in user's account: profile, bindings, password, logout and deletion (spec §7 Auth). */
import { Type, type Static } from '@sinclair/typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { UserBindingDTO } from '@app/protocol'
import type { Identity, UserRow } from '../../db/repos/users'
import { Errors } from '../../errors'
import { hashPassword, verifyPassword } from '../../lib/crypto'
import { canonicalTimeZone, TIME_ZONE_MAX } from '@app/protocol/timeZone'
import { requireUser, tokenOf } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { userDTO } from '../dto'
import {
  Code,
  Email,
  Mobile,
  Nationcode,
  Nickname,
  NumericId,
  Password,
  ProviderCode,
  ThirdCode,
  Url,
  type TypeBoxTypeProvider
} from '../schemas'
import { checkCode, checkPassword, countAttempt, identityFailure, smsTarget } from './service'

const ThirdBind = Type.Object({
  type: Type.Union([Type.Literal('wechat'), Type.Literal('line'), Type.Literal('facebook')]),
  code: ProviderCode,
  state: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,1024}$' }))
})
const MobileBind = Type.Object({ mobile: Mobile, nationcode: Type.Optional(Nationcode), code: Code })
const EmailBind = Type.Object({ email: Email, code: Code })
const PasswordUpdate = Type.Object({
  old_password: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
  password: Password
})
const PasswordReset = Type.Object({ email: Email, code: Code, password: Password })
const Lang = Type.Union([Type.Literal('zh-Hant'), Type.Literal('en')])
const UserUpdate = Type.Object({
  nickname: Type.Optional(Nickname),
  avatar: Type.Optional(Url),
  lang: Type.Optional(Lang),
  /** The device's IANA zone (issue 32 item 12): the user's days are counted in it. */
  time_zone: Type.Optional(Type.String({ minLength: 1, maxLength: TIME_ZONE_MAX }))
})
const MiniUserInfo = Type.Object({ nickname: Type.Optional(Nickname), avatar: Type.Optional(Url) })
const Unbind = Type.Object({
  type: Type.Union([
    Type.Literal('email'),
    Type.Literal('mobile'),
    Type.Literal('wechat'),
    Type.Literal('line'),
    Type.Literal('facebook')
  ])
})
const Confirm = Type.Object({ confirm: Type.Literal(true) })

function bindingDTO(u: UserRow): UserBindingDTO {
  return {
    email: u.email,
    mobile: u.mobile,
    nationcode: u.nationcode,
    wechat: !!u.wechatOpenid,
    line: !!u.lineId,
    facebook: !!u.facebookId,
    has_password: !!u.passwordHash
  }
}

/** The profile fields a request sets; none (`{}`, or only unknown keys) is a 400, not an empty UPDATE (a 500). */
function profileChanges(body: { nickname?: string; avatar?: string; lang?: 'zh-Hant' | 'en'; time_zone?: string }) {
  const { nickname, avatar, lang } = body
  if (nickname === undefined && avatar === undefined && lang === undefined && body.time_zone === undefined)
    throw Errors.badRequest('nothingToUpdate')
  return { nickname, avatar, lang }
}

export default async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos, providers, now } = app.ctx

  /**
   * An avatar is one of this user's uploads (POST /v2/files), stored as `/files/<name>` (an absolute URL of it is
   * accepted and stored relative). Any other address (another site, a media path, someone else's upload) is
   * refused with 400.
   */
  async function ownAvatar(userId: number, avatar: string | undefined): Promise<string | undefined> {
    if (avatar === undefined || avatar === '') return avatar
    const m = /^(?:https?:\/\/[^/]+)?\/files\/([a-z0-9]{24}\.(?:png|jpg))$/.exec(avatar)
    const file = m ? await repos.files.findByName(m[1]) : undefined
    if (!file || file.userId !== userId) throw Errors.badRequest('badField', { field: 'avatar' })
    return `/files/${file.name}`
  }

  async function bind(req: FastifyRequest, user: UserRow, identity: Identity) {
    if (!(await repos.users.bind(user.id, identity))) throw Errors.business('accountExists')
    return ok(userDTO((await repos.users.findById(user.id))!))
  }

  app.get('/v2/users', async (req) => ok(userDTO(await requireUser(req))))

  app.get('/v3/get/user/binding', async (req) => ok(bindingDTO(await requireUser(req))))

  app.get('/v2/users/:id/logout', { schema: { params: NumericId } }, async (req) => {
    const user = await requireUser(req)
    if (user.id !== req.params.id) throw Errors.forbidden()
    await repos.tokens.revoke(tokenOf(req))
    return ok(null)
  })

  /**
   * A zone both Intl and the database know, by its canonical name; anything else is a 400 naming it, before
   * anything changes.
   */
  async function knownZone(zone: string | undefined): Promise<string | undefined> {
    if (zone === undefined) return undefined
    const canonical = canonicalTimeZone(zone)
    if (!canonical || !(await repos.report.knowsZone(canonical))) throw Errors.badRequest('badTimeZone', { zone })
    return canonical
  }

  app.put('/v2/users/:id/update', { schema: { params: NumericId, body: UserUpdate } }, async (req) => {
    const user = await requireUser(req)
    if (user.id !== req.params.id) throw Errors.forbidden()
    const avatar = await ownAvatar(user.id, req.body.avatar)
    const zone = await knownZone(req.body.time_zone)
    const changes = Object.fromEntries(
      Object.entries(profileChanges({ ...req.body, avatar })).filter(([, v]) => v !== undefined)
    )
    // a new zone recounts the practice totals in it (repos.report.setZone); the same zone again changes nothing
    if (zone !== undefined && zone !== user.timeZone) await repos.report.setZone(user.id, zone)
    const row = Object.keys(changes).length ? await repos.users.update(user.id, changes) : undefined
    return ok(userDTO(row ?? (await repos.users.findById(user.id))!))
  })

  app.post('/v2/users/miniuserinfo', { schema: { body: MiniUserInfo } }, async (req) => {
    const user = await requireUser(req)
    const avatar = await ownAvatar(user.id, req.body.avatar)
    return ok(userDTO((await repos.users.update(user.id, profileChanges({ ...req.body, avatar })))!))
  })

  app.post('/v2/business/getuserphonenumber', { schema: { body: ThirdCode } }, async (req) => {
    const user = await requireUser(req)
    const phone = await providers.wechat.phoneNumber(req.body.code).catch((err: unknown) => {
      throw identityFailure(req, 'wechat', err, 'phoneCodeInvalid')
    })
    if (!phone) throw Errors.business('providerFailed')
    return bind(req, user, { kind: 'mobile', ...phone })
  })

  const bindMobile = async (req: FastifyRequest<{ Body: Static<typeof MobileBind> }>) => {
    const user = await requireUser(req)
    const nationcode = req.body.nationcode ?? '86'
    await checkCode(req, 'sms', smsTarget(nationcode, req.body.mobile), 'bind', req.body.code)
    return bind(req, user, { kind: 'mobile', nationcode, mobile: req.body.mobile })
  }
  app.post('/v3/abroad/mobile/binding', { schema: { body: MobileBind } }, bindMobile)
  app.put('/v2/change_mobile', { schema: { body: MobileBind } }, bindMobile)

  app.post('/v3/abroad/users/binding', { schema: { body: EmailBind } }, async (req) => {
    const user = await requireUser(req)
    const email = req.body.email.trim().toLowerCase()
    await checkCode(req, 'email', email, 'bind', req.body.code)
    return bind(req, user, { kind: 'email', email })
  })

  // A LINE, Facebook or WeChat identity tied to the signed-in account, from the provider's code or token exactly
  // as its login takes it (the account bindings page; the mini-program's WeChat). Taken by another account:
  // accountExists, nothing changes. The account's earlier identity of that provider is replaced.
  async function bindThird(req: FastifyRequest, kind: 'wechat' | 'line' | 'facebook', code: string, state?: string) {
    const user = await requireUser(req)
    await countAttempt(req, `${kind}:${code.slice(0, 32)}`)
    const identity = await providers[kind]
      .exchange(code, state === undefined ? undefined : { state })
      .catch((err: unknown) => {
        throw identityFailure(req, kind, err)
      })
    if (!identity) throw Errors.business('providerFailed')
    if (!(await repos.users.bind(user.id, { kind, id: identity.id }))) throw Errors.business('accountExists')
    return ok(bindingDTO((await repos.users.findById(user.id))!))
  }
  app.post('/v3/third/binding', { schema: { body: ThirdBind } }, (req) =>
    bindThird(req, req.body.type, req.body.code, req.body.state)
  )
  // the older name the mini-program uses: its `Taro.login` code binds WeChat
  app.post('/v2/tobinding', { schema: { body: ThirdCode } }, (req) => bindThird(req, 'wechat', req.body.code))

  app.post('/v3/user/password/update', { schema: { body: PasswordUpdate } }, async (req) => {
    const user = await requireUser(req)
    const hash = user.passwordHash
    if (
      hash &&
      !(await checkPassword(req, `user:${user.id}`, () => verifyPassword(req.body.old_password ?? '', hash)))
    ) {
      throw Errors.business('oldPasswordWrong')
    }
    await repos.users.update(user.id, { passwordHash: await hashPassword(req.body.password) })
    // Whoever knew the old password may hold a session: every other session ends, this one stays.
    await repos.tokens.revokeOthers(user.id, tokenOf(req))
    return ok(null)
  })

  app.post('/v3/user/password/reset', { schema: { body: PasswordReset } }, async (req) => {
    const email = req.body.email.trim().toLowerCase()
    await checkCode(req, 'email', email, 'reset', req.body.code)
    const user = await repos.users.findBy({ kind: 'email', email })
    if (!user) throw Errors.business('codeInvalid')
    await repos.users.update(user.id, { passwordHash: await hashPassword(req.body.password) })
    await repos.tokens.revokeAll(user.id) // a reset means the old password may be known to someone else
    return ok(null)
  })

  app.post('/v3/user/unbind', { schema: { body: Unbind } }, async (req) => {
    const user = await requireUser(req)
    const held = {
      email: !!user.email,
      mobile: !!user.mobile,
      wechat: !!user.wechatOpenid,
      line: !!user.lineId,
      facebook: !!user.facebookId
    }
    const type = req.body.type as keyof typeof held
    // Never remove the last way to log in.
    if (!held[type] || Object.values(held).filter(Boolean).length <= 1) throw Errors.business('forbidden')
    const cleared = {
      email: { email: null },
      mobile: { mobile: null, nationcode: null },
      wechat: { wechatOpenid: null },
      line: { lineId: null },
      facebook: { facebookId: null }
    }[type]
    return ok(bindingDTO((await repos.users.update(user.id, cleared))!))
  })

  app.post('/v3/user/signOut', { schema: { body: Confirm } }, async (req) => {
    const user = await requireUser(req)
    await repos.tokens.revokeAll(user.id)
    // codes are kept per address (email, +nationcode mobile): those addresses are personal data too
    const targets = [user.email, user.mobile ? smsTarget(user.nationcode ?? '86', user.mobile) : null].filter(
      (x): x is string => !!x
    )
    await repos.codes.deleteForTargets(targets)
    await repos.users.anonymise(user.id, new Date(now()))
    await repos.files.deleteByUser(user.id) // uploaded avatars are personal data too
    await repos.maya.deleteKinsByUser(user.id) // names and birthdays of the people they saved
    await repos.forum.deleteByUser(user.id) // community posts, comments, likes and reports
    return ok(null)
  })
}
