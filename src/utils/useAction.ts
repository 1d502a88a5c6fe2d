import { useCallback, useEffect, useRef, useState } from 'react'
import { errorText, isApiError } from '../services/http'
import { t } from '../i18n'

export interface Action<A extends unknown[], R> {
  /** True while the action runs: for `disabled`, `aria-busy` and the button's "sending…" label. */
  busy: boolean
  /** The last failure's text, to show inline ('' when none, and again as soon as the action runs anew). */
  error: string
  /**
   * Runs the action unless it is already running (a second tap while busy is ignored and resolves undefined).
   * Resolves its value, or undefined when it failed: the failure is in `error`, never thrown.
   */
  run: (...args: A) => Promise<R | undefined>
  /** Sets or clears the inline error from the screen's own checks (a field that is wrong before any call). */
  setError: (text: string) => void
}

/**
 * One way for a screen to run a write (issue 30: it replaces a busy flag, a try/catch/finally and an error
 * state written by hand on every page).
 *
 * - **Busy**: set while the action runs; a second run while busy is ignored, so a double tap sends once.
 * - **The error as state**: the failure's translated text (the server's message when it has one) in `error`.
 *   "Not logged in" leaves `error` empty: the HTTP layer opens the login panel for it.
 * - **One toast**: the HTTP layer already toasts an API failure (unless the call asked to be `silent`), so this
 *   hook never toasts; a screen that shows `error` inline makes its call `silent`, or shows nothing twice.
 * - **After the screen has gone** (the action navigated away, or the user left) no state is set.
 */
export function useAction<A extends unknown[], R>(
  action: (...args: A) => Promise<R>,
  options: { onError?: (e: unknown) => void } = {}
): Action<A, R> {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const running = useRef(false)
  const mounted = useRef(true)
  const latest = useRef({ action, onError: options.onError })
  latest.current = { action, onError: options.onError }
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const run = useCallback(async (...args: A): Promise<R | undefined> => {
    if (running.current) return undefined
    running.current = true
    setBusy(true)
    setError('')
    try {
      return await latest.current.action(...args)
    } catch (e) {
      if (mounted.current && !(isApiError(e) && e.kind === 'unauthorized')) setError(errorText(e, t))
      latest.current.onError?.(e)
      return undefined
    } finally {
      running.current = false
      if (mounted.current) setBusy(false)
    }
  }, [])

  return { busy, error, run, setError }
}
