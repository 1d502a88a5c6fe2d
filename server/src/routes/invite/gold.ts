/**
 * Learning gold: the ledger, the monthly statement and exchanging gold for gifts (spec §2
 * mine/pages/invitation/{learningGold, account, learningGoldExchange, confirmOrder, learningGoldGifts,
 * exchangeSuccess}, §7 /v3/invite/* and /v3/get/invite/*).
 *
 * Rules:
 * - Gold only moves through the ledger (db/repos/gold.ts postGold): an invited friend credits it, an exchange
 *   spends it. The balance never goes below zero and always equals the ledger's sum.
 * - An exchange names a gift, a recipient (name, phone of 6 to 12 digits per spec §5) and, for a physical item,
 *   an address, plus an idempotency key made once by the confirm page: the same key again answers the first
 *   exchange (`repeated: 1`) and spends nothing.
 * - Limited gifts count down their stock; the last item goes to one buyer, the rest are told it is gone.
 * - Phones are masked in answers (the recipient is the user, but a shared screen should not show it).
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import {
  GOLD_REASONS,
  GoldEntryDTO,
  GoldExchangeBody,
  GoldExchangeDTO,
  GoldGiftDTO,
  GoldMonthDTO,
  type GoldExchangeStatus,
  type GoldGiftKind,
  type GoldReason
} from '@app/protocol/goldSchemas'
import type { GoldExchangeRow, GoldGiftRow } from '../../db/repos/gold'
import { Errors } from '../../errors'
import { pick, t, type Lang } from '../../i18n'
import { requireUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { Envelope, NumericId, PageQuery, PagedOf, paged, type TypeBoxTypeProvider } from '../schemas'
import { maskName } from './invitations'

const STATEMENT_MONTHS = 24

// every route answers through its protocol schema (src/protocol/goldSchemas): what the app is typed against
const Statement = Envelope(Type.Array(GoldMonthDTO))
const Gifts = Envelope(Type.Array(GoldGiftDTO))

function giftDTO(g: GoldGiftRow, lang: Lang): GoldGiftDTO {
  return {
    id: g.id,
    kind: g.kind as GoldGiftKind,
    title: pick(lang, g.titleZh, g.titleEn),
    desc: pick(lang, g.descZh, g.descEn),
    price_gold: g.priceGold,
    days: g.days,
    course_sku: g.courseSku,
    stock: g.stock
  }
}

/** "0912****78" style: all but the first 3 and last 2 digits hidden (at least 2 stars). */
export function maskPhone(phone: string): string {
  if (phone.length <= 5) return `${phone.slice(0, 1)}${'*'.repeat(Math.max(phone.length - 1, 2))}`
  return `${phone.slice(0, 3)}${'*'.repeat(phone.length - 5)}${phone.slice(-2)}`
}

function exchangeDTO(x: GoldExchangeRow, g: GoldGiftRow, lang: Lang): GoldExchangeDTO {
  return {
    id: x.id,
    gift: giftDTO(g, lang),
    gold: x.gold,
    status: x.status as GoldExchangeStatus,
    recipient_name: x.recipientName,
    phone: maskPhone(x.phone),
    address: x.address,
    created_at: x.createdAt.toISOString()
  }
}

export default async function goldRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos, now } = app.ctx

  app.get(
    '/v3/get/invite/ledger',
    { schema: { querystring: PageQuery, response: { 200: PagedOf(GoldEntryDTO) } } },
    async (req) => {
      const user = await requireUser(req)
      const { page, size } = req.query
      const { rows, total } = await repos.gold.entries(user.id, (page - 1) * size, size)
      const list: GoldEntryDTO[] = rows.map((r) => ({
        id: r.e.id,
        amount: r.e.amount,
        reason: (GOLD_REASONS as readonly string[]).includes(r.e.reason) ? (r.e.reason as GoldReason) : 'invite',
        detail:
          r.e.reason === 'exchange'
            ? pick(req.lang, r.giftZh ?? '', r.giftEn ?? '')
            : r.e.reason === 'admin_adjust'
              ? (r.adjustNote ?? '')
              : r.friend
                ? maskName(r.friend)
                : '',
        balance_after: r.e.balanceAfter ?? 0,
        created_at: r.e.createdAt.toISOString()
      }))
      return ok(paged(list, page, size, total))
    }
  )

  app.get('/v3/get/invite/statement', { schema: { response: { 200: Statement } } }, async (req) => {
    const user = await requireUser(req)
    return ok(await repos.gold.statement(user.id, STATEMENT_MONTHS, user.timeZone))
  })

  app.get('/v3/get/invite/gifts', { schema: { response: { 200: Gifts } } }, async (req) => {
    return ok((await repos.gold.gifts()).map((g) => giftDTO(g, req.lang)))
  })

  app.get(
    '/v3/get/invite/exchanges',
    { schema: { querystring: PageQuery, response: { 200: PagedOf(GoldExchangeDTO) } } },
    async (req) => {
      const user = await requireUser(req)
      const { page, size } = req.query
      const { rows, total } = await repos.gold.exchanges(user.id, (page - 1) * size, size)
      return ok(
        paged(
          rows.map((r) => exchangeDTO(r.x, r.g, req.lang)),
          page,
          size,
          total
        )
      )
    }
  )

  app.get(
    '/v3/get/invite/exchange/:id',
    { schema: { params: NumericId, response: { 200: Envelope(GoldExchangeDTO) } } },
    async (req) => {
      const user = await requireUser(req)
      const row = await repos.gold.exchange(user.id, req.params.id)
      if (!row) throw Errors.notFound()
      return ok(exchangeDTO(row.x, row.g, req.lang))
    }
  )

  app.post(
    '/v3/invite/exchange',
    { schema: { body: GoldExchangeBody, response: { 200: Envelope(GoldExchangeDTO) } } },
    async (req) => {
      const user = await requireUser(req)
      const body = req.body
      const gift = await repos.gold.gift(body.gift_id)
      if (!gift) throw Errors.business('goldGiftUnknown')
      const address = (body.address ?? '').trim()
      if (gift.kind === 'physical' && !address) throw Errors.business('goldAddressRequired')
      const result = await repos.gold.exchangeGift({
        userId: user.id,
        giftId: gift.id,
        recipientName: body.recipient_name.trim(),
        nationcode: body.nationcode ?? '86',
        phone: body.phone,
        address,
        idempotencyKey: body.idempotency_key,
        now: now()
      })
      if (result.kind === 'refused') throw Errors.business(result.reason)
      const dto = exchangeDTO(result.exchange, result.gift, req.lang)
      if (result.kind === 'repeated') return ok<GoldExchangeDTO>({ ...dto, repeated: 1 }, t(req.lang, 'goldRepeated'))
      return ok<GoldExchangeDTO>({ ...dto, balance: result.balance, repeated: 0 })
    }
  )
}
