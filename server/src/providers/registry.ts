/**
 * Provider adapters selected by configuration. A real WeChat Pay, LINE Login or SMS gateway is one file that
 * implements the interface of its kind (providers/index.ts, providers/payment.ts) and registers a factory
 * here under a name; `PAYMENT_PROVIDER=<name>` (and WECHAT_PROVIDER, LINE_PROVIDER, FACEBOOK_PROVIDER,
 * SMS_PROVIDER, MAIL_PROVIDER, see config.ts) then selects it. The factory reads its own credentials from the
 * environment it is given.
 *
 * The dev providers (payments confirmed without money, any code logs in, a phone number derived from the code,
 * codes in the outbox) exist only in development and tests: with production on, resolveProviders refuses them and
 * refuses to start while any kind has no real adapter, naming what is missing.
 */
import { PROVIDER_ENV, type ProviderKind, type ProviderNames } from '../config'
import { DevOutbox, devProviders, isDevProvider, type Providers } from './index'
import { linePayFromEnv } from './linepay/env'
import { paymentMethods } from './payment'
import { wechatPayFromEnv } from './wechatpay/env'
import { smtpConfigOf, smtpMail } from './mail/smtp'
import { twilioConfigOf, twilioSms } from './sms/twilio'
import { lineConfigOf, lineLogin } from './line/login'
import { facebookConfigOf, facebookLogin } from './facebook/login'
import { devFacebookLogin, devLineLogin } from './fakes/devLogin'
import { dbTokenStore, memoryTokenStore } from './wechat/accessToken'
import { wechatConfigOf, wechatMiniProgram } from './wechat/miniProgram'
import type { Db } from '../db/client'

/** What an adapter may use besides its environment: the app's database (state shared by every process). */
export interface AdapterDeps {
  db?: Db
  /** Several processes share the database (PostgreSQL): keep shared state there, not in memory. */
  sharedState?: boolean
  /** The app's clock (ms; tests move it). */
  now?: () => number
}

export type AdapterFactory<K extends ProviderKind> = (env: NodeJS.ProcessEnv, deps: AdapterDeps) => Providers[K]

const adapters: { [K in ProviderKind]: Map<string, AdapterFactory<K>> } = {
  payment: new Map(),
  wechat: new Map(),
  line: new Map(),
  facebook: new Map(),
  sms: new Map(),
  mail: new Map()
}

/** Makes an adapter selectable by `<KIND>_PROVIDER=<name>`. */
export function registerAdapter<K extends ProviderKind>(kind: K, name: string, factory: AdapterFactory<K>): void {
  if (name === 'dev') throw new Error('"dev" names the built-in development providers')
  adapters[kind].set(name, factory)
}

const LABELS: Record<ProviderKind, string> = {
  payment: 'payment',
  wechat: 'WeChat login and phone number',
  line: 'LINE login',
  facebook: 'Facebook login',
  sms: 'SMS sender',
  mail: 'e-mail sender'
}

export interface ResolveOptions {
  production: boolean
  /** Adapter names per kind (config.providers). */
  names: ProviderNames
  env: NodeJS.ProcessEnv
  /** Providers handed over directly (tests, embedding); they win over names. */
  given?: Partial<Providers>
  outbox: DevOutbox
  /** Handed to the adapter factories. */
  deps?: AdapterDeps
}

export class ProductionConfigError extends Error {}

/**
 * The providers of this process. Throws ProductionConfigError naming every gap, with the problems already in
 * `missing` (secrets, app.ts), when production lacks any or a name selects no registered adapter.
 */
export function resolveProviders(opts: ResolveOptions, missing: string[] = []): Providers {
  const dev = devProviders(opts.outbox)
  const out: Partial<Providers> = {}
  for (const kind of Object.keys(PROVIDER_ENV) as ProviderKind[]) {
    const envName = PROVIDER_ENV[kind]
    const name = opts.names[kind]
    let chosen: object | undefined = opts.given?.[kind]
    if (!chosen && name && name !== 'dev') {
      const factory = adapters[kind].get(name)
      if (!factory) {
        const known = [...adapters[kind].keys()]
        missing.push(`${envName}=${name}: no such ${LABELS[kind]} adapter (registered: ${known.join(', ') || 'none'})`)
        continue
      }
      try {
        chosen = factory(opts.env, opts.deps ?? {})
      } catch (err) {
        // an adapter missing its own settings (SMTP_URL, WECHAT_APPID…) joins the list rather than ending it
        missing.push(`${envName}=${name}: ${(err as Error).message}`)
        continue
      }
    }
    if (!chosen && !opts.production) chosen = dev[kind]
    if (opts.production && (!chosen || isDevProvider(chosen))) {
      missing.push(`${envName}: production needs a real ${LABELS[kind]} adapter`)
      continue
    }
    ;(out as Record<string, object>)[kind] = chosen!
  }
  if (missing.length) {
    throw new ProductionConfigError(
      `Refusing to start${opts.production ? ' in production' : ''}:\n${missing.map((m) => `  - ${m}`).join('\n')}\n` +
        'Fresh secrets: npm run secrets. The dev providers (payments without money, any login code accepted) ' +
        'exist only in development and tests.'
    )
  }
  return out as Providers
}

registerAdapter('payment', 'wechatpay', wechatPayFromEnv)
registerAdapter('payment', 'linepay', linePayFromEnv)
// Both at once: the mini-program and WeChat's browser pay with WeChat Pay, other browsers with LINE Pay.
registerAdapter('payment', 'wechatpay,linepay', (env, deps) =>
  paymentMethods([wechatPayFromEnv(env, deps), linePayFromEnv(env, deps)])
)
registerAdapter('payment', 'linepay,wechatpay', (env, deps) =>
  paymentMethods([linePayFromEnv(env, deps), wechatPayFromEnv(env, deps)])
)
registerAdapter('mail', 'smtp', (env) => smtpMail(smtpConfigOf(env)))
registerAdapter('sms', 'twilio', (env) => twilioSms(twilioConfigOf(env)))
registerAdapter('line', 'line', (env, deps) => lineLogin(lineConfigOf(env), { now: deps.now }))
registerAdapter('facebook', 'facebook', (env, deps) => facebookLogin(facebookConfigOf(env), { now: deps.now }))
// development and the browser tests: the real adapters against local fakes (providers/fakes/devLogin.ts)
registerAdapter('line', 'fake', (env) => devLineLogin(env))
registerAdapter('facebook', 'fake', (env) => devFacebookLogin(env))
registerAdapter('wechat', 'wechat', (env, deps) => {
  const cfg = wechatConfigOf(env)
  const key = `wechat_access_token:${cfg.appid}`
  return wechatMiniProgram(cfg, {
    tokens: deps.db && deps.sharedState ? dbTokenStore(deps.db, key) : memoryTokenStore()
  })
})
