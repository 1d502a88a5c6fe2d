import { View, Image } from '@tarojs/components'
import Icon from '../Icon'
import './index.scss'
import { imageAlt } from '../../utils/imageAlt'

/**
 * A round avatar: the user's picture, or a drawn default (a person outline on the brand tint) when there is
 * none, never a blank grey disc. Decorative: the name beside it is what screen readers read.
 */
export default function Avatar({
  src,
  size = 64,
  className
}: {
  src?: string | null
  size?: number
  className?: string
}) {
  const style = { width: `${size / 2}px`, height: `${size / 2}px` }
  return (
    <View className={`jx-avatar${className ? ` ${className}` : ''}`} style={style} aria-hidden>
      {src ? (
        <Image className='jx-avatar__img' src={src} mode='aspectFill' {...imageAlt('')} />
      ) : (
        <Icon name='user' size={Math.round(size / 4)} className='jx-avatar__default' />
      )}
    </View>
  )
}
