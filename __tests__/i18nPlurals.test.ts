/**
 * Issue 30 item 8: English counts in the singular ("1 day", not "1 days"). The number is passed as `count` and
 * English adds `key_one` beside `key` (src/i18n/types.ts); a string with two numbers nests `common.unit.*`.
 */
import en from '@/i18n/en'
import { setLocale, t, type TKey } from '@/i18n'
import type { Shape } from '@/i18n/types'
import { memoryStorage } from '@/services/storage'
import '@/i18n/zh-Hant/meditation'
import '@/i18n/zh-Hant/live'

function leaves(obj: unknown, prefix = ''): [string, string][] {
  if (typeof obj === 'string') return [[prefix, obj]]
  return Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k))
}

/** A number right before a countable English noun in the plural: "{{n}} days", "{{count}} learners so far". */
const COUNTED =
  /\{\{(\w+)\}\}[ -](days|hours|minutes|seconds|weeks|months|years|lessons|tracks|plays|people|times|sessions|courses|learners|likes|comments|items|articles|questions|members|entries|friends|results|places|seats|points|images|characters|posts|replies|tickets|orders|messages|notes|chapters|episodes|videos|photos|stars|coupons|cards)\b/

/**
 * Limits that are settings of the product, never 1 ("at most {{max}} characters"), say so by their variable's name;
 * `cap` is the invitation reward's daily cap (10).
 */
const LIMIT = new Set(['max', 'min', 'cap'])

describe('English plural forms', () => {
  const storage = memoryStorage()
  afterAll(() => setLocale('zh-Hant', storage))

  it('no English string puts a number before a plural noun without a singular form for count 1', () => {
    const all = leaves(en)
    const keys = new Set(all.map(([k]) => k))
    const missing = all
      .filter(([k]) => !k.endsWith('_one'))
      .flatMap(([k, v]) => {
        const m = v.match(COUNTED)
        if (!m || LIMIT.has(m[1])) return []
        if (m[1] !== 'count') return [`${k}: "{{${m[1]}}}" is not {{count}} (i18next plurals key off count): ${v}`]
        return keys.has(`${k}_one`) ? [] : [`${k}: no ${k}_one for a count of 1: ${v}`]
      })
    expect(missing).toEqual([])
  })

  it('every `_one` form is the singular of its base and keeps its placeholders', () => {
    const all = new Map(leaves(en))
    const wrong = [...all].flatMap(([k, v]) => {
      if (!k.endsWith('_one')) return []
      const base = all.get(k.slice(0, -4))
      const vars = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort().join()
      return base !== undefined && base !== v && vars(base) === vars(v) && v.includes('{{count}}')
        ? []
        : [`${k}: ${v} (base: ${base})`]
    })
    expect(wrong).toEqual([])
  })

  const cases: [TKey, Record<string, unknown>, string, string][] = [
    ['meditation.planDays', {}, '1 day', '2 days'],
    ['cards.vip.daysLeft', {}, '1 day left', '2 days left'],
    ['course.detail.lessonCount', {}, '1 lesson', '2 lessons'],
    ['tabs.meditation.tracks', {}, '1 track', '2 tracks'],
    ['maya.kin.merged', {}, '1 person from this device was added', '2 people from this device were added'],
    ['meditation.plan.progress', { done: 0 }, '0 of 1 day done', '0 of 2 days done'],
    ['gifts.memberInvite.heroTitle', {}, 'Give a friend 1 day of membership', 'Give a friend 2 days of membership']
  ]
  it.each(cases)('%s says one and two in English', (key, extra, one, two) => {
    setLocale('en', storage)
    expect(t(key, { ...extra, count: 1 })).toContain(one)
    expect(t(key, { ...extra, count: 2 })).toContain(two)
  })

  it('a string with two numbers gives each its own form (nested units)', () => {
    setLocale('en', storage)
    expect(t('live.countdownLabel', { d: 1, h: 2, m: 1, s: 0 })).toBe('Starts in 1 day 2 hours 1 minute 0 seconds')
    expect(t('report.bar', { label: 'Mon', minutes: 1, sessions: 1 })).toBe('Mon: 1 minute, 1 session, see the details')
    expect(t('events.ticket.seatsLeft', { seats: 1, left: 0 })).toBe('1 seat, 0 left')
    expect(t('gifts.memberInvite.offer', { days: 7 })).toBe('7 days of membership, free')
  })

  it('English may add `_one` only beside a string key of the source (tsc checks the lines below)', () => {
    const ok: Shape<{ days: string; n: { days: string } }> = { days: 'x', days_one: 'y', n: { days: 'x' } }
    // @ts-expect-error: no `weeks` in the source, so no `weeks_one`
    const stray: Shape<{ days: string }> = { days: 'x', weeks_one: 'y' }
    // @ts-expect-error: `n` is a namespace, not a string: no plural form
    const group: Shape<{ n: { days: string } }> = { n: { days: 'x' }, n_one: 'y' }
    expect([ok, stray, group].length).toBe(3)
  })

  it('Chinese has one form and the same numbers', () => {
    setLocale('zh-Hant', storage)
    expect([t('meditation.planDays', { count: 1 }), t('meditation.planDays', { count: 2 })]).toEqual(['1 天', '2 天'])
    expect(t('live.countdownLabel', { d: 1, h: 2, m: 1, s: 0 })).toBe('距離開播還有 1 天 2 小時 1 分 0 秒')
  })
})
