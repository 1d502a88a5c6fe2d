/**
 * The operator console in the browser tests: the worker's console server (e2e/support/consoleServer.ts: one per
 * Playwright worker, shared by the console specs that run in it, its operators made in its database before it
 * starts), operators with a known TOTP secret, signing in through the console's own form with the current code
 * (otplib), and a tiny audio file made with the bundled ffmpeg.
 */
import { spawnSync } from 'node:child_process'
import ffmpeg from '@ffmpeg-installer/ffmpeg'
import { generate } from 'otplib'
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test'
import { api, latestCode, uniqueEmail } from './api'
import { type ConsoleServer, consolePort, type TestOperator } from './consoleServer'
import { expect, test, type Locator, type Page } from './guard'
import { shot } from './pages'

export { consolePort, type ConsoleServer, type OperatorRole, type TestOperator } from './consoleServer'

/**
 * The prelude of every console spec, called once at the top of the file: the worker's console server (the
 * `consoleServer` worker fixture, started by the first spec file in the worker that asks for it — its start may take
 * a minute on a loaded machine — and stopped when the worker ends); the browser the console is made for (a desktop
 * tool: a laptop-sized window, not the project's phone; `phone` for a spec whose pages are the H5 app's); the file's
 * timeout per test, and `serial` for a file whose tests build on each other (`parallel` for one whose tests may run
 * on both workers at once: each worker has a server of its own). Returns the server, for the tests to use once it
 * has started.
 */
export function consoleSpec(
  opts: { timeout?: number; serial?: boolean; parallel?: boolean; phone?: boolean } = {}
): () => ConsoleServer {
  const port = consolePort()
  const mode = opts.serial ? 'serial' : opts.parallel ? 'parallel' : undefined
  test.describe.configure({ ...(mode ? { mode } : {}), timeout: opts.timeout ?? 180_000 })
  let server: ConsoleServer | undefined
  test.beforeAll(({ consoleServer }) => {
    server = consoleServer
  })
  // phone: the spec's pages are the H5 app's on the project's phone; else the console's desktop browser
  if (opts.phone) test.use({ baseURL: `http://127.0.0.1:${port}` })
  else
    test.use({
      baseURL: `http://127.0.0.1:${port}`,
      viewport: { width: 1280, height: 860 },
      isMobile: false,
      hasTouch: false,
      deviceScaleFactor: 1,
      userAgent: undefined
    })
  return () => {
    if (!server) throw new Error('the console server has not started')
    return server
  }
}

/** Opens the console's sign-in page in `lang` (the header switch, remembered) and signs in with the current code. */
export async function signIn(page: Page, op: TestOperator, lang: 'zh-Hant' | 'en' = 'zh-Hant'): Promise<void> {
  await page.goto('/admin/login')
  const en = lang === 'en'
  if (en) await page.getByText('English', { exact: true }).click()
  await page.getByLabel(en ? 'E-mail' : '電子郵件').fill(op.email)
  await page.getByLabel(en ? 'Password' : '密碼', { exact: true }).fill(op.password)
  await page.getByLabel(en ? 'Code (6 digits)' : '驗證碼（6 位數）').fill(await generate({ secret: op.totpSecret }))
  await page.getByRole('button', { name: en ? 'Sign in' : '登入' }).click()
  await expect(page.getByTestId('signed-in')).toBeVisible()
}

/**
 * Signs `request` (bound to the console server's base URL) in to the admin API as `op`; the session cookie stays in
 * it, so later `request.post('/admin/api/…')` calls act as that operator. For specs that prepare content through the
 * API rather than the console's screens.
 */
export async function apiSignIn(request: APIRequestContext, op: TestOperator): Promise<void> {
  const res = await request.post('/admin/api/session', {
    data: { email: op.email, password: op.password, otp: await generate({ secret: op.totpSecret }) }
  })
  expect(res.status(), await res.text()).toBe(200)
}

