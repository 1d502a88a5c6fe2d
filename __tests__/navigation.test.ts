import {
  resolveDeepLink,
  resolveBanner,
  resolveCourseCard,
  resolveWebUrl,
  DEEP_LINK_SCHEMES,
  setProductHosts,
  performJump
} from '@/navigation/jumps'
import { Routes, buildUrl, parseQuery, TAB_PATHS } from '@/navigation/routes'
import { setNavigator, taroNavigator, isTabPath } from '@/navigation/navigate'

describe('deep links: all 20 schemes of spec §2', () => {
  const cases: [string, string][] = [
    ['home', Routes.meditationHome],
    ['meditation/detail?sku=m-sleep', '/pages/meditation/detail?sku=m-sleep'],
    ['meditation/planDetail?sku=p-7', '/pages/meditation/studyPlan?sku=p-7'],
    ['meditation/play?sku=m-1&resource_id=12', '/pages/meditation/play?sku=m-1&resource_id=12'],
    ['meditation/floor?id=3', '/commonPage/pages/floorMore?id=3&j=m'],
    ['meditation/timer', '/study/pages/timer'],
    ['course/index?tag=mindful', '/pages/course/index?tag=mindful'],
    ['course/floorList?id=8', '/commonPage/pages/floorMore?id=8&j=c'],
    ['course/module?id=2', '/pages/course/category?id=2'],
    ['course/vodDetail?sku=c-1', '/pages/course/detail?sku=c-1'],
    ['course/shortDetail?sku=s-1', '/study/pages/course/shortVideo?sku=s-1'],
    ['course/play?sku=c-2', '/pages/course/play?sku=c-2'],
    ['course/commodity?commodity_id=5', '/study/pages/course/onlineCamp?commodity_id=5'],
    ['course/activity?act_id=9', '/study/pages/course/activityTicket/detail?act_id=9'],
    ['user/memberBuy', '/pages/meditation/vipMember'],
    ['user/memberInvite', '/mine/pages/invitation/index'],
    ['meditation/sceneSetting', '/study/pages/scene/setting'],
    ['live/play?sku=l-1', '/live/pages/liveRoom?sku=l-1'],
    ['my', '/mine/pages/index']
  ]
  it.each(cases)('%s → %s', (link, url) => {
    expect(resolveDeepLink(link)).toEqual({ kind: 'page', url })
    expect(resolveDeepLink(`jingxin://${link}`)).toEqual({ kind: 'page', url })
  })

  it('covers exactly the 20 schemes (19 pages above + web)', () => {
    expect(DEEP_LINK_SCHEMES).toHaveLength(20)
    const covered = new Set(cases.map(([l]) => l.split('?')[0]).concat('web'))
    expect([...covered].sort()).toEqual([...DEEP_LINK_SCHEMES].sort())
  })

  it('web: internal product URLs become in-app pages, others open externally', () => {
    setProductHosts(['jingxin.app'])
    expect(resolveDeepLink('web?url=' + encodeURIComponent('https://jingxin.app/pages/course/detail?sku=c-1'))).toEqual(
      { kind: 'page', url: '/pages/course/detail?sku=c-1' }
    )
    expect(resolveDeepLink('web?url=' + encodeURIComponent('https://example.com/x?y=1'))).toEqual({
      kind: 'external',
      url: 'https://example.com/x?y=1'
    })
    expect(resolveWebUrl('https://jingxin.app/')).toEqual({ kind: 'page', url: Routes.meditationHome })
    expect(resolveWebUrl('https://jingxin.app/blog/post')).toEqual({
      kind: 'external',
      url: 'https://jingxin.app/blog/post'
    })
    expect(resolveWebUrl('/mine/pages/index')).toEqual({ kind: 'page', url: '/mine/pages/index' })
  })

  it('unknown schemes and empty links resolve to nothing', () => {
    expect(resolveDeepLink('nope/x').kind).toBe('none')
    expect(resolveDeepLink('').kind).toBe('none')
    expect(resolveDeepLink('web').kind).toBe('none')
  })
})

describe('banner jump types of spec §2', () => {
  const cases: [number, string, string][] = [
    [1, '9', '/study/pages/course/activityTicket/detail?act_id=9'],
    [2, 'c-1', '/pages/course/detail?sku=c-1'],
    [4, 's-1', '/study/pages/course/shortVideo?sku=s-1'],
    [5, '5', '/study/pages/course/onlineCamp?commodity_id=5'],
    [6, 's-2', '/study/pages/course/shortVideo?sku=s-2'],
    [11, '', '/pages/meditation/vipMember'],
    [12, '', '/mine/pages/invitation/index'],
    [14, 'm-1', '/pages/meditation/play?sku=m-1'],
    [14, 'm-1:42', '/pages/meditation/play?sku=m-1&resource_id=42'],
    [15, 'p-1', '/pages/meditation/studyPlan?sku=p-1'],
    [99, 'meditation/detail?sku=m-2', '/pages/meditation/detail?sku=m-2']
  ]
  it.each(cases)('type %i (%s) → %s', (jump_type, jump_value, url) => {
    expect(resolveBanner({ jump_type, jump_value })).toEqual({ kind: 'page', url })
  })

  it('type 10: internal link in-app, external link outside', () => {
    setProductHosts(['jingxin.app'])
    expect(resolveBanner({ jump_type: 10, jump_value: 'https://jingxin.app/mine/pages/index' })).toEqual({
      kind: 'page',
      url: '/mine/pages/index'
    })
    expect(resolveBanner({ jump_type: 10, jump_value: 'https://news.example.org/a' })).toEqual({
      kind: 'external',
      url: 'https://news.example.org/a'
    })
  })

  it('unknown type does nothing', () => {
    expect(resolveBanner({ jump_type: 3, jump_value: 'x' }).kind).toBe('none')
  })
})

