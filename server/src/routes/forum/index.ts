/** The study community as one plugin: posts (feed, detail, create, delete, like, report), comments, blocks, video upload. */
import type { FastifyInstance } from 'fastify'
import forumBlockRoutes from './blocks'
import forumCommentRoutes from './comments'
import forumPostRoutes from './posts'
import forumVideoRoutes from './video'

export default async function forumRoutes(app: FastifyInstance) {
  await app.register(forumPostRoutes)
  await app.register(forumCommentRoutes)
  await app.register(forumBlockRoutes)
  await app.register(forumVideoRoutes)
}
