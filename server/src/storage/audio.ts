/**
 * Probing and converting an uploaded audio file with the bundled ffmpeg (@ffmpeg-installer/ffmpeg ships no
 * ffprobe, so the probe reads `ffmpeg -i`'s stream description: "Duration: 00:03:12.40", "Stream #0:0: Audio: …").
 */
import { spawn } from 'node:child_process'
import { FFMPEG, atomically, runFfmpeg, uploadSlots } from '../media/ffmpeg'

export interface Probe {
  /** Seconds (fractional), or null when the container does not say. */
  duration: number | null
  hasAudio: boolean
}

/** What ffmpeg says about a file's streams (it exits 1 for want of an output file: that is expected). */
export function probeText(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const p = spawn(FFMPEG, ['-hide_banner', '-nostdin', '-i', file], { stdio: ['ignore', 'ignore', 'pipe'] })
    let err = ''
    p.stderr!.on('data', (d: Buffer) => {
      if (err.length < 64_000) err += d.toString()
    })
    p.on('error', reject)
    p.on('close', () => resolve(err))
  })
}

export const probe = async (file: string): Promise<Probe> => parseProbe(await probeText(file))

export function parseProbe(text: string): Probe {
  const m = /Duration:\s*(\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(text)
  const duration = m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) : null
  return { duration, hasAudio: /Stream #\d+:\d+[^\n]*: Audio:/.test(text) }
}

/**
 * Convert the first audio stream of `input` to AAC in an MP4 container (`.mp4`: the name the media route serves;
 * `+faststart` puts the index first so playback starts before the whole file is read). Cover art and video are
 * dropped. Returns the duration of the result in whole seconds (at least 1).
 */
export async function toAac(input: string, output: string): Promise<number> {
  await uploadSlots.use(() =>
    atomically(output, (tmp) =>
      runFfmpeg(
        ['-i', input, '-map', '0:a:0', '-vn', '-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart', tmp],
        undefined,
        {
          nice: 10
        }
      )
    )
  )
  const out = await probe(output)
  if (!out.hasAudio || out.duration === null) throw new Error('ffmpeg produced no audio')
  return Math.max(1, Math.round(out.duration))
}
