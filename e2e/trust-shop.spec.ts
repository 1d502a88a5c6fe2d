/**
 * Issue 32, what every shop has: the privacy policy, terms of service and refund policy (served from what the
 * operators edit, linked from registration, checkout and About), a human to reach (the contact form, and the
 * assistant's refund answer leading there), and a first-run welcome that lands a new user on a first session.
 * Both languages, axe on every page (through `shot`), screenshots at 390×844 (SHOTS=/tmp to keep them).
 */
import { test, expect } from './support/guard'
import { loginByEmail, uniqueEmail } from './support/api'
import { pageAs, shot, type Lang } from './support/pages'

const POLICY = {
  zh: { terms: '服務條款', privacy: '隱私權政策', refund: '退款政策', ticketRule: '24 小時', pdpa: '個人資料保護法' },
  en: {
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    refund: 'Refund Policy',
    ticketRule: '24 hours',
    pdpa: 'Personal Data Protection Act'
  }
}

for (const lang of ['zh', 'en'] as Lang[]) {
  const p = POLICY[lang]

  test(`policies: registration's mention of them is links to the operators' documents (${lang})`, async ({
    browser
  }) => {
    const page = await pageAs(browser, null, lang)
    await page.goto('/pages/login/register')
    const note = page.locator('.policy-links--register')
    await expect(note.getByRole('link', { name: p.terms })).toBeVisible()
    await shot(page, `h3-register-${lang}`)
    await note.getByRole('link', { name: p.privacy }).click()
    await expect(page).toHaveURL(/\/commonPage\/pages\/policy\?key=privacy/)
    await expect(page.getByRole('heading', { level: 1, name: p.privacy })).toBeVisible()
    await expect(page.locator('.shop__document')).toContainText(p.pdpa)
    await shot(page, `h3-policy-privacy-${lang}`)
    await page.goto('/commonPage/pages/policy?key=terms')
    await expect(page.getByRole('heading', { level: 1, name: p.terms })).toBeVisible()
    await shot(page, `h3-policy-terms-${lang}`)
  })

  test(`policies: checkout's pay bar links the refund policy, which states the real refund rules (${lang})`, async ({
    browser
  }) => {
    const page = await pageAs(browser, null, lang)
    await page.goto('/pages/course/detail?sku=c-mindfulness')
    const links = page.locator('.pay-bar .policy-links')
    await expect(links.getByRole('link', { name: p.terms })).toBeVisible()
    await shot(page, `h3-paybar-${lang}`)
    await links.getByRole('link', { name: p.refund }).click()
    await expect(page.getByRole('heading', { level: 1, name: p.refund })).toBeVisible()
    await expect(page.locator('.shop__document')).toContainText(p.ticketRule)
    // Taro's own navigation bar shows the whole title (it cut English ones at 100 px: "Refun…")
    const title = page.locator('.taro-navigation-bar-title')
    await expect(title).toHaveText(p.refund)
    expect(await title.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true)
    await shot(page, `h3-policy-refund-${lang}`, { fullPage: true })
  })

  test(`policies: About lists the three documents (${lang})`, async ({ browser }) => {
    const page = await pageAs(browser, null, lang)
    await page.goto('/commonPage/pages/about')
    for (const name of [p.privacy, p.terms, p.refund]) await expect(page.getByRole('link', { name })).toBeVisible()
    await shot(page, `h3-about-${lang}`)
    await page.getByRole('link', { name: p.terms }).click()
    await expect(page.getByRole('heading', { level: 1, name: p.terms })).toBeVisible()
  })
}

const CONTACT = {
  zh: {
    title: '聯絡我們',
    email: '你的電子郵件',
    subject: '主旨',
    message: '內容',
    askBox: '輸入你的狀況或想找的內容',
    send: '送出',
    errEmail: '請填寫正確的電子郵件',
    errMessage: '10 到 2000 個字',
    sent: '已收到你的訊息',
    ask: '我想退款',
    entry: '聯絡客服'
  },
  en: {
    title: 'Contact us',
    email: 'Your e-mail address',
    subject: 'Subject',
    message: 'Message',
    askBox: 'How are you, or what are you looking for?',
    send: 'Send',
    errEmail: 'Enter a valid e-mail address',
    errMessage: '10 to 2000 characters',
    sent: 'We have your message',
    ask: 'I want a refund',
    entry: 'Contact support'
  }
}

