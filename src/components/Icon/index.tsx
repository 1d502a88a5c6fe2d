import { View } from '@tarojs/components'
import AtIcon from 'taro-ui/lib/components/icon'
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
 * size is in CSS px at a 375-wide screen.
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
      {/* size 0 keeps AtIcon from calling Taro.pxTransform; the size goes in as a plain CSS font size */}
      <AtIcon value={name} size={0} color={color} customStyle={{ fontSize: `${size}px` }} />
    </View>
  )
}
