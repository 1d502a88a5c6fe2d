import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { ListRow } from '../ListRow'
import { useStores } from '../../stores'
import { t, LOCALES } from '../../i18n'
import '../../i18n/zh-Hant/mine'

/** The language switch as a list row (the Me tab and the settings page): one radio chip per locale. */
function LanguageRow({ className }: { className?: string }) {
  const { loginPanel } = useStores()
  return (
    <ListRow className={className} title={t('mine.language')}>
      <View className='list-row__choices' role='radiogroup' aria-label={t('mine.language')}>
        {LOCALES.map((l) => (
          <Text
            key={l}
            role='radio'
            aria-checked={loginPanel.language === l}
            data-locale={l}
            className={`list-row__choice${loginPanel.language === l ? ' list-row__choice--on' : ''}`}
            onClick={() => loginPanel.setLanguage(l)}
          >
            {l === 'en' ? t('common.languageEn') : t('common.languageZh')}
          </Text>
        ))}
      </View>
    </ListRow>
  )
}

export default observer(LanguageRow)
