// One way to give a browser test's server its database: a copy of the migrated and seeded PGlite template
// (scripts/pglite-template.ts builds it once per migration + seed version and prints its path) into a fresh data
// dir — ~5 s of CPU less than migrating and seeding an empty one. Used by the suite's servers
// (scripts/e2e-server.mjs) and by the specs' own servers (e2e/support/ownServer.ts).
import { spawnSync } from 'node:child_process'
import { cpSync } from 'node:fs'

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
