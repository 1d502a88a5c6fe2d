/** Running the bundled ffmpeg binary, and writing files so that a crash never leaves a half file behind. */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { promises as fs } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg'

export const FFMPEG = ffmpegInstaller.path

/** Counting semaphore: the brief's machine has 2 cores, so at most 2 ffmpeg processes run at once. */
export class Semaphore {
  private waiting: (() => void)[] = []
  constructor(private free: number) {}
  async use<T>(fn: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free--
    else await new Promise<void>((res) => this.waiting.push(res))
    try {
      return await fn()
    } finally {
      const next = this.waiting.shift()
      if (next) next()
      else this.free++
    }
  }
}

/**
 * ffmpeg processes at once for the console's uploads (storage/audio.ts, storage/video.ts): one, beside the
 * API's other work on a 2-core machine; a second upload waits its turn.
 */
export const uploadSlots = new Semaphore(1)

export interface FfmpegOptions {
  /**
   * Scheduling priority (nice, 0–19): a long transcode of an upload runs at a lower priority, so the API's
   * requests on the same two cores are served first.
   */
  nice?: number
}

/** Run ffmpeg; resolve on exit 0, reject with the tail of stderr otherwise. `stdin` is piped in if given. */
export function runFfmpeg(args: string[], stdin?: Buffer, opts: FfmpegOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const p = spawn(FFMPEG, ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...args], {
      stdio: [stdin ? 'pipe' : 'ignore', 'ignore', 'pipe']
    })
    if (opts.nice && p.pid) {
      try {
        os.setPriority(p.pid, opts.nice)
      } catch {
        // not allowed here: run at the normal priority
      }
    }
    let err = ''
    p.stderr!.on('data', (d: Buffer) => {
      err = (err + d.toString()).slice(-2000)
    })
    p.on('error', reject)
    p.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}: ${err.trim()}`))))
    if (stdin) {
      p.stdin!.on('error', () => {
        /* ffmpeg died early: 'close' reports why */
      })
      p.stdin!.end(stdin)
    }
  })
}

/** A temp name beside the target (same filesystem, so rename is atomic); dot-prefixed so it is never served. */
export function tempPathFor(target: string): string {
  const ext = path.extname(target) // keep the extension: ffmpeg picks the muxer from it
  return path.join(path.dirname(target), `.tmp-${process.pid}-${randomBytes(4).toString('hex')}${ext}`)
}

/** Produce `target` via `make(tmp)` and rename into place only on success. */
export async function atomically(target: string, make: (tmp: string) => Promise<void>): Promise<void> {
  const tmp = tempPathFor(target)
  try {
    await make(tmp)
    await fs.rename(tmp, target)
  } catch (e) {
    await fs.rm(tmp, { force: true })
    throw e
  }
}

export const writeAtomic = (target: string, data: Buffer | string): Promise<void> =>
  atomically(target, (tmp) => fs.writeFile(tmp, data))
