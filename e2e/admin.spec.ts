/**
 * The operator console (issue 31) in Chromium against a real server of this spec's own (port E2E_ADMIN_PORT, default
 * 3198, a fresh PGlite directory with operators made before it starts), serving admin/dist at /admin/
 * (`npm run build:admin` first): an editor signs in with a TOTP code, creates an album on a home floor with two
 * uploaded tracks (tus, converted to AAC), publishes it and the app's API shows it; a support operator refunds a
 * paid membership order and the membership is gone; a moderator restores a post that reports hid; the owner sees
 * each of those in the audit log. Every role sees only its own menu. Login, overview, albums, orders and reports
 * pass axe (no serious/critical) and are captured in zh-Hant and English.
 */
import { test, expect, type Page } from './support/guard'
import { api, loginByEmail, uniqueEmail } from './support/api'
import { shot, storeLogin } from './support/pages'
import { appUser, type ConsoleServer, consoleSpec, signIn, type TestOperator, toneFile } from './support/admin'
import { liveSocket } from './support/liveSocket'
import type { GoldEntryDTO } from '../src/protocol/gold'
import type { MeditationFloorPageDTO, GoodsDetailDTO, MemberInfoDTO } from '../src/protocol/meditation'
import type { ForumPostDTO } from '../src/protocol/forum'
import type { OrderDTO, PayResultDTO } from '../src/protocol/commerce'

// One server for the file and the owner's audit check reads the earlier tests' writes: they run (and are retried)
// together, in order. Every step waits for its page on a loaded 2-core machine: 3 minutes a test.
const server = consoleSpec({ serial: true, timeout: 180_000, defaultPort: 3198 })

const newOperator = (role: Parameters<ConsoleServer['operator']>[0]) => server().operator(role)

const menu = (page: Page) => page.locator('.ant-layout-sider .ant-menu-item')

async function menuLabels(page: Page): Promise<string[]> {
  await expect(menu(page).first()).toBeVisible()
  return (await menu(page).allInnerTexts()).map((s) => s.trim())
}

test('an editor creates an album with two uploaded tracks and publishes it; the app API shows it', async ({
  page,
  request
}) => {
  const editor = newOperator('editor')
  await signIn(page, editor)
  // only content (and the overview) in an editor's menu: albums, tracks, the policy documents
  await expect
    .poll(() => menuLabels(page))
    .toEqual([
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
    ])

  const title = `晨光呼吸 ${Date.now()}`
  const titleEn = `Morning breath ${Date.now()}`
  await page.goto('/admin/albums/create')
  await page.getByLabel('標題', { exact: true }).fill(title)
  await page.getByLabel('英文標題', { exact: true }).fill(titleEn)
  await page.getByLabel('首頁樓層').click()
  await page.locator('.ant-select-dropdown .ant-select-item-option').first().click()
  const floorName = (await page.locator('.ant-select-selection-item').first().innerText()).trim()
  await page.getByRole('button', { name: '儲存' }).click()
  await expect(page).toHaveURL(/\/admin\/albums\/edit\/\d+$/)
  const albumId = Number(page.url().split('/').pop())

  const files = [
    toneFile(test.info().outputPath('one.wav'), 3, 440),
    toneFile(test.info().outputPath('two.wav'), 2, 660)
  ]
  for (const [i, file] of files.entries()) {
    await page.locator('.ant-page-header-content, .ant-card-body').getByRole('button', { name: '新增' }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/tracks/create\\?albumId=${albumId}`))
    await expect(page.locator('.ant-select-selection-item')).toHaveText(title)
    await page.getByLabel('標題', { exact: true }).fill(`第 ${i + 1} 段`)
    await page.getByLabel('英文標題', { exact: true }).fill(`Part ${i + 1}`)
    await page.locator('input[type=file]').setInputFiles(file)
    await expect(page.getByTestId('upload-ready')).toContainText(`長度 ${i === 0 ? 3 : 2} 秒`, { timeout: 30_000 })
    await page.getByRole('button', { name: '儲存' }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/albums/edit/${albumId}$`))
  }
  await expect(page.locator('tbody tr.ant-table-row')).toHaveCount(2)

  // not in the app before it is published
  const sku = `album${albumId}`
  expect((await api(request, { path: `/v3/meditation/goods/${sku}` })).code).not.toBe(0)

  await page.goto('/admin/albums')
  const row = page.locator('tbody tr.ant-table-row', { hasText: title })
  await row.getByRole('button', { name: '發布' }).click()
  await page.locator('.ant-popconfirm').getByRole('button', { name: '發布' }).click()
  await expect(row.locator('.ant-tag', { hasText: '已發布' })).toBeVisible()

  // the app's API: on its home floor, with both tracks, their durations read from the files, playable
  const floors = await api<{ floors: { id: number; title: string }[] }>(request, { path: '/v3/meditation/indexFloor' })
  const floor = floors.data.floors.find((f) => f.title === floorName)
  expect(floor, `floor ${floorName} on the home`).toBeTruthy()
  await expect
    .poll(async () =>
      (
        await api<MeditationFloorPageDTO>(request, {
          path: `/v3/meditation/floor/${floor!.id}`,
          data: { page: 1, size: 100 }
        })
      ).data.goods.list.map((g) => g.title)
    )
    .toContain(title)
  // (the 404 read above may sit in a catalogue cache until the publish's change notice drops it)
  await expect.poll(async () => (await api(request, { path: `/v3/meditation/goods/${sku}` })).code).toBe(0)
  const detail = await api<GoodsDetailDTO>(request, { path: `/v3/meditation/goods/${sku}` })
  expect(detail.data.resources.map((r) => [r.title, r.duration])).toEqual([
    ['第 1 段', 3],
    ['第 2 段', 2]
  ])
  const audio = await request.get(detail.data.resources[0]!.full_path!, { headers: { range: 'bytes=0-15' } })
  expect(audio.status()).toBe(206)
  // English readers get the English title
  const en = await api<GoodsDetailDTO>(request, { path: `/v3/meditation/goods/${sku}`, lang: 'en' })
  expect(en.data.title).toBe(titleEn)
})

