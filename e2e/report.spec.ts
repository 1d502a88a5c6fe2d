/**
 * The practice report end to end: a user with play logs made through the API opens the report and sees this
 * week's totals (computed here from those logs), taps the day's bar on the F2 chart and sees its sessions; a
 * check-in shows in the report's trend; a questionnaire's required field blocks the submit with its message
 * and a second submit is refused. Every page passes axe in zh-Hant and English.
 * With SHOTS=<dir> set, each page is also saved as a screenshot there.
 */
import type { APIRequestContext } from '@playwright/test'
import { test, expect, type Page } from './support/guard'
import { api, loginByEmail, uniqueEmail } from './support/api'
import { pageAs, shot } from './support/pages'
import type { GoodsDetailDTO, ReportDTO } from '../src/protocol'

/** Play logs made through the API (the server stamps them now, so they fall in this week). */
async function seedLogs(request: APIRequestContext, token: string, seconds: number[]) {
  const goods = (await api<GoodsDetailDTO>(request, { path: '/v3/meditation/goods/m-beginner', token })).data
  const free = goods.resources.filter((r) => r.is_vip === 0)
  for (const [i, playtime] of seconds.entries()) {
    const r = free[i % free.length]
    const res = await api(request, {
      method: 'POST',
      path: '/v3/meditation/playLog',
      token,
      data: { sku: 'm-beginner', resource_id: r.id, playtime }
    })
    expect(res.code).toBe(0)
  }
}

/** The centre of the drawn bars of a chart's canvas, found by their colour (the F2 bar fill). */
async function barCentres(page: Page, id: string): Promise<{ x: number; y: number }[]> {
  return page.evaluate((chartId) => {
    const canvas = document.querySelector(`#${chartId} canvas`) as HTMLCanvasElement
    const ctx = canvas.getContext('2d')!
    const { width, height } = canvas
    const data = ctx.getImageData(0, 0, width, height).data
    const isBar = (x: number, y: number) => {
      const i = (y * width + x) * 4
      return Math.abs(data[i] - 0x2d) < 8 && Math.abs(data[i + 1] - 0x6a) < 8 && Math.abs(data[i + 2] - 0x5c) < 8
    }
    const y = Math.floor(height * 0.85)
    const runs: { from: number; to: number }[] = []
    for (let x = 0; x < width; x++) {
      if (!isBar(x, y)) continue
      const last = runs[runs.length - 1]
      if (last && last.to === x - 1) last.to = x
      else runs.push({ from: x, to: x })
    }
    const box = canvas.getBoundingClientRect()
    const scale = box.width / width
    return runs
      .filter((r) => r.to - r.from > 2)
      .map((r) => ({ x: box.left + ((r.from + r.to) / 2) * scale, y: box.top + y * scale }))
  }, id)
}

test.describe.configure({ timeout: 240_000 })

for (const lang of ['zh', 'en'] as const) {
  test(`report (${lang}): this week's totals from the play logs; a tapped bar lists its sessions`, async ({
    browser,
    request
  }) => {
    const token = await loginByEmail(request, uniqueEmail(`report-${lang}`))
    const seconds = [600, 95, 1250]
    await seedLogs(request, token, seconds)
    const expected = {
      minutes: Math.round(seconds.reduce((a, b) => a + b, 0) / 60),
      sessions: seconds.length,
      days: 1
    }
    const page = await pageAs(browser, token, lang)
    await page.goto('/commonPage/pages/report')
    // each stat tile is a group named by what it counts (as a screen reader announces it)
    const tile = (name: string) => page.getByRole('group', { name, exact: true })
    const names = lang === 'en' ? ['Minutes', 'Sessions', 'Days practised'] : ['練習分鐘', '練習次數', '練習天數']
    await expect(tile(names[0]!)).toHaveText(`${expected.minutes}${names[0]}`)
    await expect(tile(names[1]!)).toHaveText(`${expected.sessions}${names[1]}`)
    await expect(tile(names[2]!)).toHaveText(`${expected.days}${names[2]}`)
    // the week's own figures, as the server reports them
    const r = (await api<ReportDTO>(request, { path: '/v3/meditation/report', token, data: { period: 'week' } })).data
    expect(r.minutes).toBe(expected.minutes)
    // the chart's text alternative names the day with its minutes
    await expect(page.locator('#report-days [role="img"]')).toHaveAttribute(
      'aria-label',
      new RegExp(String(expected.minutes))
    )
    await shot(page, `report-${lang}`, { fullPage: true })

    // tap the one drawn bar on the canvas: today's sessions
    await expect.poll(async () => (await barCentres(page, 'report-days')).length).toBe(1)
    const [bar] = await barCentres(page, 'report-days')
    await page.mouse.click(bar.x, bar.y)
    await expect(page).toHaveURL(/\/commonPage\/pages\/mxDetail\?from=\d{4}-\d{2}-\d{2}&to=/)
    await expect(page.locator('.mx-detail__row')).toHaveCount(seconds.length)
    await expect(page.locator('.mx-detail__time').first()).toContainText(lang === 'en' ? 'min' : '分')
    await shot(page, `mxDetail-${lang}`, { fullPage: true })
    await page.context().close()
  })
}

