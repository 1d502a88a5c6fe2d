import { View } from '@tarojs/components'
import { ANIMATION_DEFAULTS, a11yProps, wrapperClass, type AnimationProps } from './shared'

export type { AnimationProps } from './shared'

/**
 * A Lottie animation. Taro builds index.weapp.tsx (lottie-miniprogram on a 2d canvas) or index.h5.tsx (a lazily
 * loaded web player); this default (jest, type checks) renders the box with its accessibility attributes only.
 */
export default function Animation({ path, label, className, width, height }: AnimationProps) {
  return (
    <View
      className={wrapperClass(className)}
      data-path={path}
      data-state='still'
      style={{ width: width ?? ANIMATION_DEFAULTS.width, height: height ?? ANIMATION_DEFAULTS.height }}
      {...a11yProps(label)}
    />
  )
}
