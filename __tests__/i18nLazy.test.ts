/**
 * H5 mockLoads English on demand (src/i18n/locales.h5.ts): until it arrives t() answers in zh-Hant (the fallback),
 * then in English, and observers re-render by themselves.
 */
import { autorun } from 'mobx'
import zhHant from '@/i18n/zh-Hant'
import en from '@/i18n/en'
import { memoryStorage } from '@/services/storage'

let mockRelease!: () => void
const mockLoads: string[] = []
jest.mock('@/i18n/locales', () => ({
  bundledLocales: {},
  loadLocale: (locale: string) => {
    mockLoads.push(locale)
    return new Promise((resolve) => {
      mockRelease = () => resolve(jest.requireActual('@/i18n/en').default)
    })
  }
}))

test('English arrives after the switch; t() falls back until then and observers re-render', async () => {
  const { setLocale, t, ensureLocale } = jest.requireActual<typeof import('@/i18n')>('@/i18n')
  expect(mockLoads).toEqual([])
  expect(t('tabBar.meditation')).toBe(zhHant.tabBar.meditation)
  const seen: string[] = []
  const stop = autorun(() => seen.push(t('tabBar.meditation')))
  setLocale('en', memoryStorage())
  expect(mockLoads).toEqual(['en'])
  expect(t('tabBar.meditation')).toBe(zhHant.tabBar.meditation)
  mockRelease()
  await ensureLocale('en')
  expect(t('tabBar.meditation')).toBe(en.tabBar.meditation)
  expect(seen[seen.length - 1]).toBe(en.tabBar.meditation)
  // loaded once: a later switch back and forth fetches nothing
  setLocale('zh-Hant', memoryStorage())
  setLocale('en', memoryStorage())
  expect(mockLoads).toEqual(['en'])
  stop()
})
