import { useEffect, useRef, type CSSProperties } from 'react'
import type { SeekSliderProps } from './types'
import './index.h5.scss'

/**
 * The playback progress slider on H5: the browser's own range input (role, value and keyboard come with it; Taro's
 * Slider is a drawn web component that needs its component library in the page's first load). Arrow keys move
 * by keyStep seconds rather than the input's one-second step; Home and End jump to the ends as natively.
 */
export default function SeekSlider({
  value,
  max,
  label,
  valueText,
  keyStep = 15,
  className,
  onChanging,
  onChange
}: SeekSliderProps) {
  const ref = useRef<HTMLInputElement | null>(null)
  const latest = useRef({ value, max, keyStep, onChange })
  latest.current = { value, max, keyStep, onChange }
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const onKey = (e: KeyboardEvent) => {
      const { value: v, max: m, keyStep: s, onChange: change } = latest.current
      const by =
        e.key === 'ArrowRight' || e.key === 'ArrowUp' ? s : e.key === 'ArrowLeft' || e.key === 'ArrowDown' ? -s : null
      if (by === null) return
      e.preventDefault()
      change(Math.min(m, Math.max(0, Math.round(v + by))))
    }
    // the end of a drag (or a key's move): React's onChange is the input event, fired during the drag
    const onCommit = () => latest.current.onChange(Number(el.value))
    el.addEventListener('keydown', onKey)
    el.addEventListener('change', onCommit)
    return () => {
      el.removeEventListener('keydown', onKey)
      el.removeEventListener('change', onCommit)
    }
  }, [])
  const top = Math.max(1, max)
  return (
    <div className={className ? `seek-slider ${className}` : 'seek-slider'}>
      <input
        ref={ref}
        className='seek-slider__input'
        type='range'
        min={0}
        max={top}
        step={1}
        value={Math.min(top, Math.max(0, value))}
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={valueText}
        style={{ '--seek-fill': `${(Math.min(top, Math.max(0, value)) / top) * 100}%` } as CSSProperties}
        onChange={(e) => onChanging?.(Number(e.currentTarget.value))}
      />
    </div>
  )
}
