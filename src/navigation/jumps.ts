/**
 * The three jump tables of spec §2: deep-link schemes, banner jump types and course-card jumps. Each resolver
 * is pure (returns a Jump), so every row is unit-tested; `performJump` carries it out.
 */
import { Routes, buildUrl, parseQuery } from './routes'
import { navigate, openExternal } from './navigate'
import { DEEP_LINK_TABLE, isDeepLinkScheme, outsidePage, splitDeepLink, type DeepLinkScheme } from './deepLinks'

export type Jump = { kind: 'page'; url: string } | { kind: 'external'; url: string } | { kind: 'none'; reason: string }

const page = (path: string, query: Record<string, string | number | undefined | null> = {}): Jump => ({
  kind: 'page',
  url: buildUrl(path, query)
})
const none = (reason: string): Jump => ({ kind: 'none', reason })

/** Hosts whose URLs are this product's own pages (H5 origin + configured product hosts). */
let productHosts: string[] = ['jingxin.app', 'www.jingxin.app', 'h5.jingxin.app']
export function setProductHosts(hosts: string[]): void {
  productHosts = hosts
}
function currentHost(): string | undefined {
  return typeof location !== 'undefined' && location.host ? location.host : undefined
}

const APP_PREFIXES = [
  '/pages/',
  '/mine/',
  '/study/',
  '/live/',
  '/blwlive/',
  '/coupon/',
  '/mayaCalendar/',
  '/third/',
  '/oversea/',
  '/commonPage/'
]

