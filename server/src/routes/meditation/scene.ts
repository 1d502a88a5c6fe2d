/** Scenes (background music) and the user's chosen scene. */
import { Type } from '@sinclair/typebox'
import type { TypeBoxTypeProvider } from '../schemas'
import type { FastifyInstance } from 'fastify'
import type { UserSceneDTO } from '@app/protocol'
import { Errors } from '../../errors'
import { currentUser, requireUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { sceneDTO } from '../dto'

const SetScene = Type.Object({ scene_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) })

export default async function sceneRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos, now } = app.ctx
  const med = repos.meditation

  app.get('/v3/meditation/sceneList', async (req) => ok((await med.scenes()).map((s) => sceneDTO(s, req.lang))))

  app.get('/v3/meditation/userScene', async (req) => {
    const user = await currentUser(req)
    const chosen = user ? await med.userScene(user.id) : undefined
    const scene = chosen ?? (await med.scenes())[0]
    if (!scene) throw Errors.notFound()
    const data: UserSceneDTO = { scene: sceneDTO(scene, req.lang), is_default: !chosen }
    return ok(data)
  })

  app.post('/v3/meditation/userScene', { schema: { body: SetScene } }, async (req) => {
    const user = await requireUser(req)
    const scene = await med.scene(req.body.scene_id)
    if (!scene) throw Errors.notFound()
    await med.setUserScene(user.id, scene.id, new Date(now()))
    const data: UserSceneDTO = { scene: sceneDTO(scene, req.lang), is_default: false }
    return ok(data)
  })
}
