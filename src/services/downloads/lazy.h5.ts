/**
 * H5: the downloads catalogue (and the Cache Storage saver it uses) is not part of the first load. It is needed
 * after launch (pruning expired member tracks) and when a play-info call fails for want of network, and only
 * when something was downloaded on this device. The service worker precaches every bundle, so the chunk is there
 * offline too.
 */
import type * as Catalog from './catalog'
import { hasDownloads } from './kept'
import type { Storage } from '../storage'

let catalog: Promise<typeof Catalog> | undefined

export function downloadsCatalog(storage: Storage): Promise<typeof Catalog | null> {
  if (!hasDownloads(storage)) return Promise.resolve(null)
  return (catalog ??= import(/* webpackChunkName: "downloads" */ './catalog').catch((e: unknown) => {
    catalog = undefined // a chunk that failed to load is asked for again next time
    throw e
  }))
}
