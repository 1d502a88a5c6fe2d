/**
 * SMS codes through Twilio Programmable Messaging (SMS_PROVIDER=twilio), by its HTTP API with fetch (no SDK: one
 * form POST is all we send). Why Twilio: its API is documented officially and reaches every nation code of the
 * login page (spec §5: Taiwan, Hong Kong, Macau, mainland China and abroad) with one E.164 number format; the
 * Taiwanese gateways (Mitake, Every8d) have only unofficial documentation and reach Taiwan only.
 *
 * `POST {TWILIO_API_BASE}/2010-04-01/Accounts/{TWILIO_ACCOUNT_SID}/Messages.json`, HTTP Basic
 * `TWILIO_ACCOUNT_SID:TWILIO_AUTH_TOKEN` (a secret), form fields `To` (E.164), `Body`, and `From`
 * (TWILIO_FROM, a Twilio number or sender id) or `MessagingServiceSid` (TWILIO_MESSAGING_SERVICE_SID).
 * 201 is sent. A 4xx `{code, message}` about the number (21211 invalid, 21610 the person replied STOP, 21612
 * unroutable, 21614 not a mobile) is the person's to fix; any other answer, or none, means try again later.
 * The tests point TWILIO_API_BASE at the local fake (providers/fakes/twilio.ts).
 */
import { CODE_TTL_MS } from '../../db/repos/codes'
import { langOf, t } from '../../i18n'
import { DeliveryError, type CodeMessage, type CodeSender } from '../index'

export const TWILIO_API_BASE = 'https://api.twilio.com'

export interface TwilioConfig {
  accountSid: string
  authToken: string
  from?: string
  messagingServiceSid?: string
  apiBase: string
  timeoutMs: number
}

/** The adapter's settings from the environment; throws naming what is missing. */
export function twilioConfigOf(env: NodeJS.ProcessEnv): TwilioConfig {
  const accountSid = env.TWILIO_ACCOUNT_SID?.trim()
  const authToken = env.TWILIO_AUTH_TOKEN?.trim()
  const from = env.TWILIO_FROM?.trim() || undefined
  const messagingServiceSid = env.TWILIO_MESSAGING_SERVICE_SID?.trim() || undefined
  const problems: string[] = []
  if (!accountSid || !/^AC[0-9a-f]{32}$/.test(accountSid)) problems.push('TWILIO_ACCOUNT_SID is not set (AC…)')
  if (!authToken) problems.push('TWILIO_AUTH_TOKEN is not set')
  if (!from && !messagingServiceSid) problems.push('TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID is not set')
  if (problems.length) throw new Error(problems.join('; '))
  return {
    accountSid: accountSid!,
    authToken: authToken!,
    from,
    messagingServiceSid,
    apiBase: (env.TWILIO_API_BASE?.trim() || TWILIO_API_BASE).replace(/\/+$/, ''),
    timeoutMs: 10_000
  }
}

/** `+886 0912345678` (our SMS target) → `+886912345678`: the national number without its trunk prefix 0. */
export function e164(target: string): string {
  const m = /^\+(\d{1,4}) (\d+)$/.exec(target)
  if (!m) throw new DeliveryError('recipient', 'not a phone number')
  return `+${m[1]}${m[2].replace(/^0+/, '')}`
}

/** The text of a code message, in the request's language (70 characters at most in Chinese: one segment). */
export function codeSms(message: Pick<CodeMessage, 'code' | 'lang'>): string {
  return t(langOf(message.lang), 'smsCode', { code: message.code, minutes: Math.round(CODE_TTL_MS / 60_000) })
}

/** Twilio's errors about the recipient: the person can use another number. */
const RECIPIENT_ERRORS = new Set([21211, 21610, 21612, 21614])

export function twilioSms(cfg: TwilioConfig, deps: { fetch?: typeof fetch } = {}): CodeSender {
  const fetchImpl = deps.fetch ?? fetch
  const url = `${cfg.apiBase}/2010-04-01/Accounts/${cfg.accountSid}/Messages.json`
  const auth = `Basic ${Buffer.from(`${cfg.accountSid}:${cfg.authToken}`).toString('base64')}`
  return {
    async send(message) {
      const form = new URLSearchParams({ To: e164(message.to), Body: codeSms(message) })
      if (cfg.messagingServiceSid) form.set('MessagingServiceSid', cfg.messagingServiceSid)
      else form.set('From', cfg.from!)
      let res: Response
      try {
        res = await fetchImpl(url, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(cfg.timeoutMs)
        })
      } catch (err) {
        throw new DeliveryError('unavailable', `Twilio: ${(err as Error).name} ${(err as Error).message}`)
      }
      if (res.status === 201 || res.status === 200) return
      const body = (await res.json().catch(() => ({}))) as { code?: number }
      const detail = `Twilio: HTTP ${res.status} ${body.code ?? ''}`.trim()
      throw new DeliveryError(RECIPIENT_ERRORS.has(Number(body.code)) ? 'recipient' : 'unavailable', detail)
    }
  }
}
