import { useEffect, useRef, useState } from 'react'
import type { SearchSuggestDTO } from '../../protocol/search'

/** Wait after the last keystroke before asking for suggestions. */
export const SUGGEST_DEBOUNCE_MS = 250

/**
 * Suggestions for what is being typed: asked once typing pauses, and an answer for anything but the latest
 * keyword is dropped (the HTTP layer cannot abort a request, so stale answers are ignored instead).
 */
export function useSuggestions(keyword: string, fetch: (keyword: string) => Promise<SearchSuggestDTO>) {
  const [list, setList] = useState<SearchSuggestDTO['list']>([])
  const seq = useRef(0)
  useEffect(() => {
    const mine = ++seq.current
    const k = keyword.trim()
    if (!k) {
      setList([])
      return
    }
    const timer = setTimeout(() => {
      fetch(k)
        .then((r) => {
          if (mine === seq.current) setList(r.list)
        })
        .catch(() => {
          if (mine === seq.current) setList([])
        })
    }, SUGGEST_DEBOUNCE_MS)
    return () => clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the fetcher is the same call on every render
  }, [keyword])
  return list
}
