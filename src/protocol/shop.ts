/**
 * What every shop has (issue 32): the site documents (privacy policy, terms of service, refund policy) the
 * operators edit, served by `GET /v3/site/documents/:key` in the request language, and the contact form
 * (`POST /v3/support/messages`), whose messages the operators read in the console.
 */

export const SITE_DOCUMENT_KEYS = ['privacy', 'terms', 'refund'] as const
export type SiteDocumentKey = (typeof SITE_DOCUMENT_KEYS)[number]

export interface SiteDocumentDTO {
  key: SiteDocumentKey
  title: string
  /** Paragraphs separated by a blank line; a line starting with "## " is a heading. */
  body: string
  updated_at: string
}

export const SUPPORT_SUBJECT_MAX = 80
export const SUPPORT_MESSAGE_MIN = 10
export const SUPPORT_MESSAGE_MAX = 2000
export const SUPPORT_EMAIL_MAX = 254

export interface SupportMessageBody {
  email: string
  subject: string
  message: string
}

export interface SupportMessageSentDTO {
  id: number
}

/** The contact form's rules, shared by the page and the server. Returns the failing field or null. */
export function supportMessageProblem(b: SupportMessageBody): 'email' | 'subject' | 'message' | null {
  const email = b.email.trim()
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > SUPPORT_EMAIL_MAX) return 'email'
  const subject = b.subject.trim()
  if (!subject || Array.from(subject).length > SUPPORT_SUBJECT_MAX) return 'subject'
  const n = Array.from(b.message.trim()).length
  if (n < SUPPORT_MESSAGE_MIN || n > SUPPORT_MESSAGE_MAX) return 'message'
  return null
}
