/**
 * The console's collections (issue 31), written straight into the app's `collections`/`collection_items` (their
 * change-feed triggers, migration 0011, drop every process's catalogue cache): a new one is a draft (`status`,
 * migration 0060), which the app does not show; publish and unpublish switch it. Items are albums (`med_goods`) or
 * courses, checked to exist.
 */
import { asc, eq, ilike, inArray, or, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { collectionItems, collections, courses, medGoods } from '../schema'

export type CollectionRow = typeof collections.$inferSelect
export type CollectionFields = Omit<CollectionRow, 'id' | 'status' | 'publishedAt'>
export type ItemKind = 'album' | 'course'
export interface ItemRef {
  kind: ItemKind
  id: number
}
export interface Item extends ItemRef {
  titleZh: string
  titleEn: string
}
export interface CollectionWithItems {
  c: CollectionRow
  items: Item[]
}

export function adminCollectionRepo(db: Db) {
  async function itemsOf(id: number): Promise<Item[]> {
    const rows = await db
      .select({ goods: medGoods, course: courses })
      .from(collectionItems)
      .leftJoin(medGoods, eq(medGoods.id, collectionItems.goodsId))
      .leftJoin(courses, eq(courses.id, collectionItems.courseId))
      .where(eq(collectionItems.collectionId, id))
      .orderBy(asc(collectionItems.position))
    return rows.map(({ goods, course }) =>
      goods
        ? { kind: 'album' as const, id: goods.id, titleZh: goods.titleZh, titleEn: goods.titleEn }
        : { kind: 'course' as const, id: course!.id, titleZh: course!.titleZh, titleEn: course!.titleEn }
    )
  }
  return {
    async list(): Promise<(CollectionRow & { itemCount: number })[]> {
      const rows = await db
        .select({
          c: collections,
          n: sql<number>`(select count(*)::int from collection_items i where i.collection_id = ${collections.id})`
        })
        .from(collections)
        .orderBy(asc(collections.sort), asc(collections.id))
      return rows.map((r) => ({ ...r.c, itemCount: Number(r.n) }))
    },
    async find(id: number, lock = false): Promise<CollectionWithItems | undefined> {
      const q = db.select().from(collections).where(eq(collections.id, id))
      const [c] = lock ? await q.for('update') : await q
      return c && { c, items: await itemsOf(id) }
    },
    /** The refs among `refs` that name no album or course. */
    async unknown(refs: ItemRef[]): Promise<ItemRef[]> {
      const albums = refs.filter((r) => r.kind === 'album').map((r) => r.id)
      const cs = refs.filter((r) => r.kind === 'course').map((r) => r.id)
      const [a, c] = await Promise.all([
        albums.length ? db.select({ id: medGoods.id }).from(medGoods).where(inArray(medGoods.id, albums)) : [],
        cs.length ? db.select({ id: courses.id }).from(courses).where(inArray(courses.id, cs)) : []
      ])
      const okA = new Set(a.map((r) => r.id))
      const okC = new Set(c.map((r) => r.id))
      return refs.filter((r) => !(r.kind === 'album' ? okA : okC).has(r.id))
    },
    async create(f: CollectionFields, items: ItemRef[]): Promise<CollectionWithItems> {
      const res = await db.execute(sql`SELECT COALESCE(MAX(id), 0) + 1 AS next FROM collections`)
      const next = Number((res as unknown as { rows: { next: number | string }[] }).rows[0].next)
      await db.insert(collections).values({ ...f, id: next, status: 'draft' })
      await this.setItems(next, items)
      return (await this.find(next))!
    },
    async update(id: number, f: Partial<CollectionFields>, items?: ItemRef[]): Promise<CollectionWithItems> {
      if (Object.keys(f).length) await db.update(collections).set(f).where(eq(collections.id, id))
      if (items) await this.setItems(id, items)
      return (await this.find(id))!
    },
    async setItems(id: number, items: ItemRef[]) {
      await db.delete(collectionItems).where(eq(collectionItems.collectionId, id))
      if (items.length)
        await db.insert(collectionItems).values(
          items.map((r, i) => ({
            collectionId: id,
            position: i + 1,
            goodsId: r.kind === 'album' ? r.id : null,
            courseId: r.kind === 'course' ? r.id : null
          }))
        )
    },
    async setStatus(id: number, status: 'draft' | 'published', now: Date): Promise<CollectionWithItems> {
      await db
        .update(collections)
        .set(status === 'published' ? { status, publishedAt: now } : { status })
        .where(eq(collections.id, id))
      return (await this.find(id))!
    },
    async remove(id: number) {
      await db.delete(collections).where(eq(collections.id, id))
    },
    /** Albums or courses whose title (either language) or sku holds `q`, for the item select. */
    async targets(kind: ItemKind, q: string, limit: number): Promise<Item[]> {
      const like = `%${q}%`
      if (kind === 'album') {
        const rows = await db
          .select()
          .from(medGoods)
          .where(
            q ? or(ilike(medGoods.titleZh, like), ilike(medGoods.titleEn, like), ilike(medGoods.sku, like)) : undefined
          )
          .orderBy(asc(medGoods.id))
          .limit(limit)
        return rows.map((g) => ({ kind, id: g.id, titleZh: g.titleZh, titleEn: g.titleEn }))
      }
      const rows = await db
        .select()
        .from(courses)
        .where(q ? or(ilike(courses.titleZh, like), ilike(courses.titleEn, like), ilike(courses.sku, like)) : undefined)
        .orderBy(asc(courses.id))
        .limit(limit)
      return rows.map((c) => ({ kind, id: c.id, titleZh: c.titleZh, titleEn: c.titleEn }))
    }
  }
}
