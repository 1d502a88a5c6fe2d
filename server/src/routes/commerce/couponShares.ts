/**
 * Which courses a coupon covers, and coupons changing hands (spec §2 coupon/pages/{couponCourseList, transfer,
 * shareCoupon, getSuccess}, §7 GET /v2/coupon_courses, PUT /v2/user_coupons).
 *
 * Rules:
 * - Only an unused coupon that has not expired changes hands. It is in exactly one account at every moment:
 *   used, transferred or claimed exactly once (db/repos/couponShares.ts).
 * - Transfer: to an existing account named by e-mail or phone (6 to 12 digits, spec §5), with `confirm: 1` (the
 *   app asks first: a transfer cannot be undone). Looking accounts up costs from the same budget as claiming by
 *   code, so the form cannot be used to probe which phones have accounts.
 * - Share: a claim link (a random token, one open link per coupon); the first other account to claim it gets
 *   the coupon; the giver cannot claim their own link.
 * - A receiver who holds the same coupon already is refused (one per account, as claiming by code).
 * - A pending order that had reserved the coupon is closed by the hand-over.
 */
import { randomBytes } from 'node:crypto'
import { Type } from '@sinclair/typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { CouponCoursesDTO, CouponShareDTO, CouponTransferDTO, SharedCouponDTO, UserCouponDTO } from '@app/protocol'
import type { UserRow } from '../../db/repos/users'
import { Errors } from '../../errors'
import { pick } from '../../i18n'
import { currentUser, requireUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { maskName } from '../invite/invitations'
import { Email, Mobile, Nationcode, type TypeBoxTypeProvider } from '../schemas'
import { money, userCouponDTO } from './dto'
import { couponState, priceOf } from './pricing'

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })
const ShareToken = Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$' })

/** The PUT /v2/user_coupons bodies other than claiming by code. */
export const TransferBody = Type.Object(
  {
    user_coupon_id: Id,
    to: Type.Union([Email, Mobile]),
    nationcode: Type.Optional(Nationcode),
    confirm: Type.Literal(1)
  },
  { additionalProperties: false }
)
export const ShareBody = Type.Object({ user_coupon_id: Id, share: Type.Literal(1) }, { additionalProperties: false })
export const ClaimLinkBody = Type.Object({ share_token: ShareToken }, { additionalProperties: false })

/** "ab***@example.com" / "0912***678": enough for the giver to recognise, not a full address. */
export function maskTarget(to: string): string {
  const at = to.indexOf('@')
  if (at > 0) return `${to.slice(0, Math.min(2, at))}***${to.slice(at)}`
  return to.length > 6 ? `${to.slice(0, 4)}***${to.slice(-3)}` : `${to.slice(0, 2)}***`
}

export default async function couponShareRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { now, repos } = app.ctx

  app.get('/v2/coupon_courses', { schema: { querystring: Type.Object({ user_coupon_id: Id }) } }, async (req) => {
    const user = await requireUser(req)
    const row = await repos.commerce.userCoupon(user.id, req.query.user_coupon_id)
    if (!row) throw Errors.notFound()
    const list = await repos.couponShares.applicableCourses(row.c.minAmountCents)
    const data: CouponCoursesDTO = {
      coupon: userCouponDTO(row, req.lang, now()),
      courses: list.map((c) => ({
        sku: c.sku,
        title: pick(req.lang, c.titleZh, c.titleEn),
        subtitle: pick(req.lang, c.subtitleZh, c.subtitleEn),
        cover: c.cover,
        price: money(c.priceCents),
        pay_price: money(priceOf({ kind: 'course', priceCents: c.priceCents }, row.c).pay)
      })),
      membership: row.c.scope === 'course' ? 0 : 1
    }
    return ok(data)
  })

  app.get('/v2/user_coupons/shared/:token', { schema: { params: Type.Object({ token: ShareToken }) } }, async (req) => {
    const row = await repos.couponShares.shared(req.params.token)
    if (!row) throw Errors.business('couponShareUnknown')
    const me = await currentUser(req)
    const usable = couponState(row.uc, now()) === 'usable' && row.uc.userId === row.s.fromUserId
    const data: SharedCouponDTO = {
      title: pick(req.lang, row.c.titleZh, row.c.titleEn),
      amount: money(row.c.amountCents),
      min_amount: money(row.c.minAmountCents),
      scope: row.c.scope === 'course' ? 'course' : 'all',
      expires_at: row.uc.expiresAt.toISOString(),
      from: me && me.id === row.s.fromUserId ? row.from : maskName(row.from),
      state: row.s.claimedAt ? 'claimed' : usable ? 'open' : 'gone'
    }
    return ok(data)
  })
}

/** PUT /v2/user_coupons { user_coupon_id, to, nationcode?, confirm: 1 }: gives the coupon to another account. */
export async function transferCoupon(
  app: FastifyInstance,
  req: FastifyRequest,
  user: UserRow,
  body: { user_coupon_id: number; to: string; nationcode?: string }
) {
  const { repos, now } = app.ctx
  const to = body.to.trim().toLowerCase()
  const receiver = to.includes('@')
    ? await repos.users.findBy({ kind: 'email', email: to })
    : await repos.users.findBy({ kind: 'mobile', nationcode: body.nationcode ?? '86', mobile: to })
  if (!receiver) throw Errors.business('couponReceiverUnknown')
  const done = await repos.couponShares.transfer(user.id, body.user_coupon_id, receiver.id, now())
  if (!done.ok) throw Errors.business(done.reason)
  return ok<CouponTransferDTO>({ user_coupon_id: done.userCouponId, to: maskTarget(to) })
}

/** PUT /v2/user_coupons { user_coupon_id, share: 1 }: the coupon's claim link. */
export async function shareCoupon(app: FastifyInstance, user: UserRow, ucId: number) {
  const res = await app.ctx.repos.couponShares.share(
    user.id,
    ucId,
    randomBytes(18).toString('base64url'),
    app.ctx.now()
  )
  if ('reason' in res) throw Errors.business(res.reason)
  return ok<CouponShareDTO>({ token: res.token })
}

/** PUT /v2/user_coupons { share_token }: claims a coupon through its link. */
export async function claimSharedCoupon(app: FastifyInstance, req: FastifyRequest, user: UserRow, token: string) {
  const { repos, now } = app.ctx
  const done = await repos.couponShares.claim(token, user.id, now())
  if (!done.ok) throw Errors.business(done.reason)
  const row = await repos.commerce.userCoupon(user.id, done.userCouponId)
  return ok<UserCouponDTO>(userCouponDTO(row!, req.lang, now()))
}