test('an editor writes an FAQ entry, publishes it, and the app help shows it', async ({ page, request }) => {
  await signIn(page, newOperator('editor'))
  const question = `如何下載離線音訊？ ${Date.now()}`
  await page.goto('/admin/faqs/create')
  await page.getByLabel('分類', { exact: true }).fill('播放')
  await page.getByLabel('英文分類', { exact: true }).fill('Playback')
  await page.getByLabel('問題', { exact: true }).fill(question)
  await page.getByLabel('英文問題', { exact: true }).fill('How do I download audio?')
  await page.getByLabel('回答', { exact: true }).fill('在播放頁點下載。')
  await page.getByLabel('英文回答', { exact: true }).fill('Tap Download on the player.')
  await page.getByRole('button', { name: '儲存' }).click()
  await expect(page).toHaveURL(/\/admin\/faqs$/)
  const row = page.locator('tbody tr.ant-table-row', { hasText: question })
  await expect(row.locator('.ant-tag', { hasText: '草稿' })).toBeVisible()
  const help = async () =>
    (await api<{ question: string }[]>(request, { path: '/v2/faqs' })).data.map((f) => f.question)
  expect(await help()).not.toContain(question)

  await row.getByRole('button', { name: '發布' }).click()
  await page.locator('.ant-popconfirm').getByRole('button', { name: '發布' }).click()
  await expect(row.locator('.ant-tag', { hasText: '已發布' })).toBeVisible()
  await expect.poll(help).toContain(question)

  await shot(page, 'admin-faqs-list-zh')
  await row.getByRole('button', { name: `編輯 ${question}` }).click()
  await expect(page.getByLabel('英文問題', { exact: true })).toHaveValue('How do I download audio?')
  // the edit page says where the entry stands (published: no publish button left)
  await expect(page.locator('.ant-page-header-heading-extra .ant-tag')).toHaveText('已發布')
  await expect(page.getByRole('button', { name: '發布' })).toHaveCount(0)
  await shot(page, 'admin-faq-edit-zh')
  await page.getByText('English', { exact: true }).click()
  await expect(page.getByLabel('English question', { exact: true })).toBeVisible()
  await shot(page, 'admin-faq-edit-en')
  await page.goto('/admin/faqs')
  await expect(page.locator('.ant-tag', { hasText: 'Published' }).first()).toBeVisible()
  await shot(page, 'admin-faqs-list-en')
})

