/** Files users upload (POST /v2/files): avatars for now. The bytes live in the row (small images only). */
import { customType, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { users } from './users'

/** PostgreSQL bytea; PGlite hands back a Uint8Array, node-postgres a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v)
})

export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The public name under /files/: `<id-ish random>.<ext>`, unguessable. */
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt()
  },
  (t) => [uniqueIndex('uploaded_files_name_uq').on(t.name), index('uploaded_files_user_idx').on(t.userId)]
)
