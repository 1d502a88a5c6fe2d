import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { ErrorCode, signNonce, signRequest, signTimestamp } from '@app/protocol'
import type { HomeworkAnswerDTO, LessonHomeworkDTO, LessonNoteDTO } from '@app/protocol/learningNotes'
import {
  HomeworkAnswerDTO as AnswerSchema,
  LessonHomeworkDTO as HomeworkSchema,
  LessonNoteDTO as NoteSchema
} from '@app/protocol/learningNotesSchemas'
import { Type, type TSchema } from '@sinclair/typebox'
import { Envelope, PagedOf } from '../src/routes/schemas'
import { createTestApp, loginWithEmail, tableCounts, type TestApp } from './helpers'
import { schemaCheck } from './responseSchemaCheck'

let t: TestApp
const users: Record<string, { token: string; id: number }> = {}
let teacher: string
// every notes and homework route's answers, in every test below, checked against its response schema made strict
const check = schemaCheck(['/v3/course/notes', '/v3/course/lessons/:id/homework', '/v3/course/homework/'])
before(async () => {
  t = await createTestApp({ plugins: [check.plugin] })
  for (const name of ['amy', 'bob']) users[name] = await loginWithEmail(t, `${name}@notes.test`)
  const res = await t.call('POST', '/v3/user/password/login', {
    body: { account: 'teacher@demo.jingxin', password: 'jingxin-demo' }
  })
  teacher = res.body.data.token
})
after(() => t.close())

/** Lessons of the seed: 101 (mindfulness, lesson 1, with homework), 103 (lesson 3, none). */
const HW_LESSON = 101
const PLAIN_LESSON = 103

const notes = async (token: string, query: Record<string, number> = {}, lang: 'en' | 'zh-Hant' = 'zh-Hant') =>
  (await t.call('GET', '/v3/course/notes', { token, query, lang })).body.data as {
    list: LessonNoteDTO[]
    total: number
  }

test('notes: write, list on the lesson and in all, edit, delete; private to their author', async () => {
  const { token } = users.amy
  const made = await t.call('POST', '/v3/course/notes', {
    token,
    body: { lesson_id: HW_LESSON, content: '  呼吸時肩膀放鬆  ' }
  })
  assert.equal(made.body.code, 0, JSON.stringify(made.body))
  const note = made.body.data as LessonNoteDTO
  assert.equal(note.content, '呼吸時肩膀放鬆')
  assert.equal(note.lesson_id, HW_LESSON)
  assert.equal(note.course_sku, 'c-mindfulness')
  assert.equal(note.lesson_title, '認識正念')
  await t.call('POST', '/v3/course/notes', { token, body: { lesson_id: PLAIN_LESSON, content: 'second lesson' } })

  assert.deepEqual(
    (await notes(token, { lesson_id: HW_LESSON })).list.map((n) => n.id),
    [note.id]
  )
  const all = await notes(token, {}, 'en')
  assert.equal(all.total, 2)
  assert.equal(all.list[0].content, 'second lesson', 'newest first')
  assert.equal(all.list[1].lesson_title, 'What Is Mindfulness')

  // another user sees none of them and can neither edit nor delete them
  const bob = users.bob.token
  assert.equal((await notes(bob)).total, 0)
  const put = await t.call('PUT', `/v3/course/notes/${note.id}`, { token: bob, body: { content: 'mine now' } })
  assert.equal(put.status, 404)
  assert.equal((await t.call('DELETE', `/v3/course/notes/${note.id}`, { token: bob })).status, 404)

  t.clock.now += 60_000
  const edited = await t.call('PUT', `/v3/course/notes/${note.id}`, { token, body: { content: '改過的筆記' } })
  assert.equal(edited.body.data.content, '改過的筆記')
  assert.ok(edited.body.data.updated_at > note.updated_at, 'updated_at moves')
  assert.equal((await t.call('DELETE', `/v3/course/notes/${note.id}`, { token })).body.data.deleted, true)
  assert.equal((await notes(token, { lesson_id: HW_LESSON })).total, 0)
  assert.equal((await notes(token)).total, 1)
})

