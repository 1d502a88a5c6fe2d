/**
 * One module per API domain; `createApi(http)` builds them over one HTTP client. The domains of the stores and
 * the first screens are built at once; the others (./registry.ts) on first use, from the module the using page
 * imported, so they load with the pages that need them.
 */
import { http as defaultHttp, type Http } from '../http'
import { createUserApi } from './user'
import { createMeditationApi } from './meditation'
import { createCourseApi } from './course'
import { createGiftsApi } from './gifts'
import { createEnterpriseApi } from './enterprise'
import { LAZY_DOMAINS, buildApiDomain, type LazyDomain, type LazyDomains } from './registry'

export type { LazyDomain, LazyDomains } from './registry'

export function createApi(http: Http = defaultHttp) {
  const core = {
    http,
    user: createUserApi(http),
    meditation: createMeditationApi(http),
    course: createCourseApi(http),
    gifts: createGiftsApi(http),
    enterprise: createEnterpriseApi(http)
  }
  const built: Partial<LazyDomains> = {}
  const lazy = <K extends LazyDomain>(name: K): LazyDomains[K] =>
    (built[name] ??= buildApiDomain(name, http)) as LazyDomains[K]
  const getters: PropertyDescriptorMap = {}
  for (const name of LAZY_DOMAINS) getters[name] = { get: () => lazy(name) }
  return Object.defineProperties(core, getters) as typeof core & LazyDomains
}

export type Api = ReturnType<typeof createApi>
