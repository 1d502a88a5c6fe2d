/** Display names of the calendar's parts in the current language (the tables are in the `maya` i18n namespace). */
import { t } from '../../i18n'
import { kinInfo, type MoonDate } from '../lib/dreamspell'

/** 'Yellow Galactic Seed' / '黃色銀河的種子'. */
export function kinDisplayName(kin: number): string {
  const k = kinInfo(kin)
  return t('maya.kinName', {
    color: t(`maya.color.${k.color}`),
    tone: t(`maya.tone.${k.tone}`),
    seal: t(`maya.sealNoun.${k.seal}`)
  })
}

export function moonDateText(m: MoonDate): string {
  if (m.type === 'hunabKu') return t('maya.hunabKu')
  if (m.type === 'dayOutOfTime') return t('maya.dayOutOfTime')
  return t('maya.calendar.moonDay', { moon: t(`maya.moon.${m.moon}`), day: m.day })
}
