/**
 * The deep-link table (src/navigation/deepLinks.ts) against the pages the app registers: every scheme opens a
 * page app.config.ts lists, its example link resolves there, and outside /third, /oversea, /blwlive addresses
 * land on real pages.
 */
import { readFileSync } from 'fs'
import { join } from 'path'
import { DEEP_LINK_TABLE, outsidePage, splitDeepLink, THIRD_PAGES, BLWLIVE_PAGES } from '@/navigation/deepLinks'
import { hostOf, opensWithoutAsking, resolveDeepLink, resolveWebUrl, setProductHosts } from '@/navigation/jumps'
import { Routes } from '@/navigation/routes'

/** Every page path app.config.ts registers, as `/root/pages/x`. */
function registeredPages(): Set<string> {
  const src = readFileSync(join(__dirname, '..', 'src', 'app.config.ts'), 'utf8').replace('export default', 'return')
  const config = new Function('defineAppConfig', src)((c: unknown) => c) as {
    pages: string[]
    subPackages: { root: string; pages: string[] }[]
  }
  return new Set([
    ...config.pages.map((p) => `/${p}`),
    ...config.subPackages.flatMap((s) => s.pages.map((p) => `/${s.root}/${p}`))
  ])
}

/** Spec §2 pages that other parts of the app add (the Polyv live and overseas monitor pages). */
const ELSEWHERE = [
  Routes.overseaMonitor,
  Routes.blwliveMonitor,
  Routes.blwliveTeacherLive,
  Routes.blwliveRoom,
  Routes.blwliveBuyResult
]

const pages = registeredPages()
const rows = Object.entries(DEEP_LINK_TABLE)

describe('deep-link table', () => {
  it('has the 20 schemes of spec §2', () => {
    expect(rows.map(([s]) => s).sort()).toEqual(
      [
        'home',
        'meditation/detail',
        'meditation/planDetail',
        'meditation/play',
        'meditation/floor',
        'meditation/timer',
        'course/index',
        'course/floorList',
        'course/module',
        'course/vodDetail',
        'course/shortDetail',
        'course/play',
        'course/commodity',
        'course/activity',
        'user/memberBuy',
        'user/memberInvite',
        'meditation/sceneSetting',
        'live/play',
        'my',
        'web'
      ].sort()
    )
  })

  it.each(rows)('%s opens a registered page', (scheme, row) => {
    const { scheme: parsed } = splitDeepLink(row.example)
    expect(parsed).toBe(scheme)
    const jump = resolveDeepLink(`jingxin://${row.example}`)
    expect(jump.kind).toBe('page')
    const url = jump.kind === 'page' ? jump.url : ''
    expect(pages.has(url.split('?')[0])).toBe(true)
    if (row.route) expect(url.split('?')[0]).toBe(row.route)
  })

  it('keeps the parameters of the link', () => {
    expect(resolveDeepLink('jingxin://course/vodDetail?sku=c-1&x=2')).toEqual({
      kind: 'page',
      url: '/pages/course/detail?sku=c-1'
    })
    expect(resolveDeepLink('/meditation/play?sku=m-1&resource_id=4')).toEqual({
      kind: 'page',
      url: '/pages/meditation/play?sku=m-1&resource_id=4'
    })
  })

  it('unknown schemes resolve to nothing', () => {
    expect(resolveDeepLink('jingxin://shop/cart').kind).toBe('none')
    expect(resolveDeepLink('jingxin://').kind).toBe('none')
  })
})

describe('outside addresses of /third, /oversea, /blwlive', () => {
  it('every campaign page is registered, by its page path and its short form', () => {
    for (const name of THIRD_PAGES) {
      expect(pages.has(`/third/pages/${name}`)).toBe(true)
      expect(outsidePage(`/third/${name}`)).toBe(`/third/pages/${name}`)
      expect(outsidePage(`/third/pages/${name}`)).toBe(`/third/pages/${name}`)
    }
    expect(outsidePage('/third/a/b')).toBeNull()
    expect(outsidePage('/third/no-such')).toBeNull()
  })

  it('a landing made in the console opens by its id on the landing page', () => {
    expect(pages.has(Routes.thirdLanding)).toBe(true)
    expect(outsidePage('/third/spring_2027')).toBe('/third/pages/landing?id=spring_2027')
    expect(outsidePage('/third/pages/spring_2027/')).toBe('/third/pages/landing?id=spring_2027')
    // the address's own query follows the id
    expect(resolveWebUrl('/third/spring_2027?channel_tag=ig#top')).toEqual({
      kind: 'page',
      url: '/third/pages/landing?id=spring_2027&channel_tag=ig'
    })
  })

  it('Polyv live and the overseas monitor map to their spec §2 pages', () => {
    for (const name of BLWLIVE_PAGES) expect(outsidePage(`/blwlive/${name}`)).toBe(`/blwlive/pages/${name}`)
    expect(outsidePage('/blwlive')).toBe(Routes.blwliveMonitor)
    for (const p of ['/oversea', '/oversea/monitor', '/oversea/blwlive/monitor', '/oversea/pages/blwlive/monitor'])
      expect(outsidePage(p)).toBe(Routes.overseaMonitor)
    expect(outsidePage('/oversea/other')).toBeNull()
    // each target is a spec §2 page: registered here, or one of the pages other parts of the app add
    const targets = [...BLWLIVE_PAGES.map((n) => `/blwlive/pages/${n}`), Routes.overseaMonitor]
    for (const p of targets) expect(pages.has(p) || ELSEWHERE.includes(p as (typeof ELSEWHERE)[number])).toBe(true)
  })

  it('web links to our hosts open those pages with their query; unknown ones stay outside', () => {
    setProductHosts(['jingxin.app'])
    expect(resolveWebUrl('https://jingxin.app/third/one?channel=ig')).toEqual({
      kind: 'page',
      url: '/third/pages/one?channel=ig'
    })
    expect(resolveWebUrl('https://jingxin.app/blwlive/liveRoom?sku=l-1')).toEqual({
      kind: 'page',
      url: '/blwlive/pages/liveRoom?sku=l-1'
    })
    expect(resolveWebUrl('https://jingxin.app/oversea/monitor')).toEqual({ kind: 'page', url: Routes.overseaMonitor })
    expect(resolveWebUrl('https://jingxin.app/third/un-known')).toEqual({
      kind: 'external',
      url: 'https://jingxin.app/third/un-known'
    })
    expect(resolveDeepLink('web?url=' + encodeURIComponent('/third/rednote'))).toEqual({
      kind: 'page',
      url: '/third/pages/rednote'
    })
  })

  it('an outside address opens without asking only on a trusted https host', () => {
    setProductHosts(['jingxin.app'])
    expect(opensWithoutAsking('https://jingxin.app/third/unknown')).toBe(true)
    expect(opensWithoutAsking('https://liff.line.me/123-abc')).toBe(true)
    expect(opensWithoutAsking('https://evil.example/login')).toBe(false)
    expect(opensWithoutAsking('http://jingxin.app/x')).toBe(false) // not https
    expect(opensWithoutAsking('https://jingxin.app.evil.example/')).toBe(false)
    expect(opensWithoutAsking('https://jingxin.app@evil.example/')).toBe(false) // credentials trick
    expect(opensWithoutAsking('javascript:alert(1)')).toBe(false)
    expect(hostOf('https://user@Evil.Example:8443/p?q=1')).toBe('evil.example')
  })
})
