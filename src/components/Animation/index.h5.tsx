import { useRef } from 'react'
import { View } from '@tarojs/components'
import { boxProps, useLottie, withDefaults, type AnimationProps, type LottiePlatform } from './shared'

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

const web: LottiePlatform<{ current: HTMLElement | null }> = {
  motion: () => (typeof window.matchMedia === 'function' ? window.matchMedia(REDUCE) : null),
  start: (box, { url, loop, autoplay }, cancelled) =>
    loadPlayer().then((lottie) => {
      const container = box.current
      if (cancelled() || !container) return null
      return lottie.loadAnimation({ container, renderer: 'svg', loop, autoplay, path: url })
    }),
  readyEvent: 'DOMLoaded'
}

/** A Lottie animation (H5): lottie-web's light player in the box; reduced motion shows the first frame, still. */
export default function Animation(props: AnimationProps) {
  const box = useRef<HTMLElement | null>(null)
  const state = useLottie(withDefaults(props), web, box)
  return <View ref={box as never} {...boxProps(props, state)} />
}
