/**
 * Everything a route needs, built once per app instance in buildApp and reachable as `app.ctx`.
 * Tests build several apps in one process, so nothing here is a module-level singleton.
 */
import { courseCodesRepo } from './db/repos/courseCodes'
import { discoverRepo } from './db/repos/discover'
import type { Db } from './db/client'
import { codesRepo } from './db/repos/codes'
import { tokensRepo } from './db/repos/tokens'
import { usersRepo, type UserRow } from './db/repos/users'
import { meditationRepo } from './db/repos/meditation'
import { bookingsRepo } from './db/repos/bookings'
import { commentsRepo } from './db/repos/comments'
import { commerceRepo } from './db/repos/commerce'
import { courseRepo } from './db/repos/course'
import { invitationsRepo } from './db/repos/invitations'
import { goldRepo } from './db/repos/gold'
import { couponSharesRepo } from './db/repos/couponShares'
import { giftsRepo } from './db/repos/gifts'
import { mayaRepo } from './db/repos/maya'
import { shortVideosRepo } from './db/repos/shortVideos'
import { progressRepo } from './db/repos/progress'
import { playLogsRepo } from './db/repos/playLogs'
import { meditationUserRepo } from './db/repos/meditationUser'
import { sharedRepo } from './db/repos/shared'
import { goldenSentencesRepo } from './db/repos/goldenSentences'
import { filesRepo } from './db/repos/files'
import { cachedReads } from './db/repos/cachedReads'
import { withUserLock } from './db/userLock'
import { searchRepo } from './db/repos/search'
import { forumRepo } from './db/repos/forum'
import { thirdRepo } from './db/repos/third'
import type { CampaignSet } from './campaigns/definitions'
import { collectionsRepo } from './db/repos/collections'
import { liveRepo } from './db/repos/live'
import { reportRepo } from './db/repos/report'
import { researchRepo } from './db/repos/research'
import { ticketsRepo } from './db/repos/tickets'
import { marketingRepo } from './db/repos/marketing'
import { enterpriseRepo } from './db/repos/enterprise'
import { mallRepo } from './db/repos/mall'
import { courseFavoritesRepo } from './db/repos/courseFavorites'
import type { AssistantProvider } from './providers/assistant'
import type { WecomProvider } from './providers/wecom'
import type { Lang } from './i18n'
import type { ReadThroughCache } from './lib/readCache'
import type { Bus } from './lib/bus'
import type { LiveProvider } from './live/provider'
import type { PolyvClient } from './live/polyv'
import type { Nonces } from './plugins/nonces'
import { RateLimiter, type RateLimits } from './plugins/rateLimit'
import type { DevOutbox, Providers } from './providers'
import type { ProgressBuffer } from './realtime/progressBuffer'
import type { ForumRules } from './routes/forum/rules'

export interface RepoKeys {
  /** HMAC key of the spent identities' hashes (account deletion, invitations) (IDENTITY_HASH_KEY). */
  identityKey: string
  /** HMAC key of the stored one-time codes (CODE_KEY). */
  codeKey?: string
}

/**
 * Every repository, built once per app: routes reach them as `app.ctx.repos` and hold no SQL of their own. With a
 * catalogue cache, the catalogue reads (the same for every user) go through it; the cache is dropped on every
 * write to a catalogue table (see buildApp's change feed).
 */
