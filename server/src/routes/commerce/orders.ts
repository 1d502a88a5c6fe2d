/**
 * Orders and payment: quote, create (server-side price), pay through the pluggable provider, status, and the
 * user's purchases. Decisions:
 * - The client names an item (`sku`) and a coupon; any price it sends is dropped by the schema
 *   (removeAdditional) and never read. The quote and the order use the same function (pricing.ts).
 * - A pending order lives 30 minutes (long enough for a real provider's redirect and 3-D Secure, short enough
 *   that an old cart does not come back at an old price); then paying it answers 1116 "order closed".
 * - One pending order per user and item: checking out again with the same terms answers the same order.
 * - Paying a paid order answers the paid order with `already_paid: true` (a retried or double-tapped payment
 *   is not an error for the user, and nothing is granted twice: see repos/commerce.ts settle).
 * - Before charging, the item is checked again (an annual card bought meanwhile makes a pending order for a
 *   lower card unpayable: it is closed, nothing is charged); after charging, settle.ts decides grant or refund.
 */
import { type Static, Type } from '@sinclair/typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type {
  OrderDTO,
  OrderStatusDTO,
  PayActionDTO,
  PayMethodsDTO,
  PayResultDTO,
  PurchaseDTO,
  QuoteDTO
} from '@app/protocol'
import { cardLevelOf, giftRefusal, type OrderRow } from '../../db/repos/commerce'
import { pricedCardState } from '../../services/commerce/annualCard'
import { ACTIVITY_TYPE } from '../../db/repos/tickets'
import type { UserRow } from '../../db/repos/users'
import { Errors } from '../../errors'
import { pick } from '../../i18n'
import { requireUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { Attribution, Mobile, Nationcode, PageQuery, paged, Sku, type TypeBoxTypeProvider } from '../schemas'
import { grantDTO, memberInfoDTO, userCouponDTO, orderDTO } from './dto'
import { assertPurchasable, resolveItem, resolveItems, type OrderItem } from './items'
import { newOrderNo } from './orderNo'
import { priceForUser } from './upgrade'
import { settlePayment } from './settle'
import { confirmPayment } from './confirm'
import { paymentMember, paymentMembers } from '../../providers/payment'
import { couponRefusal, couponState, priceOf } from './pricing'
import { couponsFor } from './studyPrice'

export const ORDER_TTL_MS = 30 * 60_000

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })
const OrderNo = Type.String({ pattern: '^JX[0-9A-F]{8,40}$' })
/** `gift=1`: bought for someone else (a share link to claim; see routes/gifts). */
const GiftFlag = Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)]))
const QuoteQuery = Type.Object({ sku: Sku, user_coupon_id: Type.Optional(Id), gift: GiftFlag })
const CreateBody = Type.Object({
  sku: Sku,
  gift: GiftFlag,
  user_coupon_id: Type.Optional(Id),
  phone: Type.Optional(Mobile),
  nationcode: Type.Optional(Nationcode),
  name: Type.Optional(Type.String({ maxLength: 32 })),
  ...Attribution
})
/** `method`: the payment provider the app chose among GET /v3/pay/methods (default: the first configured). */
const PayBody = Type.Object({
  order_no: OrderNo,
  method: Type.Optional(Type.String({ pattern: '^[a-z]{2,16}$' })),
  /** Where the app pays: WeChat Pay signs for the mini-program or, in WeChat's browser, the Official Account. */
  channel: Type.Optional(Type.Union([Type.Literal('miniprogram'), Type.Literal('browser')]))
})
const StatusQuery = Type.Object({ order_no: OrderNo })
/** PUT /v2/mobeipay: what the native app says happened (informational only; see the route). */
const MobeiBody = Type.Object({
  order_no: OrderNo,
  result: Type.Optional(Type.Union([Type.Literal('success'), Type.Literal('fail'), Type.Literal('cancel')]))
})

