/** Per-user meditation state: favorites, likes, timer presets and timer sessions. */
import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, tz } from './columns'
import { medGoods, medResources, scenes } from './meditation'
import { users } from './users'

/** A favorite goods (resource_id 0) or track. 0 rather than NULL so that one unique index covers both. */
export const medFavorites = pgTable(
  'med_favorites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => medGoods.id),
    resourceId: integer('resource_id').notNull().default(0),
    createdAt: createdAt()
  },
  (t) => [
    uniqueIndex('med_favorites_uq').on(t.userId, t.goodsId, t.resourceId),
    index('med_favorites_user_idx').on(t.userId, t.id)
  ]
)

export const medResourceLikes = pgTable(
  'med_resource_likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => medResources.id),
    createdAt: createdAt()
  },
  (t) => [primaryKey({ columns: [t.userId, t.resourceId] }), index('med_resource_likes_res_idx').on(t.resourceId)]
)

/** The user's own meditation-timer presets (built-in ones come from settings). */
export const timerPresets = pgTable(
  'timer_presets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    minutes: integer('minutes').notNull(),
    intervalMinutes: integer('interval_minutes').notNull().default(0),
    warmupSeconds: integer('warmup_seconds').notNull().default(0),
    sceneId: integer('scene_id').references(() => scenes.id),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow()
  },
  (t) => [index('timer_presets_user_idx').on(t.userId, t.id)]
)

/** Finished meditation-timer sessions (POST insightTimeSuccess). */
export const insightSessions = pgTable(
  'insight_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seconds: integer('seconds').notNull(),
    presetId: integer('preset_id'),
    sceneId: integer('scene_id'),
    createdAt: createdAt()
  },
  (t) => [index('insight_sessions_user_idx').on(t.userId, t.id)]
)
