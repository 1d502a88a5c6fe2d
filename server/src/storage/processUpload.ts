/**
 * What happens to a console upload once its last byte is in (routes/admin/uploads.ts): probed, converted and
 * stored through ObjectStorage under a public and a member-only name. Audio becomes AAC in MP4 (storage/audio.ts),
 * video becomes HLS with a poster (storage/video.ts, storage/hls.ts).
 *
 * Every name is `<kind>-u<first 8 of the upload id>.<10 random hex>…`: two unrelated random parts for the public
 * and the member name of the same bytes, so knowing the member name (signed URLs show it) tells nothing about the
 * public one, which a members-only track or a paid lesson never shows. The poster has its own unrelated name too:
 * a paid lesson's card shows its poster, and that must not lead to the free copy of the video.
 */
import { randomBytes } from 'node:crypto'
import { promises as fs } from 'node:fs'
import type { ObjectStorage } from '.'
import { probe, toAac } from './audio'
import { putHls, removeKeys } from './hls'
import type { MediaUpload } from './mediaUploads'
import { POSTER, probeVideo, toHls } from './video'
import path from 'node:path'

const hex = () => randomBytes(5).toString('hex')

/** The upload's row once processed: ready with its paths, or failed with a message code (uploads.ts MESSAGES). */
export type Processed =
  | { status: 'ready'; duration: number; mediaPath: string; memberMediaPath: string; posterPath: string | null }
  | { status: 'failed'; error: 'not_audio' | 'not_video' }

export const isVideoUpload = (u: Pick<MediaUpload, 'mime'>) => u.mime.startsWith('video/')

/** `work` is a scratch path of this upload (a file for audio, a directory for video); the caller removes it. */
export async function processUpload(
  storage: ObjectStorage,
  upload: Pick<MediaUpload, 'id' | 'mime'>,
  source: string,
  work: string
): Promise<Processed> {
  const tag = upload.id.slice(0, 8)
  if (isVideoUpload(upload)) {
    const found = await probeVideo(source)
    if (!found.hasVideo) return { status: 'failed', error: 'not_video' }
    const hls = await toHls(source, work, found.duration)
    const publicBase = `video-u${tag}.${hex()}`
    const memberBase = `video-paid-u${tag}.${hex()}`
    const posterKey = `poster-u${tag}.${hex()}.jpg`
    const keys = await putHls(storage, hls.dir, [publicBase, memberBase])
    try {
      await storage.putFile(posterKey, path.join(hls.dir, POSTER))
    } catch (err) {
      await removeKeys(storage, keys)
      throw err
    }
    return {
      status: 'ready',
      duration: hls.duration,
      mediaPath: storage.publicPath(`${publicBase}.m3u8`),
      memberMediaPath: storage.publicPath(`${memberBase}.m3u8`),
      posterPath: storage.publicPath(posterKey)
    }
  }
  const found = await probe(source)
  if (!found.hasAudio) return { status: 'failed', error: 'not_audio' }
  const file = `${work}.mp4`
  try {
    const duration = await toAac(source, file)
    const publicKey = `track-u${tag}.${hex()}.mp4`
    const memberKey = `track-member-u${tag}.${hex()}.mp4`
    await storage.putFile(publicKey, file)
    await storage.copy(publicKey, memberKey)
    return {
      status: 'ready',
      duration,
      mediaPath: storage.publicPath(publicKey),
      memberMediaPath: storage.publicPath(memberKey),
      posterPath: null
    }
  } finally {
    await fs.rm(file, { force: true })
  }
}
