/**
 * H5 audio: one HTMLAudioElement for the guide (reused for every track, so the browser's autoplay permission
 * granted by the first tap carries over to the next track in list mode), a second looping one for the scene
 * music, and the Media Session API for the lock screen (title, album, cover; play / pause / seek / next).
 */
import type { AudioBackend, AudioEvents, AudioTrack } from './types'
import { mediaUrl } from '../http'

export type { AudioBackend, AudioEvents, AudioTrack } from './types'

export function createAudioBackend(): AudioBackend {
  if (typeof document === 'undefined') {
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
  const main = document.createElement('audio')
  main.preload = 'auto'
  main.setAttribute('data-audio', 'main')
  const scene = document.createElement('audio')
  scene.loop = true
  scene.preload = 'auto'
  scene.volume = 0.5
  scene.setAttribute('data-audio', 'scene')
  // Kept out of the page tree but reachable for e2e checks and the benchmark (window.__jingxinAudio).
  ;(window as unknown as { __jingxinAudio?: unknown }).__jingxinAudio = { main, scene }

  let events: AudioEvents | null = null
  let rate = 1
  let pendingSeek = 0

  main.addEventListener('playing', () => events?.onPlay())
  main.addEventListener('pause', () => {
    if (!main.ended) events?.onPause()
  })
  main.addEventListener('waiting', () => events?.onWaiting())
  main.addEventListener('ended', () => events?.onEnded())
  main.addEventListener('timeupdate', () =>
    events?.onTimeUpdate(main.currentTime, Number.isFinite(main.duration) ? main.duration : 0)
  )
  main.addEventListener('durationchange', () =>
    events?.onTimeUpdate(main.currentTime, Number.isFinite(main.duration) ? main.duration : 0)
  )
  main.addEventListener('loadedmetadata', () => {
    if (pendingSeek > 0 && pendingSeek < main.duration) main.currentTime = pendingSeek
    pendingSeek = 0
    main.playbackRate = rate
  })
  main.addEventListener('error', () => events?.onError(main.error?.message || `media error ${main.error?.code ?? ''}`))
  scene.addEventListener('ended', () => events?.onSceneEnded())

  const session = typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null
  if (session) {
    const set = (action: MediaSessionAction, handler: MediaSessionActionHandler) => {
      try {
        session.setActionHandler(action, handler)
      } catch {
        /* action not supported by this browser */
      }
    }
    set('play', () => events?.onRemote('play'))
    set('pause', () => events?.onRemote('pause'))
    set('stop', () => events?.onRemote('stop'))
    set('nexttrack', () => events?.onRemote('next'))
    set('previoustrack', () => events?.onRemote('previous'))
    set('seekto', (d) => {
      if (typeof d.seekTime === 'number') main.currentTime = d.seekTime
    })
    set('seekbackward', (d) => {
      main.currentTime = Math.max(0, main.currentTime - (d.seekOffset || 15))
    })
    set('seekforward', (d) => {
      main.currentTime = Math.min(main.duration || 0, main.currentTime + (d.seekOffset || 15))
    })
  }

  const play = (el: HTMLAudioElement) => {
    const p = el.play()
    if (p && typeof p.catch === 'function') {
      p.catch((e: Error) => {
        if (!e || e.name === 'AbortError') return
        // The browser refused to start without a tap (a player opened by link, autoplay policy): not a failure
        // of the track or the network; the player shows its play button and the next tap starts it.
        if (e.name === 'NotAllowedError') {
          events?.onPause()
          return
        }
        events?.onError(e.message)
      })
    }
  }

  return {
    setListener(e) {
      events = e
    },
    load(track: AudioTrack) {
      pendingSeek = track.startAt && track.startAt > 0 ? track.startAt : 0
      main.src = mediaUrl(track.src)
      main.playbackRate = rate
      play(main)
      if (session && typeof MediaMetadata !== 'undefined') {
        const artwork = track.cover
          ? [{ src: new URL(mediaUrl(track.cover), location.href).href, sizes: '512x512' }]
          : []
        session.metadata = new MediaMetadata({ title: track.title, album: track.album, artist: track.album, artwork })
      }
    },
    play() {
      play(main)
      if (session) session.playbackState = 'playing'
    },
    pause() {
      main.pause()
      if (session) session.playbackState = 'paused'
    },
    stop() {
      main.pause()
      main.removeAttribute('src')
      main.load()
      if (session) {
        session.playbackState = 'none'
        session.metadata = null
      }
    },
    seek(seconds) {
      main.currentTime = Math.max(0, seconds)
    },
    setRate(r) {
      rate = r
      main.playbackRate = r
    },
    setVolume(v) {
      main.volume = Math.min(1, Math.max(0, v))
      scene.volume = Math.min(0.5, main.volume / 2)
    },
    playScene(src) {
      const abs = new URL(mediaUrl(src), location.href).href
      if (scene.src !== abs) scene.src = abs
      play(scene)
    },
    pauseScene() {
      scene.pause()
    },
    stopScene() {
      scene.pause()
      scene.removeAttribute('src')
      scene.load()
    }
  }
}
