import { tapTab, withToken, activeIndex, normalisePath, type TabEffects } from '@/components/TabBar/logic'
import { TAB_ENTRIES, MEDITATOR_TITLE, type TabEntry } from '@/components/TabBar/entries'

function effects(over: Partial<TabEffects> = {}) {
  const log: string[] = []
  const fx: TabEffects = {
    replacePage: (u) => log.push(`replace ${u}`),
    fetchShopUrl: async () => ({ url: 'https://shop.example.com/index' }),
    getToken: () => undefined,
    openWindow: (u) => log.push(`window ${u}`),
    ...over
  }
  return { fx, log }
}

const meditator: TabEntry = {
  pagePath: '/pages/shop/index',
  title: MEDITATOR_TITLE,
  icon: 'i',
  selectedIcon: 's',
  animationPath: 'a'
}

describe('tab bar entries (spec §2)', () => {
  it('four entries in order, each with title key, both icons and an animation path', () => {
    expect(TAB_ENTRIES.map((e) => [e.pagePath, e.title])).toEqual([
      ['/pages/meditation/index', 'tabBar.meditation'],
      ['/pages/course/index', 'tabBar.course'],
      ['/study/pages/index', 'tabBar.study'],
      ['/mine/pages/index', 'tabBar.mine']
    ])
    for (const e of TAB_ENTRIES) {
      expect(e.icon).toBeTruthy()
      expect(e.selectedIcon).toBeTruthy()
      expect(e.icon).not.toBe(e.selectedIcon)
      expect(e.animationPath).toMatch(/lottie-animate\/\w+\.json$/)
    }
    expect(TAB_ENTRIES.some((e) => e.title === MEDITATOR_TITLE)).toBe(false)
  })

  it('the active tab is the one whose path equals the current page path', () => {
    expect(activeIndex(TAB_ENTRIES, 'study/pages/index')).toBe(2)
    expect(activeIndex(TAB_ENTRIES, '/mine/pages/index?x=1')).toBe(3)
    expect(activeIndex(TAB_ENTRIES, '/pages/meditation/detail')).toBe(-1)
    expect(normalisePath('/a/b?c=1')).toBe('a/b')
  })
})

describe('tapping a tab', () => {
  it('the current tab does nothing', async () => {
    const { fx, log } = effects()
    await expect(tapTab(TAB_ENTRIES[0], '/pages/meditation/index', fx)).resolves.toBe('ignored')
    expect(log).toEqual([])
  })

  it('another tab replaces the page and leaves the audio playing (issue 32)', async () => {
    const { fx, log } = effects()
    await expect(tapTab(TAB_ENTRIES[2], '/pages/meditation/index', fx)).resolves.toBe('switched')
    expect(log).toEqual(['replace /study/pages/index'])
  })

  it('meditator: asks the server for url, appends the token with ?, opens the whole window', async () => {
    const { fx, log } = effects({ getToken: () => 'tk 1' })
    await expect(tapTab(meditator, '/pages/meditation/index', fx)).resolves.toBe('shop')
    expect(log).toEqual(['window https://shop.example.com/index?token=tk%201'])
  })

  it('meditator: uses & when the address already has a query, and no token when logged out', async () => {
    const a = effects({
      fetchShopUrl: async () => ({ url: 'https://shop.example.com/i?from=app' }),
      getToken: () => 't'
    })
    await tapTab(meditator, '/x', a.fx)
    expect(a.log).toEqual(['window https://shop.example.com/i?from=app&token=t'])
    const b = effects()
    await tapTab(meditator, '/x', b.fx)
    expect(b.log).toEqual(['window https://shop.example.com/index'])
  })

  it('meditator: a failed or empty answer navigates nowhere', async () => {
    const a = effects({
      fetchShopUrl: async () => {
        throw new Error('x')
      }
    })
    await expect(tapTab(meditator, '/x', a.fx)).resolves.toBe('shop-failed')
    const b = effects({ fetchShopUrl: async () => ({ url: '' }) })
    await expect(tapTab(meditator, '/x', b.fx)).resolves.toBe('shop-failed')
    expect([...a.log, ...b.log]).toEqual([])
  })

  it('withToken keeps a #fragment at the end', () => {
    expect(withToken('https://s.example/a#top', 'x')).toBe('https://s.example/a?token=x#top')
  })
})

describe("a tab page's title follows the app's language (issue 32 item 14)", () => {
  // imported here: the frame pulls in the page kit, which the logic tests above do not need
  const { tabTitle } = jest.requireActual<typeof import('@/components/AppPage/TabPage')>('@/components/AppPage/TabPage')
  const { setLocale } = jest.requireActual<typeof import('@/i18n')>('@/i18n')
  afterAll(() => setLocale('zh-Hant'))

  it('zh-Hant: the app name on the meditation home, the tab names elsewhere', () => {
    setLocale('zh-Hant')
    expect(TAB_ENTRIES.map((e) => tabTitle(e.pagePath))).toEqual(['靜心', '課程', '學習', '我的'])
  })

  it('English: no Chinese title left', () => {
    setLocale('en')
    expect(TAB_ENTRIES.map((e) => tabTitle(e.pagePath))).toEqual(['Jingxin', 'Courses', 'Study', 'Me'])
  })
})