export function createRepos(db: Db, keys: RepoKeys, catalogue?: ReadThroughCache) {
  const meditation = meditationRepo(db)
  const course = courseRepo(db)
  const shared = sharedRepo(db)
  return {
    users: usersRepo(db, keys.identityKey),
    tokens: tokensRepo(db),
    codes: codesRepo(db, keys.codeKey),
    meditation: catalogue
      ? cachedReads(meditation, catalogue, 'meditation', [
          'floor',
          'floorsWithGoods',
          'floorGoodsPage',
          'goods',
          'resources',
          'plans',
          'plan',
          'planDays',
          'dayRecommends',
          'scenes',
          'scene'
        ])
      : meditation,
    course: catalogue
      ? cachedReads(course, catalogue, 'course', ['navs', 'floorsOfNav', 'floor', 'floorItems', 'floorItemsPage'])
      : course,
    progress: progressRepo(db),
    playLogs: playLogsRepo(db),
    meditationUser: meditationUserRepo(db),
    comments: commentsRepo(db),
    collections: collectionsRepo(db),
    report: reportRepo(db),
    research: researchRepo(db),
    bookings: bookingsRepo(db),
    shortVideos: shortVideosRepo(db),
    shared: catalogue ? cachedReads(shared, catalogue, 'shared', ['settings', 'banners', 'products', 'faqs']) : shared,
    goldenSentences: catalogue
      ? cachedReads(goldenSentencesRepo(db), catalogue, 'goldenSentences', ['published'])
      : goldenSentencesRepo(db),
    files: filesRepo(db),
    commerce: commerceRepo(db),
    maya: mayaRepo(db),
    invitations: invitationsRepo(db),
    gold: goldRepo(db),
    couponShares: couponSharesRepo(db),
    gifts: giftsRepo(db),
    /**
     * Check-then-insert limits ("at most 100 saved people"): runs `fn` under the user's row lock (db/userLock.ts)
     * with the per-user repositories bound to that transaction.
     */
    underUserLock<T>(userId: number, fn: (tx: UserLockedRepos) => Promise<T>): Promise<T> {
      return withUserLock(db, userId, (tx) => fn({ meditationUser: meditationUserRepo(tx), maya: mayaRepo(tx) }))
    },
    search: searchRepo(db),
    forum: forumRepo(db),
    third: thirdRepo(db),
    courseCodes: courseCodesRepo(db),
    discover: discoverRepo(db),
    live: liveRepo(db),
    tickets: ticketsRepo(db),
    marketing: marketingRepo(db),
    enterprise: enterpriseRepo(db),
    mall: mallRepo(db, keys.codeKey),
    courseFavorites: courseFavoritesRepo(db)
  }
}
export interface UserLockedRepos {
  meditationUser: ReturnType<typeof meditationUserRepo>
  maya: ReturnType<typeof mayaRepo>
}
export type Repos = ReturnType<typeof createRepos>

export interface AppContext {
  db: Db
  repos: Repos
  now: () => number
  signKey: string
  limiter: RateLimiter
  /** Signature nonces seen (HTTP and socket); in the database when several processes share it. */
  nonces: Nonces
  /** Messages to every server process (LISTEN/NOTIFY on PostgreSQL, in-process on PGlite). */
  bus: Bus
  /** Runs `fn` after any write to a catalogue table, by this process or another on the same database. */
  onCatalogueChange(fn: () => void): void
  limits: RateLimits
  /** The study community's report threshold and posting/commenting limits. */
  forum: ForumRules
  providers: Providers
  /** Who writes the assistant's answers (providers/assistant.ts). */
  assistant: AssistantProvider
  /** The WeCom login (providers/wecom.ts); null where it is not available. */
  wecom: WecomProvider | null
  /** HMAC key of signed member-media URLs (media/signedUrl.ts). */
  mediaKey: string
  /** Present when dev routes are on (the default outside production). */
  outbox: DevOutbox | null
  progress: ProgressBuffer
  /** The catalogue read cache (cleared by the database's change feed). */
  catalogue: ReadThroughCache
  /** Campaign definitions (src/db/campaigns), validated when the app was built. */
  campaigns: CampaignSet
  /** Live streaming (server/src/live): start/stop/status/playback of a live course's channel. */
  live: LiveProvider
  /** Polyv, for the lives that run there (issue 33, live/polyv.ts); null: not configured (production). */
  polyv: PolyvClient | null
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
