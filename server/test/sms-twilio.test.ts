/**
 * SMS codes through the Twilio adapter (SMS_PROVIDER=twilio, providers/sms/twilio.ts) against the local fake
 * Twilio API on 127.0.0.1: the code read from the message Twilio accepted signs in; spec §5's nation codes become
 * E.164 numbers; a number Twilio refuses is a translated 400, Twilio down or refusing our credentials a translated
 * 503, and neither stores a code.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { and, eq } from 'drizzle-orm'
import * as s from '../src/db/schema'
import { DevOutbox } from '../src/providers'
import { FakeTwilio } from '../src/providers/fakes/twilio'
import { resolveProviders } from '../src/providers/registry'
import { e164 } from '../src/providers/sms/twilio'
import { createTestApp, type TestApp } from './helpers'

const SID = 'AC' + '0123456789abcdef'.repeat(2)
const TOKEN = 'twilio-auth-token-for-the-test'
const fake = new FakeTwilio(SID, TOKEN)
let t: TestApp

before(async () => {
  const base = await fake.start()
  t = await createTestApp({
    env: {
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_FROM: '+15005550006',
      TWILIO_API_BASE: base
    }
  })
})
after(async () => {
  await t.close()
  await fake.close()
})

const codeIn = (text: string) => /(?<!\d)(\d{6})(?!\d)/.exec(text)?.[1]
const stored = async (target: string) =>
  (
    await t.database.db
      .select()
      .from(s.verifyCodes)
      .where(and(eq(s.verifyCodes.channel, 'sms'), eq(s.verifyCodes.target, target)))
  ).length

test('a Taiwanese number: the code goes out through Twilio in E.164 and the code read from it signs in', async () => {
  const sent = await t.call('POST', '/v2/users/code', { body: { mobile: '0912345678', nationcode: '886' } })
  assert.equal(sent.body.code, 0, JSON.stringify(sent.body))
  const sms = fake.outbox.at(-1)!
  assert.equal(sms.to, '+886912345678')
  assert.equal(sms.from, '+15005550006')
  assert.match(sms.body, /^【靜心】驗證碼 \d{6}，10 分鐘內有效/)
  assert.ok(sms.body.length <= 70, 'one segment of UCS-2')
  const code = codeIn(sms.body)!
  const login = await t.call('POST', '/v3/abroad/users/mobileLogin', {
    body: { mobile: '0912345678', nationcode: '886', code }
  })
  assert.equal(login.body.code, 0, JSON.stringify(login.body))
})

test('in English for an English request; mainland and Hong Kong numbers', async () => {
  const sent = await t.call('POST', '/v2/users/code', { body: { mobile: '13800138000' }, lang: 'en' })
  assert.equal(sent.body.code, 0)
  const sms = fake.outbox.at(-1)!
  assert.equal(sms.to, '+8613800138000', 'nation code 86 by default')
  assert.match(sms.body, /^Jingxin code: \d{6}\. Valid for 10 minutes\./)
  assert.equal(e164('+852 91234567'), '+85291234567')
})

test('a number Twilio refuses (STOP) is a translated 400; no code is stored and the cooldown is lifted', async () => {
  fake.stopped.add('+886987654321')
  const target = '+886 0987654321'
  const first = await t.call('POST', '/v2/users/code', {
    body: { mobile: '0987654321', nationcode: '886' },
    lang: 'en'
  })
  assert.equal(first.status, 400)
  assert.equal(first.body.msg, 'This number cannot receive text messages; please check it')
  assert.equal(await stored(target), 0)
  const second = await t.call('POST', '/v2/users/code', { body: { mobile: '0987654321', nationcode: '886' } })
  assert.equal(second.status, 400, 'not 429: nothing was sent')
})

test('Twilio down, rate-limiting or refusing our credentials: a translated 503, nothing stored', async () => {
  const body = { mobile: '0911111111', nationcode: '886' }
  fake.failNext(429, 20429, 'Too Many Requests')
  const limited = await t.call('POST', '/v2/users/code', { body, lang: 'en' })
  assert.equal(limited.status, 503)
  assert.equal(limited.body.msg, 'The text message could not be sent right now; please try again shortly')
  fake.failNext(401, 20003, 'Authenticate')
  assert.equal((await t.call('POST', '/v2/users/code', { body })).status, 503)
  const port = Number(new URL(fake.url).port)
  await fake.close()
  try {
    const down = await t.call('POST', '/v2/users/code', { body })
    assert.equal(down.status, 503)
    assert.equal(down.body.msg, '暫時無法發送簡訊，請稍後再試')
    assert.equal(down.headers['retry-after'], '30')
  } finally {
    await fake.start(port)
  }
  assert.equal(await stored('+886 0911111111'), 0)
  // back up: the person asks again at once and the code works
  assert.equal((await t.call('POST', '/v2/users/code', { body })).body.code, 0)
  const code = codeIn(fake.outbox.at(-1)!.body)!
  assert.equal((await t.call('POST', '/v2/users/login', { body: { ...body, code } })).body.code, 0)
})

test('the fake speaks Twilio: Basic auth (20003) and E.164 (21211)', async () => {
  const post = (auth: string, to: string) =>
    fetch(`${fake.url}/2010-04-01/Accounts/${SID}/Messages.json`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ To: to, From: '+15005550006', Body: 'x' }).toString()
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as { code?: number; sid?: string } }))
  const basic = (secret: string) => `Basic ${Buffer.from(`${SID}:${secret}`).toString('base64')}`
  const wrong = await post(basic('nope'), '+886912345678')
  assert.deepEqual([wrong.status, wrong.body.code], [401, 20003])
  const bad = await post(basic(TOKEN), '0912345678')
  assert.deepEqual([bad.status, bad.body.code], [400, 21211])
  const good = await post(basic(TOKEN), '+886912345678')
  assert.equal(good.status, 201)
  assert.match(good.body.sid ?? '', /^SM[0-9a-f]{32}$/)
})

test('SMS_PROVIDER=twilio names its missing settings at start', () => {
  assert.throws(
    () => resolveProviders({ production: false, names: { sms: 'twilio' }, env: {}, outbox: new DevOutbox() }),
    /SMS_PROVIDER=twilio: TWILIO_ACCOUNT_SID is not set .*; TWILIO_AUTH_TOKEN is not set; TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID/
  )
})
