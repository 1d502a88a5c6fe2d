// test-engine: pglite
/**
 * Crash safety: the real server process on a temp PGlite dir, SIGKILLed in the middle of a stream of writes,
 * then restarted on the same dir (its lock is stale now). Every write the server acknowledged must be there.
 */
import assert from 'node:assert/strict'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { freePort } from '../src/lib/freePort'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, test } from 'node:test'
import { pgliteTemplate } from './helpers'
import { audioSocket, call as callFull, exited, killAll, startServer as start, until } from './serverProcess'

const dirs: string[] = []
after(() => {
  killAll()
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})

// Always PGlite (DATABASE_URL blanked): this test is about the embedded engine's durability.
const startServer = (env: Record<string, string>) => start({ DATABASE_URL: '', ...env })
const call = (
  base: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  query?: Record<string, string>
) => callFull(base, method, path, body, token, query)

/** A copy of the seeded template data dir (removed after the file) and a free port for one server. */
async function freshServerSetup(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  dirs.push(dir)
  const dataDir = join(dir, 'pglite')
  cpSync(await pgliteTemplate(), dataDir, { recursive: true })
  const port = await freePort()
  return { base: `http://127.0.0.1:${port}`, env: { PORT: String(port), PGLITE_DIR: dataDir } }
}

test(
  'SIGKILL during writes loses no acknowledged write; restart takes over the stale lock',
  { timeout: 120_000 },
  async () => {
    const { base, env } = await freshServerSetup('jingxin-crash-')

    const first = await startServer(env)
    const login = await call(base, 'POST', '/v3/user/password/login', {
      account: 'user@demo.jingxin',
      password: 'jingxin-demo'
    })
    const token = login.data.token as string
    const acked: number[] = []
    let stop = false
    const writer = async (w: number) => {
      for (let i = 0; !stop; i++) {
        try {
          const res = await call(
            base,
            'POST',
            '/v3/meditation/playLog',
            { sku: 'm-sleep', resource_id: 201, playtime: 10 + w * 1000 + i },
            token
          )
          if (res.code === 0) acked.push(res.data.id)
        } catch {
          return
        } // connection reset by the kill: not acknowledged
      }
    }
    const writers = [0, 1, 2, 3].map(writer)
    while (acked.length < 150) await new Promise((r) => setTimeout(r, 10))
    first.kill('SIGKILL')
    stop = true
    await Promise.all(writers)
    await exited(first)

    const second = await startServer(env)
    const stored = new Set<number>()
    for (let page = 1; ; page++) {
      const res = await call(base, 'GET', '/v3/meditation/userHistory', undefined, token, {
        page: String(page),
        size: '100'
      })
      for (const row of res.data.list) stored.add(row.id)
      if (!res.data.has_more) break
    }
    const missing = acked.filter((id) => !stored.has(id))
    assert.ok(acked.length >= 150)
    assert.deepEqual(missing, [], `${missing.length} of ${acked.length} acknowledged writes lost`)
    second.kill('SIGTERM')
    await new Promise((r) => second.once('exit', r))
  }
)

test('SIGTERM right after a tick: the resume position is flushed before exit', { timeout: 120_000 }, async () => {
  const { base, env } = await freshServerSetup('jingxin-term-')
  const first = await startServer(env)
  const login = await call(base, 'POST', '/v3/user/password/login', {
    account: 'user@demo.jingxin',
    password: 'jingxin-demo'
  })
  const user = { token: login.data.token as string, id: login.data.user.id as number }
  const position = async () =>
    (await call(base, 'GET', '/v3/meditation/playInfo/m-sleep', undefined, user.token, { resource_id: '201' })).data
      .position
  const socket = await audioSocket(base, user, 'm-sleep', 201)
  socket.tick(777)
  await until(async () => (await position()) === 777) // received (from the buffer), not necessarily written
  first.kill('SIGTERM')
  await exited(first)
  assert.equal(first.exitCode, 0)
  const second = await startServer(env)
  assert.equal(await position(), 777)
  second.kill('SIGTERM')
  await exited(second)
})
