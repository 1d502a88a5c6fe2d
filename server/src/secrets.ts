/**
 * The server's own secrets and the rule production holds them to: each one set, none a development key (those
 * are in this public repository), none shared with another, and each at least as strong as 32 random bytes.
 * resolveRuntime (app.ts) applies the rule; `npm run secrets` (this file run as a script) prints fresh values.
 */
import { randomBytes } from 'node:crypto'
import { DEV_SIGN_KEY } from '@app/protocol'
import { DEV_CODE_KEY } from './db/repos/codes'

/** Keys used outside production only (production refuses them). */
export const DEV_MEDIA_KEY = 'jingxin-dev-media-url-key'
export const DEV_IDENTITY_KEY = 'jingxin-dev-identity-hash-key'

/**
 * Every secret of the server, with what it protects. LIVE_URL_KEY (derived from MEDIA_URL_KEY) and METRICS_TOKEN
 * (unset: /metrics answers 403) are optional; when set they are held to the same rule as the others.
 */
export const SECRETS = {
  SIGN_KEY: 'request signing; the app is built with the same value as TARO_APP_SIGN_KEY',
  CODE_KEY: 'HMAC of the stored one-time codes',
  MEDIA_URL_KEY: 'signed member-media URLs',
  IDENTITY_HASH_KEY: "hashes of deleted accounts' identities",
  LIVE_URL_KEY: 'signed live HLS URLs (optional: derived from MEDIA_URL_KEY when unset)',
  METRICS_TOKEN: 'bearer token of GET /metrics for the scraper (optional: /metrics is off when unset)'
} as const
export type SecretName = keyof typeof SECRETS
const OPTIONAL: ReadonlySet<SecretName> = new Set(['LIVE_URL_KEY', 'METRICS_TOKEN'])

/** The development keys of this repository (and their published README values): never valid in production. */
export const DEV_KEYS: ReadonlySet<string> = new Set([DEV_SIGN_KEY, DEV_CODE_KEY, DEV_MEDIA_KEY, DEV_IDENTITY_KEY])

/** 32 bytes of entropy. */
export const MIN_SECRET_BITS = 256

/**
 * An upper estimate of a secret's entropy in bits: its length times the bits of the smallest usual alphabet it is
 * written in (digits 10, hex 16, base64/base64url 64, else printable ASCII 94). A string of few distinct
 * characters for its length (`aaaa…`, `abab…`) is not random whatever its alphabet: it counts as 0.
 */
export function secretBits(value: string): number {
  const chars = [...value]
  const n = chars.length
  if (!n) return 0
  const alphabet = /^[0-9]+$/.test(value)
    ? 10
    : /^[0-9a-f]+$/i.test(value)
      ? 16
      : /^[A-Za-z0-9+/_=-]+$/.test(value)
        ? 64
        : 94
  // n random draws from `alphabet` symbols show about alphabet·(1 − (1 − 1/alphabet)^n) distinct ones
  const expectedDistinct = alphabet * (1 - Math.pow(1 - 1 / alphabet, n))
  if (new Set(chars).size < expectedDistinct / 2) return 0
  return Math.floor(n * Math.log2(alphabet))
}

/**
 * Everything wrong with these secrets for production, one line per problem (empty when they are fine). Values
 * are never quoted: the message goes to the log.
 */
export function secretProblems(values: Partial<Record<SecretName, string | undefined>>): string[] {
  const problems: string[] = []
  const seen = new Map<string, SecretName>()
  for (const name of Object.keys(SECRETS) as SecretName[]) {
    const value = values[name]
    if (!value) {
      if (!OPTIONAL.has(name)) problems.push(`${name} is not set (${SECRETS[name]})`)
      continue
    }
    if (DEV_KEYS.has(value)) {
      problems.push(`${name} is a public development key`)
      continue
    }
    const bits = secretBits(value)
    if (bits < MIN_SECRET_BITS)
      problems.push(
        `${name} is too weak (about ${bits} bits of entropy; at least ${MIN_SECRET_BITS}: 32 random bytes, ` +
          'e.g. 43 base64url or 64 hex characters)'
      )
    const twin = seen.get(value)
    if (twin) problems.push(`${name} is the same as ${twin} (each secret must be its own)`)
    else seen.set(value, name)
  }
  return problems
}

/** A fresh value for each secret, as lines for an environment file. */
export function freshSecrets(random: (bytes: number) => Buffer = randomBytes): string {
  const lines = ['# Fresh secrets for the 靜心 server (npm run secrets). Keep them out of the repository.']
  let signKey = ''
  for (const name of Object.keys(SECRETS) as SecretName[]) {
    const value = random(32).toString('base64url')
    if (name === 'SIGN_KEY') signKey = value
    lines.push(`# ${SECRETS[name]}`, `${name}=${value}`)
  }
  lines.push(
    '# the build of the app (H5 and mini-program) signs its requests with the same key',
    `TARO_APP_SIGN_KEY=${signKey}`
  )
  return lines.join('\n')
}

if (require.main === module) console.log(freshSecrets())
