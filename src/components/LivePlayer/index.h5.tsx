import { View } from '@tarojs/components'
import { useEffect, useRef } from 'react'
import { t } from '../../i18n'
import type { LivePlayerProps } from './index'
import './index.scss'

type HlsInstance = { destroy(): void }

/**
 * HLS in the browser: the video element plays the playlist itself where it can (Safari, iOS, recent Android
 * Chrome); elsewhere hls.js (Media Source Extensions) is imported on demand, so it is fetched only when a live
 * room plays and never weighs on any other page's first load.
 */
export default function LivePlayer({ src, poster, live, label, className, onTime, onPlay, onPause }: LivePlayerProps) {
  const ref = useRef<HTMLVideoElement | null>(null)
  const handlers = useRef({ onTime, onPlay, onPause })
  handlers.current = { onTime, onPlay, onPause }

  useEffect(() => {
    const video = ref.current
    if (!video || !src) return
    let hls: HlsInstance | null = null
    let cancelled = false
    const isHls = /\.m3u8($|\?)/i.test(src)
    if (!isHls || video.canPlayType('application/vnd.apple.mpegurl')) {
      video.src = src
    } else {
      void import(/* webpackChunkName: "hls" */ 'hls.js').then(({ default: Hls }) => {
        if (cancelled) return
        if (!Hls.isSupported()) {
          video.src = src
          return
        }
        const h = new Hls({ liveSyncDurationCount: 2, backBufferLength: 30 })
        h.loadSource(src)
        h.attachMedia(video)
        hls = h
      })
    }
    void video.play().catch(() => {
      /* autoplay refused: the controls are there */
    })
    return () => {
      cancelled = true
      hls?.destroy()
      video.removeAttribute('src')
      video.load()
    }
  }, [src])

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
