import { stopPullDownRefresh, usePullDownRefresh } from '@tarojs/taro'

/** Something a pull can refresh: a `useRemote` / `usePagedList` result, or a function that reloads. */
export type Refreshable = { reload: () => Promise<unknown> } | (() => unknown)

/** Starts one refresh; the promise resolves when it settles, whether it succeeded, failed or threw. */
function settle(r: Refreshable): Promise<void> {
  try {
    return Promise.resolve(typeof r === 'function' ? r() : r.reload()).then(
      () => undefined,
      () => undefined
    )
  } catch {
    return Promise.resolve()
  }
}

/**
 * Pull-to-refresh for a page (its config needs `enablePullDownRefresh: true`): a pull reloads every given
 * source at once and stops the refresh animation when all of them have settled, failed ones included (a
 * failure shows in the source's own error state, not as a spinner that never stops).
 */
export function usePullToRefresh(...sources: Refreshable[]): void {
  usePullDownRefresh(() => {
    void Promise.all(sources.map(settle)).then(() => stopPullDownRefresh())
  })
}
