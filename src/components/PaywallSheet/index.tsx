import { View, Text, Button } from '@tarojs/components'
import FloatSheet from '../FloatSheet'
import { t } from '../../i18n'
import Icon from '../Icon'
import './index.scss'

export interface PaywallAction {
  label: string
  onClick(): void
  className?: string
}

/**
 * The answer to a tap on locked content: a bottom sheet (taro-ui's AtFloatLayout) that says what is locked, why,
 * and offers the way to unlock it (buy the course, become a member, the annual card) or to close it. The page
 * keeps it mounted and opens it with isOpened (nothing is inserted before a Taro component on H5); a tap on the
 * overlay closes it too.
 */
export default function PaywallSheet({
  isOpened,
  title,
  text,
  actions,
  onClose
}: {
  isOpened: boolean
  title: string
  text: string
  actions: PaywallAction[]
  onClose(): void
}) {
  return (
    <FloatSheet className='paywall' isOpened={isOpened} onClose={onClose}>
      <View className='paywall__sheet' role='dialog' aria-modal='true' aria-label={title}>
        <View className='paywall__icon'>
          <Icon name='lock' size={26} />
        </View>
        <Text className='paywall__title' role='heading' aria-level={2}>
          {title}
        </Text>
        <Text className='paywall__text'>{text}</Text>
        {actions.map((a, i) => (
          <Button
            key={i}
            className={`paywall__btn${i === 0 ? ' paywall__btn--primary' : ''}${a.className ? ` ${a.className}` : ''}`}
            onClick={a.onClick}
          >
            {a.label}
          </Button>
        ))}
        <Button className='paywall__btn paywall__close' onClick={onClose}>
          {t('common.close')}
        </Button>
      </View>
    </FloatSheet>
  )
}
