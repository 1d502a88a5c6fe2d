/**
 * Makes the console's template (scripts/pglite-copy.mjs copyConsoleTemplate, once per run): `node --import tsx
 * e2e/support/adminOperators.ts <pglite dir>` migrates a PGlite data directory (a copy of the seeded template) and
 * creates PER_ROLE operators of each role (the console's own createOperator), printing their e-mails, password and
 * TOTP secrets as JSON. (A server's process owns its directory: operators cannot be added from outside while it
 * runs.) One console server serves every console spec of a Playwright worker, and a TOTP code works once, so each
 * sign-in takes an operator of its own: PER_ROLE covers all the console specs run in one worker.
 */
import { openDatabase } from '../../server/src/db/client'
import { migrateDatabase } from '../../server/src/db/migrate'
import { createOperator } from '../../server/src/services/admin/operators'

/**
 * Operators per role. All the console specs in one worker (2026-11-29) signed in 25 editors, 9 owners, 8 support
 * and 4 moderators; each operator costs a scrypt hash (~50 ms of CPU), once per run.
 */
const PER_ROLE = { owner: 16, editor: 40, support: 16, moderator: 8 } as const
const ROLES = Object.keys(PER_ROLE) as (keyof typeof PER_ROLE)[]
export const E2E_OPERATOR_PASSWORD = 'a console password'

async function main() {
  const dir = process.argv[2]
  if (!dir) throw new Error('usage: adminOperators.ts <pglite dir>')
  const database = await openDatabase({ pgliteDir: dir })
  await migrateDatabase(database)
  const out: { email: string; password: string; role: string; totpSecret: string }[] = []
  for (const role of ROLES)
    for (let n = 1; n <= PER_ROLE[role]; n++) {
      const email = `${role}${n}@console.example.com`
      const made = await createOperator(
        database.db,
        { email, name: `E2E ${role} ${n}`, role, password: E2E_OPERATOR_PASSWORD },
        { id: null, email: 'e2e', ip: '127.0.0.1' },
        Date.now()
      )
      out.push({ email, password: E2E_OPERATOR_PASSWORD, role, totpSecret: made.totpSecret })
    }
  await database.close()
  process.stdout.write(JSON.stringify(out))
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
