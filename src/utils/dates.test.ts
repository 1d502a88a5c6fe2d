import assert from 'node:assert/strict'
import {
  DEFAULT_TIME_ZONE,
  formatDate,
  formatDateTime,
  formatTime,
  getUserTimeZone,
  setUserTimeZone,
  zonedDayNumber
} from './dates'

const deviceZone = process.env.TZ

afterEach(() => {
  setUserTimeZone(DEFAULT_TIME_ZONE)
  process.env.TZ = deviceZone
})

test('dates are shown in Asia/Taipei by default; a missing or invalid time shows nothing', () => {
  assert.equal(getUserTimeZone(), 'Asia/Taipei')
  assert.equal(formatDate('2030-06-15T12:00:00Z'), '2030-06-15')
  assert.equal(formatDate(null), '')
  assert.equal(formatDate(undefined), '')
  assert.equal(formatDate('nope'), '')
  assert.equal(formatTime('nope'), '')
  assert.equal(formatDateTime(''), '')
})

test('an instant just before midnight UTC is the next day in Taipei, whatever zone the device is in', () => {
  for (const device of ['UTC', 'America/Los_Angeles', 'Asia/Taipei']) {
    process.env.TZ = device
    assert.equal(formatDate('2026-12-22T16:30:00Z'), '2026-12-23', device)
    assert.equal(formatDate('2026-12-22T15:59:00Z', '/'), '2026/12/22', device)
    assert.equal(formatTime('2026-12-22T16:30:00Z'), '00:30', device)
    assert.equal(formatDateTime(Date.parse('2026-12-22T16:30:00Z')), '2026-12-23 00:30', device)
    assert.equal(zonedDayNumber('2026-12-22T16:30:00Z') - zonedDayNumber('2026-12-22T15:59:00Z'), 1, device)
  }
})

test('another user zone, with daylight saving time, goes through Intl', () => {
  setUserTimeZone('America/New_York')
  assert.equal(formatDateTime('2026-07-01T03:30:00Z'), '2026-06-30 23:30')
  assert.equal(formatDateTime('2026-12-01T03:30:00Z'), '2026-11-30 22:30')
  assert.equal(formatTime('2026-12-01T05:00:00Z'), '00:00')
})
