/**
 * The mini-program harness (`npm run test:weapp`): the built `dist/weapp` on WeChat's template compiler and
 * exparser, against the real server on a fresh seeded database.
 *
 * - every page of dist/weapp/app.json, in zh-Hant and in English, with query parameters from the seeded
 *   catalogue (./pages.ts): it must render without an exception and show its real content, not its loading state;
 * - the journeys of ./journeys.ts.
 *
 * The server runs in this process (server/test/helpers.ts: the cached seeded PGlite template) on a free port.
 * Cases run in WEAPP_WORKERS worker processes (default 2), each case in a fresh runtime (./support/sandbox.ts).
 * node:test reports them; the run ends with its wall time.
 *
 * WEAPP_ONLY=<substring> runs the cases whose name contains it; WEAPP_DUMP=<file> writes every page's text.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { fork, type ChildProcess } from 'node:child_process'
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { appPages, ROOT, type Lang } from './support/miniProgram'
import { pageCase, POST_TEXT, TODO, type Fixtures, type Seed } from './pages'
import { JOURNEYS, POLYV_CHANNEL, POLYV_LIVE_ID } from './journeys'
import type { Fakes, Job, JobResult, WorkerReply } from './support/protocol'

const started = Date.now()
const LANGS: Lang[] = ['zh-Hant', 'en']
const WORKERS = Math.max(1, Number(process.env.WEAPP_WORKERS ?? 2))
const ONLY = process.env.WEAPP_ONLY
const PAGE_TIMEOUT = 10_000
/** The seed's paid activity `act-bowls` (server/src/db/seed/course.ts). */
const ACT_BOWLS_ID = 17
const harnessActor = { id: null, email: 'harness', ip: '127.0.0.1' }

interface TestServer {
  base: string
  fakes: Fakes
  tokens: { vip: string; user: string; teacher: string; payer: string }
  fixtures: Fixtures
  close(): Promise<void>
}

/**
 * The real app on a fresh copy of the seeded database, listening on a free port, with the adapters a mini-program
 * meets in production: WeChat login (jscode2session) and WeChat Pay (API v3), each against its local fake on
 * 127.0.0.1 (server/src/providers/fakes). Imported by path: the server's sources are type-checked by
 * server/tsconfig.json, not by this program's.
 */
