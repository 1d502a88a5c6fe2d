/** Enterprises (spec §6, §7 /v3/enterprise/*): WeCom login, groups and their admins, brand spaces, live monitors. */
import type { FastifyInstance } from 'fastify'
import groupRoutes from './groups'
import monitorRoutes from './monitor'
import spaceRoutes from './spaces'
import wecomRoutes from './wecom'

export default async function enterpriseRoutes(app: FastifyInstance) {
  await app.register(wecomRoutes)
  await app.register(groupRoutes)
  await app.register(spaceRoutes)
  await app.register(monitorRoutes)
}
