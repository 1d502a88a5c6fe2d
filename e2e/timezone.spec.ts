/**
 * Issue 32 item 12, one time-zone rule: a phone in Los Angeles and one in Taipei (Playwright's timezoneId) each
 * see their own clock — the greeting, the hour and day of their practice in the report's sessions, and the
 * server's report counting that practice on their own day and hour (the app told the account its zone) — and,
 * where the zone matters (a live's start, the overseas monitor), the time with their zone's name, in zh-Hant and
 * English. The expected values are computed here with Intl from the instants the API returns.
 * With SHOTS=<dir> set, each page is also saved as a screenshot there.
 */
import { test, expect } from './support/guard'
import { api, logFreePlay, loginByEmail, uniqueEmail } from './support/api'
import { pageAs, shot, type Lang } from './support/pages'
import type { LiveMonitorDTO, ReportDTO, ReportSessionDTO, UserDTO } from '../src/protocol'

test.describe.configure({ timeout: 180_000 })

/** Date, hour and minute of an instant in a zone. */
function wall(iso: string | number, zone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit'
  }).formatToParts(new Date(iso))
  const p = Object.fromEntries(parts.map((x) => [x.type, x.value]))
  return { day: `${p.year}-${p.month}-${p.day}`, hour: Number(p.hour), hm: `${p.hour}:${p.minute}` }
}

const NAMES: Record<string, Record<Lang, string>> = {
  'America/Los_Angeles': { zh: '太平洋時間', en: 'Pacific Time' },
  'Asia/Taipei': { zh: '台北標準時間', en: 'Taiwan Standard Time' }
}
const GREETINGS: Record<Lang, [string, string, string]> = {
  zh: ['早安', '午安', '晚安'],
  en: ['Good morning', 'Good afternoon', 'Good evening']
}

for (const [zone, first, second] of [
  ['America/Los_Angeles', 'en', 'zh'],
  ['Asia/Taipei', 'zh', 'en']
] as const) {
  test(`a phone in ${zone} sees its own day, hour and zone name (${first} and ${second})`, async ({
    browser,
    request
  }) => {
    const token = await loginByEmail(request, uniqueEmail('tz'))
    await logFreePlay(request, token, 600)
    const tag = zone === 'Asia/Taipei' ? 'tpe' : 'la'
    let page = await pageAs(browser, token, first, { timeZone: zone })

    // the launch tells the account the phone's zone
    await page.goto('/pages/meditation/index')
    await expect.poll(async () => (await api<UserDTO>(request, { path: '/v2/users', token })).data.time_zone).toBe(zone)
    const hour = wall(Date.now(), zone).hour
    const greeting = GREETINGS[first][hour < 12 ? 0 : hour < 18 ? 1 : 2]
    await expect(page.locator('.med-header__greeting')).toContainText(greeting)
    await shot(page, `tz-home-${tag}-${first}`)

    // the server counts the session on the phone's day and hour; the sessions page shows that day and time
    const today = wall(Date.now(), zone).day
    const sessions = (
      await api<{ list: ReportSessionDTO[] }>(request, {
        path: '/v3/meditation/report/sessions',
        token,
        data: { from: today, to: today }
      })
    ).data.list
    expect(sessions).toHaveLength(1)
    const played = wall(sessions[0].created_at, zone)
    const report = (await api<ReportDTO>(request, { path: '/v3/meditation/report', token, data: { period: 'week' } }))
      .data
    expect(report.hours.filter((h) => h.sessions > 0).map((h) => h.hour)).toEqual([played.hour])
    expect(report.buckets.filter((b) => b.sessions > 0).map((b) => b.key)).toEqual([played.day])
    await page.goto(`/commonPage/pages/mxDetail?from=${played.day}&to=${played.day}`)
    await expect(page.locator('.mx-detail__meta')).toContainText(`${played.day} ${played.hm}`)
    await shot(page, `tz-sessions-${tag}-${first}`)

    for (const lang of [first, second]) {
      if (lang !== first) {
        await page.context().close()
        page = await pageAs(browser, token, lang, { timeZone: zone })
      }
      const name = NAMES[zone][lang]
      // a live's start, with the zone's name
      const live = (
        await api<LiveMonitorDTO>(request, { path: '/v3/enterprise/live/monitor', token, data: { sku: 'l-evening' } })
      ).data
      const start = wall(live.start_at!, zone)
      await page.goto('/live/pages/booking?sku=l-evening')
      await expect(page.locator('[data-testid="live-time"]')).toContainText(`${start.hm} ${name}`)
      await shot(page, `tz-booking-${tag}-${lang}`)
      // the overseas monitor: the same zone, named, not UTC or a raw IANA name
      await page.goto('/oversea/pages/blwlive/monitor?sku=l-evening')
      await expect(page.locator('[data-testid="monitor-time"]')).toHaveText(
        lang === 'en' ? `Starts ${start.day} ${start.hm} ${name}` : `開播時間：${start.day} ${start.hm} ${name}`
      )
      await shot(page, `tz-oversea-${tag}-${lang}`)
    }
    await page.context().close()
  })
}
