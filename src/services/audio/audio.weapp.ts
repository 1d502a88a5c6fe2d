/**
 * WeChat audio: the one global background audio manager plays the guide (title, album and cover show on the
 * lock screen and in the system's audio controls; `requiredBackgroundModes: ['audio']` in app.config keeps it
 * playing when the app goes to the background).
 *
 * Scene music plays in an InnerAudioContext (looping). Platform limit: WeChat pauses inner audio contexts when
 * the mini-program goes to the background, even with the audio background mode; only the background audio
 * manager keeps playing. So behind the lock screen the guide continues and the scene music stops; it resumes
 * when the app comes back to the foreground (Taro.onAppShow below).
 */
import Taro from '@tarojs/taro'
import type { AudioBackend, AudioEvents, AudioTrack } from './types'
import { mediaUrl } from '../http'

export type { AudioBackend, AudioEvents, AudioTrack } from './types'

export function createAudioBackend(): AudioBackend {
  const bgm = Taro.getBackgroundAudioManager()
  let scene: Taro.InnerAudioContext | null = null
  let sceneWanted = false
  let events: AudioEvents | null = null
  let volume = 1
  // after onEnded (or onStop from the system panel) the manager has released the source: play() sets it again,
  // from a seek made meanwhile (single mode replays from 0) or from where it stopped
  let last: AudioTrack | null = null
  let released = false
  let pendingStart: number | null = null
  let lastTime = 0

  bgm.onPlay(() => events?.onPlay())
  bgm.onPause(() => events?.onPause())
  bgm.onStop(() => {
    released = true
    events?.onPause()
  })
  bgm.onWaiting(() => events?.onWaiting())
  bgm.onEnded(() => {
    released = true
    events?.onEnded()
  })
  bgm.onTimeUpdate(() => {
    lastTime = bgm.currentTime || 0
    events?.onTimeUpdate(lastTime, bgm.duration || 0)
  })
  bgm.onError(((e: { errMsg?: string; errCode?: number }) =>
    events?.onError(e?.errMsg || String(e?.errCode ?? ''))) as () => void)
  bgm.onNext(() => events?.onRemote('next'))
  bgm.onPrev(() => events?.onRemote('previous'))

  const sceneCtx = () => {
    if (!scene) {
      scene = Taro.createInnerAudioContext()
      scene.loop = true
      scene.volume = 0.5
      scene.onEnded(() => events?.onSceneEnded())
    }
    return scene
  }
  Taro.onAppShow(() => {
    if (sceneWanted && scene) scene.play()
  })

  const backend: AudioBackend = {
    setListener(e) {
      events = e
    },
    load(track: AudioTrack) {
      last = track
      released = false
      lastTime = track.startAt ?? 0
      bgm.title = track.title
      bgm.epname = track.album
      bgm.singer = track.album
      bgm.coverImgUrl = mediaUrl(track.cover)
      bgm.startTime = track.startAt && track.startAt > 0 ? track.startAt : 0
      // setting src starts playback (WeChat docs)
      bgm.src = mediaUrl(track.src)
    },
    play() {
      if (released && last) {
        backend.load({ ...last, startAt: pendingStart ?? lastTime })
        pendingStart = null
        return
      }
      bgm.play()
    },
    pause() {
      bgm.pause()
    },
    stop() {
      last = null
      bgm.stop()
    },
    seek(seconds) {
      // a seek on a released source applies to the next start (single mode replays from 0)
      if (released) {
        pendingStart = Math.max(0, seconds)
        return
      }
      bgm.seek(Math.max(0, seconds))
    },
    setRate(r) {
      ;(bgm as unknown as { playbackRate: number }).playbackRate = r
    },
    setVolume(v) {
      // the background audio manager has no volume: the fade is applied to the scene layer and the
      // guide stops at the end of the fade (the store pauses it).
      volume = Math.min(1, Math.max(0, v))
      if (scene) scene.volume = volume / 2
    },
    playScene(src) {
      sceneWanted = true
      const ctx = sceneCtx()
      const abs = mediaUrl(src)
      if (ctx.src !== abs) ctx.src = abs
      ctx.volume = volume / 2
      ctx.play()
    },
    pauseScene() {
      sceneWanted = false
      scene?.pause()
    },
    stopScene() {
      sceneWanted = false
      if (scene) {
        scene.stop()
        scene.destroy()
        scene = null
      }
    }
  }
  return backend
}
