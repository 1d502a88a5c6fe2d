/**
 * The operator console (issue 31) in Chromium against a real server of this spec's own (port E2E_ADMIN_PORT, default
 * 3198, a fresh PGlite directory with operators made before it starts), serving admin/dist at /admin/
 * (`npm run build:admin` first): every role signs in with a TOTP code and sees only its own menu (the menu lists
 * below: a new console resource goes into them); the owner sees the overview and, in the audit log, an editor's
 * write; the header's language switch is remembered; sign-out. Login and overview pass axe (no serious/critical) and
 * are captured in zh-Hant and English.
 *
 * The console's other journeys: e2e/admin-content.spec.ts (an editor's albums, FAQ, banners, lives),
 * e2e/admin-support.spec.ts (refunds, refusals, exchange codes, gold), e2e/admin-moderation.spec.ts (reports,
 * groups, live chat), e2e/admin-pages.spec.ts (the main pages in both languages), and the other admin-*.spec.ts.
 */
import { test, expect, type Page } from './support/guard'
import { shot } from './support/pages'
import { adminPost, apiSignIn, consoleSpec, type OperatorRole, signIn } from './support/admin'

const server = consoleSpec({ timeout: 180_000 })

const menu = (page: Page) => page.locator('.ant-layout-sider .ant-menu-item')

async function menuLabels(page: Page): Promise<string[]> {
  await expect(menu(page).first()).toBeVisible()
  return (await menu(page).allInnerTexts()).map((s) => s.trim())
}

/** Each role's menu, in order (zh-Hant). */
const MENUS: Record<OperatorRole, string[]> = {
  // only content (and the overview) in an editor's menu
  editor: [
    '總覽',
    '冥想專輯',
    '音軌',
    '政策文件',
    '常見問題',
    '活動頁',
    '年卡方案',
    '直播課程',
    '線上訓練營',
    '隨選課程',
    '短影音',
    '學習計畫',
    '精選合輯',
    '金句',
    '問卷',
    '場景音樂',
    '每日推薦',
    '活動票券',
    '活動報名名單',
    '冥想首頁橫幅',
    '冥想首頁樓層',
    '課程首頁橫幅',
    '課程首頁樓層',
    'App 連結',
    '登出'
  ],
  support: ['總覽', '訂單', '使用者', '兌換碼批次', '優惠券', '禮物', '年卡持有人', '活動報名名單', '客服訊息', '登出'],
  moderator: ['總覽', '檢舉審核', '直播聊天', '企業群組', '登出'],
  owner: [
    '總覽',
    '冥想專輯',
    '音軌',
    '訂單',
    '使用者',
    '兌換碼批次',
    '優惠券',
    '禮物',
    '檢舉審核',
    '直播聊天',
    '企業群組',
    '後台帳號',
    '稽核紀錄',
    '政策文件',
    '常見問題',
    '活動頁',
    '年卡方案',
    '年卡持有人',
    '直播課程',
    '線上訓練營',
    '隨選課程',
    '短影音',
    '學習計畫',
    '精選合輯',
    '金句',
    '問卷',
    '場景音樂',
    '每日推薦',
    '活動票券',
    '活動報名名單',
    '冥想首頁橫幅',
    '冥想首頁樓層',
    '課程首頁橫幅',
    '課程首頁樓層',
    '客服訊息',
    'App 連結',
    '登出'
  ]
}

for (const role of ['editor', 'support', 'moderator'] as const) {
  test(`the ${role} sees only the ${role}'s menu`, async ({ page }) => {
    await signIn(page, server().operator(role))
    await expect.poll(() => menuLabels(page)).toEqual(MENUS[role])
  })
}

test('the owner: every menu, the overview, an editor’s write in the audit log; the language switch; sign-out', async ({
  page,
  request
}) => {
  // an editor publishes an FAQ entry through the admin API: the owner's audit log shows both steps, with who
  const editor = server().operator('editor')
  await apiSignIn(request, editor)
  const question = `如何重設密碼？ ${Date.now()}`
  const faq = await adminPost<{ id: number }>(request, '/faqs', {
    categoryZh: '帳號',
    categoryEn: 'Account',
    questionZh: question,
    questionEn: 'How do I reset my password?',
    answerZh: '在登入頁點「忘記密碼」。',
    answerEn: 'Tap “Forgot password” on the sign-in page.'
  })
  await adminPost(request, `/faqs/${faq.id}/publish`)

  await page.goto('/admin/login')
  await expect(page.getByLabel('電子郵件')).toBeVisible()
  await shot(page, 'admin-login-zh')
  await signIn(page, server().operator('owner'))
  await expect.poll(() => menuLabels(page)).toEqual(MENUS.owner)
  await expect(page.locator('.ant-statistic-content-value').first()).toBeVisible()
  await shot(page, 'admin-overview-zh')

  await page.goto('/admin/audit')
  for (const action of ['faq.create', 'faq.publish']) {
    await page.getByRole('searchbox').fill(action)
    await page.getByRole('searchbox').press('Enter')
    const first = page.locator('tbody tr.ant-table-row').first()
    await expect(first).toContainText(action)
    await expect(first).toContainText(editor.email)
  }

  // English: the header switch, remembered across a reload
  await page.getByText('English', { exact: true }).click()
  await expect(page.locator('.ant-layout-sider')).toContainText('Reports')
  await page.reload()
  await expect(page.getByTestId('signed-in')).toContainText('Signed in')
  await page.goto('/admin/')
  await expect(page.getByText('Sign-ups today')).toBeVisible()
  await shot(page, 'admin-overview-en')
  await page.getByRole('menuitem', { name: /Sign out/ }).click()
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await shot(page, 'admin-login-en')
})
