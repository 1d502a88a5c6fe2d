/**
 * Nearest-rank percentile (p in 0–100): the smallest of `values` with at least p % of them at or below it. The
 * values need not be sorted (a sorted copy is taken). Used by the bench scripts that report a median or p90/p99.
 */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}
