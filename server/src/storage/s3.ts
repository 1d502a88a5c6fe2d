/**
 * ObjectStorage in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …), with @aws-sdk/client-s3. Chosen by
 * STORAGE_PROVIDER=s3 (config.ts `storage`); tested against s3rver (server/test/storage-s3.test.ts).
 *
 * Where the apps play an object from:
 * - member-only objects (media/signedUrl.ts isPrivateMediaName: `track-member-*`, `video-paid-*`) always from
 *   `/media/<key>`: the media route checks our member signature, then streams the object from the bucket (with
 *   the player's byte range). Not presigned bucket URLs, because the member rule would then live in two places
 *   (our signature for files, the bucket's for objects), an HLS playlist would need every segment presigned
 *   anyway (the /media route already rewrites member playlists with signed segment URLs), WeChat plays only
 *   from whitelisted domains, and the bucket never needs to be readable by anyone but the server;
 * - free objects from S3_PUBLIC_URL/<prefix><key> when a public base (the bucket's website or a CDN) is
 *   configured, so those bytes skip the API; otherwise from `/media/<key>` as well.
 */
import { createReadStream, promises as fs } from 'node:fs'
import { Readable } from 'node:stream'
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException
} from '@aws-sdk/client-s3'
import type { StorageConfig } from '../config'
import { isPrivateMediaName } from '../media/signedUrl'
import { checkKey, type ByteSpan, type ObjectStorage, type StoredObject } from '.'

type S3Config = Extract<StorageConfig, { provider: 's3' }>

const TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml'
}
/** `<key>.<10 hex>.…`: a random or content-hash part in the name, so its bytes never change. */
const IMMUTABLE = /\.[0-9a-f]{10}\.[a-z0-9.]+$/

const notFound = (err: unknown) =>
  err instanceof S3ServiceException && (err.$metadata.httpStatusCode === 404 || err.name === 'NotFound')

export class S3Storage implements ObjectStorage {
  readonly client: S3Client
  private readonly bucket: string
  private readonly prefix: string
  private readonly publicUrl: string | undefined

  constructor(config: Omit<S3Config, 'provider'>) {
    this.bucket = config.bucket
    this.prefix = config.prefix
    this.publicUrl = config.publicUrl
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
      // checksums only where S3 requires them: several S3-compatible servers refuse the SDK's default CRC
      // trailers on streamed uploads
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED'
    })
  }

  private objectKey(key: string): string {
    return this.prefix + checkKey(key)
  }

  async putFile(key: string, from: string): Promise<void> {
    const { size } = await fs.stat(from)
    const ext = key.slice(key.lastIndexOf('.') + 1)
    // one PUT: the object appears whole or not at all
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: createReadStream(from),
        ContentLength: size,
        ContentType: TYPES[ext] ?? 'application/octet-stream',
        CacheControl: isPrivateMediaName(key)
          ? 'private, no-store'
          : IMMUTABLE.test(key)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=300'
      })
    )
  }

  async copy(fromKey: string, toKey: string): Promise<void> {
    const source = `${this.bucket}/${this.objectKey(fromKey)}`
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(toKey),
        CopySource: source.split('/').map(encodeURIComponent).join('/'),
        // a member copy must not keep a public object's caching headers
        MetadataDirective: 'REPLACE',
        ContentType: TYPES[toKey.slice(toKey.lastIndexOf('.') + 1)] ?? 'application/octet-stream',
        CacheControl: isPrivateMediaName(toKey) ? 'private, no-store' : 'public, max-age=31536000, immutable'
      })
    )
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }))
  }

  publicPath(key: string): string {
    checkKey(key)
    if (this.publicUrl && !isPrivateMediaName(key)) return `${this.publicUrl}/${this.prefix}${key}`
    return `/media/${key}`
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }))
      return { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) }
    } catch (err) {
      if (notFound(err)) return null
      throw err
    }
  }

  async read(key: string, range?: ByteSpan): Promise<Readable> {
    const got = await this.client.send(
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Range: range ? `bytes=${range.start}-${range.end}` : undefined
      })
    )
    if (!(got.Body instanceof Readable)) throw new Error('storage: S3 answered no body stream')
    return got.Body
  }
}
