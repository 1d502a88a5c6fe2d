/** A QR code as an image URL (GIF data URL from qrcode-generator): for `<Image>` on both targets. */
import qrcode from 'qrcode-generator'

export function qrDataUrl(text: string, cellSize = 6, margin = 12): string {
  const qr = qrcode(0, 'M')
  qr.addData(text)
  qr.make()
  return qr.createDataURL(cellSize, margin)
}
