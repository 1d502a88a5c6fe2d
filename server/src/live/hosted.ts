/**
 * A hosted streaming service (the blwlive pages' provider in production): the teacher pushes to the service
 * from their streaming software, the service gives the play and replay URLs. This adapter only maps a channel to
 * those URLs (`LIVE_HOSTED_PLAY_URL` / `LIVE_HOSTED_REPLAY_URL`, `{channel}` replaced by the channel number) and
 * keeps the state the teacher sets; a real service's start/stop API calls belong in start() and stop().
 */
import type { ChannelState, ChannelStatus, LiveProvider } from './provider'

export interface HostedOptions {
  playUrl: string
  replayUrl: string
}

export class HostedLiveProvider implements LiveProvider {
  readonly name = 'hosted'
  private states = new Map<number, { state: ChannelState; startedAt: number | null }>()

  constructor(private opts: HostedOptions) {}

  private url(template: string, channel: number) {
    return template.replaceAll('{channel}', String(channel))
  }

  async start(channel: number): Promise<ChannelStatus> {
    this.states.set(channel, { state: 'live', startedAt: Date.now() })
    return this.status(channel)
  }

  async stop(channel: number): Promise<ChannelStatus> {
    this.states.set(channel, { state: 'ended', startedAt: null })
    return this.status(channel)
  }

  async status(channel: number): Promise<ChannelStatus> {
    const s = this.states.get(channel) ?? { state: 'idle' as const, startedAt: null }
    return {
      state: s.state,
      liveUrl: s.state === 'live' ? this.url(this.opts.playUrl, channel) : null,
      replayUrl: s.state === 'ended' ? this.url(this.opts.replayUrl, channel) : null,
      startedAt: s.startedAt
    }
  }

  async playbackUrl(channel: number): Promise<string | null> {
    const s = await this.status(channel)
    return s.liveUrl ?? s.replayUrl
  }

  async close(): Promise<void> {}
}
