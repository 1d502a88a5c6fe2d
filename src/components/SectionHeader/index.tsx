import { View, Text } from '@tarojs/components'
import { t } from '../../i18n'
import './index.scss'

/** A section title with an optional "more" link. */
export default function SectionHeader({ title, onMore }: { title: string; onMore?: () => void }) {
  return (
    <View className='section-header'>
      <Text className='section-header__title' role='heading' aria-level={2}>{title}</Text>
      {onMore && <Text className='section-header__more' role='link' onClick={onMore}>{t('common.more')} ›</Text>}
    </View>
  )
}
