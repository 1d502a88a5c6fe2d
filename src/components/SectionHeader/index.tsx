import { View, Text } from '@tarojs/components'
import { t } from '../../i18n'
import Icon from '../Icon'
import './index.scss'

/** A section title with an optional "more" link (its text `moreText`, else "more"). */
export default function SectionHeader({
  title,
  onMore,
  moreText
}: {
  title: string
  onMore?: () => void
  moreText?: string
}) {
  return (
    <View className='section-header'>
      <Text className='section-header__title' role='heading' aria-level={2}>
        {title}
      </Text>
      {onMore && (
        <View className='section-header__more' role='link' onClick={onMore}>
          <Text>{moreText ?? t('common.more')}</Text>
          <Icon name='chevron-right' size={14} />
        </View>
      )}
    </View>
  )
}
