// test-engine: pglite
/**
 * `npm run admin:create-owner`: the script creates an owner who can sign in with the printed secret, reads the
 * password from ADMIN_PASSWORD, and refuses a short password or an e-mail already taken (exit 1, nothing made).
 * Run as its own process on a copy of the migrated PGlite template (the script is the same on PostgreSQL: only
 * the connection differs).
 */
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { after, before, test } from 'node:test'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { openDatabase } from '../src/db/client'
import { operators } from '../src/db/schema'
import { signIn as serviceSignIn } from '../src/services/admin/operators'
import { totpNow } from '../src/services/admin/totp'
import { pgliteTemplate } from './helpers'

const run = promisify(execFile)
const ROOT = resolve(__dirname, '..', '..')
let dir: string
before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'create-owner-'))
  cpSync(await pgliteTemplate(), join(dir, 'pg'), { recursive: true })
})
after(() => rmSync(dir, { recursive: true, force: true }))

function script(args: string[], password: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DIR: join(dir, 'pg'), ADMIN_PASSWORD: password }
  delete env.DATABASE_URL
  return run(process.execPath, ['--import', 'tsx', 'scripts/admin-create-owner.ts', ...args], { cwd: ROOT, env }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr })
  )
}

test('creates an owner who signs in with the printed secret; refuses short passwords and taken e-mails', async () => {
  const short = await script(['--email', 'first@owner.test'], 'short')
  assert.equal(short.code, 1)
  assert.match(short.stderr, /at least 10 characters/)

  const made = await script(['--email', 'First@Owner.test', '--name', 'First owner'], 'a long enough password')
  assert.equal(made.code, 0, made.stderr)
  const secret = /secret: ([A-Z2-7]+)/.exec(made.stdout)?.[1]
  assert.ok(secret, made.stdout)
  assert.match(made.stdout, /otpauth:\/\/totp\/Jingxin%20Console:first%40owner\.test\?secret=/)

  const again = await script(['--email', 'first@owner.test'], 'a long enough password')
  assert.equal(again.code, 1)
  assert.match(again.stderr, /email_taken/)

  const db = await openDatabase({ pgliteDir: join(dir, 'pg') })
  try {
    const rows = await db.db.select().from(operators).where(eq(operators.email, 'first@owner.test'))
    assert.equal(rows.length, 1)
    assert.equal(rows[0].role, 'owner')
    assert.equal(rows[0].name, 'First owner')
    assert.doesNotMatch(rows[0].passwordHash, /a long enough password/)
    const now = Date.now()
    const { operator } = await serviceSignIn(
      db.db,
      { email: 'first@owner.test', password: 'a long enough password', otp: await totpNow(secret!, now) },
      '127.0.0.1',
      now
    )
    assert.equal(operator.role, 'owner')
  } finally {
    await db.close()
  }
})
