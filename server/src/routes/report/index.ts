/** The practice report domain as one plugin: the report and its sessions, check-ins, research forms, kzero. */
import type { FastifyInstance } from 'fastify'
import reportFigureRoutes from './report'
import checkInRoutes from './checkIns'
import researchRoutes from './research'

export default async function reportRoutes(app: FastifyInstance) {
  await app.register(reportFigureRoutes)
  await app.register(checkInRoutes)
  await app.register(researchRoutes)
}
