import { View, Text, Button } from '@tarojs/components'
import './index.scss'
import PolicyLinks from '../PolicyLinks'

export interface PayBarAction {
  label: string
  onClick(): void
  /** primary: the filled main action; secondary: an outlined one beside it (e.g. a free preview) */
  kind?: 'primary' | 'secondary'
  disabled?: boolean
  busy?: boolean
  /** extra class names (tests and page-specific hooks) */
  className?: string
}

interface Props {
  /** the price shown on the left ("NT$1,280"); omitted when the bar only holds actions */
  price?: string
  /** a struck-through original price beside it */
  originalPrice?: string
  /** a short line under the price or above the actions (e.g. the demo payment badge and note) */
  note?: string
  /** a badge before the note ("示範付款") */
  badge?: string
  /** the last error of the action, announced to screen readers */
  error?: string
  actions: PayBarAction[]
  className?: string
}

/**
 * The bottom bar of every page that sells something (course detail, order, membership, annual card): price on
 * the left, one or two actions on the right, one compact row (plus an optional note line) fixed to the bottom.
 * Every element is always rendered (empty ones hidden by CSS) so React never inserts a node next to a Taro
 * component that re-renders itself; disabled is passed only when true (Taro H5 leaves disabled="false").
 */
export default function PayBar({ price, originalPrice, note, badge, error, actions, className }: Props) {
  return (
    <View className={`pay-bar${className ? ` ${className}` : ''}`}>
      <View className={`pay-bar__note${note || badge ? '' : ' is-empty'}`}>
        <Text className={`pay-bar__badge${badge ? '' : ' is-empty'}`}>{badge ?? ''}</Text>
        <Text className='pay-bar__note-text'>{note ?? ''}</Text>
      </View>
      <Text className={`pay-bar__error${error ? '' : ' is-empty'}`} role='alert'>
        {error ?? ''}
      </Text>
      <View className='pay-bar__row'>
        <View className={`pay-bar__price-box${price ? '' : ' is-empty'}`}>
          <Text className='pay-bar__price'>{price ?? ''}</Text>
          <Text className={`pay-bar__original${originalPrice ? '' : ' is-empty'}`}>{originalPrice ?? ''}</Text>
        </View>
        <View className='pay-bar__actions'>
          {actions.map((a, i) => (
            <Button
              key={i}
              className={`pay-bar__btn pay-bar__btn--${a.kind ?? 'primary'}${a.className ? ` ${a.className}` : ''}`}
              disabled={a.disabled || undefined}
              aria-disabled={a.disabled || undefined}
              aria-busy={a.busy || undefined}
              onClick={a.onClick}
            >
              {a.label}
            </Button>
          ))}
        </View>
      </View>
      <PolicyLinks context='checkout' />
    </View>
  )
}
