/**
 * Wraps chosen read methods of a repository in the catalogue cache: the key is the repository's name, the method
 * and its arguments. Only catalogue reads that are the same for every user may be listed here; per-user reads
 * (favourites, membership, joined plans) stay uncached and are merged by the routes after the cached part.
 */
import type { ReadThroughCache } from '../../lib/readCache'

export function cachedReads<R extends object, K extends keyof R & string>(
  repo: R,
  cache: ReadThroughCache,
  name: string,
  methods: readonly K[]
): R {
  const out = { ...repo }
  for (const m of methods) {
    const fn = repo[m] as unknown as (...args: unknown[]) => Promise<unknown>
    ;(out as Record<string, unknown>)[m] = (...args: unknown[]) =>
      cache.get(`${name}.${m}:${JSON.stringify(args)}`, () => fn(...args))
  }
  return out
}
