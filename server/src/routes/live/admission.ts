/**
 * Who may be in a live's room: one rule for the chat socket and every HTTP call that shows what is said in it
 * (history, the replay's messages, the pinned message, sign-in).
 *   - Someone the teacher removed (`feng`) from this live is out of it.
 *   - An enterprise's live is for the enterprise's members, and for the teacher who runs it; a visitor must log
 *     in first (a visitor is nobody's member).
 *   - Any other live's room is open; the socket asks for a login only because a message needs an author.
 */
import type { FastifyInstance } from 'fastify'
import { ErrorCode } from '@app/protocol/errors'
import type { UserRow } from '../../db/repos/users'
import { AppError, Errors } from '../../errors'
import { accessOf } from '../course/access'

type Repos = FastifyInstance['ctx']['repos']

/** Why `user` may not be in the room of live `courseId`, or null when they may. */
export async function roomRefusal(repos: Repos, courseId: number, user: UserRow | null): Promise<AppError | null> {
  if (user && (await repos.live.bans(courseId, user.id)).includes('feng')) return Errors.business('liveRemoved')
  const enterprise = await repos.enterprise.enterpriseOfLive(courseId)
  if (!enterprise) return null
  if (!user) return Errors.notLoggedIn()
  if ((await repos.enterprise.isMember(user.id, enterprise.id)) || (await repos.live.isTeacher(user.id))) return null
  return new AppError(ErrorCode.FORBIDDEN, 403, 'enterpriseMembersOnly')
}

/** Throws the refusal of `roomRefusal` (for the HTTP calls). */
export async function requireRoom(repos: Repos, courseId: number, user: UserRow | null): Promise<void> {
  const refused = await roomRefusal(repos, courseId, user)
  if (refused) throw refused
}

/**
 * Whether viewer `userId` (0: a visitor) may watch live `courseId` now, as the room decides who gets its stream
 * and replay URLs: the room admits them, and the course is theirs to learn (free, bought, by card), or they teach.
 */
export async function mayWatch(repos: Repos, courseId: number, userId: number, now: number): Promise<boolean> {
  const c = await repos.course.course(courseId)
  if (!c) return false
  const found = userId ? await repos.users.findById(userId) : undefined
  const user = found && !found.deletedAt ? found : null
  if (userId && !user) return false
  if (await roomRefusal(repos, c.id, user)) return false
  if (user && (await repos.live.isTeacher(user.id))) return true
  const owned = user ? await repos.course.owns(user.id, c.id) : false
  return accessOf(c, user, owned, now).can_learn
}