export default async function orderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { now, providers } = app.ctx
  const repo = app.ctx.repos.commerce

  /** The order as a payload; the item is re-read in the request language (its price stays the order's). */
  async function toDTO(req: FastifyRequest, o: OrderRow): Promise<OrderDTO> {
    const item = await resolveItem(repo, o.sku, req.lang)
    const title = await repo.couponTitleOf(o.userCouponId)
    return orderDTO(o, item.dto, title ? pick(req.lang, title.zh, title.en) : null, now())
  }

  /** The user's coupon by id for this item, or a 1116 when it cannot lower this price. */
  async function couponFor(
    userId: number,
    id: number | undefined,
    item: { kind: QuoteDTO['item']['kind']; priceCents: number }
  ) {
    if (!id) return null
    const row = await repo.userCoupon(userId, id)
    if (!row || couponState(row.uc, now()) !== 'usable' || couponRefusal(item, row.c))
      throw Errors.business('couponUnavailable')
    return row
  }

  /**
   * The item at this user's price, checked for sale to them; a gift is at its list price (an upgrade credit is
   * the buyer's own) and only checked for being giftable.
   */
  async function itemFor(req: FastifyRequest, sku: string, user: UserRow, gift: boolean): Promise<OrderItem> {
    const listed = await resolveItem(repo, sku, req.lang)
    // a console draft (or unpublished) annual card is not for sale; orders already made keep their item
    if (listed.product?.status === 'draft') throw Errors.notFound()
    if (gift) {
      const reason = giftRefusal(listed)
      if (reason) throw Errors.business(reason === 'freeCourse' ? reason : 'giftNotGiftable')
      // a gift is a link the giver shares: nothing to contact anyone about (issue 32 item 11)
      return { ...listed, dto: { ...listed.dto, needs_phone: false } }
    }
    const item = await priceForUser(repo, listed, user, now())
    await assertPurchasable(repo, item, user, now())
    return item
  }

  app.get('/v3/orders/quote', { schema: { querystring: QuoteQuery } }, async (req) => {
    const user = await requireUser(req)
    const item = await itemFor(req, req.query.sku, user, req.query.gift === 1)
    const chosen = await couponFor(user.id, req.query.user_coupon_id, item)
    const price = priceOf(item, chosen?.c ?? null)
    // the usable coupons and the best one: the same function as GET /v3/get/study/price (studyPrice.ts)
    const { usable, best } = await couponsFor(repo, item, user.id, now())
    const data: QuoteDTO = {
      item: item.dto,
      coupons: usable.map(({ row, reason }) => ({
        ...userCouponDTO(row, req.lang, now()),
        applicable: reason ? 0 : 1,
        reason
      })),
      user_coupon_id: chosen?.uc.id ?? null,
      best_user_coupon_id: best?.uc.id ?? null,
      amount: price.amount / 100,
      discount: price.discount / 100,
      pay_amount: price.pay / 100
    }
    return ok(data)
  })

  /** Creates the order; `activity`: only an activity ticket's sku is accepted (POST /v2/actorders). */
  async function createOrder(req: FastifyRequest, body: Static<typeof CreateBody>, activity: boolean) {
    const user = await requireUser(req)
    const item = await itemFor(req, body.sku, user, body.gift === 1)
    if (activity && item.course?.type !== ACTIVITY_TYPE) throw Errors.notFound()
    // an event that needs a bound mobile: 5001, the app binds one and sends this order again (not for a gift)
    if (
      body.gift !== 1 &&
      item.course &&
      !user.mobile &&
      (await app.ctx.repos.course.event(item.course.id))?.needsMobile
    )
      throw Errors.bindMobile()
    if (item.dto.needs_phone && !body.phone) throw Errors.badRequest('missingField', { field: 'phone' })
    const chosen = await couponFor(user.id, body.user_coupon_id, item)
    const price = priceOf(item, chosen?.c ?? null)
    const order = await repo.createOrder(
      {
        orderNo: newOrderNo(now()),
        userId: user.id,
        kind: item.kind,
        sku: item.dto.sku,
        productId: item.product?.id ?? null,
        courseId: item.course?.id ?? null,
        amountCents: price.amount,
        discountCents: price.discount,
        payCents: price.pay,
        userCouponId: chosen?.uc.id ?? null,
        phone: body.phone ?? null,
        nationcode: body.phone ? (body.nationcode ?? '86') : null,
        contactName: body.name?.trim() || null,
        campaign: body.campaign ?? null,
        channelTag: body.channel_tag ?? null,
        pullChannelId: body.pull_channel_id ?? null,
        channel: body.channel ?? null,
        isGift: body.gift === 1,
        // An annual card's price depends on the card held (an upgrade): settle refuses it against another one.
        ...(cardLevelOf(item.kind) && body.gift !== 1
          ? pricedCardState({ level: user.annualCardLevel, expiresAt: user.annualCardExpireAt?.getTime() ?? 0 }, now())
          : {}),
        createdAt: new Date(now()),
        expiresAt: new Date(now() + ORDER_TTL_MS)
      },
      now()
    )
    if (!order) throw Errors.business('couponUnavailable')
    return ok(await toDTO(req, order.order))
  }
  app.post('/v3/orders', { schema: { body: CreateBody } }, (req) => createOrder(req, req.body, false))
  /** The spec's older name of the same call (the activity and legacy flows): the same order, no second path. */
  app.post('/v2/orders', { schema: { body: CreateBody } }, (req) => createOrder(req, req.body, false))
  /** An activity ticket's order: the same order, for type-2 courses only; its settle step writes the ticket. */
  app.post('/v2/actorders', { schema: { body: CreateBody } }, (req) => createOrder(req, req.body, true))

  /** The user's own order, or 404 (another user's order number is not revealed to exist). */
  async function ownOrder(userId: number, orderNo: string): Promise<OrderRow> {
    const o = await repo.order(orderNo)
    if (!o || o.userId !== userId) throw Errors.notFound()
    return o
  }

  /**
   * Why a pending order must not be charged now, or null: its item is no longer for sale to the user (e.g. a higher
   * annual card bought since), or an annual card's price has moved with the card held (an upgrade credit: an order
   * priced for another card state is stale).
   */
  async function refusalBeforeCharge(req: FastifyRequest, order: OrderRow, user: UserRow) {
    const refusal = await repo.orderRefusal(order, now())
    if (refusal) return refusal
    if (order.kind === 'course' || order.isGift) return null
    const current = await priceForUser(repo, await resolveItem(repo, order.sku, req.lang), user, now())
    return current.priceCents !== order.amountCents ? 'priceChanged' : null
  }

  async function payOrder(
    req: FastifyRequest,
    orderNo: string,
    activity: boolean,
    method?: string,
    channel?: 'miniprogram' | 'browser'
  ) {
    const user = await requireUser(req)
    let order = await ownOrder(user.id, orderNo)
    if (activity && (order.kind !== 'course' || (await repo.course(order.sku))?.type !== ACTIVITY_TYPE))
      throw Errors.notFound()
    const provider = method ? paymentMember(providers.payment, method) : paymentMembers(providers.payment)[0]
    if (!provider) throw Errors.badRequest('badRequest')
    let alreadyPaid = order.status === 'paid'
    if (!alreadyPaid) {
      if (order.status === 'refunding' || order.status === 'refunded') throw Errors.business('orderRefunded')
      if (order.status === 'closed' || order.expiresAt.getTime() <= now()) {
        await repo.close(order.id)
        throw Errors.business('orderClosed')
      }
      const refusal = await refusalBeforeCharge(req, order, user)
      if (refusal) {
        // A parallel payment of this very order may have settled since it was read: its grant makes the course
        // read as owned (or the card's price change), which is this order paid, not a reason to refuse it.
        const reread = await repo.order(order.orderNo)
        if (reread?.status !== 'paid') {
          await repo.close(order.id)
          throw Errors.business(refusal)
        }
        order = reread
        alreadyPaid = true
      }
    }
    let payAction: PayActionDTO | null = null
    if (!alreadyPaid) {
      const outcome = await provider.pay({
        orderNo: order.orderNo,
        userId: user.id,
        amountCents: order.payCents,
        title: order.sku,
        expiresAt: order.expiresAt,
        payer: { wechatOpenid: user.wechatOpenid, wechatOaOpenid: user.wechatOaOpenid, channel, ip: req.ip }
      })
      if (outcome.status === 'failed') {
        // The order stays pending and payable: a provider that did not answer is not a refusal.
        req.log.warn({ orderNo: order.orderNo, reason: outcome.reason }, 'payment not placed')
        throw Errors.business(outcome.reason === 'unavailable' ? 'payUnavailable' : 'payFailed')
      }
      if (outcome.status === 'paid') {
        if (outcome.amountCents !== undefined && outcome.amountCents !== order.payCents) {
          req.log.error({ orderNo: order.orderNo, paid: outcome.amountCents }, 'payment amount differs')
          throw Errors.business('payFailed')
        }
        const settled = await settlePayment(repo, provider, order, outcome.txn, now(), req.log)
        order = settled.order
        alreadyPaid = settled.alreadyPaid
      }
      // 'pending': the provider confirms later (notify.ts, or this route / the status route asking it again);
      // the app lets the user pay with `pay_action` and then polls GET /v3/get/order/status.
      if (outcome.status === 'pending') payAction = outcome.action ?? null
    }
    const fresh = (await repo.user(user.id))!
    const data: PayResultDTO = {
      order: await toDTO(req, order),
      member: memberInfoDTO(fresh, now()),
      already_paid: alreadyPaid,
      demo: provider.demo,
      pay_action: payAction
    }
    return ok(data)
  }
  app.post('/v3/pays', { schema: { body: PayBody } }, (req) =>
    payOrder(req, req.body.order_no, false, req.body.method, req.body.channel)
  )
  /** The older name of /v3/pays: the same payment and settle step. */
  app.post('/v2/pays', { schema: { body: PayBody } }, (req) =>
    payOrder(req, req.body.order_no, false, req.body.method, req.body.channel)
  )
  /** Pays an activity ticket's order (the same path as /v3/pays). */
  app.post('/v2/actpays', { schema: { body: PayBody } }, (req) =>
    payOrder(req, req.body.order_no, true, req.body.method, req.body.channel)
  )
  /** The payment methods this server takes; the app offers those that work where it runs. */
  app.get('/v3/pay/methods', async () => {
    const members = paymentMembers(providers.payment)
    const data: PayMethodsDTO = { methods: members.map((p) => p.name), demo: members.every((p) => p.demo) }
    return ok(data)
  })

  app.get('/v3/get/order/status', { schema: { querystring: StatusQuery } }, (req) =>
    orderStatus(req, req.query.order_no)
  )
  /**
   * The native app's payment result through the app bridge (spec §6, §7 PUT /v2/mobeipay). What the app reports is
   * never taken as payment: the answer is the order's status as GET /v3/get/order/status finds it, asking the
   * order's provider (a paid order settles there, through the same confirm step as a notification or the
   * reconciliation job). The reported result is only logged.
   */
  app.put('/v2/mobeipay', { schema: { body: MobeiBody } }, async (req) => {
    req.log.info({ orderNo: req.body.order_no, reported: req.body.result }, 'app bridge payment result')
    return orderStatus(req, req.body.order_no)
  })

  async function orderStatus(req: FastifyRequest, orderNo: string) {
    const user = await requireUser(req)
    let row = await ownOrder(user.id, orderNo)
    // The user's own confirmation: a provider that confirmed before its notification arrived settles now (the
    // provider that claimed the order, else those that know orders by our number).
    for (const provider of paymentMembers(providers.payment)) {
      if (row.status !== 'pending' || provider.demo) break
      if (row.provider ? row.provider !== provider.name : !!provider.confirm) continue
      const outcome = await provider.query(row.orderNo, { txn: row.providerTxn })
      const deps = { repo, provider, now, log: req.log }
      if ((await confirmPayment(deps, row, outcome)) !== 'notPaid') row = (await repo.order(row.orderNo)) ?? row
    }
    const order = await toDTO(req, row)
    const ticket = row.kind === 'course' ? await app.ctx.repos.tickets.ticketOfOrder(row.id) : undefined
    const data: OrderStatusDTO = {
      ...order,
      granted: order.status === 'paid' ? grantDTO(order.item, memberInfoDTO((await repo.user(user.id))!, now())) : null,
      ticket_id: ticket?.id ?? null
    }
    return ok(data)
  }

  app.get('/v3/my/course/get', { schema: { querystring: PageQuery } }, async (req) => {
    const user = await requireUser(req)
    const { page, size } = req.query
    const { rows, total } = await repo.purchases(user.id, (page - 1) * size, size)
    const items = await resolveItems(
      repo,
      rows.map((o) => o.sku),
      req.lang
    )
    const list: PurchaseDTO[] = rows.map((o) => {
      const item = items.get(o.sku)
      if (!item) throw Errors.notFound() // as resolveItem: a paid order whose item is gone
      return {
        order_no: o.orderNo,
        item: item.dto,
        pay_amount: o.payCents / 100,
        provider: o.provider,
        paid_at: o.paidAt!.toISOString()
      }
    })
    return ok(paged(list, page, size, total))
  })
}
