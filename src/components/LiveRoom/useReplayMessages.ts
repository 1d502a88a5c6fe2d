import { useEffect, useRef, useState } from 'react'
import type { LiveMessageDTO } from '../../protocol/live'
import type { Api } from '../../services/api'
import '../../services/api/live'

const WINDOW_MS = 60_000

/**
 * The replay's chat in sync with the video: messages are fetched a minute of stream time at a time (the
 * current minute and the next), and those sent up to the playing moment are shown, as they appeared live.
 */
export function useReplayMessages(api: Api['live'], id: number, positionMs: number, active: boolean) {
  const [loaded, setLoaded] = useState<LiveMessageDTO[]>([])
  const windows = useRef(new Set<number>())
  const w = Math.floor(positionMs / WINDOW_MS)
  useEffect(() => {
    if (!active) return
    for (const n of [w, w + 1]) {
      if (windows.current.has(n)) continue
      windows.current.add(n)
      api.replayMessages(id, n * WINDOW_MS, (n + 1) * WINDOW_MS - 1).then(
        (r) =>
          setLoaded((prev) => {
            const known = new Set(prev.map((m) => m.id))
            return [...prev, ...r.list.filter((m) => !known.has(m.id))].sort(
              (a, b) => a.offset_ms - b.offset_ms || a.id - b.id
            )
          }),
        () => windows.current.delete(n)
      )
    }
  }, [api, id, w, active])
  return loaded.filter((m) => m.offset_ms <= positionMs)
}
