/**
 * Our own live streaming: one ffmpeg process per running channel reads the source in real time (`-re`) and writes
 * two HLS renditions of one encode through the tee muxer:
 * - `<dir>/<channel>/live/index.m3u8`: the live edge, a sliding window (`hls_list_size`, `delete_segments`);
 * - `<dir>/<channel>/vod/index.m3u8`: every segment (an EVENT playlist while live, turned into a VOD playlist
 *   with `#EXT-X-ENDLIST` at stop): the replay.
 * The files are served by routes/live/hls.ts under `/live/hls/<channel>/<live|vod>/<file>`.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { promises as fs } from 'node:fs'
import { join } from 'node:path'
import { FFMPEG } from '../media/ffmpeg'
import type { ChannelStatus, LiveProvider, StartOptions } from './provider'

export interface HlsOptions {
  /** Where the playlists and segments are written. */
  dir: string
  /** Default source when start() is given none (see StartOptions.source). */
  source?: string
  /** Segment length in seconds (default 2). */
  segmentSeconds?: number
  /** Segments in the live playlist (default 6). */
  listSize?: number
  /** Picture height (default 240) and video bitrate in kbit/s (default 300): small on purpose. */
  height?: number
  videoKbps?: number
  /** The URL prefix the files are served under (default `/live/hls`). */
  urlPrefix?: string
  onLog?: (line: string) => void
}

/** A generated test picture with a tone: needs no file, costs little CPU. */
export const TEST_SOURCE = 'lavfi:testsrc2=size=256x144:rate=15'

export const PLAYLIST = 'index.m3u8'
/** The files a channel serves: its playlists and segments. */
export const HLS_FILE = /^(index\.m3u8|[a-z0-9]+-\d{5}\.ts)$/

interface Running {
  proc: ChildProcess
  exited: Promise<void>
  startedAt: number
}

export class HlsLiveProvider implements LiveProvider {
  readonly name = 'hls'
  private running = new Map<number, Running>()
  private readonly seg: number
  private readonly list: number
  private readonly prefix: string

  constructor(private opts: HlsOptions) {
    this.seg = opts.segmentSeconds ?? 2
    this.list = opts.listSize ?? 6
    this.prefix = opts.urlPrefix ?? '/live/hls'
  }

  get dir(): string {
    return this.opts.dir
  }

  channelDir(channel: number): string {
    return join(this.opts.dir, String(channel))
  }

  private inputArgs(source: string): string[] {
    if (source.startsWith('lavfi:')) {
      return [
        '-re',
        '-f',
        'lavfi',
        '-i',
        source.slice('lavfi:'.length),
        '-f',
        'lavfi',
        '-i',
        'sine=frequency=432:sample_rate=22050',
        '-map',
        '0:v:0',
        '-map',
        '1:a:0'
      ]
    }
    const isFile = !/^[a-z]+:\/\//i.test(source)
    // a file loops until the teacher stops the channel; a network input ends when its sender stops
    return ['-re', ...(isFile ? ['-stream_loop', '-1'] : []), '-i', source, '-map', '0:v:0', '-map', '0:a:0?']
  }

  /** Starts and stops in progress, per channel: parallel calls share one (one encoder per channel). */
  private starting = new Map<number, Promise<ChannelStatus>>()
  private stopping = new Map<number, Promise<ChannelStatus>>()

  private once(
    pending: Map<number, Promise<ChannelStatus>>,
    channel: number,
    fn: () => Promise<ChannelStatus>
  ): Promise<ChannelStatus> {
    const busy = pending.get(channel)
    if (busy) return busy
    const p = fn().finally(() => pending.delete(channel))
    pending.set(channel, p)
    return p
  }

  /** Whether this process runs the channel's encoder. */
  runs(channel: number): boolean {
    return this.running.has(channel) || this.starting.has(channel)
  }

  /** How many encoders this process runs. */
  get runningCount(): number {
    return this.running.size
  }

  start(channel: number, opts: StartOptions = {}): Promise<ChannelStatus> {
    if (this.running.has(channel)) return this.status(channel)
    return this.once(this.starting, channel, () => this.spawn(channel, opts))
  }

