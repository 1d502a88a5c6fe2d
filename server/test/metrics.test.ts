/**
 * GET /metrics (plugins/metrics.ts): Prometheus text with request rate and latency per route pattern, the
 * database pool, job queue depths and open sockets; refused without the METRICS_TOKEN bearer (in development a
 * loopback request needs none).
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import Fastify from 'fastify'
import WebSocket from 'ws'
import { QUEUES } from '../src/jobs'
import { registerMetrics, setJobQueueDepth } from '../src/plugins/metrics'
import { createTestApp, type TestApp } from './helpers'

const TOKEN = 'metrics-token-7Qe2xV9sLm4Rt8Wz1Kp6Hn3Yd5Bc0Jf'

let t: TestApp
before(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } })
})
after(() => t.close())

const scrape = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress })

/** The value of one sample line, e.g. sample(text, 'jingxin_job_queue_depth{queue="x"}'). */
function sample(text: string, series: string): number | null {
  const line = text.split('\n').find((l) => l.startsWith(series + ' '))
  return line ? Number(line.slice(series.length + 1)) : null
}

test('request counts and latency per route pattern, never per raw URL', async () => {
  for (const id of [1, 2, 3]) await t.call('GET', `/v3/collection/${id}`)
  await t.call('GET', '/no/such/page/12345', { sign: false })
  const res = await scrape({ authorization: `Bearer ${TOKEN}` })
  assert.equal(res.statusCode, 200)
  assert.match(String(res.headers['content-type']), /^text\/plain; version=0\.0\.4/)
  const text = res.body
  const counted = text
    .split('\n')
    .filter((l) => l.startsWith('jingxin_http_requests_total{') && l.includes('route="/v3/collection/:id"'))
  assert.equal(
    counted.reduce((n, l) => n + Number(l.split(' ').pop()), 0),
    3,
    'three requests of one route'
  )
  assert.match(
    text,
    /jingxin_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/v3\/collection\/:id"/
  )
  assert.match(text, /jingxin_http_requests_total\{method="GET",route="\(unmatched\)",status_code="404"\} 1/)
  assert.doesNotMatch(text, /\/v3\/collection\/1"|12345/, 'no raw URL as a label')
})

test('database pool, job queue depth (the hook others feed), sockets and live viewers, process metrics', async () => {
  setJobQueueDepth('metrics-test-queue', 7)
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
  const ws = new WebSocket(`${address.replace('http', 'ws')}/ws`)
  await new Promise((resolve, reject) => {
    ws.once('open', resolve)
    ws.once('error', reject)
  })
  try {
    const text = (await scrape({ authorization: `Bearer ${TOKEN}` })).body
    assert.equal(sample(text, 'jingxin_job_queue_depth{queue="metrics-test-queue"}'), 7)
    assert.equal(sample(text, 'jingxin_websocket_connections{route="/ws"}'), 1)
    assert.equal(sample(text, 'jingxin_live_viewers'), 0)
    const total = sample(text, 'jingxin_db_pool_connections{state="total"}')
    assert.ok(total !== null && total >= 1, 'pool size')
    if (t.database.kind === 'postgres') assert.notEqual(sample(text, 'jingxin_db_pool_connections{state="idle"}'), null)
    assert.match(text, /^jingxin_process_resident_memory_bytes \d+/m)
    assert.match(text, /^jingxin_nodejs_eventloop_lag_seconds /m)
  } finally {
    const closed = new Promise((r) => ws.once('close', r))
    ws.close()
    await closed
  }
})

test('not public: a wrong or missing bearer is refused; development lets a loopback scraper in', async () => {
  assert.equal((await scrape({ authorization: 'Bearer wrong' })).statusCode, 401)
  assert.equal((await scrape({ authorization: `Bearer ${TOKEN}x` })).statusCode, 401)
  const outside = await scrape({}, '10.1.2.3')
  assert.equal(outside.statusCode, 401)
  assert.equal(outside.headers['www-authenticate'], 'Bearer realm="metrics"')
  assert.doesNotMatch(outside.body, /jingxin_/)
  assert.equal((await scrape({ authorization: `Bearer ${TOKEN}` }, '10.1.2.3')).statusCode, 200)
  assert.equal((await scrape({}, '127.0.0.1')).statusCode, 200, 'development, loopback')
})

test('production: the bearer only, loopback included; without METRICS_TOKEN /metrics is off (403)', async () => {
  for (const [token, loopback, bearer, status] of [
    [TOKEN, true, null, 401],
    [TOKEN, true, 'nope', 401],
    [TOKEN, false, TOKEN, 200],
    [undefined, true, null, 403],
    [undefined, true, 'anything', 403]
  ] as const) {
    const app = Fastify()
    registerMetrics(app, { token, production: true, db: t.database.db, processMetrics: false })
    const res = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: loopback ? '127.0.0.1' : '203.0.113.9',
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {}
    })
    assert.equal(res.statusCode, status, `token ${token ? 'set' : 'unset'}, bearer ${bearer}`)
    await app.close()
  }
})

test("the job queue's depth is read from the app's pg-boss runner at each scrape", async () => {
  const j = await createTestApp({ env: { METRICS_TOKEN: TOKEN }, jobs: { cron: { reconcile: '0 0 1 1 *' } } })
  try {
    // a queue of this test's own without a worker: what is sent stays queued
    const boss = j.app.jobs!.boss
    await boss.createQueue('metrics.test', { name: 'metrics.test' })
    for (let i = 0; i < 3; i++) await boss.send('metrics.test', { n: i })
    const res = await j.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
      remoteAddress: '127.0.0.1'
    })
    assert.equal(sample(res.body, 'jingxin_job_queue_depth{queue="metrics.test"}'), 3)
    for (const q of Object.values(QUEUES))
      assert.notEqual(sample(res.body, `jingxin_job_queue_depth{queue="${q}"}`), null, q)
  } finally {
    await j.close()
  }
})
