/**
 * The learning-gold page (mine/pages/invitation/learningGold/index) shows an operator's adjustment (issue 31, the
 * console's `admin_adjust` ledger line) with its own label and the operator's reason, in zh-Hant and English,
 * found as the user reads it (Testing Library, by text).
 */
import Taro from '@tarojs/taro'
import { screen } from '@testing-library/dom'
import { createTaroApp } from './utils/createTaroApp'
import { envelope, installFakeServer } from './utils/fakeServer'
import { emptySettings, testUtils } from './utils/pageHarness'
import { setLocale } from '@/i18n'
import { rootStore } from '@/stores'
import type { GoldEntryDTO } from '@/protocol/gold'
import type { Paged } from '@/protocol/common'

const entries: GoldEntryDTO[] = [
  {
    id: 9,
    amount: 150,
    reason: 'admin_adjust',
    detail: '課程無法播放的補償',
    balance_after: 150,
    created_at: '2026-11-27T08:00:00Z'
  }
]

beforeAll(async () => {
  setLocale('zh-Hant')
  installFakeServer({
    ...emptySettings,
    'GET /v2/users': () => envelope({ id: 7, nickname: '王小明' }),
    'GET /v3/get/invite/gold': () =>
      envelope({ balance: 150, invited: 0, earned: 0, reward_per_invite: 100, signup_window_hours: 72 }),
    'GET /v3/get/invite/ledger': () => {
      const page: Paged<GoldEntryDTO> = { list: entries, page: 1, size: 20, total: 1, has_more: false }
      return envelope(page)
    }
  })
  await createTaroApp()
  rootStore.user.setToken('tok')
})

it('labels an operator adjustment with the reason, in zh-Hant and English', async () => {
  testUtils.act(() => {
    Taro.reLaunch({ url: '/mine/pages/invitation/learningGold/index' })
  })
  const zh = await screen.findByText('學習金調整：課程無法播放的補償')
  expect(zh.closest('[data-entry]')?.getAttribute('data-entry')).toBe('admin_adjust')
  testUtils.act(() => setLocale('en'))
  const en = await screen.findByText('Gold adjusted: 課程無法播放的補償')
  expect(en.closest('[data-entry]')?.getAttribute('data-entry')).toBe('admin_adjust')
})
