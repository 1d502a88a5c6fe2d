/**
 * The operator console's main pages (issue 31) in Chromium against a real server of this spec's own (port
 * E2E_ADMIN_PORT; `npm run build:admin` first), as the owner: each shows its heading and content, passes axe (no
 * serious/critical) and is captured, in zh-Hant and in English (one test each: they may run on both workers). The
 * console's empty tables first (a live nobody was sanctioned in, a new course without lessons, a new camp without
 * days): their sentence is readable (axe colour contrast), the console's one empty state (admin EmptyState).
 */
import { test, expect } from './support/guard'
import { shot } from './support/pages'
import { appUser, consoleSpec, signIn } from './support/admin'

const server = consoleSpec({ parallel: true, timeout: 180_000 })

const LIVE_NOW = 8 // l-now (seed): 直播中：靜心共修
const LIVE_QUIET = 10 // l-weekend (seed): nobody is sanctioned in its chat in this spec

for (const lang of ['zh', 'en'] as const) {
  test(`the owner's main pages in ${lang === 'zh' ? 'zh-Hant' : 'English'} pass axe`, async ({ page, request }) => {
    // a user with a line of learning gold, and the first enterprise group (seed), for their pages
    const user = await appUser(request, 'pages')
    await signIn(page, server().operator('owner'), lang === 'zh' ? 'zh-Hant' : 'en')
    const gold = await page.request.post(`/admin/api/users/${user.id}/gold`, {
      data: { amount: 150, reason: lang === 'zh' ? '活動補發' : 'Event make-good' }
    })
    expect(gold.status(), await gold.text()).toBe(200)
    // empty tables: a plain string as antd's emptyText is drawn in its disabled grey (1.6:1), which axe refuses
    const en = lang === 'en'
    const course = await page.request.post('/admin/api/courses', {
      data: { titleZh: `空的課程 ${Date.now()}`, titleEn: 'An empty course' }
    })
    expect(course.status(), await course.text()).toBe(200)
    const camp = await page.request.post('/admin/api/camps', {
      data: { titleZh: `空的營隊 ${Date.now()}`, titleEn: 'An empty camp', startAt: '2030-01-06T09:00:00+08:00' }
    })
    expect(camp.status(), await camp.text()).toBe(200)
    const empties: [string, string, string][] = [
      [
        `live-chats/show/${LIVE_QUIET}`,
        'live-chat-no-sanctions',
        en ? 'Nobody is muted or removed in this live.' : '這場直播沒有人被禁言或移出。'
      ],
      [
        `courses/edit/${((await course.json()) as { id: number }).id}`,
        'course-no-lessons',
        en ? 'No lessons yet' : '還沒有課堂'
      ],
      [
        `camps/edit/${((await camp.json()) as { id: number }).id}`,
        'camp-no-days',
        en ? 'No days yet' : '還沒有任何一天的內容'
      ]
    ]
    for (const [path, name, text] of empties) {
      await page.goto(`/admin/${path}`)
      const empty = page.locator('.ant-table-placeholder').getByText(text, { exact: true })
      await expect(empty).toBeVisible()
      await empty.scrollIntoViewIfNeeded()
      await expect(page.locator('.ant-spin-spinning')).toHaveCount(0)
      await shot(page, `admin-${name}-${lang}`)
    }

    // a member muted in the live's chat: its page with a sanction, as a moderator's work leaves it
    const muted = await page.request.post(`/admin/api/live-chats/${LIVE_NOW}/mute`, { data: { userId: user.id } })
    expect(muted.status(), await muted.text()).toBe(200)
    const groups = await page.request.get('/admin/api/groups?_start=0&_end=1')
    expect(groups.status(), await groups.text()).toBe(200)
    const groupId = ((await groups.json()) as { id: number }[])[0]!.id

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
      [`users/show/${user.id}`, 'user-gold', /使用者資料|User/],
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
      await shot(page, `admin-${name}-${lang}`)
    }
  })
}
