/**
 * Live chat moderation (moderator, owner): the lives with their chat, a live's messages (search, by user, hidden
 * or not), who is muted or removed there, mute/unmute/remove/restore a user, hide/unhide a message.
 * docs/admin-api.md "Live chat".
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { adminLiveChatRepo } from '../../db/repos/adminLiveChat'
import { MODERATION } from '../../services/admin/access'
import {
  CHAT_USER_ACTIONS,
  chatLive,
  chatLiveDto,
  chatMessageDto,
  chatUserAction,
  setMessageHidden
} from '../../services/admin/liveChat'
import type { TypeBoxTypeProvider } from '../schemas'
import { actorOf, BoolQuery, boolOf, IdParams, listQuery, pageOf, sendList } from './list'

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })
const MessageList = listQuery({ userId: Type.Optional(Id), hidden: Type.Optional(BoolQuery) })
const MessageParams = Type.Object({ id: Id, messageId: Id })
const UserBody = Type.Object({ userId: Id })

export default async function adminLiveChatRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db, now, bus } = app.ctx
  const config = { adminRoles: MODERATION }
  const repo = adminLiveChatRepo(db)

  app.get('/live-chats', { config, schema: { querystring: listQuery({}) } }, async (req, reply) => {
    const { offset, limit } = pageOf(req.query)
    const { rows, total } = await repo.lives(req.query.q?.trim() || undefined, offset, limit)
    return sendList(
      reply,
      rows.map((r) => chatLiveDto(r, now())),
      total
    )
  })
  app.get('/live-chats/:id', { config, schema: { params: IdParams } }, async (req) =>
    chatLiveDto(await chatLive(db, req.params.id), now())
  )
  app.get(
    '/live-chats/:id/messages',
    { config, schema: { params: IdParams, querystring: MessageList } },
    async (req, reply) => {
      await chatLive(db, req.params.id)
      const { offset, limit } = pageOf(req.query)
      const { rows, total } = await repo.messages(
        req.params.id,
        { q: req.query.q?.trim() || undefined, userId: req.query.userId, hidden: boolOf(req.query.hidden) },
        offset,
        limit
      )
      return sendList(reply, rows.map(chatMessageDto), total)
    }
  )
  app.get('/live-chats/:id/sanctions', { config, schema: { params: IdParams } }, async (req, reply) => {
    await chatLive(db, req.params.id)
    const rows = (await repo.sanctions(req.params.id)).map((r) => ({
      userId: r.userId,
      nickname: r.nickname,
      email: r.email,
      kind: r.kind === 'ban' ? 'muted' : 'removed',
      createdAt: r.createdAt.toISOString()
    }))
    return sendList(reply, rows, rows.length)
  })
  for (const action of CHAT_USER_ACTIONS)
    app.post(`/live-chats/:id/${action}`, { config, schema: { params: IdParams, body: UserBody } }, async (req) =>
      chatUserAction(db, bus, req.params.id, req.body.userId, action, actorOf(req), now())
    )
  for (const hide of [true, false])
    app.post(
      `/live-chats/:id/messages/:messageId/${hide ? 'hide' : 'unhide'}`,
      { config, schema: { params: MessageParams } },
      async (req) => setMessageHidden(db, bus, req.params.id, req.params.messageId, hide, actorOf(req), now())
    )
}
