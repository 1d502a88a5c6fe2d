/**
 * Data for `npm run bench:scale`, generated set-based on the database (INSERT … SELECT over generate_series, no
 * row-by-row inserts), in growing steps: `grow(kind, from, to)` adds the rows numbered [from, to) of one
 * dimension, so a run measures 1×, then adds the rest of 10×, measures, then the rest of 100×. Ids of generated
 * rows start high (GEN_ID) so they never meet the seed's. Deterministic: the same step makes the same rows.
 *
 * Sizes at 1× are a hundredth of issue 34's table; 100× is the table:
 * - catalogue: 50 albums of 20 tracks each (1 000 tracks), 20 courses; the albums go into a generated home floor
 *   (the home shows its first items) and the courses into a course floor;
 * - a heavy user: 1 000 play logs over 5 years (the practice totals follow through the log triggers);
 * - money: 10 000 paid orders and 1 000 granted coupons among 1 000 other users (the measured user has 20 orders
 *   and 10 coupons at every scale);
 * - community: 10 000 posts, 50 000 comments (5 per post), 100 000 likes (10 per post) by 1 000 users; a post's
 *   like_count is spread (0–99) so the popular tab has an order to sort by.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '../../server/src/db/client'

export const GEN_ID = 10_000_000
/** Users generated for orders, coupons, posts, comments and likes. */
export const POOL_USERS = 1_000

export const BASE = {
  albums: 50,
  tracksPerAlbum: 20,
  courses: 20,
  playLogs: 1_000,
  orders: 10_000,
  coupons: 1_000,
  posts: 10_000,
  commentsPerPost: 5,
  likesPerPost: 10
} as const

export type Dimension = 'catalogue' | 'heavy user' | 'money' | 'community'

async function run(database: Database, text: string) {
  await database.db.execute(sql.raw(text))
}

/** The pool of generated users (ids GEN_ID … GEN_ID+POOL_USERS-1); once per database. */
export async function createPool(database: Database): Promise<void> {
  await run(
    database,
    `INSERT INTO users (id, nickname, email, created_at)
     SELECT ${GEN_ID} + g, 'scale ' || g, 'scale-' || g || '@example.com', now() - interval '400 days'
     FROM generate_series(0, ${POOL_USERS - 1}) g`
  )
}

