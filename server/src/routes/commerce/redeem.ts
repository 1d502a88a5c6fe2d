/**
 * POST /v3/redeem { code }: the one redeem entry (issue 32). A user holding a code does not know which of the
 * three kinds it is, so the code is looked up as an exchange code (membership or annual card), then a course code,
 * then a coupon's claim code; the first kind that knows it redeems it and its own refusal (used, expired, owned,
 * claimed) is answered. Only a code no kind knows is "does not exist". One attempt counts once against the
 * per-account login budget (codes are guessable).
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { RedeemDTO } from '@app/protocol'
import { Errors } from '../../errors'
import { pick } from '../../i18n'
import { requireUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import type { TypeBoxTypeProvider } from '../schemas'
import { userCouponDTO } from './dto'
import { normalizeCode, redeemExchangeCode } from './exchange'
import { newOrderNo } from './orderNo'

const DAY = 86_400_000
const Body = Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false })

const COURSE_REFUSAL = {
  used: 'courseCodeUsed',
  expired: 'courseCodeExpired',
  owned: 'alreadyOwned'
} as const

export default async function redeemRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { now, limiter, limits, repos } = app.ctx

  app.post('/v3/redeem', { schema: { body: Body } }, async (req) => {
    const user = await requireUser(req)
    await limiter.consume(`exchange:${user.id}`, limits.loginPerAccount)
    const code = normalizeCode(req.body.code)
    if (!code) throw Errors.business('exchangeUnknown')

    if (await repos.commerce.exchangeCode(code)) {
      const data: RedeemDTO = { kind: 'product', ...(await redeemExchangeCode(app, user.id, code, req.lang)) }
      return ok(data)
    }

    const course = await repos.courseCodes.redeem(user.id, code, newOrderNo(now()), now())
    if (course.kind === 'redeemed') {
      const c = course.course
      const data: RedeemDTO = {
        kind: 'course',
        course: {
          id: c.id,
          type: c.type,
          sub_type: c.subType,
          sku: c.sku,
          title: pick(req.lang, c.titleZh, c.titleEn),
          cover: c.cover
        },
        order_no: course.order.orderNo
      }
      return ok(data)
    }
    if (course.kind !== 'unknown') throw Errors.business(COURSE_REFUSAL[course.kind])

    // claim codes are stored as typed by the operators (letters and digits): the normalized form matches them
    const coupon = await repos.commerce.couponByCode(code)
    if (!coupon) throw Errors.business('exchangeUnknown')
    const id = await repos.commerce.claimCoupon(user.id, coupon.id, new Date(now() + coupon.validDays * DAY))
    if (!id) throw Errors.business('couponClaimed')
    const data: RedeemDTO = {
      kind: 'coupon',
      coupon: userCouponDTO((await repos.commerce.userCoupon(user.id, id))!, req.lang, now())
    }
    return ok(data)
  })
}
