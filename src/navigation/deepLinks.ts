/**
 * Deep links (spec §2): the 20 schemes as one table from scheme to route and the route's query, and the outside
 * addresses of the campaign, overseas-live and Polyv-live pages (`/third/…`, `/oversea/…`, `/blwlive/…`) mapped
 * to their real pages. Pure: no navigation here (jumps.ts carries a resolved jump out), so every row is tested
 * against the pages app.config.ts registers.
 */
import { Routes } from './routes'

export type DeepLinkQuery = Record<string, string | undefined>
type Params = Record<string, string | number | undefined>

export interface DeepLinkRow {
  /** The page it opens (a route of spec §2); `web` has none: its `url` decides. */
  route: string | null
  /** The page's query from the link's query (spec parameter names). */
  params: (q: DeepLinkQuery) => Params
  /** A link of this scheme, as the tests and the deeplink page's examples use it. */
  example: string
}

const none = (): Params => ({})

export const DEEP_LINK_TABLE = {
  home: { route: Routes.meditationHome, params: none, example: 'home' },
  'meditation/detail': {
    route: Routes.meditationDetail,
    params: (q) => ({ sku: q.sku }),
    example: 'meditation/detail?sku=m-sleep'
  },
  'meditation/planDetail': {
    route: Routes.meditationStudyPlan,
    params: (q) => ({ sku: q.sku }),
    example: 'meditation/planDetail?sku=plan-beginner'
  },
  'meditation/play': {
    route: Routes.meditationPlay,
    params: (q) => ({ sku: q.sku, resource_id: q.resource_id }),
    example: 'meditation/play?sku=m-sleep'
  },
  'meditation/floor': {
    route: Routes.floorMore,
    params: (q) => ({ id: q.id, j: 'm' }),
    example: 'meditation/floor?id=2'
  },
  'meditation/timer': { route: Routes.studyTimer, params: none, example: 'meditation/timer' },
  'course/index': { route: Routes.courseHome, params: (q) => ({ tag: q.tag }), example: 'course/index?tag=sleep' },
  'course/floorList': {
    route: Routes.floorMore,
    params: (q) => ({ id: q.id, j: 'c' }),
    example: 'course/floorList?id=1'
  },
  'course/module': { route: Routes.courseCategory, params: (q) => ({ id: q.id }), example: 'course/module?id=3' },
  'course/vodDetail': {
    route: Routes.courseDetail,
    params: (q) => ({ sku: q.sku }),
    example: 'course/vodDetail?sku=c-deep-sleep'
  },
  'course/shortDetail': {
    route: Routes.studyShortVideo,
    params: (q) => ({ sku: q.sku }),
    example: 'course/shortDetail?sku=s-moon'
  },
  'course/play': {
    route: Routes.coursePlay,
    params: (q) => ({ sku: q.sku, isLookBack: q.isLookBack }),
    example: 'course/play?sku=c-deep-sleep'
  },
  'course/commodity': {
    route: Routes.studyOnlineCamp,
    params: (q) => ({ commodity_id: q.commodity_id ?? q.id }),
    example: 'course/commodity?commodity_id=15'
  },
  'course/activity': {
    route: Routes.studyActivityTicket,
    params: (q) => ({ act_id: q.act_id ?? q.id }),
    example: 'course/activity?act_id=16'
  },
  'user/memberBuy': { route: Routes.meditationVipMember, params: none, example: 'user/memberBuy' },
  'user/memberInvite': { route: Routes.mineInvitation, params: none, example: 'user/memberInvite' },
  'meditation/sceneSetting': { route: Routes.studySceneSetting, params: none, example: 'meditation/sceneSetting' },
  'live/play': { route: Routes.liveRoom, params: (q) => ({ sku: q.sku }), example: 'live/play?sku=l-now' },
  my: { route: Routes.mineHome, params: none, example: 'my' },
  web: { route: null, params: (q) => ({ url: q.url }), example: 'web?url=%2Fpages%2Fdiscover%2Findex' }
} satisfies Record<string, DeepLinkRow>

export type DeepLinkScheme = keyof typeof DEEP_LINK_TABLE

export function isDeepLinkScheme(s: string): s is DeepLinkScheme {
  return Object.prototype.hasOwnProperty.call(DEEP_LINK_TABLE, s)
}

/** `jingxin://course/vodDetail?sku=1`, `/course/vodDetail?sku=1` or `course/vodDetail?sku=1` → scheme + query. */
export function splitDeepLink(link: string): { scheme: string; query: string } {
  const body = link.trim().replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
  const qi = body.indexOf('?')
  return {
    scheme: (qi >= 0 ? body.slice(0, qi) : body).replace(/^\/+|\/+$/g, ''),
    query: qi >= 0 ? body.slice(qi + 1) : ''
  }
}

/** The campaign landing pages (spec §2 `/third/pages/…`). */
export const THIRD_PAGES = [
  'tengxun',
  'one',
  'two',
  'three',
  'four',
  'five',
  'five_en',
  'six',
  'seven',
  'seven_en',
  'eight',
  'nine',
  'ten',
  'ten_en',
  'rednote',
  'rednoteDetail',
  'result',
  'result_en',
  'landing'
] as const

/** The Polyv live pages (spec §2 `/blwlive/pages/…`). */
export const BLWLIVE_PAGES = ['monitor', 'teacherLive', 'liveRoom', 'buyResult'] as const

/**
 * An outside address's path under `/third`, `/oversea` or `/blwlive` → the real page, or null when it names
 * none. The full page path works, and so do the short forms printed on posters and in messages:
 * `/third/one`, `/blwlive/liveRoom`, `/oversea` or `/oversea/monitor`. A landing made in the console has no page
 * of its own: `/third/<its id>` opens it on the landing page by id (which says so when there is no such landing).
 */
export function outsidePage(path: string): string | null {
  const p = path.replace(/\/+$/, '')
  const m = /^\/(third|oversea|blwlive)(?:\/pages)?(?:\/(.*))?$/.exec(p)
  if (!m) return null
  const [, root, rest = ''] = m
  if (root === 'third') {
    if ((THIRD_PAGES as readonly string[]).includes(rest)) return `/third/pages/${rest}`
    return /^\w{1,32}$/.test(rest) ? `${Routes.thirdLanding}?id=${rest}` : null
  }
  if (root === 'blwlive') {
    const name = rest || 'monitor'
    return (BLWLIVE_PAGES as readonly string[]).includes(name) ? `/blwlive/pages/${name}` : null
  }
  return ['', 'monitor', 'blwlive', 'blwlive/monitor'].includes(rest) ? Routes.overseaMonitor : null
}
