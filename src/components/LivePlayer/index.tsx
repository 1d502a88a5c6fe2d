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
  return (
    <VideoFrame
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
      onTimeUpdate={(e) => onTime?.(e.detail.currentTime, true)}
    />
  )
}
