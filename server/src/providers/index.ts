/**
 * Delivery and identity providers behind interfaces. The dev implementations need no network:
 * codes go to an in-memory outbox (GET /dev/outbox), and third-party logins derive a stable
 * identity from the code they are given. They exist for development and tests only: production selects real
 * adapters by configuration (registry.ts) and refuses to start without them.
 */
import { sha256 } from '../lib/crypto'
import { devPayment, type PaymentProvider } from './payment'

export type { PaymentProvider, PaymentOutcome, PaymentRequest } from './payment'

export interface CodeMessage {
  channel: 'email' | 'sms'
  /** Email address, or `+<nationcode> <mobile>` for SMS. */
  to: string
  code: string
  purpose: string
  lang: string
}

/** Sends one-time codes. A message that did not go out throws a DeliveryError. */
export interface CodeSender {
  send(message: CodeMessage): Promise<void>
}

/**
 * Why a code did not go out: `recipient` the provider refused this address or number (the person can fix it);
 * `unavailable` the provider is out of reach, busy, or refuses our credentials (try again later; the operator is
 * told through the log). The message never carries the code.
 */
export class DeliveryError extends Error {
  constructor(
    readonly reason: 'recipient' | 'unavailable',
    detail: string
  ) {
    super(detail)
  }
}

export interface ThirdPartyIdentity {
  /** The account key: WeChat's openid of this mini-program, LINE's user id, Facebook's app-scoped id. */
  id: string
  /** WeChat's unionid, when the mini-program is bound to an Open Platform account (kept for later linking). */
  unionid?: string
  nickname?: string
  avatar?: string
}

/**
 * Why a sign-in provider did not give an identity or phone number: `code` the code or token is bad, used or
 * expired (the person tries again); `refused` the provider will not sign this person in (WeChat's risk control);
 * `unavailable` the provider is out of reach, busy, or refuses our own credentials (try later; the operator sees
 * the log). The message names the provider's error, never the code or a secret.
 */
export class IdentityError extends Error {
  constructor(
    readonly reason: 'code' | 'refused' | 'unavailable',
    detail: string
  ) {
    super(detail)
  }
}

/**
 * WeChat, LINE or Facebook login: exchanges the client's code or access token for an identity. Null or an
 * IdentityError when it cannot.
 */
export interface IdentityProvider {
  /** `state`: the value the provider sent back with the code (LINE's OAuth flow; providers/line/login.ts). */
  exchange(code: string, extra?: { state?: string }): Promise<ThirdPartyIdentity | null>
  /** Where the web app sends the browser to sign in, with the state to expect back (OAuth providers only). */
  authorize?(): { url: string; state: string }
}

/** WeChat's "get phone number" button: exchanges its code for the user's mobile. */
export interface PhoneNumberProvider {
  phoneNumber(code: string): Promise<{ nationcode: string; mobile: string } | null>
}

export interface Providers {
  mail: CodeSender
  sms: CodeSender
  wechat: IdentityProvider & PhoneNumberProvider
  line: IdentityProvider
  facebook: IdentityProvider
  /** Charges orders (POST /v3/pays); the dev provider confirms at once and is labelled a demo. */
  payment: PaymentProvider
}

export interface OutboxEntry extends CodeMessage {
  at: string
}

/** Keeps the latest codes in memory for the dev outbox endpoint and the browser tests. */
export class DevOutbox implements CodeSender {
  readonly entries: OutboxEntry[] = []
  constructor(
    private log: (msg: string) => void = () => {},
    private now: () => number = Date.now
  ) {}

  async send(message: CodeMessage): Promise<void> {
    this.entries.push({ ...message, at: new Date(this.now()).toISOString() })
    if (this.entries.length > 500) this.entries.splice(0, this.entries.length - 500)
    // Never the code (nor the address) in the log, at any level: the outbox page shows it (GET /dev/outbox?to=).
    this.log(`[dev ${message.channel}] a ${message.purpose} code is in the dev outbox (GET /dev/outbox)`)
  }

  /** Newest first. */
  latest(to: string, limit = 5): OutboxEntry[] {
    return this.entries
      .filter((e) => e.to === to)
      .reverse()
      .slice(0, limit)
  }
}

/** Dev provider objects, so that production can recognise and refuse one however it was passed. */
const devObjects = new WeakSet<object>()
function markDev<T extends object>(p: T): T {
  devObjects.add(p)
  return p
}
export const isDevProvider = (p: object): boolean => devObjects.has(p)

function devIdentity(prefix: string): IdentityProvider {
  return {
    async exchange(code: string) {
      if (!code) return null
      const id = `${prefix}-${sha256(code).slice(0, 24)}`
      return { id, nickname: `${prefix}-${id.slice(-4)}` }
    }
  }
}

export function devProviders(outbox: DevOutbox): Providers {
  return {
    mail: markDev(outbox),
    sms: markDev(outbox),
    wechat: markDev({
      ...devIdentity('wx'),
      async phoneNumber(code: string) {
        if (!code) return null
        // A stable fake mainland number derived from the code.
        const digits = BigInt('0x' + sha256(code).slice(0, 12))
          .toString()
          .padStart(8, '0')
          .slice(-8)
        return { nationcode: '86', mobile: `139${digits}` }
      }
    }),
    line: markDev(devIdentity('line')),
    facebook: markDev(devIdentity('fb')),
    payment: markDev(devPayment())
  }
}
