/** The live provider of an app: given directly (tests), or built from the LIVE_* configuration (config.ts). */
import { existsSync } from 'node:fs'
import { basename, join } from 'node:path'
import type { ServerConfig } from '../config'
import { HlsLiveProvider, TEST_SOURCE, type HlsOptions } from './hls'
import { HostedLiveProvider } from './hosted'
import type { LiveProvider } from './provider'

export type { LiveProvider, ChannelStatus } from './provider'

export interface LiveOptions extends Partial<HlsOptions> {
  provider?: LiveProvider
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
