/**
 * `kill -9` between WeChat Pay's confirmation and our settle (issue 27): the real server process (server.ts, jobs on
 * as in production) pays through the WeChat Pay fake running in this test; WeChat confirms the payment and the
 * server is SIGKILLed before any notification or query could settle it. After a restart on the same database the
 * reconciliation job (queued at start, pg-boss rows survive the crash) settles it once. Engine of this run: a copy
 * of the PGlite template, or a fresh PostgreSQL database with DATABASE_URL.
 */
import assert from 'node:assert/strict'
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, test } from 'node:test'
import { freePort } from '../src/lib/freePort'
import { FakeWechatPay } from '../src/providers/fakes/wechatpay'
import { freshDatabase, pgliteTemplate } from './helpers'
import { call, exited, killAll, startServer, until } from './serverProcess'

const MCHID = '1900000109'
const APPID = 'wx2421b1c4370ec43b'
const cleanups: (() => Promise<void> | void)[] = []
after(async () => {
  killAll()
  for (const c of cleanups.reverse()) await c()
})

test(
  'a payment WeChat confirmed while the server was killed -9 is settled by reconciliation after restart',
  { timeout: 180_000 },
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jingxin-paycrash-'))
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
    const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const apiV3Key = randomBytes(16).toString('hex')
    const fake = new FakeWechatPay({
      merchantPublicKey: merchant.publicKey,
      mchid: MCHID,
      appid: APPID,
      apiV3Key,
      mccs: ['5815']
    })
    await fake.listen()
    cleanups.push(() => fake.close())
    const platformPem = join(dir, 'platform.pem')
    writeFileSync(platformPem, fake.platformPublicKey.export({ type: 'spki', format: 'pem' }) as string)

    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    const env: Record<string, string> = {
      PORT: String(port),
      PAYMENT_PROVIDER: 'wechatpay',
      WECHATPAY_BASE_URL: fake.url,
      WECHATPAY_MCHID: MCHID,
      WECHATPAY_APPID: APPID,
      WECHATPAY_MERCHANT_SERIAL: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
      WECHATPAY_PRIVATE_KEY: merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
      WECHATPAY_APIV3_KEY: apiV3Key,
      WECHATPAY_PLATFORM_KEYS: `${fake.platformSerial}=${platformPem}`,
      WECHATPAY_NOTIFY_URL: `${base}/pay/notify/wechatpay`,
      WECHATPAY_MCC: '5815',
      WECHATPAY_TIMEOUT_MS: '3000',
      // the user's own flow is not waited for: the restart's reconciliation asks about every pending order
      JOBS_RECONCILE_MIN_AGE_SECONDS: '0'
    }
    if (process.env.DATABASE_URL) {
      const database = await freshDatabase()
      cleanups.push(() => database.dispose())
      env.DATABASE_URL = (
        database.db as unknown as { $client: { options: { connectionString: string } } }
      ).$client.options.connectionString
    } else {
      env.DATABASE_URL = ''
      env.PGLITE_DIR = join(dir, 'pglite')
      cpSync(await pgliteTemplate(), env.PGLITE_DIR, { recursive: true })
    }

    const first = await startServer(env)
    const login = await call(base, 'POST', '/v3/wechat/code', { code: `wx-crash-${randomBytes(4).toString('hex')}` })
    assert.equal(login.code, 0, JSON.stringify(login))
    const token = login.data.token as string
    const created = await call(base, 'POST', '/v3/orders', { sku: 'vip-month' }, token)
    const orderNo = created.data.order_no as string
    const placed = await call(base, 'POST', '/v3/pays', { order_no: orderNo }, token)
    assert.equal(placed.data.pay_action.kind, 'wechatpay', JSON.stringify(placed))
    assert.equal(placed.data.order.status, 'pending')

    // WeChat confirms (its notification not yet sent), and the server dies before anything settles it
    await fake.pay(orderNo, false)
    first.kill('SIGKILL')
    await exited(first)
    assert.equal(fake.orders.get(orderNo)!.state, 'SUCCESS')

    await startServer(env)
    // memberInfo reads the account only (it never asks WeChat): what changes it is the job
    const vip = async () => (await call(base, 'GET', '/v3/meditation/memberInfo', undefined, token)).data.isVip === 1
    await until(vip, 60_000)
    const mine = await call(base, 'GET', '/v3/my/course/get', undefined, token, { page: '1', size: '10' })
    const purchases = mine.data.list.filter((p: { order_no: string }) => p.order_no === orderNo)
    assert.equal(purchases.length, 1)
    assert.equal(purchases[0].provider, 'wechatpay')
    assert.equal(fake.orders.get(orderNo)!.refunds.size, 0, 'settled, not refunded')
  }
)
