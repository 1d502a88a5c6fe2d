// Starts the real server for the browser tests on a fresh PGlite data dir (removed on exit), serving dist/h5. The dir
// is a copy of the migrated and seeded template (scripts/pglite-copy.mjs, as the specs' own servers).
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { copyPgliteTemplate } from './pglite-copy.mjs'

const dir = mkdtempSync(join(tmpdir(), 'jingxin-e2e-'))
copyPgliteTemplate(join(dir, 'pglite'))
const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
  stdio: 'inherit',
  // every browser test's user comes from 127.0.0.1: per-IP limits ×50 (per-account limits stay as they are)
  env: {
    ...process.env,
    PGLITE_DIR: join(dir, 'pglite'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    RATE_LIMIT_IP_FACTOR: '50',
    // live channels: HLS files in the run's dir, a small generated test picture (cheap on a 2-core CI machine)
    LIVE_DIR: join(dir, 'live'),
    LIVE_SOURCE: 'lavfi:testsrc2=size=256x144:rate=15',
    // the LINE and Facebook buttons run their whole redirect flow against local fakes (providers/fakes/devLogin.ts)
    LINE_PROVIDER: process.env.LINE_PROVIDER ?? 'fake',
    FACEBOOK_PROVIDER: process.env.FACEBOOK_PROVIDER ?? 'fake'
  }
})
const stop = () => {
  child.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
child.on('exit', (code) => {
  rmSync(dir, { recursive: true, force: true })
  process.exit(code ?? 0)
})
