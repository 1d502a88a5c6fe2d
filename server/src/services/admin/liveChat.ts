/**
 * Live chat moderation in the console (issue 31; moderators and owners): mute or remove a user in one live and
 * lift it, hide a message or show it again. The sanctions are the teacher's own (live_bans: a muted user may
 * watch but not post, a removed one may not enter); the write and its audit row commit together, then the room is
 * told through the bus, on every API process: the muted user's composer closes, a removed user's socket is
 * closed, a hidden message leaves every screen (and the pin). Restoring a message tells no one: it is back in the
 * history and the replay from the next join.
 */
import type { Db } from '../../db/client'
import { adminLiveChatRepo, type ChatLiveRow, type ChatMessageRow } from '../../db/repos/adminLiveChat'
import { liveRepo, type BanKind } from '../../db/repos/live'
import type { Bus } from '../../lib/bus'
import { roomStatus } from '../../lib/liveStatus'
import { publishToRoom } from '../../live/hub'
import { audited, type Actor } from './audit'
import { AdminErrors } from './messages'

export type ChatUserAction = 'mute' | 'unmute' | 'remove' | 'restore'
export const CHAT_USER_ACTIONS: readonly ChatUserAction[] = ['mute', 'unmute', 'remove', 'restore']
const ACTIONS: Record<ChatUserAction, { kind: BanKind; on: boolean }> = {
  mute: { kind: 'ban', on: true },
  unmute: { kind: 'ban', on: false },
  remove: { kind: 'feng', on: true },
  restore: { kind: 'feng', on: false }
}

export function chatLiveDto(r: ChatLiveRow, nowMs: number) {
  const channel = r.channelStatus === null ? null : { status: r.channelStatus, replayPath: r.replayPath ?? '' }
  return {
    id: r.id,
    titleZh: r.titleZh,
    titleEn: r.titleEn,
    startAt: r.liveStartAt?.toISOString() ?? null,
    /** As the app's room shows it: 1 not started, 2 live, 3 ended with a replay, 0 ended without one. */
    status: roomStatus(r, channel, nowMs),
    messageCount: r.messageCount,
    hiddenCount: r.hiddenCount,
    lastMessageAt: r.lastMessageAt?.toISOString() ?? null,
    sanctionCount: r.sanctionCount
  }
}

export function chatMessageDto(r: ChatMessageRow) {
  return {
    id: r.id,
    liveId: r.courseId,
    userId: r.userId,
    nickname: r.nickname,
    email: r.email,
    /** 1 chat, 2 barrage */
    kind: r.kind,
    text: r.text,
    offsetMs: r.offsetMs,
    createdAt: r.createdAt.toISOString(),
    hidden: r.hiddenAt !== null,
    hiddenAt: r.hiddenAt?.toISOString() ?? null
  }
}

/** The live, or 404 (also for a course that is not a live). */
export async function chatLive(db: Db, id: number): Promise<ChatLiveRow> {
  const row = await adminLiveChatRepo(db).live(id)
  if (!row) throw AdminErrors.notFound()
  return row
}

async function userState(db: Db, liveId: number, userId: number) {
  const kinds = await liveRepo(db).bans(liveId, userId)
  return { liveId, userId, muted: kinds.includes('ban'), removed: kinds.includes('feng') }
}

export async function chatUserAction(
  db: Db,
  bus: Bus,
  liveId: number,
  userId: number,
  action: ChatUserAction,
  actor: Actor,
  nowMs: number
) {
  await chatLive(db, liveId)
  if (!(await adminLiveChatRepo(db).userExists(userId))) throw AdminErrors.notFound()
  const { kind, on } = ACTIONS[action]
  const after = await audited(db, actor, new Date(nowMs), async (tx) => {
    const before = await userState(tx, liveId, userId)
    await liveRepo(tx).setBan(liveId, userId, kind, on)
    const result = await userState(tx, liveId, userId)
    return {
      result,
      audit: {
        action: `live-chat.${action}`,
        targetType: 'live_user',
        targetId: `${liveId}:${userId}`,
        before,
        after: result
      }
    }
  })
  if (kind === 'ban') await publishToRoom(bus, liveId, { type: 'muted', muted: after.muted }, userId)
  else if (on) await publishToRoom(bus, liveId, { type: 'removed' }, userId)
  return after
}

export async function setMessageHidden(
  db: Db,
  bus: Bus,
  liveId: number,
  messageId: number,
  hide: boolean,
  actor: Actor,
  nowMs: number
) {
  await chatLive(db, liveId)
  const { result, unpinned } = await audited(db, actor, new Date(nowMs), async (tx) => {
    const repo = adminLiveChatRepo(tx)
    const row = await repo.message(liveId, messageId)
    if (!row) throw AdminErrors.notFound()
    const before = chatMessageDto(row)
    await repo.setHidden(messageId, hide ? (row.hiddenAt ?? new Date(nowMs)) : null)
    const wasPinned = hide ? await repo.unpinIf(liveId, messageId) : false
    const after = chatMessageDto((await repo.message(liveId, messageId))!)
    return {
      result: { result: after, unpinned: wasPinned },
      audit: {
        action: hide ? 'live-chat.hide' : 'live-chat.unhide',
        targetType: 'live_message',
        targetId: messageId,
        before,
        after
      }
    }
  })
  if (hide) {
    await publishToRoom(bus, liveId, { type: 'hidden', id: messageId })
    if (unpinned) await publishToRoom(bus, liveId, { type: 'pinned', message: null })
  }
  return result
}
