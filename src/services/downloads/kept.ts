import { StorageKey, type Storage } from '../storage'

/** Whether anything was downloaded on this device: a cheap read that spares loading the catalogue's code. */
export function hasDownloads(storage: Storage): boolean {
  const v = storage.get<unknown[]>(StorageKey.downloads)
  return Array.isArray(v) && v.length > 0
}
