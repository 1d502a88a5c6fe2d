/**
 * The operator console (issue 31), a moderator's work, in Chromium against a real server of this spec's own (port
 * E2E_ADMIN_PORT; `npm run build:admin` first): a post that reports hid is restored (readers see it again), a member
 * of an enterprise group muted and a new invite code made (the old one admits no one), a live chat message hidden
 * (gone from a viewer's room at once) and its sender muted. Each write is in the owner's audit log. Split from
 * e2e/admin.spec.ts: each test makes what it needs.
 */
import { test, expect } from './support/guard'
import { api, loginByEmail, uniqueEmail } from './support/api'
import { ownContext, shot, storeLogin } from './support/pages'
import { appUser, confirmPopover, consoleSpec, expectAudited, signIn } from './support/admin'
import { liveSocket } from './support/liveSocket'
import type { ForumPostDTO } from '../src/protocol/forum'

const server = consoleSpec({ timeout: 180_000 })
const newOperator = (role: 'moderator') => server().operator(role)

const LIVE_NOW = 8 // l-now (seed): 直播中：靜心共修

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
  await expectAudited(server(), 'report.restore', moderator)
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
  const status = page.getByTestId(`member-status-${member.id}`)
  await expect(status).toHaveText('正常')
  const row = page.locator('tbody tr.ant-table-row', { has: status })
  await row.getByRole('button', { name: '禁言' }).click()
  await expect(status).toHaveText('已禁言')
  await expect(row.getByRole('button', { name: '解除禁言' })).toBeVisible()

  // a new invite code: the old one admits no one
  await expect(page.getByTestId('join-code')).toHaveText(code)
  await confirmPopover(page, page.getByRole('button', { name: '更換邀請碼' }), '更換邀請碼')
  await expect(page.getByTestId('join-code')).not.toHaveText(code)
  const late = await appUser(request, 'late')
  expect(await join(late.token, code)).not.toBe(0)
  const fresh = (await page.getByTestId('join-code').innerText()).trim()
  expect(await join(late.token, fresh)).toBe(0)
  await expectAudited(server(), 'group.ban', moderator)
})

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
  const phone = await ownContext(browser, {
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
  await confirmPopover(page, row.getByRole('button', { name: /^隱藏 #/ }), '隱藏')
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
  await expectAudited(server(), 'live-chat.hide', moderator)
})
