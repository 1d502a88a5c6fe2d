import { Image } from '@tarojs/components'
import qrcode from 'qrcode-generator'
import { useMemo } from 'react'
import { imageAlt } from '../../utils/imageAlt'

/** A QR code of `text` as an image (qrcode-generator's GIF data URL: no canvas, the same on H5 and weapp). */
export default function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const src = useMemo(() => {
    const qr = qrcode(0, 'M')
    qr.addData(text)
    qr.make()
    return qr.createDataURL(8, 2)
  }, [text])
  return (
    <Image {...imageAlt(label)} className={className} src={src} mode='aspectFit' showMenuByLongpress data-text={text} />
  )
}
