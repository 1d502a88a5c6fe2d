import { View } from '@tarojs/components'
import qrcode from 'qrcode-generator'
import { useMemo } from 'react'

/** The dark and light runs of each row of a QR code for `text` ([dark, length] pairs), quiet zone excluded. */
export function qrRows(text: string): { size: number; rows: [boolean, number][][] } {
  const qr = qrcode(0, 'M')
  qr.addData(text)
  qr.make()
  const size = qr.getModuleCount()
  const rows: [boolean, number][][] = []
  for (let r = 0; r < size; r++) {
    const runs: [boolean, number][] = []
    for (let c = 0; c < size; c++) {
      const dark = qr.isDark(r, c)
      const last = runs[runs.length - 1]
      if (last && last[0] === dark) last[1]++
      else runs.push([dark, 1])
    }
    rows.push(runs)
  }
  return { size, rows }
}

/**
 * A QR code drawn as Views (one per run of like modules in a row), so it renders the same in the mini-program and
 * on H5 without a canvas. `label` is what a screen reader says.
 */
export default function TicketQr({ text, label }: { text: string; label: string }) {
  const { size, rows } = useMemo(() => qrRows(text), [text])
  // a row is one module high: its width (.ticket-qr__row) over the module count
  const aspectRatio = `${size} / 1`
  return (
    <View className='ticket-qr' role='img' aria-label={label} data-code={text} data-size={size}>
      {rows.map((runs, r) => (
        <View key={r} className='ticket-qr__row' style={{ aspectRatio }} aria-hidden>
          {runs.map(([dark, n], i) => (
            <View
              key={i}
              className={dark ? 'ticket-qr__dark' : 'ticket-qr__light'}
              style={{ width: `${(n / size) * 100}%` }}
            />
          ))}
        </View>
      ))}
    </View>
  )
}
