import { View, Text } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { formatDateTime } from '../../../utils/dates'
import type { CampaignLang } from '../../../protocol/third'
import { tIn } from '../../../i18n'
import '../../../i18n/zh-Hant/third'

const pad = (n: number) => String(n).padStart(2, '0')

/** Counts down to the end of the offer window, and names that end in the user's zone (utils/dates). */
export default function Countdown({ endsAt, lang }: { endsAt: string; lang: CampaignLang }) {
  const end = Date.parse(endsAt)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(id)
  }, [])
  const left = Math.max(0, Math.floor((end - now) / 1000))
  const d = Math.floor(left / 86_400)
  const h = Math.floor((left % 86_400) / 3600)
  const m = Math.floor((left % 3600) / 60)
  const s = left % 60
  return (
    <View className='ld-countdown'>
      {left > 0 ? (
        <View className='ld-countdown__clock' role='timer' aria-label={tIn(lang, 'third.countdownLabel', { d, h, m })}>
          <Text className='ld-countdown__label'>{tIn(lang, 'third.countdown')}</Text>
          <Text className='ld-countdown__value' aria-hidden>
            {tIn(lang, 'third.countdownParts', { d, hh: pad(h), mm: pad(m), ss: pad(s) })}
          </Text>
        </View>
      ) : (
        <Text className='ld-countdown__label'>{tIn(lang, 'third.ended')}</Text>
      )}
      <Text className='ld-countdown__end'>{tIn(lang, 'third.endsAt', { time: formatDateTime(endsAt) })}</Text>
    </View>
  )
}
