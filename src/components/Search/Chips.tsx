import { View, Text } from '@tarojs/components'
import './search.scss'

/** A titled row of keyword chips (recent and hot searches); `action` is an optional control beside the title. */
export default function Chips({
  title,
  words,
  emptyText,
  onPick,
  action,
  className
}: {
  title: string
  words: string[]
  emptyText?: string
  onPick: (word: string) => void
  action?: { label: string; onClick: () => void }
  className?: string
}) {
  return (
    <View className={`search-chips${className ? ` ${className}` : ''}`}>
      <View className='search-chips__head'>
        <Text className='search-chips__title' role='heading' aria-level={2}>
          {title}
        </Text>
        {action && (
          <Text className='search-chips__action' role='button' onClick={action.onClick}>
            {action.label}
          </Text>
        )}
      </View>
      <View className='search-chips__list'>
        {words.map((w) => (
          <Text key={w} className='search-chip' role='button' onClick={() => onPick(w)}>
            {w}
          </Text>
        ))}
        {words.length === 0 && !!emptyText && <Text className='search-chips__empty'>{emptyText}</Text>}
      </View>
    </View>
  )
}
