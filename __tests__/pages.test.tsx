/**
 * The tab pages, the course tab's navs, the login panel and the language switch over the real router, stores and
 * HTTP layer with a fake backend. What the user sees is found with Testing Library (by role and accessible name,
 * else by text) and tapped with userEvent.
 */
import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { screen, within } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { createTaroApp } from './utils/createTaroApp'
import { typeIn } from './utils/pageHarness'
import { installFakeServer, envelope } from './utils/fakeServer'
import { until } from './utils/until'
import { meditationIndex, dayRecommend, courseNav, courseIndex } from './fixtures'
import { rootStore } from '@/stores'
import { setLocale } from '@/i18n'
import { StorageKey, taroStorage } from '@/services/storage'

// role queries walk the whole page: on a machine busy with builds a flow takes longer than jest's 5 s default
jest.setTimeout(30_000)

const testUtils = new TestUtils()

function baseRoutes() {
  return {
    'GET /v3/meditation/indexFloor': () => envelope(meditationIndex),
    'GET /v3/meditation/dayRecommend': () => envelope(dayRecommend),
    'GET /v3/meditation/settings': () => envelope([{ s_key: 'welcome', s_val: 'hi' }]),
    'GET /v3/get/course/settings': () => envelope([]),
    'GET /v3/course/navList': () => envelope(courseNav),
    'GET /v3/course/indexFloor': (r: any) => envelope(courseIndex(new URL(r.url).searchParams.get('tag') || 'hot')),
    'GET /v3/course/indexAds': () => envelope([]),
    'GET /v3/meditation/userScene': () =>
      envelope({ scene: { id: 1, title: '雨聲', cover: '', music: '' }, is_default: true }),
    'GET /v3/meditation/userHistory': () => envelope({ list: [], page: 1, size: 5, total: 0, has_more: false })
  }
}

const pauses: string[] = []

beforeAll(async () => {
  setLocale('zh-Hant')
  installFakeServer(baseRoutes())
  // the tab bar's contract with the audio store: a tab switch never pauses it (issue 32)
  jest.spyOn(rootStore.audio, 'pause').mockImplementation(() => {
    pauses.push('pause')
  })
  await createTaroApp()
})

afterEach(() => {
  Taro.cleanInterceptors()
})

