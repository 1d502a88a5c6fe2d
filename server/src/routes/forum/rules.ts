/**
 * The community's rules: text length (spec §5: non-ASCII counts as two), banned words, how many reports hide a
 * post, and how often one user may post and comment. The numbers are options of buildApp (`forum`), so a
 * deployment or a test can change them.
 */
import { FORUM_TEXT_MAX, forumTextLength } from '@app/protocol'
import { AppError } from '../../errors'
import { ErrorCode } from '@app/protocol'
import { normaliseSearch } from '../../lib/searchText'
import type { Limit } from '../../plugins/rateLimit'

export interface ForumRules {
  /** Distinct users' reports that hide a post pending review. */
  reportsToHide: number
  /** Posts per user per window. */
  postLimit: Limit
  /** Comments per user per window. */
  commentLimit: Limit
}

export const DEFAULT_FORUM_RULES: ForumRules = {
  reportsToHide: 3,
  postLimit: { max: 10, windowMs: 60 * 60_000 },
  commentLimit: { max: 20, windowMs: 10 * 60_000 }
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
