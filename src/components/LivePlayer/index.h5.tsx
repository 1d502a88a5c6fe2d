import { View } from '@tarojs/components'
import { useEffect, useRef } from 'react'
import { hlsDirectory, withHlsGrant } from '../../protocol/hlsGrant'
import { t } from '../../i18n'
import type { LivePlayerProps } from './index'
import './index.scss'

type HlsInstance = { destroy(): void }

const MAX_RETRIES = 15
const RETRY_MS = 1000

/**
 * HLS in the browser: the video element plays the playlist itself where it can (Safari, iOS, recent Android
 * Chrome); elsewhere hls.js (Media Source Extensions) is imported on demand, so it is fetched only when a live
 * room plays and never weighs on any other page's first load.
 */
export default function LivePlayer({ src, poster, live, label, className, onTime, onPlay, onPause }: LivePlayerProps) {
  const ref = useRef<HTMLVideoElement | null>(null)
  const handlers = useRef({ onTime, onPlay, onPause })
  handlers.current = { onTime, onPlay, onPause }
  // The room renews its signed HLS URL every HLS_RENEW_MS (protocol/hlsGrant.ts): a URL that differs only in its
  // signature does not restart playback. hls.js carries the newest signature on every request into the same
  // directory; a browser that plays HLS itself is handed the new URL at the same position.
  const grant = useRef(src)
  const usingHls = useRef(false)
  const stream = hlsDirectory(src) ?? src.split('?')[0]
  useEffect(() => {
    const previous = grant.current
    grant.current = src
    const video = ref.current
    if (!video || !src || previous === src || usingHls.current || !video.getAttribute('src')) return
    const dir = hlsDirectory(src)
    if (!dir || dir !== hlsDirectory(previous)) return // another stream: the effect below starts it
    const at = video.currentTime
    const wasPlaying = !video.paused
    video.src = src
    if (!live && at > 0) video.currentTime = at
    if (wasPlaying)
      void video.play().catch(() => {
        /* autoplay refused: the controls are there */
      })
  }, [src, live])

  useEffect(() => {
    const video = ref.current
    const src = grant.current
    if (!video || !src) return
    let hls: HlsInstance | null = null
    let cancelled = false
    let retries = 0
    let retryTimer: ReturnType<typeof setTimeout> | null = null
    // a channel that has just started may not have written its first playlist yet: try again a few times
    const again = (fn: () => void) => {
      if (cancelled || retries >= MAX_RETRIES || retryTimer) return
      retries++
      retryTimer = setTimeout(() => {
        retryTimer = null
        if (!cancelled) fn()
      }, RETRY_MS)
    }
    const playNative = () => {
      video.src = src
      void video.play().catch(() => {
        /* autoplay refused: the controls are there */
      })
    }
    const playHls = () => {
      void import(/* webpackChunkName: "hls" */ 'hls.js').then(({ default: Hls }) => {
        if (cancelled) return
        if (!Hls.isSupported()) {
          playNative()
          return
        }
        const h = new Hls({
          liveSyncDurationCount: 2,
          backBufferLength: 30,
          xhrSetup: (xhr, url) => xhr.open('GET', withHlsGrant(url, grant.current), true)
        })
        usingHls.current = true
        h.on(Hls.Events.ERROR, (_e, data) => {
          if (!data.fatal) return
          if (data.type === Hls.ErrorTypes.MEDIA_ERROR) h.recoverMediaError()
          else again(() => h.loadSource(src))
        })
        h.on(Hls.Events.MANIFEST_PARSED, () => {
          void video.play().catch(() => {
            /* autoplay refused: the controls are there */
          })
        })
        h.loadSource(src)
        h.attachMedia(video)
        hls = h
      })
    }
    const isHls = /\.m3u8($|\?)/i.test(src)
    const hasMse = typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window)
    // Safari and iOS play HLS themselves; other browsers that claim to ("maybe") may still not parse a live
    // stream, so they use hls.js over Media Source Extensions
    const native =
      !isHls ||
      (!!video.canPlayType('application/vnd.apple.mpegurl') &&
        (!hasMse || (typeof navigator !== 'undefined' && /Apple/.test(navigator.vendor))))
    const onNativeError = () => {
      if (!hls) again(isHls && hasMse ? playHls : playNative)
    }
    video.addEventListener('error', onNativeError)
    if (native) playNative()
    else playHls()
    return () => {
      cancelled = true
      usingHls.current = false
      if (retryTimer) clearTimeout(retryTimer)
      video.removeEventListener('error', onNativeError)
      hls?.destroy()
      video.removeAttribute('src')
      video.load()
    }
    // a new signature alone (same stream) is handled above, without a restart
  }, [stream])

  return (
    <View className={`live-player${className ? ` ${className}` : ''}`}>
      <video
        ref={ref}
        className='live-player__video'
        poster={poster}
        controls
        playsInline
        autoPlay
        aria-label={label}
        data-live={live ? '1' : '0'}
        onPlay={() => handlers.current.onPlay?.()}
        onPause={() => handlers.current.onPause?.()}
        onTimeUpdate={(e) => {
          const v = e.currentTarget
          handlers.current.onTime?.(v.currentTime, !v.paused)
        }}
      >
        {t('common.videoUnsupported')}
      </video>
    </View>
  )
}