describe('course-card jumps: jump_type first, then type / sub_type', () => {
  const base = { id: 77, sku: 'c-9', type: 0, sub_type: 1, jump_type: null as number | null, isWaterfall: 0 }
  it.each([
    [0, '/pages/meditation/vipMember'],
    [1, '/pages/meditation/detail?sku=c-9'],
    [2, '/pages/meditation/play?sku=c-9'],
    [3, '/pages/meditation/studyPlan?sku=c-9']
  ])('jump_type %i wins over type', (jump_type, url) => {
    expect(resolveCourseCard({ ...base, jump_type, type: 1 })).toEqual({ kind: 'page', url })
  })

  it.each([
    [1, 0, '/study/pages/course/onlineCamp?commodity_id=77'],
    [2, 0, '/study/pages/course/activityTicket/detail?act_id=77'],
    [3, 0, '/pages/meditation/vipMember'],
    [0, 1, '/pages/course/detail?sku=c-9'],
    [0, 9, '/pages/course/detail?sku=c-9'],
    [0, 10, '/pages/course/detail?sku=c-9'],
    [0, 12, '/pages/course/detail?sku=c-9'],
    [0, 2, '/live/pages/booking?sku=c-9'],
    [0, 13, '/study/pages/course/shortVideo?sku=c-9'],
    [0, 14, '/pages/course/play?sku=c-9&isLookBack=1']
  ])('type %i sub_type %i → %s', (type, sub_type, url) => {
    expect(resolveCourseCard({ ...base, type, sub_type })).toEqual({ kind: 'page', url })
  })

  it('short video on a waterfall adds isWaterfall=1 (flag on the card or from the floor)', () => {
    expect(resolveCourseCard({ ...base, sub_type: 13, isWaterfall: 1 })).toEqual({
      kind: 'page',
      url: '/study/pages/course/shortVideo?sku=c-9&isWaterfall=1'
    })
    expect(resolveCourseCard({ ...base, sub_type: 13 }, { waterfall: true })).toEqual({
      kind: 'page',
      url: '/study/pages/course/shortVideo?sku=c-9&isWaterfall=1'
    })
  })

  it('unknown combinations do nothing', () => {
    expect(resolveCourseCard({ ...base, type: 0, sub_type: 5 }).kind).toBe('none')
    expect(resolveCourseCard({ ...base, type: 7 }).kind).toBe('none')
  })
})

describe('routes and navigation', () => {
  it('buildUrl drops empty values and encodes; parseQuery reverses it', () => {
    expect(buildUrl('/a', { x: 1, y: undefined, z: '', w: '中 文' })).toBe('/a?x=1&w=%E4%B8%AD%20%E6%96%87')
    expect(parseQuery('/a?x=1&w=%E4%B8%AD%20%E6%96%87')).toEqual({ x: '1', w: '中 文' })
  })

  it('the four tabs are the spec paths and are recognised with a query', () => {
    expect(TAB_PATHS).toEqual([
      '/pages/meditation/index',
      '/pages/course/index',
      '/study/pages/index',
      '/mine/pages/index'
    ])
    expect(isTabPath('/study/pages/index?x=1')).toBe(true)
    expect(isTabPath('/pages/meditation/detail')).toBe(false)
  })

  it('performJump goes through the navigator: pages in-app, external outside, nothing for none', () => {
    const seen: string[] = []
    setNavigator({ go: (u) => seen.push(`go ${u}`), openExternal: (u) => seen.push(`ext ${u}`) })
    expect(performJump({ kind: 'page', url: '/mine/pages/index' })).toBe(true)
    expect(performJump({ kind: 'external', url: 'https://e.org' })).toBe(true)
    expect(performJump({ kind: 'none', reason: 'x' })).toBe(false)
    expect(seen).toEqual(['go /mine/pages/index', 'ext https://e.org'])
    setNavigator(taroNavigator)
  })
})

describe('webview page', () => {
  it('opens only http(s) addresses', () => {
    const { safeWebUrl } = require('@/pages/webview/index')
    expect(safeWebUrl(encodeURIComponent('https://example.com/a?b=1'))).toBe('https://example.com/a?b=1')
    expect(safeWebUrl('http://example.com')).toBe('http://example.com')
    expect(safeWebUrl('javascript:alert(1)')).toBeNull()
    expect(safeWebUrl(encodeURIComponent('file:///etc/passwd'))).toBeNull()
    expect(safeWebUrl(undefined)).toBeNull()
  })
})
