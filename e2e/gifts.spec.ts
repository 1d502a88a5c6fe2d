/**
 * Posters, membership invitations and gifts end to end, every page checked with axe in zh-Hant and English:
 * - the invitation poster draws on a real canvas and offers a PNG download;
 * - a course bought as a gift is claimed through its link by a second account; a third cannot claim it;
 * - a membership invitation: the friend opens the inviteMember link, logs in, gets the trial; the friend's
 *   first payment brings the inviter's gold, which is exchanged for membership days; the ledger shows both.
 * With SHOTS=<dir> set, each page is also saved as a screenshot there.
 */
import type { APIRequestContext } from '@playwright/test'
import { test, expect, type Page } from './support/guard'
import { api, latestCode, loginByEmail, uniqueEmail } from './support/api'
import { pageAs, shot } from './support/pages'
import type { InviteGoldDTO } from '../src/protocol'

const goldOf = async (request: APIRequestContext, token: string) =>
  (await api<InviteGoldDTO>(request, { path: '/v3/get/invite/gold', token })).data.balance

test.describe.configure({ timeout: 240_000 })

test('the invitation poster draws a canvas with the invite QR code and downloads a PNG', async ({
  browser,
  request
}) => {
  const token = await loginByEmail(request, uniqueEmail('poster'))
  const me = await api<{ id: number }>(request, { path: '/v2/users', token })
  for (const lang of ['zh', 'en'] as const) {
    const page = await pageAs(browser, token, lang)
    await page.goto('/mine/pages/invitation/index')
    await page
      .locator('.invite-link__btn', { hasText: lang === 'zh' ? '生成邀請海報' : 'Make an invitation poster' })
      .click()
    await expect(page).toHaveURL(/invitation\/poster\/index/)
    const canvas = page.locator('canvas[data-testid="poster-canvas"]')
    await expect(canvas).toBeVisible()
    await expect(page.locator('[data-testid="poster-link"]')).toHaveText(
      new RegExp(`/\\?invite_user_id=${me.data.id}$`)
    )
    const download = page.locator('a[data-testid="poster-download"]')
    await expect(download).toHaveAttribute('href', /^data:image\/png;base64,/)
    // the canvas is drawn: 375 × 650 at the device's pixel ratio, with dark QR modules in its lower half
    const drawn = await canvas.evaluate((c: HTMLCanvasElement) => {
      const ctx = c.getContext('2d')!
      const s = c.width / 375
      const px = ctx.getImageData(Math.round(150 * s), Math.round(420 * s), Math.round(75 * s), Math.round(75 * s))
      let dark = 0
      for (let i = 0; i < px.data.length; i += 4) if (px.data[i] < 60 && px.data[i + 3] > 200) dark++
      return { ratio: c.height / c.width, dark }
    })
    expect(drawn.ratio).toBeCloseTo(650 / 375, 2)
    expect(drawn.dark).toBeGreaterThan(100)
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()])
    expect(file.suggestedFilename()).toBe('jingxin-invite.png')
    await shot(page, `poster-${lang}`)
    await page.context().close()
  }
})

/** Logs in through the open login panel with a fresh e-mail. */
async function loginInPanel(page: Page, request: APIRequestContext, email: string) {
  const panel = page.locator('.login-panel__sheet')
  await expect(panel).toBeVisible()
  await panel.locator('.login-panel__email input, input.login-panel__email').fill(email)
  await panel.locator('.login-panel__send').click()
  await panel.locator('.login-panel__code input, input.login-panel__code').fill(await latestCode(request, email))
  await panel.locator('.login-panel__submit').click()
  await expect(panel).toBeHidden()
}

