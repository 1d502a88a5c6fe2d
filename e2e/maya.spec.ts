/**
 * End to end: the 13-moon calendar in Chromium against the real server. Expected signatures are
 * computed with the same lib the app uses (src/mayaCalendar/lib), never hard-coded from the page.
 */
import { test, expect, type Page } from './support/guard'
import { api, latestCode, uniqueEmail } from './support/api'
import { dateOfMoonDay, dreamspell, isLeapYear, moonDateOf } from '../src/mayaCalendar/lib/dreamspell'
import { kinName, mayaNamesEn, mayaNamesZhHant } from '../src/mayaCalendar/lib/names'
import type { MayaArticleSummaryDTO, MayaKinDTO } from '../src/protocol/maya'

const LEAP = '2000-02-29'
const DOOT = '1990-07-25'

async function addByTyping(page: Page, name: string, birthday: string) {
  await page.locator('.kin-form__name input, input.kin-form__name').fill(name)
  await page.locator('.kin-form__birthday input, input.kin-form__birthday').fill(birthday)
  await page.locator('.kin-form__submit').click()
}

/**
 * Drive the Taro H5 date Picker as a person would: open it, scroll each wheel (year, month, day, scrolling
 * lists) to the wanted row, wait until the wheel has settled on it, confirm.
 */
async function pickDate(page: Page, date: string) {
  // the wheel commits its row in a 100 ms timer started by its scroll view's scroll-end timer (150 ms after the
  // last scroll event; Taro's scroll-view and picker-group) and shows nothing when it does: count the page's
  // pending timers of those delays, so the test can wait until they have run
  await page.evaluate(() => {
    const w = window as unknown as { __wheelTimers?: Set<unknown> }
    if (w.__wheelTimers) return
    const pending = (w.__wheelTimers = new Set<unknown>())
    const set = window.setTimeout.bind(window)
    const clear = window.clearTimeout.bind(window)
    window.setTimeout = ((fn: (...a: unknown[]) => void, ms?: number, ...args: unknown[]) => {
      if (ms !== 100 && ms !== 150) return set(fn, ms, ...args)
      const id = set(
        (...a: unknown[]) => {
          pending.delete(id)
          fn(...a)
        },
        ms,
        ...args
      )
      pending.add(id)
      return id
    }) as typeof window.setTimeout
    window.clearTimeout = ((id?: number) => {
      pending.delete(id)
      clear(id)
    }) as typeof window.clearTimeout
  })
  await page.locator('.kin-form__pick').click()
  const groups = page.locator('.taro-picker__group')
  await expect(groups).toHaveCount(3)
  const [y, m, d] = date.split('-').map(Number)
  for (const [i, n] of [y, m, d].entries()) {
    const column = groups.nth(i)
    const item = column
      .locator('.taro-picker__item:not(.taro-picker__item--blank)')
      .filter({ hasText: new RegExp(`^0?${n}\\D*$`) })
      .first()
    // scroll the wheel to the item (its index × the row height); the picker settles on scroll end
    await item.evaluate((el) => {
      const wheel = el.parentElement as HTMLElement
      const items = Array.from(wheel.querySelectorAll('.taro-picker__item:not(.taro-picker__item--blank)'))
      wheel.scrollTop = items.indexOf(el) * (el as HTMLElement).offsetHeight
      wheel.dispatchEvent(new Event('scroll'))
      wheel.dispatchEvent(new Event('scrollend'))
    })
    await expect(column.locator('.taro-picker__item--selected')).toHaveText(new RegExp(`^0?${n}\\D*$`))
    // the next wheel's rows can depend on this one: wait until the wheel has committed its row
    await page.waitForFunction(() => (window as unknown as { __wheelTimers: Set<unknown> }).__wheelTimers.size === 0)
  }
  await page.locator('.taro-picker__action').filter({ hasText: '確定' }).click()
}

