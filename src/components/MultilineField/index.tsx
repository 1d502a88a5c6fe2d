import { Textarea } from '@tarojs/components'
import type { MultilineFieldProps } from './types'

/** A multi-line text field: Taro's Textarea on the mini-program (H5 has its own, ./index.h5.tsx). */
export default function MultilineField(props: MultilineFieldProps) {
  const { className, value, maxLength, placeholder, label, autoHeight, onInput, onFocus } = props
  return (
    <Textarea
      className={className}
      value={value}
      maxlength={maxLength}
      autoHeight={autoHeight}
      placeholder={placeholder}
      aria-label={label}
      onInput={(e) => onInput(e.detail.value)}
      onFocus={() => onFocus?.()}
    />
  )
}
