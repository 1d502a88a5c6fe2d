import { useState } from 'react'
import type { SearchBody, SearchKind, SearchResultDTO } from '../../protocol/search'
import { usePagedList } from '../../utils/usePagedList'

const EMPTY_COUNTS: Record<SearchKind, number> = { meditation: 0, course: 0, short_video: 0, live: 0, article: 0 }

/**
 * Paged results of one keyword (and kind), with the per-kind counts of the latest answer for the tabs. Nothing
 * is asked for an empty keyword.
 */
export function useSearchResults(
  run: (body: SearchBody) => Promise<SearchResultDTO>,
  keyword: string,
  kind: SearchKind | undefined,
  deps: unknown[]
) {
  const [answer, setAnswer] = useState({ keyword: '', counts: EMPTY_COUNTS, total: 0 })
  const list = usePagedList(
    async (page) => {
      const r = await run({ keyword, kind, page, size: 20 })
      if (page === 1) setAnswer({ keyword, counts: { ...EMPTY_COUNTS, ...r.counts }, total: r.total })
      return r
    },
    [keyword, kind, ...deps],
    keyword.trim().length > 0
  )
  // counts of an earlier keyword are not shown as this one's
  const current = answer.keyword === keyword
  return {
    list,
    counts: current ? answer.counts : EMPTY_COUNTS,
    total: current ? answer.total : 0,
    /** The counts belong to the current keyword. */
    counted: current
  }
}
