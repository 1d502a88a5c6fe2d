/** Process configuration from the environment, with the defaults of the brief. */
import { join, resolve } from 'node:path'

export const REPO_ROOT = resolve(__dirname, '..', '..')

export const DEV_CORS_ORIGINS = ['http://localhost:10086', 'http://127.0.0.1:10086']

export interface ServerConfig {
  port: number
  host: string
  databaseUrl: string | undefined
  pgliteDir: string
  mediaDir: string
  staticDir: string
  signKey: string | undefined
  /** Key of the stored one-time codes' HMAC (CODE_KEY). Required in production. */
  codeKey: string | undefined
  /**
   * Browser origins allowed to call the API cross-origin (CORS_ORIGINS, comma-separated). Default: none in
   * production; Taro's H5 dev server (http://localhost:10086, http://127.0.0.1:10086) otherwise. The app served
   * by this server is same-origin and needs no entry.
   */
  corsOrigins: string[]
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
    codeKey: env.CODE_KEY || undefined,
    corsOrigins: env.CORS_ORIGINS !== undefined
      ? env.CORS_ORIGINS.split(',').map((o) => o.trim()).filter((o) => o && o !== 'null' && o !== '*')
      : env.NODE_ENV === 'production' ? [] : DEV_CORS_ORIGINS,
    production: env.NODE_ENV === 'production',
    ipLimitFactor: Math.max(1, Number(env.RATE_LIMIT_IP_FACTOR ?? 1) || 1)
  }
}
