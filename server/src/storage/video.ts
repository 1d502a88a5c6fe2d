/**
 * Converting an uploaded video for the apps (issue 31 "Media"): HLS (H.264 + AAC in 6-second MPEG-TS segments,
 * a VOD playlist) and a poster still. HLS because WeChat's <video> and Safari play it natively, Taro's H5 video
 * plays it through hls.js elsewhere, and a player starts after the first segment instead of after the whole file.
 *
 * Bounded for a 2-core machine: one upload conversion at a time (uploadSlots, shared with audio), at a lower
 * priority than the API, `veryfast` x264 on two threads, at most 720 lines (a lesson video, not a film master).
 */
import { promises as fs } from 'node:fs'
import path from 'node:path'
import { atomically, runFfmpeg, uploadSlots } from '../media/ffmpeg'
import { probeText } from './audio'

/** The playlist and segment names inside the conversion's own directory (storage/hls.ts renames them). */
export const HLS_PLAYLIST = 'index.m3u8'
export const HLS_SEGMENT = /^seg-(\d{5})\.ts$/
export const POSTER = 'poster.jpg'
const SEGMENT_SECONDS = 6

export interface VideoProbe {
  duration: number | null
  hasVideo: boolean
}

/** Whether the file has a video stream (cover art in an audio file is an image stream, `attached pic`). */
export function parseVideoProbe(text: string): VideoProbe {
  const lines = text.split('\n').filter((l) => /Stream #\d+:\d+[^\n]*: Video:/.test(l))
  const m = /Duration:\s*(\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(text)
  return {
    duration: m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) : null,
    hasVideo: lines.some((l) => !/attached pic/.test(l))
  }
}

/** Sum of the playlist's segment lengths: the duration of what plays, in seconds. */
export function playlistSeconds(m3u8: string): number {
  let total = 0
  for (const m of m3u8.matchAll(/^#EXTINF:([\d.]+)/gm)) total += Number(m[1])
  return total
}

export interface HlsResult {
  /** The directory holding index.m3u8, seg-NNNNN.ts and poster.jpg. */
  dir: string
  segments: string[]
  /** Whole seconds (at least 1), read from the converted playlist. */
  duration: number
}

/**
 * Convert `input` into `dir` (created; the caller removes it). Rejects when ffmpeg fails; `probeVideo` first
 * tells a file that has no picture at all.
 */
export async function toHls(input: string, dir: string, sourceSeconds: number | null): Promise<HlsResult> {
  await fs.mkdir(dir, { recursive: true })
  const playlist = path.join(dir, HLS_PLAYLIST)
  await uploadSlots.use(async () => {
    await runFfmpeg(
      [
        '-i',
        input,
        '-map',
        '0:v:0',
        '-map',
        '0:a:0?',
        '-threads',
        '2',
        // even dimensions (4:2:0), at most 720 lines, never enlarged
        '-vf',
        "scale=w=-2:h='min(720,trunc(ih/2)*2)'",
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-crf',
        '23',
        '-profile:v',
        'main',
        '-pix_fmt',
        'yuv420p',
        // a key frame at each segment boundary, so segments are the announced length
        '-force_key_frames',
        `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
        '-c:a',
        'aac',
        '-b:a',
        '128k',
        '-ac',
        '2',
        '-f',
        'hls',
        '-hls_time',
        String(SEGMENT_SECONDS),
        '-hls_playlist_type',
        'vod',
        '-hls_segment_filename',
        path.join(dir, 'seg-%05d.ts'),
        playlist
      ],
      undefined,
      { nice: 10 }
    )
    // the poster: a frame one second in (or mid-way through a shorter clip), scaled like the video
    const at = Math.max(0, Math.min(1, (sourceSeconds ?? 0) / 2))
    await atomically(path.join(dir, POSTER), (tmp) =>
      runFfmpeg(
        [
          '-ss',
          at.toFixed(2),
          '-i',
          input,
          '-frames:v',
          '1',
          '-vf',
          "scale=w=-2:h='min(720,trunc(ih/2)*2)'",
          '-q:v',
          '4',
          tmp
        ],
        undefined,
        { nice: 10 }
      )
    )
  })
  const text = await fs.readFile(playlist, 'utf8')
  const segments = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
  if (!segments.length || !segments.every((s) => HLS_SEGMENT.test(s))) throw new Error('ffmpeg produced no segments')
  return { dir, segments, duration: Math.max(1, Math.round(playlistSeconds(text))) }
}

/** What ffmpeg says about a file's video (the same `ffmpeg -i` reading as the audio probe). */
export async function probeVideo(file: string): Promise<VideoProbe> {
  return parseVideoProbe(await probeText(file))
}
