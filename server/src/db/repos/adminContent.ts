/**
 * Meditation albums and tracks as the console edits them (schema/admin.ts admin_albums / admin_tracks), and their
 * publication into the app's catalogue (med_goods, med_resources, med_floor_goods). Albums the seed put in the
 * catalogue are listed as published and get console rows ("adopted") the first time they are edited. Writes to
 * the catalogue tables fire the database's `catalogue_changed` notification (migration 0009), which every API
 * process hears and drops its catalogue cache on.
 */
import { and, asc, count, eq, ilike, min, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../client'
import { adminAlbums, adminTracks, medFloorGoods, medFloors, medGoods, medResources } from '../schema'

export type AlbumRow = typeof adminAlbums.$inferSelect
export type TrackRow = typeof adminTracks.$inferSelect
export type AlbumInsert = Omit<typeof adminAlbums.$inferInsert, 'id' | 'sku' | 'updatedAt'>
export type TrackInsert = Omit<typeof adminTracks.$inferInsert, 'id' | 'updatedAt'>

/** An album as listed: the console's row, or the catalogue's for albums never edited here. */
export interface AlbumView extends AlbumRow {
  trackCount: number
}
export type TrackView = TrackRow & { status: 'draft' | 'published' }

export interface AlbumFilter {
  q?: string
  status?: string
  member?: boolean
}

const ALBUM_SORTS = {
  id: 'id',
  title: 'title_zh',
  titleEn: 'title_en',
  sort: 'sort',
  status: 'status',
  updatedAt: 'updated_at',
  publishedAt: 'published_at',
  trackCount: 'track_count'
} as const

/** Both sources as one relation (snake_case columns). */
const ALBUMS = sql`(
  SELECT a.id, a.sku, a.title_zh, a.title_en, a.subtitle_zh, a.subtitle_en, a.intro_zh, a.intro_en, a.teacher_zh,
    a.teacher_en, a.cover, a.is_vip, a.sort, a.floor_id, a.status, a.published_at, a.updated_at,
    (SELECT count(*) FROM admin_tracks t WHERE t.album_id = a.id)::int AS track_count
  FROM admin_albums a
  UNION ALL
  SELECT g.id, g.sku, g.title_zh, g.title_en, g.subtitle_zh, g.subtitle_en, g.intro_zh, g.intro_en, g.teacher_zh,
    g.teacher_en, g.cover, g.is_vip, g.sort,
    (SELECT min(fg.floor_id) FROM med_floor_goods fg WHERE fg.goods_id = g.id) AS floor_id,
    'published' AS status, NULL::timestamptz AS published_at, NULL::timestamptz AS updated_at,
    (SELECT count(*) FROM med_resources r WHERE r.goods_id = g.id)::int AS track_count
  FROM med_goods g WHERE NOT EXISTS (SELECT 1 FROM admin_albums a WHERE a.id = g.id)
) AS albums`

type Raw = Record<string, unknown>
const rowsOf = (r: unknown): Raw[] => (r as { rows: Raw[] }).rows
const date = (v: unknown) => (v == null ? null : v instanceof Date ? v : new Date(String(v)))

function albumOf(r: Raw): AlbumView {
  return {
    id: Number(r.id),
    sku: String(r.sku),
    titleZh: String(r.title_zh),
    titleEn: String(r.title_en),
    subtitleZh: String(r.subtitle_zh),
    subtitleEn: String(r.subtitle_en),
    introZh: String(r.intro_zh),
    introEn: String(r.intro_en),
    teacherZh: String(r.teacher_zh),
    teacherEn: String(r.teacher_en),
    cover: String(r.cover),
    isVip: Number(r.is_vip),
    sort: Number(r.sort),
    floorId: r.floor_id == null ? null : Number(r.floor_id),
    status: String(r.status),
    publishedAt: date(r.published_at),
    updatedAt: date(r.updated_at) as Date,
    trackCount: Number(r.track_count)
  }
}

export function adminContentRepo(db: Db) {
  const albumWhere = (f: AlbumFilter): SQL => {
    const conds: SQL[] = [sql`true`]
    if (f.q) {
      const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      conds.push(sql`(title_zh ILIKE ${like} OR title_en ILIKE ${like} OR sku ILIKE ${like})`)
    }
    if (f.status) conds.push(sql`status = ${f.status}`)
    if (f.member !== undefined) conds.push(sql`is_vip = ${f.member ? 1 : 0}`)
    return sql.join(conds, sql` AND `)
  }

  const repo = {
    async albums(f: AlbumFilter, sort: { field: string; desc: boolean } | null, offset: number, limit: number) {
      const col =
        sort && Object.hasOwn(ALBUM_SORTS, sort.field) ? ALBUM_SORTS[sort.field as keyof typeof ALBUM_SORTS] : null
      const order = col
        ? sql`${sql.identifier(col)} ${sort!.desc ? sql`DESC` : sql`ASC`} NULLS LAST, id DESC`
        : sql`id DESC`
      const rows = rowsOf(
        await db.execute(
          sql`SELECT * FROM ${ALBUMS} WHERE ${albumWhere(f)} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`
        )
      )
      const [total] = rowsOf(await db.execute(sql`SELECT count(*)::int AS n FROM ${ALBUMS} WHERE ${albumWhere(f)}`))
      return { rows: rows.map(albumOf), total: Number(total.n) }
    },
    async album(id: number): Promise<AlbumView | undefined> {
      const [row] = rowsOf(await db.execute(sql`SELECT * FROM ${ALBUMS} WHERE id = ${id}`))
      return row && albumOf(row)
    },
    async nextId(): Promise<number> {
      const [row] = rowsOf(await db.execute(sql`SELECT nextval('admin_content_ids')::int AS id`))
      return Number(row.id)
    },
    async createAlbum(values: AlbumInsert, now: Date): Promise<AlbumRow> {
      const id = await repo.nextId()
      const [row] = await db
        .insert(adminAlbums)
        .values({ ...values, id, sku: `album${id}`, status: 'draft', updatedAt: now })
        .returning()
      return row
    },
    /**
     * The console's row of an album, made from the catalogue's (with its tracks) if the seed put it there and the
     * console has not edited it yet. Undefined: no such album.
     */
    async adopt(id: number, now: Date): Promise<AlbumRow | undefined> {
      const [own] = await db.select().from(adminAlbums).where(eq(adminAlbums.id, id)).for('update')
      if (own) return own
      const [g] = await db.select().from(medGoods).where(eq(medGoods.id, id))
      if (!g) return undefined
      const [floor] = await db
        .select({ floorId: medFloorGoods.floorId })
        .from(medFloorGoods)
        .where(eq(medFloorGoods.goodsId, id))
        .orderBy(asc(medFloorGoods.floorId))
        .limit(1)
      const [row] = await db
        .insert(adminAlbums)
        .values({
          id: g.id,
          sku: g.sku,
          titleZh: g.titleZh,
          titleEn: g.titleEn,
          subtitleZh: g.subtitleZh,
          subtitleEn: g.subtitleEn,
          introZh: g.introZh,
          introEn: g.introEn,
          teacherZh: g.teacherZh,
          teacherEn: g.teacherEn,
          cover: g.cover,
          isVip: g.isVip,
          sort: g.sort,
          floorId: floor?.floorId ?? null,
          status: 'published',
          updatedAt: now
        })
        .onConflictDoNothing()
        .returning()
      const tracks = await db.select().from(medResources).where(eq(medResources.goodsId, id))
      if (tracks.length)
        await db
          .insert(adminTracks)
          .values(
            tracks.map((t) => ({
              id: t.id,
              albumId: id,
              titleZh: t.titleZh,
              titleEn: t.titleEn,
              mediaPath: t.fullPath,
              duration: t.duration,
              isVip: t.isVip,
              sort: t.sort,
              updatedAt: now
            }))
          )
          .onConflictDoNothing()
      return row ?? (await db.select().from(adminAlbums).where(eq(adminAlbums.id, id)))[0]
    },
    async updateAlbum(id: number, set: Partial<AlbumInsert>, now: Date): Promise<AlbumRow | undefined> {
      const [row] = await db
        .update(adminAlbums)
        .set({ ...set, updatedAt: now })
        .where(eq(adminAlbums.id, id))
        .returning()
      return row
    },
    async deleteAlbum(id: number): Promise<void> {
      await db.delete(adminAlbums).where(eq(adminAlbums.id, id))
    },
    async isInCatalogue(id: number): Promise<boolean> {
      const [g] = await db.select({ id: medGoods.id }).from(medGoods).where(eq(medGoods.id, id))
      return !!g
    },

    /** Writes the album and its tracks into the app's catalogue (insert or update), and onto its floor. */
    async publish(album: AlbumRow, tracks: TrackRow[]): Promise<void> {
      const goods = {
        sku: album.sku,
        titleZh: album.titleZh,
        titleEn: album.titleEn,
        subtitleZh: album.subtitleZh,
        subtitleEn: album.subtitleEn,
        introZh: album.introZh,
        introEn: album.introEn,
        teacherZh: album.teacherZh,
        teacherEn: album.teacherEn,
        cover: album.cover,
        isVip: album.isVip,
        sort: album.sort
      }
      await db
        .insert(medGoods)
        .values({ id: album.id, ...goods })
        .onConflictDoUpdate({ target: medGoods.id, set: goods })
      for (const t of tracks) await repo.publishTrack(t)
      if (album.floorId != null) {
        // First on its floor: the home screen previews a floor's first albums only.
        const [first] = await db
          .select({ n: min(medFloorGoods.sort) })
          .from(medFloorGoods)
          .where(eq(medFloorGoods.floorId, album.floorId))
        await db
          .insert(medFloorGoods)
          .values({ floorId: album.floorId, goodsId: album.id, sort: (first?.n ?? 1) - 1 })
          .onConflictDoNothing()
      }
    },
    async publishTrack(t: TrackRow): Promise<void> {
      const res = {
        goodsId: t.albumId,
        titleZh: t.titleZh,
        titleEn: t.titleEn,
        fullPath: t.mediaPath,
        duration: t.duration,
        isVip: t.isVip,
        sort: t.sort
      }
      await db
        .insert(medResources)
        .values({ id: t.id, ...res })
        .onConflictDoUpdate({ target: medResources.id, set: res })
    },
    async markPublished(id: number, now: Date): Promise<AlbumRow> {
      const [row] = await db
        .update(adminAlbums)
        .set({ status: 'published', publishedAt: now, updatedAt: now })
        .where(eq(adminAlbums.id, id))
        .returning()
      return row
    },

    async floors() {
      return db
        .select({ id: medFloors.id, title: medFloors.titleZh, titleEn: medFloors.titleEn })
        .from(medFloors)
        .orderBy(asc(medFloors.sort), asc(medFloors.id))
    },
    async floorExists(id: number): Promise<boolean> {
      const [f] = await db.select({ id: medFloors.id }).from(medFloors).where(eq(medFloors.id, id))
      return !!f
    },

    /** Tracks: the console's rows, plus the catalogue's of albums never edited here. */
    async tracks(f: { albumId?: number; q?: string }, offset: number, limit: number) {
      const like = f.q ? `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
      const own = and(
        f.albumId !== undefined ? eq(adminTracks.albumId, f.albumId) : undefined,
        like ? or(ilike(adminTracks.titleZh, like), ilike(adminTracks.titleEn, like)) : undefined
      )
      const seeded = and(
        sql`NOT EXISTS (SELECT 1 FROM admin_albums a WHERE a.id = ${medResources.goodsId})`,
        f.albumId !== undefined ? eq(medResources.goodsId, f.albumId) : undefined,
        like ? or(ilike(medResources.titleZh, like), ilike(medResources.titleEn, like)) : undefined
      )
      const ownRows = await db
        .select({ t: adminTracks, status: adminAlbums.status })
        .from(adminTracks)
        .innerJoin(adminAlbums, eq(adminAlbums.id, adminTracks.albumId))
        .where(own)
      const seededRows = await db.select().from(medResources).where(seeded)
      const all: TrackView[] = [
        ...ownRows.map((r) => ({ ...r.t, status: r.status as 'draft' | 'published' })),
        ...seededRows.map((r) => trackOfResource(r))
      ].sort((a, b) => a.albumId - b.albumId || a.sort - b.sort || a.id - b.id)
      return { rows: all.slice(offset, offset + limit), total: all.length }
    },
    async track(id: number): Promise<TrackView | undefined> {
      const [own] = await db
        .select({ t: adminTracks, status: adminAlbums.status })
        .from(adminTracks)
        .innerJoin(adminAlbums, eq(adminAlbums.id, adminTracks.albumId))
        .where(eq(adminTracks.id, id))
      if (own) return { ...own.t, status: own.status as 'draft' | 'published' }
      const [r] = await db.select().from(medResources).where(eq(medResources.id, id))
      return r && trackOfResource(r)
    },
    async albumTracks(albumId: number): Promise<TrackRow[]> {
      return db
        .select()
        .from(adminTracks)
        .where(eq(adminTracks.albumId, albumId))
        .orderBy(asc(adminTracks.sort), asc(adminTracks.id))
    },
    async createTrack(values: TrackInsert, now: Date): Promise<TrackRow> {
      const id = await repo.nextId()
      const [row] = await db
        .insert(adminTracks)
        .values({ ...values, id, updatedAt: now })
        .returning()
      return row
    },
    async updateTrack(id: number, set: Partial<TrackInsert>, now: Date): Promise<TrackRow | undefined> {
      const [row] = await db
        .update(adminTracks)
        .set({ ...set, updatedAt: now })
        .where(eq(adminTracks.id, id))
        .returning()
      return row
    },
    async deleteTrack(id: number): Promise<void> {
      await db.delete(adminTracks).where(eq(adminTracks.id, id))
    },
    async trackCount(albumId: number): Promise<number> {
      const [{ n }] = await db.select({ n: count() }).from(adminTracks).where(eq(adminTracks.albumId, albumId))
      return n
    }
  }
  return repo
}

function trackOfResource(r: typeof medResources.$inferSelect): TrackView {
  return {
    id: r.id,
    albumId: r.goodsId,
    titleZh: r.titleZh,
    titleEn: r.titleEn,
    mediaUploadId: null,
    mediaPath: r.fullPath,
    duration: r.duration,
    isVip: r.isVip,
    sort: r.sort,
    updatedAt: new Date(0),
    status: 'published'
  }
}
