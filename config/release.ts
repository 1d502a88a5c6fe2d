/**
 * The release guard. A build for release (TARO_APP_RELEASE=1, e.g. `TARO_APP_RELEASE=1 npm run build:weapp`)
 * stops before compiling, naming every problem, unless:
 *
 * - the mini-program calls an https:// API (TARO_APP_API_BASE; WeChat accepts only https on a registered domain,
 *   never an IP address or localhost); for H5 the API base may stay '' (the page's own origin) or be https://;
 * - the mini-program's appid is set in project.config.json (not the DevTools tourist id);
 * - the app signs with its own key (TARO_APP_SIGN_KEY, the server's SIGN_KEY from `npm run secrets`), not the
 *   development key every other build uses.
 *
 * Other builds (`npm start`, `npm run dev`, the browser tests, the mini-program harness) keep their development
 * defaults: the guard does nothing without TARO_APP_RELEASE.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export interface ReleaseEnv {
  TARO_APP_RELEASE?: string
  TARO_APP_API_BASE?: string
  TARO_APP_SIGN_KEY?: string
}

/** Whether this build is a release. */
export function isRelease(env: ReleaseEnv): boolean {
  return env.TARO_APP_RELEASE === '1' || env.TARO_APP_RELEASE === 'true'
}

/** The appid of project.config.json (what WeChat DevTools and the upload use), or undefined. */
export function projectAppid(root = join(__dirname, '..')): string | undefined {
  try {
    const appid = (JSON.parse(readFileSync(join(root, 'project.config.json'), 'utf8')) as { appid?: unknown }).appid
    return typeof appid === 'string' ? appid : undefined
  } catch {
    return undefined
  }
}

const APPID = /^wx[0-9a-f]{16}$/
const IP_OR_LOCAL = /^(localhost|\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i

function httpsProblem(base: string): string | null {
  let url: URL
  try {
    url = new URL(base)
  } catch {
    return `TARO_APP_API_BASE=${base} is not an address`
  }
  if (url.protocol !== 'https:') return `TARO_APP_API_BASE=${base} is not https://`
  if (IP_OR_LOCAL.test(url.hostname)) return `TARO_APP_API_BASE=${base} is not a domain name`
  return null
}

/** Everything that keeps this build from being a release (empty when it may go out). */
export function releaseProblems(platform: string | undefined, env: ReleaseEnv, appid: string | undefined): string[] {
  const problems: string[] = []
  const base = env.TARO_APP_API_BASE
  if (platform === 'h5') {
    const p = base ? httpsProblem(base) : null
    if (p) problems.push(p)
  } else {
    const p = base ? httpsProblem(base) : 'TARO_APP_API_BASE is not set (the https:// address of the API)'
    if (p) problems.push(p)
    if (!appid || !APPID.test(appid))
      problems.push(
        `project.config.json appid is ${appid ? `"${appid}"` : 'missing'}: set the mini-program's appid (wx…)`
      )
  }
  if ((env.TARO_APP_SIGN_KEY ?? '').length < 43)
    problems.push("TARO_APP_SIGN_KEY is not the server's SIGN_KEY (at least 43 characters: npm run secrets)")
  return problems
}

/** Throws, naming every problem, when a release build is not ready; does nothing for other builds. */
export function assertReleaseReady(
  platform: string | undefined,
  env: ReleaseEnv = process.env as ReleaseEnv,
  appid: string | undefined = projectAppid()
): void {
  if (!isRelease(env)) return
  const problems = releaseProblems(platform, env, appid)
  if (problems.length)
    throw new Error(
      `Refusing a release build (${platform ?? 'unknown target'}):\n${problems.map((p) => `  - ${p}`).join('\n')}`
    )
}
