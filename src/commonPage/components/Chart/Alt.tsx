import { Button, Text, View } from '@tarojs/components'
import type { ChartProps } from './types'

/**
 * The chart's text alternative: its summary and one line per value, visually hidden. When bars can be tapped,
 * each line is a button doing what the tap does, so the figures are reachable by keyboard and screen reader.
 */
export default function ChartAlt({ data, summary, barLabel, onSelect }: ChartProps) {
  return (
    <View className='sr-only'>
      <Text>{summary}</Text>
      {data.map((d, i) =>
        onSelect && barLabel ? (
          <Button key={`${d.series ?? ''}${d.key}`} className='chart-alt__bar' onClick={() => onSelect(d, i)}>
            {barLabel(d)}
          </Button>
        ) : (
          <Text key={`${d.series ?? ''}${d.key}`}>{barLabel ? barLabel(d) : `${d.label} ${d.value}`}</Text>
        )
      )}
    </View>
  )
}
