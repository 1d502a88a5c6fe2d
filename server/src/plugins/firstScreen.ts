/**
 * H5 first screen (issue 34): the HTML of five entry routes carries a small pre-rendered picture of that page's
 * largest content, built from the real data, so that the browser paints it while the app bundle (121 KB brotli,
 * done at ~1.75 s on Lighthouse's slow 4G) is still on its way and the app is still booting.
 *
 * Why: measured with Lighthouse (largest-contentful-paint-element), the LCP element of these pages is painted by
 * the app: the home's daily pick picture, the course tab's first banner, the player's cover, an album's intro and
 * a post's text. Whatever the app does, that paint comes after the bundle and the boot, ~2.9–3.1 s. Here it comes
 * with the document.
 *
 * How it stays honest and invisible to the app:
 *  - the same content the app shows next (the same picture file, the same text, in the language the app will
 *    start in: startsInEnglish), at the same place and size, in rem as the app's styles (the root font size is
 *    set by index.html's first script, before anything paints), so that when the app's own element paints it is
 *    not larger: LCP reports only a strictly larger element, and nothing on the page moves (no layout shift);
 *  - a layer of its own over the splash (src/index.html), `aria-hidden` (read once, by the app), inert to the
 *    pointer, removed by index.html's script in the same task as the app's first page is inserted (a
 *    MutationObserver on #app), so no test and no reader ever meets both it and the page; the app's router
 *    starts once its paint has been presented (`elementtiming="first-screen"`, config/yieldBeforeApp.js);
 *  - left out where the app would not show that page: a private or hidden post, an unknown album. index.html's
 *    head script also hides it when the app will not open this page or not in this language (a language chosen
 *    in the app that differs from the browser's; the first-run welcome at `/`).
 * Each shape below copies the geometry of the page's own styles (px of the 750 design ÷ 40 = rem) or, where a
 * page's header above it sets the place, the top measured in the built app at Lighthouse's 412 px viewport.
 * Any failure answers the page without a first screen: the app is unchanged either way.
 */
import type { FastifyInstance } from 'fastify'
import { pick, type Lang } from '../i18n'
import { escapeHtml } from '../lib/html'
import { requestZone, zonedDay } from '../lib/zonedDay'
import { dayRecommendOn } from '../routes/meditation/home'

/** What the HTML of one route carries: markup for the layer, or null for none. */
export type FirstScreen = (
  route: string,
  query: URLSearchParams,
  lang: Lang,
  /** the device's zone, when the app has told it (ZONE_COOKIE); else the app's default, Asia/Taipei */
  zone?: string | null
) => Promise<string | null>

/** A server media path as the app's `mediaUrl` writes it (same origin: the path itself); other URLs are dropped. */
function media(path: string | null | undefined): string | null {
  return path && path.startsWith('/') && !path.startsWith('//') ? escapeHtml(path) : null
}

/** An image as Taro's `<Image mode='aspectFill'>` draws it: the box's size, the picture cropped to cover it. */
function img(src: string, style: string): string {
  return `<img class="fs__img" src="${src}" alt="" fetchpriority="high" elementtiming="first-screen" style="${style}">`
}

/**
 * A picture's box: the app's, one CSS pixel wider and taller. The two are laid out by different rules (a margin
 * here, a width there) and Chrome rounds each to device pixels: measured, the app's banner came out 5 px² larger
 * (61 904 against 61 899), enough to count as a new, later LCP. One pixel more keeps the first screen's picture
 * the larger; it cannot be seen.
 */
const SIZE = (width: string, height: string) => `width:calc(${width} + 1px);height:calc(${height} + 1px)`

/**
 * The layer: fixed over the splash, the page's background, the page's own language; `day`, the calendar day its
 * content is of (index.html's script drops it on a device where today is another day).
 */
function layer(route: string, lang: Lang, body: string, background = '#f8f8f8', day?: string): string {
  return (
    `<div id="first-screen" data-route="${escapeHtml(route)}" data-lang="${lang}"` +
    `${day ? ` data-day="${escapeHtml(day)}"` : ''} aria-hidden="true" style="background:${background}">${body}</div>`
  )
}

/** The player's cover before play: 480px (12rem) at .player__cover's `scale(0.94)`, its top 2.8rem unscaled. */
export const PLAYER_COVER = { size: 11.28, top: 3.16 }

const TRACKS = { 'zh-Hant': (n: number) => `${n} 節`, en: (n: number) => (n === 1 ? '1 track' : `${n} tracks`) }
const PLAYS = { 'zh-Hant': (n: number) => `${n} 次收聽`, en: (n: number) => `${n} plays` }
const TEACHER = { 'zh-Hant': (s: string) => `導師 ${s}`, en: (s: string) => `With ${s}` }
const INTRO = { 'zh-Hant': '簡介', en: 'About' }

