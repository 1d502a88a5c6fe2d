/**
 * A landing made in the console opens in the app (issue 31), in Chromium against a server of this spec's own
 * (E2E_ADMIN_PORT; the H5 build first): an editor creates two landings through the admin API (one in zh-Hant, one
 * in English, both selling a seeded course) and publishes them; the H5 app opens each by its id at
 * /third/pages/landing?id=… with its real content (the hero, the course's lessons and price from the server); the
 * editor unpublishes the first and the page then says the campaign is not found, in zh-Hant and English, with a
 * way home. axe on every page, screenshots in both languages.
 */
import type { Browser } from '@playwright/test'
import { test, expect } from './support/guard'
import { pageAs, shot } from './support/pages'
import { adminPost, apiSignIn, consoleSpec } from './support/admin'

const server = consoleSpec({ phone: true })

/** The H5 app as a visitor's phone on this spec's server. */
const phone = (browser: Browser, lang: 'zh' | 'en') => pageAs(browser, null, lang, { baseURL: server().base })

/** What the admin API answers for a landing (the fields this spec reads). */
interface Landing {
  state: string
}

function definition(id: string, lang: 'zh-Hant' | 'en', hero: string) {
  const zh = lang === 'zh-Hant'
  return {
    id,
    version: 1,
    lang,
    title: zh ? '春日呼吸營' : 'Spring breathing camp',
    sku: 'c-breathwork',
    blocks: [
      { type: 'hero', title: hero, subtitle: zh ? '七個晚上，一起練習呼吸' : 'Seven evenings of breathing together' },
      {
        type: 'points',
        title: zh ? '你將收穫' : 'What you will gain',
        items: [{ title: zh ? '睡得更好' : 'Better sleep', text: zh ? '睡前十分鐘練習。' : 'Ten minutes before bed.' }]
      },
      { type: 'syllabus', title: zh ? '課程大綱' : 'Syllabus' },
      { type: 'price', title: zh ? '課程價格' : 'Price' },
      { type: 'buybar', label: zh ? '立即報名' : 'Join now' }
    ]
  }
}

test('a landing made and published in the console opens in the app by its id; unpublished, it says so', async ({
  browser,
  request
}) => {
  await apiSignIn(request, server().operator('editor'))
  const stamp = Date.now() % 100000
  const zhId = `spring_${stamp}`
  const enId = `spring_${stamp}_en`
  const zhHero = `春天，從一次深呼吸開始 ${stamp}`
  const enHero = `Spring starts with one deep breath ${stamp}`
  for (const [id, lang, hero] of [
    [zhId, 'zh-Hant', zhHero],
    [enId, 'en', enHero]
  ] as const) {
    const made = await adminPost<Landing>(request, '/landings', { definition: definition(id, lang, hero) })
    expect(made.state).toBe('draft')
    const published = await adminPost<Landing>(request, `/landings/${id}/publish`)
    expect(published.state).toBe('published')
  }

  // zh-Hant: the landing's own content, and what the server adds from the course it sells
  const zh = await phone(browser, 'zh')
  await zh.goto(`/third/pages/landing?id=${zhId}`)
  await expect(zh.getByRole('heading', { name: zhHero })).toBeVisible()
  await expect(zh.getByRole('heading', { name: '你將收穫' })).toBeVisible()
  await expect(zh.getByText('睡前十分鐘練習。')).toBeVisible()
  await expect(zh.getByRole('heading', { name: '課程大綱' })).toBeVisible()
  await expect(zh.locator('.ld-step').first()).toBeVisible() // the course's lessons
  await expect(zh.getByLabel(/^價格 NT\$/)).toBeVisible()
  await expect(zh.getByRole('button', { name: '立即報名' })).toBeVisible()
  await shot(zh, 'landing-by-id-zh')

  // English: an English landing in the English app
  const en = await phone(browser, 'en')
  await en.goto(`/third/pages/landing?id=${enId}`)
  await expect(en.getByRole('heading', { name: enHero })).toBeVisible()
  await expect(en.getByRole('heading', { name: 'What you will gain' })).toBeVisible()
  await expect(en.getByLabel(/^Price NT\$/)).toBeVisible()
  await expect(en.getByRole('button', { name: 'Share' })).toBeVisible()
  await shot(en, 'landing-by-id-en')

  // the editor takes the zh-Hant landing out of the app: it is not found, said in the app's language
  expect((await adminPost<Landing>(request, `/landings/${zhId}/unpublish`)).state).toBe('unpublished')
  await zh.reload()
  const gone = zh.getByRole('alert')
  await expect(gone.getByRole('heading', { name: '找不到這個活動' })).toBeVisible()
  await expect(gone.getByText('這個活動頁面已下架或不存在，看看其他課程吧。')).toBeVisible()
  await expect(zh.getByRole('heading', { name: zhHero })).toHaveCount(0)
  await shot(zh, 'landing-not-found-zh')

  await en.goto(`/third/pages/landing?id=${zhId}`)
  const goneEn = en.getByRole('alert')
  await expect(goneEn.getByRole('heading', { name: 'Campaign not found' })).toBeVisible()
  await shot(en, 'landing-not-found-en')
  // the way home
  await goneEn.getByRole('button', { name: 'Back to home' }).click()
  await expect(en).toHaveURL(/\/pages\/meditation\/index/)
})
