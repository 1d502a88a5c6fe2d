/**
 * Enterprises: brand spaces, groups and their members, sanctions (ban = muted in the group's live chat, feng =
 * removed from the group), WeCom identities, and the content only members see.
 *
 * Membership of an enterprise = a row in enterprise_members for one of its groups without a 'feng' sanction in
 * that group. Joins and sanctions are single-statement upserts on their primary keys, so parallel requests leave
 * one row.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../client'
import {
  courses,
  enterpriseAlbums,
  enterpriseCourses,
  enterpriseGroups,
  enterpriseMembers,
  enterpriseSanctions,
  enterprises,
  enterpriseTracks,
  enterpriseWecomUsers,
  users
} from '../schema'

export type EnterpriseRow = typeof enterprises.$inferSelect
export type EnterpriseGroupRow = typeof enterpriseGroups.$inferSelect
export type SanctionKind = 'ban' | 'feng'

const notRemoved = sql`not exists (select 1 from enterprise_sanctions s where s.group_id = ${enterpriseMembers.groupId} and s.user_id = ${enterpriseMembers.userId} and s.kind = 'feng')`

export function enterpriseRepo(db: Db) {
  const hasSanction = async (userId: number, groupId: number, kind: SanctionKind): Promise<boolean> => {
    const [row] = await db
      .select({ n: count() })
      .from(enterpriseSanctions)
      .where(
        and(
          eq(enterpriseSanctions.groupId, groupId),
          eq(enterpriseSanctions.userId, userId),
          eq(enterpriseSanctions.kind, kind)
        )
      )
    return row.n > 0
  }

  return {
    async list(): Promise<EnterpriseRow[]> {
      return db.select().from(enterprises).orderBy(asc(enterprises.sort))
    },
    async bySlug(slug: string): Promise<EnterpriseRow | undefined> {
      const [row] = await db.select().from(enterprises).where(eq(enterprises.slug, slug))
      return row
    },
    async byCorp(corpId: string): Promise<EnterpriseRow | undefined> {
      const [row] = await db.select().from(enterprises).where(eq(enterprises.wecomCorpId, corpId))
      return row
    },
    async byId(id: number): Promise<EnterpriseRow | undefined> {
      const [row] = await db.select().from(enterprises).where(eq(enterprises.id, id))
      return row
    },
    async groupByCode(code: string): Promise<EnterpriseGroupRow | undefined> {
      const [row] = await db.select().from(enterpriseGroups).where(eq(enterpriseGroups.joinCode, code))
      return row
    },
    async group(id: number): Promise<EnterpriseGroupRow | undefined> {
      const [row] = await db.select().from(enterpriseGroups).where(eq(enterpriseGroups.id, id))
      return row
    },
    /** Gives the group a new invite code (the old one admits no one from now on); false if another group has it. */
    async setCode(id: number, code: string): Promise<boolean> {
      try {
        await db.update(enterpriseGroups).set({ joinCode: code }).where(eq(enterpriseGroups.id, id))
        return true
      } catch (e) {
        if ((e as { code?: string }).code === '23505') return false // unique violation
        throw e
      }
    },
    /** The group WeCom logins of this enterprise join. */
    async defaultGroup(enterpriseId: number): Promise<EnterpriseGroupRow | undefined> {
      const [row] = await db
        .select()
        .from(enterpriseGroups)
        .where(and(eq(enterpriseGroups.enterpriseId, enterpriseId), eq(enterpriseGroups.isDefault, 1)))
        .orderBy(asc(enterpriseGroups.id))
        .limit(1)
      return row
    },
    /** The user's groups (not those they were removed from), with their enterprises. */
    async groupsOf(userId: number) {
      return db
        .select({ group: enterpriseGroups, role: enterpriseMembers.role, enterprise: enterprises })
        .from(enterpriseMembers)
        .innerJoin(enterpriseGroups, eq(enterpriseGroups.id, enterpriseMembers.groupId))
        .innerJoin(enterprises, eq(enterprises.id, enterpriseGroups.enterpriseId))
        .where(and(eq(enterpriseMembers.userId, userId), notRemoved))
        .orderBy(asc(enterprises.sort), asc(enterpriseGroups.id))
    },
    async isMember(userId: number, enterpriseId: number): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(enterpriseMembers)
        .innerJoin(enterpriseGroups, eq(enterpriseGroups.id, enterpriseMembers.groupId))
        .where(and(eq(enterpriseMembers.userId, userId), eq(enterpriseGroups.enterpriseId, enterpriseId), notRemoved))
      return row.n > 0
    },
    async inGroup(userId: number, groupId: number): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(enterpriseMembers)
        .where(and(eq(enterpriseMembers.userId, userId), eq(enterpriseMembers.groupId, groupId), notRemoved))
      return row.n > 0
    },
    /** 1 when the user administers the group (and was not removed from it), else 0. */
    async roleIn(userId: number, groupId: number): Promise<0 | 1> {
      const [row] = await db
        .select({ role: enterpriseMembers.role })
        .from(enterpriseMembers)
        .where(and(eq(enterpriseMembers.userId, userId), eq(enterpriseMembers.groupId, groupId), notRemoved))
      return row?.role === 1 ? 1 : 0
    },
    /** Adds the user to the group; idempotent (one row whatever the number of parallel calls). */
    async join(groupId: number, userId: number, via: string): Promise<{ joinedNow: boolean }> {
      const rows = await db
        .insert(enterpriseMembers)
        .values({ groupId, userId, via })
        .onConflictDoNothing()
        .returning({ userId: enterpriseMembers.userId })
      return { joinedNow: rows.length > 0 }
    },
    /** Records a sanction; idempotent. Feng also takes away an admin role. */
    async sanction(groupId: number, userId: number, kind: SanctionKind, byUserId: number): Promise<void> {
      await db.insert(enterpriseSanctions).values({ groupId, userId, kind, byUserId }).onConflictDoNothing()
      if (kind === 'feng')
        await db
          .update(enterpriseMembers)
          .set({ role: 0 })
          .where(and(eq(enterpriseMembers.groupId, groupId), eq(enterpriseMembers.userId, userId)))
    },
    async lift(groupId: number, userId: number, kind: SanctionKind): Promise<void> {
      await db
        .delete(enterpriseSanctions)
        .where(
          and(
            eq(enterpriseSanctions.groupId, groupId),
            eq(enterpriseSanctions.userId, userId),
            eq(enterpriseSanctions.kind, kind)
          )
        )
    },
    /** Muted in the group's live chat (a group admin's ban). The live chat checks this before accepting a message. */
    isBanned: (userId: number, groupId: number) => hasSanction(userId, groupId, 'ban'),
    /** Removed from the group (a group admin's feng): no longer a member, cannot rejoin by code until lifted. */
    isRemoved: (userId: number, groupId: number) => hasSanction(userId, groupId, 'feng'),
    async sanctionCount(groupId: number, userId: number, kind: SanctionKind): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(enterpriseSanctions)
        .where(
          and(
            eq(enterpriseSanctions.groupId, groupId),
            eq(enterpriseSanctions.userId, userId),
            eq(enterpriseSanctions.kind, kind)
          )
        )
      return row.n
    },
    async memberCount(groupId: number, userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(enterpriseMembers)
        .where(and(eq(enterpriseMembers.groupId, groupId), eq(enterpriseMembers.userId, userId)))
      return row.n
    },
    /** Every member of the group (removed ones too, flagged), admins first. */
    async members(groupId: number) {
      const rows = await db
        .select({ userId: enterpriseMembers.userId, role: enterpriseMembers.role, nickname: users.nickname })
        .from(enterpriseMembers)
        .innerJoin(users, eq(users.id, enterpriseMembers.userId))
        .where(eq(enterpriseMembers.groupId, groupId))
        .orderBy(sql`${enterpriseMembers.role} desc`, asc(enterpriseMembers.createdAt))
        .limit(500)
      const sanctions = rows.length
        ? await db
            .select()
            .from(enterpriseSanctions)
            .where(
              and(
                eq(enterpriseSanctions.groupId, groupId),
                inArray(
                  enterpriseSanctions.userId,
                  rows.map((r) => r.userId)
                )
              )
            )
        : []
      const has = (userId: number, kind: SanctionKind) => sanctions.some((s) => s.userId === userId && s.kind === kind)
      return rows.map((r) => ({ ...r, banned: has(r.userId, 'ban'), removed: has(r.userId, 'feng') }))
    },
    /**
     * The user of a WeCom identity, created on first sight. Serialised per identity with a transaction-scoped
     * advisory lock, so parallel first logins create one user.
     */
    async wecomUser(corpId: string, wecomUserId: string, nickname: string, lang: string) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${corpId + ':' + wecomUserId}))`)
        const [link] = await tx
          .select({ user: users })
          .from(enterpriseWecomUsers)
          .innerJoin(users, eq(users.id, enterpriseWecomUsers.userId))
          .where(and(eq(enterpriseWecomUsers.corpId, corpId), eq(enterpriseWecomUsers.wecomUserId, wecomUserId)))
        if (link && !link.user.deletedAt) return { user: link.user, created: false }
        const [user] = await tx.insert(users).values({ nickname, lang }).returning()
        await tx
          .insert(enterpriseWecomUsers)
          .values({ corpId, wecomUserId, userId: user.id })
          .onConflictDoUpdate({
            target: [enterpriseWecomUsers.corpId, enterpriseWecomUsers.wecomUserId],
            set: { userId: user.id }
          })
        return { user, created: true }
      })
    },
    /** The enterprise a course or live belongs to (its space lists it as a live), if any. */
    async enterpriseOfLive(courseId: number): Promise<EnterpriseRow | undefined> {
      const [row] = await db
        .select({ e: enterprises })
        .from(enterpriseCourses)
        .innerJoin(enterprises, eq(enterprises.id, enterpriseCourses.enterpriseId))
        .where(and(eq(enterpriseCourses.courseId, courseId), eq(enterpriseCourses.kind, 'live')))
        .limit(1)
      return row?.e
    },
    async spaceCourses(enterpriseId: number) {
      return db
        .select({ course: courses, kind: enterpriseCourses.kind })
        .from(enterpriseCourses)
        .innerJoin(courses, eq(courses.id, enterpriseCourses.courseId))
        .where(eq(enterpriseCourses.enterpriseId, enterpriseId))
        .orderBy(asc(enterpriseCourses.sort))
    },
    async albums(enterpriseId: number) {
      return db
        .select({
          album: enterpriseAlbums,
          tracks: sql<number>`(select count(*)::int from enterprise_tracks t where t.album_id = "enterprise_albums"."id")`
        })
        .from(enterpriseAlbums)
        .where(eq(enterpriseAlbums.enterpriseId, enterpriseId))
        .orderBy(asc(enterpriseAlbums.sort))
    },
    async album(sku: string) {
      const [album] = await db.select().from(enterpriseAlbums).where(eq(enterpriseAlbums.sku, sku))
      if (!album) return undefined
      const tracks = await db
        .select()
        .from(enterpriseTracks)
        .where(eq(enterpriseTracks.albumId, album.id))
        .orderBy(asc(enterpriseTracks.sort))
      return { album, tracks }
    }
  }
}
export type EnterpriseRepo = ReturnType<typeof enterpriseRepo>