test('an editor publishes a meditation home banner, moves it up, and the app home shows it', async ({
  page,
  request
}) => {
  await signIn(page, newOperator('editor'))
  const home = async () =>
    (await api<{ banners: { title: string; image: string }[] }>(request, { path: '/v3/meditation/indexFloor' })).data
      .banners
  const image = (await home())[0]!.image
  const title = `春日靜心週 ${Date.now()}`
  await page.goto('/admin/meditation-banners/create')
  await page.getByLabel('標題', { exact: true }).fill(title)
  await page.getByLabel('英文標題', { exact: true }).fill('Spring Calm Week')
  await page.getByLabel('圖片網址', { exact: true }).fill(image)
  await page.getByLabel('前往目標', { exact: true }).fill('meditation/detail?sku=m-sleep')
  await page.getByLabel('排序', { exact: true }).fill('1000')
  await shot(page, 'admin-banner-create-zh')
  await page.getByRole('button', { name: '儲存' }).click()
  await expect(page).toHaveURL(/\/admin\/meditation-banners$/)
  const row = page.locator('tbody tr.ant-table-row', { hasText: title })
  await expect(row.locator('.ant-tag', { hasText: '草稿' })).toBeVisible()
  expect((await home()).map((b) => b.title)).not.toContain(title)

  await row.getByRole('button', { name: `發布 ${title}` }).click()
  await page.locator('.ant-popconfirm').getByRole('button', { name: '發布' }).click()
  await expect(row.locator('.ant-tag', { hasText: '已發布' })).toBeVisible()
  // published last (the highest order): the app's home shows it at the end
  await expect.poll(async () => (await home()).map((b) => b.title).at(-1)).toBe(title)
  const count = (await home()).length

  // one up: the app's home shows it one place earlier at once
  await row.getByRole('button', { name: `上移 ${title}` }).click()
  await expect.poll(async () => (await home()).map((b) => b.title).indexOf(title)).toBe(count - 2)
  await expect(page.locator('tbody tr.ant-table-row').nth(count - 2)).toContainText(title)
  await shot(page, 'admin-meditation-banners-list-zh')
  await page.getByText('English', { exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Meditation home banners' })).toBeVisible()
  await shot(page, 'admin-meditation-banners-list-en')
  await row.getByRole('button', { name: `Edit ${title}` }).click()
  await expect(page.getByLabel('English title', { exact: true })).toHaveValue('Spring Calm Week')
  await shot(page, 'admin-banner-edit-en')
})

test('an editor schedules a live course, publishes it, reschedules it; the app lists it counting down', async ({
  page,
  request
}) => {
  await signIn(page, newOperator('editor'))
  const title = `冬至靜心直播 ${Date.now()}`
  // local wall-clock times, days ahead (the console reads them in the browser's zone)
  const day = (n: number, hour: string) => {
    const d = new Date(Date.now() + n * 86_400_000)
    const p = (x: number) => String(x).padStart(2, '0')
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${hour}`
  }
  const instant = (local: string) => page.evaluate((v) => new Date(v).toISOString(), local)
  const lives = async () =>
    (
      await api<{ list: { id: number; title: string; live_status: number; live_start_at: string }[] }>(request, {
        path: '/v2/livecourses',
        data: { page: 1, size: 100 }
      })
    ).data.list

  await page.goto('/admin/lives/create')
  await page.getByLabel('標題', { exact: true }).fill(title)
  await page.getByLabel('英文標題', { exact: true }).fill('Winter Solstice Live')
  await page.getByLabel('老師', { exact: true }).fill('林老師')
  await page.getByLabel('英文老師名', { exact: true }).fill('Teacher Lin')
  await page.getByLabel('開始時間', { exact: true }).fill(day(3, '20:00'))
  await page.getByLabel('結束時間', { exact: true }).fill(day(3, '21:00'))
  await shot(page, 'admin-live-create-zh')
  await page.getByRole('button', { name: '儲存' }).click()
  await expect(page).toHaveURL(/\/admin\/lives$/)
  const row = page.locator('tbody tr.ant-table-row', { hasText: title })
  await expect(row.locator('.ant-tag', { hasText: '草稿' })).toBeVisible()
  await expect(row.locator('.ant-tag', { hasText: '免費' })).toBeVisible()
  expect((await lives()).map((l) => l.title)).not.toContain(title)

  await row.getByRole('button', { name: `發布 ${title}` }).click()
  await page.locator('.ant-popconfirm').getByRole('button', { name: '發布' }).click()
  await expect(row.locator('.ant-tag', { hasText: '已發布' })).toBeVisible()
  await expect.poll(async () => (await lives()).find((l) => l.title === title)?.live_status).toBe(1)
  const first = (await lives()).find((l) => l.title === title)!
  expect(first.live_start_at).toBe(await instant(day(3, '20:00')))

  // a start in the past is refused in the dialog, in the console's language; then a real reschedule
  await row.getByRole('button', { name: `改期 ${title}` }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('開始時間', { exact: true }).fill(day(-1, '20:00'))
  await dialog.getByRole('button', { name: '改期' }).click()
  await expect(dialog.getByRole('alert')).toContainText('開始時間必須在未來')
  await shot(page, 'admin-live-reschedule-zh')
  await dialog.getByLabel('開始時間', { exact: true }).fill(day(4, '19:30'))
  await dialog.getByLabel('結束時間', { exact: true }).fill(day(4, '20:30'))
  await dialog.getByRole('button', { name: '改期' }).click()
  await expect(dialog).toBeHidden()
  const moved = await instant(day(4, '19:30'))
  await expect.poll(async () => (await lives()).find((l) => l.id === first.id)?.live_start_at).toBe(moved)
  const room = await api<{ live_status: number; live_start_at: string }>(request, {
    path: '/v3/live/status',
    data: { id: first.id }
  })
  expect(room.data.live_status).toBe(1)
  expect(room.data.live_start_at).toBe(moved)
  await shot(page, 'admin-lives-list-zh')

  await page.getByText('English', { exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Live courses' })).toBeVisible()
  await expect(row.locator('.ant-tag', { hasText: 'Published' })).toBeVisible()
  await shot(page, 'admin-lives-list-en')
  await row.getByRole('button', { name: `Reschedule ${title}` }).click()
  await expect(dialog.getByLabel('Starts', { exact: true })).toHaveValue(day(4, '19:30'))
  await shot(page, 'admin-live-reschedule-en')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await row.getByRole('button', { name: `Edit ${title}` }).click()
  await expect(page.getByLabel('English title', { exact: true })).toHaveValue('Winter Solstice Live')
  await shot(page, 'admin-live-edit-en')
})

test('a support operator refunds a paid membership order with a reason; the membership is gone', async ({
  page,
  request
}) => {
  const token = await loginByEmail(request, uniqueEmail('refund'))
  const order = await api<OrderDTO>(request, { method: 'POST', path: '/v3/orders', token, data: { sku: 'vip-month' } })
  expect(order.code).toBe(0)
  const paid = await api<PayResultDTO>(request, {
    method: 'POST',
    path: '/v3/pays',
    token,
    data: { order_no: order.data.order_no }
  })
  expect(paid.data.member.isVip).toBe(1)

  const support = newOperator('support')
  await signIn(page, support)
  await expect
    .poll(() => menuLabels(page))
    .toEqual([
      '總覽',
      '訂單',
      '使用者',
      '兌換碼批次',
      '優惠券',
      '禮物',
      '年卡持有人',
      '活動報名名單',
      '客服訊息',
      '登出'
    ])
  await page.goto('/admin/orders')
  await page.getByRole('searchbox').fill(order.data.order_no)
  await page.getByRole('searchbox').press('Enter')
  await expect(page.locator('tbody tr.ant-table-row')).toHaveCount(1)
  await page.locator('tbody tr.ant-table-row').getByRole('button').click()
  await expect(page.getByTestId('order-status')).toHaveText('已付款')

  await page.getByRole('button', { name: '退款' }).click()
  const dialog = page.getByRole('dialog', { name: '退款此訂單' })
  // a reason is required
  await dialog.getByRole('button', { name: '退款' }).click()
  await expect(dialog.locator('.ant-form-item-explain-error')).toBeVisible()
  await dialog.getByLabel('退款原因').fill('使用者誤購，來信申請退款')
  await dialog.getByRole('button', { name: '退款' }).click()
  // and a confirmation
  const confirm = page.locator('.ant-modal-confirm')
  await expect(confirm).toContainText('確定退款？')
  await confirm.getByRole('button', { name: '退款' }).click()
  await expect(page.getByTestId('order-status')).toHaveText(/已退款|退款中/)
  await expect(page.getByText('使用者誤購，來信申請退款', { exact: true })).toBeVisible()

  await expect
    .poll(async () => (await api<MemberInfoDTO>(request, { path: '/v3/meditation/memberInfo', token })).data.isVip)
    .toBe(0)
})

test("a refused action shows the server's translated message in its dialog; no page error", async ({ page }) => {
  const pageErrors: string[] = []
  page.on('pageerror', (e) => pageErrors.push(`${e.name}: ${e.message}`))
  await signIn(page, newOperator('support'))
  await page.goto('/admin/coupons')
  // a grant to someone who is not a member: only the server can tell, and it refuses (400 user_unknown)
  await page.locator('tbody tr.ant-table-row').first().getByRole('button', { name: /^發放/ }).click()
  const dialog = page.getByRole('dialog', { name: '發放優惠券給會員' })
  await dialog.getByLabel('會員編號或電子郵件').fill('nobody-here@example.com')
  await dialog.getByLabel('發放原因').fill('客服補償')
  await dialog.getByRole('button', { name: '發放' }).click()
  await page.locator('.ant-modal-confirm').getByRole('button', { name: '發放' }).click()
  // the refusal, in the console's language, in the dialog that stays open with what was typed
  await expect(dialog.getByRole('alert')).toContainText('找不到這位會員')
  await expect(dialog.getByLabel('會員編號或電子郵件')).toHaveValue('nobody-here@example.com')
  expect(pageErrors).toEqual([])
})

test('a support operator issues a batch of exchange codes, downloads the CSV, and a code redeems in the app', async ({
  page,
  request
}) => {
  const support = newOperator('support')
  await signIn(page, support)
  const label = `春季活動 ${Date.now()}`
  await page.goto('/admin/code-batches/create')
  await page.getByLabel('名稱', { exact: true }).fill(label)
  await page.getByLabel('兌換內容', { exact: true }).click()
  await page.getByLabel('兌換內容', { exact: true }).fill('vip-month')
  await page.locator('.ant-select-dropdown .ant-select-item-option', { hasText: 'vip-month' }).click()
  await page.getByLabel('數量', { exact: true }).fill('5')
  await page.getByLabel('到期日', { exact: true }).click()
  await page.getByLabel('到期日', { exact: true }).fill('2030-12-31')
  await page.getByLabel('到期日', { exact: true }).press('Enter')
  await shot(page, 'admin-code-batch-create-zh')
  await page.getByRole('button', { name: '儲存' }).click()
  await expect(page).toHaveURL(/\/admin\/code-batches\/show\/\d+$/)
  await expect(page.getByTestId('batch-used')).toHaveText('0 / 5')
  await expect(page.locator('tbody tr.ant-table-row')).toHaveCount(5)
  await shot(page, 'admin-code-batch-show-zh')

  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: /下載 CSV/ }).click()
  const file = await downloading
  expect(file.suggestedFilename()).toMatch(/^春季活動.*\.csv$/)
  const bytes = await (await import('node:fs/promises')).readFile((await file.path())!)
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n')
  expect(lines[0]).toBe('code,status,used_at')
  expect(lines).toHaveLength(6)
  const code = lines[1]!.split(',')[0]!
  expect(lines[1]).toBe(`${code},unused,`)

  // the app's one redeem route takes it
  const token = await loginByEmail(request, uniqueEmail('batch'))
  const redeemed = await api<{ kind: string }>(request, { method: 'POST', path: '/v3/redeem', token, data: { code } })
  expect(redeemed.code, redeemed.msg).toBe(0)
  expect(redeemed.data.kind).toBe('product')
  expect((await api<MemberInfoDTO>(request, { path: '/v3/meditation/memberInfo', token })).data.isVip).toBe(1)
  await page.reload()
  await expect(page.getByTestId('batch-used')).toHaveText('1 / 5')
  await expect(page.locator('tbody tr.ant-table-row', { hasText: code })).toContainText('已使用')

  await page.getByText('English', { exact: true }).click()
  await expect(page.getByTestId('batch-used')).toHaveText('1 / 5')
  await expect(page.getByRole('link', { name: /Download CSV/ })).toBeVisible()
  await shot(page, 'admin-code-batch-show-en')
  await page.goto('/admin/code-batches/create')
  await expect(page.getByLabel('Count', { exact: true })).toBeVisible()
  await shot(page, 'admin-code-batch-create-en')
  await page.goto('/admin/coupons/create')
  await expect(page.getByLabel('Claim code', { exact: true })).toBeVisible()
  await shot(page, 'admin-coupon-create-en')
  await page.getByText('繁體中文', { exact: true }).click()
  await expect(page.getByLabel('領取碼', { exact: true })).toBeVisible()
  await shot(page, 'admin-coupon-create-zh')
})

test('a moderator restores a post that reports hid; readers see it again', async ({ page, request }) => {
  const author = await loginByEmail(request, uniqueEmail('author'))
  const content = `今天靜坐了二十分鐘 ${Date.now()}`
  const post = await api<ForumPostDTO>(request, {
    method: 'POST',
    path: '/v3/forum/posts',
    token: author,
    data: { content }
  })
  expect(post.code).toBe(0)
  // a new account's report counts half: six hide a new member's post (routes/forum/rules.ts)
  for (let i = 0; i < 6; i++) {
    const tk = await loginByEmail(request, uniqueEmail(`r${i}`))
    expect(
      (await api(request, { method: 'POST', path: `/v3/forum/posts/${post.data.id}/report`, token: tk, data: {} })).code
    ).toBe(0)
  }
  expect((await api(request, { path: `/v3/forum/posts/${post.data.id}` })).code).toBe(4040)

  const moderator = newOperator('moderator')
  await signIn(page, moderator)
  await expect.poll(() => menuLabels(page)).toEqual(['總覽', '檢舉審核', '直播聊天', '企業群組', '登出'])
  await page.goto('/admin/reports')
  const row = page.locator('tbody tr.ant-table-row', { hasText: content })
  await expect(row).toBeVisible()
  await row.getByRole('button', { name: '恢復顯示' }).click()
  await expect(page.getByText('已恢復顯示')).toBeVisible()
  // the queue shows waiting items: it is gone from there
  await expect(row).toHaveCount(0)

  const back = await api<ForumPostDTO>(request, { path: `/v3/forum/posts/${post.data.id}` })
  expect(back.code).toBe(0)
  expect(back.data.content).toBe(content)
})

// learning gold and enterprise groups (issue 31): the owner's pictures show these pages
let goldUserId = 0
let groupId = 0

test('a support operator adjusts a user’s learning gold with a reason; the app’s ledger shows the line', async ({
  page,
  request
}) => {
  const user = await appUser(request, 'gold')
  goldUserId = user.id
  const support = newOperator('support')
  await signIn(page, support)
  await page.goto(`/admin/users/show/${user.id}`)
  await expect(page.getByTestId('gold-balance')).toContainText('0')

  const reason = `活動補發 ${Date.now()}`
  const adjust = async (amount: string, why: string) => {
    await page.getByRole('button', { name: '調整學習金', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: '調整學習金' })
    await dialog.getByLabel('調整數量（正數增加，負數扣除）').fill(amount)
    await dialog.getByLabel('原因（使用者會在 App 的學習金紀錄看到）').fill(why)
    await dialog.getByRole('button', { name: '調整學習金' }).click()
    const confirm = page.locator('.ant-modal-confirm')
    await expect(confirm).toContainText('確定調整？')
    await confirm.getByRole('button', { name: '調整學習金' }).click()
  }
  await adjust('150', reason)
  await expect(page.getByText('已調整學習金，目前餘額 150')).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByTestId('gold-balance')).toContainText('150')
  const line = page.locator('tbody tr.ant-table-row', { hasText: reason })
  await expect(line).toContainText('後台調整')
  await expect(line).toContainText('+150')
  await expect(line).toContainText(support.email)

  // more than the balance: refused in the form (the server refuses it too: admin-gold.test), nothing written
  await page.getByRole('button', { name: '調整學習金', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: '調整學習金' })
  await dialog.getByLabel('調整數量（正數增加，負數扣除）').fill('-200')
  await dialog.getByLabel('原因（使用者會在 App 的學習金紀錄看到）').fill('收回過多')
  await dialog.getByRole('button', { name: '調整學習金' }).click()
  await expect(dialog.locator('.ant-form-item-explain-error')).toHaveText('調整後餘額會低於 0（目前餘額 150）')
  await dialog.getByRole('button', { name: '取消' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // the app's API: the line, with the operator's reason as its detail (the app labels the new kind)
  const ledger = await api<{ list: GoldEntryDTO[] }>(request, {
    path: '/v3/get/invite/ledger',
    token: user.token,
    data: { page: 1, size: 10 }
  })
  expect(ledger.data.list.map((e) => [e.reason, e.amount, e.detail, e.balance_after])).toEqual([
    ['admin_adjust', 150, reason, 150]
  ])
})

test('a moderator mutes a member on the enterprise groups page and makes a new invite code', async ({
  page,
  request
}) => {
  const moderator = newOperator('moderator')
  await signIn(page, moderator)
  await page.goto('/admin/groups')
  const first = page.locator('tbody tr.ant-table-row').first()
  await expect(first).toBeVisible()
  const code = (await first.locator('code').innerText()).trim()
  const member = await appUser(request, 'member')
  const join = async (token: string, c: string) =>
    (await api(request, { method: 'POST', path: '/v3/enterprise/group/join', token, data: { code: c } })).code
  expect(await join(member.token, code)).toBe(0)

  await first.getByRole('button', { name: /檢視/ }).click()
  await expect(page).toHaveURL(/\/admin\/groups\/show\/\d+$/)
  groupId = Number(page.url().split('/').pop())
  const status = page.getByTestId(`member-status-${member.id}`)
  await expect(status).toHaveText('正常')
  const row = page.locator('tbody tr.ant-table-row', { has: status })
  await row.getByRole('button', { name: '禁言' }).click()
  await expect(status).toHaveText('已禁言')
  await expect(row.getByRole('button', { name: '解除禁言' })).toBeVisible()

  // a new invite code: the old one admits no one
  await expect(page.getByTestId('join-code')).toHaveText(code)
  await page.getByRole('button', { name: '更換邀請碼' }).click()
  await page.locator('.ant-popconfirm').getByRole('button', { name: '更換邀請碼' }).click()
  await expect(page.getByTestId('join-code')).not.toHaveText(code)
  const late = await appUser(request, 'late')
  expect(await join(late.token, code)).not.toBe(0)
  const fresh = (await page.getByTestId('join-code').innerText()).trim()
  expect(await join(late.token, fresh)).toBe(0)
})

const LIVE_NOW = 8 // l-now (seed): 直播中：靜心共修

test("a moderator hides a live chat message (gone from a viewer's room at once) and mutes its sender", async ({
  page,
  browser,
  request
}) => {
  const sender = await appUser(request, 'chat-sender')
  const viewer = await appUser(request, 'chat-viewer')
  const text = `加我私訊買課 ${Date.now()}`
  const chat = await liveSocket(server().base, sender, LIVE_NOW)

  // the viewer watches the room on a phone (the H5 app the same server serves)
  const phone = await browser.newContext({
    baseURL: server().base,
    viewport: { width: 390, height: 844 },
    locale: 'zh-TW',
    isMobile: true,
    hasTouch: true
  })
  const room = await phone.newPage()
  await storeLogin(room, viewer.token)
  await room.goto(`/live/pages/liveRoom?id=${LIVE_NOW}`)
  await expect(room.locator('.live-chat__composer')).toBeVisible()
  chat.send(text)
  const line = room.locator('.live-room__chat .live-chat__list .live-chat__text', { hasText: text })
  await expect(line).toBeVisible()

  const moderator = newOperator('moderator')
  await signIn(page, moderator)
  await page.goto('/admin/live-chats')
  const liveRow = page.locator('tbody tr.ant-table-row', { hasText: '直播中：靜心共修' })
  await liveRow.getByRole('button', { name: /檢視/ }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/live-chats/show/${LIVE_NOW}$`))
  await page.getByRole('searchbox', { name: '搜尋內容、暱稱或電子郵件' }).fill(text)
  await page.getByRole('searchbox', { name: '搜尋內容、暱稱或電子郵件' }).press('Enter')
  const row = page.locator('tbody tr.ant-table-row', { hasText: text })
  await expect(row).toHaveCount(1)
  await row.getByRole('button', { name: /^隱藏 #/ }).click()
  await page.locator('.ant-popconfirm').getByRole('button', { name: '隱藏' }).click()
  await expect(row.locator('.ant-tag', { hasText: '已隱藏' })).toBeVisible()
  // the viewer's room drops it at once, and it stays out after a reload
  await expect(line).toHaveCount(0)
  await room.reload()
  await expect(room.locator('.live-chat__composer')).toBeVisible()
  await expect(room.locator('.live-room__chat .live-chat__list .live-chat__text', { hasText: text })).toHaveCount(0)

  await row.getByRole('button', { name: /^禁言 / }).click()
  await expect(row.locator('.ant-tag', { hasText: '已禁言' })).toBeVisible()
  expect(await chat.next('muted')).toEqual({ type: 'muted', muted: true })
  const sanctions = page.locator('tbody tr.ant-table-row', { hasText: '已禁言' }).first()
  await expect(sanctions).toBeVisible()
  await page.mouse.move(0, 0) // antd's hover blue on the button just pressed is not what the page shows at rest
  await shot(page, 'admin-live-chat-moderated-zh')
  chat.close()
  await phone.close()
})

test('the owner: every menu, the audit log of the writes, and the main pages in zh-Hant and English pass axe', async ({
  page
}) => {
  // 21 pages in each language, each audited with axe: more than the file's 3 minutes on a loaded machine
  test.setTimeout(300_000)
  const owner: TestOperator = newOperator('owner')
  await page.goto('/admin/login')
  await expect(page.getByLabel('電子郵件')).toBeVisible()
  await shot(page, 'admin-login-zh')
  await signIn(page, owner)
  await expect
    .poll(() => menuLabels(page))
    .toEqual([
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
    ])
  await expect(page.locator('.ant-statistic-content-value').first()).toBeVisible()
  await shot(page, 'admin-overview-zh')

  // the earlier tests' writes are in the audit log
  await page.goto('/admin/audit')
  for (const action of [
    'album.publish',
    'order.refund',
    'report.restore',
    'user.gold',
    'group.ban',
    'live-chat.hide'
  ]) {
    await page.getByRole('searchbox').fill(action)
    await page.getByRole('searchbox').press('Enter')
    await expect(page.locator('tbody tr.ant-table-row').first()).toContainText(action)
  }

  const pages: [string, string, RegExp][] = [
    ['albums', 'albums', /冥想專輯|Meditation albums/],
    ['orders', 'orders', /訂單|Orders/],
    ['code-batches', 'code-batches', /兌換碼批次|Code batches/],
    ['coupons', 'coupons', /優惠券|Coupons/],
    ['reports', 'reports', /檢舉審核|Moderation queue/],
    ['live-chats', 'live-chats', /直播聊天|Live chat/],
    [`live-chats/show/${LIVE_NOW}`, 'live-chat-show', /直播中：靜心共修|Live now: Sitting Together/],
    ['groups', 'groups', /企業群組|Enterprise groups/],
    [`groups/show/${groupId}`, 'group-members', /群組與成員|Group and members/],
    [`users/show/${goldUserId}`, 'user-gold', /使用者資料|User/],
    ['documents', 'documents', /政策文件|Policies/],
    ['faqs', 'faqs', /常見問題|FAQ/],
    ['faqs/create', 'faq-create', /新增常見問題|New FAQ entry/],
    ['meditation-banners', 'meditation-banners', /冥想首頁橫幅|Meditation home banners/],
    ['meditation-floors', 'meditation-floors', /冥想首頁樓層|Meditation home floors/],
    ['course-banners', 'course-banners', /課程首頁橫幅|Course home banners/],
    ['course-floors', 'course-floors', /課程首頁樓層|Course home floors/],
    ['support-messages', 'support-messages', /客服訊息|Support messages/],
    ['settings/app-links', 'app-links', /App 連結設定|App links/]
  ]
  for (const [path, name, heading] of pages) {
    await page.goto(`/admin/${path}`)
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible()
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0)
    await shot(page, `admin-${name}-zh`)
  }

  // English: the header switch, remembered across a reload
  await page.getByText('English', { exact: true }).click()
  await expect(page.locator('.ant-layout-sider')).toContainText('Reports')
  await page.reload()
  await expect(page.getByTestId('signed-in')).toContainText('Signed in')
  for (const [path, name, heading] of pages) {
    await page.goto(`/admin/${path}`)
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible()
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0)
    await shot(page, `admin-${name}-en`)
  }
  await page.goto('/admin/')
  await expect(page.getByText('Sign-ups today')).toBeVisible()
  await shot(page, 'admin-overview-en')
  await page.getByRole('menuitem', { name: /Sign out/ }).click()
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await shot(page, 'admin-login-en')
})
