import { useRef } from 'react'
import VideoFrame from '../VideoFrame'
import './index.scss'

export interface LivePlayerProps {
  src: string
  poster?: string
  /** At the live edge: no progress bar, no seeking. */
  live: boolean
  label: string
  className?: string
  onTime?: (seconds: number, playing: boolean) => void
  onPlay?: () => void
  onPause?: () => void
}

/**
 * HLS playback in the mini-program (and jest): WeChat's video plays m3u8 natively. The H5 build uses
 * ./index.h5.tsx (native HLS where the browser has it, else hls.js loaded on demand).
 */
export default function LivePlayer({ src, poster, live, label, className, onTime, onPlay, onPause }: LivePlayerProps) {
  // a renewed signature (protocol/hlsGrant.ts) reloads WeChat's video: a replay goes on where it was
  const at = useRef(0)
  const stream = useRef(src)
  const resumeAt = !live && stream.current !== src ? at.current : 0
  stream.current = src
  return (
    <VideoFrame
      initialTime={resumeAt}
      className='live-player__video'
      frameClassName={`live-player${className ? ` ${className}` : ''}`}
      src={src}
      poster={poster}
      autoplay
      controls
      showProgress={!live}
      isLive={live}
      aria-label={label}
      onPlay={onPlay}
      onPause={onPause}
      onTimeUpdate={(e) => {
        at.current = e.detail.currentTime
        onTime?.(e.detail.currentTime, true)
      }}
    />
  )
}
