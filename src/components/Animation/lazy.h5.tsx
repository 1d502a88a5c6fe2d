import { lazy, Suspense } from 'react'
import { View } from '@tarojs/components'
import { boxProps, type AnimationProps } from './shared'

const Animation = lazy(() => import(/* webpackChunkName: "animation" */ './index'))

/**
 * The Animation for places shown on many pages (empty states): its code is its own chunk, fetched when one of
 * them is shown, so a page that never shows one loads nothing of it. Give it a parent of its own (the fallback
 * box is swapped for the animation inside it).
 */
export default function LazyAnimation(props: AnimationProps) {
  const { path, width, height } = props
  return (
    <Suspense fallback={<View {...boxProps({ path, width, height }, 'loading')} />}>
      <Animation {...props} />
    </Suspense>
  )
}
