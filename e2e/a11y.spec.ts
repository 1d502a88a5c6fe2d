/**
 * Accessibility: axe-core finds no serious or critical violation on the pages the browser tests visit, as a
 * visitor and as a logged-in user, in zh-Hant and in English, no control is smaller than 24×24 px (the playback
 * slider included), and every page's content is inside a landmark, under one `main` (issue 32 item 15).
 */
import { test, expect, type Page } from './support/guard'
import { expectNoSeriousA11yViolations, landmarkViolations } from './support/axe'
import { loginByEmail, uniqueEmail } from './support/api'

const VISITOR_PAGES: [string, string][] = [
  ['/pages/meditation/index', '.tab-bar'],
  ['/pages/course/index', '.tab-bar'],
  ['/study/pages/index', '.nav-bar__title'],
  ['/mine/pages/index', '.mine-menu'],
  ['/pages/course/detail?sku=c-mindfulness', '.pay-bar'],
  ['/pages/course/play?sku=c-mindfulness', '.course-play__title'],
  ['/pages/course/category?id=6', '.nav-bar__title'],
  ['/pages/meditation/detail?sku=m-beginner', '.med-track'],
  ['/pages/meditation/play?sku=m-beginner', '.player__toggle'],
  ['/pages/meditation/studyPlan?sku=plan-sleep', '.med-plan__join'],
  ['/pages/meditation/vipMember', '.vip__pay'],
  ['/pages/meditation/exChange', '.exchange-submit'],
  ['/pages/login/index', '.nav-bar__title'],
  ['/pages/login/emailCode', '.nav-bar__title'],
  ['/pages/login/register', '.nav-bar__title'],
  ['/live/pages/liveRoom?sku=l-now', '.live-room__title'],
  ['/live/pages/booking?sku=l-evening', '.nav-bar__title'],
  ['/mine/pages/annualPass/equity', '.equity-buy'],
  ['/mine/pages/helpCenter/index', '.nav-bar__title'],
  ['/mayaCalendar/pages/index', '.nav-bar__title'],
  ['/mayaCalendar/pages/information/index', '.nav-bar__title'],
  ['/commonPage/pages/search', '.search-chip'],
  ['/commonPage/pages/searchResult?keyword=%E7%9D%A1%E7%9C%A0', '.search-hit'],
  ['/study/pages/course/search?keyword=%E7%9D%A1%E7%9C%A0', '.search-hit'],
  ['/study/pages/collectionDetail/index?id=2', '.collection-item'],
  ['/study/pages/helpCenter/index', '.help-center__category']
]

const USER_PAGES: [string, string][] = [
  ['/mine/pages/index', '.mine-menu'],
  ['/coupon/pages/list', '.coupons__input'],
  ['/mine/pages/invitation/index', '.invite-link__btn'],
  ['/pages/course/order?sku=c-mindfulness', '.order-pay'],
  ['/mine/pages/info', '.nav-bar__title'],
  ['/mine/pages/setting', '.nav-bar__title'],
  ['/mine/pages/favorites', '.nav-bar__title'],
  ['/mine/pages/histories', '.nav-bar__title'],
  ['/mayaCalendar/pages/addKin/index', '.nav-bar__title'],
  ['/study/pages/course/comments?course_id=2&title=x', '.jx-comments__send'],
  ['/study/pages/collectionDetail/index?id=1', '.collection__fav']
]

/** Visible controls smaller than 24×24 CSS px (WCAG 2.2 target size, minimum), with their class and text. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const sel =
      '.taro-button-core, .taro-input-core, input[type="range"], [role="button"], [role="link"], [role="tab"], [role="switch"], [role="radio"], [role="checkbox"], [role="slider"]'
    const out: string[] = []
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(sel))) {
      const r = el.getBoundingClientRect()
      if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue
      if (el.closest('[aria-hidden="true"]')) continue
      if (r.width < 24 || r.height < 24)
        out.push(
          `${el.className || el.tagName} ${Math.round(r.width)}×${Math.round(r.height)} "${(el.textContent ?? '').trim().slice(0, 20)}"`
        )
    }
    return out
  })
}

async function check(page: Page, pages: [string, string][]) {
  const small: string[] = []
  const outside: string[] = []
  for (const [path, ready] of pages) {
    await page.goto(path)
    await expect(page.locator(ready).first()).toBeVisible()
    // let lists and images that load after the first paint arrive
    await page.waitForLoadState('networkidle')
    await expectNoSeriousA11yViolations(page, path)
    small.push(...(await smallTargets(page)).map((s) => `${path}: ${s}`))
    outside.push(...(await landmarkViolations(page)).map((s) => `${path}: ${s}`))
  }
  expect(small, 'touch targets under 24 px').toEqual([])
  expect(outside, 'content outside landmarks, or not one main').toEqual([])
}

test('axe: no serious or critical violations on the visitor pages', async ({ page }) => {
  test.setTimeout(180_000)
  await check(page, VISITOR_PAGES)
})

test('axe: no serious or critical violations on the logged-in pages', async ({ page, request }) => {
  test.setTimeout(180_000)
  const token = await loginByEmail(request, uniqueEmail('axe'))
  await page.goto('/pages/meditation/index')
  await page.evaluate((tk) => localStorage.setItem('token', JSON.stringify({ data: tk })), token)
  await check(page, USER_PAGES)
})

test('axe: no serious or critical violations in English', async ({ page }) => {
  test.setTimeout(180_000)
  await page.goto('/pages/meditation/index')
  await page.evaluate(() => {
    localStorage.setItem('locale', JSON.stringify({ data: 'en' }))
    localStorage.setItem('lang', JSON.stringify({ data: 'en' }))
  })
  await check(page, VISITOR_PAGES.slice(0, 12))
})
