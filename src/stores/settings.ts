import type { SettingPair } from '../protocol/meditation'

/** Turn an `s_key`/`s_val` list into a map (spec §3). Later duplicates win; malformed rows are skipped. */
export function settingsMap(list: SettingPair[] | null | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  for (const row of Array.isArray(list) ? list : []) {
    if (row && typeof row.s_key === 'string') out[row.s_key] = row.s_val == null ? '' : String(row.s_val)
  }
  return out
}
