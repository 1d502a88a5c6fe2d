import assert from 'node:assert/strict'
import { test } from 'node:test'
import { cardKey, liveDay, localDate } from './format'

test('live day words for today, tomorrow and the day after; a date beyond', () => {
  const now = new Date(2026, 10, 22, 9, 0)
  assert.deepEqual(liveDay(new Date(2026, 10, 22, 20, 0).toISOString(), now), { key: 'common.today' })
  assert.deepEqual(liveDay(new Date(2026, 10, 23, 0, 30).toISOString(), now), { key: 'common.tomorrow' })
  assert.deepEqual(liveDay(new Date(2026, 10, 24, 23, 0).toISOString(), now), { key: 'common.dayAfterTomorrow' })
  assert.deepEqual(liveDay(new Date(2026, 10, 28, 8, 0).toISOString(), now), { text: '2026/11/28' })
  assert.equal(localDate(new Date(2027, 0, 5).toISOString()), '2027/01/05')
})

test('card names by level', () => {
  assert.equal(cardKey(1), 'course.annualCard')
  assert.equal(cardKey(2), 'course.advancedCard')
})