/** POST to the admin API as the operator `request` is signed in as (apiSignIn): 200 expected, the answer. */
export async function adminPost<T = Record<string, unknown>>(
  request: APIRequestContext,
  path: string,
  data?: unknown
): Promise<T> {
  const res = await request.post(`/admin/api${path}`, data === undefined ? {} : { data })
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200)
  return (await res.json()) as T
}

/**
 * The owner's audit log (GET /admin/api/audit, read by an owner of its own) has a row of `action` written by `by`.
 * For the tests of one console write each: the owner's console page of the log is in e2e/admin.spec.ts.
 */
export async function expectAudited(server: ConsoleServer, action: string, by: TestOperator): Promise<void> {
  const owner = await playwrightRequest.newContext({ baseURL: server.base })
  try {
    await apiSignIn(owner, server.operator('owner'))
    const res = await owner.get(`/admin/api/audit?action=${encodeURIComponent(action)}&_start=0&_end=50`)
    expect(res.status(), await res.text()).toBe(200)
    const rows = (await res.json()) as { action: string; operatorEmail: string }[]
    expect(rows.map((r) => `${r.action} by ${r.operatorEmail}`)).toContain(`${action} by ${by.email}`)
  } finally {
    await owner.dispose()
  }
}

/** A short sine tone as WAV (`seconds` long), written to `file`. */
export function toneFile(file: string, seconds: number, frequency = 440): string {
  const r = spawnSync(ffmpeg.path, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${frequency}:duration=${seconds}`,
    '-ac',
    '1',
    '-ar',
    '16000',
    file
  ])
  if (r.status !== 0) throw new Error(`ffmpeg: ${r.stderr.toString()}`)
  return file
}

/** A new app user signed in by e-mail code through the app's API: its token and id (for the console's pages). */
export async function appUser(request: APIRequestContext, prefix: string): Promise<{ token: string; id: number }> {
  const email = uniqueEmail(prefix)
  await api(request, { method: 'POST', path: '/v3/abroad/email/send', data: { email, action: 'LOGIN' } })
  const code = await latestCode(request, email)
  const res = await api<{ token: string; user: { id: number } }>(request, {
    method: 'POST',
    path: '/v3/abroad/email/login',
    data: { email, code }
  })
  if (res.code !== 0) throw new Error(`login failed: ${res.code} ${res.msg}`)
  return { token: res.data.token, id: res.data.user.id }
}

/**
 * Chooses `option` (its text, or the `option`-th of the list when a number) in the Ant Design select labelled
 * `label` inside `scope` (a form, a dialog, the page), waits until the select shows it and answers its text; `search`
 * is typed first (a searchable select whose list shows a few options at a time). A click during the list's opening
 * animation can miss (a 2-worker run on a loaded machine, 2026-11-29: the camp day stayed a text day and its save was
 * refused; the album's floor stayed empty), so a choice that did not take is made again, from a closed list.
 */
export async function chooseOption(
  page: Page,
  scope: Locator | Page,
  label: string,
  option: string | number,
  opts: { search?: string } = {}
): Promise<string> {
  const open = page.locator('.ant-select-dropdown:visible')
  // `has` is matched inside each .ant-select: the combobox locator must start at the page, not at `scope`
  const select = scope.locator('.ant-select', { has: page.getByRole('combobox', { name: label, exact: true }) })
  const options = open.locator('.ant-select-item-option')
  let chosen = typeof option === 'string' ? option : ''
  await expect(async () => {
    if ((await open.count()) > 0) await page.keyboard.press('Escape')
    await expect(open).toHaveCount(0, { timeout: 2_000 })
    await select.click()
    if (opts.search !== undefined) await select.locator('input').fill(opts.search)
    const item = typeof option === 'string' ? options.filter({ hasText: option }).first() : options.nth(option)
    if (typeof option === 'number') chosen = (await item.innerText({ timeout: 5_000 })).trim()
    await item.click({ timeout: 5_000 })
    await expect(select.locator('.ant-select-selection-item')).toContainText(chosen, { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  return chosen
}

/**
 * Clicks `trigger`, a button that asks first (an Ant Design Popconfirm), then the confirmation's `ok` button, and
 * waits until the confirmation has closed (it closes once its action is done).
 *
 * Why not two plain clicks: the confirmation opens with a zoom, is aligned to its button again while it opens, and
 * something of the step before may lie over it and then leave (refine's "saved" notification did, top right, until
 * the console said successes by a message at the top centre instead, admin/src/providers/notification.tsx; an
 * error notification still opens there). Playwright checks the target of a click's mouse-down only: on a loaded
 * 2-core machine (clean-clone CI, 2026-11-29) the mouse-down reached the OK button and the mouse-up came after the
 * box had moved, so no click event, no request, and the confirmation was still open when the test gave up
 * (admin-marketing: no toast; golden-sentences: a 下架 not done). So the OK click waits for the zoom to end, and is
 * made again while the confirmation is open and its OK not busy.
 */
export const confirmPopover = (page: Page, trigger: Locator, ok: string): Promise<void> =>
  clickSettledOk(page, '.ant-popconfirm', ok, trigger)

/**
 * Clicks the `ok` of an open confirmation (`kind`: a Popconfirm, or a `modal.confirm`) once its opening motion has
 * ended, again while it is open and its OK not busy, until it has closed after an OK click. With a `trigger`, a
 * confirmation not open (yet, or closed without an OK click) is opened by clicking it.
 */
async function clickSettledOk(
  page: Page,
  kind: '.ant-popconfirm' | '.ant-modal-confirm',
  ok: string,
  trigger?: Locator
): Promise<void> {
  const popup = page.locator(`${kind}:visible`)
  // settled: in none of rc-motion's opening, opening-again or closing states (its -appear/-enter/-leave classes)
  const button = page
    .locator(`${kind}:visible:not([class*="-appear"]):not([class*="-enter"]):not([class*="-leave"])`)
    .getByRole('button', { name: ok, exact: true })
  let clicked = false
  await expect(async () => {
    if ((await popup.count()) === 0) {
      if (clicked) return // closed after an OK click: its action is done
      if (!trigger) throw new Error('no confirmation is open')
      // not open yet, or closed without an OK click (the trigger's own click can miss the same way)
      await trigger.click({ timeout: 5_000 })
    }
    // a busy OK (its action under way) takes no click: wait for the confirmation to close
    if ((await popup.locator('.ant-btn-loading').count()) === 0) {
      await button.click({ timeout: 5_000 })
      clicked = true
    }
    await expect(popup).toHaveCount(0, { timeout: 5_000 })
  }).toPass({ timeout: 60_000 })
}

/**
 * Clicks the `ok` button of the open Ant Design confirmation modal (`modal.confirm`, after a dialog's own button)
 * and waits until it has closed (it closes once its action is done), for the reason of `confirmPopover`: the modal
 * opens with a zoom, and on a loaded machine a click's mouse-up can land after the box moved (clean-clone CI,
 * 2026-11-29: admin-support's refund stayed 已付款, the confirmation never clicked). The click waits for the zoom to
 * end and is made again while the confirmation is open and its OK not busy.
 */
export const confirmModal = (page: Page, ok: string): Promise<void> => clickSettledOk(page, '.ant-modal-confirm', ok)

/**
 * `shot` of the whole console page, taken from its top. The console's header stays at the top of the window while the
 * page scrolls (admin/src/components/Header.tsx); a full-page picture of a page scrolled down draws it where the
 * window was, over the middle of the page. The menu's collapse button is fixed to the bottom of the window (antd's
 * sider trigger: a user sees it at the bottom-left however far the page is scrolled); a full-page picture draws it
 * where the window's bottom was, over the middle of the menu. For the picture only it is put at the bottom of the
 * menu's column, where a user sees it once scrolled to the end of the page.
 */
export async function fullPageShot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0))
  const unfixed = await page.addStyleTag({ content: '.ant-layout-sider-trigger { position: absolute !important; }' })
  try {
    await shot(page, name, { fullPage: true })
  } finally {
    await unfixed.evaluate((style) => (style as HTMLStyleElement).remove())
  }
}
