/** Column helpers shared by the schema files. */
import { timestamp } from 'drizzle-orm/pg-core'

export const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
export const createdAt = () => tz('created_at').notNull().defaultNow()
