/**
 * Brand spaces (/study/pages/enterprise/<slug>): the brand for everyone, its courses, lives and members-only
 * audio for members. The enterprise play data (isEnterPrise 1) answers 1200 (spec §8: enterprise WeChat login) to
 * anyone outside the enterprise.
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { EnterpriseSpaceDTO, PlayInfoDTO, ResourceDTO } from '@app/protocol'
import { Errors } from '../../errors'
import { pick } from '../../i18n'
import { hmacSha256 } from '../../lib/crypto'
import { currentUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { courseCardDTO } from '../dto'
import { asCard } from '../course/detail'
import { Sku, type TypeBoxTypeProvider } from '../schemas'
import { brandDTO } from './dto'

const SlugParams = Type.Object({ slug: Type.String({ pattern: '^[a-z]{1,32}$' }) })
const PlayQuery = Type.Object({ resource_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })) })

export default async function spaceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos, now } = app.ctx

  app.get('/v3/enterprise/space/:slug', { schema: { params: SlugParams } }, async (req) => {
    const enterprise = await repos.enterprise.bySlug(req.params.slug)
    if (!enterprise) throw Errors.notFound()
    const user = await currentUser(req)
    const member = user ? await repos.enterprise.isMember(user.id, enterprise.id) : false
    const content = member ? await repos.enterprise.spaceCourses(enterprise.id) : []
    const albums = member ? await repos.enterprise.albums(enterprise.id) : []
    const card = (c: (typeof content)[number]) => courseCardDTO(asCard(c.course), req.lang, now())
    const data: EnterpriseSpaceDTO = {
      enterprise: brandDTO(enterprise, req.lang),
      logged_in: !!user,
      member,
      courses: content.filter((c) => c.kind === 'course').map(card),
      lives: content.filter((c) => c.kind === 'live').map(card),
      albums: albums.map(({ album, tracks }) => ({
        sku: album.sku,
        title: pick(req.lang, album.titleZh, album.titleEn),
        cover: album.cover,
        tracks
      })),
      // the member's id at the kzero partner: stable, and not the user id itself
      kzero_open_id:
        member && user && enterprise.slug === 'kzero'
          ? hmacSha256(app.ctx.mediaKey, `kzero-open-id:${user.id}`).slice(0, 32)
          : null
    }
    return ok(data)
  })

  app.get(
    '/v3/enterprise/playInfo/:sku',
    { schema: { params: Type.Object({ sku: Sku }), querystring: PlayQuery } },
    async (req) => {
      const found = await repos.enterprise.album(req.params.sku)
      if (!found) throw Errors.notFound()
      const user = await currentUser(req)
      if (!user || !(await repos.enterprise.isMember(user.id, found.album.enterpriseId))) throw Errors.enterpriseLogin()
      const list: ResourceDTO[] = found.tracks.map((t) => ({
        id: t.id,
        title: pick(req.lang, t.titleZh, t.titleEn),
        duration: t.duration,
        is_vip: 0,
        full_path: t.fullPath
      }))
      const current = req.query.resource_id ? list.find((r) => r.id === req.query.resource_id) : list[0]
      if (!current) throw Errors.notFound()
      const data: PlayInfoDTO = {
        sku: found.album.sku,
        cid: String(found.album.id),
        title: pick(req.lang, found.album.titleZh, found.album.titleEn),
        cover: found.album.cover,
        resource: current,
        list,
        isEnterPrise: 1,
        isVip: 0,
        position: 0
      }
      return ok(data)
    }
  )
}
