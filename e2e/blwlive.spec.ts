/**
 * Polyv live (issue 33), in Chromium against a real server of this spec's own (E2E_ADMIN_PORT; `npm run
 * build:admin` and `npm run build:h5` first). In development the server runs against its local Polyv fake
 * (server/src/live/polyvFake.ts: a channel asked for is live with two replays). An editor sets live 7 to a Polyv
 * channel in the live form (a channel id with letters is refused by the form), then a viewer's blwlive room shows
 * the Polyv state, opens Polyv's watch page signed for them (the fake checks the sign, once, and shows their name)
 * and lists the replays, one of which opens the same way; in zh-Hant and English, each page through axe and captured.
 */
import { test, expect } from './support/guard'
import { shot, storeLogin, type Lang } from './support/pages'
import { appUser, chooseOption, consolePort, signIn, type ConsoleServer } from './support/admin'

test.describe.configure({ timeout: 180_000, mode: 'serial' })

const PORT = consolePort()
const LIVE = 7
const CHANNEL = '2094979'
let server: ConsoleServer | undefined

// the worker's console server (support/consoleServer.ts)
test.beforeAll(({ consoleServer }) => {
  server = consoleServer
})
test.use({ baseURL: `http://127.0.0.1:${PORT}` })

test('an editor sets a live to a Polyv channel in the live form; a wrong channel id is refused', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signIn(page, server!.operator('editor'), 'en')
  await page.goto(`/admin/lives/edit/${LIVE}`)
  const form = page.getByTestId('live-provider-form')
  await expect(form).toBeVisible()
  await chooseOption(page, form, 'Streamed by', 'Polyv (保利威) channel')
  await form.getByLabel('Polyv channel ID').fill('abc123')
  await form.getByRole('button', { name: 'Save streaming' }).click()
  await expect(form.getByText('Enter the Polyv channel ID (digits only)')).toBeVisible()
  await form.getByLabel('Polyv channel ID').fill(CHANNEL)
  await page.mouse.move(0, 0) // not hovering the button (its hover colour is not what the page shows)
  await shot(page, 'blwlive-console-provider-en')
  await form.getByRole('button', { name: 'Save streaming' }).click()
  await expect(page.getByText('Streaming saved')).toBeVisible()
  await page.reload()
  await expect(page.getByTestId('live-provider-form').getByLabel('Polyv channel ID')).toHaveValue(CHANNEL)
})

const TEXTS = {
  zh: {
    live: '直播中',
    watch: '觀看直播',
    replays: '回放列表',
    replay: '觀看回放：Replay 1'
  },
  en: {
    live: 'Live now',
    watch: 'Watch the live',
    replays: 'Replays',
    replay: 'Watch the replay: Replay 1'
  }
} as const

for (const lang of ['zh', 'en'] as Lang[]) {
  test(`a viewer's Polyv live room (${lang}): the state, the signed watch page, the replays`, async ({
    page,
    request
  }) => {
    const T = TEXTS[lang]
    const viewer = await appUser(request, `blw-${lang}`)
    await page.setViewportSize({ width: 390, height: 844 })
    await storeLogin(page, viewer.token, lang)
    await page.goto(`/blwlive/pages/liveRoom?id=${LIVE}`)
    await expect(page.getByTestId('polyv-state')).toHaveText(T.live)
    const replays = page.getByRole('listitem')
    await expect(replays).toHaveCount(2)
    await expect(page.getByText('Replay 2')).toBeVisible()
    await expect(page.getByText(T.replays)).toBeVisible()

    await shot(page, `blwlive-polyv-room-${lang}`, { fullPage: true })

    // Watch: the whole window goes to Polyv's watch page signed for this viewer, which takes the sign once
    await page.getByRole('button', { name: T.watch }).click()
    await expect(page).toHaveURL(new RegExp(`/watch/${CHANNEL}\\?userid=u${viewer.id}&ts=\\d{13}&sign=[0-9a-f]{32}`))
    await expect(page.getByTestId('polyv-watch')).toHaveText('Watching: live')
    await expect(page.getByTestId('polyv-viewer')).not.toBeEmpty()
    await shot(page, `blwlive-polyv-watch-${lang}`, { audit: false })
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Authorisation failed' })).toBeVisible()

    // a replay, the same way
    await page.goBack()
    await expect(page.getByTestId('polyv-state')).toHaveText(T.live)
    await page.getByRole('button', { name: T.replay }).click()
    await expect(page.getByTestId('polyv-watch')).toHaveText('Replay: Replay 1')
  })
}
