/**
 * An in-process read-through cache for data that is read on every request and written rarely (the catalogue).
 *
 * - Single flight: concurrent misses of one key share one load, so a burst after an invalidation costs one query.
 * - Generation guard: `clear()` bumps a generation; a load that started before it does not store its (possibly
 *   stale) result, so a write that lands during a load is never hidden behind the old value.
 * - Bounded: at most `maxEntries` keys (oldest dropped first) and each entry lives at most `maxAgeMs`, which bounds
 *   staleness even if an invalidation message were lost.
 * - Values are frozen (deeply) when stored: every request shares them, so a caller that mutates one fails loudly
 *   instead of corrupting the next user's response.
 */
export interface ReadCacheOptions {
  maxEntries?: number
  maxAgeMs?: number
  now?: () => number
}

interface Entry {
  value: Promise<unknown>
  storedAt: number
}

export class ReadThroughCache {
  private entries = new Map<string, Entry>()
  private generation = 0
  private readonly maxEntries: number
  private readonly maxAgeMs: number
  private readonly now: () => number
  /** Loads run (misses), for tests and the benchmark's report. */
  loads = 0

  constructor(opts: ReadCacheOptions = {}) {
    this.maxEntries = opts.maxEntries ?? 1000
    this.maxAgeMs = opts.maxAgeMs ?? 5 * 60_000
    this.now = opts.now ?? Date.now
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key)
    if (hit && this.now() - hit.storedAt < this.maxAgeMs) return hit.value as Promise<T>
    const generation = this.generation
    this.loads++
    const value = load().then(deepFreeze)
    const entry: Entry = { value, storedAt: this.now() }
    this.entries.delete(key)
    this.entries.set(key, entry)
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string)
    value.then(
      () => {
        if (generation !== this.generation && this.entries.get(key) === entry) this.entries.delete(key)
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key)
      } // failures are not cached
    )
    return value
  }

  /** Drops everything; loads in flight finish for their callers but are not kept. */
  clear(): void {
    this.generation++
    this.entries.clear()
  }

  get size(): number {
    return this.entries.size
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const v of Object.values(value as Record<string, unknown>)) deepFreeze(v)
  }
  return value
}
