/**
 * TypeBox schema of the invitation summary (./invite lists the routes and keeps the app's runtime-free view). The
 * server answers GET /v3/get/invite/gold through it (a response schema: a field not named here is never sent, and
 * server/test/gold.test.ts checks the handler's own value against it made strict); the app imports only its
 * `Static` type (./invite re-exports it as a type), so TypeBox is not bundled into it (issue 30 item 2).
 */
import { Type, type Static } from '@sinclair/typebox'

/** GET /v3/get/invite/gold → my learning gold and invitation summary (login required). */
export const InviteGoldDTO = Type.Object({
  /** The learning-gold balance (sum of the ledger). */
  balance: Type.Integer(),
  /** Friends who accepted my invitation. */
  invited: Type.Integer(),
  /** Gold earned by invitations. */
  earned: Type.Integer(),
  /** Gold per accepted friend (setting invite_reward_gold). */
  reward_per_invite: Type.Integer(),
  /** Hours after sign-up within which an invite counts. */
  signup_window_hours: Type.Integer(),
  /** Rewarded invitations per inviter per rolling 24 hours; later ones are recorded with 0 gold. */
  rewarded_per_day: Type.Integer()
})
export type InviteGoldDTO = Static<typeof InviteGoldDTO>
