/**
 * Storing an HLS rendition through ObjectStorage, whose keys are flat names: the segments of `<base>` become
 * `<base>.00000.ts`, `<base>.00001.ts`, … and the playlist `<base>.m3u8` names them relatively, so it plays from
 * wherever the storage serves it (/media/ or a bucket URL) with no absolute URL inside. The playlist is written
 * last: a reader who finds it finds every segment it names.
 *
 * Several bases get the same bytes (a public and a member-only name, unrelated to each other): the first is put,
 * the others are copies (a hard link on a filesystem, a server-side copy in a bucket).
 */
import { promises as fs } from 'node:fs'
import path from 'node:path'
import { writeAtomic } from '../media/ffmpeg'
import type { ObjectStorage } from '.'
import { HLS_PLAYLIST, HLS_SEGMENT } from './video'

/** The key of segment `n` of `base`. */
export const segmentKey = (base: string, n: string) => `${base}.${n}.ts`

/** The playlist text with ffmpeg's `seg-NNNNN.ts` lines renamed to `base`'s segment keys. */
export function renamePlaylist(text: string, base: string): string {
  return text
    .split('\n')
    .map((line) => {
      const m = HLS_SEGMENT.exec(line.trim())
      return m ? segmentKey(base, m[1]!) : line
    })
    .join('\n')
}

/**
 * Put the rendition in `dir` (index.m3u8 + seg-NNNNN.ts) under each of `bases`; returns every key written, so a
 * failure half way can remove them. The playlists are `<base>.m3u8`.
 */
export async function putHls(storage: ObjectStorage, dir: string, bases: string[]): Promise<string[]> {
  const text = await fs.readFile(path.join(dir, HLS_PLAYLIST), 'utf8')
  const numbers = text
    .split('\n')
    .map((l) => HLS_SEGMENT.exec(l.trim())?.[1])
    .filter((n): n is string => !!n)
  const written: string[] = []
  const [first, ...others] = bases
  if (!first) return written
  try {
    for (const n of numbers) {
      await storage.putFile(segmentKey(first, n), path.join(dir, `seg-${n}.ts`))
      written.push(segmentKey(first, n))
      for (const other of others) {
        await storage.copy(segmentKey(first, n), segmentKey(other, n))
        written.push(segmentKey(other, n))
      }
    }
    for (const base of bases) {
      const local = path.join(dir, `${base}.m3u8`)
      await writeAtomic(local, renamePlaylist(text, base))
      await storage.putFile(`${base}.m3u8`, local)
      written.push(`${base}.m3u8`)
    }
    return written
  } catch (err) {
    await removeKeys(storage, written)
    throw err
  }
}

export async function removeKeys(storage: ObjectStorage, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((k) => storage.remove(k)))
}
