/**
 * FAQ entries in the console (issue 31): create and edit a draft, publish it into the app's help (GET /v2/faqs),
 * delete an entry never published. Every write is audited with before/after.
 */
import type { Db } from '../../db/client'
import { adminFaqRepo, type FaqFields, type FaqRow } from '../../db/repos/adminFaqs'
import type { Actor } from './audit'
import { createDraft, draftStep } from './drafts'
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

const FAQ = { name: 'faq', dto: faqDto }

export async function createFaq(db: Db, f: FaqFields, actor: Actor, nowMs: number) {
  return createDraft(db, FAQ, actor, nowMs, (tx, now) => adminFaqRepo(tx).create(f, now))
}

export async function updateFaq(db: Db, id: number, f: Partial<FaqFields>, actor: Actor, nowMs: number) {
  return draftStep(db, FAQ, id, actor, nowMs, {
    verb: 'update',
    load: (tx, now) => adminFaqRepo(tx).adopt(id, now),
    apply: (tx, _before, now) => adminFaqRepo(tx).update(id, f, now)
  })
}

export async function publishFaq(db: Db, id: number, actor: Actor, nowMs: number) {
  return draftStep(db, FAQ, id, actor, nowMs, {
    verb: 'publish',
    load: (tx, now) => adminFaqRepo(tx).adopt(id, now),
    apply: (tx, before, now) => adminFaqRepo(tx).publish(before, now)
  })
}

export async function deleteFaq(db: Db, id: number, actor: Actor, nowMs: number) {
  return draftStep(db, FAQ, id, actor, nowMs, {
    verb: 'delete',
    load: (tx) => adminFaqRepo(tx).find(id),
    apply: async (tx) => {
      const repo = adminFaqRepo(tx)
      if (await repo.isInCatalogue(id)) throw AdminErrors.conflict('published')
      await repo.remove(id)
      return undefined
    }
  })
}
