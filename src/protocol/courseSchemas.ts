/**
 * TypeBox schemas of the course catalogue and course detail payloads (./course lists the routes and keeps the app's
 * runtime-free view): the course card, navs, floors, a floor's page, banners, and a course's detail with its
 * lessons and the user's access. The server validates the routes' queries with its own schemas and answers them
 * through these (response schemas); the app imports only their `Static` types (./course re-exports them as types),
 * so TypeBox is not bundled into it (issue 30 item 2).
 *
 * Unknown fields: Fastify's response serializer sends only the fields a schema names, so a field a handler adds
 * and this file does not name is dropped, never sent (the decision of ./goldSchemas, ./courseFavoritesSchemas and
 * ./collectionSchemas: an answer cannot leak a column by accident). The catalogue's cached answers
 * (server/src/routes/catalogueResponse.ts) are serialised once through the same route schema. The schemas do not
 * say `additionalProperties: false`: that would change nothing on the wire. The server test
 * (server/test/course-catalogue-schemas.test.ts) checks the handlers' own values, before the serializer, against
 * these schemas made strict, so an added or a missing field fails there.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox'

const Flag = Type.Union([Type.Literal(0), Type.Literal(1)])
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()])

/** GET /v3/course/navList → CourseNavDTO[]. The first one is the default tab of course/index. */
export const CourseNavDTO = Type.Object({
  id: Type.Integer(),
  /** course/index?tag=<tag> selects this nav. */
  tag: Type.String(),
  title: Type.String()
})
export type CourseNavDTO = Static<typeof CourseNavDTO>

/**
 * A course card (spec §2 "Course card jump"). Decide the jump in this order:
 * 1. `jump_type` not null: 0 member purchase, 1 meditation detail(sku), 2 meditation play(sku), 3 study plan(sku).
 * 2. else by `type`: 1 online camp (commodity_id = id), 2 activity ticket (act_id = id), 3 member;
 *    0 by `sub_type`: 1/9/10/12 course detail(sku), 2 live booking(sku), 13 short video(sku; add isWaterfall=1
 *    when `isWaterfall` is 1), 14 replay (course/play?sku&isLookBack=1).
 */
export const CourseCardDTO = Type.Object({
  id: Type.Integer(),
  sku: Type.String(),
  type: Type.Integer(),
  sub_type: Type.Integer(),
  jump_type: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Null()]),
  title: Type.String(),
  subtitle: Type.String(),
  teacher: Type.String(),
  cover: Type.String(),
  price: Type.Number(),
  original_price: Type.Number(),
  /** Lowest annual card level including it: 0 none, 1 annual card, 2 advanced annual card. */
  card_level: Type.Integer(),
  /** 0 not a live, 1 upcoming, 2 live now, 3 replay. */
  live_status: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
  live_start_at: Nullable(Type.String()),
  study_people: Type.Integer(),
  isWaterfall: Flag
})
export type CourseCardDTO = Static<typeof CourseCardDTO>

/** Layout hint: 1 horizontal scroller, 2 grid, 3 list, 4 waterfall (short videos). */
const FloorStyle = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)])

export const CourseFloorDTO = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  style: FloorStyle,
  items: Type.Array(CourseCardDTO),
  /** Open floorMore?id=<id>&j=c (GET /v3/course/floor/{id}). */
  has_more: Type.Boolean()
})
export type CourseFloorDTO = Static<typeof CourseFloorDTO>

/** GET /v3/course/indexFloor?tag= (or nav_id=) → floors of that nav; floors show at most 6 cards. */
export const CourseIndexDTO = Type.Object({ nav: CourseNavDTO, floors: Type.Array(CourseFloorDTO) })
export type CourseIndexDTO = Static<typeof CourseIndexDTO>

/**
 * GET /v3/course/navInfo/{id} → one course nav ("module", deep link course/module?id) with every card of its
 * floors (course/category?id). Unlike indexFloor the floors are not cut to a preview: has_more is false, at most
 * 100 cards a floor.
 */
export const CourseNavInfoDTO = Type.Object({ nav: CourseNavDTO, floors: Type.Array(CourseFloorDTO) })
export type CourseNavInfoDTO = Static<typeof CourseNavInfoDTO>

/** GET /v3/course/floor/{id}?page&size: the floor and one page of its cards. */
export const CourseFloorPageDTO = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  style: FloorStyle,
  items: Type.Object({
    list: Type.Array(CourseCardDTO),
    page: Type.Integer(),
    size: Type.Integer(),
    total: Type.Integer(),
    has_more: Type.Boolean()
  })
})
export type CourseFloorPageDTO = Static<typeof CourseFloorPageDTO>