async function expectSignatureAndOracle(page: Page, name: string, birthday: string) {
  const r = dreamspell(birthday)
  const card = page.locator('.kin-signature')
  await expect(card).toHaveAttribute('data-kin', String(r.kin))
  await expect(card).toContainText(name)
  await expect(card).toContainText(kinName(r.kin, mayaNamesZhHant))
  const oracle = page.locator('.oracle')
  await expect(oracle).toHaveAttribute('data-kin', String(r.kin))
  await expect(oracle.locator('.oracle__picture img')).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/)
  for (const role of ['guide', 'analog', 'antipode', 'occult'] as const) {
    await expect(oracle.locator(`[data-role="${role}"]`)).toHaveAttribute('data-kin', String(r.oracle[role]))
  }
  await expect(oracle.locator('[data-role="guide"]')).toContainText('引導')
}

async function expectSaved(page: Page, people: [string, string][]) {
  const rows = page.locator('.kin-row')
  await expect(rows).toHaveCount(people.length)
  for (const [i, [name, birthday]] of people.entries()) {
    await expect(rows.nth(i)).toHaveAttribute('data-name', name)
    await expect(rows.nth(i)).toHaveAttribute('data-kin', String(dreamspell(birthday).kin))
  }
}

/**
 * Today as the page sees it: the phone's date in its own zone (the browser runs in Asia/Taipei), not the test
 * process's (UTC here). From 16:00 to 24:00 UTC the two are different days: the clean-clone run at 17:30 UTC
 * expected kin 94 (the 28th) where the page rightly showed kin 95 (Taipei's 29th).
 */
