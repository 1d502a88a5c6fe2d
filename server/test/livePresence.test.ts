// test-engine: none
/**
 * Live presence over the bus (live/presence.ts): a process learns the others' viewers from their reports and
 * from their answers to its hello; a process that closes reports its rooms empty; one that goes away silently is
 * forgotten once its report is stale.
 */
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { MemoryBus } from '../src/lib/bus'
import { PRESENCE_STALE_MS, Presence } from '../src/live/presence'

const settle = () => new Promise((res) => setImmediate(res))

test('reports, hello answers, a closing process and a silent one going stale', async () => {
  const bus = new MemoryBus()
  const clock = { now: 1_000_000 }
  const a = new Presence(
    bus,
    () => {},
    () => clock.now
  )
  await a.open()
  a.join(5, 11)
  a.join(5, 11)
  a.join(5, 12)
  // a process starting later learns a's room from a's answer to its hello
  const b = new Presence(
    bus,
    () => {},
    () => clock.now
  )
  await b.open()
  await settle()
  await settle()
  assert.deepEqual(b.everyone(5).sort(), [11, 12])
  b.join(5, 13)
  b.join(5, 11)
  await settle()
  assert.deepEqual(a.everyone(5).sort(), [11, 12, 13])
  assert.equal(a.viewers(5), 3)
  assert.equal(b.viewers(5), 3)
  // a socket of two closing keeps the user; the last one removes them
  a.leave(5, 11)
  a.leave(5, 12)
  await settle()
  assert.deepEqual(b.everyone(5).sort(), [11, 13])
  b.leave(5, 11)
  await settle()
  assert.deepEqual(a.everyone(5).sort(), [11, 13])
  // a process going away silently: forgotten once its report is stale
  await b.close()
  await settle()
  assert.deepEqual(a.everyone(5).sort(), [11])
  const silent = { p: 'gone', room: 5, n: 1, u: [99] }
  await bus.publish('live.presence', silent)
  await settle()
  assert.deepEqual(a.everyone(5).sort(), [11, 99])
  clock.now += PRESENCE_STALE_MS + 1
  assert.deepEqual(a.everyone(5), [11])
  assert.equal(a.viewers(5), 1)
  await a.close()
  await bus.close()
})
