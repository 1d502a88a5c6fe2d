/**
 * Invitations and learning gold (spec §1, §3 Invite, §4, §7 inviteAccept / inviteRecord / inviteRankList and
 * /v3/get/invite/*).
 *
 * Rules (product decisions, also shown on mine/pages/invitation/index):
 * - A friend counts when they sign up through the link: the app keeps invite_user_id from the launch query and
 *   calls inviteAccept right after login. The invitee's account must be at most SIGNUP_WINDOW_HOURS old, so an
 *   existing user cannot be "invited" to farm gold, and one's own link never counts.
 * - Once per invitee, ever (unique invitations.invitee_id): the first inviter wins.
 * - Once per identity, ever: an account holding an e-mail, mobile or open id of a deleted account or of an
 *   earlier invitee (kept as keyed hashes, spent_identities) is not new, so deleting an invitee, or moving its
 *   e-mail to a fresh account, and registering again earns nothing.
 * - The inviter gets `invite_reward_gold` (meditation setting, 100) learning gold per friend, written in the same
 *   transaction as the invitation, idempotently (unique gold_ledger (reason, ref_id)).
 * - At most INVITE_REWARDS_PER_DAY rewarded invitations per inviter in any 24 hours: invitations past the cap
 *   are recorded (they show on the inviter's list) with 0 gold and the reason ('daily_cap'), which the list
 *   sends and the rules text states (issue 32: a hidden cap read as broken). The inviter's row is locked while counting, so
 *   parallel accepts cannot overshoot the cap.
 * - inviteAccept answers 200 with {accepted, reason}: the invite is best-effort, the app drops its pending flag
 *   either way (spec §4), and a refusal is no error for the freshly logged-in user to see.
 * - Names on the records and the rank list are masked: a friend's or stranger's full nickname is not shown.
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { InviteAcceptDTO, InviteRankDTO, InviteRecordDTO, InviteRefusal } from '@app/protocol'
import { InviteGoldDTO } from '@app/protocol/inviteSchemas'
import { currentUser, requireUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { Envelope, LinkUserId, PageQuery, paged, type TypeBoxTypeProvider } from '../schemas'

export const SIGNUP_WINDOW_HOURS = 72
/** Rewarded invitations per inviter per rolling 24 hours; more are recorded with 0 gold (cheap-account farming). */
export const INVITE_REWARDS_PER_DAY = 10
const DEFAULT_REWARD = 100
const RANK_SIZE = 10

const Ref = Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_.:-]*$' })
const AcceptBody = Type.Object({
  invite_user_id: Type.Optional(LinkUserId),
  invite_product_code: Type.Optional(Ref),
  invite_id: Type.Optional(Ref)
})

/** "王**明", "ab*", "x*": first and last character kept, at most 3 stars; an empty name becomes "***". */
export function maskName(name: string): string {
  const chars = Array.from(name.trim())
  if (chars.length === 0) return '***'
  if (chars.length === 1) return `${chars[0]}*`
  if (chars.length === 2) return `${chars[0]}*`
  return `${chars[0]}${'*'.repeat(Math.min(chars.length - 2, 3))}${chars[chars.length - 1]}`
}

export default async function invitationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos, now } = app.ctx

  async function rewardPerInvite(): Promise<number> {
    const row = (await repos.shared.settings('meditation')).find((s) => s.s_key === 'invite_reward_gold')
    const n = Number(row?.s_val)
    return Number.isInteger(n) && n >= 0 ? n : DEFAULT_REWARD
  }

  app.post('/v3/meditation/inviteAccept', { schema: { body: AcceptBody } }, async (req) => {
    const user = await requireUser(req)
    const refuse = (reason: InviteRefusal) => ok<InviteAcceptDTO>({ accepted: false, reason, gold: 0 })
    const inviterId = Number(req.body.invite_user_id ?? 0)
    if (!inviterId) return refuse('no_inviter')
    if (inviterId === user.id) return refuse('self')
    if (!(await repos.invitations.liveUserExists(inviterId))) return refuse('no_inviter')
    if (await repos.invitations.invitedBefore(user.id)) return refuse('already')
    if (now() - user.createdAt.getTime() > SIGNUP_WINDOW_HOURS * 3600_000) return refuse('not_new')
    // A concurrent accept of this invitee may have committed since the check above: its identities are now
    // spent, and the answer is still 'already', not 'not_new'.
    if (await repos.users.holdsSpentIdentity(user))
      return refuse((await repos.invitations.invitedBefore(user.id)) ? 'already' : 'not_new')

    const credited = await repos.invitations.accept({
      inviterId,
      inviteeId: user.id,
      productCode: req.body.invite_product_code ?? '',
      inviteRef: req.body.invite_id ?? '',
      reward: await rewardPerInvite(),
      capSince: new Date(now() - 24 * 3600_000),
      cap: INVITE_REWARDS_PER_DAY,
      hashes: repos.users.identityHashes(user),
      at: new Date(now())
    })
    return credited ? ok<InviteAcceptDTO>({ accepted: true, reason: null, gold: credited.gold }) : refuse('already')
  })

  app.get('/v3/meditation/inviteRecord', { schema: { querystring: PageQuery } }, async (req) => {
    const user = await requireUser(req)
    const { page, size } = req.query
    const { rows, total } = await repos.invitations.records(user.id, (page - 1) * size, size)
    const list: InviteRecordDTO[] = rows.map((r) => ({
      id: r.id,
      nickname: maskName(r.nickname),
      avatar: r.avatar,
      gold: r.gold,
      reward_note: r.rewardNote === 'daily_cap' ? 'daily_cap' : null,
      created_at: r.createdAt.toISOString()
    }))
    return ok(paged(list, page, size, total))
  })

  app.get('/v3/meditation/inviteRankList', async (req) => {
    // public (the invitation page shows it to logged-out visitors too); is_me marks the caller's row
    const me = await currentUser(req)
    const rows = await repos.invitations.rank(RANK_SIZE)
    const list: InviteRankDTO[] = rows.map((r, i) => ({
      rank: i + 1,
      nickname: maskName(r.nickname),
      avatar: r.avatar,
      invited: r.invited,
      gold: r.gold,
      is_me: me && me.id === r.id ? 1 : 0
    }))
    return ok(list)
  })

  // answered through its protocol schema (src/protocol/inviteSchemas): what the app is typed against
  app.get('/v3/get/invite/gold', { schema: { response: { 200: Envelope(InviteGoldDTO) } } }, async (req) => {
    const user = await requireUser(req)
    const data: InviteGoldDTO = {
      ...(await repos.invitations.goldSummary(user.id)),
      reward_per_invite: await rewardPerInvite(),
      signup_window_hours: SIGNUP_WINDOW_HOURS,
      rewarded_per_day: INVITE_REWARDS_PER_DAY
    }
    return ok(data)
  })
}
