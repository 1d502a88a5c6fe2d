/**
 * Process configuration from the environment, with the defaults of the brief. The one place server code reads
 * the environment: everything else takes a ServerConfig, or processEnv() for the provider adapters' credentials.
 */
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
  /** HMAC key of the signed member-media URLs (MEDIA_URL_KEY); required in production. */
  mediaUrlKey: string | undefined
  /** HMAC key of the spent identities' hashes (account deletion, invitations) (IDENTITY_HASH_KEY); required in production. */
  identityHashKey: string | undefined
  /**
   * Which adapter (providers/registry.ts) serves each provider kind: PAYMENT_PROVIDER, WECHAT_PROVIDER (login
   * and phone number), LINE_PROVIDER, FACEBOOK_PROVIDER, SMS_PROVIDER, MAIL_PROVIDER. Unset outside production:
   * the dev providers. Each adapter reads its own credentials from the environment.
   */
  providers: ProviderNames
  /** Pino level of the server's logger (LOG_LEVEL, default warn); `debug` also prints a failed start's stack. */
  logLevel: string
  /** MEDIA_PLACEHOLDERS=1 (crash test, bench): no media generation; the catalogue points at /media/<key>. */
  mediaPlaceholders: boolean
  /** Live streaming (server/src/live): LIVE_PROVIDER (`hls` our own ffmpeg HLS, default; `hosted` a streaming
   * service), LIVE_DIR (where HLS files are written, default server/data/live), LIVE_SOURCE (file, rtmp:// or
   * lavfi: input; default a live course's own video), LIVE_HOSTED_PLAY_URL / LIVE_HOSTED_REPLAY_URL, LIVE_URL_KEY
   * (HMAC key of the signed HLS URLs, live/signedHls.ts; default: one derived from MEDIA_URL_KEY). */
  live: {
    provider: string
    dir: string
    source: string | undefined
    hostedPlayUrl: string
    hostedReplayUrl: string
    urlKey: string | undefined
  }
  /**
   * Where the console's uploads are stored (storage/index.ts): STORAGE_PROVIDER `file` (default: MEDIA_DIR,
   * served by /media) or `s3`, an S3-compatible bucket: S3_BUCKET, S3_REGION (default us-east-1), S3_ENDPOINT
   * (MinIO, R2, …; unset for AWS), S3_FORCE_PATH_STYLE=1 (most non-AWS servers), S3_ACCESS_KEY_ID /
   * S3_SECRET_ACCESS_KEY (unset: the SDK's default chain), S3_PREFIX (key prefix, e.g. `media/`), S3_PUBLIC_URL
   * (a public base URL of the bucket or its CDN for free media; unset: /media proxies those too). Member-only
   * media is always proxied by /media, which checks the member signature.
   */
  storage: StorageConfig
  /** Who writes the assistant's answers (ASSISTANT_PROVIDER: unset or `local`, or `coze`; providers/assistant.ts). */
  assistantProvider: string | undefined
  /**
   * Background jobs (server/src/jobs, pg-boss): JOBS=0 turns them off for this process (default on);
   * JOBS_RECONCILE_MIN_AGE_SECONDS: how old a pending order is before reconciliation asks its provider (default 120).
   */
  jobs: { enabled: boolean; reconcileMinAgeSeconds: number }
  /**
   * What the start seeds (SEED_DEMO): `all` the demo catalogue and the demo accounts (default outside
   * production), `catalogue` the catalogue without any account, `none` nothing (default in production, where
   * `all` is refused: the demo accounts' password is published). Anything else counts as `none` and is reported
   * by seedDemoProblem.
   */
  seedDemo: SeedDemo
  /** SEED_DEMO as given, when it is not one of the values above. */
  seedDemoInvalid: string | undefined
  /** Bearer token of GET /metrics (METRICS_TOKEN; plugins/metrics.ts). Unset: /metrics answers only loopback in development. */
  metricsToken: string | undefined
  /**
   * Reverse proxies whose X-Forwarded-For names the client (TRUST_PROXY: comma-separated addresses or CIDRs, e.g.
   * the TLS proxy's network). Unset: none, req.ip is the socket peer.
   */
  trustProxy: string | undefined
}

export type SeedDemo = 'all' | 'catalogue' | 'none'
const SEED_DEMO_VALUES: readonly string[] = ['all', 'catalogue', 'none']

