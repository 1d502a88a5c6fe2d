/**
 * Object storage for media made on the server (the console's uploads, issue 31): one small interface, a
 * filesystem adapter by default. Keys are flat file names. The filesystem adapter writes into the media
 * directory that the `/media/<name>` route serves (media/routes.ts: byte ranges, member-URL signatures for
 * `track-member-*` names, immutable caching of `<key>.<10 hex>.<ext>` names), so a stored key's public path is
 * `/media/<key>`. The S3-compatible adapter (./s3.ts) puts objects in a bucket; configuration picks one
 * (`storageFromConfig`, STORAGE_PROVIDER). Either way a member-only object is served by /media, which checks the
 * member signature (media/signedUrl.ts) and reads the object through `stat`/`read`.
 */
import { createReadStream, promises as fs } from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import type { StorageConfig } from '../config'
import { atomically } from '../media/ffmpeg'

/** What /media needs to answer for an object it does not find on its own disk. */
export interface StoredObject {
  size: number
  modified: Date
}

/** An inclusive byte range, as a Range header names it. */
export interface ByteSpan {
  start: number
  end: number
}

export interface ObjectStorage {
  /** Store the local file `from` under `key` (atomically: a reader never sees half an object). */
  putFile(key: string, from: string): Promise<void>
  /** A second key for the same bytes (a hard link on a filesystem, a copy elsewhere). */
  copy(fromKey: string, toKey: string): Promise<void>
  exists(key: string): Promise<boolean>
  remove(key: string): Promise<void>
  /** The path (or URL) the app plays the object from. */
  publicPath(key: string): string
  /** Size and date, or null when there is no such object. */
  stat(key: string): Promise<StoredObject | null>
  /** The object's bytes (or a range of them). */
  read(key: string, range?: ByteSpan): Promise<Readable>
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/

export function checkKey(key: string): string {
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

  async stat(key: string): Promise<StoredObject | null> {
    const st = await fs.stat(this.file(key)).catch(() => null)
    return st?.isFile() ? { size: st.size, modified: st.mtime } : null
  }

  async read(key: string, range?: ByteSpan): Promise<Readable> {
    return createReadStream(this.file(key), range ? { start: range.start, end: range.end } : {})
  }
}

/**
 * The storage configuration selects (config.ts `storage`, STORAGE_PROVIDER): files in the media directory by
 * default, or an S3-compatible bucket. The S3 adapter is loaded only when chosen.
 */
export async function storageFromConfig(config: { mediaDir: string; storage: StorageConfig }): Promise<ObjectStorage> {
  if (config.storage.provider === 's3') {
    const { S3Storage } = await import('./s3.js')
    return new S3Storage(config.storage)
  }
  return new FileStorage(config.mediaDir)
}
