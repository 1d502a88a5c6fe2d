import { View, Text, Button } from '@tarojs/components'
import { t } from '../../i18n'
import Icon from '../Icon'
import './index.scss'

export interface PaywallAction {
  label: string
  onClick(): void
  className?: string
}

/**
 * The answer to a tap on locked content: a bottom sheet that says what is locked, why, and offers the way to
 * unlock it (buy the course, become a member, the annual card) or to close it. Rendered by the page only
 * while open (its parent keeps it as the last child, so nothing is inserted before a Taro component).
 */
export default function PaywallSheet({
  title,
  text,
  actions,
  onClose
}: {
  title: string
  text: string
  actions: PaywallAction[]
  onClose(): void
}) {
  return (
    <View className='paywall' role='dialog' aria-modal='true' aria-label={title}>
      <View className='paywall__mask' onClick={onClose} />
      <View className='paywall__sheet'>
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
    </View>
  )
}
