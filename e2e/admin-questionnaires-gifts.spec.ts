/**
 * Questionnaires and gifts in the operator console (issue 31), in Chromium against a server of this spec's own
 * (E2E_ADMIN_PORT; `npm run build:admin` and the H5 build first):
 * - an editor writes a questionnaire (a single-choice and a text question), publishes it; a user answers it on the
 *   H5 questionnaire page; the operator sees the answer on the questionnaire's answers page;
 * - support finds a gift bought through the checkout by its order number and revokes it with a reason while the
 *   friend has the claim link open: the friend's claim is refused with the translated message and the link then
 *   says the gift was revoked (zh-Hant and English).
 * Every page visited is captured with axe in zh-Hant and English.
 */
import type { Browser } from '@playwright/test'
import { test, expect } from './support/guard'
import { api } from './support/api'
import { pageAs, shot } from './support/pages'
import { appUser, confirmModal, confirmPopover, consoleSpec, signIn } from './support/admin'

const server = consoleSpec({ timeout: 240_000 })

/** The H5 app as a phone, signed in with `token`, on this spec's server. */
const phone = (browser: Browser, token: string, lang: 'zh' | 'en' = 'zh') =>
  pageAs(browser, token, lang, { baseURL: server().base })

test('an editor publishes a questionnaire, a user answers it in the app, the operator reads the answer', async ({
  page,
  browser,
  request
}) => {
  const editor = server().operator('editor')
  await signIn(page, editor)
  const stamp = Date.now() % 100000
  const title = `睡眠習慣問卷 ${stamp}`
  await page.goto('/admin/questionnaires/create')
  await page.getByLabel('標題', { exact: true }).fill(title)
  await page.getByLabel('英文標題', { exact: true }).fill(`Sleep habits ${stamp}`)
  await page.getByRole('button', { name: '新增單選題' }).click()
  await page.getByLabel('題目', { exact: true }).fill('你通常幾點睡？')
  await page.getByLabel('英文題目', { exact: true }).fill('When do you usually go to bed?')
  await page.getByLabel('選項 1', { exact: true }).fill('十點前')
  await page.getByLabel('英文選項 1', { exact: true }).fill('Before ten')
  await page.getByLabel('選項 2', { exact: true }).fill('午夜後')
  await page.getByLabel('英文選項 2', { exact: true }).fill('After midnight')
  await page.getByRole('button', { name: '新增文字題' }).click()
  const second = page.locator('.ant-card-small').nth(1) // the question cards (the page is a card too)
  await second.getByLabel('題目', { exact: true }).fill('睡前你會做什麼？')
  await second.getByLabel('英文題目', { exact: true }).fill('What do you do before sleep?')
  await shot(page, 'admin-questionnaire-create-zh')
  await page.getByRole('button', { name: '儲存' }).click()
  await expect(page).toHaveURL(/\/admin\/questionnaires\/edit\/\d+$/)
  const id = Number(page.url().split('/').pop())

  // a draft: the app still shows the seeded questionnaire
  const user = await appUser(request, 'qn-e2e')
  const draft = await api<{ title: string }>(request, {
    path: '/v3/meditation/userResearchInfo',
    data: { code: 'questionnaire' },
    token: user.token
  })
  expect(draft.data.title).toBe('練習習慣問卷')

  await confirmPopover(page, page.getByRole('button', { name: '發布', exact: true }), '發布')
  await expect(page.getByText('問卷已發布', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: '取消發布' })).toBeVisible()
  await shot(page, 'admin-questionnaire-edit-zh')

  // the user answers it on the H5 questionnaire page
  const app = await phone(browser, user.token)
  await app.goto('/commonPage/pages/questionnaire')
  await expect(app.locator('.research').getByText(title).first()).toBeVisible()
  await app.getByRole('radio', { name: '午夜後' }).click()
  await app.getByRole('textbox', { name: '睡前你會做什麼？' }).fill('聽睡眠引導')
  await shot(app, 'app-questionnaire-console-zh')
  await app.locator('.research__submit').click()
  await expect(app.locator('.research__done')).toContainText('感謝你的填寫')
  await app.close()

  // the operator reads it
  await page.goto('/admin/questionnaires')
  const row = page.locator('tr', { hasText: title })
  await expect(row.getByRole('cell', { name: '1', exact: true })).toHaveCount(1) // one answer
  await shot(page, 'admin-questionnaires-list-zh')
  await row.getByRole('button', { name: `回覆 ${title}` }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/questionnaires/show/${id}$`))
  await expect(page.getByTestId('answer-q1')).toHaveText('午夜後')
  await expect(page.getByTestId('answer-q2')).toHaveText('聽睡眠引導')
  await expect(page.getByRole('link', { name: '下載 CSV' })).toHaveAttribute('href', /answers\.csv$/)
  await shot(page, 'admin-questionnaire-answers-zh')

  // English
  await page.getByText('English', { exact: true }).first().click()
  await expect(page.getByRole('heading', { name: 'Questionnaire answers' })).toBeVisible()
  await page.reload() // the answers' option labels come from the server in the console's language
  await expect(page.getByTestId('answer-q1')).toHaveText('After midnight')
  await expect(page.getByRole('columnheader', { name: 'When do you usually go to bed?' })).toBeVisible()
  await shot(page, 'admin-questionnaire-answers-en')
  await page.goto('/admin/questionnaires')
  await expect(page.getByRole('heading', { name: 'Questionnaires' })).toBeVisible()
  await shot(page, 'admin-questionnaires-list-en')
  await page.goto(`/admin/questionnaires/edit/${id}`)
  await expect(page.getByText('Answers so far: 1.', { exact: false })).toBeVisible()
  await shot(page, 'admin-questionnaire-edit-en')
})

test('support revokes an unclaimed gift; the claim link says so in zh-Hant and English', async ({
  page,
  browser,
  request
}) => {
  const giver = await appUser(request, 'gift-e2e-giver')
  const order = await api<{ order_no: string }>(request, {
    method: 'POST',
    path: '/v3/orders',
    token: giver.token,
    data: { sku: 'c-breathwork', phone: '912345678', gift: 1 }
  })
  expect(order.code).toBe(0)
  const orderNo = order.data.order_no
  expect(
    (await api(request, { method: 'POST', path: '/v3/pays', token: giver.token, data: { order_no: orderNo } })).code
  ).toBe(0)
  const gift = await api<{ token: string; id: number }>(request, {
    path: '/v3/get/gift/order',
    token: giver.token,
    data: { order_no: orderNo }
  })
  const link = `/mine/pages/presentManage/give?token=${gift.data.token}`

  // the friend opens the link: the gift can be claimed
  const friend = await appUser(request, 'gift-e2e-friend')
  const app = await phone(browser, friend.token)
  await app.goto(link)
  await expect(app.getByTestId('give-claim')).toBeVisible()

  // support finds it by the order number and revokes it with a reason
  const support = server().operator('support')
  await signIn(page, support)
  await page.goto('/admin/gifts')
  await page.getByRole('searchbox').fill(orderNo)
  await page.getByRole('searchbox').press('Enter')
  await expect(page.locator('tbody tr.ant-table-row')).toHaveCount(1)
  await expect(page.getByTestId(`gift-status-${gift.data.id}`)).toHaveText('待領取')
  await shot(page, 'admin-gifts-list-zh')
  await page.getByRole('button', { name: `撤銷 #${gift.data.id}` }).click()
  const dialog = page.getByRole('dialog', { name: /撤銷禮物/ })
  await dialog.getByRole('button', { name: '撤銷' }).click()
  await expect(dialog.locator('.ant-form-item-explain-error')).toBeVisible() // a reason is required
  await dialog.getByLabel('原因').fill('購買者表示連結傳錯人')
  await shot(page, 'admin-gift-revoke-zh')
  await dialog.getByRole('button', { name: '撤銷' }).click()
  await expect(page.locator('.ant-modal-confirm')).toContainText('確定撤銷')
  await confirmModal(page, '撤銷')
  await expect(page.getByTestId(`gift-status-${gift.data.id}`)).toHaveText('已撤銷')
  await expect(page.getByText('購買者表示連結傳錯人')).toBeVisible()
  await expect(page.getByRole('button', { name: `撤銷 #${gift.data.id}` })).toHaveCount(0)

  // the friend claims from the page still open: refused in the app's language; the link now says revoked
  await app.getByTestId('give-claim').click()
  await expect(app.getByTestId('give-message')).toHaveText('此禮物已由客服撤銷，無法領取')
  await app.reload()
  await expect(app.getByTestId('give-status')).toHaveText('已由客服撤銷')
  await shot(app, 'app-gift-revoked-zh')
  await app.close()
  const appEn = await phone(browser, friend.token, 'en')
  await appEn.goto(link)
  await expect(appEn.getByTestId('give-status')).toHaveText('Revoked by support')
  await shot(appEn, 'app-gift-revoked-en')
  await appEn.close()

  // English console
  await page.getByText('English', { exact: true }).first().click()
  await page.goto('/admin/gifts')
  await expect(page.getByRole('heading', { name: 'Gifts' })).toBeVisible()
  await page.getByRole('searchbox').fill(orderNo)
  await page.getByRole('searchbox').press('Enter')
  await expect(page.locator('tbody tr.ant-table-row')).toHaveCount(1)
  await expect(page.getByTestId(`gift-status-${gift.data.id}`)).toHaveText('Revoked')
  await shot(page, 'admin-gifts-list-en')
})
