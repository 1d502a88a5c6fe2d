/**
 * The site documents (privacy, terms, refund policy) and the contact messages in the console (issue 32).
 * Documents are edited in place (there are exactly three, made by migration 0033); messages are read and marked
 * handled. Every write is audited in its own transaction, with the record as the API shows it before and after.
 */
import type { Db } from '../../db/client'
import { shopRepo, type SiteDocumentRow, type SupportMessageRow } from '../../db/repos/shop'
import { audited, type Actor } from './audit'
import { AdminErrors } from './messages'

export interface SiteDocumentAdminDto {
  id: string
  key: string
  titleZh: string
  titleEn: string
  bodyZh: string
  bodyEn: string
  updatedAt: string
}

export interface SupportMessageDto {
  id: number
  userId: number | null
  email: string
  subject: string
  message: string
  lang: string
  status: 'open' | 'handled'
  handledBy: string | null
  handledAt: string | null
  createdAt: string
}

/** Refine identifies records by `id`: a document's id is its key. */
export const documentDto = (d: SiteDocumentRow): SiteDocumentAdminDto => ({
  id: d.key,
  key: d.key,
  titleZh: d.titleZh,
  titleEn: d.titleEn,
  bodyZh: d.bodyZh,
  bodyEn: d.bodyEn,
  updatedAt: d.updatedAt.toISOString()
})

export const supportMessageDto = (m: SupportMessageRow): SupportMessageDto => ({
  id: m.id,
  userId: m.userId,
  email: m.email,
  subject: m.subject,
  message: m.message,
  lang: m.lang,
  status: m.status as 'open' | 'handled',
  handledBy: m.handledBy,
  handledAt: m.handledAt?.toISOString() ?? null,
  createdAt: m.createdAt.toISOString()
})

export interface DocumentPatch {
  titleZh?: string
  titleEn?: string
  bodyZh?: string
  bodyEn?: string
}

export async function updateDocument(db: Db, key: string, patch: DocumentPatch, actor: Actor, now: number) {
  return audited(db, actor, new Date(now), async (tx) => {
    const repo = shopRepo(tx)
    const before = await repo.document(key)
    if (!before) throw AdminErrors.notFound()
    const after = await repo.updateDocument(key, patch, new Date(now))
    const dto = documentDto(after!)
    return {
      result: dto,
      audit: {
        action: 'document.update',
        targetType: 'document',
        targetId: key,
        before: documentDto(before),
        after: dto
      }
    }
  })
}

/** Marks a message handled (again on a handled one: no change, no audit row). */
export async function markMessageHandled(db: Db, id: number, actor: Actor, now: number) {
  const current = await shopRepo(db).message(id)
  if (!current) throw AdminErrors.notFound()
  if (current.status === 'handled') return supportMessageDto(current)
  return audited(db, actor, new Date(now), async (tx) => {
    const after = await shopRepo(tx).markHandled(id, actor.email, new Date(now))
    const dto = supportMessageDto(after!)
    return {
      result: dto,
      audit: {
        action: 'support_message.handle',
        targetType: 'support_message',
        targetId: id,
        before: supportMessageDto(current),
        after: dto
      }
    }
  })
}
