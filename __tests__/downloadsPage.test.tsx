/**
 * My downloads (mine/pages/downloads/index) over the real router and stores: the list with sizes, the total,
 * a member track whose membership ended listed as expired, removal, and the empty state.
 */
import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { createTaroApp } from './utils/createTaroApp'
import { installFakeServer } from './utils/fakeServer'
import { emptySettings, last, until } from './utils/pageHarness'
import { setLocale } from '@/i18n'
import { rootStore } from '@/stores'
import { StorageKey } from '@/services/storage'
import type { DownloadEntry } from '@/services/downloads'

const testUtils = new TestUtils()

const entry = (resourceId: number, over: Partial<DownloadEntry> = {}): DownloadEntry => ({
  key: `/media/t${resourceId}.mp3`,
  sku: 'm-1',
  resourceId,
  title: `第${resourceId}天`,
  album: '冥想入門',
  cover: '/media/c.svg',
  duration: 72,
  size: 1024 * 1024,
  downloadedAt: Date.UTC(2026, 10, 1),
  member: false,
  memberUntil: null,
  ...over
})

const rows = () => Array.from(document.querySelectorAll('.download-row')).map((r) => (r as HTMLElement).textContent)

beforeAll(async () => {
  setLocale('zh-Hant')
  installFakeServer(emptySettings)
  await createTaroApp()
  // the launch (which prunes expired member downloads) has run: its last step loads the settings
  await until(() => rootStore.user.settingsState === 'ready')
})

it('lists the downloads with sizes and the total, marks an expired member track, removes one, then shows the empty state', async () => {
  Taro.setStorageSync(StorageKey.downloads, [
    entry(1, { size: 1536 * 1024 }),
    entry(4, { member: true, memberUntil: Date.UTC(2099, 0, 1), size: 2 * 1024 * 1024 }),
    entry(5, { member: true, memberUntil: null, expired: true, size: 0 })
  ])
  testUtils.act(() => {
    Taro.reLaunch({ url: '/mine/pages/downloads/index' })
  })
  await until(() => document.querySelectorAll('.download-row').length === 3)
  expect(last('.downloads__total')?.textContent).toBe('共 3 首 · 3.5 MB')
  expect(rows()).toEqual([
    '第1天冥想入門 · 1:12 · 1.5 MB免費內容移除',
    '第4天冥想入門 · 1:12 · 2.0 MB會員內容 · 可離線播放至 2099-01-01移除',
    '第5天冥想入門 · 1:12會員已到期，無法離線播放移除'
  ])

  testUtils.act(() => {
    testUtils.fireEvent.click(document.querySelector('.download-row[data-resource="4"] .track-row__action')!)
  })
  await until(() => document.querySelectorAll('.download-row').length === 2)
  expect(last('.downloads__total')?.textContent).toBe('共 2 首 · 1.5 MB')
  expect((Taro.getStorageSync(StorageKey.downloads) as DownloadEntry[]).map((e) => e.resourceId)).toEqual([1, 5])

  for (const id of [1, 5]) {
    testUtils.act(() => {
      testUtils.fireEvent.click(document.querySelector(`.download-row[data-resource="${id}"] .track-row__action`)!)
    })
    await until(() => !document.querySelector(`.download-row[data-resource="${id}"]`))
  }
  await until(() => !!last('.state-view--empty'))
  expect(last('.state-view--empty')?.textContent).toBe('還沒有下載的冥想。在播放頁點「下載」，沒有網路時也能收聽。')
  expect(last('.downloads__total')).toBeUndefined()
})
