/**
 * What a first-time user meets on a phone (390×844): enabled main buttons look enabled, the course purchase
 * bar is one compact row, the coupon field can be typed into, videos stay above the content, every page has
 * the same navigation bar whose title uses the width, and the English mode shows English titles, document
 * title and `<html lang>`.
 */
import { test, expect, type Page } from './support/guard'
import { storeLogin } from './support/pages'
import { loginByEmail, uniqueEmail } from './support/api'

async function useEnglish(page: Page) {
  await page.goto('/pages/meditation/index')
  await page.evaluate(() => {
    localStorage.setItem('locale', JSON.stringify({ data: 'en' }))
    localStorage.setItem('lang', JSON.stringify({ data: 'en' }))
  })
}

/** opacity of the element and of every ancestor multiplied, and the alpha of its text colour */
async function looks(page: Page, selector: string) {
  const el = page.locator(selector).first()
  await expect(el).toBeVisible()
  return el.evaluate((node) => {
    let opacity = 1
    for (let e: Element | null = node; e; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity)
    const m = getComputedStyle(node).color.match(/rgba?\(([^)]+)\)/)
    const alpha = m && m[1].split(',').length === 4 ? Number(m[1].split(',')[3]) : 1
    return { opacity, alpha, disabled: node.getAttribute('disabled') }
  })
}

async function expectEnabledLook(page: Page, selector: string, label: string | RegExp) {
  await expect(page.locator(selector).first()).toContainText(label)
  // a pay button is disabled, with its label, until the plans it sells have loaded: its look is checked once enabled
  // (a button that never becomes enabled still fails here). Seen failing without this under load, 2026-11-29
  await expect(page.locator(selector).first()).toBeEnabled()
  const l = await looks(page, selector)
  expect(l, `${selector} looks enabled`).toEqual({ opacity: 1, alpha: 1, disabled: null })
}

test('enabled main buttons render at full opacity with full-colour text', async ({ page, request }) => {
  await page.goto('/pages/meditation/vipMember')
  await expectEnabledLook(page, '.vip__pay', '登入後購買')
  await page.goto('/pages/meditation/studyPlan?sku=plan-sleep')
  await expectEnabledLook(page, '.med-plan__join', '加入計畫')
  await page.goto('/pages/meditation/detail?sku=m-beginner')
  await expectEnabledLook(page, '.med-detail__play', '從頭播放')

  const token = await loginByEmail(request, uniqueEmail('looks'))
  await storeLogin(page, token)
  await page.goto('/pages/meditation/vipMember')
  await expectEnabledLook(page, '.vip__pay', /付款 NT\$588/)
  await page.goto('/pages/meditation/exChange')
  await expectEnabledLook(page, '.exchange-submit', '立即兌換')
  await page.goto('/mine/pages/invitation/index')
  await expectEnabledLook(page, '.invite-link__btn:has-text("複製連結")', '複製連結')
  await page.goto('/mine/pages/annualPass/equity')
  await expectEnabledLook(page, '.equity-buy', /購買 NT\$\d/)

  // a button that was disabled and is enabled again looks enabled too (the coupon claim button)
  await page.goto('/coupon/pages/list')
  const claim = page.locator('.coupons__claim-btn')
  await expect(claim).toHaveAttribute('disabled', '')
  await page.locator('.coupons__input input, input.coupons__input').fill('X')
  await expectEnabledLook(page, '.coupons__claim-btn', '領取')
})

