/**
 * Demo media generator: meditation tracks, scene loops, timer bells, cover art and short videos, all
 * synthesised offline (nothing downloaded) into a content-addressed cache directory.
 *
 * Each item's files are named `<key>.<hash>.<ext>`, where the hash covers GENERATOR_VERSION and the item's
 * parameters. A file that exists is therefore complete and current (files are only ever renamed into place),
 * so a warm call is a handful of stat() calls and regenerates nothing.
 */
import { createHash } from 'node:crypto'
import { promises as fs } from 'node:fs'
import path from 'node:path'
import { renderAudio } from './audio.js'
import { encodePng, rasterise, toSvg } from './art.js'
import { CATALOG, GENERATOR_VERSION, type MediaKind, type MediaSpec, type Title } from './catalog.js'
import { drawCover } from './covers.js'
import { toPcm16 } from './dsp.js'
import { Semaphore, atomically, runFfmpeg, tempPathFor, writeAtomic } from './ffmpeg.js'

export { mediaRoutes } from './routes.js'
export { CATALOG, GENERATOR_VERSION } from './catalog.js'

export interface MediaFile {
  url: string
  file: string
}
export interface MediaItem {
  key: string
  kind: MediaKind
  url: string // '/media/<file>'
  file: string // absolute path
  durationSec?: number
  width?: number
  height?: number
  mime: string
  title: Title
  /** Images: a PNG of the same art, for WeChat (its <image> does not render SVG reliably). */
  png?: MediaFile
  /** Videos: a still of the clip's art at the clip's size, for <video poster>. */
  poster?: MediaFile
}
export interface MediaManifest {
  items: MediaItem[]
  byKey: Record<string, MediaItem>
}

export interface EnsureMediaOptions {
  cacheDir: string
  log?: (msg: string) => void
  /** Generate (and return) only these keys: lets tests exercise a real generation cheaply. */
  only?: string[]
  /** ffmpeg processes at once (default 2: the demo machine has 2 cores). */
  ffmpegJobs?: number
}

const MIME = { mp3: 'audio/mpeg', mp4: 'video/mp4', svg: 'image/svg+xml', png: 'image/png' } as const

/** Hash of everything that determines an item's bytes (not its title: retitling must not regenerate). */
export function itemHash(spec: MediaSpec): string {
  const { title: _title, ...params } = spec
  return createHash('sha256')
    .update(JSON.stringify({ v: GENERATOR_VERSION, params }))
    .digest('hex')
    .slice(0, 10)
}

interface Planned {
  spec: MediaSpec
  item: MediaItem
  outputs: string[]
}

function plan(spec: MediaSpec, dir: string): Planned {
  const base = `${spec.key.replace(/\./g, '-')}.${itemHash(spec)}`
  const f = (ext: string): MediaFile => ({ url: `/media/${base}.${ext}`, file: path.join(dir, `${base}.${ext}`) })
  const common = { key: spec.key, kind: spec.kind, title: spec.title }
  if (spec.kind === 'video') {
    const main = f('mp4'),
      poster = f('poster.png')
    const { w, h, sec } = spec.video
    return {
      spec,
      item: { ...common, ...main, mime: MIME.mp4, durationSec: sec, width: w, height: h, poster },
      outputs: [main.file, poster.file]
    }
  }
  if ('audio' in spec) {
    const main = f('mp3')
    return { spec, item: { ...common, ...main, mime: MIME.mp3, durationSec: spec.audio.sec }, outputs: [main.file] }
  }
  const main = f('svg'),
    png = f('png')
  return {
    spec,
    item: { ...common, ...main, mime: MIME.svg, width: spec.art.w, height: spec.art.h, png },
    outputs: [main.file, png.file]
  }
}

const exists = (p: string): Promise<boolean> =>
  fs.access(p).then(
    () => true,
    () => false
  )

const inFlight = new Map<string, Promise<MediaManifest>>()

/**
 * Make sure every demo media file exists in `cacheDir` and return the manifest. Safe to call concurrently
 * (same-directory calls share one run; separate processes at worst render the same bytes twice).
 */
export function ensureMedia(opts: EnsureMediaOptions): Promise<MediaManifest> {
  const id = `${path.resolve(opts.cacheDir)}|${opts.only?.join(',') ?? '*'}`
  let run = inFlight.get(id)
  if (!run) {
    run = generate(opts).finally(() => inFlight.delete(id))
    inFlight.set(id, run)
  }
  return run
}

