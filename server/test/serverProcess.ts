/**
 * Real server processes for the tests that need them (crash safety, several processes on one database):
 * `server/src/server.ts` spawned with tsx, awaited until it prints its "is running at" line.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import WebSocket from 'ws'
import { pathOf, signNonce, signRequest, signSocketInit, signTimestamp } from '@app/protocol'

export const ROOT = join(__dirname, '..', '..')
const children: ChildProcess[] = []

export async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const { child, running } = spawnServer(env)
  await running
  return child
}

/** Spawns a server and returns at once; `running` resolves when it says it is running (rejects if it exits). */
export function spawnServer(env: Record<string, string>): { child: ChildProcess; running: Promise<void> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, MEDIA_PLACEHOLDERS: '1', STATIC_DIR: join(ROOT, 'no-static'), LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  children.push(child)
  let out = ''
  const running = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 60_000)
    child.stdout!.on('data', (d) => {
      out += d
      if (out.includes('is running at')) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.stderr!.on('data', (d) => {
      out += d
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server exited ${code}: ${out}`))
    })
  })
  running.catch(() => {}) // a caller that never awaits it still sees the exit through `exited`
  return { child, running }
}

export function exited(child: ChildProcess): Promise<unknown> {
  return new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r(null) : child.once('exit', r)))
}

/** Kills every server a test file started that is still running. */
export function killAll() {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL')
}

export interface Signed {
  timestamp: string
  nonce: string
  sign: string
}

export function signFor(method: string, path: string, payload?: unknown): Signed {
  const timestamp = signTimestamp(),
    nonce = signNonce()
  return { timestamp, nonce, sign: signRequest({ method, path: pathOf(path), timestamp, nonce, payload }) }
}

export async function call(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  query?: Record<string, string>,
  signed: Signed = signFor(method, path, body ?? query)
) {
  const headers: Record<string, string> = {
    'x-timestamp': signed.timestamp,
    'x-nonce': signed.nonce,
    'x-sign': signed.sign
  }
  if (token) headers['x-token'] = token
  if (body) headers['content-type'] = 'application/json'
  const qs = query ? `?${new URLSearchParams(query)}` : ''
  const res = await fetch(`${base}${path}${qs}`, { method, headers, body: body ? JSON.stringify(body) : undefined })
  return { status: res.status, ...((await res.json()) as { code: number; data: any }) }
}

/** Opens the realtime socket, binds it to an audio resource and resolves once the server accepted the init. */
export async function audioSocket(base: string, user: { token: string; id: number }, sku: string, resourceId: number) {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/ws`)
  await new Promise((resolve, reject) => {
    ws.once('open', resolve)
    ws.once('error', reject)
  })
  const fields: Record<string, string | number> = {
    messageType: 3,
    token: user.token,
    userId: user.id,
    device: 'WECHAT',
    version: '1.0.0',
    sku,
    resourceId,
    cid: '2',
    timestamp: signTimestamp(),
    nonce: signNonce()
  }
  const reply = new Promise<any>((resolve) => ws.once('message', (m) => resolve(JSON.parse(m.toString()))))
  ws.send(JSON.stringify({ ...fields, sign: signSocketInit(fields) }))
  const r = await reply
  if (!r.ok) throw new Error(`socket init refused: ${JSON.stringify(r)}`)
  return { ws, tick: (position: number, status = 1) => ws.send(JSON.stringify({ messageType: 5, position, status })) }
}

export async function until(check: () => Promise<boolean>, ms = 5000) {
  const end = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 20))
  }
}
