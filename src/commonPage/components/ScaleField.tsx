import { Button, Text, View } from '@tarojs/components'
import './forms.scss'

interface Props {
  label: string
  min: number
  max: number
  value: number | undefined
  onChange: (n: number) => void
  /** Words under the two ends of the scale. */
  low?: string
  high?: string
  /** The accessible name of one value. */
  valueLabel: (n: number) => string
  invalid?: boolean
}

/** A row of numbered choices (a 1–5 scale): a radio group of buttons, so each is reachable with Tab. */
export default function ScaleField({ label, min, max, value, onChange, low, high, valueLabel, invalid }: Props) {
  const values = Array.from({ length: max - min + 1 }, (_, i) => min + i)
  return (
    <View className='cp-scale'>
      <View
        className={`cp-scale__choices${invalid ? ' cp-scale__choices--invalid' : ''}`}
        role='radiogroup'
        aria-label={label}
      >
        {values.map((n) => (
          <Button
            key={n}
            role='radio'
            aria-checked={value === n}
            aria-label={valueLabel(n)}
            className={`cp-scale__choice${value === n ? ' cp-scale__choice--on' : ''}`}
            onClick={() => onChange(n)}
          >
            {n}
          </Button>
        ))}
      </View>
      {(low || high) && (
        <View className='cp-scale__ends' aria-hidden>
          <Text>{low}</Text>
          <Text>{high}</Text>
        </View>
      )}
    </View>
  )
}
