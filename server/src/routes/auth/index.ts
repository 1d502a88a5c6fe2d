/** The auth domain as one plugin: logins and codes, the account (bindings, password, deletion), dev code tools. */
import type { FastifyInstance } from 'fastify'
import loginRoutes from './login'
import accountRoutes from './account'
import devCodeRoutes from './devCodes'

export default async function authRoutes(app: FastifyInstance) {
  await app.register(loginRoutes)
  await app.register(accountRoutes)
  await app.register(devCodeRoutes)
}