test('the course purchase bar is one compact row: price, preview and buy side by side', async ({ page }) => {
  await page.goto('/pages/course/detail?sku=c-mindfulness')
  const bar = page.locator('.pay-bar')
  await expect(bar).toBeVisible()
  await expect(bar.locator('.pay-bar__price')).toHaveText('NT$1,280')
  const barBox = (await bar.boundingBox())!
  // the row of buttons (at most 56 px) and under it the policy links, 27 px tap targets (a11y: 24 px minimum)
  expect(barBox.height).toBeLessThanOrEqual(100)
  const preview = (await page.locator('.course-detail__secondary').boundingBox())!
  const buy = (await page.locator('.course-detail__primary').boundingBox())!
  await expect(page.locator('.course-detail__primary')).toHaveText('購買課程')
  for (const b of [preview, buy]) {
    expect(b.height).toBeGreaterThanOrEqual(40)
    expect(b.height).toBeLessThanOrEqual(56)
    expect(b.width).toBeGreaterThanOrEqual(72)
    expect(b.y).toBeGreaterThanOrEqual(barBox.y)
  }
  // same row, the buy button the wider one, both inside the screen
  expect(Math.abs(preview.y - buy.y)).toBeLessThan(2)
  expect(buy.width).toBeGreaterThan(preview.width)
  expect(buy.x + buy.width).toBeLessThanOrEqual(390)
})

test('the coupon code field has room to type; a seeded code is claimed and listed', async ({ page, request }) => {
  const token = await loginByEmail(request, uniqueEmail('coupon'))
  await storeLogin(page, token)
  await page.goto('/coupon/pages/list')
  const input = page.locator('.coupons__input')
  await expect(input).toBeVisible()
  expect((await input.boundingBox())!.width).toBeGreaterThan(150)
  await page.locator('.coupons__input input, input.coupons__input').click()
  await page.keyboard.type('welcome50')
  await expect(page.locator('.coupons__input input, input.coupons__input')).toHaveValue('welcome50')
  await page.locator('.coupons__claim-btn').click()
  const item = page.locator('.coupons__item[data-state="usable"]')
  await expect(item).toHaveCount(1)
  await expect(item).toContainText('新人禮 50 元')
  await expect(item.locator('.coupons__value')).toHaveText('NT$50')
})

async function expectBelow(page: Page, upper: string, lower: string) {
  const a = (await page.locator(upper).first().boundingBox())!
  const b = (await page.locator(lower).first().boundingBox())!
  expect(b.y, `${lower} starts below ${upper}`).toBeGreaterThanOrEqual(a.y + a.height - 1)
}

test('videos keep their own space: the course title, lesson list and live title are below the video', async ({
  page
}) => {
  await page.goto('/pages/course/play?sku=c-mindfulness')
  await expect(page.locator('.course-play__title')).toBeVisible()
  await expectBelow(page, 'taro-video-core', '.course-play__title')
  await expectBelow(page, 'taro-video-core', '.course-play__list')
  await expect(page.locator('.course-play__title')).toBeInViewport()

  await page.goto('/live/pages/liveRoom?sku=l-now')
  await expect(page.locator('.live-room__title')).toBeVisible()
  // the stage holds the stream (or its poster while it cannot play)
  await expectBelow(page, '.live-room__stage', '.live-room__title')
  // the page itself is light, not video on black
  const bg = await page.locator('.live-room').evaluate((e) => getComputedStyle(e).backgroundColor)
  expect(bg).toBe('rgb(248, 248, 248)')
})

test('one navigation bar everywhere: full-width titles, no Taro bar or home icon, no back on the study tab', async ({
  page
}) => {
  await page.goto('/pages/course/detail?sku=c-mindfulness')
  const title = page.locator('.nav-bar__title')
  await expect(title).toHaveText('正念基礎八週課')
  const fits = await title.evaluate((e) => e.scrollWidth <= e.clientWidth && e.getBoundingClientRect().width > 200)
  expect(fits).toBe(true)

  for (const path of [
    '/coupon/pages/list',
    '/study/pages/index',
    '/mine/pages/setting',
    '/pages/course/order?sku=c-mindfulness',
    '/live/pages/booking?sku=l-evening'
  ]) {
    await page.goto(path)
    await expect(page.locator('.nav-bar')).toHaveCount(1)
    await expect(page.locator('.taro-navigation-bar-show')).toHaveCount(0)
  }
  await page.goto('/coupon/pages/list')
  await expect(page.locator('.nav-bar__title')).toHaveText('我的優惠券')
  await expect(page.locator('.nav-bar__back')).toHaveAttribute('aria-label', '返回')
  await page.goto('/study/pages/index')
  await expect(page.locator('.nav-bar__title')).toHaveText('學習')
  await expect(page.locator('.nav-bar__back')).toHaveCount(0)
})

