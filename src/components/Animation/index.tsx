import { View } from '@tarojs/components'
import { boxProps, type AnimationProps } from './shared'

export type { AnimationProps } from './shared'

/**
 * A Lottie animation. Taro builds index.weapp.tsx (lottie-miniprogram on a 2d canvas, loaded from a subpackage)
 * or index.h5.tsx (a lazily loaded web player); this default (jest, type checks) renders the box with its
 * attributes only.
 */
export default function Animation(props: AnimationProps) {
  return <View {...boxProps(props, 'still')} />
}
