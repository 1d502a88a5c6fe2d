/**
 * The one database schema (Drizzle pg-core) for PGlite and PostgreSQL alike. Migrations in ../migrations are
 * generated from these files with `npx drizzle-kit generate --config server/drizzle.config.ts`.
 *
 * Catalogue tables (seeded, read-mostly) use plain integer ids chosen by the seed so that cross references in
 * the seed stay readable and re-seeding is an idempotent upsert. Tables written by users use serial ids.
 * Bilingual text is stored as *_zh (traditional Chinese) + *_en; the API picks one by the request language.
 */
export * from './users'
export * from './meditation'
export * from './meditationUser'
export * from './course'
export * from './courseUser'
export * from './commerce'
export * from './files'
export * from './orders'
export * from './maya'
export * from './invitation'
export * from './gold'
export * from './couponShares'
export * from './shared'
export * from './search'
export * from './forum'
export * from './third'
export * from './collections'
export * from './live'
export * from './reports'
export * from './gifts'
export * from './events'
export * from './enterprise'
export * from './mall'
export * from './practice'
export * from './courseFavorites'
export * from './admin'
export * from './shop'
export * from './learningNotes'
export * from './goldenSentences'