/** An in-app path: a page path as it is, or an outside short form of /third, /oversea, /blwlive (./deepLinks). */
function appPath(url: string): Jump {
  const qi = url.search(/[?#]/)
  const path = qi >= 0 ? url.slice(0, qi) : url
  const rest = qi >= 0 ? url.slice(qi) : ''
  const outside = outsidePage(path)
  const query = rest.replace(/#.*$/, '')
  // a short form may carry a query of its own (/third/<id> → landing?id=<id>): the address's query follows it
  if (outside) return { kind: 'page', url: outside + (outside.includes('?') ? query.replace(/^\?/, '&') : query) }
  if (/^\/(third|oversea|blwlive)(\/|$)/.test(path)) return none('unknown page')
  return APP_PREFIXES.some((p) => path.startsWith(p)) ? page(url) : none('unknown path')
}

/** web: an internal product URL becomes an in-app page; anything else opens externally (spec §2). */
export function resolveWebUrl(url: string): Jump {
  if (!url) return none('empty url')
  if (url.startsWith('/')) return appPath(url)
  const m = /^https?:\/\/([^/?#]+)([^?#]*)(\?[^#]*)?/i.exec(url)
  if (!m) return none('not a web url')
  const [, host, path, query = ''] = m
  const internal = productHosts.includes(host.toLowerCase()) || host === currentHost()
  if (internal) {
    if (path === '' || path === '/') return page(Routes.meditationHome)
    const inApp = appPath(path + query)
    if (inApp.kind === 'page') return inApp
  }
  return { kind: 'external', url }
}

/**
 * Outside hosts a deep link may open without asking: the product's own hosts and the providers our pages link
 * to (LINE's pages, WeChat articles). Any other address is shown to the user first, who chooses whether to go:
 * a link to `…/deeplink?link=web?url=https://anywhere` must not turn our origin into a redirector.
 */
export const TRUSTED_EXTERNAL_HOSTS = ['line.me', 'liff.line.me', 'mp.weixin.qq.com']

/** Whether an outside address may be opened without the user's confirmation (https only). */
export function opensWithoutAsking(url: string): boolean {
  const m = /^https:\/\/([^/?#@]+)(?:[/?#]|$)/i.exec(url)
  if (!m) return false
  const host = m[1].toLowerCase()
  return productHosts.includes(host) || host === currentHost() || TRUSTED_EXTERNAL_HOSTS.includes(host)
}

/** The host an outside address leads to, as the confirmation shows it ('' when it has none). */
export function hostOf(url: string): string {
  const m = /^[a-z][a-z0-9+.-]*:\/\/(?:[^/?#@]*@)?([^/?#:]+)/i.exec(url)
  return m ? m[1].toLowerCase() : ''
}

/** The 20 deep-link schemes of spec §2 (the table: ./deepLinks). */
export const DEEP_LINK_SCHEMES = Object.keys(DEEP_LINK_TABLE) as DeepLinkScheme[]

/**
 * Deep links (spec §2): `<anything>://<scheme>?query` or a bare `<scheme>?query`, where scheme is one of the
 * 20 of ./deepLinks. Parameters keep their spec names (sku, resource_id, id, tag, commodity_id, act_id, url).
 */
export function resolveDeepLink(link: string): Jump {
  if (!link) return none('empty deep link')
  const { scheme, query } = splitDeepLink(link)
  if (!isDeepLinkScheme(scheme)) return none(`unknown scheme ${scheme}`)
  const q = parseQuery(query)
  const row = DEEP_LINK_TABLE[scheme]
  if (row.route === null) return resolveWebUrl(q.url || '')
  return page(row.route, row.params(q))
}

/** A banner's jump as the server sends it (src/protocol/course.ts BannerDTO: `jump_type` + `jump_value`). */
export interface BannerJump {
  jump_type: number
  jump_value?: string | null
}

/**
 * Banner jump types (spec §2): 1 activity ticket (act_id), 2 course detail (sku), 4 and 6 short video (sku),
 * 5 online camp (commodity_id), 10 link, 11 member purchase, 12 invitation, 14 meditation play
 * ("sku" or "sku:resource_id"), 15 study plan (sku), 99 deep link.
 */
export function resolveBanner(b: BannerJump): Jump {
  const v = (b.jump_value ?? '').trim()
  switch (Number(b.jump_type)) {
    case 1:
      return page(Routes.studyActivityTicket, { act_id: v })
    case 2:
      return page(Routes.courseDetail, { sku: v })
    case 4:
    case 6:
      return page(Routes.studyShortVideo, { sku: v })
    case 5:
      return page(Routes.studyOnlineCamp, { commodity_id: v })
    case 10:
      return resolveWebUrl(v)
    case 11:
      return page(Routes.meditationVipMember)
    case 12:
      return page(Routes.mineInvitation)
    case 14: {
      const [sku, resourceId] = v.split(':')
      return page(Routes.meditationPlay, { sku, resource_id: resourceId })
    }
    case 15:
      return page(Routes.meditationStudyPlan, { sku: v })
    case 99:
      return resolveDeepLink(v)
    default:
      return none(`unknown banner jump ${b.jump_type}`)
  }
}

/** A course card as the server sends it (src/protocol/course.ts CourseCardDTO carries these fields). */
export interface CourseCardJump {
  id?: number | string | null
  jump_type?: number | null
  type?: number | null
  sub_type?: number | null
  sku?: string | null
  /** 1 on waterfall (short-video) floors: the short-video jump adds isWaterfall=1. */
  isWaterfall?: number | null
}

/**
 * Course-card jump (spec §2): first by jump_type (0 member, 1 meditation detail, 2 meditation play, 3 study
 * plan); otherwise by type: 1 online camp, 2 activity ticket, 3 member, and type 0 by sub_type: 1/9/10/12
 * course detail, 2 live booking, 13 short video (a waterfall card adds isWaterfall=1), 14 replay.
 * The spec lists "2 live booking" after "0 with sub_type …": we read 2/13/14 as sub_types of type 0, since
 * type 2 is already the activity ticket.
 */
export function resolveCourseCard(c: CourseCardJump, opts: { waterfall?: boolean } = {}): Jump {
  if (c.jump_type !== undefined && c.jump_type !== null) {
    switch (Number(c.jump_type)) {
      case 0:
        return page(Routes.meditationVipMember)
      case 1:
        return page(Routes.meditationDetail, { sku: c.sku })
      case 2:
        return page(Routes.meditationPlay, { sku: c.sku })
      case 3:
        return page(Routes.meditationStudyPlan, { sku: c.sku })
    }
  }
  const waterfall = opts.waterfall || Number(c.isWaterfall) === 1
  switch (Number(c.type)) {
    case 1:
      return page(Routes.studyOnlineCamp, { commodity_id: c.id })
    case 2:
      return page(Routes.studyActivityTicket, { act_id: c.id })
    case 3:
      return page(Routes.meditationVipMember)
    case 0:
      switch (Number(c.sub_type)) {
        case 1:
        case 9:
        case 10:
        case 12:
          return page(Routes.courseDetail, { sku: c.sku })
        case 2:
          return page(Routes.liveBooking, { sku: c.sku })
        case 13:
          return page(Routes.studyShortVideo, { sku: c.sku, isWaterfall: waterfall ? 1 : undefined })
        case 14:
          return page(Routes.coursePlay, { sku: c.sku, isLookBack: 1 })
      }
  }
  return none(`unknown course card ${c.jump_type}/${c.type}/${c.sub_type}`)
}

/** Carry out a resolved jump. */
export function performJump(j: Jump): boolean {
  if (j.kind === 'page') {
    navigate(j.url)
    return true
  }
  if (j.kind === 'external') {
    openExternal(j.url)
    return true
  }
  return false
}
