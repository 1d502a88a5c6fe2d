/**
 * Run by e2e/support/admin.ts before its server starts: `node --import tsx e2e/support/adminOperators.ts <pglite
 * dir>` migrates a fresh PGlite data directory and creates four operators of each role (the console's own
 * createOperator), printing their e-mails, password and TOTP secrets as JSON. (The server's process then owns the
 * directory: operators cannot be added from outside while it runs.)
 */
import { openDatabase } from '../../server/src/db/client'
import { migrateDatabase } from '../../server/src/db/migrate'
import { createOperator } from '../../server/src/services/admin/operators'

const ROLES = ['owner', 'editor', 'support', 'moderator'] as const
export const E2E_OPERATOR_PASSWORD = 'a console password'

async function main() {
  const dir = process.argv[2]
  if (!dir) throw new Error('usage: adminOperators.ts <pglite dir>')
  const database = await openDatabase({ pgliteDir: dir })
  await migrateDatabase(database)
  const out: { email: string; password: string; role: string; totpSecret: string }[] = []
  for (const role of ROLES)
    for (const n of [1, 2, 3, 4]) {
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
