/**
 * Live rooms: the channel of a live course (its stream's state, set by the teacher), sign-ins, chat and barrage
 * messages with their place in the stream (replays show them in sync), mutes and removals, and the teachers.
 */
import { index, integer, pgTable, primaryKey, serial, smallint, text } from 'drizzle-orm/pg-core'
import { createdAt, tz } from './columns'
import { courses } from './course'
import { users } from './users'

/** A live course's channel. `status`: 1 not started, 2 live, 3 ended with a replay, 0 ended without one. */
export const liveChannels = pgTable('live_channels', {
  courseId: integer('course_id')
    .primaryKey()
    .references(() => courses.id),
  status: smallint('status').notNull().default(1),
  /** Which LiveProvider runs it ('hls' our own, 'hosted' a streaming service). */
  provider: text('provider').notNull().default('hls'),
  startedAt: tz('started_at'),
  endedAt: tz('ended_at'),
  /** The recording's playlist (a path under the live routes), once the channel has ended. */
  replayPath: text('replay_path').notNull().default(''),
  pinnedMessageId: integer('pinned_message_id')
})

/** Users who may run live channels (the teacher console). */
export const liveTeachers = pgTable('live_teachers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' })
})

export const liveSigns = pgTable(
  'live_signs',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt()
  },
  (t) => [primaryKey({ columns: [t.courseId, t.userId] })]
)

/**
 * Chat (kind 1) and barrage (kind 2) messages; `offsetMs` is the stream time when sent (replay sync). A message a
 * moderator hid (`hiddenAt`, the console) is out of the history and the replay but kept.
 */
export const liveMessages = pgTable(
  'live_messages',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: smallint('kind').notNull().default(1),
    text: text('text').notNull(),
    offsetMs: integer('offset_ms').notNull().default(0),
    createdAt: createdAt(),
    hiddenAt: tz('hidden_at')
  },
  (t) => [index('live_messages_course_idx').on(t.courseId, t.id)]
)

/** A mute ('ban': may watch, may not post) or a removal ('feng': may not enter) of a user in one live. */
export const liveBans = pgTable(
  'live_bans',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: createdAt()
  },
  (t) => [primaryKey({ columns: [t.courseId, t.userId, t.kind] })]
)

/**
 * The streaming service of a live course (issue 33, 0065): 'own' (our HLS room; also when there is no row) or
 * 'polyv' with its Polyv channel id. Keyed by the live's id, a catalogue course or a console draft alike.
 */
export const liveCourseProviders = pgTable('live_course_providers', {
  courseId: integer('course_id').primaryKey(),
  provider: text('provider').notNull().default('own'),
  polyvChannelId: text('polyv_channel_id').notNull().default(''),
  updatedAt: tz('updated_at').notNull().defaultNow()
})