for (const lang of ['zh', 'en'] as Lang[]) {
  const c = CONTACT[lang]

  test(`a human to reach: the contact form checks its fields in the user's language and sends (${lang})`, async ({
    browser
  }) => {
    const page = await pageAs(browser, null, lang)
    // one tap from Me, signed in or not
    await page.goto('/mine/pages/index')
    await page.getByRole('link', { name: c.entry }).click()
    await expect(page).toHaveURL(/\/commonPage\/pages\/contact$/)
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible()
    await shot(page, `h3-contact-${lang}`)
    await page.getByRole('button', { name: c.send }).click()
    await expect(page.locator('.auth-error')).toContainText(c.errEmail)
    await page.getByRole('textbox', { name: c.email }).fill('visitor@example.com')
    await page.getByRole('textbox', { name: c.subject }).fill(lang === 'zh' ? '收不到驗證碼' : 'No code arrives')
    await page.getByRole('textbox', { name: c.message }).fill(lang === 'zh' ? '太短了' : 'Too short')
    await page.getByRole('button', { name: c.send }).click()
    await expect(page.locator('.auth-error')).toContainText(c.errMessage)
    await shot(page, `h3-contact-error-${lang}`)
    await page
      .getByRole('textbox', { name: c.message })
      .fill(
        lang === 'zh'
          ? '我試了三次都收不到驗證碼，請協助，謝謝。'
          : 'I tried three times and no code arrives. Please help.'
      )
    await page.getByRole('button', { name: c.send }).click()
    await expect(page.getByRole('heading', { level: 1, name: c.sent })).toBeVisible()
    await expect(page.getByRole('status')).toContainText('visitor@example.com')
    await shot(page, `h3-contact-sent-${lang}`)
  })

  test(`a human to reach: the assistant's refund answer leads to the refund policy and the contact page (${lang})`, async ({
    browser,
    request
  }) => {
    const email = uniqueEmail('h3-contact')
    const token = await loginByEmail(request, email)
    const page = await pageAs(browser, token, lang)
    await page.goto('/commonPage/pages/coze')
    await page.getByRole('textbox', { name: c.askBox }).fill(c.ask)
    await page.getByRole('button', { name: c.send }).click()
    const cards = page.locator('.coze-card[data-kind="page"]')
    await expect(cards).toHaveCount(2)
    await expect(cards.first()).toHaveAttribute('data-sku', '/commonPage/pages/policy?key=refund')
    await shot(page, `h3-assistant-refund-${lang}`)
    await cards.nth(1).click()
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible()
    // signed in: the address to answer at is filled in
    await expect(page.getByRole('textbox', { name: c.email })).toHaveValue(email)
  })
}

const WELCOME = {
  zh: { question: '你今天想為自己做些什麼？', sleep: '睡得更好', skip: '先逛逛' },
  en: {
    question: 'What would you like to do for yourself today?',
    sleep: 'Sleep better',
    skip: 'Just look around'
  }
}

for (const lang of ['zh', 'en'] as Lang[]) {
  const w = WELCOME[lang]

  test(`first run: the welcome asks what the user came for and lands on a first session, once (${lang})`, async ({
    browser
  }) => {
    const page = await pageAs(browser, null, lang)
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 2, name: w.question })).toBeVisible()
    await shot(page, `h3-welcome-${lang}`)
    await page.getByRole('button', { name: new RegExp(w.sleep) }).click()
    await expect(page).toHaveURL(/\/pages\/meditation\/play\?sku=m-sleep/)
    await expect(page.locator('.player__toggle')).toBeVisible()
    await shot(page, `h3-welcome-landed-${lang}`)
    // shown once: the next open goes straight home
    await page.goto('/')
    await expect(page.locator('.tab-bar')).toBeVisible()
    await expect(page.getByRole('heading', { name: w.question })).toHaveCount(0)
  })

  test(`first run: the welcome can be skipped, and never stands in front of a link (${lang})`, async ({ browser }) => {
    const linked = await pageAs(browser, null, lang)
    await linked.goto('/pages/course/detail?sku=c-mindfulness')
    await expect(linked.locator('.pay-bar')).toBeVisible()
    await expect(linked.getByRole('heading', { name: w.question })).toHaveCount(0)

    const page = await pageAs(browser, null, lang)
    await page.goto('/')
    await page.getByRole('button', { name: w.skip }).click()
    await expect(page.locator('.tab-bar')).toBeVisible()
    await page.reload()
    await expect(page.locator('.tab-bar')).toBeVisible()
    await expect(page.getByRole('heading', { name: w.question })).toHaveCount(0)
  })
}
