/**
 * GET /pay/:provider/confirm — where a redirect provider (LINE Pay) sends the browser after the user approved
 * (providers-notes §2.3; LINE Pay appends transactionId and orderId to our confirmUrl). The browser's request
 * proves nothing: the order row is claimed for that transaction (one per order), then the provider's Confirm is
 * called server to server, signed, for the order's own amount (LINE Pay refuses another amount: 1153), and only its
 * success settles — through the same step as every other confirmation (confirm.ts). The browser then lands on the
 * app's result page, which reads the order's status.
 *
 * GET /pay/wechatpay/oa-return — where WeChat's web authorization (snsapi_base) sends the browser back in WeChat's
 * browser when a payment there needed the payer's Official Account openid (providers/wechatpay: the pay answer
 * was a redirect to WeChat's authorize page). The state is ours (signed, 10 minutes) and names the user and the
 * order; the code is redeemed once at WeChat for the openid, which is kept on the user, and the browser goes on
 * to the result page with `resume=wechatpay`, where the app pays the order with the signed sheet. A code WeChat
 * refuses lands there with `wx_oa=failed` (the page offers to try again); a state that is not ours is a 400.
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { IdentityError } from '../../providers'
import { paymentMember } from '../../providers/payment'
import type { WechatPayProvider } from '../../providers/wechatpay'
import { Errors } from '../../errors'
import type { TypeBoxTypeProvider } from '../schemas'
import { confirmPayment } from './confirm'

const OaReturnQuery = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 128 })),
  state: Type.String({ maxLength: 128 })
})

const ReturnQuery = Type.Object({
  order_no: Type.String({ pattern: '^JX[0-9A-F]{8,40}$' }),
  transactionId: Type.String({ pattern: '^[0-9]{1,25}$' }),
  orderId: Type.String({ maxLength: 100 })
})

export default async function paymentReturnRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { providers, now } = app.ctx
  const repo = app.ctx.repos.commerce

  app.get('/pay/wechatpay/oa-return', { schema: { querystring: OaReturnQuery } }, async (req, reply) => {
    const provider = paymentMember(providers.payment, 'wechatpay') as WechatPayProvider | undefined
    const browser = provider?.config?.browser
    if (!browser) return reply.status(404).send()
    const state = browser.officialAccount.openState(req.query.state, now())
    if (!state) throw Errors.badRequest('badRequest')
    const result = (extra: string) => `${browser.resultUrl}?order_no=${state.orderNo}&${extra}`
    const code = req.query.code
    if (!code) return reply.redirect(result('wx_oa=failed'), 302)
    let openid: string
    try {
      openid = (await browser.officialAccount.exchange(code)).openid
    } catch (err) {
      if (!(err instanceof IdentityError)) throw err
      req.log.warn({ orderNo: state.orderNo, reason: err.reason, detail: err.message }, 'wechat web authorization')
      return reply.redirect(result('wx_oa=failed'), 302)
    }
    await app.ctx.repos.users.update(state.userId, { wechatOaOpenid: openid })
    return reply.redirect(result('resume=wechatpay'), 302)
  })

  app.get(
    '/pay/:provider/confirm',
    { schema: { params: Type.Object({ provider: Type.String() }), querystring: ReturnQuery } },
    async (req, reply) => {
      const provider = paymentMember(providers.payment, req.params.provider)
      const { order_no: orderNo, transactionId: txn, orderId } = req.query
      if (!provider?.confirm || !provider.resultUrl) return reply.status(404).send()
      const result = `${provider.resultUrl}${provider.resultUrl.includes('?') ? '&' : '?'}order_no=${orderNo}`
      const order = await repo.order(orderNo)
      if (!order || !orderId.startsWith(`${orderNo}-`)) return reply.redirect(result, 302)
      if (order.status === 'pending') {
        const claimed = await repo.claimPayment(order.id, provider.name, txn)
        if (claimed) {
          const outcome = await provider.confirm(txn, order.orderNo, order.payCents)
          if (outcome.status === 'paid') await confirmPayment({ repo, provider, now, log: req.log }, claimed, outcome)
          // Refused for good: another approval may be confirmed. Not answering: the claim stays for reconciliation.
          else if (outcome.status === 'failed' && outcome.reason !== 'unavailable') {
            req.log.warn({ orderNo, reason: outcome.reason }, 'payment confirmation refused')
            await repo.releasePayment(order.id, txn)
          }
        }
      }
      return reply.redirect(result, 302)
    }
  )
}
