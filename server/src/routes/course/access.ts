/**
 * Who may learn what (decided on the server only): a course is open to everyone when it is free (price 0 and
 * no card level), to its owners (bought or signed up), and to holders of an annual card whose level reaches
 * the course's card level. Otherwise only its free preview lessons play. A locked lesson never carries its
 * video URL — the same rule as the meditation VIP `full_path`
 * (and a locked text lesson never carries its text).
 */
import type { FastifyRequest } from 'fastify'
import type { CourseAccessDTO, LessonDTO } from '@app/protocol'
import type { CourseRepo, CourseRow, LessonRow } from '../../db/repos/course'
import type { UserRow } from '../../db/repos/users'
import { pick, type Lang } from '../../i18n'
import { annualCardLevel, currentUser } from '../../plugins/auth'
import type { MediaSigner } from '../dto'

/** Socket messageType of video: resume points of lessons, replays and short videos are stored under it. */
export const VIDEO_KIND = 9

export function accessOf(c: CourseRow, user: UserRow | null, owned: boolean, now: number): CourseAccessDTO {
  const userLevel = annualCardLevel(user, now)
  const base = { card_level: c.cardLevel, user_card_level: userLevel }
  if (c.priceCents === 0 && c.cardLevel === 0) return { ...base, can_learn: true, via: 'free' }
  if (owned) return { ...base, can_learn: true, via: 'owned' }
  if (c.cardLevel > 0 && userLevel >= c.cardLevel) return { ...base, can_learn: true, via: 'card' }
  return { ...base, can_learn: false, via: null }
}

/**
 * Card-only content (an annual card's level and no price: nothing to buy, only the card opens it) that this viewer
 * cannot learn. Playing it is answered 9999 (spec §8: the app goes to the annual card's equity page).
 */
export function cardOnlyLocked(c: CourseRow, access: CourseAccessDTO): boolean {
  return c.cardLevel > 0 && c.priceCents <= 0 && !access.can_learn
}

/** The request's user and their access to `c`. */
export async function accessFor(req: FastifyRequest, repo: CourseRepo, c: CourseRow) {
  const user = await currentUser(req)
  const owned = user ? await repo.owns(user.id, c.id) : false
  return { user, access: accessOf(c, user, owned, req.server.ctx.now()) }
}

/** A lesson as its viewer sees it: a locked one without its video; an open one's video signed for them (`sign`). */
export function lessonDTO(
  l: LessonRow,
  lang: Lang,
  access: CourseAccessDTO,
  position: number,
  sign: MediaSigner
): LessonDTO {
  const locked = !(access.can_learn || l.isFree)
  const isText = l.mediaKind === 'text'
  return {
    id: l.id,
    title: pick(lang, l.titleZh, l.titleEn),
    duration: l.duration,
    is_free: l.isFree ? 1 : 0,
    locked,
    video_path: locked || isText ? null : sign(l.videoPath),
    position: locked ? 0 : position,
    kind: isText ? 'text' : l.mediaKind === 'audio' ? 'audio' : 'video',
    text: locked || !isText ? null : pick(lang, l.bodyZh, l.bodyEn)
  }
}

/**
 * A replay (sub_type 14, or a live with a recording) plays as one lesson whose id is the course id; course ids
 * and lesson ids (course id × 100 + n) never meet, so the resume points cannot mix.
 */
export function replayLesson(c: CourseRow): LessonRow | null {
  if (!c.videoPath) return null
  return {
    id: c.id,
    courseId: c.id,
    titleZh: c.titleZh,
    titleEn: c.titleEn,
    videoPath: c.videoPath,
    duration: c.duration,
    isFree: 0,
    sort: 0,
    mediaKind: 'video',
    uploadId: null,
    bodyZh: '',
    bodyEn: ''
  }
}

/** Resume points of `ids` for a logged-in user (buffered ticks first), 0 for visitors. */
export async function positionsOf(
  req: FastifyRequest,
  user: UserRow | null,
  ids: number[]
): Promise<Map<number, number>> {
  const out = new Map<number, number>()
  for (const id of ids) out.set(id, user ? await req.server.ctx.progress.position(user.id, VIDEO_KIND, id) : 0)
  return out
}
