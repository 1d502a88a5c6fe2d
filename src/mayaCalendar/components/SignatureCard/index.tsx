import { View, Image, Text } from '@tarojs/components'
import { imageAlt } from '../../../utils/imageAlt'
import { observer } from 'mobx-react'
import { t, type TKey } from '../../../i18n'
import type { DreamspellResult } from '../../lib/dreamspell'
import { kinDisplayName, moonDateText } from '../names'
import { sealUri, toneUri } from '../glyphs'
import './index.scss'
import '../../../i18n/zh-Hant/maya'

/** A date's galactic signature: tone numeral over seal tile, name, kin, moon date and the kin's anatomy. */
function SignatureCard({
  result,
  heading,
  className
}: {
  result: DreamspellResult
  heading?: string
  className?: string
}) {
  const name = kinDisplayName(result.kin)
  const m = result.moonDate
  return (
    <View
      className={`signature-card maya-card${className ? ` ${className}` : ''}`}
      data-kin={result.kin}
      data-date={result.date}
    >
      {heading && (
        <Text className='signature-card__heading' role='heading' aria-level={2}>
          {heading}
        </Text>
      )}
      <View className='signature-card__main'>
        <View className='signature-card__glyphs'>
          <Image
            className='signature-card__tone'
            src={toneUri(result.tone)}
            mode='aspectFit'
            {...imageAlt(t('maya.calendar.toneGlyph', { name: t(`maya.tone.${result.tone}` as TKey) }))}
          />
          <Image
            className='signature-card__seal'
            src={sealUri(result.seal)}
            mode='aspectFit'
            {...imageAlt(t('maya.calendar.sealGlyph', { name: t(`maya.seal.${result.seal}` as TKey) }))}
          />
        </View>
        <View className='signature-card__text'>
          <Text className='signature-card__name'>{name}</Text>
          <Text className='signature-card__kin'>{t('maya.calendar.kin', { kin: result.kin })}</Text>
          <Text className='signature-card__moon'>{moonDateText(m)}</Text>
          <Text className='signature-card__date'>{result.date}</Text>
        </View>
      </View>
      {m.type === 'hunabKu' && <Text className='maya-note'>{t('maya.calendar.hunabKuNote')}</Text>}
      {m.type === 'dayOutOfTime' && <Text className='maya-note'>{t('maya.calendar.dayOutOfTimeNote')}</Text>}
      <View className='signature-card__facts'>
        <Text className='signature-card__fact'>
          {t('maya.calendar.fact', { label: t('maya.calendar.seal'), value: t(`maya.seal.${result.seal}` as TKey) })}
        </Text>
        <Text className='signature-card__fact'>
          {t('maya.calendar.fact', { label: t('maya.calendar.tone'), value: t(`maya.tone.${result.tone}` as TKey) })}
        </Text>
        <Text className='signature-card__fact'>
          {t('maya.calendar.fact', {
            label: t('maya.calendar.wavespell'),
            value: t(`maya.wavespell.${result.wavespell}` as TKey)
          })}
        </Text>
        <Text className='signature-card__fact'>
          {t('maya.calendar.fact', {
            label: t('maya.calendar.castle'),
            value: t(`maya.castle.${result.castle}` as TKey)
          })}
        </Text>
      </View>
    </View>
  )
}

export default observer(SignatureCard)
