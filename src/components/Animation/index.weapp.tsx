import { useRef } from 'react'
import Taro from '@tarojs/taro'
import { Canvas, View } from '@tarojs/components'
import { boxProps, useLottie, withDefaults, type AnimationProps, type LottieItem, type LottiePlatform } from './shared'
import { loadLottie } from './player.weapp'

export type { AnimationProps } from './shared'

interface CanvasHit {
  node?: { width: number; height: number; getContext(kind: string): unknown }
  width: number
  height: number
}

/** The canvas node of `id` once the page has rendered it, sized to the device's pixels (null when it is gone). */
function canvasNode(id: string): Promise<CanvasHit | null> {
  return new Promise((resolve) =>
    Taro.nextTick(() =>
      Taro.createSelectorQuery()
        .select(`#${id}`)
        .fields({ node: true, size: true })
        .exec((res: CanvasHit[]) => resolve(res?.[0]?.node ? res[0] : null))
    )
  )
}

/** WeChat exposes no reduced-motion preference, so the props alone decide whether it plays. */
const mini: LottiePlatform<string> = {
  motion: () => null,
  start: (id, { url, loop, autoplay }, cancelled) =>
    Promise.all([loadLottie(), canvasNode(id)]).then(([lottie, hit]) => {
      if (cancelled() || !hit?.node) return null
      const canvas = hit.node
      const ratio = Taro.getSystemInfoSync().pixelRatio || 2
      canvas.width = Math.round(hit.width * ratio)
      canvas.height = Math.round(hit.height * ratio)
      lottie.setup(canvas)
      return lottie.loadAnimation({
        loop,
        autoplay,
        path: url,
        rendererSettings: { context: canvas.getContext('2d') }
      }) as LottieItem
    }),
  readyEvent: null
}

let serial = 0

/** A Lottie animation (mini-program): lottie-miniprogram draws on a 2d canvas. */
export default function Animation(props: AnimationProps) {
  const id = useRef(`jx-lottie-${++serial}`).current
  const state = useLottie(withDefaults(props), mini, id)
  return (
    <View {...boxProps(props, state)}>
      <Canvas type='2d' id={id} style={{ width: '100%', height: '100%' }} />
    </View>
  )
}
