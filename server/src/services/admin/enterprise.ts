/**
 * Enterprise groups in the console: a group admin sees and acts on their own enterprise's groups only (403
 * otherwise); moderators and owners on every group. Mute (ban) and remove (feng) are the same sanctions a group
 * admin sets in the app; a new invite code stops the old one at once. Audited.
 */
import type { Db } from '../../db/client'
import { adminEnterpriseRepo, type AdminGroupRow, type SanctionKind } from '../../db/repos/adminEnterprise'
import type { OperatorRow } from '../../db/repos/adminOperators'
import { pick, type Lang } from '../../i18n'
import { newGroupCode } from '../../lib/groupCode'
import { audited, type Actor } from './audit'
import { AdminErrors } from './messages'

export function groupDto(r: AdminGroupRow, lang: Lang) {
  return {
    id: r.g.id,
    enterpriseId: r.g.enterpriseId,
    enterprise: pick(lang, r.enterpriseZh, r.enterpriseEn),
    name: r.g.nameZh,
    nameEn: r.g.nameEn,
    joinCode: r.g.joinCode,
    codeExpiresAt: r.g.codeExpiresAt?.toISOString() ?? null,
    isDefault: r.g.isDefault === 1,
    memberCount: r.memberCount
  }
}

/** The enterprise an operator is limited to (a group admin's), or undefined for every enterprise. */
export function enterpriseScope(op: OperatorRow): number | undefined {
  if (op.role !== 'group_admin') return undefined
  // a group admin without an enterprise sees nothing
  return op.enterpriseId ?? -1
}

/** The group, if this operator may manage it: 404 when there is none, 403 when it is another enterprise's. */
export async function groupFor(db: Db, op: OperatorRow, id: number): Promise<AdminGroupRow> {
  const row = await adminEnterpriseRepo(db).group(id)
  if (!row) throw AdminErrors.notFound()
  const scope = enterpriseScope(op)
  if (scope !== undefined && row.g.enterpriseId !== scope) throw AdminErrors.forbidden()
  return row
}

export type MemberAction = 'ban' | 'unban' | 'remove' | 'restore'
const ACTIONS: Record<MemberAction, { kind: SanctionKind; set: boolean }> = {
  ban: { kind: 'ban', set: true },
  unban: { kind: 'ban', set: false },
  remove: { kind: 'feng', set: true },
  restore: { kind: 'feng', set: false }
}

export async function memberAction(
  db: Db,
  op: OperatorRow,
  groupId: number,
  userId: number,
  action: MemberAction,
  actor: Actor,
  nowMs: number
) {
  const group = await groupFor(db, op, groupId)
  return audited(db, actor, new Date(nowMs), async (tx) => {
    const repo = adminEnterpriseRepo(tx)
    if (!(await repo.isMember(groupId, userId))) throw AdminErrors.notFound()
    const find = async () => (await repo.members(groupId)).find((m) => m.userId === userId)!
    const before = await find()
    const { kind, set } = ACTIONS[action]
    if (set) await repo.sanction(groupId, userId, kind)
    else await repo.lift(groupId, userId, kind)
    const after = await find()
    return {
      result: after,
      audit: {
        action: `group.${action}`,
        targetType: 'group_member',
        targetId: `${group.g.id}:${userId}`,
        before,
        after
      }
    }
  })
}

export async function rotateCode(db: Db, op: OperatorRow, groupId: number, actor: Actor, nowMs: number, lang: Lang) {
  const before = await groupFor(db, op, groupId)
  return audited(db, actor, new Date(nowMs), async (tx) => {
    const repo = adminEnterpriseRepo(tx)
    let code = newGroupCode()
    // 60 random bits: a clash is next to impossible, but never an error
    while (!(await repo.setCode(groupId, code))) code = newGroupCode()
    const after = groupDto((await repo.group(groupId))!, lang)
    return {
      result: after,
      audit: {
        action: 'group.rotate-code',
        targetType: 'group',
        targetId: groupId,
        before: groupDto(before, lang),
        after
      }
    }
  })
}
