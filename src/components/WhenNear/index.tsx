import { View } from '@tarojs/components'
import type { ReactNode } from 'react'

/**
 * Mini-program: renders `children` at once (a page's code is in its package already, nothing to defer).
 * H5 waits until the place comes near the viewport (./index.h5.tsx).
 */
export default function WhenNear({
  children,
  className
}: {
  children: ReactNode
  className?: string
  minHeight?: number
  margin?: number
}) {
  return (
    <View className={className} data-near='1'>
      {children}
    </View>
  )
}
