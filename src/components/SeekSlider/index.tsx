import { View, Slider } from '@tarojs/components'
import { useEffect, useRef } from 'react'
import { colors } from '../../styles/tokens'
import type { SeekSliderProps } from './types'

/**
 * The playback progress slider. Taro's H5 slider is a drawn div with no role: this frame is the slider for
 * assistive technology (role, value range, value text) and for the keyboard (arrows move by keyStep, Home
 * and End jump to the ends); touch and mouse still go to the Taro slider inside.
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
  const ref = useRef<{
    addEventListener?: HTMLElement['addEventListener']
    removeEventListener?: HTMLElement['removeEventListener']
  } | null>(null)
  const latest = useRef({ value, max, keyStep, onChange })
  latest.current = { value, max, keyStep, onChange }
  useEffect(() => {
    const el = ref.current
    if (process.env.TARO_ENV !== 'h5' || !el?.addEventListener) return
    const onKey = (e: KeyboardEvent) => {
      const { value: v, max: m, keyStep: s, onChange: change } = latest.current
      const to =
        e.key === 'ArrowRight' || e.key === 'ArrowUp'
          ? v + s
          : e.key === 'ArrowLeft' || e.key === 'ArrowDown'
            ? v - s
            : e.key === 'Home'
              ? 0
              : e.key === 'End'
                ? m
                : null
      if (to === null) return
      e.preventDefault()
      change(Math.min(m, Math.max(0, Math.round(to))))
    }
    el.addEventListener('keydown', onKey as EventListener)
    return () => el.removeEventListener?.('keydown', onKey as EventListener)
  }, [])
  return (
    <View
      className={className}
      ref={ref as never}
      role='slider'
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
    >
      <Slider
        min={0}
        max={Math.max(1, max)}
        step={1}
        value={value}
        activeColor={colors.inkSoft}
        backgroundColor={colors.green81}
        blockSize={20}
        aria-hidden
        onChanging={(e) => onChanging?.(e.detail.value)}
        onChange={(e) => onChange(e.detail.value)}
      />
    </View>
  )
}
