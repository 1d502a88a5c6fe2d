// One way to give a browser test's server its database: a copy of the migrated and seeded PGlite template
// (scripts/pglite-template.ts builds it once per migration + seed version and prints its path) into a fresh data
// dir — ~5 s of CPU less than migrating and seeding an empty one. Used by the suite's servers
// (scripts/e2e-server.mjs) and by the specs' own servers (e2e/support/ownServer.ts). The console's servers start on a
// copy of a second template: the first plus the browser tests' operators (copyConsoleTemplate).
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** @type {string | undefined} */
let template

/** The template's path, built (or found) once per process. */
function templateDir() {
  if (!template) {
    const made = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/pglite-template.ts'], { encoding: 'utf8' })
    if (made.status !== 0) throw new Error(`scripts/pglite-template.ts: ${made.stderr}`)
    template = made.stdout.trim()
  }
  return template
}

/**
 * Copies the migrated and seeded PGlite template to `dataDir` (which must not exist yet), for a server's PGLITE_DIR.
 * @param {string} dataDir
 * @returns {void}
 */
export function copyPgliteTemplate(dataDir) {
  cpSync(templateDir(), dataDir, { recursive: true })
}

const OPERATORS_SCRIPT = 'e2e/support/adminOperators.ts'

/**
 * Copies the console's template to `dataDir` — the migrated and seeded template plus the operators of
 * e2e/support/adminOperators.ts, made once per template and script version (beside the template, in the temporary
 * directory) — and returns those operators (their e-mails, password and TOTP secrets, as the script printed them).
 * Making the operators took a tsx process of its own (~4 s of CPU) before every console server's start.
 * @param {string} dataDir
 * @returns {string}
 */
export function copyConsoleTemplate(dataDir) {
  const key = createHash('sha256').update(readFileSync(OPERATORS_SCRIPT)).digest('hex').slice(0, 12)
  const dir = `${templateDir()}-console-${key}`
  if (!existsSync(join(dir, 'operators.json'))) {
    // made aside and renamed into place: another worker may be making it at the same time
    const work = mkdtempSync(join(tmpdir(), 'jingxin-console-template-'))
    cpSync(templateDir(), join(work, 'pglite'), { recursive: true })
    const made = spawnSync(process.execPath, ['--import', 'tsx', OPERATORS_SCRIPT, join(work, 'pglite')], {
      encoding: 'utf8'
    })
    if (made.status !== 0) throw new Error(`${OPERATORS_SCRIPT}: ${made.stderr}`)
    writeFileSync(join(work, 'operators.json'), made.stdout)
    try {
      renameSync(work, dir)
    } catch {
      rmSync(work, { recursive: true, force: true })
    }
  }
  cpSync(join(dir, 'pglite'), dataDir, { recursive: true })
  return readFileSync(join(dir, 'operators.json'), 'utf8')
}