test('notes: visitors are asked to log in; bad input is refused with the community rules and stores nothing', async () => {
  const anon = await t.call('GET', '/v3/course/notes')
  assert.equal(anon.body.code, ErrorCode.NOT_LOGGED_IN)
  const { token } = users.bob
  const before = await tableCounts(t.database)
  const cases: [Record<string, unknown>, string][] = [
    [{ lesson_id: HW_LESSON, content: '   ' }, 'Please write something first'],
    [{ lesson_id: HW_LESSON, content: 'a'.repeat(1001) }, 'at most 1000 characters'],
    [{ lesson_id: HW_LESSON, content: '靜'.repeat(501) }, 'at most 1000 characters'],
    [{ lesson_id: HW_LESSON, content: '一起来赌博' }, 'not allowed']
  ]
  for (const [body, en] of cases) {
    const r = await t.call('POST', '/v3/course/notes', { token, body, lang: 'en' })
    assert.equal(r.body.code, ErrorCode.BUSINESS, JSON.stringify([body, r.body]))
    assert.ok(r.body.msg.includes(en), r.body.msg)
  }
  assert.equal(
    (await t.call('POST', '/v3/course/notes', { token, body: { lesson_id: 999999, content: 'x' } })).status,
    404
  )
  assert.equal(
    (await t.call('POST', '/v3/course/notes', { token, body: { lesson_id: 'x', content: 'x' } })).status,
    400
  )
  const after = await tableCounts(t.database)
  assert.equal(after.lesson_notes, before.lesson_notes)
})

function multipartPng(boundary = 'NoTeSbOuNdArY') {
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)])
  return {
    body: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n1\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`)
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`
  }
}

async function uploadImage(token: string): Promise<string> {
  const { body, contentType } = multipartPng()
  const timestamp = signTimestamp(t.clock.now)
  const nonce = signNonce()
  const res = await t.app.inject({
    method: 'POST',
    url: '/v2/files',
    headers: {
      'x-timestamp': timestamp,
      'x-nonce': nonce,
      'x-sign': signRequest({ method: 'POST', path: '/v2/files', timestamp, nonce }),
      'x-lang': 'en',
      'x-device': 'WECHAT',
      'x-token': token,
      'content-type': contentType
    },
    payload: body
  })
  return (res.json().data.url as string).replace('/files/', '')
}

const homework = async (token: string, lesson = HW_LESSON, lang: 'en' | 'zh-Hant' = 'zh-Hant') =>
  t.call('GET', `/v3/course/lessons/${lesson}/homework`, { token, lang })

test('homework: the prompt in both languages; an answer with an image; the teacher replies; listed in Me', async () => {
  const { token, id } = users.amy
  const hw = (await homework(token)).body.data as LessonHomeworkDTO
  assert.match(hw.prompt, /專注呼吸五分鐘/)
  assert.match((await homework(token, HW_LESSON, 'en')).body.data.prompt, /follow your breath/)
  assert.deepEqual(hw.answers, [])
  assert.equal((await homework(token, PLAIN_LESSON)).status, 404, 'a lesson without homework')

  const image = await uploadImage(token)
  const sent = await t.call('POST', '/v3/course/homework/answers', {
    token,
    body: { lesson_id: HW_LESSON, content: '我注意到呼吸變慢了', images: [image] }
  })
  assert.equal(sent.body.code, 0, JSON.stringify(sent.body))
  const answer = sent.body.data as HomeworkAnswerDTO
  assert.deepEqual(answer.images, [`/files/${image}`])
  assert.equal(answer.author.id, id)
  assert.equal(answer.reply, null)
  assert.equal(
    (
      await t.call('POST', '/v3/course/homework/answers', {
        token,
        body: { lesson_id: PLAIN_LESSON, content: 'no homework here' }
      })
    ).status,
    404
  )
  // someone else's image cannot be attached
  const stolen = await t.call('POST', '/v3/course/homework/answers', {
    token: users.bob.token,
    body: { lesson_id: HW_LESSON, content: 'x', images: [image] },
    lang: 'en'
  })
  assert.equal(stolen.body.code, ErrorCode.BUSINESS)

  // a learner cannot read the inbox or reply; the teacher can
  assert.equal((await t.call('GET', '/v3/course/homework/inbox', { token })).status, 403)
  assert.equal(
    (await t.call('PUT', `/v3/course/homework/answers/${answer.id}/reply`, { token, body: { content: 'self' } }))
      .status,
    403
  )
  const inbox = (await t.call('GET', '/v3/course/homework/inbox', { token: teacher })).body.data
  assert.ok(inbox.list.some((a: HomeworkAnswerDTO) => a.id === answer.id))
  const banned = await t.call('PUT', `/v3/course/homework/answers/${answer.id}/reply`, {
    token: teacher,
    body: { content: 'casino' },
    lang: 'en'
  })
  assert.equal(banned.body.code, ErrorCode.BUSINESS)
  const replied = await t.call('PUT', `/v3/course/homework/answers/${answer.id}/reply`, {
    token: teacher,
    body: { content: '很好的觀察，明天試試延長到十分鐘。' }
  })
  assert.equal(replied.body.code, 0, JSON.stringify(replied.body))

  const onLesson = (await homework(token)).body.data as LessonHomeworkDTO
  assert.equal(onLesson.answers.length, 1)
  assert.equal(onLesson.answers[0].reply?.content, '很好的觀察，明天試試延長到十分鐘。')
  assert.equal(onLesson.answers[0].reply?.teacher, '直播老師')
  assert.deepEqual((await homework(users.bob.token)).body.data.answers, [], 'answers are not shown to others')

  const mine = (await t.call('GET', '/v3/course/homework/answers', { token, lang: 'en' })).body.data
  assert.equal(mine.total, 1)
  assert.equal(mine.list[0].lesson_title, 'What Is Mindfulness')
  assert.equal(mine.list[0].reply.teacher, '直播老師')

  assert.equal(
    (await t.call('DELETE', `/v3/course/homework/answers/${answer.id}`, { token: users.bob.token })).status,
    404
  )
  assert.equal((await t.call('DELETE', `/v3/course/homework/answers/${answer.id}`, { token })).body.data.deleted, true)
  assert.equal((await t.call('GET', '/v3/course/homework/answers', { token })).body.data.total, 0)
})