/**
 * A banner (spec §2 "Banner jump types"); `jump_value` is the target:
 * 1 activity ticket → act_id; 2 course detail → sku; 4 and 6 short video → sku; 5 online camp → commodity_id;
 * 10 link → URL (internal product URLs open in-app, others externally); 11 member purchase → '' ;
 * 12 invitation → ''; 14 meditation play → sku (optionally "sku:resource_id"); 15 study plan → sku;
 * 99 deep link → a scheme of spec §2 such as "meditation/detail?sku=m-sleep".
 * GET /v3/course/indexAds?tag= (or nav_id=) → BannerDTO[]; meditation banners come with indexFloor.
 */
export const BannerDTO = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  image: Type.String(),
  jump_type: Type.Union([
    Type.Literal(1),
    Type.Literal(2),
    Type.Literal(4),
    Type.Literal(5),
    Type.Literal(6),
    Type.Literal(10),
    Type.Literal(11),
    Type.Literal(12),
    Type.Literal(14),
    Type.Literal(15),
    Type.Literal(99)
  ]),
  jump_value: Type.String()
})
export type BannerDTO = Static<typeof BannerDTO>

/**
 * Why a user may learn every lesson of a course: 'free' (price 0 and no card), 'owned' (bought or signed up),
 * 'card' (the user's annual card level includes it). null: only the free preview lessons are open.
 */
export const CourseAccessVia = Type.Union([
  Type.Literal('free'),
  Type.Literal('owned'),
  Type.Literal('card'),
  Type.Null()
])
export type CourseAccessVia = Static<typeof CourseAccessVia>

export const CourseAccessDTO = Type.Object({
  can_learn: Type.Boolean(),
  via: CourseAccessVia,
  /** The course's card level (0 none, 1 annual, 2 advanced) and the user's current level (0 for visitors). */
  card_level: Type.Integer(),
  user_card_level: Type.Integer()
})
export type CourseAccessDTO = Static<typeof CourseAccessDTO>

export const LessonKind = Type.Union([Type.Literal('video'), Type.Literal('audio'), Type.Literal('text')])
export type LessonKind = Static<typeof LessonKind>

/**
 * One lesson. The server decides `locked`; a locked lesson never carries its `video_path` (null), the same
 * rule as the meditation VIP `full_path`.
 */
export const LessonDTO = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  duration: Type.Number(),
  is_free: Flag,
  locked: Type.Boolean(),
  video_path: Nullable(Type.String()),
  /** Resume point in seconds (the course's watch history, POST /v2/histories); 0 for visitors. */
  position: Type.Number(),
  /**
   * What the lesson is: a 'video' or 'audio' file (video_path), or 'text' to read (`text`, no video_path). A text
   * lesson's `duration` is its reading time; it is read when `position` reaches it (the player's "finished reading").
   */
  kind: LessonKind,
  /** A text lesson's body: plain text, paragraphs split on blank lines (never HTML); null when locked or not text. */
  text: Nullable(Type.String())
})
export type LessonDTO = Static<typeof LessonDTO>

/** GET /v3/get/goods/info?sku= → a VOD course (or replay) with its lessons and the user's access. */
export const CourseDetailDTO = Type.Composite([
  CourseCardDTO,
  Type.Object({
    intro: Type.String(),
    /** A short trailer: the first free lesson's video, or null. */
    trailer: Nullable(Type.String()),
    lessons: Type.Array(LessonDTO),
    access: CourseAccessDTO,
    comment_count: Type.Integer(),
    /** Saved to the user's favourites (POST/DELETE /v2/favorites); false for a visitor. */
    favorited: Type.Boolean()
  })
])
export type CourseDetailDTO = Static<typeof CourseDetailDTO>

/**
 * GET /v3/course/playInfo/{sku}?lesson_id&isLookBack → what the course player needs. Without lesson_id: the
 * lesson the user last watched, else the first open one. isLookBack=1 plays a live replay: `lessons` is the
 * replay as one lesson whose id is the course id.
 */
export const CoursePlayInfoDTO = Type.Object({
  sku: Type.String(),
  id: Type.Integer(),
  title: Type.String(),
  cover: Type.String(),
  teacher: Type.String(),
  is_look_back: Flag,
  lesson: LessonDTO,
  lessons: Type.Array(LessonDTO),
  access: CourseAccessDTO
})
export type CoursePlayInfoDTO = Static<typeof CoursePlayInfoDTO>
