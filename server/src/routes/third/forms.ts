/**
 * Campaign forms: POST /v3/third/order/data, /v3/virtual/form/data and /v3/add/form/data (spec §7 Commerce).
 * Each posts to the endpoint its campaign's form block names, with the spec §5 rules: the phone is 6–12
 * digits with a nation code (refused with the order page's message), every field the form marks required is
 * present. Bad input answers a translated 400 and stores nothing. Logged-out visitors may submit (a landing
 * page is often the first visit); a logged-in submit records the user. `request_id` is the client's id of one
 * submit: retries and double taps store one row (repos/third.ts submitForm). Anonymous writes are limited per IP
 * (a translated 429 past the limit).
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import {
  CAMPAIGN_FORM_PATHS,
  type CampaignFormEndpoint,
  type CampaignFormResultDTO,
  type FormBlock
} from '@app/protocol'
import { liveCampaign } from '../../db/repos/landings'
import { Errors } from '../../errors'
import { currentUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { Attribution, CampaignId, Email, Nationcode, type TypeBoxTypeProvider } from '../schemas'

const PHONE = /^\d{6,12}$/
const EMAIL = new RegExp(Email.pattern!)

const FormBody = Type.Object({
  ...Attribution,
  campaign: CampaignId,
  request_id: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }),
  nationcode: Nationcode,
  phone: Type.String({ maxLength: 32 }),
  name: Type.Optional(Type.String({ maxLength: 32 })),
  wechat: Type.Optional(Type.String({ maxLength: 64 })),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  note: Type.Optional(Type.String({ maxLength: 500 }))
})

export default async function campaignFormRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { campaigns, db, repos, limiter, limits } = app.ctx

  for (const endpoint of Object.keys(CAMPAIGN_FORM_PATHS) as CampaignFormEndpoint[]) {
    app.post(CAMPAIGN_FORM_PATHS[endpoint], { schema: { body: FormBody } }, async (req) => {
      const body = req.body
      await limiter.consume(`form:ip:${req.ip}`, limits.campaignFormPerIp)
      const def = await liveCampaign(db, campaigns, body.campaign)
      const form = def?.blocks.find((b): b is FormBlock => b.type === 'form' && b.endpoint === endpoint)
      if (!def || !form) throw Errors.badRequest('badField', { field: 'campaign' })
      const value = (key: string) => (body[key as keyof typeof body] as string | undefined)?.trim() ?? ''
      for (const f of form.fields)
        if (f.required && !value(f.key)) throw Errors.badRequest('missingField', { field: f.label })
      if (!PHONE.test(value('phone'))) throw Errors.badRequest('phoneInvalid')
      if (value('email') && !EMAIL.test(value('email'))) throw Errors.badRequest('badField', { field: 'email' })
      // Only the fields this form asks for are kept.
      const extra: Record<string, string> = {}
      for (const f of form.fields)
        if (f.key !== 'phone' && f.key !== 'name' && value(f.key)) extra[f.key] = value(f.key)
      const user = await currentUser(req)
      const asks = (key: string) => form.fields.some((f) => f.key === key)
      const { row, duplicate } = await repos.third.submitForm({
        kind: endpoint,
        campaign: def.id,
        campaignVersion: def.version,
        requestId: body.request_id,
        userId: user?.id ?? null,
        nationcode: body.nationcode,
        phone: value('phone'),
        name: asks('name') ? value('name') || null : null,
        fields: extra,
        channelTag: body.channel_tag ?? null,
        pullChannelId: body.pull_channel_id ?? null,
        channel: body.channel ?? null
      })
      const data: CampaignFormResultDTO = { id: row.id, duplicate }
      return ok(data)
    })
  }
}
