import { expect } from '@playwright/test'
// Playwright's own test (no DOM-error guard), with the worker fixtures of every spec's (support/guard)
import { plainTest as test } from './support/guard'

test('an unknown route shows the not-found page, whose home link leads to the home tab', async ({ page }) => {
  await page.goto('/pages/no-such-page?x=1')
  await expect(page.locator('.not-found__title')).toHaveText('找不到頁面')
  await expect(page).toHaveURL(/\/commonPage\/pages\/notFound/)
  // the app's one navigation bar, with the whole title: not Taro's default bar with a home icon
  await expect(page.locator('.nav-bar__title')).toHaveText('找不到頁面')
  await expect(page.locator('.taro-navigation-bar-show')).toHaveCount(0)
  // the splash is gone once a page is on screen
  await expect(page.locator('#splash')).toHaveCount(0)
  await page.locator('.not-found__home', { hasText: '回到首頁' }).click()
  await expect(page).toHaveURL(/\/pages\/meditation\/index/)
  await expect(page.locator('.tab-bar__item--active')).toHaveAttribute('data-path', '/pages/meditation/index')
})

test('English: the not-found page speaks the chosen language', async ({ page }) => {
  await page.goto('/pages/meditation/index')
  await page.evaluate(() => localStorage.setItem('locale', JSON.stringify({ data: 'en' })))
  await page.goto('/mine/pages/nothing-here')
  await expect(page.locator('.not-found__title')).toHaveText('Page not found')
  await expect(page.locator('.nav-bar__title')).toHaveText('Page not found')
  await page.locator('.not-found__home', { hasText: 'Back to home' }).click()
  await expect(page).toHaveURL(/\/pages\/meditation\/index/)
})
