/**
 * Default media saver (jest, type checking, and any platform without offline storage): nothing can be kept.
 * Taro picks downloads.h5.ts / downloads.weapp.ts at build time.
 */
import { DownloadError, type MediaSaver } from './types'

export const mediaSaver: MediaSaver = {
  available: () => false,
  save: async () => {
    throw new DownloadError('unsupported')
  },
  remove: async () => {},
  playableSrc: (entry) => entry.key
}
