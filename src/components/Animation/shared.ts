import { useEffect, useState } from 'react'
import { mediaUrl } from '../../services/http'

/**
 * What every platform's Animation shares: its props with the spec's defaults (spec §9: width and height 100%,
 * loop off, autoplay on), the wrapper's attributes, and the run of one animation (reduced motion, data-state);
 * each platform file only says how its player is loaded and where it draws.
 */
export interface AnimationProps {
  /** URL of the Lottie JSON (a server path such as /static/lottie-animate/breathe.json, or absolute). */
  path: string
  /** Default false (spec §9). */
  loop?: boolean
  /** Default true (spec §9). */
  autoplay?: boolean
  /** Accessible name: with one the animation is an image (role img); without, it is decorative (aria-hidden). */
  label?: string
  /** CSS width and height; default 100% each (spec §9). */
  width?: string
  height?: string
  className?: string
}

export const ANIMATION_DEFAULTS = { loop: false, autoplay: true, width: '100%', height: '100%' } as const

type Resolved = AnimationProps & Required<Pick<AnimationProps, 'loop' | 'autoplay' | 'width' | 'height'>>

/** The props with the spec's defaults filled in. */
export function withDefaults(props: AnimationProps): Resolved {
  return {
    ...props,
    loop: props.loop ?? ANIMATION_DEFAULTS.loop,
    autoplay: props.autoplay ?? ANIMATION_DEFAULTS.autoplay,
    width: props.width ?? ANIMATION_DEFAULTS.width,
    height: props.height ?? ANIMATION_DEFAULTS.height
  }
}

/** `still` when reduced motion asks for the first frame only, `playing` or `paused` otherwise. */
export type AnimationState = 'loading' | 'playing' | 'paused' | 'still' | 'failed'

export function a11yProps(label: string | undefined): Record<string, unknown> {
  return label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true }
}

/** The attributes of the box around the player: class, size, path, state and accessible name. */
export function boxProps(props: AnimationProps, state: AnimationState): Record<string, unknown> {
  const { className, path, label } = props
  return {
    className: `jx-animation${className ? ` ${className}` : ''}`,
    'data-path': path,
    'data-state': state,
    style: { width: props.width ?? ANIMATION_DEFAULTS.width, height: props.height ?? ANIMATION_DEFAULTS.height },
    ...a11yProps(label)
  }
}

/** The part of a Lottie animation item that both players give (lottie-web and lottie-miniprogram). */
export interface LottieItem {
  play(): void
  goToAndStop(value: number, isFrame?: boolean): void
  destroy(): void
  addEventListener(name: 'DOMLoaded' | 'complete' | 'data_failed', cb: () => void): void
}

/** A reduced-motion preference that can change while the animation shows (a MediaQueryList on the web). */
export interface MotionPreference {
  matches: boolean
  addEventListener?(type: 'change', cb: () => void): void
  removeEventListener?(type: 'change', cb: () => void): void
}

/** How a platform plays an animation in its box (`T`: what names the box, an element ref or a canvas id). */
export interface LottiePlatform<T> {
  /** The reduced-motion preference, or null where the platform has none. */
  motion(): MotionPreference | null
  /**
   * Loads the player and starts the animation in the box; resolves null when the box is gone or `cancelled()`
   * turned true meanwhile (the component unmounted or its props changed).
   */
  start(
    box: T,
    options: { url: string; loop: boolean; autoplay: boolean },
    cancelled: () => boolean
  ): Promise<LottieItem | null>
  /** The item's event after which its first frame is drawn; null: as soon as the item exists. */
  readyEvent: 'DOMLoaded' | null
}

/**
 * Runs one animation with a platform's player and gives its state: the first frame, still, when reduced motion
 * is asked for (and back to playing when that preference is lifted); `paused` once a non-looping run completes;
 * `failed` when the player or the file cannot be loaded.
 */
export function useLottie<T>(props: Resolved, platform: LottiePlatform<T>, box: T): AnimationState {
  const { path, loop, autoplay } = props
  const [state, setState] = useState<AnimationState>('loading')

  useEffect(() => {
    if (!path) return
    let cancelled = false
    let item: LottieItem | null = null
    const media = platform.motion()
    const reduce = !!media?.matches
    const still = () => {
      item?.goToAndStop(0, true)
      setState('still')
    }
    const ready = () => {
      if (cancelled) return
      if (reduce) still()
      else setState(autoplay ? 'playing' : 'paused')
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
    platform
      .start(box, { url: mediaUrl(path), loop, autoplay: autoplay && !reduce }, () => cancelled)
      .then((started) => {
        if (!started) return
        if (cancelled) return started.destroy()
        item = started
        if (platform.readyEvent) item.addEventListener(platform.readyEvent, ready)
        else ready()
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
  }, [platform, box, path, loop, autoplay])

  return state
}
