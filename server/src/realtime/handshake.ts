/**
 * The one signed handshake of both sockets (issue 30 item 5): the play-progress socket's init (`GET /ws`,
 * ./socket.ts) and the live chat's join (`GET /ws/live`, routes/live/chat.ts). The first message carries the
 * fields it is about, a `timestamp` within the signing window, a fresh `nonce`, the user's `token` and `userId`,
 * and `sign` = signSocketInit(every field but `sign`), as the app computes it (src/protocol/signature). Checked in
 * this order, each failure with its code: the window (4012), the signature (4013), the nonce never seen on any
 * process (4014), the token naming that user (1100).
 */
import { ErrorCode } from '@app/protocol/errors'
import { SIGN_WINDOW_SECONDS, signSocketInit } from '@app/protocol/signature'
import type { AppContext } from '../context'
import type { UserRow } from '../db/repos/users'
import type { MessageKey } from '../i18n'

export type Handshake =
  | { ok: true; user: UserRow }
  | { ok: false; code: number; /** the server text of the code, for the chat's translated error */ key: MessageKey }

const refuse = (code: number, key: MessageKey): Handshake => ({ ok: false, code, key })

export async function checkHandshake(
  ctx: Pick<AppContext, 'now' | 'signKey' | 'nonces' | 'repos'>,
  /** Every field of the message but `sign` (timestamp and nonce among them). */
  fields: Record<string, string | number> & { timestamp: string | number; nonce: string },
  claim: { sign: string; token: string; userId: number }
): Promise<Handshake> {
  const now = ctx.now()
  if (Math.abs(Math.floor(now / 1000) - Number(fields.timestamp)) > SIGN_WINDOW_SECONDS)
    return refuse(ErrorCode.SIGNATURE_EXPIRED, 'signatureExpired')
  if (signSocketInit(fields, ctx.signKey) !== claim.sign) return refuse(ErrorCode.SIGNATURE_INVALID, 'signatureInvalid')
  if (!(await ctx.nonces.remember(fields.nonce, Number(fields.timestamp), now)))
    return refuse(ErrorCode.NONCE_REPLAYED, 'nonceReplayed')
  const user = await ctx.repos.tokens.resolve(claim.token, now)
  if (!user || user.id !== claim.userId) return refuse(ErrorCode.NOT_LOGGED_IN, 'notLoggedIn')
  return { ok: true, user }
}
