/** Users, session tokens and one-time codes. */
import { index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { tz, createdAt } from './columns'

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    nickname: text('nickname').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    email: text('email'),
    nationcode: text('nationcode'),
    mobile: text('mobile'),
    passwordHash: text('password_hash'),
    lang: text('lang').notNull().default('zh-Hant'),
    /**
     * The user's IANA zone, from the device (migration 0042, @app/protocol/timeZone): their report days, streaks,
     * gold months and achievements are counted in it. NULL is Asia/Taipei.
     */
    timeZone: text('time_zone'),
    wechatOpenid: text('wechat_openid'),
    /**
     * The Official Account's openid of this person (WeChat Pay in WeChat's browser; migration 0040): pays only,
     * never signs in, so not unique (one WeChat user may pay for two of our accounts).
     */
    wechatOaOpenid: text('wechat_oa_openid'),
    lineId: text('line_id'),
    facebookId: text('facebook_id'),
    vipExpireAt: tz('vip_expire_at'),
    /** 0 none, 1 course annual card, 2 advanced annual card. */
    annualCardLevel: smallint('annual_card_level').notNull().default(0),
    annualCardExpireAt: tz('annual_card_expire_at'),
    createdAt: createdAt(),
    /** Account deletion (POST /v3/user/signOut) anonymises the row and sets this. */
    deletedAt: tz('deleted_at')
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    uniqueIndex('users_mobile_uq').on(t.nationcode, t.mobile),
    uniqueIndex('users_wechat_uq').on(t.wechatOpenid),
    uniqueIndex('users_line_uq').on(t.lineId),
    uniqueIndex('users_facebook_uq').on(t.facebookId)
  ]
)

/** Session tokens, stored as sha256(token) so a database leak does not leak sessions. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: tz('expires_at').notNull(),
    createdAt: createdAt()
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)]
)

/** One-time codes sent by mail or SMS; the code itself is stored hashed. */
export const verifyCodes = pgTable(
  'verify_codes',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    target: text('target').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: tz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: tz('consumed_at'),
    createdAt: createdAt()
  },
  (t) => [index('verify_codes_target_idx').on(t.channel, t.target, t.purpose, t.id)]
)
