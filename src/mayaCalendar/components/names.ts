/** Display names of the calendar's parts in the current language (the tables are in the `maya` i18n namespace). */
import { t, type TKey } from '../../i18n'
import { kinInfo, type MoonDate } from '../lib/dreamspell'
import '../../i18n/zh-Hant/maya'

/** 'Yellow Galactic Seed' / '黃色銀河的種子'. */
export function kinDisplayName(kin: number): string {
  const k = kinInfo(kin)
  return t('maya.kinName', {
    color: t(`maya.color.${k.color}` as TKey),
    tone: t(`maya.tone.${k.tone}` as TKey),
    seal: t(`maya.sealNoun.${k.seal}` as TKey)
  })
}

export function moonDateText(m: MoonDate): string {
  if (m.type === 'hunabKu') return t('maya.hunabKu')
  if (m.type === 'dayOutOfTime') return t('maya.dayOutOfTime')
  return t('maya.calendar.moonDay', { moon: t(`maya.moon.${m.moon}` as TKey), day: m.day })
}