const currentPath = () => window.location.hash.replace(/^#/, '').split('?')[0]

/** The app's tab bar (a tablist named after the app) and the name of its selected tab. */
const tabBar = () => screen.getByRole('tablist', { name: '靜心' })
const selectedTab = () => within(tabBar()).getByRole('tab', { selected: true }).getAttribute('aria-label')

describe('tab pages and the tab bar', () => {
  it('shows real floors on the meditation home and marks its tab active', async () => {
    installFakeServer(baseRoutes())
    await testUtils.PageLifecycle.onShow('pages/meditation/index')
    await screen.findByText('深度睡眠')
    await screen.findByText('呼吸是回家的路')
    expect(within(tabBar()).getAllByRole('tab', { selected: true })).toHaveLength(1)
    expect(selectedTab()).toBe('冥想')
  })

  it('tapping the current tab does nothing; another tab replaces the page and leaves the audio playing', async () => {
    const user = userEvent.setup()
    installFakeServer(baseRoutes())
    pauses.length = 0
    const before = currentPath()
    await user.click(within(tabBar()).getByRole('tab', { name: '冥想' }))
    expect(pauses).toEqual([])
    expect(currentPath()).toBe(before)

    await user.click(within(tabBar()).getByRole('tab', { name: '課程' }))
    await screen.findByText('正念')
    expect(pauses).toEqual([])
    expect(currentPath()).toBe('/pages/course/index')
    expect(selectedTab()).toBe('課程')
  })
})

describe('course tab', () => {
  it('reads its first nav in one request without waiting for the nav list; another nav is read by its tag', async () => {
    const user = userEvent.setup()
    const reads: string[] = []
    const routes = baseRoutes()
    installFakeServer({
      ...routes,
      'GET /v3/course/indexFloor': (r) => {
        reads.push(new URL(r.url).searchParams.get('tag') ?? '(none)')
        return routes['GET /v3/course/indexFloor'](r)
      }
    })
    // a fresh course page (the tab test before left one open)
    const before = document.querySelector('.course-nav')
    testUtils.act(() => {
      Taro.reLaunch({ url: '/pages/course/index' })
    })
    await until(() => !before?.isConnected, 'the course page before replaced')
    await screen.findByText('熱門課程')
    const hot = await screen.findByRole('tab', { name: '熱門', selected: true })
    expect(reads).toEqual(['(none)'])
    // the nav already shown is not read again
    await user.click(hot)
    await user.click(screen.getByRole('tab', { name: '正念' }))
    await screen.findByText('正念入門')
    expect(reads).toEqual(['(none)', 'mind'])
    expect(screen.getByRole('tab', { name: '正念', selected: true })).toBeTruthy()
  })
})

describe('login panel and language', () => {
  it('opens the login panel when the server answers 1100 and stores the route as the redirect', async () => {
    installFakeServer({
      ...baseRoutes(),
      'GET /v2/users': () => ({ statusCode: 401, body: { code: 1100, msg: '請先登入', data: null } }),
      'GET /v3/meditation/memberInfo': () => ({ statusCode: 401, body: { code: 1100, msg: '請先登入', data: null } })
    })
    rootStore.user.setToken('expired-token')
    testUtils.act(() => {
      Taro.reLaunch({ url: '/mine/pages/index' })
    })
    await screen.findByRole('dialog', { name: '登入靜心' })
    expect(rootStore.loginPanel.visible).toBe(true)
    expect(rootStore.user.isLoggedIn).toBe(false)
    expect(taroStorage.get(StorageKey.loginRedirectUrl)).toBe('/mine/pages/index')
  })

  it('a successful code login closes the panel and loads the user', async () => {
    const user = userEvent.setup()
    const me = {
      id: 7,
      nickname: '小明',
      avatar: '',
      email: 'a@b.co',
      mobile: null,
      nationcode: null,
      has_password: false,
      lang: 'zh-Hant',
      created_at: ''
    }
    installFakeServer({
      ...baseRoutes(),
      'POST /v3/abroad/email/login': (r) =>
        r.data.code === '123456'
          ? envelope({ token: 'tok-new', user: me, is_new: false })
          : envelope(null, 1116, '驗證碼錯誤'),
      'GET /v2/users': () => envelope(me),
      'GET /v3/meditation/memberInfo': () =>
        envelope({ isVip: 0, expire_at: null, annual_card_level: 0, annual_card_expire_at: null })
    })
    const panel = await screen.findByRole('dialog', { name: '登入靜心' })
    await typeIn(user, '電子郵件', 'a@b.co', panel)
    await typeIn(user, '驗證碼', '123456', panel)
    await user.click(within(panel).getByText('登入', { selector: 'taro-button-core' }))
    await screen.findByText('小明')
    expect(rootStore.loginPanel.visible).toBe(false)
    expect(rootStore.user.token).toBe('tok-new')
  })

  it('switching language re-renders without reload and persists', async () => {
    const user = userEvent.setup()
    await user.click(screen.getByRole('radio', { name: 'English' }))
    await screen.findByText('Log out')
    const tabs = within(screen.getByRole('tablist', { name: 'Jingxin' })).getAllByRole('tab')
    expect(tabs.map((tab) => tab.getAttribute('aria-label'))).toEqual(['Meditate', 'Courses', 'Study', 'Me'])
    expect(screen.getByRole('radio', { name: 'English', checked: true })).toBeTruthy()
    expect(taroStorage.get(StorageKey.locale)).toBe('en')
    setLocale('zh-Hant')
  })
})
