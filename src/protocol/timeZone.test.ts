import { test } from 'node:test'
import assert from 'node:assert/strict'
import {
  DEFAULT_TIME_ZONE,
  canonicalTimeZone,
  deviceTimeZone,
  offsetMinutes,
  timeZoneName,
  wallClock,
  zoneOr,
  zonedDay,
  zonedDayNumber,
  zonedMidnight
} from './timeZone'

test('zone names: IANA names Intl knows, canonical; offsets, unknown names and junk are refused', () => {
  assert.equal(canonicalTimeZone('Asia/Taipei'), 'Asia/Taipei')
  assert.equal(canonicalTimeZone('asia/taipei'), 'Asia/Taipei')
  assert.equal(canonicalTimeZone('America/Los_Angeles'), 'America/Los_Angeles')
  assert.equal(canonicalTimeZone('Etc/GMT-8'), 'Etc/GMT-8')
  for (const bad of [
    'Mars/Olympus_Mons',
    '+08:00',
    'GMT+08:00',
    '',
    ' Asia/Taipei',
    'Asia/Taipei;drop',
    'x'.repeat(65),
    8
  ])
    assert.equal(canonicalTimeZone(bad), null, String(bad))
  assert.equal(zoneOr(undefined), DEFAULT_TIME_ZONE)
  assert.equal(zoneOr('Nope/Nope'), 'Asia/Taipei')
  assert.equal(zoneOr('Europe/London'), 'Europe/London')
})

test('one instant is a different day in Taipei and Los Angeles; midnights follow daylight saving', () => {
  const at = Date.parse('2026-07-01T05:00:00Z') // 13:00 in Taipei, 22:00 the day before in Los Angeles
  assert.equal(zonedDay('Asia/Taipei', at), '2026-07-01')
  assert.equal(zonedDay('America/Los_Angeles', at), '2026-06-30')
  assert.equal(zonedDayNumber('Asia/Taipei', at) - zonedDayNumber('America/Los_Angeles', at), 1)
  assert.deepEqual(wallClock('America/Los_Angeles', at), {
    year: 2026,
    month: 6,
    day: 30,
    hour: 22,
    minute: 0,
    second: 0
  })
  const july1 = zonedDayNumber('UTC', Date.parse('2026-07-01T00:00:00Z'))
  assert.equal(new Date(zonedMidnight('Asia/Taipei', july1)).toISOString(), '2026-06-30T16:00:00.000Z')
  assert.equal(new Date(zonedMidnight('America/Los_Angeles', july1)).toISOString(), '2026-07-01T07:00:00.000Z')
  const dec1 = zonedDayNumber('UTC', Date.parse('2026-12-01T00:00:00Z'))
  assert.equal(new Date(zonedMidnight('America/Los_Angeles', dec1)).toISOString(), '2026-12-01T08:00:00.000Z')
  assert.equal(offsetMinutes('Asia/Taipei', at), 480)
  assert.equal(offsetMinutes('America/Los_Angeles', at), -420)
  assert.equal(offsetMinutes('Etc/GMT+3', at), -180)
})

test("a zone's name in both languages; an offset when Intl has only an offset", () => {
  const at = Date.parse('2026-07-01T05:00:00Z')
  assert.equal(timeZoneName('Asia/Taipei', 'zh-Hant', at), '台北標準時間')
  assert.equal(timeZoneName('Asia/Taipei', 'en', at), 'Taiwan Standard Time')
  assert.equal(timeZoneName('America/Los_Angeles', 'zh-Hant', at), '太平洋時間')
  assert.equal(timeZoneName('America/Los_Angeles', 'en', at), 'Pacific Time')
  assert.equal(timeZoneName('UTC', 'en', at), 'Coordinated Universal Time')
  assert.equal(timeZoneName('Etc/GMT-5', 'en', at), 'GMT+5')
})

test("the device's zone: Intl's, else named after the device's offset", () => {
  const saved = process.env.TZ
  try {
    process.env.TZ = 'America/Los_Angeles'
    assert.equal(deviceTimeZone(), 'America/Los_Angeles')
    const intl = Intl.DateTimeFormat
    // a runtime without Intl zone data: the offset names the zone
    ;(Intl as { DateTimeFormat: unknown }).DateTimeFormat = () => {
      throw new Error('no Intl')
    }
    try {
      const summer = new Date('2026-07-01T05:00:00Z')
      assert.equal(deviceTimeZone(summer), 'Etc/GMT+7')
      process.env.TZ = 'Asia/Taipei'
      assert.equal(deviceTimeZone(summer), 'Asia/Taipei')
    } finally {
      ;(Intl as { DateTimeFormat: unknown }).DateTimeFormat = intl
    }
  } finally {
    process.env.TZ = saved
  }
})
