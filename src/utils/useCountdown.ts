import { useEffect, useRef, useState } from 'react'

/** A resend countdown in whole seconds: `start(60)` counts down to 0 once per second. */
export function useCountdown(): { left: number; start: (seconds: number) => void } {
  const [left, setLeft] = useState(0)
  const timer = useRef<ReturnType<typeof setInterval> | null>(null)
  useEffect(
    () => () => {
      if (timer.current) clearInterval(timer.current)
    },
    []
  )
  const start = (seconds: number) => {
    if (timer.current) clearInterval(timer.current)
    setLeft(seconds)
    timer.current = setInterval(() => {
      setLeft((s) => {
        if (s <= 1 && timer.current) {
          clearInterval(timer.current)
          timer.current = null
        }
        return Math.max(0, s - 1)
      })
    }, 1000)
  }
  return { left, start }
}
