/**
 * How the pay result page waits for a provider's confirmation: the first checks come quickly (most payments
 * confirm within seconds), later ones back off so a slow confirmation does not hammer the server, and after
 * POLL_LIMIT_MS the page stops and offers a manual refresh.
 */
export const POLL_FIRST_MS = 1000
export const POLL_MAX_MS = 8000
export const POLL_LIMIT_MS = 60_000

/** Delay before check number `n` (0-based): 1 s, 2 s, 4 s, 8 s, 8 s, … */
export function backoffDelay(n: number): number {
  return Math.min(POLL_FIRST_MS * 2 ** Math.max(0, n), POLL_MAX_MS)
}

/** What the page shows for an order status, with `timedOut` once the polling window has passed. */
export type ResultPhase = 'paid' | 'waiting' | 'timedOut' | 'failed'

export function phaseOf(status: string, timedOut: boolean): ResultPhase {
  if (status === 'paid') return 'paid'
  if (status === 'pending') return timedOut ? 'timedOut' : 'waiting'
  return 'failed'
}