  private async spawn(channel: number, opts: StartOptions): Promise<ChannelStatus> {
    const source = opts.source ?? this.opts.source ?? opts.fallback ?? TEST_SOURCE
    const dir = this.channelDir(channel)
    // a new broadcast replaces the previous one's files
    await fs.rm(dir, { recursive: true, force: true })
    await fs.mkdir(join(dir, 'live'), { recursive: true })
    await fs.mkdir(join(dir, 'vod'), { recursive: true })
    const fps = 15
    const startedAt = Date.now()
    // segment names carry the broadcast's start, so a later broadcast never reuses a cached name
    const stem = startedAt.toString(36)
    const hls = (sub: string, extra: string) =>
      `[f=hls:hls_time=${this.seg}:${extra}:hls_segment_filename=${join(dir, sub, `${stem}-%05d.ts`)}]${join(dir, sub, PLAYLIST)}`
    const args = [
      '-hide_banner',
      '-nostdin',
      '-loglevel',
      'error',
      ...this.inputArgs(source),
      '-vf',
      `scale=-2:${this.opts.height ?? 240},fps=${fps}`,
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-tune',
      'zerolatency',
      '-pix_fmt',
      'yuv420p',
      '-profile:v',
      'baseline',
      '-b:v',
      `${this.opts.videoKbps ?? 300}k`,
      '-g',
      String(fps * this.seg),
      '-keyint_min',
      String(fps * this.seg),
      '-sc_threshold',
      '0',
      '-c:a',
      'aac',
      '-b:a',
      '48k',
      '-ac',
      '1',
      '-f',
      'tee',
      `${hls('live', `hls_list_size=${this.list}:hls_flags=delete_segments`)}|${hls('vod', 'hls_list_size=0:hls_playlist_type=event')}`
    ]
    const proc = spawn(FFMPEG, args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let tail = ''
    proc.stderr!.on('data', (d: Buffer) => {
      tail = (tail + d.toString()).slice(-2000)
    })
    const exited = new Promise<void>((resolve) => {
      proc.on('close', (code, signal) => {
        this.running.delete(channel)
        if (code !== 0 && signal !== 'SIGINT' && code !== 255)
          this.opts.onLog?.(`ffmpeg ${channel} exited ${code}: ${tail}`)
        resolve()
      })
      proc.on('error', (err) => {
        this.running.delete(channel)
        this.opts.onLog?.(`ffmpeg ${channel}: ${err.message}`)
        resolve()
      })
    })
    this.running.set(channel, { proc, exited, startedAt })
    await fs.writeFile(join(dir, 'started'), String(startedAt))
    return this.status(channel)
  }

  stop(channel: number): Promise<ChannelStatus> {
    return this.once(this.stopping, channel, () => this.halt(channel))
  }

  private async halt(channel: number): Promise<ChannelStatus> {
    await this.starting.get(channel)?.catch(() => {})
    const r = this.running.get(channel)
    if (r) {
      // SIGINT: ffmpeg finishes the segment it is writing and closes the playlists
      r.proc.kill('SIGINT')
      const force = setTimeout(() => r.proc.kill('SIGKILL'), 5000)
      await r.exited
      clearTimeout(force)
    }
    await this.finishReplay(channel)
    return this.status(channel)
  }

  /** Turns the recording's EVENT playlist into a VOD playlist that ends with `#EXT-X-ENDLIST`. */
  private async finishReplay(channel: number) {
    const file = join(this.channelDir(channel), 'vod', PLAYLIST)
    let text: string
    try {
      text = await fs.readFile(file, 'utf8')
    } catch {
      return
    }
    let out = text.replace('#EXT-X-PLAYLIST-TYPE:EVENT', '#EXT-X-PLAYLIST-TYPE:VOD').trimEnd()
    if (!out.includes('#EXT-X-PLAYLIST-TYPE')) out = out.replace('#EXTM3U', '#EXTM3U\n#EXT-X-PLAYLIST-TYPE:VOD')
    if (!out.endsWith('#EXT-X-ENDLIST')) out += '\n#EXT-X-ENDLIST'
    const tmp = `${file}.tmp`
    await fs.writeFile(tmp, out + '\n')
    await fs.rename(tmp, file)
  }

  /**
   * From the files, so every process on this machine sees the same: a recording that ends with
   * `#EXT-X-ENDLIST` is ended; a live playlist without it is live (whichever process runs the encoder).
   */
  async status(channel: number): Promise<ChannelStatus> {
    const dir = this.channelDir(channel)
    const base = `${this.prefix}/${channel}`
    const vod = await fs.readFile(join(dir, 'vod', PLAYLIST), 'utf8').catch(() => null)
    if (vod?.includes('#EXT-X-ENDLIST'))
      return { state: 'ended', liveUrl: null, replayUrl: `${base}/vod/${PLAYLIST}`, startedAt: null }
    const started = await fs.readFile(join(dir, 'started'), 'utf8').catch(() => null)
    if (started)
      return { state: 'live', liveUrl: `${base}/live/${PLAYLIST}`, replayUrl: null, startedAt: Number(started) }
    return { state: 'idle', liveUrl: null, replayUrl: null, startedAt: null }
  }

  async playbackUrl(channel: number): Promise<string | null> {
    const s = await this.status(channel)
    return s.liveUrl ?? s.replayUrl
  }

  async close(): Promise<void> {
    await Promise.all([...this.running.keys()].map((c) => this.stop(c)))
  }
}
