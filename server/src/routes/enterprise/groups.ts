/**
 * Enterprise groups: the user's groups, an invite code's preview, joining by code (idempotent), and the admin
 * operations of spec §6 — ban (mute in the group's live chat) and feng (remove from the group), and lifting them —
 * and a new invite code for the group. Only an admin of the group may do these (403 otherwise). Every code tried
 * (preview or join) counts against the account and the IP (lib/groupCode.ts: codes are long, tries are few).
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type {
  GroupCodeDTO,
  GroupInviteDTO,
  GroupMemberDTO,
  JoinGroupDTO,
  MyEnterprisesDTO,
  SanctionDTO
} from '@app/protocol'
import type { EnterpriseGroupRow } from '../../db/repos/enterprise'
import { AppError, Errors } from '../../errors'
import { ErrorCode } from '@app/protocol'
import { pick } from '../../i18n'
import { newGroupCode } from '../../lib/groupCode'
import { currentUser, requireUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { NumericId, type TypeBoxTypeProvider } from '../schemas'
import { brandDTO } from './dto'

/** Invite codes: letters and digits, typed in any case. */
const GroupCode = Type.String({ pattern: '^[A-Za-z0-9]{4,16}$' })
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })
const SanctionBody = Type.Object({
  group_id: Id,
  user_id: Id,
  kind: Type.Union([Type.Literal('ban'), Type.Literal('feng')])
})

const adminOnly = () => new AppError(ErrorCode.FORBIDDEN, 403, 'groupAdminOnly')

export default async function groupRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos, now, limiter, limits } = app.ctx

  /** The group a code admits to, or a translated 1116 (unknown or expired code); 429 past the tries allowed. */
  const groupOfCode = async (req: FastifyRequest, raw: string): Promise<EnterpriseGroupRow> => {
    await limiter.consume(`group-code:ip:${req.ip}`, limits.groupCodePerIp)
    const user = await currentUser(req)
    if (user) await limiter.consume(`group-code:user:${user.id}`, limits.groupCodePerAccount)
    const group = await repos.enterprise.groupByCode(raw.trim().toUpperCase())
    if (!group) throw Errors.business('groupCodeInvalid')
    if (group.codeExpiresAt && group.codeExpiresAt.getTime() <= now()) throw Errors.business('groupCodeExpired')
    return group
  }

  app.get('/v3/enterprise/mine', async (req) => {
    const user = await currentUser(req)
    const rows = user ? await repos.enterprise.groupsOf(user.id) : []
    const data: MyEnterprisesDTO = {
      groups: rows.map((r) => ({
        id: r.group.id,
        name: pick(req.lang, r.group.nameZh, r.group.nameEn),
        role: r.role === 1 ? 1 : 0,
        enterprise: brandDTO(r.enterprise, req.lang),
        // the group's invite code for its admins (they share it; the members page renews it)
        ...(r.role === 1
          ? { code: r.group.joinCode, code_expires_at: r.group.codeExpiresAt?.toISOString() ?? null }
          : {})
      }))
    }
    return ok(data)
  })

  app.get('/v3/enterprise/group/invite', { schema: { querystring: Type.Object({ code: GroupCode }) } }, async (req) => {
    const group = await groupOfCode(req, req.query.code)
    const enterprise = await repos.enterprise.byId(group.enterpriseId)
    if (!enterprise) throw Errors.notFound()
    const user = await currentUser(req)
    const data: GroupInviteDTO = {
      group_id: group.id,
      code: group.joinCode,
      name: pick(req.lang, group.nameZh, group.nameEn),
      enterprise: brandDTO(enterprise, req.lang),
      expires_at: group.codeExpiresAt?.toISOString() ?? null,
      joined: user ? await repos.enterprise.inGroup(user.id, group.id) : false
    }
    return ok(data)
  })

  app.post('/v3/enterprise/group/join', { schema: { body: Type.Object({ code: GroupCode }) } }, async (req) => {
    const user = await requireUser(req)
    const group = await groupOfCode(req, req.body.code)
    if (await repos.enterprise.isRemoved(user.id, group.id)) throw Errors.business('groupRemoved')
    const enterprise = await repos.enterprise.byId(group.enterpriseId)
    if (!enterprise) throw Errors.notFound()
    const { joinedNow } = await repos.enterprise.join(group.id, user.id, 'invite')
    const data: JoinGroupDTO = { group_id: group.id, enterprise: enterprise.slug, joined_now: joinedNow }
    return ok(data)
  })

  app.get('/v3/enterprise/group/:id/members', { schema: { params: NumericId } }, async (req) => {
    const user = await requireUser(req)
    if ((await repos.enterprise.roleIn(user.id, req.params.id)) !== 1) throw adminOnly()
    const rows = await repos.enterprise.members(req.params.id)
    const data: GroupMemberDTO[] = rows.map((r) => ({
      user_id: r.userId,
      nickname: r.nickname,
      role: r.role === 1 ? 1 : 0,
      banned: r.banned,
      removed: r.removed
    }))
    return ok(data)
  })

  const sanction = (lift: boolean) =>
    app.post(lift ? '/v3/enterprise/unban' : '/v3/enterprise/ban', { schema: { body: SanctionBody } }, async (req) => {
      const admin = await requireUser(req)
      const { group_id, user_id, kind } = req.body
      if ((await repos.enterprise.roleIn(admin.id, group_id)) !== 1) throw adminOnly()
      if (user_id === admin.id) throw Errors.business('groupSanctionSelf')
      if (!(await repos.enterprise.memberCount(group_id, user_id))) throw Errors.business('groupNotMember')
      if (lift) await repos.enterprise.lift(group_id, user_id, kind)
      else await repos.enterprise.sanction(group_id, user_id, kind, admin.id)
      const data: SanctionDTO = { group_id, user_id, kind, active: !lift }
      return ok(data)
    })
  sanction(false)
  sanction(true)

  /** A new invite code for the group (a leaked or shared code stops admitting anyone); its end date is kept. */
  app.post('/v3/enterprise/group/code', { schema: { body: Type.Object({ group_id: Id }) } }, async (req) => {
    const admin = await requireUser(req)
    const { group_id } = req.body
    if ((await repos.enterprise.roleIn(admin.id, group_id)) !== 1) throw adminOnly()
    let code = newGroupCode()
    // 60 random bits: a clash with another group's code is next to impossible, but never an error
    while (!(await repos.enterprise.setCode(group_id, code))) code = newGroupCode()
    const group = (await repos.enterprise.group(group_id))!
    const data: GroupCodeDTO = { group_id, code, expires_at: group.codeExpiresAt?.toISOString() ?? null }
    return ok(data)
  })
}