test('English: page titles, the document title and <html lang> follow the language', async ({ page }) => {
  await useEnglish(page)
  const pages: [string, string][] = [
    ['/study/pages/index', 'Study'],
    ['/pages/course/order?sku=c-mindfulness', 'Confirm Order'],
    ['/mine/pages/annualPass/equity', 'Annual Card Benefits'],
    ['/live/pages/booking?sku=l-evening', 'Live Booking'],
    ['/coupon/pages/list', 'My Coupons'],
    ['/study/pages/course/onlineCamp?commodity_id=14', 'Training Camp']
  ]
  for (const [path, title] of pages) {
    await page.goto(path)
    await expect(page.locator('.nav-bar__title')).toHaveText(title)
    await expect(page).toHaveTitle(title)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    // nothing Chinese left on the screen (the brand name 靜心 aside)
    const han = await page.evaluate(() => document.body.innerText.replace(/靜心/g, '').match(/[\u4e00-\u9fff]+/g) ?? [])
    expect(han, path).toEqual([])
  }
  // the video component's own fallback text and the timer's picker buttons are ours, in English
  await page.goto('/pages/course/play?sku=c-mindfulness')
  await expect(page.locator('video')).toHaveText('This device cannot play the video')
  await page.goto('/study/pages/timer')
  // the picker's sheet is drawn when it opens
  await page.locator('.timer-form__row', { has: page.locator('.timer-form__value') }).click()
  const actions = page.locator('.taro-picker__action')
  await expect(actions.first()).toHaveText('Cancel', { useInnerText: false })
  await expect(actions.last()).toHaveText('OK', { useInnerText: false })
})

test('labels say what things are: member content is not "free", the invitation is on the Me menu, banners show their titles and open the right pages', async ({
  page
}) => {
  await page.goto('/pages/course/index')
  const picks = page.locator('.course-card[data-sku="m-sleep"]').first()
  await expect(picks).toBeVisible()
  await expect(picks.locator('.course-card__price')).toHaveText('冥想專輯')
  const member = page.locator('.course-card[data-sku="vip-member"]').first()
  await expect(member.locator('.course-card__price')).toHaveText('會員方案')
  await expect(page.locator('.course-card__price', { hasText: '免費' })).toHaveCount(
    await page.locator('.course-card__price[data-kind="price"]', { hasText: '免費' }).count()
  )

  // banners: a visible title on each; the annual-card banner opens the annual card page
  const annual = page.locator('.banner-swiper__item', { hasText: '年卡會員專享' })
  await expect(annual).toHaveCount(1)
  await expect(page.locator('.banner-swiper__title').first()).not.toBeEmpty()
  await annual.evaluate((e) => (e as HTMLElement).click())
  await expect(page).toHaveURL(/\/mine\/pages\/annualPass\/equity/)

  await page.goto('/mine/pages/index')
  await page.locator('.mine-menu__item--invitation').click()
  await expect(page).toHaveURL(/\/mine\/pages\/invitation\/index/)
  await expect(page.locator('.nav-bar__title')).toHaveText('邀請好友')
})

test('a locked lesson opens a paywall sheet with the way to unlock it, not a toast', async ({ page }) => {
  await page.goto('/pages/course/detail?sku=c-mindfulness')
  await page.locator('.course-lesson[data-locked="1"]').first().click()
  const sheet = page.locator('.paywall')
  await expect(sheet).toBeVisible()
  await expect(sheet.getByRole('heading')).toHaveText('這一節尚未解鎖')
  await expect(sheet.locator('.paywall-buy')).toHaveText('購買課程 NT$1,280')
  await sheet.locator('.paywall-buy').click()
  await expect(page).toHaveURL(/\/pages\/course\/order\?sku=c-mindfulness/)
})

