import { useEffect, useRef } from 'react'
import Taro from '@tarojs/taro'
import { Canvas as TaroCanvas, View } from '@tarojs/components'
import { Canvas } from '@antv/f2'
import ChartAlt from './Alt'
import { chartTree } from './shared'
import type { ChartProps } from './types'
import './index.scss'

export type { ChartDatum, ChartProps } from './types'

interface CanvasNode {
  width: number
  height: number
  getContext(kind: string): CanvasRenderingContext2D
  requestAnimationFrame(cb: () => void): number
  cancelAnimationFrame(id: number): void
  createImage(): HTMLImageElement
}
interface CanvasHit {
  node?: CanvasNode
  width: number
  height: number
}

/**
 * What F2 needs from a mini-program canvas besides its context: the node's frame timer (there is no global
 * requestAnimationFrame), its image factory, and how to tell touch events apart.
 */
export function miniCanvasOptions(node: CanvasNode) {
  return {
    requestAnimationFrame: (cb: () => void) => node.requestAnimationFrame(cb),
    cancelAnimationFrame: (id: number) => node.cancelAnimationFrame(id),
    createImage: () => node.createImage(),
    isTouchEvent: (e: { type: string }) => e.type.startsWith('touch'),
    isMouseEvent: (e: { type: string }) => e.type.startsWith('mouse'),
    useNativeClickEvent: false
  }
}

/** The 2d canvas node of `id` once the page has rendered it. */
export function canvasNode(id: string): Promise<CanvasHit | null> {
  return new Promise((resolve) =>
    Taro.nextTick(() =>
      Taro.createSelectorQuery()
        .select(`#${id}`)
        .fields({ node: true, size: true })
        .exec((res: CanvasHit[]) => resolve(res?.[0]?.node ? res[0] : null))
    )
  )
}

type TouchLike = { type: string; touches?: unknown[]; changedTouches?: unknown[]; preventDefault?: () => void }
/** Touches of a mini-program canvas carry canvas-relative x/y, which F2's event layer reads. */
const wrap = (e: TouchLike) => {
  if (!e.preventDefault) e.preventDefault = () => undefined
  return e
}

let serial = 0

/** A chart on a Taro `Canvas type="2d"` node (mini-program): touches are handed to F2's canvas element. */
export default function Chart(props: ChartProps) {
  const id = useRef(`jx-chart-${++serial}`).current
  const height = props.height ?? 180
  const latest = useRef(props)
  latest.current = props
  const f2 = useRef<Canvas | null>(null)
  const dataKey = JSON.stringify([props.data, props.kind, props.yMax])
  useEffect(() => {
    let cancelled = false
    void canvasNode(id).then((hit) => {
      if (cancelled || !hit?.node) return
      const ratio = Taro.getSystemInfoSync().pixelRatio || 2
      hit.node.width = Math.round(hit.width * ratio)
      hit.node.height = Math.round(hit.height * ratio)
      const p = latest.current
      const canvas = new Canvas({
        context: hit.node.getContext('2d'),
        pixelRatio: ratio,
        width: hit.width,
        height: hit.height,
        animate: false,
        ...miniCanvasOptions(hit.node),
        children: chartTree(
          { ...p, onSelect: p.onSelect ? (d, i) => latest.current.onSelect?.(d, i) : undefined },
          { left: 0, top: 0, width: hit.width, height: hit.height }
        )
      } as ConstructorParameters<typeof Canvas>[0])
      f2.current = canvas
      void canvas.render()
    })
    return () => {
      cancelled = true
      f2.current?.destroy()
      f2.current = null
    }
  }, [id, dataKey, height])
  const dispatch = (e: TouchLike) => {
    const el = f2.current?.getCanvasEl() as unknown as { dispatchEvent(ev: unknown): void } | undefined
    el?.dispatchEvent(wrap(e))
  }
  return (
    <View className='chart'>
      <TaroCanvas
        role='img'
        aria-label={props.summary}
        type='2d'
        id={id}
        className='chart__canvas'
        style={{ height: `${height}px` }}
        onTouchStart={dispatch as never}
        onTouchMove={dispatch as never}
        onTouchEnd={dispatch as never}
      />
      <ChartAlt {...props} />
    </View>
  )
}
