/**
 * TypeBox schemas of the curated collections' payloads (./collection lists the routes and keeps the app's
 * runtime-free view). The server validates the favourite body with them and answers every collection route through
 * them (response schemas); the app imports only their `Static` types, so TypeBox is not bundled into it (issue 30
 * item 2).
 *
 * Unknown fields: Fastify's response serializer sends only the fields a schema names, so a field a handler adds
 * and this file does not name is dropped, never sent (as ./goldSchemas and ./courseFavoritesSchemas decide). The
 * schemas do not say `additionalProperties: false`, which would change nothing on the wire; the server test
 * (server/test/collection-schemas.test.ts) checks the handlers' own values against them made strict.
 */
import { Type, type Static } from '@sinclair/typebox'

export const CollectionCardDTO = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  intro: Type.String(),
  cover: Type.String(),
  item_count: Type.Integer()
})
export type CollectionCardDTO = Static<typeof CollectionCardDTO>

/** One entry: a meditation album (opens its detail by sku) or a course (opens as its course card would). */
export const CollectionItemDTO = Type.Object({
  kind: Type.Union([Type.Literal('meditation'), Type.Literal('course')]),
  id: Type.Integer(),
  sku: Type.String(),
  title: Type.String(),
  subtitle: Type.String(),
  teacher: Type.String(),
  cover: Type.String(),
  /** Course entries: the commodity type and sub type that pick the page (spec §2 course card jump). */
  type: Type.Integer(),
  sub_type: Type.Integer()
})
export type CollectionItemDTO = Static<typeof CollectionItemDTO>

/** GET /v3/collection/{id}; `favorited` is false for a visitor. */
export const CollectionDetailDTO = Type.Composite([
  CollectionCardDTO,
  Type.Object({
    items: Type.Array(CollectionItemDTO),
    favorited: Type.Boolean(),
    favorite_count: Type.Integer()
  })
])
export type CollectionDetailDTO = Static<typeof CollectionDetailDTO>

/** PUT /v3/collection/favorite (logged in): save (true) or unsave (false) a collection; idempotent. */
export const CollectionFavoriteBody = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  favorite: Type.Boolean()
})
export type CollectionFavoriteBody = Static<typeof CollectionFavoriteBody>

/** PUT /v3/collection/favorite's answer. */
export const CollectionFavoriteDTO = Type.Object({
  id: Type.Integer(),
  favorited: Type.Boolean(),
  favorite_count: Type.Integer()
})
export type CollectionFavoriteDTO = Static<typeof CollectionFavoriteDTO>
