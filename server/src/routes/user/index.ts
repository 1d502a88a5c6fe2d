/** The user domain as one plugin: uploaded files (avatars). */
import type { FastifyInstance } from 'fastify'
import fileRoutes from './files'

export default async function userRoutes(app: FastifyInstance) {
  await app.register(fileRoutes)
}
