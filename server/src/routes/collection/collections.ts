/**
 * Curated collections (spec §7 `/v3/collection/*`, paths ours): GET list, GET {id} with its albums and courses in
 * the collection's order, PUT favorite (idempotent, logged in).
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import {
  CollectionCardDTO,
  CollectionDetailDTO,
  CollectionFavoriteBody,
  CollectionFavoriteDTO,
  CollectionItemDTO
} from '@app/protocol/collectionSchemas'
import type { CollectionItemRow, CollectionRow } from '../../db/repos/collections'
import { Errors } from '../../errors'
import { pick, type Lang } from '../../i18n'
import { currentUser, requireUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { Envelope, NumericId, type TypeBoxTypeProvider } from '../schemas'

// every route answers through its protocol schema (src/protocol/collectionSchemas): what the app is typed against
const List = Envelope(Type.Array(CollectionCardDTO))
const Detail = Envelope(CollectionDetailDTO)
const Favorite = Envelope(CollectionFavoriteDTO)

function cardDTO(c: CollectionRow, itemCount: number, lang: Lang): CollectionCardDTO {
  return {
    id: c.id,
    title: pick(lang, c.titleZh, c.titleEn),
    intro: pick(lang, c.introZh, c.introEn),
    cover: c.cover,
    item_count: itemCount
  }
}

function itemDTO(r: CollectionItemRow, lang: Lang): CollectionItemDTO | null {
  const g = r.goods
  if (g)
    return {
      kind: 'meditation',
      id: g.id,
      sku: g.sku,
      title: pick(lang, g.titleZh, g.titleEn),
      subtitle: pick(lang, g.subtitleZh, g.subtitleEn),
      teacher: pick(lang, g.teacherZh, g.teacherEn),
      cover: g.cover,
      type: 0,
      sub_type: 0
    }
  const c = r.course
  if (c)
    return {
      kind: 'course',
      id: c.id,
      sku: c.sku,
      title: pick(lang, c.titleZh, c.titleEn),
      subtitle: pick(lang, c.subtitleZh, c.subtitleEn),
      teacher: pick(lang, c.teacherZh, c.teacherEn),
      cover: c.cover,
      type: c.type,
      sub_type: c.subType
    }
  return null
}

export default async function collectionDetailRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos } = app.ctx

  app.get('/v3/collection/list', { schema: { response: { 200: List } } }, async (req) => {
    const rows = await repos.collections.list()
    return ok(rows.map((c) => cardDTO(c, c.itemCount, req.lang)))
  })

  app.get('/v3/collection/:id', { schema: { params: NumericId, response: { 200: Detail } } }, async (req) => {
    const c = await repos.collections.get(req.params.id)
    if (!c) throw Errors.notFound()
    const user = await currentUser(req)
    const [rows, favoriteCount, favorited] = await Promise.all([
      repos.collections.items(c.id),
      repos.collections.favoriteCount(c.id),
      user ? repos.collections.isFavorite(user.id, c.id) : Promise.resolve(false)
    ])
    const items = rows.map((r) => itemDTO(r, req.lang)).filter((x): x is CollectionItemDTO => x !== null)
    const dto: CollectionDetailDTO = {
      ...cardDTO(c, items.length, req.lang),
      items,
      favorited,
      favorite_count: favoriteCount
    }
    return ok(dto)
  })

  app.put(
    '/v3/collection/favorite',
    { schema: { body: CollectionFavoriteBody, response: { 200: Favorite } } },
    async (req) => {
      const user = await requireUser(req)
      const c = await repos.collections.get(req.body.id)
      if (!c) throw Errors.notFound()
      await repos.collections.setFavorite(user.id, c.id, req.body.favorite)
      const dto: CollectionFavoriteDTO = {
        id: c.id,
        favorited: req.body.favorite,
        favorite_count: await repos.collections.favoriteCount(c.id)
      }
      return ok(dto)
    }
  )
}
