/** TypeBox building blocks for route schemas; validation failures become 400 / code 4000 (plugins/errors). */
import { Type, type Static, type TSchema } from '@sinclair/typebox'
import type { FastifyTypeProvider } from 'fastify'
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, MOBILE_PATTERN } from '@app/protocol/common'

/**
 * Response schemas (issue 30 item 2): the envelope around a payload schema of src/protocol, and a page of them.
 * Given as `response: { 200: Envelope(X) }`, the answer is serialised through the schema (a field it does not
 * name is not sent; one it requires and the handler left out fails the request and the tests) and the handler's
 * return value is type-checked against it.
 */
export const Envelope = <T extends TSchema>(data: T) => Type.Object({ code: Type.Literal(0), msg: Type.String(), data })
export const PagedOf = <T extends TSchema>(item: T) =>
  Envelope(
    Type.Object({
      list: Type.Array(item),
      page: Type.Integer(),
      size: Type.Integer(),
      total: Type.Integer(),
      has_more: Type.Boolean()
    })
  )

/** The protocol's one address rule (spec §5; the app's forms check the same), lower-cased by handlers before use. */
export const Email = Type.String({ pattern: EMAIL_PATTERN, maxLength: EMAIL_MAX_LENGTH })
/** 6 to 12 digits (spec §5; the app's rule too). */
export const Mobile = Type.String({ pattern: MOBILE_PATTERN })
/** Country calling code without '+', default 86 (spec §9). */
export const Nationcode = Type.String({ pattern: '^\\d{1,4}$', default: '86' })
export const Code = Type.String({ pattern: '^\\d{6}$' })
export const Password = Type.String({ minLength: 8, maxLength: 64 })
export const Nickname = Type.String({ minLength: 1, maxLength: 32 })
/** An absolute http(s) URL or a path on our origin (avatars, covers). */
/** An IANA time zone name the app sends (`tz`): unknown names fall back where it is read (lib/zonedDay validZone). */
export const TzString = Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_+/-]+$' })
export const Url = Type.String({ pattern: '^(https?://[^\\s]+|/[^\\s]*)$', maxLength: 512 })
/**
 * A decimal that fits PostgreSQL's `integer` (0 … 2 147 483 647, leading zeros allowed): digit strings that are
 * looked up as ids must fit, or the database refuses the query (a 500 where the input was at fault).
 */
export const INT4_DIGITS =
  '0*(?:[0-9]{1,9}|1[0-9]{9}|20[0-9]{8}|21[0-3][0-9]{7}|214[0-6][0-9]{6}|2147[0-3][0-9]{5}|21474[0-7][0-9]{4}|' +
  '214748[0-2][0-9]{3}|2147483[0-5][0-9]{2}|21474836[0-3][0-9]|214748364[0-7])'
/** A course's sku, or its numeric id (repos look an all-digit key up by id, so it must be an `integer`). */
export const Sku = Type.String({
  pattern: `^(?:[0-9]*[A-Za-z_-][A-Za-z0-9_-]*|${INT4_DIGITS})$`,
  minLength: 1,
  maxLength: 64
})
/** A user id sent as text or number by invitation links ('' or 0: none). */
export const LinkUserId = Type.Union([
  Type.String({ pattern: `^(?:${INT4_DIGITS})?$`, maxLength: 16 }),
  Type.Integer({ minimum: 0, maximum: 2_147_483_647 })
])
/** A channel parameter of a landing URL (spec §3 pull_channel_id, channel_tag, channel). */
export const ChannelValue = Type.String({ pattern: '^[A-Za-z0-9_.:-]{1,64}$' })
/** A campaign id (the `third` page it lands on). */
export const CampaignId = Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' })
/** Optional attribution fields carried by orders, campaign forms and the behaviour log. */
export const Attribution = {
  campaign: Type.Optional(CampaignId),
  channel_tag: Type.Optional(ChannelValue),
  pull_channel_id: Type.Optional(ChannelValue),
  channel: Type.Optional(ChannelValue)
}
/** A path key that is either a sku or a numeric id. */
export const SkuOrId = Type.Object({ id: Sku })
export const NumericId = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) })
export const PageQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  size: Type.Integer({ minimum: 1, maximum: 100, default: 20 })
})
export type PageQueryT = Static<typeof PageQuery>

/** A provider's code or access token: URL-safe characters only. */
export const ProviderCode = Type.String({ pattern: '^[A-Za-z0-9._~+/=-]{1,512}$' })
export const ThirdCode = Type.Object({ code: ProviderCode })

export function paged<T>(list: T[], page: number, size: number, total: number) {
  return { list, page, size, total, has_more: page * size < total }
}

/**
 * Fastify's type provider for TypeBox: a route's `schema` (params, querystring, body) types its `req`, so the
 * schema is written once and never repeated as a generic. Each route plugin starts with
 * `const app = fastify.withTypeProvider<TypeBoxTypeProvider>()`. The same definition as
 * @fastify/type-provider-typebox's, without its runtime part (not needed: validation stays with Fastify's ajv).
 */
export interface TypeBoxTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends TSchema ? Static<this['schema']> : unknown
  serializer: this['schema'] extends TSchema ? Static<this['schema']> : unknown
}
