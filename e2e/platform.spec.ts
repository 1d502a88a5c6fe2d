import { test, expect } from '@playwright/test'

test('an unknown route shows the not-found page, whose home link leads to the home tab', async ({ page }) => {
  await page.goto('/pages/no-such-page?x=1')
  await expect(page.getByRole('heading', { name: '找不到頁面' })).toBeVisible()
  await expect(page).toHaveURL(/\/commonPage\/pages\/notFound/)
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
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await page.locator('.not-found__home', { hasText: 'Back to home' }).click()
  await expect(page).toHaveURL(/\/pages\/meditation\/index/)
})
