/** Row → payload mappers: picks the request language and applies VIP gating (payloads: src/protocol). */
import { isLiveCourse, liveStatusAt } from '../lib/liveStatus'
import type {
  BannerDTO,
  CourseCardDTO,
  Flag,
  GoodsCardDTO,
  ResourceDTO,
  SceneDTO,
  StudyPlanCardDTO,
  UserDTO
} from '@app/protocol'
import type { FloorItemRow } from '../db/repos/course'
import type { GoodsRow, PlanRow, ResourceRow } from '../db/repos/meditation'
import type { BannerRow } from '../db/repos/shared'
import type { UserRow } from '../db/repos/users'
import type { scenes } from '../db/schema'
import { pick, type Lang } from '../i18n'
import { signMediaPath } from '../media/signedUrl'
import { isVip } from '../plugins/auth'
import { DEFAULT_TIME_ZONE } from '@app/protocol/timeZone'

const flag = (n: number): Flag => (n ? 1 : 0)
const money = (cents: number) => Math.round(cents) / 100

export function userDTO(u: UserRow): UserDTO {
  return {
    id: u.id,
    nickname: u.nickname,
    avatar: u.avatar,
    email: u.email,
    mobile: u.mobile,
    nationcode: u.nationcode,
    has_password: !!u.passwordHash,
    lang: u.lang === 'en' ? 'en' : 'zh-Hant',
    time_zone: u.timeZone ?? DEFAULT_TIME_ZONE,
    created_at: u.createdAt.toISOString()
  }
}

/** Signs member-media paths for one member (memberMedia); null for a non-member. */
export type MediaSigner = (path: string) => string

/** The signer of the request's user when they are a member now, else null. */
export function memberMedia(ctx: { mediaKey: string; now: () => number }, user: UserRow | null): MediaSigner | null {
  if (!user || !isVip(user, ctx.now())) return null
  return (path) => signMediaPath(ctx.mediaKey, path, user.id, ctx.now())
}

/**
 * The signer of private media (paid lessons, camp days, members-only and enterprise replays) for the request's
 * user, used once the route has decided they may watch; public paths pass unchanged. A visitor has no signer:
 * a private path handed to one would not play (and no route hands them one).
 */
export function viewerMedia(ctx: { mediaKey: string; now: () => number }, user: UserRow | null): MediaSigner {
  return (path) => (user ? signMediaPath(ctx.mediaKey, path, user.id, ctx.now()) : path)
}

/**
 * A non-member never receives the URL of a VIP track; a member receives it signed for them and
 * short-lived (media/signedUrl.ts), so the file cannot be fetched without it.
 */
export function resourceDTO(r: ResourceRow, lang: Lang, member: MediaSigner | null): ResourceDTO {
  return {
    id: r.id,
    title: pick(lang, r.titleZh, r.titleEn),
    duration: r.duration,
    is_vip: flag(r.isVip),
    full_path: r.isVip ? (member ? member(r.fullPath) : null) : r.fullPath
  }
}

export function goodsCardDTO(g: GoodsRow, lang: Lang): GoodsCardDTO {
  return {
    id: g.id,
    sku: g.sku,
    title: pick(lang, g.titleZh, g.titleEn),
    subtitle: pick(lang, g.subtitleZh, g.subtitleEn),
    teacher: pick(lang, g.teacherZh, g.teacherEn),
    cover: g.cover,
    is_vip: flag(g.isVip),
    play_count: g.playCount,
    track_count: g.trackCount
  }
}

export function planCardDTO(p: PlanRow, lang: Lang): StudyPlanCardDTO {
  return {
    id: p.id,
    sku: p.sku,
    title: pick(lang, p.titleZh, p.titleEn),
    cover: p.cover,
    is_vip: flag(p.isVip),
    days: p.days
  }
}

export function sceneDTO(s: typeof scenes.$inferSelect, lang: Lang): SceneDTO {
  return { id: s.id, title: pick(lang, s.titleZh, s.titleEn), cover: s.cover, music: s.music }
}

export function bannerDTO(b: BannerRow, lang: Lang): BannerDTO {
  return {
    id: b.id,
    title: pick(lang, b.titleZh, b.titleEn),
    image: b.image,
    jump_type: b.jumpType as BannerDTO['jump_type'],
    jump_value: b.jumpValue
  }
}

/** A floor item is either a course (its own fields) or a jump card (jump_type with its own title/cover). */
/** `now` decides a live's status (from its times); the catalogue cache keeps cards at most a minute. */
export function courseCardDTO(item: FloorItemRow, lang: Lang, now: number = Date.now()): CourseCardDTO {
  const c = item.course
  return {
    id: c?.id ?? 0,
    sku: c?.sku ?? item.jumpSku ?? '',
    type: c?.type ?? (item.jumpType === 0 ? 3 : 0),
    sub_type: c?.subType ?? 0,
    jump_type: item.jumpType as CourseCardDTO['jump_type'],
    title:
      item.titleZh || item.titleEn
        ? pick(lang, item.titleZh ?? '', item.titleEn ?? '')
        : c
          ? pick(lang, c.titleZh, c.titleEn)
          : '',
    subtitle: c ? pick(lang, c.subtitleZh, c.subtitleEn) : '',
    teacher: c ? pick(lang, c.teacherZh, c.teacherEn) : '',
    cover: item.cover || c?.cover || '',
    price: money(c?.priceCents ?? 0),
    original_price: money(c?.originalPriceCents ?? 0),
    card_level: c?.cardLevel ?? 0,
    // only a live course is "live now / upcoming": a camp's or an event's dates are no broadcast (issue 32)
    live_status: c && isLiveCourse(c) ? liveStatusAt(c, now) : 0,
    live_start_at: c?.liveStartAt ? c.liveStartAt.toISOString() : null,
    study_people: c?.studyPeople ?? 0,
    isWaterfall: flag(item.isWaterfall)
  }
}