/** What is wrong with SEED_DEMO for this configuration, or null. */
export function seedDemoProblem(cfg: Pick<ServerConfig, 'production' | 'seedDemo' | 'seedDemoInvalid'>): string | null {
  if (cfg.seedDemoInvalid !== undefined) return `SEED_DEMO=${cfg.seedDemoInvalid} is not one of all, catalogue, none`
  if (cfg.production && cfg.seedDemo === 'all')
    return 'SEED_DEMO=all would create the demo accounts (published password); production allows SEED_DEMO=catalogue'
  return null
}

/** The process environment (provider adapters read their credentials from it, see providers/registry.ts). */
export function processEnv(): NodeJS.ProcessEnv {
  return process.env
}

export const PROVIDER_ENV = {
  payment: 'PAYMENT_PROVIDER',
  wechat: 'WECHAT_PROVIDER',
  line: 'LINE_PROVIDER',
  facebook: 'FACEBOOK_PROVIDER',
  sms: 'SMS_PROVIDER',
  mail: 'MAIL_PROVIDER'
} as const
export type ProviderKind = keyof typeof PROVIDER_ENV
export type ProviderNames = Partial<Record<ProviderKind, string>>

export type StorageConfig =
  | { provider: 'file' }
  | {
      provider: 's3'
      bucket: string
      region: string
      endpoint: string | undefined
      forcePathStyle: boolean
      accessKeyId: string | undefined
      secretAccessKey: string | undefined
      prefix: string
      publicUrl: string | undefined
    }

function storageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  if (env.STORAGE_PROVIDER !== 's3') return { provider: 'file' }
  if (!env.S3_BUCKET) throw new Error('STORAGE_PROVIDER=s3 needs S3_BUCKET')
  return {
    provider: 's3',
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    prefix: env.S3_PREFIX ?? '',
    publicUrl: env.S3_PUBLIC_URL ? env.S3_PUBLIC_URL.replace(/\/+$/, '') : undefined
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = processEnv()): ServerConfig {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDir: resolve(env.PGLITE_DIR ?? join(REPO_ROOT, 'server', 'data', 'pglite')),
    mediaDir: resolve(env.MEDIA_DIR ?? join(REPO_ROOT, 'server', '.cache', 'media')),
    staticDir: resolve(env.STATIC_DIR ?? join(REPO_ROOT, 'dist', 'h5')),
    signKey: env.SIGN_KEY,
    codeKey: env.CODE_KEY || undefined,
    corsOrigins:
      env.CORS_ORIGINS !== undefined
        ? env.CORS_ORIGINS.split(',')
            .map((o) => o.trim())
            .filter((o) => o && o !== 'null' && o !== '*')
        : env.NODE_ENV === 'production'
          ? []
          : DEV_CORS_ORIGINS,
    production: env.NODE_ENV === 'production',
    ipLimitFactor: Math.max(1, Number(env.RATE_LIMIT_IP_FACTOR ?? 1) || 1),
    mediaUrlKey: env.MEDIA_URL_KEY || undefined,
    identityHashKey: env.IDENTITY_HASH_KEY || undefined,
    providers: Object.fromEntries(
      Object.entries(PROVIDER_ENV)
        .map(([kind, name]) => [kind, env[name] || undefined])
        .filter(([, v]) => v)
    ),
    logLevel: env.LOG_LEVEL ?? 'warn',
    mediaPlaceholders: env.MEDIA_PLACEHOLDERS === '1',
    live: {
      provider: env.LIVE_PROVIDER || 'hls',
      dir: resolve(env.LIVE_DIR ?? join(REPO_ROOT, 'server', 'data', 'live')),
      source: env.LIVE_SOURCE || undefined,
      hostedPlayUrl: env.LIVE_HOSTED_PLAY_URL ?? '',
      hostedReplayUrl: env.LIVE_HOSTED_REPLAY_URL ?? '',
      urlKey: env.LIVE_URL_KEY || undefined
    },
    storage: storageConfig(env),
    assistantProvider: env.ASSISTANT_PROVIDER || undefined,
    jobs: {
      enabled: env.JOBS !== '0',
      reconcileMinAgeSeconds: Math.max(0, Number(env.JOBS_RECONCILE_MIN_AGE_SECONDS ?? 120) || 0)
    },
    seedDemo:
      env.SEED_DEMO && SEED_DEMO_VALUES.includes(env.SEED_DEMO)
        ? (env.SEED_DEMO as SeedDemo)
        : env.SEED_DEMO || env.NODE_ENV === 'production'
          ? 'none'
          : 'all',
    seedDemoInvalid: env.SEED_DEMO && !SEED_DEMO_VALUES.includes(env.SEED_DEMO) ? env.SEED_DEMO : undefined,
    metricsToken: env.METRICS_TOKEN || undefined,
    trustProxy: env.TRUST_PROXY?.trim() || undefined
  }
}
