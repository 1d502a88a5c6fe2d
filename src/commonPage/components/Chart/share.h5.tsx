import { Canvas } from '@antv/f2'
import { shareTree } from './shared'
import type { ShareCard } from './types'

export function ShareCanvas() {
  return null
}

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))

/** Draws the 375 × 650 share image on a detached canvas and downloads it as a PNG (H5). */
export async function shareImage(card: ShareCard, fileName: string): Promise<'saved' | 'downloaded'> {
  const el = document.createElement('canvas')
  const context = el.getContext('2d')
  if (!context) throw new Error('no canvas')
  const canvas = new Canvas({
    context,
    pixelRatio: 2,
    width: 375,
    height: 650,
    animate: false,
    children: shareTree(card)
  })
  try {
    await canvas.render()
    // the renderer paints on the next frames
    await frame()
    await frame()
    const a = document.createElement('a')
    a.href = el.toDataURL('image/png')
    a.download = fileName
    document.body.appendChild(a)
    a.click()
    a.remove()
    return 'downloaded'
  } finally {
    canvas.destroy()
  }
}
