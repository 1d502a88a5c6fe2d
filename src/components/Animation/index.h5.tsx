import { useRef } from 'react'
import { View } from '@tarojs/components'
import { boxProps, useLottie, withDefaults, type AnimationProps, type LottieItem, type LottiePlatform } from './shared'

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

/**
 * The first frame of one of the server's animations as a picture (server/src/media/lottie.ts firstFrameSvg:
 * `<name>.svg` beside `<name>.json`); null for another file.
 */
export function firstFramePicture(url: string): string | null {
  return /\/lottie-animate\/[\w-]+\.json$/.test(url) ? url.replace(/\.json$/, '.svg') : null
}

type Box = { current: HTMLElement | null }

/** Shows the first-frame picture as the box's background; returns what takes it away. */
function showPicture(container: HTMLElement, picture: string): () => void {
  container.style.background = `url("${picture}") center / contain no-repeat`
  return () => {
    container.style.background = ''
  }
}

/** Loads the player and the file, then starts the animation in the box (null when cancelled meanwhile). */
function play(box: Box, url: string, loop: boolean, autoplay: boolean, cancelled: () => boolean) {
  return afterFirstPictures()
    .then(() => (cancelled() ? null : Promise.all([loadPlayer(), lottieData(url)])))
    .then((loaded) => {
      const container = box.current
      if (!loaded || cancelled() || !container) return null
      const [lottie, animationData] = loaded
      return lottie.loadAnimation({ container, renderer: 'svg', loop, autoplay, animationData })
    })
}

/**
 * An animation that does not play yet (the player's breathing guide until the track plays; reduced motion) shows its
 * first frame as a picture, the box's background, instead of loading lottie-web for a frame that does not move
 * (issue 34: on the player, opened by a link the browser does not let play unasked, that load was one task of
 * ~40 ms and the largest part of its blocking time). `play()` (reduced motion lifted) loads the player then.
 */
function poster(box: Box, picture: string, url: string, loop: boolean, cancelled: () => boolean): LottieItem {
  const clear = showPicture(box.current!, picture)
  let real: LottieItem | null = null
  let destroyed = false
  const ready: (() => void)[] = []
  return {
    play() {
      if (real) return real.play()
      void play(box, url, loop, true, () => destroyed || cancelled()).then((item) => {
        if (!item) return
        if (destroyed) return item.destroy()
        real = item
        clear()
      })
    },
    goToAndStop(value, isFrame) {
      real?.goToAndStop(value, isFrame)
    },
    destroy() {
      destroyed = true
      clear()
      real?.destroy()
    },
    addEventListener(name, cb) {
      if (name === 'DOMLoaded') ready.push(cb)
      // ready once the picture has arrived (or failed: the box stays empty, as a decoration may)
      if (ready.length === 1) {
        const img = new Image()
        img.onload = img.onerror = () => ready.forEach((f) => f())
        img.src = picture
      }
    }
  }
}

/**
 * An animation that plays shows its first frame as a picture until lottie-web has drawn it: the player's guide turns
 * from the picture (`poster`) into a playing animation when its track starts, and the box was empty meanwhile while
 * the player's chunk and the file came (~50–300 ms the first time). The picture goes once the animation's elements
 * are built (`DOMLoaded`), or with the animation.
 */
function playOverPicture(box: Box, picture: string, url: string, loop: boolean, cancelled: () => boolean) {
  const clear = showPicture(box.current!, picture)
  return play(box, url, loop, true, cancelled).then(
    (item) => {
      if (!item) {
        clear()
        return null
      }
      // lottie-web fires it from a timer after drawing the first frame, so never before this listener is added
      item.addEventListener('DOMLoaded', clear)
      const destroy = item.destroy.bind(item)
      item.destroy = () => {
        clear()
        destroy()
      }
      return item
    },
    (err: unknown) => {
      clear()
      throw err
    }
  )
}

const web: LottiePlatform<Box> = {
  motion: () => (typeof window.matchMedia === 'function' ? window.matchMedia(REDUCE) : null),
  start: (box, { url, loop, autoplay }, cancelled) => {
    const picture = firstFramePicture(url)
    if (!picture || !box.current) return play(box, url, loop, autoplay, cancelled)
    if (!autoplay) return Promise.resolve(poster(box, picture, url, loop, cancelled))
    return playOverPicture(box, picture, url, loop, cancelled)
  },
  readyEvent: 'DOMLoaded'
}

/** A Lottie animation (H5): lottie-web's light player in the box; reduced motion shows the first frame, still. */
export default function Animation(props: AnimationProps) {
  const box = useRef<HTMLElement | null>(null)
  const state = useLottie(withDefaults(props), web, box)
  return <View ref={box as never} {...boxProps(props, state)} />
}
