/** POST/GET/DELETE /admin/api/session: sign in with e-mail, password and TOTP code; the session is a cookie. */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { ALL_ROLES } from '../../services/admin/access'
import { operatorDto, SESSION_MAX_MS, signIn, signOut } from '../../services/admin/operators'
import type { TypeBoxTypeProvider } from '../schemas'
import { actorOf } from './list'
import { adminToken, sessionCookie } from './cookie'

const SignInBody = Type.Object({
  email: Type.String({ minLength: 3, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
  otp: Type.String({ minLength: 1, maxLength: 12 })
})

export default async function adminSessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db, now } = app.ctx
  const secure = process.env.NODE_ENV === 'production'
  const cookie = (value: string, maxAgeS: number) => sessionCookie(value, maxAgeS, secure)

  app.post('/session', { schema: { body: SignInBody }, config: { adminPublic: true } }, async (req, reply) => {
    const { token, operator } = await signIn(db, req.body, req.ip, now())
    reply.header('set-cookie', cookie(token, SESSION_MAX_MS / 1000))
    reply.header('cache-control', 'no-store')
    return { operator: operatorDto(operator) }
  })

  app.get('/session', { config: { adminRoles: ALL_ROLES } }, async (req, reply) => {
    reply.header('cache-control', 'no-store')
    return { operator: operatorDto(req.operator!) }
  })

  app.delete('/session', { config: { adminRoles: ALL_ROLES } }, async (req, reply) => {
    await signOut(db, adminToken(req), actorOf(req), now())
    reply.header('set-cookie', cookie('', 0))
    return reply.status(204).send()
  })
}
