/** Blocking a user in the community: their posts and comments disappear for the one who blocked them. */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { Errors } from '../../errors'
import { requireUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { NumericId, type TypeBoxTypeProvider } from '../schemas'
import { forumError } from './rules'

const BlockBody = Type.Object({ user_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) })

export default async function forumBlockRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos } = app.ctx

  app.post('/v3/forum/blocks', { schema: { body: BlockBody } }, async (req) => {
    const user = await requireUser(req)
    const other = req.body.user_id
    if (other === user.id) throw forumError('forumBlockSelf')
    if (!(await repos.users.findById(other))) throw Errors.notFound()
    await repos.forum.block(user.id, other)
    return ok({ user_id: other, blocked: true })
  })

  app.delete('/v3/forum/blocks/:id', { schema: { params: NumericId } }, async (req) => {
    const user = await requireUser(req)
    await repos.forum.unblock(user.id, req.params.id)
    return ok({ user_id: req.params.id, blocked: false })
  })
}
