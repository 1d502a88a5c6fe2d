/**
 * E-mail codes over SMTP (providers/mail/smtp.ts) against a real SMTP server in this process (smtp-server on
 * 127.0.0.1, port 0): each message is parsed (mailparser) and the code read from it, in both languages. An
 * address the server refuses is a translated 400, a server that is down or refuses our credentials a translated
 * 503; neither stores a code or keeps the cooldown. No code reaches the log at any level.
 */
import assert from 'node:assert/strict'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { after, before, test } from 'node:test'
import { and, eq } from 'drizzle-orm'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import * as s from '../src/db/schema'
import { DevOutbox, type CodeSender } from '../src/providers'
import { smtpConfigOf, smtpMail } from '../src/providers/mail/smtp'
import { resolveProviders } from '../src/providers/registry'
import { createTestApp, type TestApp } from './helpers'

const inbox: ParsedMail[] = []
let smtp: SMTPServer
let port = 0

function startSmtp(): Promise<void> {
  smtp = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    hideSTARTTLS: true, // plain smtp:// on 127.0.0.1
    logger: false,
    onAuth: (a, _s, cb) =>
      a.username === 'app' && a.password === 's3cret'
        ? cb(null, { user: 'app' })
        : cb(Object.assign(new Error('Invalid username or password'), { responseCode: 535 })),
    onRcptTo: (addr, _s, cb) =>
      addr.address.endsWith('@bounce.test')
        ? cb(Object.assign(new Error('No such user'), { responseCode: 550 }))
        : cb(),
    onData: (stream, _s, cb) => {
      simpleParser(stream).then(
        (m) => {
          inbox.push(m)
          cb()
        },
        (err: Error) => cb(err)
      )
    }
  })
  smtp.on('error', () => {}) // a client's TLS failure would otherwise end the process
  return new Promise((resolve) =>
    smtp.listen(0, '127.0.0.1', () => {
      port = (smtp.server.address() as AddressInfo).port
      resolve()
    })
  )
}

/** A port nothing listens on: bound once, then closed. */
async function closedPort(): Promise<number> {
  const probe = new SMTPServer({ logger: false })
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const p = (probe.server.address() as AddressInfo).port
  await new Promise<void>((resolve) => probe.close(resolve))
  return p
}

const FROM = '"靜心 Jingxin" <no-reply@jingxin.test>'
/** The mail provider of the app; tests switch what it sends through. */
let sender: CodeSender
const logLines: string[] = []
let t: TestApp

before(async () => {
  await startSmtp()
  sender = smtpMail({ url: `smtp://app:s3cret@127.0.0.1:${port}`, from: FROM })
  const stream = new Writable({
    write(chunk, _enc, cb) {
      logLines.push(String(chunk))
      cb()
    }
  })
  t = await createTestApp({
    providers: { mail: { send: (m) => sender.send(m) } },
    logger: { level: 'trace', stream }
  })
})
after(async () => {
  await t.close()
  await new Promise<void>((resolve) => smtp.close(resolve))
})

const codeIn = (text: string) => /(?<!\d)(\d{6})(?!\d)/.exec(text)?.[1]

async function codesStored(email: string): Promise<number> {
  const rows = await t.database.db
    .select()
    .from(s.verifyCodes)
    .where(and(eq(s.verifyCodes.channel, 'email'), eq(s.verifyCodes.target, email)))
  return rows.length
}

const sentCodes: string[] = []

test('a sign-in code by e-mail in zh-Hant: plain text and HTML, the code read from the message signs in', async () => {
  const email = 'mei@example.test'
  const sent = await t.call('POST', '/v3/abroad/email/send', { body: { email, action: 'LOGIN' }, lang: 'zh-Hant' })
  assert.equal(sent.body.code, 0, JSON.stringify(sent.body))
  const mail = inbox.find((m) => m.to && !Array.isArray(m.to) && m.to.text === email)
  assert.ok(mail, 'the SMTP server received the message')
  assert.equal(mail.from?.value[0].address, 'no-reply@jingxin.test')
  assert.match(mail.subject ?? '', /^靜心驗證碼：\d{6}$/)
  assert.match(mail.text ?? '', /您正在登入或註冊靜心/)
  assert.match(mail.text ?? '', /10 分鐘內有效/)
  assert.match(String(mail.html), /<html lang="zh-Hant">/)
  const code = codeIn(mail.text ?? '')!
  assert.ok(code)
  assert.equal(codeIn(String(mail.html)), code, 'the HTML part carries the same code')
  sentCodes.push(code)
  const login = await t.call('POST', '/v3/abroad/email/login', { body: { email, code } })
  assert.equal(login.body.code, 0, JSON.stringify(login.body))
  // the code works once
  const again = await t.call('POST', '/v3/abroad/email/login', { body: { email, code } })
  assert.equal(again.status, 400)
})

