/**
 * The e-mail carrying a one-time code, in the request's language (zh-Hant or English), as plain text and HTML.
 * The texts are i18n keys (server/src/i18n.ts); the HTML is a small inline-styled page, every text escaped.
 */
import { CODE_TTL_MS } from '../../db/repos/codes'
import { langOf, t, type MessageKey } from '../../i18n'
import type { CodeMessage } from '../index'
import { escapeHtml } from '../../lib/html'

export interface MailContent {
  subject: string
  text: string
  html: string
}

const PURPOSE: Record<string, MessageKey> = {
  login: 'mailCodeLogin',
  reset: 'mailCodeReset',
  bind: 'mailCodeBind',
  mall: 'mailCodeMall'
}

export function codeMail(message: Pick<CodeMessage, 'code' | 'purpose' | 'lang'>): MailContent {
  const lang = langOf(message.lang)
  const { code } = message
  const lines = {
    greeting: t(lang, 'mailCodeGreeting'),
    intro: t(lang, PURPOSE[message.purpose] ?? 'mailCodeLogin'),
    expiry: t(lang, 'mailCodeExpiry', { minutes: Math.round(CODE_TTL_MS / 60_000) }),
    ignore: t(lang, 'mailCodeIgnore'),
    signature: t(lang, 'mailCodeSignature')
  }
  const text = [
    lines.greeting,
    '',
    lines.intro,
    '',
    `    ${code}`,
    '',
    lines.expiry,
    lines.ignore,
    '',
    lines.signature
  ].join('\n')
  const p = (s: string, style = '') => `<p style="margin:0 0 12px${style}">${escapeHtml(s)}</p>`
  const html =
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(t(lang, 'mailCodeSubject', { code }))}</title></head>` +
    "<body style=\"margin:0;padding:24px;font-family:-apple-system,'PingFang TC','Noto Sans TC',sans-serif;color:#333;line-height:1.6\">" +
    p(lines.greeting) +
    p(lines.intro) +
    `<p style="margin:16px 0;font-size:28px;font-weight:bold;letter-spacing:6px;color:#4a6b5d">${escapeHtml(code)}</p>` +
    p(lines.expiry) +
    p(lines.ignore, ';color:#888;font-size:13px') +
    p(lines.signature) +
    '</body></html>'
  return { subject: t(lang, 'mailCodeSubject', { code }), text, html }
}
