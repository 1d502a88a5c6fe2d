/**
 * The assistant: "睡不著" / "can't sleep" answer with the sleep album (in the asker's language, Simplified input
 * too), help-centre questions with their FAQ, history only for the logged-in, the ndjson stream carrying the
 * same answer as the envelope, the per-user limit answering 429 with a translated message, and a hosted provider
 * (a fake Coze stream, no network) writing the text, with our own text when it fails. PGlite, and PostgreSQL
 * with DATABASE_URL.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import type { AssistantAnswerDTO, AssistantStreamLine } from '@app/protocol'
import { cozeAssistant, pieces, type AssistantProvider } from '../src/providers/assistant'
import { detectTopic, keyTerms } from '../src/routes/assistant/topics'
import { createTestApp, loginWithEmail, type TestApp } from './helpers'

let t: TestApp
before(async () => {
  t = await createTestApp()
})
after(async () => {
  await t?.close()
})

const ask = async (app: TestApp, message: string, o: { lang?: 'zh-Hant' | 'en'; token?: string } = {}) =>
  app.call('POST', '/v3/assistant/ask', { body: { message }, ...o })

test('topics and key terms (pure)', () => {
  assert.equal(detectTopic('睡不著')?.key, 'sleep')
  assert.equal(detectTopic('睡不着')?.key, 'sleep')
  assert.equal(detectTopic("I can't sleep")?.key, 'sleep')
  assert.equal(detectTopic('壓力好大')?.key, 'stress')
  assert.equal(detectTopic('hello'), null)
  assert.deepEqual(keyTerms('如何成為會員'), ['何成', '成為', '為會', '會員'])
  assert.deepEqual(keyTerms('How do I become a member?'), ['member'])
  assert.equal([...pieces('睡不著的時候 try this')].join(''), '睡不著的時候 try this')
})

test('"睡不著" answers with the sleep album, in zh-Hant; "can\'t sleep" in English', async () => {
  for (const [message, lang] of [
    ['睡不著', 'zh-Hant'],
    ['睡不着怎么办', 'zh-Hant'],
    ["can't sleep", 'en']
  ] as const) {
    const res = await ask(t, message, { lang })
    assert.equal(res.body.code, 0, JSON.stringify(res.body))
    const dto = res.body.data as AssistantAnswerDTO
    assert.equal(dto.topic, 'sleep')
    assert.equal(dto.provider, 'local')
    const album = dto.cards.find((c) => c.kind === 'meditation' && c.sku === 'm-sleep')
    assert.ok(album, `${message}: ${JSON.stringify(dto.cards)}`)
    assert.equal(album.title, lang === 'en' ? 'Guided Sleep' : '好眠引導')
    if (lang === 'en') assert.match(dto.answer, /can't sleep/)
    else assert.match(dto.answer, /睡不著的時候/)
  }
})

test('help-centre questions answer with their FAQ', async () => {
  const zh = (await ask(t, '如何成為會員')).body.data as AssistantAnswerDTO
  assert.ok(
    zh.cards.some((c) => c.kind === 'faq' && c.id === 1),
    JSON.stringify(zh.cards)
  )
  assert.match(zh.answer, /會員可收聽所有標示/)
  const en = (await ask(t, 'How do I use an exchange code?', { lang: 'en' })).body.data as AssistantAnswerDTO
  assert.ok(en.cards.some((c) => c.kind === 'faq' && c.title === 'How do I use an exchange code?'))
})

test('history: asks to log in, then lists what the user played', async () => {
  const anon = (await ask(t, '繼續上次聽的')).body.data as AssistantAnswerDTO
  assert.match(anon.answer, /登入後/)
  assert.equal(anon.cards.filter((c) => c.kind === 'history').length, 0)
  const { token } = await loginWithEmail(t, 'assistant-history@example.com')
  const goods = await t.call('GET', '/v3/meditation/goods/m-sleep', { token })
  const resourceId = JSON.stringify(goods.body.data).match(/"resource_id":(\d+)|"id":(\d+),"title"/)
  const rid = Number(goods.body.data.resources?.[0]?.id ?? resourceId?.[1] ?? resourceId?.[2])
  const play = await t.call('POST', '/v3/meditation/playLog', {
    token,
    body: { sku: 'm-sleep', resource_id: rid, playtime: 60 }
  })
  const mine = (await ask(t, '繼續上次聽的', { token })).body.data as AssistantAnswerDTO
  if (play.body.code === 0)
    assert.ok(
      mine.cards.some((c) => c.kind === 'history'),
      JSON.stringify(mine)
    )
  else assert.fail(`playLog refused: ${JSON.stringify(play.body)}`)
})

test('unknown things: nothing found is said, never an error', async () => {
  const res = await ask(t, 'qwxzv', { lang: 'en' })
  assert.equal(res.body.code, 0)
  assert.match((res.body.data as AssistantAnswerDTO).answer, /not found anything/)
  const empty = await ask(t, '   ', { lang: 'en' })
  assert.equal(empty.status, 400)
  assert.equal(empty.body.msg, 'Type something to ask')
})

test('the ndjson stream carries the same answer and cards as the envelope', async () => {
  const res = await t.call('POST', '/v3/assistant/ask', {
    body: { message: '睡不著' },
    headers: { accept: 'application/x-ndjson' }
  })
  assert.equal(res.status, 200)
  assert.match(String(res.headers['content-type']), /application\/x-ndjson/)
  const lines = String(typeof res.body === 'string' ? res.body : JSON.stringify(res.body))
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as AssistantStreamLine)
  const deltas = lines.filter((l) => l.type === 'delta')
  assert.ok(deltas.length > 3, 'the text comes in pieces')
  const envelope = (await ask(t, '睡不著')).body.data as AssistantAnswerDTO
  assert.equal(deltas.map((l) => (l.type === 'delta' ? l.text : '')).join(''), envelope.answer)
  const cards = lines.find((l) => l.type === 'cards')
  assert.ok(cards && cards.type === 'cards' && cards.cards.some((c) => c.sku === 'm-sleep'))
  assert.deepEqual(lines[lines.length - 1], { type: 'done', provider: 'local' })
})

test('past the per-user limit: 429 with a translated message, never 5xx', async () => {
  const limited = await createTestApp({ limits: { assistantPerUser: { max: 3, windowMs: 60_000 } } })
  try {
    const { token } = await loginWithEmail(limited, 'assistant-limit@example.com')
    for (let i = 0; i < 3; i++) assert.equal((await ask(limited, '放鬆', { token })).body.code, 0)
    const over = await ask(limited, '放鬆', { token, lang: 'en' })
    assert.equal(over.status, 429)
    assert.equal(over.body.code, 4290)
    assert.match(over.body.msg, /^Too many attempts, please try again in \d+ s$/)
    // another user is not held back by this one
    const other = await loginWithEmail(limited, 'assistant-other@example.com')
    assert.equal((await ask(limited, '放鬆', { token: other.token })).body.code, 0)
  } finally {
    await limited.close()
  }
})

test('a hosted provider writes the text (the cards stay ours); when it fails our own text answers', async () => {
  const enc = new TextEncoder()
  const sse = [
    'event: conversation.chat.created\ndata: {"id":"1"}\n\n',
    'event: conversation.message.delta\ndata: {"type":"answer","content":"Try the "}\n\n',
    'event: conversation.message.delta\ndata: {"type":"answer","content":"sleep album."}\n\n',
    'event: done\ndata: "[DONE]"\n\n'
  ]
  const seen: string[] = []
  const coze = cozeAssistant({ token: 'tok', botId: 'bot', base: 'https://coze.test' }, async (url, init) => {
    seen.push(url, init.headers.authorization, init.body)
    return {
      ok: true,
      status: 200,
      body: (async function* () {
        for (const s of sse) yield enc.encode(s)
      })()
    }
  })
  const failing: AssistantProvider = {
    kind: 'hosted',
    // eslint-disable-next-line require-yield
    async *answer() {
      throw new Error('down')
    }
  }
  for (const [provider, expected] of [
    [coze, 'Try the sleep album.'],
    [failing, null]
  ] as const) {
    const hosted = await createTestApp({ assistant: provider })
    try {
      const dto = (await ask(hosted, "can't sleep", { lang: 'en' })).body.data as AssistantAnswerDTO
      assert.equal(dto.provider, 'hosted')
      if (expected) assert.equal(dto.answer, expected)
      else assert.match(dto.answer, /can't sleep/)
      assert.ok(dto.cards.some((c) => c.sku === 'm-sleep'))
    } finally {
      await hosted.close()
    }
  }
  assert.equal(seen[0], 'https://coze.test/v3/chat')
  assert.equal(seen[1], 'Bearer tok')
  assert.match(seen[2], /"bot_id":"bot".*"stream":true/)
})

test('"我想退款" leads to the refund policy and to a person (the contact page), in both languages', async () => {
  const zh = (await ask(t, '我想退款')).body.data as AssistantAnswerDTO
  const pages = zh.cards.filter((c) => c.kind === 'page').map((c) => c.sku)
  assert.deepEqual(pages, ['/commonPage/pages/policy?key=refund', '/commonPage/pages/contact'])
  assert.match(zh.answer, /退款政策/)
  assert.match(zh.answer, /聯絡我們/)
  const en = (await ask(t, 'I want a refund', { lang: 'en' })).body.data as AssistantAnswerDTO
  assert.deepEqual(
    en.cards.filter((c) => c.kind === 'page').map((c) => c.title),
    ['Refund Policy', 'Contact us']
  )
  assert.match(en.answer, /Contact us/)
})
