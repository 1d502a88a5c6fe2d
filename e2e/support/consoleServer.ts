/**
 * The operator console's server in the browser tests: one per Playwright worker (the worker fixture
 * `consoleServer`, registered on the `test` of e2e/support/guard.ts), shared by every console spec file that runs in
 * that worker, on the worker's E2E_ADMIN_PORT (playwright.config.ts moves it by 500 per worker), stopped when the
 * worker ends. A retry runs in a new worker (a failure ends its worker), so it meets a fresh server and database. The
 * specs must therefore not depend on each other's data, nor on running first: each makes what it needs and finds it
 * by its own name. The server's database is a copy of the console's template (scripts/pglite-copy.mjs): the seeded
 * one plus operators with known TOTP secrets, made once per run.
 */
import { startOwnServer } from './ownServer'

export type OperatorRole = 'owner' | 'editor' | 'support' | 'moderator'

export interface TestOperator {
  email: string
  password: string
  role: OperatorRole
  totpSecret: string
}

export interface ConsoleServer {
  base: string
  /** An operator of `role` not handed out before (a TOTP code works once: each sign-in gets its own operator). */
  operator(role: OperatorRole): TestOperator
  stop(): Promise<void>
}

/** The console server's port in this worker: E2E_ADMIN_PORT (moved by the worker's index), else 3199. */
export function consolePort(): number {
  return Number(process.env.E2E_ADMIN_PORT ?? 3199)
}

/**
 * Starts the real server at `port` (serving admin/dist at /admin/) on a copy of the console's template and resolves
 * once it is ready.
 */
export async function startConsoleServer(port: number): Promise<ConsoleServer> {
  const server = await startOwnServer(port, 'admin', { operators: true })
  const pool = JSON.parse(server.prepared) as TestOperator[]
  return {
    base: server.base,
    operator(role) {
      const i = pool.findIndex((o) => o.role === role)
      if (i < 0) throw new Error(`no unused ${role} left (e2e/support/adminOperators.ts makes more)`)
      return pool.splice(i, 1)[0]!
    },
    stop: () => server.stop()
  }
}

/**
 * The worker fixture's body: the worker's console server, started the first time a spec in the worker asks for it.
 * Measured 2026-11-29 on the 2-core machine (shared with other work, so the wall times vary), the console specs +
 * payments, wechatBrowserPay and live (21 files, 52 tests, E2E_WORKERS=2, FAIL_ON_FLAKY=1, CPU of a cpuacct
 * cgroup): with a server per spec file (and a tsx process making its operators before each) 870 s of CPU (1044 s in
 * a run with three retries), 1171 s wall, 1048 s of the workers' time in beforeAll/afterAll hooks; with this
 * fixture 658 and 661 s of CPU, 490 and 786 s wall, 109 and 194 s in hooks (two runs). One console server's start:
 * 12.6 s of CPU before, 8.5 s on a copy of the console's template (made once per run: ~7 s).
 */
export async function consoleServerFixture(provide: (server: ConsoleServer) => Promise<void>): Promise<void> {
  const server = await startConsoleServer(consolePort())
  await provide(server)
  await server.stop()
}
