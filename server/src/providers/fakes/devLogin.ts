/**
 * `LINE_PROVIDER=fake` / `FACEBOOK_PROVIDER=fake` (development, the browser tests): the real LINE Login and
 * Facebook Login adapters against their local fakes (lineLogin.ts, facebookGraph.ts), started in this process on
 * free ports with credentials generated at start, so the web app's LINE and Facebook buttons run their whole
 * redirect flow — the provider's page approves at once and sends the browser back to the app's return page
 * (`/pages/login/authPage?via=line|facebook` on APP_ORIGIN, default this server at PORT). Refused in production.
 */
import { randomBytes } from 'node:crypto'
import { facebookLogin } from '../facebook/login'
import type { IdentityProvider } from '../index'
import { lineLogin } from '../line/login'
import { FakeFacebookGraph } from './facebookGraph'
import { FakeLine } from './lineLogin'

function refuseInProduction(env: NodeJS.ProcessEnv, name: string) {
  if (env.NODE_ENV === 'production') throw new Error(`${name}=fake is for development only`)
}

/** The web app's return page for `via`, as the fakes send the browser back to it. */
export function returnPage(env: NodeJS.ProcessEnv, via: 'line' | 'facebook'): string {
  const origin = (env.APP_ORIGIN?.trim() || `http://127.0.0.1:${env.PORT ?? 3000}`).replace(/\/+$/, '')
  return `${origin}/pages/login/authPage?via=${via}`
}

/** Every call waits until the fake listens (the factory is synchronous, listening is not). */
function afterReady(ready: Promise<unknown>, p: IdentityProvider): IdentityProvider {
  return {
    exchange: async (code, extra) => {
      await ready
      return p.exchange(code, extra)
    },
    ...(p.authorize ? { authorize: () => p.authorize!() } : {})
  }
}

let lineFake: IdentityProvider | undefined
let facebookFake: IdentityProvider | undefined
const fakes: { line?: FakeLine; facebook?: FakeFacebookGraph } = {}

/** The running fakes (tests choose who approves next: `user`). */
export function devLoginFakes(): Readonly<typeof fakes> {
  return fakes
}

export function devLineLogin(env: NodeJS.ProcessEnv): IdentityProvider {
  refuseInProduction(env, 'LINE_PROVIDER')
  if (lineFake) return lineFake
  const channelId = String(1_650_000_000 + (randomBytes(3).readUIntBE(0, 3) % 1_000_000))
  const channelSecret = randomBytes(16).toString('hex')
  const redirectUri = returnPage(env, 'line')
  const fake = new FakeLine({ channelId, channelSecret, redirectUri })
  fakes.line = fake
  const cfg = {
    channelId,
    channelSecret,
    redirectUri,
    authBase: 'http://127.0.0.1:1',
    apiBase: 'http://127.0.0.1:1',
    timeoutMs: 8000
  }
  // the adapter reads its bases at each call: they are the fake's once it listens
  const provider = lineLogin(cfg)
  const ready = fake.start().then((url) => {
    cfg.authBase = url
    cfg.apiBase = url
    fake.unref()
    console.log(`[login fakes] LINE Login fake at ${url}: the LINE button signs in as "${fake.user.name}"`)
  })
  return (lineFake = afterReady(ready, provider))
}

export function devFacebookLogin(env: NodeJS.ProcessEnv): IdentityProvider {
  refuseInProduction(env, 'FACEBOOK_PROVIDER')
  if (facebookFake) return facebookFake
  const appId = String(100_000_000_000_000 + (randomBytes(4).readUInt32BE(0) % 1_000_000))
  const appSecret = randomBytes(16).toString('hex')
  const redirectUri = returnPage(env, 'facebook')
  const fake = new FakeFacebookGraph(appId, appSecret, Date.now, redirectUri)
  fakes.facebook = fake
  const cfg = {
    appId,
    appSecret,
    graphBase: 'http://127.0.0.1:1',
    version: 'v25.0',
    timeoutMs: 8000,
    redirectUri,
    dialogBase: 'http://127.0.0.1:1'
  }
  const provider = facebookLogin(cfg)
  const ready = fake.start().then((url) => {
    cfg.graphBase = url
    cfg.dialogBase = url
    fake.unref()
    console.log(`[login fakes] Facebook fake at ${url}: the Facebook button signs in as "${fake.user.name}"`)
  })
  return (facebookFake = afterReady(ready, provider))
}
