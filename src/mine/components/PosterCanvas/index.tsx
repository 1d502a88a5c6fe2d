/**
 * H5 (and jest): the poster on a real `<canvas>` at the device's pixel ratio, and an `<a download>` of its PNG
 * (`canvas.toDataURL`). The mini-program's version is ./index.weapp.tsx.
 */
import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useRef, useState } from 'react'
import { t } from '../../../i18n'
import { paintPoster, POSTER_HEIGHT, POSTER_WIDTH, type DrawOp, type PosterContext } from '../../lib/poster'
import type { PosterCanvasProps } from './types'
import './index.scss'
import '../../../i18n/zh-Hant/gifts'

function loadImage(src: string): Promise<HTMLImageElement | null> {
  if (!src || typeof Image === 'undefined') return Promise.resolve(null)
  return new Promise((resolve) => {
    const img = new Image()
    img.crossOrigin = 'anonymous'
    img.onload = () => resolve(img)
    img.onerror = () => resolve(null)
    img.src = src
  })
}

function PosterCanvas({ ops, avatarUrl, label, fileName }: PosterCanvasProps) {
  const ref = useRef<HTMLCanvasElement | null>(null)
  const [url, setUrl] = useState('')

  useEffect(() => {
    const canvas = ref.current
    if (!canvas || !ops) return
    let cancelled = false
    const dpr = Math.min(Math.max(window.devicePixelRatio || 1, 1), 3)
    const draw = (drawn: DrawOp[], avatar: HTMLImageElement | null) => {
      const ctx = canvas.getContext('2d')
      if (!ctx) return
      canvas.width = POSTER_WIDTH * dpr
      canvas.height = POSTER_HEIGHT * dpr
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0)
      paintPoster(ctx as unknown as PosterContext, drawn, avatar)
      try {
        setUrl(canvas.toDataURL('image/png'))
      } catch {
        // a foreign avatar taints the canvas: draw again without it so the poster can still be saved
        if (avatar) draw(drawn, null)
      }
    }
    void loadImage(avatarUrl).then((avatar) => {
      if (!cancelled) draw(ops, avatar)
    })
    return () => {
      cancelled = true
    }
  }, [ops, avatarUrl])

  return (
    <View className='poster-canvas'>
      <canvas
        ref={ref}
        className='poster-canvas__canvas'
        width={POSTER_WIDTH}
        height={POSTER_HEIGHT}
        role='img'
        aria-label={label}
        data-testid='poster-canvas'
      />
      {url ? (
        <a className='poster-canvas__save' href={url} download={fileName} data-testid='poster-download'>
          {t('gifts.poster.download')}
        </a>
      ) : (
        <Text className='poster-canvas__save poster-canvas__save--wait'>{t('gifts.poster.drawing')}</Text>
      )}
    </View>
  )
}

export default observer(PosterCanvas)
