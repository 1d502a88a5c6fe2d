/**
 * The API base baked into a build, per environment (spec §9: development, test and production switch the API
 * base; production is used). Chosen at build time:
 *
 *   TARO_APP_ENV       development | test | production (default production; `taro build --watch` in development
 *                      mode defaults to development)
 *   TARO_APP_API_BASE  overrides the table (e.g. a phone on the LAN: http://192.168.1.20:3000)
 *
 * '' means the page's own origin: the API server serves the H5 build itself, so H5 needs no host. The
 * mini-program needs an absolute address (WeChat requires https and a registered domain for a real release:
 * build it with TARO_APP_API_BASE set to the deployed API).
 */
export type AppEnv = 'development' | 'test' | 'production'

export const APP_ENVS: readonly AppEnv[] = ['development', 'test', 'production']

export const API_BASES: Readonly<Record<AppEnv, { h5: string; weapp: string }>> = {
  // `npm run dev` / `npm start`: one local server for the API and the H5 app
  development: { h5: '', weapp: 'http://127.0.0.1:3000' },
  // browser tests (scripts/e2e-server.mjs, E2E_PORT, default 3100) serve dist/h5 from the API server
  test: { h5: '', weapp: 'http://127.0.0.1:3100' },
  // the API server serves the H5 build; the mini-program's host comes from TARO_APP_API_BASE at release
  production: { h5: '', weapp: 'http://127.0.0.1:3000' }
}

/** The environment a build is for. */
export function appEnv(env: { TARO_APP_ENV?: string; NODE_ENV?: string } = process.env): AppEnv {
  const wanted = env.TARO_APP_ENV
  if (wanted) {
    if (!(APP_ENVS as readonly string[]).includes(wanted))
      throw new Error(`TARO_APP_ENV must be one of ${APP_ENVS.join(', ')} (got ${wanted})`)
    return wanted as AppEnv
  }
  return env.NODE_ENV === 'development' ? 'development' : 'production'
}

/** The API base for a build target in an environment; TARO_APP_API_BASE wins. */
export function apiBase(
  platform: string | undefined,
  env: { TARO_APP_ENV?: string; NODE_ENV?: string; TARO_APP_API_BASE?: string } = process.env
): string {
  if (env.TARO_APP_API_BASE !== undefined) return env.TARO_APP_API_BASE
  const bases = API_BASES[appEnv(env)]
  return platform === 'h5' ? bases.h5 : bases.weapp
}
