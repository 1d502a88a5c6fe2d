/**
 * The downloads catalogue for the app's launch and the play list's offline fallback, or null when nothing was
 * downloaded on this device. Mini-program: part of the package, at hand. H5: ./lazy.h5.ts.
 */
import * as catalog from './catalog'
import { hasDownloads } from './kept'
import type { Storage } from '../storage'

export const downloadsCatalog = (storage: Storage): Promise<typeof catalog | null> =>
  Promise.resolve(hasDownloads(storage) ? catalog : null)