test('in English for an English request, with the text of its purpose (password reset)', async () => {
  const email = 'mei@example.test' // has an account since the first test: the reset mail goes out
  t.clock.now += 61_000 // past the address's resend cooldown
  const before = inbox.length
  const sent = await t.call('POST', '/v3/abroad/email/send', { body: { email, action: 'RESET' }, lang: 'en' })
  assert.equal(sent.body.code, 0)
  const mail = inbox[before]
  assert.ok(mail)
  assert.match(mail.subject ?? '', /^Your Jingxin code: \d{6}$/)
  assert.match(mail.text ?? '', /reset your Jingxin password/)
  assert.match(mail.text ?? '', /within 10 minutes/)
  assert.match(String(mail.html), /<html lang="en">/)
  sentCodes.push(codeIn(mail.text ?? '')!)
})

test('an address the SMTP server refuses: a translated 400, no code stored, the cooldown lifted', async () => {
  const email = 'nobody@bounce.test'
  const before = inbox.length
  const first = await t.call('POST', '/v3/abroad/email/send', { body: { email }, lang: 'en' })
  assert.equal(first.status, 400)
  assert.match(first.body.msg, /cannot receive mail/)
  assert.equal(inbox.length, before)
  assert.equal(await codesStored(email), 0)
  // at once again: not a 429, the same answer
  const second = await t.call('POST', '/v3/abroad/email/send', { body: { email } })
  assert.equal(second.status, 400)
  assert.match(second.body.msg, /此電子郵件地址無法收信/)
})

test('an SMTP server that is down or refuses our credentials: a translated 503, nothing changed', async () => {
  const email = 'lin@example.test'
  const up = sender
  const countsBefore = (await t.database.db.select().from(s.verifyCodes)).length
  try {
    sender = smtpMail({ url: `smtp://app:s3cret@127.0.0.1:${await closedPort()}`, from: FROM, timeoutMs: 2000 })
    const down = await t.call('POST', '/v3/abroad/email/send', { body: { email }, lang: 'en' })
    assert.equal(down.status, 503)
    assert.match(down.body.msg, /could not be sent right now/)
    assert.equal(down.headers['retry-after'], '30')
    sender = smtpMail({ url: `smtp://app:wrong@127.0.0.1:${port}`, from: FROM })
    const refused = await t.call('POST', '/v3/abroad/email/send', { body: { email } })
    assert.equal(refused.status, 503)
    assert.match(refused.body.msg, /暫時無法寄出驗證信/)
  } finally {
    sender = up
  }
  assert.equal((await t.database.db.select().from(s.verifyCodes)).length, countsBefore, 'no code stored')
  // once the server is back the person asks again at once (no cooldown kept) and gets a code that works
  const before = inbox.length
  const sent = await t.call('POST', '/v3/abroad/email/send', { body: { email } })
  assert.equal(sent.body.code, 0, JSON.stringify(sent.body))
  const code = codeIn(inbox[before].text ?? '')!
  sentCodes.push(code)
  assert.equal((await t.call('POST', '/v3/abroad/email/login', { body: { email, code } })).body.code, 0)
  assert.ok(
    logLines.some((l) => l.includes('one-time code not sent')),
    'the failure is logged for the operator'
  )
})

test('no one-time code is in the log, at level trace', () => {
  assert.ok(logLines.length > 10, 'the log was captured')
  assert.ok(sentCodes.length >= 3)
  for (const code of sentCodes)
    assert.equal(logLines.filter((l) => l.includes(code)).length, 0, `code ${code} is not logged`)
})

test('the dev outbox logs that a code is waiting, never the code or the address', async () => {
  const lines: string[] = []
  const outbox = new DevOutbox((m) => lines.push(m))
  await outbox.send({ channel: 'sms', to: '+886 912345678', code: '314159', purpose: 'login', lang: 'en' })
  assert.equal(lines.length, 1)
  assert.doesNotMatch(lines[0], /314159|912345678/)
  assert.equal(outbox.latest('+886 912345678')[0].code, '314159', 'the outbox page still shows it')
})

test('MAIL_PROVIDER=smtp needs SMTP_URL and MAIL_FROM, named with every other problem', () => {
  assert.throws(
    () =>
      resolveProviders({ production: false, names: { mail: 'smtp', sms: 'nope' }, env: {}, outbox: new DevOutbox() }),
    (err: Error) =>
      /MAIL_PROVIDER=smtp: SMTP_URL is not set .*; MAIL_FROM is not set/.test(err.message) &&
      /SMS_PROVIDER=nope/.test(err.message)
  )
  assert.throws(() => smtpConfigOf({ SMTP_URL: 'http://mail.example', MAIL_FROM: 'a@b.c' }), /not an smtp/)
  const providers = resolveProviders({
    production: false,
    names: { mail: 'smtp' },
    env: { SMTP_URL: `smtp://app:s3cret@127.0.0.1:${port}`, MAIL_FROM: FROM },
    outbox: new DevOutbox()
  })
  assert.equal(typeof providers.mail.send, 'function')
  ;(providers.mail as unknown as { close(): void }).close()
})
