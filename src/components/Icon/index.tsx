import { View, Text } from '@tarojs/components'
import './icons.scss'
import './index.scss'

/** The icon names of taro-ui's icon font that the app uses. */
export type IconName =
  | 'chevron-left'
  | 'chevron-right'
  | 'play'
  | 'pause'
  | 'prev'
  | 'next'
  | 'lock'
  | 'clock'
  | 'heart'
  | 'heart-2'
  | 'repeat-play'
  | 'shuffle-play'
  | 'playlist'
  | 'list'
  | 'bullet-list'
  | 'home'
  | 'user'
  | 'close'
  | 'check'
  | 'star'
  | 'star-2'
  | 'sound'
  | 'bell'
  | 'calendar'
  | 'search'
  | 'close-circle'
  | 'message'
  | 'help'
  | 'bookmark'

/**
 * A decorative icon from taro-ui's icon font (the glyphs of IconName only: ./icons.scss). The
 * control around it carries the accessible name, so the icon itself is hidden from screen readers.
 * size is in CSS px at a 375-wide screen. The element is the one AtIcon renders (`.at-icon.at-icon-<name>`),
 * without AtIcon's component and prop-types code in every first load.
 */
export default function Icon({
  name,
  size = 20,
  color,
  className
}: {
  name: IconName
  size?: number
  color?: string
  className?: string
}) {
  return (
    <View className={`jx-icon${className ? ` ${className}` : ''}`} aria-hidden>
      <Text
        className={`at-icon at-icon-${name}`}
        style={color ? { fontSize: `${size}px`, color } : { fontSize: `${size}px` }}
      />
    </View>
  )
}
