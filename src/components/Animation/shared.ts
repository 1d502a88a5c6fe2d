/**
 * What every platform's Animation shares: its props with the spec's defaults (spec §9: width and height 100%,
 * loop off, autoplay on) and the wrapper's accessibility attributes.
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

/** `still` when reduced motion asks for the first frame only, `playing` or `paused` otherwise. */
export type AnimationState = 'loading' | 'playing' | 'paused' | 'still' | 'failed'

export function a11yProps(label: string | undefined): Record<string, unknown> {
  return label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true }
}

export function wrapperClass(className: string | undefined): string {
  return `jx-animation${className ? ` ${className}` : ''}`
}
