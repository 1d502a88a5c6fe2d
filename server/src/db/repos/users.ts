/** Users: lookups by each login identity, creation and profile updates. */
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { Db } from '../client'
import { spentIdentities, users } from '../schema'
import { identityHashes } from '../../lib/identityHash'

export type UserRow = typeof users.$inferSelect
export type Identity =
  | { kind: 'email'; email: string }
  | { kind: 'mobile'; nationcode: string; mobile: string }
  | { kind: 'wechat' | 'line' | 'facebook'; id: string }

function identityWhere(identity: Identity) {
  switch (identity.kind) {
    case 'email':
      return eq(users.email, identity.email)
    case 'mobile':
      return and(eq(users.nationcode, identity.nationcode), eq(users.mobile, identity.mobile))
    case 'wechat':
      return eq(users.wechatOpenid, identity.id)
    case 'line':
      return eq(users.lineId, identity.id)
    case 'facebook':
      return eq(users.facebookId, identity.id)
  }
}

function identityColumns(identity: Identity): Partial<typeof users.$inferInsert> {
  switch (identity.kind) {
    case 'email':
      return { email: identity.email }
    case 'mobile':
      return { nationcode: identity.nationcode, mobile: identity.mobile }
    case 'wechat':
      return { wechatOpenid: identity.id }
    case 'line':
      return { lineId: identity.id }
    case 'facebook':
      return { facebookId: identity.id }
  }
}

/** `identityKey`: the key of the spent identities' hashes (lib/identityHash.ts). */
export function usersRepo(db: Db, identityKey: string) {
  return {
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)))
      return row
    },
    async findBy(identity: Identity): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(identityWhere(identity), isNull(users.deletedAt)))
      return row
    },
    /** Finds the user of this identity or creates one (code login doubles as registration). */
    async findOrCreate(
      identity: Identity,
      extra: Partial<typeof users.$inferInsert> = {}
    ): Promise<{ user: UserRow; created: boolean }> {
      const found = await this.findBy(identity)
      if (found) return { user: found, created: false }
      const [row] = await db
        .insert(users)
        .values({ ...extra, ...identityColumns(identity) })
        .onConflictDoNothing()
        .returning()
      if (row) return { user: row, created: true }
      // Lost a race with a concurrent registration of the same identity: use that row.
      const again = await this.findBy(identity)
      if (!again) throw new Error('user vanished during registration')
      return { user: again, created: false }
    },
    async update(id: number, values: Partial<typeof users.$inferInsert>): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning()
      return row
    },
    /** Binds an identity to a user; false when another user already holds it. */
    async bind(id: number, identity: Identity): Promise<boolean> {
      const owner = await this.findBy(identity)
      if (owner && owner.id !== id) return false
      try {
        await db.update(users).set(identityColumns(identity)).where(eq(users.id, id))
        return true
      } catch (e) {
        if ((e as { code?: string }).code === '23505') return false // unique violation: raced
        throw e
      }
    },
    /**
     * Account deletion: the row stays (orders and logs keep their foreign keys) but every identity is
     * released and personal data is blanked, so the same email or mobile can register again. A keyed hash
     * of each released identity is kept (spent_identities, reason 'deleted'), in the same transaction: an
     * identity that comes back is not a new user for the invitation rewards.
     */
    async anonymise(id: number, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update')
        if (!row) return
        const hashes = identityHashes(identityKey, row)
        if (hashes.length)
          await tx
            .insert(spentIdentities)
            .values(hashes.map((hash) => ({ hash, reason: 'deleted', createdAt: now })))
            .onConflictDoNothing()
        await tx
          .update(users)
          .set({
            deletedAt: now,
            email: null,
            mobile: null,
            nationcode: null,
            wechatOpenid: null,
            wechatOaOpenid: null,
            lineId: null,
            facebookId: null,
            passwordHash: null,
            nickname: '',
            avatar: ''
          })
          .where(eq(users.id, id))
      })
    },
    /** The keyed hashes of the user's identities (spent_identities). */
    identityHashes(user: UserRow): string[] {
      return identityHashes(identityKey, user)
    },
    /** Whether any identity of this user belonged to a deleted account or to an earlier invitee. */
    async holdsSpentIdentity(user: UserRow): Promise<boolean> {
      const hashes = identityHashes(identityKey, user)
      if (!hashes.length) return false
      const [row] = await db
        .select({ hash: spentIdentities.hash })
        .from(spentIdentities)
        .where(inArray(spentIdentities.hash, hashes))
        .limit(1)
      return !!row
    }
  }
}
export type UsersRepo = ReturnType<typeof usersRepo>
