/**
 * The demo enterprises: four brand spaces (spec §2 /study/pages/enterprise/{bsj, jiuzai, kzero, saintsophia}),
 * each with a WeCom corporation, an invite group, curated courses, one enterprise live and a members-only album.
 * The demo member account administers the bsj and saintsophia groups. Pure rows; applied by seedDatabase.
 */
import { sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../client'
import type { MediaLookupFn } from './media'
import * as s from '../schema'
import { DEFAULT_ZONE, zonedDayStart } from '../../lib/zonedDay'

const HOUR = 3600_000

type Pair = [string, string]
interface Brand {
  id: number
  slug: string
  name: Pair
  intro: Pair
  logo: string
  corp: string
  code: string
  courses: number[]
  live: { id: number; sku: string; title: Pair; status: 1 | 2 | 3; offset: number; cover: string; video?: string }
  album: { sku: string; title: Pair; cover: string; tracks: [Pair, string][] }
}

export const ENTERPRISES: Brand[] = [
  {
    id: 1,
    slug: 'bsj',
    name: ['寶善居', 'Baoshan Retreat'],
    intro: [
      '寶善居同仁的靜心空間：每週共修與專屬引導。',
      'The quiet room of Baoshan Retreat staff: weekly sittings and guided practice.'
    ],
    logo: 'zen-stones',
    corp: 'ww-bsj',
    code: 'YNCVAXG9VBYL',
    courses: [1, 2],
    live: {
      id: 901,
      sku: 'e-bsj-live',
      title: ['寶善居晨間共修', 'Baoshan Morning Sitting'],
      status: 2,
      offset: 0,
      cover: 'course-breathwork',
      video: 'course-1'
    },
    album: {
      sku: 'ea-bsj',
      title: ['寶善居專屬引導', 'Baoshan Guided Practice'],
      cover: 'singing-bowl',
      tracks: [
        [['晨間頌缽', 'Morning Bowls'], 'bowls-morning'],
        [['呼吸空間', 'Breathing Space'], 'breathing-space']
      ]
    }
  },
  {
    id: 2,
    slug: 'jiuzai',
    name: ['久在書院', 'Jiuzai Academy'],
    intro: ['久在書院的讀書會與靜坐課程。', 'Reading circles and sitting classes of Jiuzai Academy.'],
    logo: 'bamboo-grove',
    corp: 'ww-jiuzai',
    code: 'LX9W54TLPGMK',
    courses: [4, 6],
    live: {
      id: 902,
      sku: 'e-jiuzai-live',
      title: ['久在書院讀書會', 'Jiuzai Reading Circle'],
      status: 1,
      offset: 30,
      cover: 'course-eastern-wisdom'
    },
    album: {
      sku: 'ea-jiuzai',
      title: ['書院靜坐', 'Academy Sitting'],
      cover: 'pine-forest',
      tracks: [
        [['林間微風', 'Forest Breeze'], 'forest-breeze'],
        [['山澗溪流', 'Mountain Stream'], 'mountain-stream']
      ]
    }
  },
  {
    id: 3,
    slug: 'kzero',
    name: ['K零學苑', 'K-Zero Institute'],
    intro: ['K零學苑學員的練習與報告。', 'Practice and reports for K-Zero Institute learners.'],
    logo: 'ripples',
    corp: 'ww-kzero',
    code: 'XVECQP23XSNW',
    courses: [3, 5],
    live: {
      id: 903,
      sku: 'e-kzero-live',
      title: ['K零月度分享', 'K-Zero Monthly Sharing'],
      status: 1,
      offset: 50,
      cover: 'course-emotions'
    },
    album: {
      sku: 'ea-kzero',
      title: ['K零專注練習', 'K-Zero Focus Practice'],
      cover: 'calm-sea',
      tracks: [
        [['專注呼吸', 'Focused Breathing'], 'focused-breathing'],
        [['柔和長音', 'Soft Drone'], 'soft-drone']
      ]
    }
  },
  {
    id: 4,
    slug: 'saintsophia',
    name: ['聖索菲亞學院', 'Saint Sophia College'],
    intro: ['聖索菲亞學院師生的正念課堂。', 'Mindfulness classes for Saint Sophia College.'],
    logo: 'candle-glow',
    corp: 'ww-saintsophia',
    code: 'DM69RLDVUPZR',
    courses: [1, 3],
    live: {
      id: 904,
      sku: 'e-sophia-live',
      title: ['學院正念講座（回放）', 'College Mindfulness Talk (replay)'],
      status: 3,
      offset: -48,
      cover: 'course-mindfulness',
      video: 'course-2'
    },
    album: {
      sku: 'ea-saintsophia',
      title: ['學院慈心練習', 'College Loving-Kindness'],
      cover: 'pink-lotus',
      tracks: [
        [['慈心冥想', 'Loving-Kindness'], 'loving-kindness'],
        [['窗邊細雨', 'Rain at the Window'], 'rain-window']
      ]
    }
  }
]

/** A group whose invite code has expired (the join page's "expired" answer). */
const EXPIRED_GROUP = {
  id: 42,
  enterpriseId: 4,
  name: ['2024 屆校友群', 'Class of 2024'] as Pair,
  code: '3YENABQDZB73'
}
/** Groups the demo member account administers. */
const DEMO_ADMIN = { email: 'vip@demo.jingxin', groups: [11, 41] }

export function enterpriseRows(media: MediaLookupFn, now: number) {
  // today's noon in the users' zone, as the courses' lives (rows.ts)
  const todayNoon = zonedDayStart(DEFAULT_ZONE, now) + 12 * HOUR
  const enterprises = ENTERPRISES.map((e, i) => ({
    id: e.id,
    slug: e.slug,
    nameZh: e.name[0],
    nameEn: e.name[1],
    introZh: e.intro[0],
    introEn: e.intro[1],
    logo: media(`cover.${e.logo}`).url,
    wecomCorpId: e.corp,
    sort: i
  }))
  const enterpriseGroups = [
    ...ENTERPRISES.map((e) => ({
      id: e.id * 10 + 1,
      enterpriseId: e.id,
      nameZh: `${e.name[0]}學員群`,
      nameEn: `${e.name[1]} group`,
      joinCode: e.code,
      codeExpiresAt: null as Date | null,
      isDefault: 1
    })),
    {
      id: EXPIRED_GROUP.id,
      enterpriseId: EXPIRED_GROUP.enterpriseId,
      nameZh: EXPIRED_GROUP.name[0],
      nameEn: EXPIRED_GROUP.name[1],
      joinCode: EXPIRED_GROUP.code,
      codeExpiresAt: new Date('2025-01-01T00:00:00Z') as Date | null,
      isDefault: 0
    }
  ]
  const liveCourses = ENTERPRISES.map((e, i) => {
    const l = e.live
    const [start, end] =
      l.status === 2
        ? [todayNoon - 12 * HOUR, todayNoon + 36 * HOUR]
        : [todayNoon + l.offset * HOUR, todayNoon + (l.offset + 1) * HOUR]
    // an enterprise's lives play for its members only: their videos are private files, served signed
    const video = l.video ? media(`video.paid-${l.video}`) : null
    return {
      id: l.id,
      sku: l.sku,
      type: 0,
      subType: l.status === 3 ? 14 : 2,
      titleZh: l.title[0],
      titleEn: l.title[1],
      subtitleZh: e.name[0],
      subtitleEn: e.name[1],
      introZh: e.intro[0],
      introEn: e.intro[1],
      teacherZh: e.name[0],
      teacherEn: e.name[1],
      cover: media(`cover.${l.cover}`).url,
      videoPath: video?.url ?? '',
      duration: Math.round(video?.durationSec ?? 0),
      priceCents: 0,
      originalPriceCents: 0,
      cardLevel: 0,
      liveStatus: l.status,
      liveStartAt: new Date(start),
      liveEndAt: new Date(end),
      studyPeople: 30 + i * 12,
      sort: 900 + i
    }
  })
  const enterpriseCourses = ENTERPRISES.flatMap((e) => [
    { enterpriseId: e.id, courseId: e.live.id, kind: 'live', sort: 0 },
    ...e.courses.map((courseId, i) => ({ enterpriseId: e.id, courseId, kind: 'course', sort: i + 1 }))
  ])
  const enterpriseAlbums = ENTERPRISES.map((e) => ({
    id: e.id * 10,
    enterpriseId: e.id,
    sku: e.album.sku,
    titleZh: e.album.title[0],
    titleEn: e.album.title[1],
    cover: media(`cover.${e.album.cover}`).url,
    sort: 0
  }))
  const enterpriseTracks = ENTERPRISES.flatMap((e) =>
    e.album.tracks.map(([title, key], i) => {
      const m = media(`track.${key}`)
      return {
        id: e.id * 1000 + i + 1,
        albumId: e.id * 10,
        titleZh: title[0],
        titleEn: title[1],
        fullPath: m.url,
        duration: Math.round(m.durationSec ?? 60),
        sort: i
      }
    })
  )
  return { enterprises, enterpriseGroups, liveCourses, enterpriseCourses, enterpriseAlbums, enterpriseTracks }
}

type Rows = ReturnType<typeof enterpriseRows>
type Upsert = (table: PgTable, rows: Record<string, unknown>[], target: string[]) => Promise<void>

/**
 * Applies the rows inside seedDatabase's transaction (after the courses and the demo users); `demoAdmin` makes
 * the demo member an admin of its groups (only when the seed creates the demo accounts).
 */
export async function applyEnterpriseRows(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  rows: Rows,
  upsert: Upsert,
  demoAdmin = true
): Promise<void> {
  await upsert(s.courses, rows.liveCourses, ['id'])
  await upsert(s.enterprises, rows.enterprises, ['id'])
  // a group's invite code is the seed's only when the group is new: a code its admin made since is kept
  for (const { joinCode, ...group } of rows.enterpriseGroups)
    await tx
      .insert(s.enterpriseGroups)
      .values({ ...group, joinCode })
      .onConflictDoUpdate({ target: s.enterpriseGroups.id, set: group })
  await tx.delete(s.enterpriseCourses)
  await tx.insert(s.enterpriseCourses).values(rows.enterpriseCourses)
  await upsert(s.enterpriseAlbums, rows.enterpriseAlbums, ['id'])
  await upsert(s.enterpriseTracks, rows.enterpriseTracks, ['id'])
  for (const groupId of demoAdmin ? DEMO_ADMIN.groups : []) {
    await tx.execute(sql`
      insert into enterprise_members (group_id, user_id, role, via)
      select ${groupId}, id, 1, 'seed' from users where email = ${DEMO_ADMIN.email}
      on conflict (group_id, user_id) do update set role = 1`)
  }
}
