import assert from 'node:assert/strict'
import { test } from 'node:test'
import { appendMessages, CONVERSATION_MAX, readConversation, revealed, type ChatMessage } from './conversation'

const msg = (i: number): ChatMessage => ({
  id: String(i),
  role: i % 2 ? 'bot' : 'user',
  text: `m${i}`,
  cards: [],
  at: i
})

test('a damaged stored value reads as an empty conversation; bad entries are dropped', () => {
  assert.deepEqual(readConversation(undefined), [])
  assert.deepEqual(readConversation('x'), [])
  assert.deepEqual(readConversation([msg(1), { id: 2 }, null, msg(3)]), [msg(1), msg(3)])
})

test('only the newest messages are kept', () => {
  let list: ChatMessage[] = []
  for (let i = 0; i < CONVERSATION_MAX + 5; i++) list = appendMessages(list, msg(i))
  assert.equal(list.length, CONVERSATION_MAX)
  assert.equal(list[0].id, '5')
  assert.equal(list[list.length - 1].id, String(CONVERSATION_MAX + 4))
})

test('the reveal grows with time and ends with the whole text (characters, not UTF-16 units)', () => {
  const text = '睡不著的時候😊 try'
  assert.equal(revealed(text, 0), '')
  assert.equal(revealed(text, 30), '睡不著')
  assert.equal(revealed(text, 90), '睡不著的時候😊 t')
  assert.equal(revealed(text, 10_000), text)
})
