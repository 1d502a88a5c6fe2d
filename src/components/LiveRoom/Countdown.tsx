import { View, Text } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { t } from '../../i18n'
import { zonedDateTime } from '../../utils/zonedTime'
import '../../i18n/zh-Hant/live'

const pad = (n: number) => String(n).padStart(2, '0')

/** Whole days, hours, minutes and seconds until `target` (zero once it has passed). */
export function remaining(targetMs: number, nowMs: number) {
  const s = Math.max(0, Math.floor((targetMs - nowMs) / 1000))
  return {
    d: Math.floor(s / 86400),
    h: Math.floor((s % 86400) / 3600),
    m: Math.floor((s % 3600) / 60),
    s: s % 60,
    total: s
  }
}

/**
 * The countdown to a live's start, ticking every second; the start time is shown in the user's zone. `onDue`
 * runs once the start has come (the room then asks the server whether the teacher has started).
 */
export default function Countdown({ startAt, onDue }: { startAt: string; onDue: () => void }) {
  const target = new Date(startAt).getTime()
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  const r = remaining(target, now)
  useEffect(() => {
    if (r.total === 0) onDue()
  }, [r.total, onDue])
  const parts = { d: r.d, h: pad(r.h), m: pad(r.m), s: pad(r.s) }
  return (
    <View className='live-countdown'>
      <Text className='live-countdown__label'>{t('live.countdown')}</Text>
      <Text className='live-countdown__time' role='timer' aria-label={t('live.countdownLabel', parts)}>
        {t('live.countdownParts', parts)}
      </Text>
      <Text className='live-countdown__at'>{t('live.startsAt', { time: zonedDateTime(startAt) })}</Text>
      <Text className='live-countdown__soon' hidden={r.total > 0} role='status'>
        {t('live.startingSoon')}
      </Text>
    </View>
  )
}
