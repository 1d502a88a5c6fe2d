import { View } from '@tarojs/components'
import ChartAlt from './Alt'
import type { ChartProps } from './types'
import './index.scss'

export type { ChartDatum, ChartProps } from './types'

/** Without a canvas (tests): the box and the text alternative only. */
export default function Chart(props: ChartProps) {
  return (
    <View className='chart' id={props.id}>
      <View
        className='chart__canvas'
        role='img'
        aria-label={props.summary}
        style={{ height: `${props.height ?? 180}px` }}
      />
      <ChartAlt {...props} />
    </View>
  )
}
