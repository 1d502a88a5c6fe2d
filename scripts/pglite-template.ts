// Prints the path of the migrated and seeded PGlite template directory (server/test/pgliteTemplate.ts), building it
// first when this migration + seed version has none yet. The browser tests' servers start on a copy of it instead
// of migrating and seeding an empty directory: scripts/pglite-copy.mjs runs this and copies it.
import { pgliteTemplate } from '../server/test/pgliteTemplate'

pgliteTemplate().then(
  (dir) => console.log(dir),
  (err: unknown) => {
    console.error(err)
    process.exit(1)
  }
)