test('a course given as a gift: bought through the checkout, claimed by a friend after login, not by a third', async ({
  browser,
  request
}) => {
  const giverToken = await loginByEmail(request, uniqueEmail('gift-giver'))
  const giver = await pageAs(browser, giverToken)
  await giver.goto('/pages/course/detail?sku=c-breathwork')
  await giver.locator('[data-testid="course-gift"]').click()
  await expect(giver).toHaveURL(/course\/order\?.*gift=1/)
  await expect(giver.locator('[data-testid="order-gift-note"]')).toBeVisible()
  await giver.locator('.order-pay').click()
  await expect(giver).toHaveURL(/presentManage\/detail\?order_no=/)
  const detail = giver.locator('[data-testid="present-detail"]')
  await expect(detail).toHaveAttribute('data-status', 'unclaimed')
  await expect(detail).toContainText('呼吸練習課')
  await expect(giver.locator('.pdetail__qr img')).toHaveAttribute('src', /^data:image\/gif;base64,/)
  const link = (await giver.locator('[data-testid="present-link"]').textContent()) ?? ''
  expect(link).toMatch(/\/mine\/pages\/presentManage\/give\?token=[A-Za-z0-9_-]{16,}$/)
  await shot(giver, 'present-detail-zh')
  // the giver does not own the course, and cannot claim the gift
  const owned = await api<{ access: { can_learn: boolean } }>(request, {
    path: '/v3/get/goods/info',
    data: { sku: 'c-breathwork' },
    token: giverToken
  })
  expect(owned.data.access.can_learn).toBe(false)
  await giver.goto(new URL(link).pathname + new URL(link).search)
  await expect(giver.locator('[data-testid="give-card"]')).toContainText('這是你送出的禮物')

  // a third account opens the link while the gift is still waiting (it claims too late, below)
  const thirdToken = await loginByEmail(request, uniqueEmail('gift-third'))
  const third = await pageAs(browser, thirdToken, 'en')
  await third.goto(new URL(link).pathname + new URL(link).search)
  await expect(third.locator('[data-testid="give-claim"]')).toHaveText('Claim the gift')

  // a friend opens the link logged out, logs in from the page, comes back to it and claims the gift
  const friend = await pageAs(browser, '')
  await friend.goto(new URL(link).pathname + new URL(link).search)
  await expect(friend.locator('[data-testid="give-card"]')).toContainText('呼吸練習課')
  await shot(friend, 'present-give-zh')
  await friend.locator('[data-testid="give-claim"]').click()
  await loginInPanel(friend, request, uniqueEmail('gift-friend'))
  await expect(friend).toHaveURL(/presentManage\/give\?token=/)
  await expect(friend.getByText('註冊成功，歡迎加入靜心')).toBeHidden()
  await friend.locator('[data-testid="give-claim"]').click()
  await expect(friend.locator('[data-testid="give-done"]')).toHaveText('領取成功！已加入你的帳戶')
  await shot(friend, 'present-claimed-zh')
  await friend.locator('.give-card__btn').click()
  await expect(friend).toHaveURL(/course\/detail\?sku=c-breathwork/)

  // the third account's page still offers the claim: the server refuses it, the page says why
  await third.locator('[data-testid="give-claim"]').click()
  await expect(third.locator('[data-testid="give-message"]')).toHaveText('This gift has already been claimed')

  // opened again, the link shows the gift taken; the API refuses the claim with a translated message
  await third.reload()
  await expect(third.locator('[data-testid="give-status"]')).toHaveText('Claimed')
  await shot(third, 'present-give-en')
  const token = new URL(link).searchParams.get('token')!
  const refused = await api(request, {
    method: 'POST',
    path: '/v3/gift/claim',
    data: { token },
    token: thirdToken,
    lang: 'en'
  })
  expect(refused.code).toBe(1116)
  expect(refused.msg).toBe('This gift has already been claimed')

  // the giver's list: the gift under "claimed", with the friend's masked name
  await giver.goto('/mine/pages/presentManage/index')
  await expect(giver.locator('[data-testid="present-list"]')).toContainText('還沒有送出的禮物')
  await shot(giver, 'present-list-empty-zh')
  await giver.locator('[data-tab="claimed"]').click()
  await expect(giver.locator('[data-gift]')).toHaveCount(1)
  await expect(giver.locator('[data-gift]')).toContainText('已被領取')
  await shot(giver, 'present-list-zh')
  await giver.context().close()
  const en = await pageAs(browser, giverToken, 'en')
  await en.goto('/mine/pages/presentManage/index')
  await en.locator('[data-tab="claimed"]').click()
  await expect(en.locator('[data-gift]')).toContainText('Claimed')
  await shot(en, 'present-list-en')
  await en.locator('[data-gift]').click()
  await expect(en.locator('[data-testid="present-detail"]')).toHaveAttribute('data-status', 'claimed')
  await shot(en, 'present-detail-en')
  await Promise.all([en.context().close(), friend.context().close(), third.context().close()])
})