async function startServer(): Promise<TestServer> {
  const load = (p: string) => import(join(ROOT, 'server', p)) as Promise<any>
  const [helpers, { FakeWechat }, { FakeWechatPay }, { wechatPay }] = await Promise.all([
    load('test/helpers.ts'),
    load('src/providers/fakes/wechatLogin.ts'),
    load('src/providers/fakes/wechatpay.ts'),
    load('src/providers/wechatpay/index.ts')
  ])
  type Call = (
    m: string,
    p: string,
    o: { body?: unknown; token?: string; query?: Record<string, string> }
  ) => Promise<{ body: any }>
  const appid = 'wx0123456789abcdef'
  const secret = 'harness-app-secret-0123456789'
  const wechat = new FakeWechat({ appid, secret })
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const apiV3Key = randomBytes(16).toString('hex')
  const mchid = '1900000109'
  const payFake = new FakeWechatPay({ merchantPublicKey: merchant.publicKey, mchid, appid, apiV3Key, mccs: ['5815'] })
  const [wechatBase, payBase] = await Promise.all([wechat.start(), payFake.listen()])
  const payConfig = {
    baseUrl: payBase,
    mode: 'direct',
    mchid,
    appid,
    merchantSerial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    merchantPrivateKey: merchant.privateKey,
    apiV3Key,
    platformKeys: new Map([[payFake.platformSerial, payFake.platformPublicKey]]),
    notifyUrl: 'http://127.0.0.1:1/placeholder', // set once the app listens
    merchantCategoryCode: '5815',
    amountUnit: 'cent',
    timeoutMs: 5000,
    now: () => Date.now()
  }
  const closeFakes = () => Promise.all([wechat.close(), payFake.close()])
  // the app signs with the wall clock: the server's clock is the wall clock too
  const t = await helpers
    .createTestApp({
      now: () => Date.now(),
      env: { WECHAT_PROVIDER: 'wechat', WECHAT_APPID: appid, WECHAT_APP_SECRET: secret, WECHAT_API_BASE: wechatBase },
      providers: { payment: wechatPay(payConfig) }
    })
    .catch(async (e: unknown) => {
      await closeFakes() // or their sockets keep the failed run alive
      throw e
    })
  const close = async () => {
    await t.close()
    await closeFakes()
  }
  try {
    const base: string = await t.app.listen({ port: 0, host: '127.0.0.1' })
    payConfig.notifyUrl = `${base}/pay/notify/wechatpay`
    const call = (t as unknown as { call: Call }).call
    const ok = async (p: Promise<{ body: any }>, what: string) => {
      const { body } = await p
      if (body.code !== 0) throw new Error(`${what}: ${JSON.stringify(body)}`)
      return body.data
    }
    const login = async (who: string) =>
      (
        await ok(
          call('POST', '/v3/user/password/login', {
            body: { account: `${who}@demo.jingxin`, password: 'jingxin-demo' }
          }),
          `login ${who}`
        )
      ).token as string
    // a WeChat user (signed in with wx.login's code at the WeChat fake): WeChat Pay charges the payer's openid
    const wxCode = await fetch(`${wechatBase}/__fake/login-code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ openid: 'o-harness-payer' })
    })
    const payer = await ok(call('POST', '/v3/wechat/code', { body: { code: (await wxCode.json()).code } }), 'payer')
    const tokens = {
      vip: await login('vip'),
      user: await login('user'),
      teacher: await login('teacher'),
      payer: payer.token as string
    }
    const order = await ok(
      call('POST', '/v3/orders', { token: tokens.user, body: { sku: 'c-breathwork', phone: '0912345678' } }),
      'order'
    )
    const coupon = await ok(
      call('PUT', '/v2/user_coupons', { token: tokens.user, body: { code: 'COURSE100' } }),
      'coupon'
    )
    const post = await ok(call('POST', '/v3/forum/posts', { token: tokens.vip, body: { content: POST_TEXT } }), 'post')
    /** Pays an order of `payer` with WeChat Pay: the server answers pending, the user pays on the fake's sheet. */
    const paid = async (orderNo: string, pay: string) => {
      const p = await ok(call('POST', pay, { token: tokens.payer, body: { order_no: orderNo } }), `pay ${orderNo}`)
      if (p.order.status !== 'pending' || p.pay_action?.kind !== 'wechatpay') throw new Error(JSON.stringify(p))
      const res = await fetch(`${payBase}/__fake/pay/${orderNo}`, { method: 'POST' })
      if (res.status !== 200) throw new Error(`the WeChat Pay fake did not pay ${orderNo}: ${await res.text()}`)
      const status = await ok(
        call('GET', '/v3/get/order/status', { token: tokens.payer, query: { order_no: orderNo } }),
        'status'
      )
      if (status.status !== 'paid') throw new Error(`${orderNo} is ${status.status} after the notification`)
    }
    // a course bought as a gift (its detail page, and the page a friend opens from its link)
    const giftOrder = await ok(
      call('POST', '/v3/orders', { token: tokens.payer, body: { sku: 'c-mindfulness', phone: '0912345678', gift: 1 } }),
      'gift order'
    )
    await paid(giftOrder.order_no, '/v3/pays')
    const gift = await ok(
      call('GET', '/v3/get/gift/order', { token: tokens.payer, query: { order_no: giftOrder.order_no } }),
      'gift'
    )
    // a paid activity ticket
    const actOrder = await ok(
      call('POST', '/v2/actorders', { token: tokens.payer, body: { sku: 'act-bowls', phone: '0912345678' } }),
      'activity order'
    )
    await paid(actOrder.order_no, '/v2/actpays')
    const ticket = await ok(call('GET', `/v2/acttickets/${ACT_BOWLS_ID}`, { token: tokens.payer }), 'ticket')
    // a live streamed on Polyv (the console's streaming card; the server's local Polyv fake makes it live)
    const { setLiveProvider } = await load('src/services/admin/lives.ts')
    await setLiveProvider(t.app.ctx.db, POLYV_LIVE_ID, 'polyv', POLYV_CHANNEL, harnessActor, Date.now())
    const fixtures: Fixtures = {
      orderNo: order.order_no,
      userCouponId: coupon.id,
      postId: post.id,
      giftId: gift.id,
      giftToken: gift.token,
      ticketId: String(ticket.ticket_id)
    }
    const fakes: Fakes = {
      wechat: wechatBase,
      wechatpay: payBase,
      appid,
      merchantPublicKey: merchant.publicKey.export({ type: 'spki', format: 'pem' }) as string
    }
    return { base, fakes, tokens, fixtures, close }
  } catch (e) {
    await close() // a failed start must not keep the run alive
    throw e
  }
}

/** The seed's own data (server/src/db/seed), read by path for the same reason. */
async function loadSeed(): Promise<Seed> {
  const dir = join(ROOT, 'server', 'src', 'db', 'seed')
  const [course, meditation, commerce, maya, collections, enterprise] = await Promise.all(
    ['course', 'meditation', 'commerce', 'maya', 'collections', 'enterprise'].map((f) => import(join(dir, `${f}.ts`)))
  )
  return { ...course, ...meditation, ...commerce, ...maya, ...collections, ...enterprise } as Seed
}

/** WORKERS forked workers; each takes the next job when it answers the last. */
class Pool {
  private readonly idle: ChildProcess[] = []
  private readonly waiting: (() => void)[] = []
  private readonly pending = new Map<number, (r: JobResult) => void>()
  private readonly children: ChildProcess[] = []
  /** The job each busy worker is running. */
  private readonly running = new Map<ChildProcess, number>()
  private stopping = false
  private next = 0

  constructor(
    private readonly server: string,
    private readonly fakes: Fakes
  ) {}

  async start(n: number) {
    await Promise.all(Array.from({ length: n }, () => this.spawn()))
  }

  /** A worker, ready for jobs; one that dies is replaced and fails the case it was running. */
  private async spawn(): Promise<void> {
    const child = fork(join(__dirname, 'worker.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc']
    })
    this.children.push(child)
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve())
      child.once('exit', (code) => reject(new Error(`worker exited ${code}`)))
    })
    child.on('message', (m: WorkerReply) => {
      this.cpuMs += m.result.cpuMs
      this.running.delete(child)
      this.pending.get(m.id)?.(m.result)
      this.pending.delete(m.id)
      this.release(child)
    })
    child.once('exit', (code, signal) => {
      if (this.stopping) return
      const id = this.running.get(child)
      this.running.delete(child)
      if (id !== undefined) {
        this.pending.get(id)?.({
          failure: `the worker exited (${code ?? signal}) during this case`,
          text: '',
          errors: [],
          failedRequests: [],
          ms: 0,
          cpuMs: 0
        })
        this.pending.delete(id)
      }
      void this.spawn()
    })
    this.release(child)
  }

  private release(child: ChildProcess) {
    this.idle.push(child)
    this.waiting.shift()?.()
  }

  async run(job: Job): Promise<JobResult> {
    while (!this.idle.length) await new Promise<void>((r) => this.waiting.push(r))
    const child = this.idle.shift()!
    const id = ++this.next
    return new Promise((resolve) => {
      this.pending.set(id, resolve)
      this.running.set(child, id)
      child.send({ id, server: this.server, fakes: this.fakes, job })
    })
  }

  /** CPU time the workers used so far (ms), as they report it with each answer. */
  cpuMs = 0

  stop() {
    this.stopping = true
    for (const c of this.children) c.kill()
  }
}

function report(name: string, r: JobResult): string {
  return [
    `${name}: ${r.failure}`,
    r.errors.length ? `errors:\n  ${r.errors.map((e) => e.slice(0, 1500)).join('\n  ')}` : '',
    r.failedRequests.length
      ? `failed requests: ${r.failedRequests.map((q) => `${q.method} ${q.url} → ${q.status}/${q.code}`).join(', ')}`
      : '',
    `text: ${r.text.slice(0, 600)}`
  ]
    .filter(Boolean)
    .join('\n')
}

let server: TestServer
let pool: Pool
let seed: Seed
let fixtures: Fixtures
const dump: Record<string, string> = {}

before(async () => {
  ;[server, seed] = await Promise.all([startServer(), loadSeed()])
  fixtures = server.fixtures
  pool = new Pool(server.base, server.fakes)
  await pool.start(WORKERS)
  console.log(`# server, fixtures and ${WORKERS} workers ready in ${((Date.now() - started) / 1000).toFixed(1)} s`)
})

after(async () => {
  pool?.stop()
  await server?.close()
  if (process.env.WEAPP_DUMP) writeFileSync(process.env.WEAPP_DUMP, JSON.stringify(dump, null, 1))
  const own = process.cpuUsage()
  const cpu = (own.user + own.system) / 1e6 + (pool?.cpuMs ?? 0) / 1000
  // on a loaded machine the wall time says little: the CPU time is what the run costs
  console.log(
    `# mini-program harness: ${((Date.now() - started) / 1000).toFixed(1)} s wall, ${WORKERS} workers, ` +
      `${cpu.toFixed(1)} s CPU (runner and server ${((own.user + own.system) / 1e6).toFixed(1)} s)`
  )
})

const pages = appPages()

describe('every page of app.json renders its real content', { concurrency: true }, () => {
  for (const route of pages)
    for (const lang of LANGS) {
      const name = `${route} (${lang})`
      if (ONLY && !name.includes(ONLY)) continue
      test(name, { todo: TODO[route] }, async () => {
        const c = pageCase(route, seed, fixtures, lang)
        assert.ok(c, `${route} has no case in __tests__/weapp/pages.ts`)
        const url = c.query ? `${route}?${new URLSearchParams(c.query)}` : route
        const r = await pool.run({
          kind: 'page',
          url,
          lang,
          token: c.login ? server.tokens[c.login] : undefined,
          expect: c.expect,
          element: c.element,
          timeoutMs: PAGE_TIMEOUT
        })
        dump[name] = r.text
        if (!r.failure && r.errors.length) r.failure = 'threw or logged an error'
        const unexpected = r.failedRequests.filter((q) => !c.allowFailures?.some((re) => re.test(q.url)))
        if (!r.failure && unexpected.length) r.failure = 'a request failed'
        assert.ok(!r.failure, report(`${url} (${lang})`, r))
      })
    }
})

describe('journeys', { concurrency: true }, () => {
  for (const j of JOURNEYS)
    for (const lang of j.langs) {
      const name = `${j.name} (${lang})`
      if (ONLY && !name.includes(ONLY)) continue
      test(name, async () => {
        const r = await pool.run({
          kind: 'journey',
          name: j.name,
          lang,
          token: j.login ? server.tokens[j.login] : undefined,
          timeoutMs: PAGE_TIMEOUT
        })
        assert.ok(!r.failure && !r.errors.length, report(name, { ...r, failure: r.failure ?? 'threw' }))
      })
    }
})
