import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { createTaroApp } from './utils/createTaroApp'
import { installFakeServer, envelope } from './utils/fakeServer'
import { meditationIndex, dayRecommend, courseNav, courseIndex } from './fixtures'
import { rootStore } from '@/stores'
import { setLocale } from '@/i18n'
import { StorageKey, taroStorage } from '@/services/storage'

const testUtils = new TestUtils()
const q = testUtils.queries

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

/** Type into a Taro Input: its inner <input> fires the DOM input event Taro turns into onInput. */
async function typeInto(selector: string, value: string) {
  const input = (await q.waitForQuerySelector(`${selector} input`)) as HTMLInputElement
  testUtils.act(() => {
    input.value = value
    testUtils.fireEvent.input(input)
  })
}

async function currentPath() {
  return window.location.hash.replace(/^#/, '').split('?')[0]
}

describe('tab pages and the tab bar', () => {
  it('shows real floors on the meditation home and marks its tab active', async () => {
    installFakeServer(baseRoutes())
    await testUtils.PageLifecycle.onShow('pages/meditation/index')
    await q.waitForQueryByText('深度睡眠')
    await q.waitForQueryByText('呼吸是回家的路')
    const active = document.querySelectorAll('.tab-bar__item--active')
    expect(active).toHaveLength(1)
    expect(active[0].getAttribute('data-path')).toBe('/pages/meditation/index')
  })

  it('tapping the current tab does nothing; another tab replaces the page and leaves the audio playing', async () => {
    installFakeServer(baseRoutes())
    pauses.length = 0
    const before = await currentPath()
    const items = () => Array.from(document.querySelectorAll('.tab-bar__item'))
    testUtils.act(() => {
      testUtils.fireEvent.click(items()[0])
    })
    await new Promise((r) => setTimeout(r, 0))
    expect(pauses).toEqual([])
    expect(await currentPath()).toBe(before)

    testUtils.act(() => {
      testUtils.fireEvent.click(items()[1])
    })
    await q.waitForQueryByText('正念')
    expect(pauses).toEqual([])
    expect(await currentPath()).toBe('/pages/course/index')
    const active = Array.from(document.querySelectorAll('.tab-bar__item--active')).map((e) =>
      e.getAttribute('data-path')
    )
    expect(active).toContain('/pages/course/index')
  })
})

describe('course tab', () => {
  it('reads its first nav in one request without waiting for the nav list; another nav is read by its tag', async () => {
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
    testUtils.act(() => {
      Taro.reLaunch({ url: '/pages/course/index' })
    })
    await new Promise((r) => setTimeout(r, 0))
    await q.waitForQueryByText('熱門課程')
    const active = await q.waitForQuerySelector('.course-nav__item--active')
    expect(active.textContent).toBe('熱門')
    expect(reads).toEqual(['(none)'])
    // the nav already shown is not read again
    testUtils.act(() => {
      testUtils.fireEvent.click(document.querySelector('.course-nav__item--active')!)
    })
    const mind = Array.from(document.querySelectorAll('.course-nav__item')).find((e) => e.textContent === '正念')!
    testUtils.act(() => {
      testUtils.fireEvent.click(mind)
    })
    await q.waitForQueryByText('正念入門')
    expect(reads).toEqual(['(none)', 'mind'])
    expect(document.querySelector('.course-nav__item--active')!.textContent).toBe('正念')
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
    await q.waitForQuerySelector('.login-panel__sheet')
    expect(rootStore.loginPanel.visible).toBe(true)
    expect(rootStore.user.isLoggedIn).toBe(false)
    expect(taroStorage.get(StorageKey.loginRedirectUrl)).toBe('/mine/pages/index')
  })

  it('a successful code login closes the panel and loads the user', async () => {
    const user = {
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
          ? envelope({ token: 'tok-new', user, is_new: false })
          : envelope(null, 1116, '驗證碼錯誤'),
      'GET /v2/users': () => envelope(user),
      'GET /v3/meditation/memberInfo': () =>
        envelope({ isVip: 0, expire_at: null, annual_card_level: 0, annual_card_expire_at: null })
    })
    await typeInto('.login-panel__email', 'a@b.co')
    await typeInto('.login-panel__code', '123456')
    testUtils.act(() => {
      testUtils.fireEvent.click(document.querySelector('.login-panel__submit')!)
    })
    await q.waitForQueryByText('小明')
    expect(rootStore.loginPanel.visible).toBe(false)
    expect(rootStore.user.token).toBe('tok-new')
  })

  it('switching language re-renders without reload and persists', async () => {
    const option = document.querySelector('[data-locale="en"]')!
    testUtils.act(() => {
      testUtils.fireEvent.click(option)
    })
    await q.waitForQueryByText('Log out')
    expect(Array.from(document.querySelectorAll('.tab-bar__title')).map((e) => e.textContent)).toEqual([
      'Meditate',
      'Courses',
      'Study',
      'Me'
    ])
    expect(taroStorage.get(StorageKey.locale)).toBe('en')
    setLocale('zh-Hant')
  })
})
