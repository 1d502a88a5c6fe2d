/**
 * Object storage for media made on the server (the console's uploads, issue 31): one small interface, a
 * filesystem adapter by default. Keys are flat file names. The filesystem adapter writes into the media
 * directory that the `/media/<name>` route serves (media/routes.ts: byte ranges, member-URL signatures for
 * `track-member-*` names, immutable caching of `<key>.<10 hex>.<ext>` names), so a stored key's public path is
 * `/media/<key>`. An S3-compatible adapter would put objects in a bucket and answer a bucket URL (not written yet).
 */
import { promises as fs } from 'node:fs'
import path from 'node:path'
import { atomically } from '../media/ffmpeg'

export interface ObjectStorage {
  /** Store the local file `from` under `key` (atomically: a reader never sees half an object). */
  putFile(key: string, from: string): Promise<void>
  /** A second key for the same bytes (a hard link on a filesystem, a copy elsewhere). */
  copy(fromKey: string, toKey: string): Promise<void>
  exists(key: string): Promise<boolean>
  remove(key: string): Promise<void>
  /** The path (or URL) the app plays the object from. */
  publicPath(key: string): string
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/

function checkKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`storage: bad key ${JSON.stringify(key)}`)
  return key
}

export class FileStorage implements ObjectStorage {
  constructor(
    readonly dir: string,
    private readonly urlPrefix = '/media/'
  ) {}

  private file(key: string): string {
    return path.join(this.dir, checkKey(key))
  }

  async putFile(key: string, from: string): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true })
    await atomically(this.file(key), (tmp) => fs.copyFile(from, tmp))
  }

  async copy(fromKey: string, toKey: string): Promise<void> {
    const to = this.file(toKey)
    await fs.rm(to, { force: true })
    try {
      await fs.link(this.file(fromKey), to)
    } catch {
      await atomically(to, (tmp) => fs.copyFile(this.file(fromKey), tmp))
    }
  }

  exists(key: string): Promise<boolean> {
    return fs.access(this.file(key)).then(
      () => true,
      () => false
    )
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true })
  }

  publicPath(key: string): string {
    return this.urlPrefix + checkKey(key)
  }
}
