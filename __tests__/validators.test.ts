import { isEmail, isPhone, isIdCard, checkImage, displayLength, isValidComment, formatBytes } from '@/utils/validators'
import { StorageKey, SessionKey, memoryStorage } from '@/services/storage'
import {
  TIMEOUTS,
  COOKIE_DEFAULT_DAYS,
  COMMENT_MAX_LENGTH,
  DEFAULT_NATION_CODE,
  MIN_PLAY_LOG_SECONDS,
  TAB_BAR_HEIGHT
} from '@/utils/constants'
import { liveDayWordKey } from '@/utils/liveTime'
import { cookieString } from '@/utils/cookie'

describe('validators (spec §5)', () => {
  it.each([
    ['a@b.co', true],
    ['first.last+tag@mail.example.org', true],
    ['no-at.example.com', false],
    ['a@b', false],
    ['a b@c.com', false],
    ['', false],
    ['a@-b.com', false],
    // the server's schema checks the same rule (src/protocol EMAIL_PATTERN; server/test/envelope.test.ts)
    ['reader@mail.c', true],
    ['lü@mail.example', false],
    [`${'a'.repeat(65)}@mail.example`, false],
    [' a@b.co ', true]
  ])('email %s → %s', (v, ok) => {
    expect(isEmail(v as string)).toBe(ok)
  })
  it.each([
    ['123456', true],
    ['123456789012', true],
    ['12345', false],
    ['1234567890123', false],
    ['12345a', false],
    ['', false]
  ])('phone %s → %s', (v, ok) => {
    expect(isPhone(v as string)).toBe(ok)
  })
  it.each([
    ['1234567890123', true],
    ['123456789012', false],
    ['12345678901234', false],
    ['123456789012x', false]
  ])('id card %s → %s', (v, ok) => {
    expect(isIdCard(v as string)).toBe(ok)
  })
  it('image: jpg/png/jpeg within the caller cap', () => {
    expect(checkImage({ path: 'wxfile://a.JPG', size: 100 }, 1000)).toEqual({ ok: true })
    expect(checkImage({ path: 'blob:x', size: 100, type: 'image/png' }, 1000)).toEqual({ ok: true })
    expect(checkImage({ path: 'a.jpeg', size: 1000 }, 1000)).toEqual({ ok: true })
    expect(checkImage({ path: 'a.png', size: 1001 }, 1000)).toEqual({ ok: false, reason: 'size' })
    expect(checkImage({ path: 'a.gif', size: 1 }, 1000)).toEqual({ ok: false, reason: 'type' })
    expect(checkImage({ path: 'a.webp', size: 1, type: 'image/webp' }, 1000)).toEqual({ ok: false, reason: 'type' })
  })
  it('length counts non-ASCII characters as two', () => {
    expect(displayLength('abc')).toBe(3)
    expect(displayLength('靜心')).toBe(4)
    expect(displayLength('a靜b')).toBe(4)
  })
  it('comments allow up to 500 characters and not blank', () => {
    expect(COMMENT_MAX_LENGTH).toBe(500)
    expect(isValidComment('好'.repeat(250))).toBe(true)
    expect(isValidComment('好'.repeat(251))).toBe(false)
    expect(isValidComment('a'.repeat(500))).toBe(true)
    expect(isValidComment('a'.repeat(501))).toBe(false)
    expect(isValidComment('   ')).toBe(false)
  })
  it('formats sizes for messages', () => {
    expect(formatBytes(2 * 1024 * 1024)).toBe('2 MB')
    expect(formatBytes(1536)).toBe('2 KB')
  })
})

describe('constants and storage keys (spec §3, §9)', () => {
  it('every storage key of spec §3 is a constant with the spec name', () => {
    const spec = [
      'token',
      'userData',
      'meditationUserData',
      'locale',
      'lang',
      'kzeroOpenId',
      'people_id',
      'pull_channel_id',
      'channel_tag',
      'live_id',
      'channel',
      'isInvite',
      'isInviteMember',
      'loginType',
      'loginRedirectUrl',
      'recordPlayData',
      'recordCoursePlayData',
      'recordLivePlayData',
      'closeBackgroundMusic'
    ]
    const values = Object.values(StorageKey) as string[]
    for (const key of spec) expect(values).toContain(key)
    expect(SessionKey.inviteId).toBe('invite_id')
  })
  it('time-outs, cookie days, nation code, play-log threshold, tab bar height', () => {
    expect(TIMEOUTS).toEqual({ request: 60000, connectSocket: 60000, uploadFile: 60000, downloadFile: 60000 })
    expect(COOKIE_DEFAULT_DAYS).toBe(30)
    expect(DEFAULT_NATION_CODE).toBe('886')
    expect(MIN_PLAY_LOG_SECONDS).toBe(10)
    expect(TAB_BAR_HEIGHT).toBe(160)
  })
  it('memory storage round-trips', () => {
    const s = memoryStorage()
    s.set(StorageKey.token, 'abc')
    expect(s.get(StorageKey.token)).toBe('abc')
    s.remove(StorageKey.token)
    expect(s.get(StorageKey.token)).toBeUndefined()
  })
  it('cookie default expiry is 30 days', () => {
    const now = Date.UTC(2026, 0, 1)
    expect(cookieString('a', 'b c', undefined, now)).toBe(
      `a=b%20c; expires=${new Date(now + 30 * 86400000).toUTCString()}; path=/`
    )
  })
})

describe('live time words (spec §9)', () => {
  // wall-clock times in Asia/Taipei, the user's zone (days are compared there, not in the device's zone)
  const taipei = (y: number, m: number, d: number, h: number, min: number) => new Date(Date.UTC(y, m, d, h - 8, min))
  const now = taipei(2026, 10, 22, 23, 30)
  it.each([
    [taipei(2026, 10, 22, 8, 0), 'common.today'],
    [taipei(2026, 10, 23, 0, 10), 'common.tomorrow'],
    [taipei(2026, 10, 24, 20, 0), 'common.dayAfterTomorrow'],
    [taipei(2026, 10, 25, 20, 0), null],
    [taipei(2026, 10, 21, 20, 0), null]
  ])('%s → %s', (start, key) => {
    expect(liveDayWordKey(start as Date, now)).toBe(key)
  })
})
