/**
 * Crash safety: the real server process on a temp PGlite dir, SIGKILLed in the middle of a stream of writes,
 * then restarted on the same dir (its lock is stale now). Every write the server acknowledged must be there.
 */
import assert from 'node:assert/strict'
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { freePort } from '../src/lib/freePort'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, test } from 'node:test'
import { signNonce, signRequest, signTimestamp } from '../../src/protocol/signature'
import { pgliteTemplate } from './helpers'

const ROOT = join(__dirname, '..', '..')
const dirs: string[] = []
const children: ChildProcess[] = []
after(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL')
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})

async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    // Always PGlite (DATABASE_URL blanked): this test is about the embedded engine's durability.
    cwd: ROOT, env: { ...process.env, DATABASE_URL: '', ...env, MEDIA_PLACEHOLDERS: '1', STATIC_DIR: join(ROOT, 'no-static'), LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  children.push(child)
  let out = ''
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 60_000)
    child.stdout!.on('data', (d) => { out += d; if (out.includes('is running at')) { clearTimeout(timer); resolve() } })
    child.stderr!.on('data', (d) => { out += d })
    child.once('exit', (code) => { clearTimeout(timer); reject(new Error(`server exited ${code}: ${out}`)) })
  })
  return child
}

async function call(base: string, method: string, path: string, body?: unknown, token?: string, query?: Record<string, string>) {
  const timestamp = signTimestamp(), nonce = signNonce()
  const headers: Record<string, string> = {
    'x-timestamp': timestamp, 'x-nonce': nonce, 'x-sign': signRequest({ method, path, timestamp, nonce, payload: body ?? query })
  }
  if (token) headers['x-token'] = token
  if (body) headers['content-type'] = 'application/json'
  const qs = query ? `?${new URLSearchParams(query)}` : ''
  const res = await fetch(`${base}${path}${qs}`, { method, headers, body: body ? JSON.stringify(body) : undefined })
  return res.json() as Promise<{ code: number; data: any }>
}

test('SIGKILL during writes loses no acknowledged write; restart takes over the stale lock', { timeout: 120_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'jingxin-crash-'))
  dirs.push(dir)
  const dataDir = join(dir, 'pglite')
  cpSync(await pgliteTemplate(), dataDir, { recursive: true })
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const env = { PORT: String(port), PGLITE_DIR: dataDir }

  const first = await startServer(env)
  const login = await call(base, 'POST', '/v3/user/password/login', { account: 'user@demo.jingxin', password: 'jingxin-demo' })
  const token = login.data.token as string
  const acked: number[] = []
  let stop = false
  const writer = async (w: number) => {
    for (let i = 0; !stop; i++) {
      try {
        const res = await call(base, 'POST', '/v3/meditation/playLog', { sku: 'm-sleep', resource_id: 201, playtime: 10 + w * 1000 + i }, token)
        if (res.code === 0) acked.push(res.data.id)
      } catch { return } // connection reset by the kill: not acknowledged
    }
  }
  const writers = [0, 1, 2, 3].map(writer)
  while (acked.length < 150) await new Promise((r) => setTimeout(r, 10))
  first.kill('SIGKILL')
  stop = true
  await Promise.all(writers)
  await new Promise((r) => (first.exitCode !== null || first.signalCode !== null ? r(null) : first.once('exit', r)))

  const second = await startServer(env)
  const stored = new Set<number>()
  for (let page = 1; ; page++) {
    const res = await call(base, 'GET', '/v3/meditation/userHistory', undefined, token, { page: String(page), size: '100' })
    for (const row of res.data.list) stored.add(row.id)
    if (!res.data.has_more) break
  }
  const missing = acked.filter((id) => !stored.has(id))
  assert.ok(acked.length >= 150)
  assert.deepEqual(missing, [], `${missing.length} of ${acked.length} acknowledged writes lost`)
  second.kill('SIGTERM')
  await new Promise((r) => second.once('exit', r))
})
