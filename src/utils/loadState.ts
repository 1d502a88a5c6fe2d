/**
 * What a screen, or a part of it, shows while its data comes: a spinner, an error with a retry, an empty
 * text, or the content. `useRemote`, `usePagedList` and `StateView` speak only this.
 */
export type LoadState = 'loading' | 'error' | 'empty' | 'ready'

/** A store's load, which may not have started yet. */
export type StoreLoadState = 'idle' | Exclude<LoadState, 'empty'>

/** A store's load as a screen shows it: one not started yet shows as loading. */
export const shownState = (state: StoreLoadState | LoadState): LoadState => (state === 'idle' ? 'loading' : state)
