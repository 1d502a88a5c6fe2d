/**
 * Where the mall's reads come from (spec §7 `index.php/api/h5app/wxapp/*`): the partner's real API at the host the
 * operators configured (Settings → App links), or the local demo that stands in for it outside production. Both
 * answer the same documented shapes; the routes in partner.ts do not know which one they call.
 */
import type { MallGoodsPageDTO, MallLinkDTO, MallPromotionDTO, MallSettingDTO, MallTemplateDTO } from '@app/protocol'
import { ErrorCode } from '@app/protocol/errors'
import { AppError } from '../../errors'
import type { Lang } from '../../i18n'

export interface PageQuery {
  page: number
  size: number
}

/** The mall's reads, in the request's language. */
export interface MallSource {
  setting(lang: Lang): Promise<MallSettingDTO>
  template(lang: Lang): Promise<MallTemplateDTO>
  links(lang: Lang): Promise<MallLinkDTO[]>
  hotList(q: PageQuery, lang: Lang): Promise<MallGoodsPageDTO>
  promotion(lang: Lang): Promise<MallPromotionDTO>
  goods(q: PageQuery, lang: Lang): Promise<MallGoodsPageDTO>
}

/** The mall could not answer (not configured here, down, slow or not speaking its protocol): 502, a translated message. */
export const mallUnavailable = () => new AppError(ErrorCode.BUSINESS, 502, 'mallUnavailable')

export const WXAPP_PREFIX = '/index.php/api/h5app/wxapp'
const TIMEOUT_MS = 5_000

/**
 * The partner's API at `host` (an origin, `https://mall.example.com`): a GET of the same path, the page query and
 * the language (`lang` and Accept-Language). HTTP 200 with JSON of the expected kind is an answer; anything else
 * (an error status, a timeout, HTML from a misconfigured host) is `mallUnavailable`. The goods and banner URLs
 * are the mall's own pages, passed through: buying continues there.
 */
export function partnerMall(host: string, fetchFn: typeof fetch = fetch): MallSource {
  async function get<T>(path: string, lang: Lang, kind: 'object' | 'array', query: Record<string, number> = {}) {
    const url = new URL(`${WXAPP_PREFIX}/${path}`, host)
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v))
    url.searchParams.set('lang', lang)
    let body: unknown
    try {
      const res = await fetchFn(url, {
        headers: { accept: 'application/json', 'accept-language': lang },
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS)
      })
      if (res.status !== 200) throw mallUnavailable()
      body = await res.json()
    } catch {
      throw mallUnavailable()
    }
    const isArray = Array.isArray(body)
    if (body === null || typeof body !== 'object' || isArray !== (kind === 'array')) throw mallUnavailable()
    return body as T
  }
  return {
    setting: (lang) => get<MallSettingDTO>('pageparams/setting', lang, 'object'),
    template: (lang) => get<MallTemplateDTO>('pagestemplate/detail', lang, 'object'),
    links: (lang) => get<MallLinkDTO[]>('customlink', lang, 'array'),
    hotList: (q, lang) => get<MallGoodsPageDTO>('hotList', lang, 'object', { ...q }),
    promotion: (lang) => get<MallPromotionDTO>('promotion/live', lang, 'object'),
    goods: (q, lang) => get<MallGoodsPageDTO>('goods/items', lang, 'object', { ...q })
  }
}
