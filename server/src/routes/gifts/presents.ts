/**
 * Gifts (spec §2 /mine/pages/presentManage/{index, detail, give}). Paths are ours (the spec does not list them).
 *
 * Rules:
 * - A gift is bought through the one checkout (POST /v3/orders with gift=1, POST /v3/pays): settling the paid
 *   order creates the gift with a share token instead of granting the item to the buyer.
 * - The link (`give?token=`) can be claimed once, by a logged-in account other than the giver's, within
 *   GIFT_CLAIM_DAYS (30) days; a course the claimer already owns is refused before anything changes.
 * - After the 30 days an unclaimed gift can be taken back by the giver (the item is granted to the giver).
 * - Claim and take-back are one conditional update each (repos/gifts.ts): of parallel requests one wins, the
 *   others answer 1116 with a translated reason (taken, your own, expired, ...), and nothing is granted twice.
 * - Who claimed a gift is shown to the giver masked.
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { GiftDTO, GiftStatus } from '@app/protocol'
import type { GiftView } from '../../db/repos/gifts'
import { Errors } from '../../errors'
import { pick } from '../../i18n'
import { currentUser, requireUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { maskName } from '../invite'
import { NumericId, PageQuery, paged, type TypeBoxTypeProvider } from '../schemas'

const Token = Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$' })
const ListQuery = Type.Composite([
  PageQuery,
  Type.Object({
    status: Type.Optional(
      Type.Union([Type.Literal('all'), Type.Literal('unclaimed'), Type.Literal('claimed'), Type.Literal('expired')])
    )
  })
])
const OrderQuery = Type.Object({ order_no: Type.String({ pattern: '^JX[0-9A-F]{8,40}$' }) })

export default async function presentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos, now } = app.ctx

  function statusOf(v: GiftView): GiftStatus {
    if (v.g.status === 'claimed' || v.g.status === 'reclaimed' || v.g.status === 'revoked') return v.g.status
    return v.g.expiresAt.getTime() <= now() ? 'expired' : 'unclaimed'
  }

  async function toDTO(req: FastifyRequest, v: GiftView, viewerId: number | null): Promise<GiftDTO> {
    const mine = viewerId === v.g.giverId
    const status = statusOf(v)
    const claimer = mine && v.g.status === 'claimed' ? await repos.gifts.claimer(v.g.claimedBy) : undefined
    return {
      id: v.g.id,
      kind: v.g.kind,
      sku: v.g.sku,
      title:
        v.g.kind === 'course'
          ? pick(req.lang, v.courseZh ?? '', v.courseEn ?? '')
          : pick(req.lang, v.productZh ?? '', v.productEn ?? ''),
      cover: v.courseCover ?? '',
      status,
      giver: maskName(v.giver),
      token: mine ? v.g.token : null,
      claimed_by: claimer ? maskName(claimer.nickname) : null,
      claimed_at: v.g.claimedAt?.toISOString() ?? null,
      expires_at: v.g.expiresAt.toISOString(),
      created_at: v.g.createdAt.toISOString(),
      is_mine: mine ? 1 : 0,
      reclaimable: mine && status === 'expired' ? 1 : 0
    }
  }

  app.get('/v3/gifts', { schema: { querystring: ListQuery } }, async (req) => {
    const user = await requireUser(req)
    const { page, size, status } = req.query
    const { rows, total } = await repos.gifts.giftsOf(user.id, status ?? 'all', now(), (page - 1) * size, size)
    const list: GiftDTO[] = []
    for (const r of rows) list.push(await toDTO(req, r, user.id))
    return ok(paged(list, page, size, total))
  })

  /** One of my gifts by id (the detail page). */
  app.get('/v3/get/gift/:id', { schema: { params: NumericId } }, async (req) => {
    const user = await requireUser(req)
    const v = await repos.gifts.giftById(req.params.id)
    if (!v || v.g.giverId !== user.id) throw Errors.notFound()
    return ok(await toDTO(req, v, user.id))
  })

  /** My gift bought by an order (the checkout lands on the detail with the order number). */
  app.get('/v3/get/gift/order', { schema: { querystring: OrderQuery } }, async (req) => {
    const user = await requireUser(req)
    const v = await repos.gifts.giftOfOrder(req.query.order_no)
    if (!v || v.g.giverId !== user.id) throw Errors.notFound()
    return ok(await toDTO(req, v, user.id))
  })

  /** The gift a link names (public: the friend sees what it is before logging in). */
  app.get('/v3/get/gift/share/:token', { schema: { params: Type.Object({ token: Token }) } }, async (req) => {
    const v = await repos.gifts.giftByToken(req.params.token)
    if (!v) throw Errors.business('giftNotFound')
    const me = await currentUser(req)
    return ok(await toDTO(req, v, me?.id ?? null))
  })

  app.post('/v3/gift/claim', { schema: { body: Type.Object({ token: Token }) } }, async (req) => {
    const user = await requireUser(req)
    const out = await repos.gifts.claim(user.id, req.body.token, now())
    if (out.kind === 'refused') throw Errors.business(out.reason)
    return ok(await toDTO(req, (await repos.gifts.giftById(out.gift.id))!, user.id))
  })

  app.post('/v3/gift/reclaim', { schema: { body: NumericId } }, async (req) => {
    const user = await requireUser(req)
    const out = await repos.gifts.reclaim(user.id, req.body.id, now())
    if (out.kind === 'refused') throw Errors.business(out.reason)
    return ok(await toDTO(req, (await repos.gifts.giftById(out.gift.id))!, user.id))
  })
}
