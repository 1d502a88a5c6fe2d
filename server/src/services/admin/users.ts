/** App users in the console: the record, and granting or ending the meditation membership with a reason. */
import type { Db } from '../../db/client'
import { adminUsersRepo, type AdminUserRow } from '../../db/repos/adminUsers'
import { audited, type Actor } from './audit'
import { AdminErrors } from './messages'

export function userDto(u: AdminUserRow, nowMs: number) {
  return {
    id: u.id,
    nickname: u.nickname,
    email: u.email,
    mobile: u.mobile ? `+${u.nationcode ?? ''} ${u.mobile}` : null,
    createdAt: u.createdAt.toISOString(),
    deletedAt: u.deletedAt?.toISOString() ?? null,
    member: !!u.vipExpireAt && u.vipExpireAt.getTime() > nowMs,
    vipExpireAt: u.vipExpireAt?.toISOString() ?? null,
    annualCardLevel: u.annualCardLevel,
    annualCardExpireAt: u.annualCardExpireAt?.toISOString() ?? null
  }
}

export interface MembershipChange {
  action: 'grant' | 'end'
  until?: string
  reason: string
}

export async function changeMembership(db: Db, userId: number, change: MembershipChange, actor: Actor, nowMs: number) {
  const now = new Date(nowMs)
  let until: Date | null = now
  if (change.action === 'grant') {
    if (!change.until) throw AdminErrors.badRequest('missing_field', 'until')
    until = new Date(change.until)
    if (Number.isNaN(until.getTime())) throw AdminErrors.badRequest('bad_field', 'until')
    if (until.getTime() <= nowMs) throw AdminErrors.badRequest('until_past', 'until')
  }
  return audited(db, actor, now, async (tx) => {
    const repo = adminUsersRepo(tx)
    const user = await repo.lockById(userId)
    if (!user || user.deletedAt) throw AdminErrors.notFound()
    const before = userDto(user, nowMs)
    // Ending a membership that already ended changes nothing.
    const next = change.action === 'end' && (!user.vipExpireAt || user.vipExpireAt <= now) ? user.vipExpireAt : until
    const after = userDto(await repo.setVipExpireAt(userId, next), nowMs)
    return {
      result: after,
      audit: {
        action: 'user.membership',
        targetType: 'user',
        targetId: userId,
        before: { ...before, reason: change.reason },
        after: { ...after, change: change.action, reason: change.reason }
      }
    }
  })
}
