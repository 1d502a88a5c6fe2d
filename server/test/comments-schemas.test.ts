/**
 * The comment threads (a course's comments, a camp's messages, a track's comments) answer through their protocol
 * schemas (src/protocol/commentsSchemas, issue 30 item 2): every route has its response schema, and what each
 * handler makes fits it exactly (no field beyond those named, none missing), checked before Fastify's serializer,
 * which would drop an extra field silently.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { Type, type TSchema } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { CourseDetailDTO } from '@app/protocol'
import { CommentDTO, CommentLikeDTO, CommentPageDTO, VodCommentsDTO } from '@app/protocol/commentsSchemas'
import { Envelope } from '../src/routes/schemas'
import { createTestApp, loginDemo, loginWithEmail, type TestApp } from './helpers'
import { schemaCheck } from './responseSchemaCheck'

const check = schemaCheck([
  '/v2/comments',
  '/v2/commodity/:id/comments',
  '/v3/meditation/resourceComment',
  '/test/comment-'
])
let t: TestApp
let token: string
let reader: string
let course: CourseDetailDTO
const TRACK = 101 // the first track of the first demo album
const CAMP = 61 // camp-breath, an online camp

// two routes that break the comment's schema, to show that the check (and the serializer) see it
const comment: CommentDTO = {
  id: 1,
  content: 'c',
  nickname: 'n',
  avatar: '',
  like_count: 0,
  liked: false,
  mine: false,
  created_at: new Date(0).toISOString()
}
async function probes(app: FastifyInstance) {
  const schema = { response: { 200: Envelope(CommentDTO) } }
  app.get('/test/comment-extra', { schema }, async () => ({ code: 0, msg: 'ok', data: { ...comment, user_id: 7 } }))
  app.get('/test/comment-missing', { schema }, async () => {
    const { mine: _dropped, ...rest } = comment
    return { code: 0, msg: 'ok', data: rest }
  })
}

before(async () => {
  t = await createTestApp({ plugins: [check.plugin, { plugin: probes }] })
  token = await loginDemo(t, 'user')
  reader = (await loginWithEmail(t, 'comment-reader@example.com')).token
  course = (await t.call('GET', '/v3/get/goods/info', { query: { sku: 'c-mindfulness' } })).body.data
})
after(() => t.close())

test('every comment route answers through its protocol schema', () => {
  const expected: [string, TSchema][] = [
    ['GET /v2/comments/:id', Envelope(CommentPageDTO)],
    ['POST /v2/comments/:id', Envelope(CommentDTO)],
    ['DELETE /v2/comments/:id', Envelope(Type.Null())],
    ['PUT /v2/comments/:id/like', Envelope(CommentLikeDTO)],
    ['GET /v2/comments/vod/:id', Envelope(VodCommentsDTO)],
    ['GET /v2/commodity/:id/comments', Envelope(CommentPageDTO)],
    ['POST /v2/commodity/:id/comments', Envelope(CommentDTO)],
    ['GET /v3/meditation/resourceComments', Envelope(CommentPageDTO)],
    ['POST /v3/meditation/resourceComments', Envelope(CommentDTO)],
    ['DELETE /v3/meditation/resourceComments', Envelope(Type.Null())],
    ['PUT /v3/meditation/resourceCommentLike', Envelope(CommentLikeDTO)]
  ]
  const routes = [...check.routes.keys()].filter((r) => !r.includes('/test/')).sort()
  assert.deepEqual(routes, expected.map(([r]) => r).sort(), 'the domain has these routes')
  for (const [route, schema] of expected) assert.deepEqual(check.routes.get(route), schema, route)
})

test('what the handlers make fits the schemas exactly: post, read (author, reader, visitor), like, delete', async () => {
  const ok = (r: { body: { code: number; msg: string; data: unknown } }) => {
    assert.equal(r.body.code, 0, r.body.msg)
    return r.body.data as never
  }
  const threads = [
    { post: `/v2/comments/${course.id}`, read: `/v2/comments/${course.id}`, body: {} as Record<string, unknown> },
    { post: `/v2/commodity/${CAMP}/comments`, read: `/v2/commodity/${CAMP}/comments`, body: {} },
    { post: '/v3/meditation/resourceComments', read: '/v3/meditation/resourceComments', body: { resource_id: TRACK } }
  ]
  for (const thread of threads) {
    const posted: CommentDTO = ok(
      await t.call('POST', thread.post, { body: { ...thread.body, content: '好課' }, token })
    )
    const query = 'resource_id' in thread.body ? { resource_id: TRACK } : undefined
    for (const who of [token, reader, undefined]) {
      const page: CommentPageDTO = ok(await t.call('GET', thread.read, { query, token: who, lang: 'en' }))
      assert.ok(page.list.some((c) => c.id === posted.id))
    }
    const track = 'resource_id' in thread.body
    const like = track
      ? await t.call('PUT', '/v3/meditation/resourceCommentLike', {
          body: { comment_id: posted.id, like: true },
          token: reader
        })
      : await t.call('PUT', `/v2/comments/${posted.id}/like`, { body: { like: true }, token: reader })
    assert.equal((ok(like) as CommentLikeDTO).like_count, 1)
    const liked: CommentPageDTO = ok(await t.call('GET', thread.read, { query, token: reader }))
    assert.equal(liked.list.find((c) => c.id === posted.id)?.liked, true)
    if (!track) ok(await t.call('GET', `/v2/comments/vod/${course.lessons[0].id}`, { token }))
    const removed = track
      ? await t.call('DELETE', '/v3/meditation/resourceComments', { query: { id: posted.id }, token })
      : await t.call('DELETE', `/v2/comments/${posted.id}`, { token })
    assert.equal(ok(removed), null)
  }
  const real = check.misfits.filter((m) => !m.includes('/test/'))
  assert.deepEqual(real, [], 'every answer fits its strict schema')
})

test('an answer with a field the schema does not name, or without one it requires, is caught', async () => {
  const before = check.misfits.length
  const extra = await t.call('GET', '/test/comment-extra')
  assert.equal(extra.status, 200)
  assert.equal('user_id' in extra.body.data, false, 'the serializer drops the unknown field')
  assert.match(check.misfits[before] ?? '', /comment-extra: \/data\/user_id/, 'the check sees it')
  const missing = await t.call('GET', '/test/comment-missing')
  assert.equal(missing.status, 500, 'the serializer refuses an answer without a required field')
  assert.match(check.misfits[before + 1] ?? '', /comment-missing: \/data\/mine/)
})
