import assert from 'node:assert/strict'
import { CoursePlaySession, type CoursePlayRecord } from './coursePlaySession'

function setup(opts: { loggedIn?: boolean; fail?: unknown } = {}) {
  const sent: CoursePlayRecord[] = []
  const kept: CoursePlayRecord[] = []
  const s = new CoursePlaySession('c-tea-zen', 601, {
    send: async (r) => {
      if (opts.fail) throw opts.fail
      sent.push(r)
    },
    keep: (r) => {
      kept.push(r)
    },
    worthKeeping: (e) => (e as { kind?: string }).kind !== 'bad-request',
    loggedIn: () => opts.loggedIn ?? true
  })
  return { s, sent, kept }
}
const play = (s: CoursePlaySession, from: number, to: number) => {
  for (let t = from; t <= to; t += 0.25) s.onTime(t)
}

test('counts forward playback only: seeks and paused updates add nothing', () => {
  const { s } = setup()
  play(s, 0, 5)
  s.onTime(60) // seek forward
  play(s, 60, 63)
  s.onTime(64, false)
  assert.equal(s.totalPlayTime, 8)
})

test('sends a record from 10 s and resets; shorter plays are not sent', async () => {
  const { s, sent } = setup()
  play(s, 0, 9.5)
  assert.equal(await s.finish(), 'short')
  play(s, 0, 12)
  assert.equal(await s.finish(), 'sent')
  assert.deepEqual(sent, [{ sku: 'c-tea-zen', lesson_id: 601, total_play_time: 12 }])
  assert.equal(await s.finish(), 'short', 'a second finish sends nothing')
})

test('keeps the record when sending fails for a reason that may pass, or when logged out', async () => {
  const offline = setup({ fail: { kind: 'network' } })
  play(offline.s, 0, 20)
  assert.equal(await offline.s.finish(), 'kept')
  assert.equal(offline.kept[0].total_play_time, 20)
  const refused = setup({ fail: { kind: 'bad-request' } })
  play(refused.s, 0, 20)
  assert.equal(await refused.s.finish(), 'dropped')
  assert.equal(refused.kept.length, 0)
  const visitor = setup({ loggedIn: false })
  play(visitor.s, 0, 11)
  assert.equal(await visitor.s.finish(), 'kept')
  assert.equal(visitor.sent.length, 0)
})