test('the course intro says more than the title; no code to redeem is given away as a placeholder', async ({
  page
}) => {
  await page.goto('/pages/course/detail?sku=c-mindfulness')
  const intro = page.locator('.course-detail__intro')
  await expect(intro).toBeVisible()
  expect((await intro.textContent())!.startsWith('正念基礎八週課')).toBe(false)
  await page.goto('/pages/meditation/exChange')
  const placeholder = await page.locator('.exchange-code input, input.exchange-code').getAttribute('placeholder')
  expect(placeholder).not.toMatch(/JX[A-Z0-9]{6,}/)
})

test('the player uses icon controls with plain names and a real slider', async ({ page }) => {
  await page.goto('/pages/meditation/play?sku=m-beginner')
  await expect(page.locator('.player__toggle')).toBeVisible()
  for (const sel of ['.player__mode', '.player__prev', '.player__toggle', '.player__next', '.player__list-btn']) {
    await expect(page.locator(`${sel} .at-icon`)).toHaveCount(1)
    expect((await page.locator(sel).innerText()).trim()).toBe('')
  }
  await expect(page.locator('.player__sleep')).toHaveText('定時關閉')
  const slider = page.getByRole('slider', { name: '播放進度' })
  await expect(slider).toHaveAttribute('aria-valuemin', '0')
  await expect(slider).toHaveAttribute('aria-valuetext', /，共 \d+:\d\d/)
})

test('every control is reachable with Tab and works with Enter', async ({ page }) => {
  await page.goto('/mine/pages/index')
  await expect(page.locator('.mine-menu__item--invitation')).toBeVisible()
  const seen = new Set<string>()
  for (let i = 0; i < 40 && !seen.has('invitation'); i++) {
    await page.keyboard.press('Tab')
    const cls = await page.evaluate(() => document.activeElement?.className ?? '')
    const m = /mine-menu__item--(\w+)/.exec(cls)
    if (m) seen.add(m[1])
  }
  expect([...seen]).toEqual(expect.arrayContaining(['favorites', 'coupons', 'invitation']))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/mine\/pages\/invitation\/index/)
})

test('switching login tabs, paying and redeeming leave no DOM errors (the guard fails the test on any)', async ({
  page,
  request,
  domErrors
}) => {
  await page.goto('/pages/course/order?sku=c-mindfulness')
  const panel = page.locator('.login-panel__sheet')
  await expect(panel).toBeVisible()
  for (const mode of ['password', 'code', 'password', 'code']) {
    await page.locator(`.login-panel__tab[data-mode="${mode}"]`).click()
    await expect(page.locator(`.login-panel__tab[data-mode="${mode}"]`)).toHaveAttribute('aria-selected', 'true')
  }
  const token = await loginByEmail(request, uniqueEmail('domerr'))
  await storeLogin(page, token)
  await page.goto('/pages/meditation/exChange')
  await page.locator('.exchange-code input, input.exchange-code').fill('NOSUCH1')
  await page.locator('.exchange-submit').click()
  await expect(page.locator('.exchange-error')).toBeVisible()
  await page.goto('/pages/course/order?sku=c-mindfulness')
  await page.locator('.order-pay').click()
  await expect(page).toHaveURL(/\/pages\/payResult\/result\?order_no=/)
  expect(domErrors).toEqual([])
})

test('pages do not jump while they load: the album, the home tab and the course tab', async ({ page }) => {
  // every layout shift of the load, summed as CLS sums them (none follows an input here)
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number }
    w.__shift = 0
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.__shift += e.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  const pages = [
    { path: '/pages/meditation/detail?sku=m-sleep', ready: '.med-detail__section .med-detail__h' },
    { path: '/pages/meditation/index', ready: '.day-card' },
    { path: '/pages/course/index', ready: '.course-floor' }
  ]
  for (const p of pages) {
    await page.goto(p.path)
    await expect(page.locator(p.ready).first()).toBeVisible()
    // two frames after the content: a class applied a frame late would shift it there
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift)
    // Lighthouse's "good" is 0.1; the album's loading box once became its content box for a frame (0.19)
    expect(shift, `layout shift on ${p.path}`).toBeLessThan(0.05)
  }
})