export function firstScreens(app: FastifyInstance): FirstScreen {
  const { repos, now } = app.ctx
  return async (route, query, lang, zone) => {
    if (route === '' || route === 'pages/meditation/index') {
      // the daily pick (pages/meditation/index .day-card), under the header: 32px sides, 360px high. Of today in
      // the zone the app asks GET /v3/meditation/dayRecommend with (`tz`: the device's, utils/dates), known from
      // the cookie the app sets (ZONE_COOKIE), else Asia/Taipei as the app before it knows; marked with its day,
      // so that a device on another day (a first visit from another zone, near midnight) drops it
      const date = zonedDay(requestZone(zone ?? undefined, null), now())
      const day = dayRecommendOn(await repos.meditation.dayRecommends(), date, lang, null)
      const src = media(day?.cover)
      if (!src) return null
      const box = `position:absolute;top:5.12rem;left:.8rem;${SIZE('100% - 1.6rem', '9rem')};border-radius:.7rem`
      // the picture under the card's shade (.day-card__shade), whose texts the app adds
      return layer(
        route,
        lang,
        img(src, box) + `<div style="${box};background:linear-gradient(180deg,rgba(0,0,0,.05),rgba(0,0,0,.55))"></div>`,
        undefined,
        date
      )
    }
    if (route === 'pages/course/index' && !query.get('tag') && !query.get('nav_id')) {
      // the first banner (components/BannerSwiper: 32px sides, 300px high, 24px corners) under the header and the
      // four entries, whose labels wrap differently in the two languages
      const navs = await repos.course.navs()
      const first = navs[0]
      const banners = [
        ...(await repos.shared.banners('course_index')),
        ...(first ? await repos.shared.banners('course_index', first.id) : [])
      ]
      const src = media(banners[0]?.image)
      if (!src) return null
      const top = lang === 'en' ? 8.437 : 7.637
      return layer(
        route,
        lang,
        img(src, `top:${top}rem;left:.8rem;${SIZE('100% - 1.6rem', '7.5rem')};border-radius:.6rem`)
      )
    }
    if (route === 'pages/meditation/play' || route === 'pages/meditation/detail') {
      const sku = query.get('sku')
      const goods = sku ? await repos.meditation.goods(sku) : undefined
      const src = media(goods?.cover)
      if (!goods || !src) return null
      if (route === 'pages/meditation/play')
        // the cover (pages/meditation/play .player__cover: 480px, centred, 48px corners, its shadow) under the
        // nav bar, as the app draws it before the track plays: scaled to 0.94 about its centre (a page just
        // opened does not play by itself: the browser's autoplay rule), so 451.2px at 2.8rem + .36rem
        return layer(
          route,
          lang,
          img(
            src,
            `top:${PLAYER_COVER.top}rem;left:calc(50% - ${PLAYER_COVER.size / 2}rem);` +
              `${SIZE(`${PLAYER_COVER.size}rem`, `${PLAYER_COVER.size}rem`)};border-radius:1.128rem;` +
              'box-shadow:0 .47rem 1.128rem rgba(31,61,54,.18)'
          ),
          'linear-gradient(180deg,#eceff0 0%,#f8f8f8 60%)'
        )
      // the album's head and intro (pages/meditation/detail), in the page's flow under its nav bar
      const intro = pick(lang, goods.introZh, goods.introEn)
      const title = escapeHtml(pick(lang, goods.titleZh, goods.titleEn))
      const sub = escapeHtml(pick(lang, goods.subtitleZh, goods.subtitleEn))
      const meta = escapeHtml(
        `${TEACHER[lang](pick(lang, goods.teacherZh, goods.teacherEn))} · ${TRACKS[lang](goods.trackCount)} · ` +
          PLAYS[lang](goods.playCount)
      )
      return layer(
        route,
        lang,
        `<div class="fs-album">` +
          `<div class="fs-album__hero">${img(src, 'position:static;width:5.5rem;height:5.5rem;border-radius:.6rem;flex-shrink:0')}` +
          `<div class="fs-album__head"><span class="fs-album__title">${title}</span>` +
          `<span class="fs-album__sub">${sub}</span><span class="fs-album__meta">${meta}</span></div></div>` +
          (intro
            ? `<div class="fs-album__section" style="margin-top:${goods.isVip ? 5.536 : 2.9}rem">` +
              `<span class="fs-album__h">${INTRO[lang]}</span>` +
              `<span class="fs-album__intro" elementtiming="first-screen">${escapeHtml(intro)}</span></div>`
            : '') +
          `</div>`
      )
    }
    if (route === 'study/pages/community/postDetail') {
      const id = Number(query.get('id'))
      if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return null
      const post = await repos.forum.post(id)
      // only what any reader may see (routes/forum/posts visiblePost); a text shown in full on the page
      if (!post || post.status !== 'visible' || !post.content) return null
      return layer(
        route,
        lang,
        `<span class="fs-post__text" elementtiming="first-screen">${escapeHtml(post.content)}</span>`
      )
    }
    return null
  }
}