test('homework answers follow the community text rules', async () => {
  const { token } = users.bob
  for (const [content, en] of [
    ['  ', 'Please write something first'],
    ['靜'.repeat(501), 'at most 1000 characters'],
    ['ＣＡＳＩＮＯ', 'not allowed']
  ]) {
    const r = await t.call('POST', '/v3/course/homework/answers', {
      token,
      body: { lesson_id: HW_LESSON, content },
      lang: 'en'
    })
    assert.equal(r.body.code, ErrorCode.BUSINESS, content)
    assert.ok(r.body.msg.includes(en), r.body.msg)
  }
})

test('deleting the account deletes its notes and homework answers', async () => {
  const who = await loginWithEmail(t, 'leaving@notes.test')
  await t.call('POST', '/v3/course/notes', { token: who.token, body: { lesson_id: HW_LESSON, content: 'private' } })
  await t.call('POST', '/v3/course/homework/answers', {
    token: who.token,
    body: { lesson_id: HW_LESSON, content: 'my answer' }
  })
  const before = await tableCounts(t.database)
  assert.equal((await t.call('POST', '/v3/user/signOut', { token: who.token, body: { confirm: true } })).body.code, 0)
  const after = await tableCounts(t.database)
  assert.equal(after.lesson_notes, before.lesson_notes - 1)
  assert.equal(after.homework_answers, before.homework_answers - 1)
})

// last: it reads what every test above made the routes answer
test('every notes and homework route answers through its protocol schema, and every answer above fitted it strictly', () => {
  const Deleted = Envelope(Type.Object({ id: Type.Integer(), deleted: Type.Literal(true) }))
  const expected: [string, TSchema][] = [
    ['GET /v3/course/notes', PagedOf(NoteSchema)],
    ['POST /v3/course/notes', Envelope(NoteSchema)],
    ['PUT /v3/course/notes/:id', Envelope(NoteSchema)],
    ['DELETE /v3/course/notes/:id', Deleted],
    ['GET /v3/course/lessons/:id/homework', Envelope(HomeworkSchema)],
    ['GET /v3/course/homework/answers', PagedOf(AnswerSchema)],
    ['POST /v3/course/homework/answers', Envelope(AnswerSchema)],
    ['DELETE /v3/course/homework/answers/:id', Deleted],
    ['GET /v3/course/homework/inbox', PagedOf(AnswerSchema)],
    ['PUT /v3/course/homework/answers/:id/reply', Envelope(AnswerSchema)]
  ]
  assert.deepEqual([...check.routes.keys()].sort(), expected.map(([r]) => r).sort(), 'the notes and homework routes')
  for (const [route, schema] of expected) assert.deepEqual(check.routes.get(route), schema, route)
  assert.deepEqual(check.misfits, [], 'no answer carried a field its schema does not name, or lacked one')
  const unseen = expected.map(([r]) => r).filter((r) => !check.seen.has(r))
  assert.deepEqual(unseen, [], 'every route answered at least once above')
})
