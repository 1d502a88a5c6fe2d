/**
 * E-mail codes over SMTP with nodemailer (MAIL_PROVIDER=smtp).
 *
 * - SMTP_URL: `smtps://user:password@smtp.example.com:465` (implicit TLS) or `smtp://…:587` (STARTTLS, which
 *   nodemailer takes whenever the server offers it); SMTP_URL itself is a secret (it holds the password).
 * - MAIL_FROM: the sender, e.g. `"靜心 Jingxin" <no-reply@jingxin.example>` (a domain with SPF/DKIM for that server).
 *
 * A message the server does not accept throws a DeliveryError: `recipient` when it refuses the address (5xx to
 * RCPT TO), `unavailable` otherwise (connection refused or timed out, a 4xx, our credentials refused). Nothing of
 * the message (the code) is logged: nodemailer's own logger stays off.
 */
import nodemailer, { type Transporter } from 'nodemailer'
import { DeliveryError, type CodeSender } from '../index'
import { codeMail } from './codeMail'

export interface SmtpConfig {
  /** SMTP_URL */
  url: string
  /** MAIL_FROM */
  from: string
  /** Milliseconds to connect, to be greeted, and of silence on the socket (default 10 s). */
  timeoutMs?: number
  /** TLS options (tests: the CA of a local server's certificate). */
  tls?: { ca?: string | Buffer; rejectUnauthorized?: boolean }
}

/** SMTP_URL and MAIL_FROM from the environment; throws naming what is missing (the registry lists it). */
export function smtpConfigOf(env: NodeJS.ProcessEnv): SmtpConfig {
  const url = env.SMTP_URL?.trim()
  const from = env.MAIL_FROM?.trim()
  const problems: string[] = []
  if (!url) problems.push('SMTP_URL is not set (smtps://user:password@host:465)')
  else if (!/^smtps?:\/\/[^/]+/.test(url)) problems.push('SMTP_URL is not an smtp:// or smtps:// address')
  if (!from) problems.push('MAIL_FROM is not set (the sender address)')
  if (problems.length) throw new Error(problems.join('; '))
  return { url: url!, from: from! }
}

interface SmtpError extends Error {
  code?: string
  responseCode?: number
  command?: string
}

function deliveryError(err: SmtpError): DeliveryError {
  const detail = `SMTP ${err.code ?? 'error'}${err.responseCode ? ` ${err.responseCode}` : ''}${err.command ? ` (${err.command})` : ''}`
  // a permanent refusal of the recipient: the address is wrong or cannot receive mail
  if (err.code === 'EENVELOPE' && (err.responseCode ?? 0) >= 500) return new DeliveryError('recipient', detail)
  return new DeliveryError('unavailable', detail)
}

export function smtpMail(cfg: SmtpConfig): CodeSender & { close(): void } {
  const timeout = cfg.timeoutMs ?? 10_000
  const transport: Transporter = nodemailer.createTransport({
    url: cfg.url,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    logger: false,
    debug: false,
    ...(cfg.tls ? { tls: cfg.tls } : {})
  } as Parameters<typeof nodemailer.createTransport>[0])
  return {
    async send(message) {
      const content = codeMail(message)
      try {
        await transport.sendMail({ from: cfg.from, to: message.to, ...content })
      } catch (err) {
        throw deliveryError(err as SmtpError)
      }
    },
    close() {
      transport.close()
    }
  }
}
