import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import { errorText } from '../services/http'
import { t } from '../i18n'
import type { Paged } from '../protocol/common'
import type { LoadState } from './loadState'

/** A page that may name the next one by keyset (`next_cursor`, null on the last page). */
export type KeysetPaged<T> = Paged<T> & { next_cursor?: string | null }

/**
 * A paged server list with loading / empty / error states, `reload` (retry, pull-to-refresh) and `more`
 * (reach bottom). `enabled` false (e.g. logged out) keeps it empty without calling the server.
 *
 * When a page answers `next_cursor`, the next `more` passes it as `load`'s second argument (with the page number
 * it would have asked for), so a list the server pages by keyset never asks for an OFFSET page; `reload` starts
 * over from the first page without a cursor.
 */
export function usePagedList<T>(
  load: (page: number, cursor: string | null) => Promise<KeysetPaged<T>>,
  deps: unknown[],
  enabled = true
) {
  const [state, setState] = useState<LoadState>('loading')
  const [items, setItems] = useState<T[]>([])
  const [page, setPage] = useState(1)
  const [hasMore, setHasMore] = useState(false)
  const [cursor, setCursor] = useState<string | null>(null)
  const [error, setError] = useState('')
  const seq = useRef(0)
  const loadingMore = useRef(false)

  const fail = (e: unknown) => {
    setError(errorText(e, t))
    setState('error')
  }

  const reload = useCallback(async () => {
    const mine = ++seq.current
    if (!enabled) {
      setItems([])
      setState('empty')
      return
    }
    if (items.length === 0) setState('loading')
    try {
      const p = await load(1, null)
      if (mine !== seq.current) return
      // the first page renders as a transition, in slices (./useRemote.ts); a next page (`more`) does not, so
      // the page number it advances is current before another reach-bottom can ask again
      startTransition(() => {
        setItems(p.list)
        setPage(1)
        setCursor(p.next_cursor ?? null)
        setHasMore(p.has_more)
        setState(p.list.length === 0 ? 'empty' : 'ready')
      })
    } catch (e) {
      if (mine === seq.current) fail(e)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps)

  const more = useCallback(async () => {
    if (!hasMore || loadingMore.current || state !== 'ready') return
    loadingMore.current = true
    const mine = seq.current
    try {
      const p = await load(page + 1, cursor)
      if (mine !== seq.current) return
      setItems((prev) => [...prev, ...p.list])
      setPage(page + 1)
      setCursor(p.next_cursor ?? null)
      setHasMore(p.has_more)
    } catch {
      /* the next scroll retries */
    } finally {
      loadingMore.current = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hasMore, page, cursor, state, ...deps])

  const drop = (pred: (item: T) => boolean) => {
    setItems((prev) => {
      const next = prev.filter((x) => !pred(x))
      if (next.length === 0) setState('empty')
      return next
    })
  }

  useEffect(() => {
    void reload()
  }, [reload])

  return { state, items, hasMore, error, reload, more, drop }
}
