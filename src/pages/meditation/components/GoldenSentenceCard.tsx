import { View, Text } from '@tarojs/components'
import { t } from '../../../i18n'
import { Routes } from '../../../navigation/routes'
import { navigate } from '../../../navigation/navigate'
import type { GoldenSentenceDTO } from '../../../protocol/meditation'
import '../../../i18n/zh-Hant/specRest'
import './GoldenSentenceCard.scss'

/**
 * The meditation home's quote card (GET /v3/meditation/goldenSentence, issue 33): the day's golden sentence from
 * the operators' rotation; tapping it opens its poster to save and share. None published (or the call failing):
 * no card. Loaded with the rest of the home, so it never pushes the page down a moment later.
 */
export default function GoldenSentenceCard({ sentence }: { sentence: GoldenSentenceDTO['sentence'] | undefined }) {
  if (!sentence) return null
  return (
    <View className='golden-card' role='link' onClick={() => navigate(Routes.mineGoldenSentence)}>
      <Text className='golden-card__label'>{t('specRest.golden.label')}</Text>
      <Text className='golden-card__text'>{sentence.text}</Text>
      <View className='golden-card__foot'>
        <Text className='golden-card__author'>{sentence.author ? `— ${sentence.author}` : ''}</Text>
        <Text className='golden-card__open'>{t('specRest.golden.open')} ›</Text>
      </View>
    </View>
  )
}
