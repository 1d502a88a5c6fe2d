/** Turns the seed data into table rows (pure: no database), so they can be hashed and applied. */
import { COUPONS, COURSE_CODES, EXCHANGE_CODES, FAQS, PRODUCTS, SYSTEM_PAGES } from './commerce'
import {
  ADS,
  CAMP_DAYS,
  COURSE_FLOORS,
  COURSE_INTROS,
  COURSES,
  EVENT_PLACES,
  EVENTS,
  LESSONS,
  MARKETING_PAGES,
  NAVS
} from './course'
import type { MediaLookupFn } from './media'
import { DAY_RECOMMEND, FLOORS, GOODS, PLANS, SCENES, settingsRows } from './meditation'
import { DEFAULT_ZONE, zonedDayStart } from '../../lib/zonedDay'

const HOUR = 3600_000

export function buildSeedRows(media: MediaLookupFn, now: number) {
  const cover = (k: string) => media(`cover.${k}`).url
  const goodsBySku = new Map(GOODS.map((g) => [g.sku, g]))
  const resourceId = (sku: string, index: number) => {
    const g = goodsBySku.get(sku)
    if (!g || !g.tracks[index]) throw new Error(`seed: no track ${index} in ${sku}`)
    return g.id * 100 + index + 1
  }

  const medGoods = GOODS.map((g, i) => ({
    id: g.id,
    sku: g.sku,
    titleZh: g.title[0],
    titleEn: g.title[1],
    subtitleZh: g.subtitle[0],
    subtitleEn: g.subtitle[1],
    introZh: g.intro[0],
    introEn: g.intro[1],
    teacherZh: g.teacher[0],
    teacherEn: g.teacher[1],
    cover: cover(g.cover),
    isVip: g.tracks.some((t) => t[2]) ? 1 : 0,
    playCount: 1000 + ((g.id * 7919) % 9000),
    sort: i
  }))
  // The newest track of the first two albums is "new today" (GET /v3/meditation/dailyUpdate): published at the
  // start of the seed day in the users' zone (the rows are refreshed with the seed day, see below).
  const seedDayStart = zonedDayStart(DEFAULT_ZONE, now)
  const medResources = GOODS.flatMap((g) =>
    g.tracks.map(([title, key, vip], i) => {
      // VIP tracks are the member recordings, served only through signed URLs (media/signedUrl.ts).
      const m = media(vip ? `track.member-${key}` : `track.${key}`)
      return {
        id: resourceId(g.sku, i),
        goodsId: g.id,
        titleZh: title[0],
        titleEn: title[1],
        fullPath: m.url,
        duration: Math.round(m.durationSec ?? 60),
        isVip: vip,
        sort: i,
        publishedAt: g.id <= 2 && i === g.tracks.length - 1 ? new Date(seedDayStart) : null
      }
    })
  )
  const medFloors = FLOORS.map(([id, t, style], i) => ({ id, titleZh: t[0], titleEn: t[1], style, sort: i }))
  const medFloorGoods = FLOORS.flatMap(([floorId, , , skus]) =>
    skus.map((sku, sort) => ({ floorId, goodsId: goodsBySku.get(sku)!.id, sort }))
  )
  const medDayRecommend = DAY_RECOMMEND.map(([id, sku, idx, q]) => ({
    id,
    resourceId: resourceId(sku, idx),
    quoteZh: q[0],
    quoteEn: q[1],
    cover: ''
  }))
  const studyPlans = PLANS.map(([id, sku, t, intro, c, isVip], i) => ({
    id,
    sku,
    titleZh: t[0],
    titleEn: t[1],
    introZh: intro[0],
    introEn: intro[1],
    cover: cover(c),
    isVip,
    sort: i
  }))
  const studyPlanDays = PLANS.flatMap(([planId, , , , , , days]) =>
    days.flatMap((items, d) =>
      items.map(([sku, idx], sort) => ({ planId, day: d + 1, sort, resourceId: resourceId(sku, idx) }))
    )
  )
  const scenes = SCENES.map(([id, key, t], i) => ({
    id,
    titleZh: t[0],
    titleEn: t[1],
    cover: cover(`scene-${key}`),
    music: media(`scene.${key}`).url,
    sort: i
  }))

  const navId = new Map(NAVS.map(([id, tag]) => [tag, id]))
  const courseBySku = new Map(COURSES.map((c) => [c.sku, c]))
  /** Paid (a price or an annual card level): its lessons past the preview and its replay are private files. */
  const isPaid = (c: (typeof COURSES)[number]) => c.price > 0 || c.card > 0
  const courseVideo = (key: string, paid: boolean) => (paid ? `video.paid-${key}` : `video.${key}`)
  // Times are set in the users' zone (Asia/Taipei, UTC+8, no daylight saving): offsets count from today's noon
  // there. They move with the calendar, so the seed hash changes once a day and the rows are refreshed at the
  // next boot; a live's status is derived from its times on read (server/src/lib/liveStatus.ts).
  // The live that is on now runs through the whole seed day, so the demo always has one.
  const todayNoon = seedDayStart + 12 * HOUR
  const eventOf = new Map(EVENTS.map((e) => [e[0], e]))
  const startOf = (c: (typeof COURSES)[number]): [number, number] | null => {
    const ev = eventOf.get(c.id)
    if (ev) return [todayNoon + ev[1] * HOUR, todayNoon + (ev[1] + ev[2]) * HOUR]
    if (!c.live) return null
    const [status, offset] = c.live
    // live now all through the seed day: from 20:00 the evening before to 21:30 the next day (Taipei), times a
    // reader takes for a session's, where midnight to midnight read as "00:00 開播 / 00:00 結束" (issue 32)
    if (status === 2) return [todayNoon - 16 * HOUR, todayNoon + 33.5 * HOUR]
    return [todayNoon + offset * HOUR, todayNoon + (offset + 1) * HOUR]
  }
  const courses = COURSES.map((c, i) => ({
    id: c.id,
    sku: c.sku,
    type: c.type,
    subType: c.sub,
    titleZh: c.title[0],
    titleEn: c.title[1],
    subtitleZh: c.subtitle[0],
    subtitleEn: c.subtitle[1],
    introZh: (COURSE_INTROS[c.sku] ?? c.subtitle)[0],
    introEn: (COURSE_INTROS[c.sku] ?? c.subtitle)[1],
    teacherZh: c.teacher[0],
    teacherEn: c.teacher[1],
    cover: cover(c.cover),
    videoPath: c.video ? media(courseVideo(c.video, isPaid(c))).url : '',
    duration: c.video ? Math.round(media(courseVideo(c.video, isPaid(c))).durationSec ?? 0) : 0,
    priceCents: c.price * 100,
    originalPriceCents: (c.original ?? c.price) * 100,
    cardLevel: c.card,
    liveStatus: c.live?.[0] ?? 0,
    liveStartAt: startOf(c) ? new Date(startOf(c)![0]) : null,
    liveEndAt: startOf(c) ? new Date(startOf(c)![1]) : null,
    studyPeople: c.people,
    sort: i
  }))
  const courseEvents = EVENTS.map(([courseId, , , venue, address, seats]) => ({
    courseId,
    venueZh: venue[0],
    venueEn: venue[1],
    addressZh: address[0],
    addressEn: address[1],
    seats,
    lat: EVENT_PLACES[courseId]?.[0] ?? null,
    lng: EVENT_PLACES[courseId]?.[1] ?? null
  }))
  const campDays = CAMP_DAYS.flatMap(([courseId, days]) =>
    days.map(([kind, title, body, key], i) => {
      const m = key ? media(key) : null
      return {
        courseId,
        day: i + 1,
        kind,
        titleZh: title[0],
        titleEn: title[1],
        bodyZh: body[0],
        bodyEn: body[1],
        mediaPath: m?.url ?? '',
        duration: Math.round(m?.durationSec ?? 0)
      }
    })
  )
  const marketingPages = MARKETING_PAGES.map(([id, sku, title, intro, points, c]) => ({
    id,
    sku,
    titleZh: title[0],
    titleEn: title[1],
    introZh: intro[0],
    introEn: intro[1],
    points,
    cover: cover(c),
    published: 1
  }))
  const courseLessons = LESSONS.flatMap(([courseId, titles, videos]) =>
    titles.map((t, i) => {
      // the first lesson is the free preview (a public file); the others of a paid course play their own
      // files, served signed to those who may learn (media/signedUrl.ts)
      const course = COURSES.find((c) => c.id === courseId)
      const m = media(courseVideo(videos[i], i > 0 && !!course && isPaid(course)))
      return {
        id: courseId * 100 + i + 1,
        courseId,
        titleZh: t[0],
        titleEn: t[1],
        videoPath: m.url,
        duration: Math.round(m.durationSec ?? 0),
        isFree: i === 0 ? 1 : 0,
        sort: i
      }
    })
  )
  const courseNavs = NAVS.map(([id, tag, t], i) => ({ id, tag, titleZh: t[0], titleEn: t[1], sort: i }))
  const courseFloors = COURSE_FLOORS.map(([id, tag, t, style], i) => ({
    id,
    navId: navId.get(tag)!,
    titleZh: t[0],
    titleEn: t[1],
    style,
    sort: i
  }))
  const courseFloorItems = COURSE_FLOORS.flatMap(([floorId, , , style, items]) =>
    items.map((item, sort) => {
      if (typeof item === 'string') {
        const c = courseBySku.get(item)
        if (!c) throw new Error(`seed: unknown course ${item}`)
        return {
          floorId,
          sort,
          courseId: c.id,
          jumpType: null,
          jumpSku: null,
          titleZh: null,
          titleEn: null,
          cover: null,
          isWaterfall: style === 4 ? 1 : 0
        }
      }
      const [jumpType, sku, t] = item
      const target = jumpType === 3 ? PLANS.find((p) => p[1] === sku)?.[4] : goodsBySku.get(sku)?.cover
      return {
        floorId,
        sort,
        courseId: null,
        jumpType,
        jumpSku: sku,
        titleZh: t[0],
        titleEn: t[1],
        cover: cover(target ?? 'candle-glow'),
        isWaterfall: 0
      }
    })
  )
  const ads = ADS.map(([id, position, tag, t, image, jumpType, jumpValue], i) => ({
    id,
    position,
    navId: tag ? navId.get(tag)! : null,
    titleZh: t[0],
    titleEn: t[1],
    image: media(`banner.${image}`).url,
    jumpType,
    jumpValue,
    sort: i
  }))

  const products = PRODUCTS.map(([id, code, kind, t, d, price, original, days], i) => ({
    id,
    code,
    kind,
    titleZh: t[0],
    titleEn: t[1],
    descZh: d[0],
    descEn: d[1],
    priceCents: price * 100,
    originalPriceCents: original * 100,
    days,
    sort: i
  }))
  const exchangeCodes = EXCHANGE_CODES.map(([code, productCode]) => ({
    code,
    productCode,
    expiresAt: new Date('2030-12-31T23:59:59Z')
  }))
  const courseCodes = COURSE_CODES.map(([code, courseSku, until]) => ({ code, courseSku, expiresAt: new Date(until) }))
  /** Image keys of system-page blocks become media URLs here, like every other seeded image. */
  const withMedia = (b: Record<string, unknown>): Record<string, unknown> => {
    if (b.type === 'image') return { ...b, image: media(`banner.${String(b.image)}`).url }
    if (b.type === 'banner')
      return {
        ...b,
        banners: (b.banners as Record<string, unknown>[]).map((x) => ({
          ...x,
          image: media(`banner.${String(x.image)}`).url
        }))
      }
    return b
  }
  const courseSystemPages = SYSTEM_PAGES.map((p, i) => ({
    id: p.id,
    titleZh: p.title[0],
    titleEn: p.title[1],
    blocks: p.blocks.map((b) => withMedia(b as Record<string, unknown>)),
    sort: i
  }))
  const coupons = COUPONS.map(([id, code, t, amount, min, scope, validDays]) => ({
    id,
    code,
    titleZh: t[0],
    titleEn: t[1],
    amountCents: amount * 100,
    minAmountCents: min * 100,
    scope,
    validDays
  }))
  const faqs = FAQS.map(([id, c, q, a], i) => ({
    id,
    categoryZh: c[0],
    categoryEn: c[1],
    questionZh: q[0],
    questionEn: q[1],
    answerZh: a[0],
    answerEn: a[1],
    sort: i
  }))

  return {
    medGoods,
    medResources,
    medFloors,
    medFloorGoods,
    medDayRecommend,
    studyPlans,
    studyPlanDays,
    scenes,
    settings: settingsRows(media),
    courseNavs,
    courses,
    courseEvents,
    campDays,
    marketingPages,
    courseLessons,
    courseFloors,
    courseFloorItems,
    ads,
    products,
    exchangeCodes,
    courseCodes,
    courseSystemPages,
    coupons,
    faqs
  }
}
export type SeedRows = ReturnType<typeof buildSeedRows>
