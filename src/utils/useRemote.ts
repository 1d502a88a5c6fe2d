import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import { errorText } from '../services/http'
import { t } from '../i18n'
import type { LoadState } from './loadState'

/**
 * Screen data from the server with loading / empty / error states and a `reload` for retry and
 * pull-to-refresh. `isEmpty` decides the empty state. Stale answers (an older reload) are dropped.
 */
export function useRemote<T>(load: () => Promise<T>, deps: unknown[], isEmpty?: (data: T) => boolean) {
  const [state, setState] = useState<LoadState>('loading')
  const [data, setData] = useState<T | null>(null)
  const [error, setError] = useState('')
  const seq = useRef(0)

  const reload = useCallback(async () => {
    const mine = ++seq.current
    if (data === null) setState('loading')
    try {
      const value = await load()
      if (mine !== seq.current) return
      // A transition: React renders the new content in slices of a few ms between which the page stays
      // responsive, rather than one long task (a tab's floors were 100+ ms of script on a slow phone).
      startTransition(() => {
        setData(value)
        setState(isEmpty && isEmpty(value) ? 'empty' : 'ready')
      })
    } catch (e) {
      if (mine !== seq.current) return
      setError(errorText(e, t))
      setState('error')
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps)

  useEffect(() => {
    void reload()
  }, [reload])

  return { state, data, error, reload }
}