const pageToday = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const d = new Date()
    const two = (n: number) => String(n).padStart(2, '0')
    return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`
  })

test("calendar: today's signature with glyphs, the moon view, moon navigation and a tapped day", async ({ page }) => {
  await page.goto('/mayaCalendar/pages/index')
  const today = dreamspell(await pageToday(page))
  const card = page.locator('.maya-today')
  await expect(card).toHaveAttribute('data-kin', String(today.kin))
  await expect(card).toContainText(`Kin ${today.kin}`)
  await expect(card).toContainText(kinName(today.kin, mayaNamesZhHant))
  await expect(card.locator('.signature-card__seal img')).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/)
  await expect(card.locator('.signature-card__tone img')).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/)
  await expect(page).toHaveTitle(/13月亮曆/)

  const days = page.locator('.moon-grid__day')
  await expect(days).toHaveCount(28)
  const moon = today.moonDate.type === 'moon' ? today.moonDate.moon : today.moonDate.type === 'dayOutOfTime' ? 13 : 8
  await expect(page.locator('.moon-nav__moon')).toHaveText(mayaNamesZhHant.moon[moon])

  // next moon, then tap its 10th day
  await page.locator('.moon-nav__next').click()
  await expect(page.locator('.moon-nav__moon')).toHaveText(mayaNamesZhHant.moon[moon === 13 ? 1 : moon + 1])
  const tenth = days.nth(9)
  const date = (await tenth.getAttribute('data-date'))!
  expect(moonDateOf(date)).toEqual({ type: 'moon', moon: moon === 13 ? 1 : moon + 1, day: 10 })
  await tenth.click()
  await expect(page.locator('.maya-selected')).toHaveAttribute('data-kin', String(dreamspell(date).kin))
  await page.locator('.moon-nav__today').click()
  await expect(page.locator('.maya-selected')).toHaveCount(0)
})

test('calendar: Hunab Ku in the Galactic Moon of a leap year, the Day Out of Time after the Cosmic Moon; English names', async ({
  page
}) => {
  await page.goto('/mayaCalendar/pages/index')
  const today = dreamspell(await pageToday(page))
  const moon = today.moonDate.type === 'moon' ? today.moonDate.moon : today.moonDate.type === 'dayOutOfTime' ? 13 : 8
  let year = today.thirteenMoonYear
  while (!isLeapYear(year + 1)) year++
  for (let i = today.thirteenMoonYear; i < year; i++) await page.locator('.moon-nav__next-year').click()
  for (let i = 0; i < Math.abs(8 - moon); i++)
    await page.locator(8 > moon ? '.moon-nav__next' : '.moon-nav__prev').click()
  await expect(page.locator('.moon-nav__moon')).toHaveText(mayaNamesZhHant.moon[8])
  await expect(page.locator('.moon-grid__day').first()).toHaveAttribute('data-date', dateOfMoonDay(year, 8, 1))
  const hunabKu = page.locator('.moon-special--hunab-ku')
  await expect(hunabKu).toHaveAttribute('data-date', `${year + 1}-02-29`)
  await hunabKu.click()
  await expect(page.locator('.maya-selected')).toHaveAttribute('data-kin', String(dreamspell(`${year + 1}-02-28`).kin))
  await expect(page.locator('.maya-selected')).toContainText('0.0 胡納庫')

  for (let i = 8; i < 13; i++) await page.locator('.moon-nav__next').click()
  const doot = page.locator('.moon-special--day-out-of-time')
  await expect(doot).toHaveAttribute('data-date', `${year + 1}-07-25`)
  await doot.click()
  await expect(page.locator('.maya-selected')).toContainText('無時間日')

  await page.evaluate(() => localStorage.setItem('locale', JSON.stringify({ data: 'en' })))
  await page.reload()
  await expect(page.locator('.maya-today')).toContainText(kinName(today.kin, mayaNamesEn))
  await expect(page.locator('.maya-tab-bar__item').nth(0)).toContainText('My People')
})

test("the calendar's own bar redirects between its three pages", async ({ page }) => {
  await page.goto('/mayaCalendar/pages/index')
  const tabs = page.locator('.maya-tab-bar__item')
  await expect(tabs).toHaveCount(3)
  await expect(page.locator('.maya-tab-bar__item--active')).toHaveAttribute('data-path', '/mayaCalendar/pages/index')
  await tabs.nth(0).click()
  await expect(page).toHaveURL(/\/mayaCalendar\/pages\/addKin\/index/)
  await expect(page.locator('.maya-tab-bar__item--active')).toHaveAttribute(
    'data-path',
    '/mayaCalendar/pages/addKin/index'
  )
  await tabs.nth(2).click()
  await expect(page).toHaveURL(/\/mayaCalendar\/pages\/information\/index/)
})

test('logged out: add people born 29 Feb 2000 (typed) and 25 Jul 1990 (date picker), see signatures and oracle, reload, still there', async ({
  page
}) => {
  await page.goto('/mayaCalendar/pages/addKin/index')
  await expect(page.locator('.kin-list__empty')).toBeVisible()

  // validation messages first
  await addByTyping(page, '', '2001-02-29')
  await expect(page.locator('.kin-form__error--name')).toHaveText('請輸入姓名')
  await expect(page.locator('.kin-form__error--birthday')).toHaveText('沒有這一天，請確認日期')

  await addByTyping(page, '小明', LEAP)
  await expectSignatureAndOracle(page, '小明', LEAP)
  await expect(page.locator('.kin-selected')).toContainText('0.0 胡納庫')
  expect(dreamspell(LEAP).kin).toBe(dreamspell('2000-02-28').kin)

  await page.locator('.kin-form__name input, input.kin-form__name').fill('Ann')
  await pickDate(page, DOOT)
  await expect(page.locator('.kin-form__birthday input, input.kin-form__birthday')).toHaveValue(DOOT)
  await page.locator('.kin-form__submit').click()
  await expectSignatureAndOracle(page, 'Ann', DOOT)
  await expectSaved(page, [
    ['小明', LEAP],
    ['Ann', DOOT]
  ])

  await page.reload()
  await expectSaved(page, [
    ['小明', LEAP],
    ['Ann', DOOT]
  ])
  await page.locator('.kin-row').first().locator('.kin-row__main').click()
  await expectSignatureAndOracle(page, '小明', LEAP)
})

test('logging in on the page merges the device list into the account; saved people come from the server, edit and delete', async ({
  page,
  request
}) => {
  await page.goto('/mayaCalendar/pages/addKin/index')
  await addByTyping(page, '小明', LEAP)
  await expectSaved(page, [['小明', LEAP]])

  // log in (a new account) through the login panel opened from the page
  const email = uniqueEmail('maya')
  await page.locator('.kin-form__login').click()
  const panel = page.locator('.login-panel__sheet')
  await expect(panel).toBeVisible()
  await page.locator('.login-panel__email input, input.login-panel__email').fill(email)
  await page.locator('.login-panel__send').click()
  const code = await latestCode(request, email)
  await page.locator('.login-panel__code input, input.login-panel__code').fill(code)
  await page.locator('.login-panel__submit').click()
  await expect(panel).toBeHidden()
  await expect(page.locator('.kin-form__login')).toHaveCount(0)
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? '{}').data as string)
  // the merge happened on the server; what the page shows now comes from there
  await expect
    .poll(async () => (await api<MayaKinDTO[]>(request, { path: '/v3/maya/kins', token })).data.map((k) => k.name))
    .toEqual(['小明'])
  await api(request, { method: 'POST', path: '/v3/maya/kins', token, data: { name: 'Ann', birthday: DOOT } })
  await page.reload()
  await expectSaved(page, [
    ['小明', LEAP],
    ['Ann', DOOT]
  ])
  const server = await api<MayaKinDTO[]>(request, { path: '/v3/maya/kins', token })
  expect(server.data.map((k) => [k.name, k.birthday, k.kin])).toEqual([
    ['小明', LEAP, dreamspell(LEAP).kin],
    ['Ann', DOOT, dreamspell(DOOT).kin]
  ])
  expect(await page.evaluate(() => localStorage.getItem('mayaKins'))).toBeNull()

  // edit on the page → the server has it
  await page.locator('.kin-row').first().locator('.kin-row__edit').click()
  await expect(page.locator('.kin-form__name input, input.kin-form__name')).toHaveValue('小明')
  await page.locator('.kin-form__name input, input.kin-form__name').fill('小明明')
  await page.locator('.kin-form__submit').click()
  await expect(page.locator('.kin-row').first()).toHaveAttribute('data-name', '小明明')
  await expect
    .poll(async () => (await api<MayaKinDTO[]>(request, { path: '/v3/maya/kins', token })).data.map((k) => k.name))
    .toEqual(['小明明', 'Ann'])

  // delete with the confirmation dialog
  await page.locator('.kin-row').nth(1).locator('.kin-row__delete').click()
  await expect(page.locator('.taro-modal__title')).toHaveText('確定要刪除「Ann」嗎？')
  await page.locator('.taro-model__confirm').click()
  await expectSaved(page, [['小明明', LEAP]])
  await page.reload()
  await expectSaved(page, [['小明明', LEAP]])
})

test('information: topics and articles from the server, an article with its paragraphs', async ({ page, request }) => {
  const list = await api<MayaArticleSummaryDTO[]>(request, { path: '/v3/maya/articles' })
  expect(list.data.length).toBeGreaterThanOrEqual(10)
  await page.goto('/mayaCalendar/pages/information/index')
  await expect(page.locator('.info-topic')).toHaveCount(4)
  const seals = list.data.filter((a) => a.category === 'seals')
  await page.locator('.info-topic[data-category="seals"] .info-topic__head').click()
  await expect(page).toHaveURL(/infoMain\?category=seals/)
  await expect(page.locator('.info-article')).toHaveCount(seals.length)
  await page.locator('.info-article').first().click()
  await expect(page).toHaveURL(new RegExp(`detail\\?id=${seals[0].id}`))
  await expect(page.locator('.info-detail__title')).toHaveText(seals[0].title)
  expect(await page.locator('.info-detail__p').count()).toBeGreaterThanOrEqual(3)
})
