import Taro from '@tarojs/taro'
import { Canvas as TaroCanvas } from '@tarojs/components'
import { Canvas } from '@antv/f2'
import { canvasNode, miniCanvasOptions } from './index.weapp'
import { shareTree } from './shared'
import type { ShareCard } from './types'

const SHARE_ID = 'jx-share-canvas'

/** The off-screen 375 × 650 canvas the share image is drawn on. */
export function ShareCanvas() {
  return (
    <TaroCanvas
      type='2d'
      id={SHARE_ID}
      aria-hidden
      style={{ position: 'fixed', left: '-1000px', top: '0', width: '375px', height: '650px' }}
    />
  )
}

/** Draws the share image and saves it to the photo album (mini-program). */
export async function shareImage(card: ShareCard, _fileName: string): Promise<'saved' | 'downloaded'> {
  const hit = await canvasNode(SHARE_ID)
  if (!hit?.node) throw new Error('no canvas')
  const ratio = 2
  hit.node.width = 375 * ratio
  hit.node.height = 650 * ratio
  const canvas = new Canvas({
    context: hit.node.getContext('2d'),
    pixelRatio: ratio,
    width: 375,
    height: 650,
    animate: false,
    ...miniCanvasOptions(hit.node),
    children: shareTree(card)
  } as ConstructorParameters<typeof Canvas>[0])
  try {
    await canvas.render()
    // the renderer paints on the canvas's next frames
    const node = hit.node
    for (let i = 0; i < 2; i++) await new Promise<void>((resolve) => node.requestAnimationFrame(() => resolve()))
    const { tempFilePath } = await Taro.canvasToTempFilePath({ canvas: hit.node as never } as never)
    await Taro.saveImageToPhotosAlbum({ filePath: tempFilePath })
    return 'saved'
  } finally {
    canvas.destroy()
  }
}
