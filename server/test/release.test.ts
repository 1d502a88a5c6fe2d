/**
 * Behind the deployment's TLS proxy (deploy/compose.yaml): the client's address comes from X-Forwarded-For only
 * when the socket peer is a proxy named in TRUST_PROXY; otherwise the header is ignored (a client cannot pick
 * its own address to dodge the per-IP limits).
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { createTestApp, type TestApp } from './helpers'

async function whoAmI(app: FastifyInstance) {
  app.get('/test/ip', async (req) => ({ ip: req.ip }))
}

const apps: TestApp[] = []
after(async () => {
  for (const t of apps) await t.close()
})

async function ipSeen(env: NodeJS.ProcessEnv, forwarded: string, peer = '127.0.0.1') {
  const t = await createTestApp({ env, plugins: [{ plugin: whoAmI }] })
  apps.push(t)
  const res = await t.app.inject({
    method: 'GET',
    url: '/test/ip',
    remoteAddress: peer,
    headers: { 'x-forwarded-for': forwarded }
  })
  return (res.json() as { ip: string }).ip
}

let results: Record<string, string> = {}
before(async () => {
  results = {
    none: await ipSeen({}, '203.0.113.7'),
    trusted: await ipSeen({ TRUST_PROXY: '127.0.0.1' }, '203.0.113.7'),
    cidr: await ipSeen({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.0/8' }, '198.51.100.4, 203.0.113.7'),
    other: await ipSeen({ TRUST_PROXY: '10.0.0.0/8' }, '203.0.113.7')
  }
})

test('TRUST_PROXY unset: X-Forwarded-For is ignored, req.ip is the socket peer', () => {
  assert.equal(results.none, '127.0.0.1')
})

test('a trusted proxy: req.ip is the client it forwarded for (the nearest untrusted hop)', () => {
  assert.equal(results.trusted, '203.0.113.7')
  assert.equal(results.cidr, '203.0.113.7')
})

test('a peer outside TRUST_PROXY cannot set its address through the header', () => {
  assert.equal(results.other, '127.0.0.1')
})
