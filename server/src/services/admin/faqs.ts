/**
 * FAQ entries in the console (issue 31): create and edit a draft, publish it into the app's help (GET /v2/faqs),
 * delete an entry never published. Every write is audited with before/after.
 */
import type { Db } from '../../db/client'
import { adminFaqRepo, type FaqFields, type FaqRow } from '../../db/repos/adminFaqs'
import { audited, type Actor } from './audit'
import { AdminErrors } from './messages'

export function faqDto(r: FaqRow) {
  return {
    id: r.id,
    categoryZh: r.categoryZh,
    categoryEn: r.categoryEn,
    questionZh: r.questionZh,
    questionEn: r.questionEn,
    answerZh: r.answerZh,
    answerEn: r.answerEn,
    sort: r.sort,
    status: r.status,
    publishedAt: r.publishedAt?.toISOString() ?? null,
    updatedAt: r.updatedAt.getTime() ? r.updatedAt.toISOString() : null
  }
}

export async function createFaq(db: Db, f: FaqFields, actor: Actor, nowMs: number) {
  const now = new Date(nowMs)
  return audited(db, actor, now, async (tx) => {
    const after = faqDto(await adminFaqRepo(tx).create(f, now))
    return { result: after, audit: { action: 'faq.create', targetType: 'faq', targetId: after.id, after } }
  })
}

export async function updateFaq(db: Db, id: number, f: Partial<FaqFields>, actor: Actor, nowMs: number) {
  const now = new Date(nowMs)
  return audited(db, actor, now, async (tx) => {
    const repo = adminFaqRepo(tx)
    const before = await repo.adopt(id, now)
    if (!before) throw AdminErrors.notFound()
    const after = faqDto(await repo.update(id, f, now))
    return {
      result: after,
      audit: { action: 'faq.update', targetType: 'faq', targetId: id, before: faqDto(before), after }
    }
  })
}

export async function publishFaq(db: Db, id: number, actor: Actor, nowMs: number) {
  const now = new Date(nowMs)
  return audited(db, actor, now, async (tx) => {
    const repo = adminFaqRepo(tx)
    const before = await repo.adopt(id, now)
    if (!before) throw AdminErrors.notFound()
    const after = faqDto(await repo.publish(before, now))
    return {
      result: after,
      audit: { action: 'faq.publish', targetType: 'faq', targetId: id, before: faqDto(before), after }
    }
  })
}

export async function deleteFaq(db: Db, id: number, actor: Actor, nowMs: number) {
  const now = new Date(nowMs)
  return audited(db, actor, now, async (tx) => {
    const repo = adminFaqRepo(tx)
    const before = await repo.find(id)
    if (!before) throw AdminErrors.notFound()
    if (await repo.isInCatalogue(id)) throw AdminErrors.conflict('published')
    await repo.remove(id)
    const dto = faqDto(before)
    return { result: dto, audit: { action: 'faq.delete', targetType: 'faq', targetId: id, before: dto } }
  })
}