test('membership invitation: the friend lands on inviteMember, logs in, gets the trial; the first payment brings gold', async ({
  browser,
  request
}) => {
  const tokenA = await loginByEmail(request, uniqueEmail('mi-inviter'))
  const a = await api<{ id: number }>(request, { path: '/v2/users', token: tokenA })

  // A's invitation page: the terms and the personal link to commonPage/pages/inviteMember
  const pa = await pageAs(browser, tokenA)
  await pa.goto('/mine/pages/invitation/index')
  await pa.locator('[data-testid="member-invite-entry"]').click()
  await expect(pa).toHaveURL(/pages\/meditation\/invitation/)
  const link = (await pa.locator('[data-testid="member-invite-link"]').textContent()) ?? ''
  expect(link).toContain(`/commonPage/pages/inviteMember?invite_user_id=${a.data.id}`)
  expect(link).toContain('invite_product_code=meditation_vip')
  await shot(pa, 'member-invitation-zh')

  // B opens the link logged out: the flags of spec §3 are kept until the login accepts the invitation
  const pb = await pageAs(browser, '')
  await pb.goto(new URL(link).pathname + new URL(link).search)
  await expect(pb.locator('[data-testid="invite-member"]')).toContainText('7 天會員免費體驗')
  const kept = await pb.evaluate(() => ({
    isInvite: localStorage.getItem('isInvite'),
    isInviteMember: localStorage.getItem('isInviteMember'),
    inviteId: sessionStorage.getItem('invite_id')
  }))
  expect(kept.isInvite).not.toBeNull()
  expect(kept.isInviteMember).not.toBeNull()
  expect(kept.inviteId).toBe(new URL(link).searchParams.get('invite_id'))
  await shot(pb, 'invite-member-zh')
  await pb.locator('[data-testid="invite-member-accept"]').click()
  const emailB = uniqueEmail('mi-friend')
  await loginInPanel(pb, request, emailB)
  await expect(pb).toHaveURL(/commonPage\/pages\/inviteMember/)
  await expect(pb.locator('[data-testid="invite-member-done"]')).toHaveText('你已領取 7 天會員體驗')
  await expect(pb.getByText('註冊成功，歡迎加入靜心')).toBeHidden()
  await shot(pb, 'invite-member-done-zh')
  const flags = await pb.evaluate(() => [localStorage.getItem('isInvite'), localStorage.getItem('isInviteMember')])
  expect(flags).toEqual([null, null])
  const tokenB = await pb.evaluate(() => (JSON.parse(localStorage.getItem('token') ?? '{}') as { data: string }).data)
  const memberB = await api<{ isVip: number }>(request, { path: '/v3/meditation/memberInfo', token: tokenB })
  expect(memberB.data.isVip).toBe(1)
  // signing up through the link brought the sign-up reward; the first payment brings the membership reward
  await expect.poll(() => goldOf(request, tokenA)).toBe(100)
  const order = await api<{ order_no: string }>(request, {
    method: 'POST',
    path: '/v3/orders',
    data: { sku: 'vip-month' },
    token: tokenB
  })
  await api(request, { method: 'POST', path: '/v3/pays', data: { order_no: order.data.order_no }, token: tokenB })
  expect(await goldOf(request, tokenA)).toBe(300)

  // A exchanges gold for membership days; the ledger shows the two rewards and the exchange
  const ex = await api(request, {
    method: 'POST',
    path: '/v3/invite/exchange',
    data: { gift_id: 1, recipient_name: '王小明', phone: '912345678', idempotency_key: `e2e${Date.now()}` },
    token: tokenA
  })
  expect(ex.code).toBe(0)
  await pa.goto('/mine/pages/invitation/learningGold/index')
  await expect(pa.locator('[data-testid="gold-entries"] .gold-row')).toHaveCount(3)
  await expect(pa.locator('[data-entry="member_invite"]')).toContainText('+200')
  await expect(pa.locator('[data-entry="exchange"]')).toContainText('−100')
  await pa.goto('/pages/meditation/invitation')
  await expect(pa.locator('[data-status="rewarded"]')).toHaveCount(1)
  await shot(pa, 'member-invitation-records-zh')
  await pa.context().close()
  const en = await pageAs(browser, tokenA, 'en')
  await en.goto('/pages/meditation/invitation')
  await expect(en.locator('[data-status="rewarded"]')).toContainText('Paid: +200 gold')
  await shot(en, 'member-invitation-en')
  await en.goto('/mine/pages/invitation/learningGold/index')
  await expect(en.locator('[data-entry="member_invite"]')).toContainText('paid for the first time')
  await shot(en, 'learningGold-member-en')
  await en.context().close()
  const bEn = await pageAs(browser, tokenB, 'en')
  await bEn.goto(new URL(link).pathname + new URL(link).search)
  await expect(bEn.locator('[data-testid="invite-member-done"]')).toHaveText('You got 7 days of membership')
  await shot(bEn, 'invite-member-en')
  await Promise.all([bEn.context().close(), pb.context().close()])
})
