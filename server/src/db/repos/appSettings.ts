/**
 * The operators' app settings (console Settings → App links): rows of the `settings` table under scope `app`.
 * That table is a catalogue table, so a write fires the change feed and every process drops its cached reads.
 */
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../client'
import { settings } from '../schema'

export const APP_LINK_KEYS = [
  'official_account_id',
  'official_account_url',
  'store_ios',
  'store_android',
  'download_page',
  'mall_host'
] as const
export type AppLinkKey = (typeof APP_LINK_KEYS)[number]
/** Every key, null where not configured. */
export type AppLinks = Record<AppLinkKey, string | null>

const SCOPE = 'app'

export function appSettingsRepo(db: Db) {
  return {
    async links(): Promise<AppLinks> {
      const rows = await db
        .select({ key: settings.sKey, value: settings.sVal })
        .from(settings)
        .where(and(eq(settings.scope, SCOPE), inArray(settings.sKey, [...APP_LINK_KEYS])))
        .orderBy(asc(settings.sKey))
      const out = Object.fromEntries(APP_LINK_KEYS.map((k) => [k, null])) as AppLinks
      for (const r of rows) out[r.key as AppLinkKey] = r.value
      return out
    },
    /** Sets the given keys; null (or an empty string) removes one. */
    async setLinks(patch: Partial<AppLinks>): Promise<void> {
      for (const key of APP_LINK_KEYS) {
        if (!(key in patch)) continue
        const value = patch[key]?.trim() || null
        if (value === null) {
          await db.delete(settings).where(and(eq(settings.scope, SCOPE), eq(settings.sKey, key)))
        } else {
          await db
            .insert(settings)
            .values({ scope: SCOPE, sKey: key, sVal: value })
            .onConflictDoUpdate({ target: [settings.scope, settings.sKey], set: { sVal: value } })
        }
      }
    }
  }
}
