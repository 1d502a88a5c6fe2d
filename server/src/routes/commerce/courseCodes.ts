/**
 * POST /v2/exchange/operation: redeems a single-use course code for the course it names, owned for good.
 * Unknown, used and expired codes, and a course already owned, each get their own translated 1116 message.
 * Attempts count against the per-account login budget (codes are guessable).
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { CourseCodeDTO } from '@app/protocol'
import { Errors } from '../../errors'
import { pick } from '../../i18n'
import { requireUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import type { TypeBoxTypeProvider } from '../schemas'
import { newOrderNo } from './orderNo'

const Body = Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }) })

const REFUSAL = {
  unknown: 'courseCodeUnknown',
  used: 'courseCodeUsed',
  expired: 'courseCodeExpired',
  owned: 'alreadyOwned'
} as const

export default async function courseCodeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { now, limiter, limits, repos } = app.ctx

  app.post('/v2/exchange/operation', { schema: { body: Body } }, async (req) => {
    const user = await requireUser(req)
    await limiter.consume(`exchange:${user.id}`, limits.loginPerAccount)
    const code = req.body.code.replace(/[\s-]+/g, '').toUpperCase()
    if (!code) throw Errors.business('courseCodeUnknown')
    const result = await repos.courseCodes.redeem(user.id, code, newOrderNo(now()), now())
    if (result.kind !== 'redeemed') throw Errors.business(REFUSAL[result.kind])
    const c = result.course
    const data: CourseCodeDTO = {
      course: { sku: c.sku, title: pick(req.lang, c.titleZh, c.titleEn), cover: c.cover },
      order_no: result.order.orderNo
    }
    return ok(data)
  })
}
