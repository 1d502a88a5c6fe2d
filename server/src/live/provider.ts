/**
 * LiveProvider: what the live routes need from a streaming back end. Our own HLS implementation (./hls.ts) runs
 * ffmpeg on this machine; a hosted streaming service plugs in with the same four calls (./hosted.ts).
 */
export type ChannelState = 'idle' | 'live' | 'ended'

export interface ChannelStatus {
  state: ChannelState
  /** Where viewers play the stream while live (a URL or a path of this server), else null. */
  liveUrl: string | null
  /** The recording (a VOD playlist) once ended, else null. */
  replayUrl: string | null
  /** When the stream started (ms), for the stream time of chat messages. */
  startedAt: number | null
}

export interface StartOptions {
  /** A file path, an `rtmp://…` / `srt://…` input, or `lavfi:<filtergraph>` (a generated test picture). */
  source?: string
  /** Used when neither this call nor the provider's configuration names a source (the course's own video). */
  fallback?: string
}

export interface LiveProvider {
  readonly name: string
  start(channel: number, opts?: StartOptions): Promise<ChannelStatus>
  /** Ends the stream and keeps its recording; resolves once the replay is complete. */
  stop(channel: number): Promise<ChannelStatus>
  status(channel: number): Promise<ChannelStatus>
  /** The URL to play: the live edge while live, else the replay, else null. */
  playbackUrl(channel: number): Promise<string | null>
  /** Stops every running stream (server shutdown). */
  close(): Promise<void>
}
