/**
 * The user's coupons: GET /v2/user_coupons lists them with their state (usable, used, expired), optionally for
 * one item (`sku`: each gets `applicable` and a `reason`); PUT /v2/user_coupons claims one by its claim code.
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { UserCouponDTO } from '@app/protocol'
import { Errors } from '../../errors'
import { requireUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { NumericId, Sku, type TypeBoxTypeProvider } from '../schemas'
import { userCouponDTO } from './dto'
import { resolveItem } from './items'
import { couponRefusal } from './pricing'
import { ClaimLinkBody, ShareBody, TransferBody, claimSharedCoupon, shareCoupon, transferCoupon } from './couponShares'

const DAY = 86_400_000
const ListQuery = Type.Object({
  sku: Type.Optional(Sku),
  state: Type.Optional(Type.Union([Type.Literal('usable'), Type.Literal('used'), Type.Literal('expired')]))
})
/** Claim codes are letters and digits; case and surrounding spaces do not matter. */
const ClaimBody = Type.Object({ code: Type.String({ minLength: 1, maxLength: 40 }) }, { additionalProperties: false })
/** Claim by code, transfer, make a claim link, or claim through one (./couponShares.ts). */
const PutBody = Type.Union([ClaimBody, TransferBody, ShareBody, ClaimLinkBody])

export default async function couponRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { now, limiter } = app.ctx
  const repo = app.ctx.repos.commerce

  app.get('/v2/user_coupons', { schema: { querystring: ListQuery } }, async (req) => {
    const user = await requireUser(req)
    const item = req.query.sku ? await resolveItem(repo, req.query.sku, req.lang) : null
    let list: UserCouponDTO[] = (await repo.userCoupons(user.id)).map((r) => {
      const dto = userCouponDTO(r, req.lang, now())
      if (!item) return dto
      const reason = dto.state === 'usable' ? couponRefusal(item, r.c) : null
      return { ...dto, applicable: dto.state === 'usable' && !reason ? 1 : 0, reason }
    })
    if (req.query.state) list = list.filter((c) => c.state === req.query.state)
    return ok(list)
  })

  /** GET /v2/user_coupons/{id}: one of the user's coupons (another user's is a 404, as if it did not exist). */
  app.get('/v2/user_coupons/:id', { schema: { params: NumericId } }, async (req) => {
    const user = await requireUser(req)
    const row = await repo.userCoupon(user.id, req.params.id)
    if (!row) throw Errors.notFound()
    return ok(userCouponDTO(row, req.lang, now()))
  })

  app.put('/v2/user_coupons', { schema: { body: PutBody } }, async (req) => {
    const user = await requireUser(req)
    const body = req.body
    if ('share' in body) return shareCoupon(app, user, body.user_coupon_id)
    // Guessing claim codes or links, or probing which phones have accounts, is cheap: the login budget.
    await limiter.consume(`coupon-claim:${user.id}`, app.ctx.limits.loginPerAccount)
    if ('share_token' in body) return claimSharedCoupon(app, req, user, body.share_token)
    if ('confirm' in body) return transferCoupon(app, req, user, body)
    const code = body.code.replace(/\s+/g, '').toUpperCase()
    const coupon = await repo.couponByCode(code)
    if (!coupon) throw Errors.business('couponUnknown')
    const id = await repo.claimCoupon(user.id, coupon.id, new Date(now() + coupon.validDays * DAY))
    if (!id) throw Errors.business('couponClaimed')
    return ok(userCouponDTO((await repo.userCoupon(user.id, id))!, req.lang, now()))
  })
}
