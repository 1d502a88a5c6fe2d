/**
 * The operator console in the browser tests: operators with a known TOTP secret (made through the dev-only
 * route, which exists only where dev routes are on), signing in through the console's own form with the current
 * code (otplib), and a tiny audio file made with the bundled ffmpeg.
 */
import { spawnSync } from 'node:child_process'
import ffmpeg from '@ffmpeg-installer/ffmpeg'
import type { APIRequestContext } from '@playwright/test'
import { generate } from 'otplib'
import { expect, type Page } from './guard'

export type OperatorRole = 'owner' | 'editor' | 'support' | 'moderator'

export interface TestOperator {
  email: string
  password: string
  role: OperatorRole
  totpSecret: string
}

/** A new operator of `role` (POST /dev/admin/operators: dev routes only). */
export async function newOperator(request: APIRequestContext, role: OperatorRole): Promise<TestOperator> {
  const email = `${role}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const password = 'a console password'
  const res = await request.post('/dev/admin/operators', { data: { email, name: `E2E ${role}`, role, password } })
  expect(res.status(), await res.text()).toBeLessThan(300)
  const body = (await res.json()) as { totpSecret: string }
  return { email, password, role, totpSecret: body.totpSecret }
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
