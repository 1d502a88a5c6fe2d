/**
 * Campaign attribution: the channel parameters of a landing URL (`pull_channel_id`, `channel_tag`, `channel`)
 * are kept in the spec §3 storage keys and sent with orders, campaign forms and the behaviour log. A landing
 * URL without them keeps the last ones (the visitor came back through an in-app link). Visit and request ids
 * come from the secure random source, never Math.random.
 */
import type { ChannelParams } from '../protocol/third'
import { randomBytes } from '../protocol/secureRandom'
import { StorageKey, sessionStore, type Storage } from './storage'

const KEYS = {
  pull_channel_id: StorageKey.pullChannelId,
  channel_tag: StorageKey.channelTag,
  channel: StorageKey.channel
} as const
/** What the server accepts for a channel value (server/src/routes/schemas.ts ChannelValue). */
const VALUE = /^[A-Za-z0-9_.:-]{1,64}$/

function decoded(v: string | undefined): string {
  if (!v) return ''
  try {
    return decodeURIComponent(v)
  } catch {
    return ''
  }
}

/** Stores the well-formed channel parameters of a route's query; answers what is stored afterwards. */
export function captureChannel(params: Record<string, string | undefined>, storage: Storage): ChannelParams {
  for (const name of Object.keys(KEYS) as (keyof typeof KEYS)[]) {
    const v = decoded(params[name])
    if (VALUE.test(v)) storage.set(KEYS[name], v)
  }
  return channelParams(storage)
}

/** The stored channel parameters (only those present and well formed). */
export function channelParams(storage: Storage): ChannelParams {
  const out: ChannelParams = {}
  for (const name of Object.keys(KEYS) as (keyof typeof KEYS)[]) {
    const v = storage.get<string | number>(KEYS[name])
    if (v !== undefined && VALUE.test(String(v))) out[name] = String(v)
  }
  return out
}

/** A random id (hex) for a visit or a form submit. */
export function randomId(bytes = 12): string {
  return Array.from(randomBytes(bytes), (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * The id of this visit to a campaign: one per campaign and session (H5 sessionStorage; the app's life on
 * weapp), so a reload, a language switch or a pull-to-refresh is the same visit. `fresh` says whether the visit
 * started now (the page logs it then; the server stores one 'visit' per id anyway).
 */
export function visitOf(campaign: string): { id: string; fresh: boolean } {
  const key = `third_visit_${campaign}`
  const known = sessionStore.get(key)
  if (known) return { id: known, fresh: false }
  const id = randomId()
  sessionStore.set(key, id)
  return { id, fresh: true }
}
