#!/usr/bin/env node
/**
 * Release smoke test (CI's release stage; deploy/README.md): the built release folder, started the way an
 * operator starts it, answers a customer's first purchase end to end.
 *
 *   npm run build:release && npm run release:smoke
 *
 * - `node release/server.js` (no tsx) with NODE_ENV=production, fresh strong keys (as `npm run secrets` makes
 *   them), SEED_DEMO=catalogue, on a fresh PostgreSQL database (created here, dropped at the end), with every
 *   provider adapter real and pointed at its local fake (providers/fakes/: SMTP server, LINE Pay, Twilio, WeChat,
 *   LINE Login, Facebook Graph) — nothing on the internet.
 * - Two processes on the one database (as compose.yaml runs them): both migrate under the lock and answer.
 * - Sign in by e-mail code (the code read from the message the SMTP fake received), buy a month of membership
 *   through LINE Pay (request → approval at the fake → return to our confirm route → paid), play a member
 *   track (its signed URL answers 200 with audio), /ready 200 on both, /metrics 200 with METRICS_TOKEN and
 *   401 without, every answer with an x-request-id.
 *
 * Settings: SMOKE_DATABASE_URL (an admin connection, default postgres://postgres@127.0.0.1:55432/postgres),
 * RELEASE_DIR (default release/), MEDIA_DIR (default the repository's media cache; generated when missing).
 * This file runs under tsx (`node --import tsx`) only for the fakes and the request signing it borrows from the
 * sources; the server under test is the bundle.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { pathOf, signNonce, signRequest, signTimestamp } from '../src/protocol/signature.ts'
import { FakeFacebookGraph } from '../server/src/providers/fakes/facebookGraph.ts'
import { FakeLine } from '../server/src/providers/fakes/lineLogin.ts'
import { FakeLinePay } from '../server/src/providers/fakes/linepay.ts'
import { FakeTwilio } from '../server/src/providers/fakes/twilio.ts'
import { FakeWechat } from '../server/src/providers/fakes/wechatLogin.ts'
import { freePort } from '../server/src/lib/freePort.ts'

const ROOT = resolve(fileURLToPath(import.meta.url), '..', '..')
const RELEASE = resolve(process.env.RELEASE_DIR ?? join(ROOT, 'release'))
const ADMIN_URL = process.env.SMOKE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:55432/postgres'
const started = Date.now()
const cleanups = []
const step = (what) => console.log(`  ✓ ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
function check(cond, what, detail) {
  if (!cond)
    throw new Error(
      `${what}${detail === undefined ? '' : `: ${typeof detail === 'string' ? detail : JSON.stringify(detail)}`}`
    )
}
const key = () => randomBytes(32).toString('base64url')

async function main() {
  check(existsSync(join(RELEASE, 'server.js')), `${RELEASE}/server.js missing`, 'run npm run build:release first')
  console.log(`release smoke: ${RELEASE}`)

  // A fresh database.
  const dbName = `jx_smoke_${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: ADMIN_URL })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${dbName}`)
  await admin.end()
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: ADMIN_URL })
    await c.connect()
    await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
    await c.end()
  })
  const dbUrl = new URL(ADMIN_URL)
  dbUrl.pathname = `/${dbName}`
  const DATABASE_URL = dbUrl.toString()

  // The providers' fakes.
  const inbox = []
  const smtp = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    hideSTARTTLS: true,
    logger: false,
    onAuth: (a, _s, cb) =>
      a.username === 'app' && a.password === 'smtp-pass' ? cb(null, { user: 'app' }) : cb(new Error('auth')),
    onData: (stream, _s, cb) =>
      simpleParser(stream).then(
        (m) => (inbox.push(m), cb()),
        (err) => cb(err)
      )
  })
  smtp.on('error', () => {})
  const smtpPort = await new Promise((r) => smtp.listen(0, '127.0.0.1', () => r(smtp.server.address().port)))
  cleanups.push(() => new Promise((r) => smtp.close(r)))
  const linepay = new FakeLinePay({ channelId: '1656000001', channelSecret: key() })
  await linepay.listen()
  cleanups.push(() => linepay.close())
  const creds = {
    twilioSid: `AC${randomBytes(16).toString('hex')}`,
    twilioToken: key(),
    wechatAppid: 'wx0123456789abcdef',
    wechatSecret: key(),
    lineId: '1656000002',
    lineSecret: key(),
    fbId: '1234567890123456',
    fbSecret: key()
  }
  const twilio = new FakeTwilio(creds.twilioSid, creds.twilioToken)
  const wechat = new FakeWechat({ appid: creds.wechatAppid, secret: creds.wechatSecret })
  const portA = await freePort()
  const portB = await freePort()
  const base = `http://127.0.0.1:${portA}`
  const lineRedirect = `${base}/pages/login/authPage?via=line`
  const line = new FakeLine({ channelId: creds.lineId, channelSecret: creds.lineSecret, redirectUri: lineRedirect })
  const facebook = new FakeFacebookGraph(creds.fbId, creds.fbSecret)
  for (const f of [twilio, wechat, line, facebook]) {
    await f.start()
    cleanups.push(() => f.close())
  }
  step('fakes up: SMTP, LINE Pay, Twilio, WeChat, LINE Login, Facebook Graph')

  const METRICS_TOKEN = key()
  const SIGN_KEY = key()
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL,
    SEED_DEMO: 'catalogue',
    LOG_LEVEL: 'warn',
    MEDIA_DIR: process.env.MEDIA_DIR ?? join(ROOT, 'server', '.cache', 'media'),
    SIGN_KEY,
    CODE_KEY: key(),
    MEDIA_URL_KEY: key(),
    IDENTITY_HASH_KEY: key(),
    LIVE_URL_KEY: key(),
    METRICS_TOKEN,
    MAIL_PROVIDER: 'smtp',
    SMTP_URL: `smtp://app:smtp-pass@127.0.0.1:${smtpPort}`,
    MAIL_FROM: '靜心 <no-reply@jingxin.test>',
    PAYMENT_PROVIDER: 'linepay',
    LINEPAY_BASE_URL: linepay.url,
    LINEPAY_CHANNEL_ID: linepay.opts.channelId,
    LINEPAY_CHANNEL_SECRET: linepay.opts.channelSecret,
    LINEPAY_CONFIRM_URL: `${base}/pay/linepay/confirm`,
    SMS_PROVIDER: 'twilio',
    TWILIO_API_BASE: twilio.url,
    TWILIO_ACCOUNT_SID: creds.twilioSid,
    TWILIO_AUTH_TOKEN: creds.twilioToken,
    TWILIO_FROM: '+15005550006',
    WECHAT_PROVIDER: 'wechat',
    WECHAT_API_BASE: wechat.url,
    WECHAT_APPID: creds.wechatAppid,
    WECHAT_APP_SECRET: creds.wechatSecret,
    LINE_PROVIDER: 'line',
    LINE_AUTH_BASE: line.url,
    LINE_API_BASE: line.url,
    LINE_CHANNEL_ID: creds.lineId,
    LINE_CHANNEL_SECRET: creds.lineSecret,
    LINE_REDIRECT_URI: lineRedirect,
    FACEBOOK_PROVIDER: 'facebook',
    FACEBOOK_GRAPH_BASE: facebook.url,
    FACEBOOK_APP_ID: creds.fbId,
    FACEBOOK_APP_SECRET: creds.fbSecret
  }

  // Two processes on one fresh database, started together: both migrate (under the lock) and come up.
  const servers = [portA, portB].map((port) => startServer({ ...env, PORT: String(port) }, port))
  await Promise.all(servers.map((s) => s.running))
  step(`two release processes running (ports ${portA}, ${portB})`)
  // every line a production process writes is a JSON object (the start-up lines too: plugins/logging.ts)
  const jsonLine = (line) => {
    try {
      const o = JSON.parse(line)
      return typeof o.level === 'number' && typeof o.time === 'string'
    } catch {
      return false
    }
  }
  for (const s of servers)
    for (const line of s.output().split('\n')) if (line.trim()) check(jsonLine(line), 'a JSON log line', line)
  step('their log lines are JSON')

  const call = async (method, path, { body, token, query, port = portA } = {}) => {
    const timestamp = signTimestamp()
    const nonce = signNonce()
    const sign = signRequest({ method, path: pathOf(path), timestamp, nonce, payload: body ?? query }, SIGN_KEY)
    const headers = {
      'x-timestamp': timestamp,
      'x-nonce': nonce,
      'x-sign': sign,
      'x-lang': 'zh-Hant',
      'x-device': 'H5'
    }
    if (token) headers['x-token'] = token
    if (body) headers['content-type'] = 'application/json'
    const qs = query ? `?${new URLSearchParams(query)}` : ''
    const res = await fetch(`http://127.0.0.1:${port}${path}${qs}`, {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined
    })
    const json = await res.json()
    check(res.headers.get('x-request-id'), `${method} ${path}: x-request-id`)
    return { status: res.status, ...json }
  }

  for (const port of [portA, portB]) {
    const ready = await fetch(`http://127.0.0.1:${port}/ready`)
    check(ready.status === 200, `/ready on ${port}`, await ready.text())
  }
  step('/ready 200 on both')

  // Sign in by e-mail code, read from the SMTP fake.
  const email = `smoke-${randomBytes(3).toString('hex')}@example.com`
  const sent = await call('POST', '/v3/abroad/email/send', { body: { email, action: 'REGISTER' } })
  check(sent.code === 0, 'e-mail code sent', sent)
  const mail = await waitFor(() => inbox.find((m) => m.to?.text?.includes(email)), 'the code e-mail')
  const code = /(?<!\d)(\d{6})(?!\d)/.exec(mail.text ?? '')?.[1]
  check(code, 'a six-digit code in the e-mail', mail.text)
  const login = await call('POST', '/v3/abroad/email/login', { body: { email, code }, port: portB })
  check(login.code === 0 && login.data?.token, 'signed in with the code (on the other process)', login)
  const token = login.data.token
  step('signed in by e-mail code (SMTP fake)')

  // Buy a month of membership through LINE Pay.
  const order = await call('POST', '/v3/orders', { token, body: { sku: 'vip-month' } })
  check(order.code === 0, 'order created', order)
  const orderNo = order.data.order_no
  const pay = await call('POST', '/v3/pays', { token, body: { order_no: orderNo } })
  check(pay.code === 0 && pay.data?.pay_action?.kind === 'redirect', 'payment requested at LINE Pay', pay)
  const txn = /\/__fake\/approve\/(\d+)$/.exec(pay.data.pay_action.url)?.[1]
  check(txn, 'an approval page of the fake', pay.data.pay_action.url)
  const approved = await fetch(`${linepay.url}/__fake/approve/${txn}/ok`, { redirect: 'manual' })
  const back = approved.headers.get('location')
  check(
    approved.status === 302 && back?.startsWith(`${base}/pay/linepay/confirm`),
    'LINE Pay sends the buyer back',
    back
  )
  const confirmed = await fetch(back, { redirect: 'manual' })
  check(confirmed.status === 302, 'our confirm route answers with the result page', confirmed.status)
  const info = await call('GET', '/v3/meditation/memberInfo', { token, port: portB })
  check(info.code === 0 && info.data?.expire_at && Date.parse(info.data.expire_at) > Date.now(), 'a member now', info)
  step(`bought vip-month through LINE Pay (order ${orderNo}, transaction ${txn})`)

  // Play a member track: the API hands a member a signed URL, which plays.
  const db = new pg.Client({ connectionString: DATABASE_URL })
  await db.connect()
  const { rows } = await db.query('SELECT id, goods_id FROM med_resources WHERE is_vip = 1 ORDER BY id LIMIT 1')
  await db.end()
  check(rows.length === 1, 'the catalogue has a member track')
  const play = await call('GET', `/v3/meditation/playInfo/${rows[0].goods_id}`, {
    token,
    query: { resource_id: String(rows[0].id) }
  })
  const signed = play.data?.resource?.full_path
  check(play.code === 0 && signed, 'a signed URL for the member track', play)
  const audio = await fetch(new URL(signed, base), { headers: { range: 'bytes=0-1023' } })
  check(audio.status === 200 || audio.status === 206, 'the signed member track plays', audio.status)
  check(
    /audio|mpeg|mp4/.test(audio.headers.get('content-type') ?? ''),
    'audio content',
    audio.headers.get('content-type')
  )
  await audio.arrayBuffer()
  const unsigned = await fetch(new URL(new URL(signed, base).pathname, base))
  check(unsigned.status === 403, 'the same track without its signature is refused', unsigned.status)
  step('member track played through its signed URL (unsigned: 403)')

  // The H5 app, when the release carries it: the page, and a hashed script precompressed and immutable.
  if (existsSync(join(RELEASE, 'dist', 'h5', 'index.html'))) {
    const page = await fetch(`${base}/`)
    const html = await page.text()
    check(page.status === 200 && /<html/i.test(html), 'the H5 app at /', page.status)
    // the bundle is preloaded and added after the first screen's paint (config/scriptsAfterFirstPaint.js); a
    // `<script src>` in a build without that step
    const script = /<(?:script[^>]+src|link[^>]+as="script"[^>]+href)="\/?([^"]+\.js)"/.exec(html)?.[1]
    check(script, 'a script in index.html')
    const js = await fetch(`${base}/${script}`, { headers: { 'accept-encoding': 'br' } })
    await js.arrayBuffer()
    check(
      js.status === 200 && js.headers.get('content-encoding') === 'br',
      `${script} precompressed`,
      js.headers.get('content-encoding')
    )
    check(
      /immutable/.test(js.headers.get('cache-control') ?? ''),
      `${script} immutable`,
      js.headers.get('cache-control')
    )
    step(`H5 app served: / and ${script} (brotli, immutable)`)
  }

  // Metrics: the token only.
  const withToken = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  const text = await withToken.text()
  check(
    withToken.status === 200 && text.includes('jingxin_http_requests_total'),
    '/metrics with the token',
    withToken.status
  )
  const without = await fetch(`${base}/metrics`)
  check(without.status === 401, '/metrics without a token is refused', without.status)
  const wrong = await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer nope' } })
  check(wrong.status === 401, '/metrics with a wrong token is refused', wrong.status)
  step('/metrics: 200 with METRICS_TOKEN, 401 without or wrong')

  console.log(`release smoke passed in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

function startServer(env, port) {
  const child = spawn(process.execPath, [join(RELEASE, 'server.js')], {
    cwd: RELEASE,
    env,
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let out = ''
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r))
      child.kill('SIGTERM')
      await exited
    }
  })
  const running = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server on ${port} did not start in 180 s:\n${out}`)), 180_000)
    child.stdout.on('data', (d) => {
      out += d
      if (out.includes('is running at')) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.stderr.on('data', (d) => {
      out += d
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server on ${port} exited ${code}:\n${out}`))
    })
  })
  running.catch(() => {})
  return { child, running, output: () => out }
}

async function waitFor(get, what, ms = 15_000) {
  const end = Date.now() + ms
  for (;;) {
    const v = get()
    if (v) return v
    if (Date.now() > end) throw new Error(`${what}: not there after ${ms / 1000} s`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

let failed = false
try {
  await main()
} catch (err) {
  failed = true
  console.error(`release smoke FAILED: ${err instanceof Error ? err.message : err}`)
} finally {
  for (const c of cleanups.reverse()) await Promise.resolve(c()).catch(() => {})
}
process.exit(failed ? 1 : 0)
