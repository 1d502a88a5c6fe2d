// Generates SQL migrations from the schema: `npx drizzle-kit generate --config server/drizzle.config.ts`.
// The server applies them itself at boot (server/src/db/migrate.ts); never run `drizzle-kit migrate` against a
// PGlite data dir while the server is up (a second process corrupts it, see server/README.md).
import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema/*.ts',
  out: './server/src/db/migrations'
})
