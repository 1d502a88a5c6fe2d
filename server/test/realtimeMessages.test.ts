// test-engine: none
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { initFields, initStamp, isInitKind, parseMessage, signedFields, tickOf } from '../src/realtime/messages'

const audio = {
  messageType: 3,
  token: 't',
  userId: 7,
  device: 'WECHAT',
  version: '1.0.0',
  sku: 'm-sleep',
  resourceId: 201,
  cid: '2',
  timestamp: '1700000000',
  nonce: 'a'.repeat(32),
  sign: 'f'.repeat(64)
}

test('only a JSON object of at most 4096 characters is a message', () => {
  for (const text of ['not json', '[1]', 'null', '7', '"s"', JSON.stringify({ s: 'x'.repeat(4100) })])
    assert.equal(parseMessage(text), null, text.slice(0, 20))
  assert.deepEqual(parseMessage('{"messageType":5}'), { messageType: 5 })
})

test('an init fits its kind: type 3 needs resourceId and cid, type 9 videoId', () => {
  assert.ok(isInitKind(audio) && isInitKind({ messageType: 9 }) && !isInitKind({ messageType: 5 }))
  assert.deepEqual(initFields(audio), audio)
  const { resourceId: _r, cid: _c, ...session } = audio
  assert.ok(initFields({ ...session, messageType: 9, videoId: 101 }))
  assert.equal(initFields({ ...session, messageType: 9 }), null)
  assert.equal(initFields({ ...audio, cid: undefined }), null)
  assert.equal(initFields({ ...audio, userId: 2 ** 31 }), null)
  assert.equal(initFields({ ...audio, version: 'v'.repeat(33) }), null)
  assert.equal(initFields({ ...audio, sku: 'a\u0000' }), null)
})

test('the stamp is a 10-digit time and a 32-character nonce; signed fields are strings or numbers', () => {
  assert.ok(initStamp(audio))
  assert.equal(initStamp({ ...audio, timestamp: '170000000' }), null)
  assert.equal(initStamp({ ...audio, nonce: 'a'.repeat(31) + '-' }), null)
  const signed = signedFields(audio)
  assert.ok(signed && !('sign' in signed) && signed.resourceId === 201)
  assert.equal(signedFields({ ...audio, extra: true }), null)
  assert.equal(signedFields({ ...audio, 'odd\nkey': {} }), null)
})

test('a tick has a whole non-negative position and status 1 or 2', () => {
  assert.deepEqual(tickOf({ messageType: 5, position: 3, status: 2 }), { messageType: 5, position: 3, status: 2 })
  for (const bad of [
    { position: 'ten', status: 1 },
    { position: 1.5, status: 1 },
    { position: 3, status: 3 }
  ])
    assert.equal(tickOf({ messageType: 5, ...bad }), null)
})
