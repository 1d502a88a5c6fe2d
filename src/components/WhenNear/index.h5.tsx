import { View } from '@tarojs/components'
import { useEffect, useRef, useState, type ReactNode } from 'react'

/**
 * H5: renders `children` once its place comes within `margin` px of the viewport, so a block far below the first
 * screen (and the code it loads lazily) is not part of the first load. Until then it holds `minHeight` px.
 */
export default function WhenNear({
  children,
  className,
  minHeight = 200,
  margin = 600
}: {
  children: ReactNode
  className?: string
  minHeight?: number
  margin?: number
}) {
  const ref = useRef<HTMLElement | null>(null)
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const el = ref.current
    if (near || !el) return
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: `${margin}px 0px`
    })
    io.observe(el)
    return () => io.disconnect()
  }, [near, margin])
  return (
    <View
      ref={ref as never}
      className={className}
      data-near={near ? '1' : '0'}
      style={near ? undefined : { minHeight: `${minHeight}px` }}
    >
      {near ? children : null}
    </View>
  )
}
