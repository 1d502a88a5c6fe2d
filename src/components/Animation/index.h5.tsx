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

const files = new Map<string, Promise<string>>()
/**
 * A Lottie file's data, fetched once per URL while the app runs: an animation restarted by its props (the player's
 * guide follows `audio.playing`, which turns on as the track starts) had lottie-web fetch the same JSON again, one
 * more round trip on a slow link as the page opens. A new object each time: lottie-web completes the data in place.
 */
export function lottieData(url: string): Promise<object> {
  let text = files.get(url)
  if (!text) {
    text = fetch(url).then((res) => {
      if (!res.ok) throw new Error(`${url}: ${res.status}`)
      return res.text()
    })
    // a failed fetch is tried again by the next animation
    text.catch(() => files.delete(url))
    files.set(url, text)
  }
  return text.then((t) => JSON.parse(t) as object)
}

const REDUCE = '(prefers-reduced-motion: reduce)'

/** The longest an animation waits for the page's first pictures. */
export const FIRST_PICTURES_WAIT_MS = 3_000

/**
 * Resolves once the images of the document that are still loading have loaded (or failed), and the frame that
 * shows them has been drawn; at most FIRST_PICTURES_WAIT_MS. An animation is decoration: its player (47 KB) and
 * its JSON wait for the pictures the page opens with rather than share their bandwidth (the player's cover is
 * its largest paint; issue 34, the first screen).
 */
export function afterFirstPictures(): Promise<void> {
  const pending = Array.from(document.images).filter((img) => !img.complete)
  return new Promise((resolve) => {
    let left = pending.length
    const timer = setTimeout(finish, FIRST_PICTURES_WAIT_MS)
    function finish() {
      clearTimeout(timer)
      for (const img of pending) {
        img.removeEventListener('load', one)
        img.removeEventListener('error', one)
      }
      // after the frame that paints them: a task queued from the next frame's callback runs once it is drawn
      requestAnimationFrame(() => setTimeout(resolve, 0))
    }
    function one() {
      if (--left === 0) finish()
    }
    for (const img of pending) {
      img.addEventListener('load', one)
      img.addEventListener('error', one)
    }
    if (!left) finish()
  })
}

const web: LottiePlatform<{ current: HTMLElement | null }> = {
  motion: () => (typeof window.matchMedia === 'function' ? window.matchMedia(REDUCE) : null),
  start: (box, { url, loop, autoplay }, cancelled) =>
    afterFirstPictures()
      .then(() => (cancelled() ? null : Promise.all([loadPlayer(), lottieData(url)])))
      .then((loaded) => {
        const container = box.current
        if (!loaded || cancelled() || !container) return null
        const [lottie, animationData] = loaded
        return lottie.loadAnimation({ container, renderer: 'svg', loop, autoplay, animationData })
      }),
  readyEvent: 'DOMLoaded'
}

/** A Lottie animation (H5): lottie-web's light player in the box; reduced motion shows the first frame, still. */
export default function Animation(props: AnimationProps) {
  const box = useRef<HTMLElement | null>(null)
  const state = useLottie(withDefaults(props), web, box)
  return <View ref={box as never} {...boxProps(props, state)} />
}
