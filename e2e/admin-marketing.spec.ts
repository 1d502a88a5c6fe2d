/**
 * Campaign landing pages in the operator console (issue 31), in Chromium against a real server of this spec's own
 * (E2E_ADMIN_PORT; `npm run build:admin` and the H5 build first): an editor edits the `one` campaign's definition,
 * a bad field is refused with the server's translated message naming it, saves the draft (the H5 page still shows
 * the old hero), publishes it, and the H5 landing page /third/pages/one shows the new hero title. The landings
 * list and edit page pass axe and are captured in zh-Hant and English.
 */
import { test, expect } from './support/guard'
import { shot } from './support/pages'
import { confirmPopover, consoleSpec, signIn } from './support/admin'

const server = consoleSpec({ timeout: 180_000 })

test('an editor publishes a landing page and the H5 /third page shows it', async ({ page, browser }) => {
  const editor = server().operator('editor')
  await signIn(page, editor)
  await page.goto('/admin/landings')
  await expect(page.getByRole('heading', { name: '活動落地頁' })).toBeVisible()
  const row = page.locator('tr', { has: page.getByRole('cell', { name: 'one', exact: true }) })
  await expect(row.getByText('已發布（預設）')).toBeVisible()
  await shot(page, 'admin-landings-list-zh')

  await row.getByRole('button', { name: /編輯/ }).click()
  await expect(page).toHaveURL(/\/admin\/landings\/edit\/one$/)
  const field = page.getByLabel('頁面定義（JSON）')
  await expect(field).toHaveValue(/"id": "one"/)
  const def = JSON.parse(await field.inputValue()) as { blocks: { type: string; title: string }[] }
  await shot(page, 'admin-landing-edit-zh')

  // a block with a field the engine does not read: refused, named, nothing saved
  const title = `春季正念課 ${Date.now() % 100000}`
  const bad = structuredClone(def)
  Object.assign(bad.blocks[0], { colour: 'red' })
  await field.fill(JSON.stringify(bad, null, 2))
  await page.getByRole('button', { name: '儲存' }).click()
  await expect(page.getByText('欄位「/blocks/0/colour」不正確').first()).toBeVisible()

  const hero = def.blocks.find((b) => b.type === 'hero')!
  hero.title = title
  await field.fill(JSON.stringify(def, null, 2))
  await page.getByRole('button', { name: '儲存' }).click()
  await expect(page.getByText('有未發布的修改')).toBeVisible()

  const h5 = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await h5.goto(`${server().base}/third/pages/one`)
  await expect(h5.locator('.ld-hero__title')).toBeVisible()
  await expect(h5.locator('.ld-hero__title')).not.toHaveText(title) // a draft is not in the app

  await confirmPopover(page, page.getByRole('button', { name: '發布', exact: true }), '發布')
  // exact: the header's title and status tag read 編輯活動頁 · 已發布, which contains the toast's words
  await expect(page.getByText('活動頁已發布', { exact: true })).toBeVisible()
  await expect(page.getByText('有未發布的修改')).toHaveCount(0)

  await h5.reload()
  await expect(h5.locator('.ld-hero__title')).toHaveText(title)
  await h5.close()

  // English
  await page.getByText('English', { exact: true }).first().click()
  await page.goto('/admin/landings')
  await expect(page.getByRole('heading', { name: 'Campaign landing pages' })).toBeVisible()
  await expect(row.getByText('Published', { exact: true })).toBeVisible()
  await shot(page, 'admin-landings-list-en')
  await page.goto('/admin/landings/edit/one')
  await expect(page.getByLabel('Definition (JSON)')).toHaveValue(new RegExp(title))
  await shot(page, 'admin-landing-edit-en')
})

test('annual cards: an editor changes a card price; support grants a card with a reason (zh-Hant and English)', async ({
  page,
  browser
}) => {
  await signIn(page, server().operator('editor'))
  await page.goto('/admin/annual-cards')
  await expect(page.getByRole('heading', { name: '年卡方案' })).toBeVisible()
  const row = page.locator('tr', { has: page.getByRole('cell', { name: 'annual-card', exact: true }) })
  await shot(page, 'admin-annual-cards-zh')
  await row.getByRole('button', { name: /編輯/ }).click()
  await expect(page.getByLabel('售價（分）')).toHaveValue(/\d+/)
  await page.getByLabel('售價（分）').fill('1799')
  await shot(page, 'admin-annual-card-edit-zh')
  await page.getByRole('button', { name: '儲存' }).click()
  await expect(page).toHaveURL(/\/admin\/annual-cards$/)
  await expect(row.getByRole('cell', { name: '17.99' })).toBeVisible()
  await page.getByText('English', { exact: true }).first().click()
  await expect(page.getByRole('heading', { name: 'Annual cards' })).toBeVisible()
  await shot(page, 'admin-annual-cards-en')

  const support = await browser.newPage({ viewport: { width: 1280, height: 860 } })
  await signIn(support, server().operator('support'))
  await support.goto('/admin/annual-card-holders')
  await expect(support.getByRole('heading', { name: '年卡持有人' })).toBeVisible()
  await expect(support.locator('.ant-spin-spinning')).toHaveCount(0)
  await shot(support, 'admin-annual-card-holders-zh')
  await support.getByText('English', { exact: true }).first().click()
  await expect(support.getByRole('heading', { name: 'Annual card holders' })).toBeVisible()
  await expect(support.locator('.ant-spin-spinning')).toHaveCount(0)
  await shot(support, 'admin-annual-card-holders-en')
  await support.close()
})
