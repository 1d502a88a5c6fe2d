/**
 * The gift link page (mine/pages/presentManage/give) over the real router, stores and HTTP layer against a fake
 * backend: logged out, "log in to claim" opens the login panel that returns to this link and claims nothing.
 * (Claiming, and a refusal shown on the page, run in the browser: e2e/gifts.spec.ts.)
 */
import Taro from '@tarojs/taro'
import { screen } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { createTaroApp } from './utils/createTaroApp'
import { envelope, installFakeServer } from './utils/fakeServer'
import { emptySettings, testUtils, until } from './utils/pageHarness'
import { setLocale } from '@/i18n'
import { rootStore } from '@/stores'
import { StorageKey } from '@/services/storage'
import type { GiftDTO } from '@/protocol/gifts'

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWx'
const gift: GiftDTO = {
  id: 3,
  kind: 'course',
  sku: 'c-breathwork',
  title: '呼吸練習課',
  cover: '',
  status: 'unclaimed',
  giver: '王*明',
  token: null,
  claimed_by: null,
  claimed_at: null,
  expires_at: '2026-12-24T00:00:00Z',
  created_at: '2026-11-24T00:00:00Z',
  is_mine: 0,
  reclaimable: 0
}
let claims = 0

beforeAll(async () => {
  setLocale('zh-Hant')
  installFakeServer({
    ...emptySettings,
    'GET /v2/users': () => envelope({ id: 7, nickname: '林小華', avatar: '' }),
    'GET /v3/meditation/memberInfo': () => envelope({ isVip: 0, expire_at: null }),
    [`GET /v3/get/gift/share/${TOKEN}`]: () => envelope(gift),
    'POST /v3/gift/claim': () => {
      claims++
      return envelope({ ...gift, status: 'claimed' })
    }
  })
  await createTaroApp()
})

/** `visit` keeps each test's page its own (a relaunch to the very same URL keeps the old page's tree). */
const open = (visit: number) =>
  testUtils.act(() => {
    Taro.reLaunch({ url: `/mine/pages/presentManage/give?token=${TOKEN}&v=${visit}` })
  })

it('logged out: the claim button opens the login panel that returns to the link', async () => {
  const user = userEvent.setup()
  open(1)
  // what the friend sees: who sends it and what, and a claim that asks to log in first
  await screen.findByText('王*明 送你一份禮物')
  expect(screen.getByText('呼吸練習課')).toBeTruthy()
  // in jsdom Taro's Button has no role: it is found by its text (docs/app-conventions.md, Tests)
  await user.click(screen.getByText('登入後領取'))
  await until(() => rootStore.loginPanel.visible)
  expect(rootStore.deps.storage.get(StorageKey.loginRedirectUrl)).toBe(`/mine/pages/presentManage/give?token=${TOKEN}`)
  expect(claims).toBe(0)
  testUtils.act(() => rootStore.loginPanel.close())
}, 20000)
