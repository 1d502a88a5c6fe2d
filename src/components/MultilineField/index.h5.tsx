import { useLayoutEffect, useRef } from 'react'
import type { MultilineFieldProps } from './types'
import './index.h5.scss'

/**
 * A multi-line text field on H5: the browser's own <textarea> in a box. Taro's H5 Textarea is a web component
 * whose runtime and styles load with the first page that shows one, and whose first render forces a layout of
 * the page (a 36 ms task on the album page, where the comment box is). Grows with its text when autoHeight.
 */
export default function MultilineField(props: MultilineFieldProps) {
  const { className, value, maxLength, placeholder, label, autoHeight, onInput, onFocus } = props
  const ref = useRef<HTMLTextAreaElement | null>(null)
  useLayoutEffect(() => {
    const el = ref.current
    if (!autoHeight || !el) return
    el.style.height = 'auto'
    el.style.height = `${el.scrollHeight}px`
  }, [value, autoHeight])
  return (
    <div className={`jx-multiline${className ? ` ${className}` : ''}`}>
      <textarea
        ref={ref}
        className='jx-multiline__field'
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-label={label}
        rows={2}
        onChange={(e) => onInput(e.target.value)}
        onFocus={() => onFocus?.()}
      />
    </div>
  )
}
