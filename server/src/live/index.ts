/** The live provider of an app: given directly (tests), or built from the LIVE_* configuration (config.ts). */
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { basename, join } from 'node:path'
import type { ServerConfig } from '../config'
import { HlsLiveProvider, TEST_SOURCE, type HlsOptions } from './hls'
import { HostedLiveProvider } from './hosted'
import { PolyvClient, polyvConfigFromEnv, type PolyvConfig } from './polyv'
import { FakePolyv } from './polyvFake'
import type { LiveProvider } from './provider'

export type { LiveProvider, ChannelStatus } from './provider'

export interface LiveOptions extends Partial<HlsOptions> {
  provider?: LiveProvider
  /** Polyv's configuration (tests: a fake's), null: none; default from POLYV_* (polyvClientOf). */
  polyv?: PolyvConfig | null
}

export function createLiveProvider(
  cfg: Pick<ServerConfig, 'live'>,
  opts: LiveOptions = {},
  onLog?: (line: string) => void
): LiveProvider {
  if (opts.provider) return opts.provider
  if (cfg.live.provider === 'hosted')
    return new HostedLiveProvider({ playUrl: cfg.live.hostedPlayUrl, replayUrl: cfg.live.hostedReplayUrl })
  return new HlsLiveProvider({ dir: cfg.live.dir, source: cfg.live.source, onLog, ...opts })
}

/**
 * What a channel broadcasts when no source is configured: the live course's own demo video (a file of the media
 * cache, `/media/<file>`), else a generated test picture.
 */
export function defaultSource(mediaDir: string, videoPath: string): string {
  if (videoPath.startsWith('/media/')) {
    const file = join(mediaDir, basename(videoPath.split('?')[0]))
    if (existsSync(file)) return file
  }
  return TEST_SOURCE
}

/**
 * The Polyv client of an app (issue 33): given (tests; null: not configured), from POLYV_* (live/polyv.ts), else
 * outside production the local fake (live/polyvFake.ts) started in this process; in production without its
 * configuration, null (the console then refuses to select Polyv).
 */
export function polyvClientOf(opts: LiveOptions, env: NodeJS.ProcessEnv, production: boolean): PolyvClient | null {
  if (opts.polyv !== undefined) return opts.polyv && new PolyvClient(opts.polyv)
  const cfg = polyvConfigFromEnv(env)
  if (cfg) return new PolyvClient(cfg)
  if (production) return null
  return (devPolyv ??= startDevPolyv())
}

let devPolyv: PolyvClient | undefined

function startDevPolyv(): PolyvClient {
  const keys = { appId: 'devpolyvap', appSecret: randomBytes(16).toString('hex'), userId: 'devpolyv00' }
  const fake = new FakePolyv({ ...keys, authKey: randomBytes(8).toString('hex') }, Date.now, true)
  const cfg: PolyvConfig = { ...fake.cfg, apiBase: '', watchBase: '' }
  cfg.ready = fake.start().then((f) => {
    cfg.apiBase = f.url
    cfg.watchBase = f.url
    f.unref()
  })
  return new PolyvClient(cfg)
}
