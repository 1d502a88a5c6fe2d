import assert from 'node:assert/strict'
import { formatDate } from './dates'
import { cardKey, liveDay } from './format'

/** A wall-clock time in Asia/Taipei, the default user zone. */
const taipei = (y: number, m: number, d: number, h: number, min: number) => new Date(Date.UTC(y, m, d, h - 8, min))

test('live day words for today, tomorrow and the day after; a date beyond', () => {
  const now = taipei(2026, 10, 22, 9, 0)
  assert.deepEqual(liveDay(taipei(2026, 10, 22, 20, 0).toISOString(), now), { key: 'common.today' })
  assert.deepEqual(liveDay(taipei(2026, 10, 23, 0, 30).toISOString(), now), { key: 'common.tomorrow' })
  assert.deepEqual(liveDay(taipei(2026, 10, 24, 23, 0).toISOString(), now), { key: 'common.dayAfterTomorrow' })
  assert.deepEqual(liveDay(taipei(2026, 10, 28, 8, 0).toISOString(), now), { text: '2026/11/28' })
  assert.equal(formatDate(taipei(2027, 0, 5, 0, 0).toISOString(), '/'), '2027/01/05')
})

test('card names by level', () => {
  assert.equal(cardKey(1), 'course.annualCard')
  assert.equal(cardKey(2), 'course.advancedCard')
})
