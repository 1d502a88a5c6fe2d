/**
 * Validation rules of spec §5. Each returns true when the input is acceptable; the caller shows the
 * matching `validation.*` message.
 */
import { commentProblem, displayLength } from '../protocol/comments'
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, MOBILE_PATTERN } from '../protocol/common'

export { displayLength }

const EMAIL_RE = new RegExp(EMAIL_PATTERN)
const MOBILE_RE = new RegExp(MOBILE_PATTERN)

/** The protocol's one address rule (the server's too): local@domain.tld, no spaces, ≤ 254 characters. */
export function isEmail(value: string): boolean {
  return typeof value === 'string' && value.trim().length <= EMAIL_MAX_LENGTH && EMAIL_RE.test(value.trim())
}

/** Phone: 6 to 12 digits (the protocol's rule, the server's too). */
export function isPhone(value: string): boolean {
  return MOBILE_RE.test(String(value ?? '').trim())
}

/** Identity card: 13 digits. */
export function isIdCard(value: string): boolean {
  return /^\d{13}$/.test(String(value ?? '').trim())
}

export const IMAGE_TYPES = ['jpg', 'jpeg', 'png'] as const

export type ImageCheck = { ok: true } | { ok: false; reason: 'type' | 'size' }

/**
 * Image upload check: jpg/png/jpeg (by extension of the path, or by MIME type when given) within the caller's
 * size cap in bytes.
 */
export function checkImage(file: { path: string; size: number; type?: string }, maxBytes: number): ImageCheck {
  const ext = (file.path.split('?')[0].split('.').pop() || '').toLowerCase()
  const mime = (file.type || '').toLowerCase()
  const typeOk = (IMAGE_TYPES as readonly string[]).includes(ext) || mime === 'image/jpeg' || mime === 'image/png'
  if (!typeOk) return { ok: false, reason: 'type' }
  if (!(file.size >= 0) || file.size > maxBytes) return { ok: false, reason: 'size' }
  return { ok: true }
}

/** Comment text: non-empty after trimming and at most 500 characters, non-ASCII counted as two (spec §5). */
export function isValidComment(value: string): boolean {
  return commentProblem(value) === null
}

/** Human-readable size for messages: 2097152 → "2 MB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`
  return `${bytes} B`
}
