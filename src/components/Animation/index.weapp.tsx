import { useEffect, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { Canvas, View } from '@tarojs/components'
import lottie from 'lottie-miniprogram'
import { mediaUrl } from '../../services/http'
import { ANIMATION_DEFAULTS, a11yProps, wrapperClass, type AnimationProps, type AnimationState } from './shared'

export type { AnimationProps } from './shared'

let serial = 0

/**
 * A Lottie animation (mini-program): lottie-miniprogram draws on a 2d canvas. WeChat exposes no reduced-motion
 * preference, so the props alone decide whether it plays.
 */
export default function Animation({
  path,
  loop = ANIMATION_DEFAULTS.loop,
  autoplay = ANIMATION_DEFAULTS.autoplay,
  label,
  width = ANIMATION_DEFAULTS.width,
  height = ANIMATION_DEFAULTS.height,
  className
}: AnimationProps) {
  const id = useRef(`jx-lottie-${++serial}`).current
  const [state, setState] = useState<AnimationState>('loading')

  useEffect(() => {
    if (!path) return
    let cancelled = false
    let item: { destroy(): void; addEventListener?(name: string, cb: () => void): void } | null = null
    Taro.nextTick(() => {
      Taro.createSelectorQuery()
        .select(`#${id}`)
        .fields({ node: true, size: true })
        .exec(
          (
            res: {
              node?: { width: number; height: number; getContext(k: string): unknown }
              width: number
              height: number
            }[]
          ) => {
            const hit = res?.[0]
            if (cancelled || !hit?.node) return
            const canvas = hit.node
            const ratio = Taro.getSystemInfoSync().pixelRatio || 2
            canvas.width = Math.round(hit.width * ratio)
            canvas.height = Math.round(hit.height * ratio)
            try {
              lottie.setup(canvas)
              item = lottie.loadAnimation({
                loop,
                autoplay,
                path: mediaUrl(path),
                rendererSettings: { context: canvas.getContext('2d') }
              })
              setState(autoplay ? 'playing' : 'paused')
            } catch {
              setState('failed')
            }
          }
        )
    })
    return () => {
      cancelled = true
      item?.destroy()
      item = null
    }
  }, [id, path, loop, autoplay])

  return (
    <View className={wrapperClass(className)} data-state={state} style={{ width, height }} {...a11yProps(label)}>
      <Canvas type='2d' id={id} style={{ width: '100%', height: '100%' }} />
    </View>
  )
}
