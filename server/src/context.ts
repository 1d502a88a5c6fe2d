/**
 * Everything a route needs, built once per app instance in buildApp and reachable as `app.ctx`.
 * Tests build several apps in one process, so nothing here is a module-level singleton.
 */
import type { Db } from './db/client'
import { codesRepo } from './db/repos/codes'
import { tokensRepo } from './db/repos/tokens'
import { usersRepo, type UserRow } from './db/repos/users'
import { meditationRepo } from './db/repos/meditation'
import { courseRepo } from './db/repos/course'
import { progressRepo } from './db/repos/progress'
import { playLogsRepo } from './db/repos/playLogs'
import { meditationUserRepo } from './db/repos/meditationUser'
import { sharedRepo } from './db/repos/shared'
import { filesRepo } from './db/repos/files'
import type { Lang } from './i18n'
import { RateLimiter, type RateLimits } from './plugins/rateLimit'
import type { DevOutbox, Providers } from './providers'
import type { ProgressBuffer } from './realtime/progressBuffer'

export interface RepoKeys {
  /** HMAC key of the spent identities' hashes (account deletion, invitations) (IDENTITY_HASH_KEY). */
  identityKey: string
}

export function createRepos(db: Db, keys: RepoKeys) {
  return {
    users: usersRepo(db, keys.identityKey),
    tokens: tokensRepo(db),
    codes: codesRepo(db),
    meditation: meditationRepo(db),
    course: courseRepo(db),
    progress: progressRepo(db),
    playLogs: playLogsRepo(db),
    meditationUser: meditationUserRepo(db),
    shared: sharedRepo(db),
    files: filesRepo(db)
  }
}
export type Repos = ReturnType<typeof createRepos>

export interface AppContext {
  db: Db
  repos: Repos
  now: () => number
  signKey: string
  limiter: RateLimiter
  limits: RateLimits
  providers: Providers
  /** HMAC key of signed member-media URLs (media/signedUrl.ts). */
  mediaKey: string
  /** Present when dev routes are on (the default outside production). */
  outbox: DevOutbox | null
  progress: ProgressBuffer
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext
  }
  interface FastifyRequest {
    /** The request language from x-lang (zh-Hant by default). */
    lang: Lang
    /** Cache of the token lookup: undefined = not looked up yet, null = no valid token. */
    sessionUser: UserRow | null | undefined
  }
}
