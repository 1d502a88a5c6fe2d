import { useEffect, useRef, useState } from 'react'
import { View } from '@tarojs/components'
import { mediaUrl } from '../../services/http'
import { ANIMATION_DEFAULTS, a11yProps, wrapperClass, type AnimationProps, type AnimationState } from './shared'

export type { AnimationProps } from './shared'

type Player = typeof import('lottie-web/build/player/lottie_light').default

let player: Promise<Player> | null = null
/**
 * The web player is fetched on first use only (its own chunk), so pages without an animation pay nothing for it.
 * lottie-web's light build (SVG renderer, no expressions).
 */
function loadPlayer(): Promise<Player> {
  player ??= import(/* webpackChunkName: "lottie" */ 'lottie-web/build/player/lottie_light').then(
    (m) => ((m as { default?: Player }).default ?? m) as Player
  )
  return player
}

const REDUCE = '(prefers-reduced-motion: reduce)'

/** A Lottie animation (H5): lottie-web's light player in the box; reduced motion shows the first frame, still. */
export default function Animation({
  path,
  loop = ANIMATION_DEFAULTS.loop,
  autoplay = ANIMATION_DEFAULTS.autoplay,
  label,
  width = ANIMATION_DEFAULTS.width,
  height = ANIMATION_DEFAULTS.height,
  className
}: AnimationProps) {
  const box = useRef<HTMLElement | null>(null)
  const [state, setState] = useState<AnimationState>('loading')

  useEffect(() => {
    const container = box.current
    if (!container || !path) return
    let cancelled = false
    let item: ReturnType<Player['loadAnimation']> | null = null
    const media = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCE) : null
    const still = () => {
      item?.goToAndStop(0, true)
      setState('still')
    }
    const onMotionChange = () => {
      if (!item) return
      if (media?.matches) still()
      else if (autoplay) {
        item.play()
        setState('playing')
      }
    }
    setState('loading')
    loadPlayer()
      .then((lottie) => {
        if (cancelled) return
        const reduce = !!media?.matches
        item = lottie.loadAnimation({
          container,
          renderer: 'svg',
          loop,
          autoplay: autoplay && !reduce,
          path: mediaUrl(path)
        })
        item.addEventListener('DOMLoaded', () => {
          if (cancelled) return
          if (reduce) still()
          else setState(autoplay ? 'playing' : 'paused')
        })
        item.addEventListener('complete', () => !cancelled && setState('paused'))
        item.addEventListener('data_failed', () => !cancelled && setState('failed'))
        media?.addEventListener?.('change', onMotionChange)
      })
      .catch(() => !cancelled && setState('failed'))
    return () => {
      cancelled = true
      media?.removeEventListener?.('change', onMotionChange)
      item?.destroy()
      item = null
    }
  }, [path, loop, autoplay])

  return (
    <View
      ref={box as never}
      className={wrapperClass(className)}
      data-path={path}
      data-state={state}
      style={{ width, height }}
      {...a11yProps(label)}
    />
  )
}