for (const lang of ['zh', 'en'] as const) {
  test(`check-in (${lang}): saved once for today, replaced on edit, shown in the report's trend`, async ({
    browser,
    request
  }) => {
    const token = await loginByEmail(request, uniqueEmail(`checkin-${lang}`))
    const page = await pageAs(browser, token, lang)
    await page.goto('/commonPage/pages/health')
    const mood = lang === 'en' ? 'Mood' : '心情'
    await expect(page.getByRole('radiogroup', { name: mood })).toBeVisible()
    await shot(page, `health-${lang}`, { fullPage: true })
    for (const [group, n] of [
      [mood, 4],
      [lang === 'en' ? 'Sleep' : '睡眠', 3],
      [lang === 'en' ? 'Stress' : '壓力', 2]
    ] as const)
      await page
        .getByRole('radiogroup', { name: group })
        .getByRole('radio')
        .nth(n - 1)
        .click()
    await page.locator('.health__submit').click()
    await expect(page.locator('.health__message')).toHaveText(
      lang === 'en' ? 'Today’s check-in is saved' : '今日打卡已儲存'
    )
    await expect(page.locator('#health-trend [role="img"]')).toHaveAttribute('aria-label', /1/)
    // edit: mood 5 replaces today's
    await page.getByRole('radiogroup', { name: mood }).getByRole('radio').nth(4).click()
    await page.locator('.health__submit').click()
    await expect(page.locator('.health__submit')).toHaveText(lang === 'en' ? 'Update today’s check-in' : '更新今日打卡')
    await expect
      .poll(async () => (await api<{ mood: number }[]>(request, { path: '/v3/meditation/checkIn/list', token })).data)
      .toEqual([expect.objectContaining({ mood: 5, sleep: 3, stress: 2 })])
    await shot(page, `health-saved-${lang}`, { fullPage: true })

    await page.goto('/commonPage/pages/report')
    await expect(page.locator('#report-trend [role="img"]')).toHaveAttribute(
      'aria-label',
      lang === 'en'
        ? /1 check-ins, average mood 5\.0, sleep 3\.0, stress 2\.0/
        : /1 次打卡，平均心情 5\.0、睡眠 3\.0、壓力 2\.0/
    )
    await page.context().close()
  })

  test(`questionnaire (${lang}): a required field blocks the submit with its message; a second submit is refused`, async ({
    browser,
    request
  }) => {
    const token = await loginByEmail(request, uniqueEmail(`research-${lang}`))
    const page = await pageAs(browser, token, lang)
    await page.goto('/commonPage/pages/questionnaire')
    await expect(page.locator('.research__q')).toHaveCount(4)
    await shot(page, `questionnaire-${lang}`, { fullPage: true })
    // everything but the first (required) question
    await page.locator('.research__q--goals').getByRole('checkbox').first().click()
    await page.locator('.research__q--calm').getByRole('radio').nth(2).click()
    await page.locator('.research__submit').click()
    await expect(page.locator('.research__q--experience .cp-field__error')).toHaveText(
      lang === 'en' ? 'This question is required' : '此題為必填'
    )
    await shot(page, `questionnaire-required-${lang}`, { fullPage: true })
    const before = await api<{ submitted_at: string | null }>(request, {
      path: '/v3/meditation/userResearchInfo',
      token,
      data: { code: 'questionnaire' }
    })
    expect(before.data.submitted_at).toBeNull()
    await page.locator('.research__q--experience').getByRole('radio').first().click()
    await page.locator('.research__submit').click()
    await expect(page.locator('.research__done')).toBeVisible()
    const again = await api(request, {
      method: 'POST',
      path: '/v3/meditation/userResearchData',
      token,
      lang: lang === 'en' ? 'en' : 'zh-Hant',
      data: { code: 'questionnaire', answers: { experience: 'new', goals: ['sleep'], calm: 3 } }
    })
    expect(again.code).not.toBe(0)
    expect(again.msg).toBe(lang === 'en' ? 'You have already answered this form' : '你已填寫過這份問卷')
    await shot(page, `questionnaire-done-${lang}`, { fullPage: true })
    await page.goto('/commonPage/pages/survey')
    await expect(page.locator('.research__q')).toHaveCount(3)
    await shot(page, `survey-${lang}`, { fullPage: true })
    await page.goto('/commonPage/pages/kzero')
    await expect(page.locator('.kzero__none')).toBeVisible()
    await shot(page, `kzero-none-${lang}`, { fullPage: true })
    await page.context().close()
  })
}

test('kzero: the demo member sees the assessment; the report downloads as an image', async ({ browser, request }) => {
  const res = await api<{ token: string }>(request, {
    method: 'POST',
    path: '/v3/user/password/login',
    data: { account: 'vip@demo.jingxin', password: 'jingxin-demo' }
  })
  const page = await pageAs(browser, res.data.token, 'zh')
  await page.goto('/commonPage/pages/kzero')
  await expect(page.locator('.kzero__row')).toHaveCount(4)
  await shot(page, 'kzero-zh', { fullPage: true })
  await page.goto('/commonPage/pages/report')
  await expect(page.locator('.report__value--minutes')).toBeVisible()
  const download = page.waitForEvent('download')
  await page.locator('.report__share').click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^jingxin-report-\d{4}-\d{2}-\d{2}\.png$/)
  await page.context().close()
})
