import { lazy, Suspense } from 'react'
import { View } from '@tarojs/components'
import type { AnimationProps } from './shared'

const Animation = lazy(() => import(/* webpackChunkName: "animation" */ './index'))

/**
 * The Animation for places shown on many pages (empty states): its code is its own chunk, fetched when one of
 * them is shown, so a page that never shows one loads nothing of it. Give it a parent of its own (the fallback
 * box is swapped for the animation inside it). The fallback box is written out here rather than built with
 * ./shared's boxProps, so that every page's first load carries nothing of that module.
 */
export default function LazyAnimation(props: AnimationProps) {
  return (
    <Suspense
      fallback={
        <View
          className='jx-animation'
          data-state='loading'
          aria-hidden
          style={{ width: props.width ?? '100%', height: props.height ?? '100%' }}
        />
      }
    >
      <Animation {...props} />
    </Suspense>
  )
}
