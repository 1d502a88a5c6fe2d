/**
 * Mini-program: the poster on a `Canvas type="2d"` node, saved to the album with `canvasToTempFilePath` +
 * `saveImageToPhotosAlbum`. WeChat asks for the album permission the first time; once refused it is not asked
 * again, so a refusal explains why and offers to open the settings.
 */
import { Canvas, View, Button } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useRef, useState } from 'react'
import { t } from '../../../i18n'
import { paintPoster, POSTER_HEIGHT, POSTER_WIDTH, type PosterContext } from '../../lib/poster'
import type { PosterCanvasProps } from './types'
import './index.scss'
import '../../../i18n/zh-Hant/gifts'

const CANVAS_ID = 'jx-invite-poster'
const ALBUM_SCOPE = 'scope.writePhotosAlbum'

interface CanvasNode {
  width: number
  height: number
  getContext(type: '2d'): unknown
  createImage(): { src: string; onload: (() => void) | null; onerror: (() => void) | null }
}

async function askForSettings(): Promise<void> {
  const answer = await Taro.showModal({
    title: t('gifts.poster.deniedTitle'),
    content: t('gifts.poster.deniedText'),
    confirmText: t('gifts.poster.openSettings'),
    cancelText: t('common.cancel')
  })
  if (answer.confirm) await Taro.openSetting()
}

function PosterCanvas({ ops, avatarUrl, label }: PosterCanvasProps) {
  const node = useRef<CanvasNode | null>(null)
  const [ready, setReady] = useState(false)

  useEffect(() => {
    if (!ops) return
    let cancelled = false
    Taro.nextTick(() => {
      Taro.createSelectorQuery()
        .select(`#${CANVAS_ID}`)
        .fields({ node: true, size: true })
        .exec((res: Array<{ node?: CanvasNode } | null>) => {
          const canvas = res?.[0]?.node
          if (!canvas || cancelled) return
          const dpr = Math.min(Taro.getSystemInfoSync().pixelRatio || 2, 3)
          canvas.width = POSTER_WIDTH * dpr
          canvas.height = POSTER_HEIGHT * dpr
          const ctx = canvas.getContext('2d') as PosterContext & { scale(x: number, y: number): void }
          ctx.scale(dpr, dpr)
          const paint = (avatar: unknown) => {
            if (cancelled) return
            paintPoster(ctx, ops, avatar)
            node.current = canvas
            setReady(true)
          }
          if (!avatarUrl) return paint(null)
          const img = canvas.createImage()
          img.onload = () => paint(img)
          img.onerror = () => paint(null)
          img.src = avatarUrl
        })
    })
    return () => {
      cancelled = true
    }
  }, [ops, avatarUrl])

  const save = async () => {
    const canvas = node.current
    if (!canvas) return
    try {
      const setting = await Taro.getSetting()
      if (setting.authSetting[ALBUM_SCOPE] === false) return await askForSettings()
      const { tempFilePath } = await Taro.canvasToTempFilePath({
        canvas
      } as unknown as Taro.canvasToTempFilePath.Option)
      await Taro.saveImageToPhotosAlbum({ filePath: tempFilePath })
      await Taro.showToast({ title: t('gifts.poster.saved'), icon: 'success' })
    } catch (e) {
      const msg = (e as { errMsg?: string } | null)?.errMsg ?? ''
      if (/auth|deny|denied/i.test(msg)) await askForSettings()
      else if (!/cancel/i.test(msg)) await Taro.showToast({ title: t('gifts.poster.saveFailed'), icon: 'none' })
    }
  }

  return (
    <View className='poster-canvas'>
      <Canvas type='2d' id={CANVAS_ID} className='poster-canvas__canvas' aria-label={label} />
      <Button className='poster-canvas__save' disabled={!ready || undefined} onClick={save}>
        {ready ? t('gifts.poster.save') : t('gifts.poster.drawing')}
      </Button>
    </View>
  )
}

export default observer(PosterCanvas)
