/**
 * Membership invitations (spec §2 /pages/meditation/invitation, /commonPage/pages/inviteMember; §3 Invite
 * invite_product_code and invite_id; §7 /v3/invite/*, /v3/get/invite/*).
 *
 * Rules:
 * - The link carries invite_user_id, invite_product_code (the meditation membership) and invite_id (the
 *   inviter's reference of this share). The friend accepts after logging in and gets MEMBER_TRIAL_DAYS of
 *   membership, once ever (unique invitee), and only when they have never been a member nor paid ('not_new'):
 *   the trial is for people new to the membership. One's own link never counts ('self').
 * - The inviter gets MEMBER_INVITE_REWARD_GOLD learning gold when the friend's first order is paid
 *   (repos/giftHooks.ts, inside the settling transaction), once.
 * - The accept answers 200 with {accepted, reason} like inviteAccept: the app drops its pending flags either way.
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import {
  MEMBER_INVITE_PRODUCT,
  type MemberInviteAcceptDTO,
  type MemberInviteOfferDTO,
  type MemberInviteRecordDTO
} from '@app/protocol'
import { MEMBER_INVITE_REWARD_GOLD, MEMBER_TRIAL_DAYS } from '../../db/repos/giftHooks'
import { Errors } from '../../errors'
import { currentUser, requireUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { maskName } from '../invite'
import { LinkUserId, PageQuery, paged, type TypeBoxTypeProvider } from '../schemas'

const Ref = Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_.:-]*$' })
const AcceptBody = Type.Object({
  invite_user_id: Type.Optional(LinkUserId),
  invite_product_code: Type.Optional(Ref),
  invite_id: Type.Optional(Ref)
})
const OfferQuery = Type.Object({ invite_user_id: Type.Optional(LinkUserId) })

export default async function memberInviteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos, now } = app.ctx

  app.get('/v3/get/invite/member/offer', { schema: { querystring: OfferQuery } }, async (req) => {
    const id = Number(req.query.invite_user_id ?? 0)
    const inviter = id ? await repos.gifts.inviter(id) : undefined
    const me = await currentUser(req)
    const mine = me ? await repos.gifts.memberInviteOf(me.id) : undefined
    const data: MemberInviteOfferDTO = {
      inviter: inviter ? { id: inviter.id, nickname: inviter.nickname, avatar: inviter.avatar } : null,
      product_code: MEMBER_INVITE_PRODUCT,
      trial_days: MEMBER_TRIAL_DAYS,
      reward_gold: MEMBER_INVITE_REWARD_GOLD,
      mine: mine ? { trial_days: mine.trialDays, accepted_at: mine.createdAt.toISOString() } : null
    }
    return ok(data)
  })

  app.post('/v3/invite/member/accept', { schema: { body: AcceptBody } }, async (req) => {
    const user = await requireUser(req)
    const code = req.body.invite_product_code || MEMBER_INVITE_PRODUCT
    if (code !== MEMBER_INVITE_PRODUCT) throw Errors.business('memberInviteOnlyVip')
    const refuse = (reason: MemberInviteAcceptDTO['reason']) =>
      ok<MemberInviteAcceptDTO>({ accepted: false, reason, trial_days: 0, vip_expire_at: null })
    const inviterId = Number(req.body.invite_user_id ?? 0)
    if (!inviterId) return refuse('no_inviter')
    const out = await repos.gifts.acceptMemberInvite({
      inviterId,
      inviteeId: user.id,
      productCode: code,
      inviteRef: req.body.invite_id ?? '',
      hashes: repos.users.identityHashes(user),
      now: now()
    })
    if (out.kind === 'refused') return refuse(out.reason)
    return ok<MemberInviteAcceptDTO>({
      accepted: true,
      reason: null,
      trial_days: out.invite.trialDays,
      vip_expire_at: out.vipExpireAt.toISOString()
    })
  })

  app.get('/v3/get/invite/member/records', { schema: { querystring: PageQuery } }, async (req) => {
    const user = await requireUser(req)
    const { page, size } = req.query
    const { rows, total } = await repos.gifts.memberInvites(user.id, (page - 1) * size, size)
    const list: MemberInviteRecordDTO[] = rows.map((r) => ({
      id: r.m.id,
      nickname: maskName(r.nickname),
      avatar: r.avatar,
      status: r.m.rewardedAt ? 'rewarded' : 'trial',
      gold: r.m.rewardGold,
      created_at: r.m.createdAt.toISOString()
    }))
    return ok(paged(list, page, size, total))
  })
}
