import { useEffect, useRef } from 'react'
import { View } from '@tarojs/components'
import { Canvas } from '@antv/f2'
import ChartAlt from './Alt'
import { chartTree } from './shared'
import type { ChartProps } from './types'
import './index.scss'

export type { ChartDatum, ChartProps } from './types'

/** A chart on a real canvas (H5): F2 renders onto its 2d context and hears its clicks itself. */
export default function Chart(props: ChartProps) {
  const ref = useRef<HTMLCanvasElement | null>(null)
  const height = props.height ?? 180
  const latest = useRef(props)
  latest.current = props
  const dataKey = JSON.stringify([props.data, props.kind, props.yMax])
  useEffect(() => {
    const el = ref.current
    const box = el?.parentElement
    const context = el?.getContext('2d')
    if (!el || !box || !context) return
    // the page may be laid out after this runs (Taro shows a page once mounted): draw when the box has a width,
    // and again when it changes
    let canvas: Canvas | null = null
    let drawn = 0
    const draw = () => {
      const width = box.clientWidth
      if (!width || width === drawn) return
      drawn = width
      canvas?.destroy()
      const p = latest.current
      canvas = new Canvas({
        context,
        pixelRatio: window.devicePixelRatio || 2,
        width,
        height,
        animate: false,
        children: chartTree(
          { ...p, onSelect: p.onSelect ? (d, i) => latest.current.onSelect?.(d, i) : undefined },
          { left: 0, top: 0, width, height }
        )
      })
      void canvas.render()
    }
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(draw) : null
    observer?.observe(box)
    draw()
    return () => {
      observer?.disconnect()
      canvas?.destroy()
    }
  }, [dataKey, height])
  return (
    <View className='chart' id={props.id}>
      <canvas
        ref={ref}
        className='chart__canvas'
        role='img'
        aria-label={props.summary}
        style={{ height: `${height}px` }}
      />
      <ChartAlt {...props} />
    </View>
  )
}
