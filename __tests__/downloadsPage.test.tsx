/**
 * My downloads (mine/pages/downloads/index) over the real router and stores: the list with sizes, the total,
 * a member track whose membership ended listed as expired (not a link: it cannot play), removal, and the empty
 * state. Found as the user meets them: the rows' links and remove buttons by name, the lines by their text.
 */
import Taro from '@tarojs/taro'
import { screen, within } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { createTaroApp } from './utils/createTaroApp'
import { installFakeServer } from './utils/fakeServer'
import { emptySettings, testUtils, until } from './utils/pageHarness'
import { setLocale } from '@/i18n'
import { rootStore } from '@/stores'
import { StorageKey } from '@/services/storage'
import type { DownloadEntry } from '@/services/downloads'

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

/** The rows in order, by their remove buttons (every row has one). */
const removeButtons = () =>
  screen.queryAllByRole('button', { name: /^移除「/ }).map((b) => b.getAttribute('aria-label'))

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
  const user = userEvent.setup()
  testUtils.act(() => {
    Taro.reLaunch({ url: '/mine/pages/downloads/index' })
  })
  await until(() => removeButtons().length === 3, 'three rows')
  expect(removeButtons()).toEqual(['移除「第1天」', '移除「第4天」', '移除「第5天」'])
  expect(screen.getByRole('status')).toHaveProperty('textContent', '共 3 首 · 3.5 MB')
  const free = screen.getByRole('link', { name: '第1天' })
  within(free).getByText('冥想入門 · 1:12 · 1.5 MB')
  within(free).getByText('免費內容')
  const member = screen.getByRole('link', { name: '第4天' })
  within(member).getByText('冥想入門 · 1:12 · 2.0 MB')
  within(member).getByText('會員內容 · 可離線播放至 2099-01-01')
  // the expired one cannot play: no link, no size, and it says why
  expect(screen.queryByRole('link', { name: '第5天' })).toBeNull()
  screen.getByText('冥想入門 · 1:12')
  screen.getByText('會員已到期，無法離線播放')

  await user.click(screen.getByRole('button', { name: '移除「第4天」' }))
  await until(() => removeButtons().length === 2, 'the row removed')
  expect(removeButtons()).toEqual(['移除「第1天」', '移除「第5天」'])
  expect(screen.getByRole('status')).toHaveProperty('textContent', '共 2 首 · 1.5 MB')
  expect((Taro.getStorageSync(StorageKey.downloads) as DownloadEntry[]).map((e) => e.resourceId)).toEqual([1, 5])

  for (const title of ['第1天', '第5天']) await user.click(screen.getByRole('button', { name: `移除「${title}」` }))
  await screen.findByText('還沒有下載的冥想。在播放頁點「下載」，沒有網路時也能收聽。')
  expect(removeButtons()).toEqual([])
  expect(screen.queryByText(/^共 \d+ 首/)).toBeNull()
})