async function generate(opts: EnsureMediaOptions): Promise<MediaManifest> {
  const log = opts.log ?? (() => {})
  const dir = path.resolve(opts.cacheDir)
  await fs.mkdir(dir, { recursive: true })
  let specs = CATALOG
  if (opts.only) {
    const unknown = opts.only.filter((k) => !CATALOG.some((s) => s.key === k))
    if (unknown.length) throw new Error(`ensureMedia: unknown media keys ${unknown.join(', ')}`)
    specs = CATALOG.filter((s) => opts.only!.includes(s.key))
  }
  const planned = specs.map((s) => plan(s, dir))
  const missing: Planned[] = []
  await Promise.all(
    planned.map(async (p) => {
      if (!(await Promise.all(p.outputs.map(exists))).every(Boolean)) missing.push(p)
    })
  )

  if (missing.length) {
    const started = Date.now()
    log(`media: generating ${missing.length} of ${planned.length} items into ${dir}`)
    await removeStaleTemps(dir)
    await runJobs(order(missing), dir, new Semaphore(opts.ffmpegJobs ?? 2), log)
    log(`media: done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
  const items = planned.map((p) => p.item)
  const manifest: MediaManifest = { items, byKey: Object.fromEntries(items.map((i) => [i.key, i])) }
  if (missing.length && !opts.only) await writeAtomic(path.join(dir, 'manifest.json'), JSON.stringify(items, null, 2))
  return manifest
}

/** Longest ffmpeg work first (videos, long tracks) so it overlaps with the JS-only image jobs, not trails them. */
function order(jobs: Planned[]): Planned[] {
  const cost = (p: Planned): number => (p.spec.kind === 'video' ? 1000 : 'audio' in p.spec ? p.spec.audio.sec : 0)
  return [...jobs].sort((a, b) => cost(b) - cost(a))
}

/**
 * Three jobs in flight: audio and images are rendered on the main thread while up to `sem` ffmpeg
 * processes encode on the other core(s), so neither side sits idle.
 */
async function runJobs(jobs: Planned[], dir: string, sem: Semaphore, log: (m: string) => void): Promise<void> {
  let next = 0
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const job = jobs[next++]!
      const t0 = Date.now()
      await render(job, dir, sem)
      log(`media: ${job.spec.key} (${Date.now() - t0} ms)`)
    }
  }
  await Promise.all([worker(), worker(), worker()])
}

async function render({ spec, outputs }: Planned, dir: string, sem: Semaphore): Promise<void> {
  if (spec.kind === 'video') {
    const { w, h, sec, zoom, art, audio } = spec.video
    const poster = drawCover({ ...art, w, h })
    await writeAtomic(outputs[1]!, encodePng(w, h, rasterise(poster)))
    // The zoom source is drawn at twice the frame size: zoompan crops at whole source pixels, and at 2x
    // those steps are half an output pixel, which keeps the slow zoom from visibly juddering.
    // It goes to ffmpeg as raw RGB rather than as a PNG: the same frames (framemd5 compared), without a
    // deflate of 0.9 megapixels in JS and an inflate in ffmpeg per video (H3, issue 30).
    const big = drawCover({ ...art, w: w * 2, h: h * 2 })
    const src = tempPathFor(path.join(dir, 'zoom-source.rgb'))
    await fs.writeFile(src, rasterise(big))
    const pcm = toPcm16(renderAudio(audio))
    const frames = Math.round(sec * 24)
    const z = zoom === 'in' ? `1+0.15*on/${frames}` : `1.15-0.15*on/${frames}`
    const y = zoom === 'in' ? 'ih/2-ih/zoom/2' : '(ih-ih/zoom)*(0.5-0.25*on/' + frames + ')' // zoom out while drifting up
    try {
      await sem.use(() =>
        atomically(outputs[0]!, (tmp) =>
          runFfmpeg(
            [
              '-f',
              'rawvideo',
              '-pix_fmt',
              'rgb24',
              '-s',
              `${big.w}x${big.h}`,
              '-i',
              src,
              '-f',
              's16le',
              '-ar',
              '44100',
              '-ac',
              '1',
              '-i',
              'pipe:0',
              '-filter_complex',
              `[0:v]zoompan=z='${z}':x='iw/2-iw/zoom/2':y='${y}':d=${frames}:s=${w}x${h}:fps=24,` +
                `fade=t=in:st=0:d=0.8,fade=t=out:st=${sec - 1}:d=1,format=yuv420p[v]`,
              '-map',
              '[v]',
              '-map',
              '1:a',
              '-c:v',
              'libx264',
              '-preset',
              'veryfast',
              '-crf',
              '24',
              '-profile:v',
              'main',
              '-c:a',
              'aac',
              '-b:a',
              '64k',
              '-t',
              String(sec),
              '-movflags',
              '+faststart',
              tmp
            ],
            pcm
          )
        )
      )
    } finally {
      await fs.rm(src, { force: true })
    }
    return
  }
  if ('audio' in spec) {
    const pcm = toPcm16(renderAudio(spec.audio))
    // 80 kbps CBR mono: small files, clean enough for noise-heavy sounds; compression_level 7 is LAME's
    // faster search, which halves encode time for no audible difference at this rate.
    await sem.use(() =>
      atomically(outputs[0]!, (tmp) =>
        runFfmpeg(
          [
            '-f',
            's16le',
            '-ar',
            '44100',
            '-ac',
            '1',
            '-i',
            'pipe:0',
            '-c:a',
            'libmp3lame',
            '-b:a',
            '80k',
            '-compression_level',
            '7',
            '-f',
            'mp3',
            tmp
          ],
          pcm
        )
      )
    )
    return
  }
  const art = drawCover(spec.art)
  await writeAtomic(outputs[0]!, toSvg(art))
  await writeAtomic(outputs[1]!, encodePng(art.w, art.h, rasterise(art)))
}

/** Temp files left by a crashed run (never trusted, since only renamed files count) are cleared after an hour. */
async function removeStaleTemps(dir: string): Promise<void> {
  const cutoff = Date.now() - 3600_000
  for (const name of await fs.readdir(dir)) {
    if (!name.startsWith('.tmp-')) continue
    const p = path.join(dir, name)
    const st = await fs.stat(p).catch(() => null)
    if (st && st.mtimeMs < cutoff) await fs.rm(p, { force: true })
  }
}
