/**
 * Achievements through the real screen: a user whose play log the server holds (one short session: the first
 * milestone, no other) sees each milestone's state in words, shown and spoken ("已達成 / Reached",
 * "未達成 / Not yet"), not by the ✦/✧ glyph or the colour alone; the page passes axe in zh-Hant and English.
 */
import { test, expect } from './support/guard'
import { logFreePlay, loginByEmail, uniqueEmail } from './support/api'
import { pageAs, shot } from './support/pages'

const MILESTONES = {
  zh: ['第一次靜心', '累計七天', '累計三十天', '一百分鐘', '一千分鐘'],
  en: ['First sit', '7 days', '30 days', '100 minutes', '1,000 minutes']
}
const STATE = { zh: { on: '已達成', off: '未達成', sep: '：' }, en: { on: 'Reached', off: 'Not yet', sep: ': ' } }

for (const lang of ['zh', 'en'] as const) {
  test(`achievements (${lang}): each milestone says whether it is reached, in words`, async ({ browser, request }) => {
    const token = await loginByEmail(request, uniqueEmail(`ach-${lang}`))
    await logFreePlay(request, token, 120)

    const page = await pageAs(browser, token, lang)
    await page.goto('/pages/meditation/achievement')
    const { on, off, sep } = STATE[lang]
    const list = page.getByRole('list').filter({ has: page.getByRole('listitem') })
    await expect(list.getByRole('listitem')).toHaveCount(5)
    const [first, ...rest] = MILESTONES[lang]
    // the accessible name carries the state; the same words are on screen
    const reached = page.getByRole('listitem', { name: `${first}${sep}${on}`, exact: true })
    await expect(reached).toBeVisible()
    await expect(reached.getByText(on, { exact: true })).toBeVisible()
    await expect(reached).toHaveAttribute('data-reached', '1')
    for (const name of rest) {
      const item = page.getByRole('listitem', { name: `${name}${sep}${off}`, exact: true })
      await expect(item).toBeVisible()
      await expect(item.getByText(off, { exact: true })).toBeVisible()
    }
    await expect(page.getByText(on, { exact: true })).toHaveCount(1)
    await expect(page.getByText(off, { exact: true })).toHaveCount(4)
    await reached.scrollIntoViewIfNeeded()
    // shot() runs axe first (serious or critical violations fail)
    await shot(page, `achievements-${lang}`, { fullPage: true })
    await page.context().close()
  })
}
