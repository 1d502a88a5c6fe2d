/**
 * The community's rules: text length (spec §5: non-ASCII counts as two), banned words, how reports are weighed
 * and when they hide a post, and how often one user may post and comment. The numbers are options of buildApp (`forum`), so a
 * deployment or a test can change them.
 */
import { FORUM_TEXT_MAX, forumTextLength } from '@app/protocol'
import { AppError } from '../../errors'
import { ErrorCode } from '@app/protocol'
import { normaliseSearch } from '../../lib/searchText'
import type { Standing } from '../../db/repos/forum'
import type { Limit } from '../../plugins/rateLimit'

export interface ForumRules {
  /** Whole reports (see weighReports) that hide a post pending review. */
  reportsToHide: number
  /** A reporter counts whole from this account age (days), with at least one visible post or comment. */
  memberDays: number
  /** An established member: an account this old (days) ... */
  establishedDays: number
  /** ... with this many visible posts and comments. Only whole reports can hide their posts. */
  establishedHistory: number
  /** Posts per user per window. */
  postLimit: Limit
  /** Comments per user per window. */
  commentLimit: Limit
}

export const DEFAULT_FORUM_RULES: ForumRules = {
  reportsToHide: 3,
  memberDays: 7,
  establishedDays: 30,
  establishedHistory: 3,
  postLimit: { max: 10, windowMs: 60 * 60_000 },
  commentLimit: { max: 20, windowMs: 10 * 60_000 }
}

const DAY = 86_400_000

export interface ReportVerdict {
  /** Weighted reports: 2 a whole report, 1 a half one. */
  points: number
  /** The post is hidden pending review. */
  hide: boolean
  /** The post goes to the moderation queue (hidden or not). */
  queue: boolean
}

/**
 * Weighs a post's reports (the issue: three brand-new accounts could hide any post). A community member's report
 * (an account `memberDays` old with a visible post or comment) counts whole, anyone else's half, so new or idle
 * accounts need twice as many to hide a post. An established member's post (`establishedDays` old,
 * `establishedHistory` posts and comments) is hidden only by whole reports: half reports enough to hide it put it
 * in the moderation queue and it stays visible.
 */
export function weighReports(rules: ForumRules, reporters: Standing[], author: Standing, now: number): ReportVerdict {
  const isMember = (s: Standing) => s.createdAt.getTime() <= now - rules.memberDays * DAY && s.history >= 1
  const established =
    author.createdAt.getTime() <= now - rules.establishedDays * DAY && author.history >= rules.establishedHistory
  const whole = reporters.filter(isMember).length
  const points = 2 * whole + (reporters.length - whole)
  const needed = 2 * rules.reportsToHide
  const hide = (established ? 2 * whole : points) >= needed
  return { points, hide, queue: points >= needed }
}

const business = (key: ConstructorParameters<typeof AppError>[2], vars?: Record<string, string | number>) =>
  new AppError(ErrorCode.BUSINESS, 400, key, vars)

/** Search normalisation (NFKC, lower case, Simplified → Traditional) without spaces, punctuation or symbols. */
export function compactText(text: string): string {
  return normaliseSearch(text).replace(/[\s\p{P}\p{S}]+/gu, '')
}

/** The first banned word the text contains (after normalising both), or null. */
export function findBannedWord(text: string, words: string[]): string | null {
  const compact = compactText(text)
  for (const w of words) {
    const cw = compactText(w)
    if (cw && compact.includes(cw)) return w
  }
  return null
}

/**
 * Checks a post's or comment's text and returns it trimmed. `required` false lets a video post go without
 * a caption. Throws the translated business error otherwise.
 */
export function checkText(raw: string, words: string[], opts: { required: boolean; max?: number }): string {
  const text = raw.trim()
  if (opts.required && !text) throw business('forumTextEmpty')
  const max = opts.max ?? FORUM_TEXT_MAX
  if (forumTextLength(text) > max) throw business('forumTextTooLong', { max })
  if (text && findBannedWord(text, words)) throw business('forumBannedWord')
  return text
}

export { business as forumError }