/** Adds the rows of scale steps [from, to) (in units of 1×) of one dimension for `userId`, the measured user. */
export async function grow(
  database: Database,
  dim: Dimension,
  from: number,
  to: number,
  ctx: { userId: number; floorId: number; courseFloorId: number; courseSku: string }
): Promise<void> {
  const range = (n: number) => [from * n, to * n - 1] as const
  if (dim === 'catalogue') {
    const [a0, a1] = range(BASE.albums)
    await run(
      database,
      `INSERT INTO med_goods (id, sku, title_zh, title_en, subtitle_zh, subtitle_en, intro_zh, intro_en, cover, sort)
       SELECT ${GEN_ID} + g, 'scale-album-' || g, '生成專輯 ' || g, 'Generated album ' || g, '副標題', 'Subtitle',
              repeat('介紹', 40), repeat('Intro ', 40), 'cover.jpg', 1000 + g
       FROM generate_series(${a0}, ${a1}) g`
    )
    const n = BASE.tracksPerAlbum
    await run(
      database,
      `INSERT INTO med_resources (id, goods_id, title_zh, title_en, full_path, duration, sort, published_at)
       SELECT ${GEN_ID} + g, ${GEN_ID} + g / ${n}, '生成音軌 ' || g, 'Generated track ' || g, 'track.mp3',
              300 + g % 900, g % ${n}, now() - (g % 1000) * interval '1 day'
       FROM generate_series(${a0 * n}, ${(a1 + 1) * n - 1}) g`
    )
    await run(
      database,
      `INSERT INTO med_floor_goods (floor_id, goods_id, sort)
       SELECT ${ctx.floorId}, ${GEN_ID} + g, 1000 + g FROM generate_series(${a0}, ${a1}) g`
    )
    const [c0, c1] = range(BASE.courses)
    await run(
      database,
      `INSERT INTO courses (id, sku, type, sub_type, title_zh, title_en, intro_zh, intro_en, cover, duration,
                            price_cents, study_people, sort)
       SELECT ${GEN_ID} + g, 'scale-course-' || g, 0, 1, '生成課程 ' || g, 'Generated course ' || g,
              repeat('介紹', 40), repeat('Intro ', 40), 'cover.jpg', 1800, 9900, g % 5000, 1000 + g
       FROM generate_series(${c0}, ${c1}) g`
    )
    await run(
      database,
      `INSERT INTO course_floor_items (floor_id, sort, course_id)
       SELECT ${ctx.courseFloorId}, 1000 + g, ${GEN_ID} + g FROM generate_series(${c0}, ${c1}) g`
    )
  } else if (dim === 'heavy user') {
    const [l0, l1] = range(BASE.playLogs)
    // spread over 5 years before now (the newest first in id order is not assumed), tracks of the seed
    await run(
      database,
      `INSERT INTO play_logs (user_id, sku, resource_id, playtime, created_at)
       SELECT ${ctx.userId}, g.sku, g.rid, 60 + (s * 37) % 1200,
              now() - ((s * 7919) % (5 * 365 * 24)) * interval '1 hour'
       FROM generate_series(${l0}, ${l1}) s
       CROSS JOIN LATERAL (
         SELECT r.id AS rid, m.sku FROM med_resources r JOIN med_goods m ON m.id = r.goods_id
         WHERE r.id < ${GEN_ID} ORDER BY r.id OFFSET (s % 50) LIMIT 1
       ) g`
    )
  } else if (dim === 'money') {
    const [o0, o1] = range(BASE.orders)
    await run(
      database,
      `INSERT INTO orders (order_no, user_id, kind, sku, course_id, amount_cents, pay_cents, status, provider,
                           created_at, expires_at, paid_at)
       SELECT 'scale-' || g, ${GEN_ID} + g % ${POOL_USERS}, 'course', '${ctx.courseSku}', NULL, 9900, 9900, 'paid',
              'dev', now() - (g % 1800) * interval '1 day', now(), now() - (g % 1800) * interval '1 day'
       FROM generate_series(${o0}, ${o1}) g`
    )
    const [c0, c1] = range(BASE.coupons)
    await run(
      database,
      `INSERT INTO coupons (id, code, title_zh, title_en, amount_cents, valid_days)
       SELECT ${GEN_ID} + g, 'SCALE' || g, '生成優惠券 ' || g, 'Coupon ' || g, 500, 30
       FROM generate_series(${c0}, ${c1}) g`
    )
    await run(
      database,
      `INSERT INTO user_coupons (user_id, coupon_id, status, expires_at)
       SELECT ${GEN_ID} + g % ${POOL_USERS}, ${GEN_ID} + g, 'unused', now() + interval '30 days'
       FROM generate_series(${c0}, ${c1}) g`
    )
    if (from === 0) {
      // the measured user: 20 paid orders and 10 coupons, the same at every scale
      await run(
        database,
        `INSERT INTO orders (order_no, user_id, kind, sku, amount_cents, pay_cents, status, provider, created_at,
                             expires_at, paid_at)
         SELECT 'scale-me-' || g, ${ctx.userId}, 'course', '${ctx.courseSku}', 9900, 9900, 'paid', 'dev',
                now() - g * interval '1 day', now(), now() - g * interval '1 day'
         FROM generate_series(1, 20) g`
      )
      await run(
        database,
        `INSERT INTO user_coupons (user_id, coupon_id, status, expires_at)
         SELECT ${ctx.userId}, ${GEN_ID} + g, 'unused', now() + interval '30 days' FROM generate_series(0, 9) g`
      )
    }
  } else {
    const [p0, p1] = range(BASE.posts)
    await run(
      database,
      `INSERT INTO forum_posts (id, user_id, kind, content, like_count, comment_count, status, created_at)
       SELECT ${GEN_ID} + g, ${GEN_ID} + g % ${POOL_USERS}, 'text', '生成的貼文 ' || g || repeat('。', 40),
              ((g::bigint * 7919) % 100)::int, ${BASE.commentsPerPost}, 'visible', now() - (${p1} - g) * interval '1 minute'
       FROM generate_series(${p0}, ${p1}) g`
    )
    const c = BASE.commentsPerPost
    await run(
      database,
      `INSERT INTO forum_comments (post_id, user_id, content, created_at)
       SELECT ${GEN_ID} + g / ${c}, ${GEN_ID} + (g * 13) % ${POOL_USERS}, '留言 ' || g, now()
       FROM generate_series(${p0 * c}, ${(p1 + 1) * c - 1}) g`
    )
    const l = BASE.likesPerPost
    // post p is liked by users (p*7 + k) mod POOL for k < 10: ten different users per post
    await run(
      database,
      `INSERT INTO forum_likes (post_id, user_id)
       SELECT ${GEN_ID} + g / ${l}, ${GEN_ID} + ((g / ${l}) * 7 + g % ${l}) % ${POOL_USERS}
       FROM generate_series(${p0 * l}, ${(p1 + 1) * l - 1}) g`
    )
  }
}
