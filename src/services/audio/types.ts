/**
 * One interface for the platform audio players (house style: "a store never touches a platform API").
 * The AudioStore drives it; `audio.h5.ts` and `audio.weapp.ts` implement it; `audio.ts` is the silent default
 * (jest, and any platform without audio).
 */

/** What the main (guide) player should play. */
export interface AudioTrack {
  src: string
  title: string
  /** Goods title, shown as the album / singer on lock screens. */
  album: string
  cover: string
  /** Resume point in seconds. */
  startAt?: number
}

/** Events a backend reports; the store subscribes once. Times in seconds. */
export interface AudioEvents {
  /** Playback actually started or resumed (HTMLMediaElement `playing`, weapp onPlay). */
  onPlay(): void
  onPause(): void
  onTimeUpdate(currentTime: number, duration: number): void
  /** The guide track reached its end. */
  onEnded(): void
  onError(message: string): void
  /** Buffering. */
  onWaiting(): void
  /** The looping scene-music layer reached its end (players without native looping). */
  onSceneEnded(): void
  /** Lock-screen / headset controls (Media Session on H5, background audio manager on weapp). */
  onRemote(action: 'play' | 'pause' | 'next' | 'previous' | 'stop', seekTo?: number): void
}

export interface AudioBackend {
  /** Subscribe the store (one listener; a second call replaces it). */
  setListener(events: AudioEvents): void
  /** Load a track and start playing it (from `startAt`). */
  load(track: AudioTrack): void
  play(): void
  pause(): void
  /** Stop and release the current source. */
  stop(): void
  seek(seconds: number): void
  /** Playback speed (the store clamps it to 0.75–1.25). */
  setRate(rate: number): void
  /** 0..1, for the sleep timer's fade-out. */
  setVolume(volume: number): void
  /** Scene music under the guide: a second, looping player. */
  playScene(src: string): void
  pauseScene(): void
  stopScene(): void
}

/** A backend that does nothing (tests that do not care about audio, server-side rendering). */
export function silentBackend(): AudioBackend {
  const noop = () => {}
  return {
    setListener: noop,
    load: noop,
    play: noop,
    pause: noop,
    stop: noop,
    seek: noop,
    setRate: noop,
    setVolume: noop,
    playScene: noop,
    pauseScene: noop,
    stopScene: noop
  }
}
