/**
 * API domains that the first screens do not use. Such a domain's module registers its builder here when it is
 * first imported (`registerApiDomain('forum', createForumApi)` at its end), and `createApi` builds it over the
 * app's HTTP client on first use: the module travels in the chunk (the subpackage) of the pages that import it,
 * not in the app's first load. A file that uses `api.<domain>` imports the domain's module
 * (`import '…/services/api/forum'`; __tests__/apiDomains.test.ts checks it), as with the i18n namespaces.
 */
import type { Http } from '../http'
import type { createCommerceApi } from './commerce'
import type { createInviteApi } from './invite'
import type { createForumApi } from './forum'
import type { createThirdApi } from './third'
import type { createCourseCardsApi } from './courseCards'
import type { createSearchApi } from './search'
import type { createCollectionApi } from './collection'
import type { createLiveApi } from './live'
import type { createReportApi } from './report'
import type { createEventsApi } from './events'
import type { createMallApi } from './mall'
import type { createAssistantApi } from './assistant'
import type { createMayaApi } from './maya'
import type { createShopApi } from './shop'
import type { createLearningNotesApi } from './learningNotes'
import type { createAppLinksApi } from './appLinks'

export interface LazyDomains {
  commerce: ReturnType<typeof createCommerceApi>
  invite: ReturnType<typeof createInviteApi>
  forum: ReturnType<typeof createForumApi>
  third: ReturnType<typeof createThirdApi>
  courseCards: ReturnType<typeof createCourseCardsApi>
  search: ReturnType<typeof createSearchApi>
  collection: ReturnType<typeof createCollectionApi>
  live: ReturnType<typeof createLiveApi>
  report: ReturnType<typeof createReportApi>
  events: ReturnType<typeof createEventsApi>
  mall: ReturnType<typeof createMallApi>
  assistant: ReturnType<typeof createAssistantApi>
  maya: ReturnType<typeof createMayaApi>
  shop: ReturnType<typeof createShopApi>
  learningNotes: ReturnType<typeof createLearningNotesApi>
  appLinks: ReturnType<typeof createAppLinksApi>
}

export type LazyDomain = keyof LazyDomains

export const LAZY_DOMAINS: readonly LazyDomain[] = [
  'commerce',
  'invite',
  'forum',
  'third',
  'courseCards',
  'search',
  'collection',
  'live',
  'report',
  'events',
  'mall',
  'assistant',
  'maya',
  'shop',
  'learningNotes',
  'appLinks'
]

type Builders = { [K in LazyDomain]?: (http: Http) => LazyDomains[K] }
const builders: Builders = {}

/** Called at the end of a domain's module: the domain can be built from now on. */
export function registerApiDomain<K extends LazyDomain>(name: K, create: (http: Http) => LazyDomains[K]): void {
  ;(builders as Record<K, (http: Http) => LazyDomains[K]>)[name] = create
}

/** The domain over `http`; an error naming the missing import if no module registered it. */
export function buildApiDomain<K extends LazyDomain>(name: K, http: Http): LazyDomains[K] {
  const create = builders[name]
  if (!create) throw new Error(`API domain "${name}" used before its module was imported (services/api/${name})`)
  return create(http)
}
