/** Process configuration from the environment, with the defaults of the brief. */
import { join, resolve } from 'node:path'

export const REPO_ROOT = resolve(__dirname, '..', '..')

export interface ServerConfig {
  port: number
  host: string
  databaseUrl: string | undefined
  pgliteDir: string
  mediaDir: string
  staticDir: string
  signKey: string | undefined
  production: boolean
  /**
   * Multiplies the per-IP rate limits (RATE_LIMIT_IP_FACTOR, default 1). The browser tests run every user from
   * 127.0.0.1, so their server raises it; per-account limits are unchanged.
   */
  ipLimitFactor: number
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDir: resolve(env.PGLITE_DIR ?? join(REPO_ROOT, 'server', 'data', 'pglite')),
    mediaDir: resolve(env.MEDIA_DIR ?? join(REPO_ROOT, 'server', '.cache', 'media')),
    staticDir: resolve(env.STATIC_DIR ?? join(REPO_ROOT, 'dist', 'h5')),
    signKey: env.SIGN_KEY,
    production: env.NODE_ENV === 'production',
    ipLimitFactor: Math.max(1, Number(env.RATE_LIMIT_IP_FACTOR ?? 1) || 1)
  }
}
