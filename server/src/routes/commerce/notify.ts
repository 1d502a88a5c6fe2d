/**
 * Payment providers' callbacks: POST /pay/notify/:provider (WeChat Pay's notify_url). Outside /v3 on purpose: the
 * app's request signature does not apply, the provider's own does. For each callback, in this order:
 * 1. the body is kept as the exact text received (a content-type parser scoped to this plugin), because the
 *    signature covers those bytes (providers-notes §0);
 * 2. the provider adapter verifies it: its signature with the platform key named by its serial, a timestamp
 *    within 300 s, not a SIGNTEST probe; then decrypts its resource (AES-256-GCM, APIv3 key) and checks it is
 *    about our merchant;
 * 3. its nonce must be new (a replayed notification is refused, on every process: the shared nonce store);
 * 4. the order settles through the same step as the user's payment (confirm.ts), once however many
 *    notifications and confirmations race.
 * Refused: 401 with WeChat's failure body (WeChat retries, which is harmless); accepted: 204.
 */
import type { FastifyInstance, FastifyReply } from 'fastify'
import { sha256 } from '../../lib/crypto'
import { NotificationRefused, paymentMember } from '../../providers/payment'
import { confirmPayment, confirmRefund, type ConfirmDeps } from './confirm'

const FAIL = (message: string) => ({ code: 'FAIL', message })

export default async function paymentNotifyRoutes(app: FastifyInstance) {
  // Scoped to this plugin: the raw text, not the app's parsed JSON.
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) =>
    done(null, body)
  )
  const { providers, nonces, now } = app.ctx

  app.post<{ Params: { provider: string } }>('/pay/notify/:provider', async (req, reply: FastifyReply) => {
    const provider = paymentMember(providers.payment, req.params.provider)
    if (!provider?.notification) return reply.status(404).send(FAIL('unknown'))
    if (typeof req.body !== 'string') return reply.status(400).send(FAIL('body'))
    let n
    try {
      n = await provider.notification({ headers: req.headers, body: req.body })
    } catch (err) {
      if (!(err instanceof NotificationRefused)) throw err
      req.log.warn({ reason: err.reason, provider: provider.name }, 'payment notification refused')
      return reply.status(401).send(FAIL(err.reason))
    }
    if (n.freshness) {
      // In the store of the app's own nonces, apart from them (and in its alphabet): the provider's name + a hash.
      const key = provider.name.replace(/[^A-Za-z0-9]/g, '') + sha256(n.freshness.nonce).slice(0, 40)
      const fresh = await nonces.remember(key, n.freshness.timestampSeconds, now())
      if (!fresh) {
        req.log.warn({ provider: provider.name }, 'payment notification replayed')
        return reply.status(401).send(FAIL('replayed'))
      }
    }
    if (n.kind === 'ignored') return reply.status(204).send()
    const repo = app.ctx.repos.commerce
    const order = await repo.order(n.orderNo)
    if (!order) {
      // Verified and ours, but no such order here: nothing a retry would change.
      req.log.error({ orderNo: n.orderNo, provider: provider.name }, 'notification for an unknown order')
      return reply.status(204).send()
    }
    const deps: ConfirmDeps = { repo, provider, now, log: req.log }
    if (n.kind === 'payment') {
      const r = await confirmPayment(deps, order, n.outcome)
      if (r === 'amountMismatch') return reply.status(400).send(FAIL('amount'))
    } else await confirmRefund(deps, order, n.outcome)
    return reply.status(204).send()
  })
}
