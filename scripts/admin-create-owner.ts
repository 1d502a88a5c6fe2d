/**
 * npm run admin:create-owner -- --email owner@example.com --name "Owner"
 *
 * Creates an owner of the operator console on the configured database (DATABASE_URL, else the PGlite data dir;
 * with PGlite, stop the server first: one process owns the data dir). The password comes from ADMIN_PASSWORD or
 * is asked for (not echoed). The TOTP secret and its otpauth:// URI are printed once: add them to an
 * authenticator app now; the console asks for a 6-digit code at every sign-in.
 */
import { parseArgs } from 'node:util'
import { createInterface } from 'node:readline'
import { loadConfig } from '../server/src/config'
import { openDatabase } from '../server/src/db/client'
import { lockDataDir } from '../server/src/db/lock'
import { migrateDatabase } from '../server/src/db/migrate'
import { AdminError } from '../server/src/services/admin/messages'
import { createOperator } from '../server/src/services/admin/operators'

const MIN_PASSWORD = 10

function ask(question: string, hidden: boolean): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true })
    if (hidden) {
      // echo nothing of what is typed (readline writes through _writeToOutput)
      const out = rl as unknown as { _writeToOutput: (s: string) => void }
      out._writeToOutput = (s: string) => {
        if (s.includes(question)) process.stdout.write(question)
      }
    }
    rl.question(question, (answer) => {
      rl.close()
      if (hidden) process.stdout.write('\n')
      resolve(answer)
    })
  })
}

async function password(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD
  if (fromEnv) return fromEnv
  if (!process.stdin.isTTY) throw new Error('set ADMIN_PASSWORD (no terminal to ask on)')
  const first = await ask('Password: ', true)
  const again = await ask('Password again: ', true)
  if (first !== again) throw new Error('the two passwords differ')
  return first
}

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, locale: { type: 'string' } },
    allowPositionals: false
  })
  const email = values.email?.trim() ?? ''
  if (!/^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/.test(email)) throw new Error('give --email <address>')
  const name = values.name?.trim() || email.split('@')[0]
  const pass = await password()
  if (pass.length < MIN_PASSWORD) throw new Error(`the password needs at least ${MIN_PASSWORD} characters`)

  const cfg = loadConfig()
  const release = cfg.databaseUrl ? () => {} : lockDataDir(cfg.pgliteDir)
  const database = await openDatabase({ databaseUrl: cfg.databaseUrl, pgliteDir: cfg.pgliteDir })
  try {
    await migrateDatabase(database)
    const op = await createOperator(
      database.db,
      { email, name, role: 'owner', password: pass, locale: values.locale === 'en' ? 'en' : 'zh-Hant' },
      { id: null, email: 'admin:create-owner', ip: 'cli' },
      Date.now()
    )
    process.stdout.write(
      [
        `Owner #${op.id} created: ${op.email}`,
        '',
        'Add this to an authenticator app now (it is not shown again):',
        `  secret: ${op.totpSecret}`,
        `  URI:    ${op.otpauthUri}`,
        '',
        'Then sign in at /admin/ with the e-mail address, the password and the 6-digit code.',
        ''
      ].join('\n')
    )
  } finally {
    await database.close()
    release()
  }
}

main().catch((err: unknown) => {
  const msg = err instanceof AdminError ? `refused: ${err.code}` : err instanceof Error ? err.message : String(err)
  process.stderr.write(`admin:create-owner: ${msg}\n`)
  process.exit(1)
})
