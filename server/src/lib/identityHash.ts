/**
 * Keyed hashes of login identities (HMAC-SHA256 with the server's identity key, IDENTITY_HASH_KEY). Account
 * deletion keeps these for the identities it releases, and an accepted invitation for the invitee's identities
 * (spent_identities), so an identity that comes back in a new account is recognised without the server keeping
 * the e-mail address, mobile number or open id itself; without the key the hashes cannot be tested against a
 * list of guessed addresses.
 */
import { createHmac } from 'node:crypto'

export interface IdentityFields {
  email: string | null
  nationcode: string | null
  mobile: string | null
  wechatOpenid: string | null
  lineId: string | null
  facebookId: string | null
}

/** The hashes of every identity the user holds (the same identity always gives the same hash). */
export function identityHashes(key: string, u: IdentityFields): string[] {
  const parts: string[] = []
  if (u.email) parts.push(`email:${u.email.trim().toLowerCase()}`)
  if (u.mobile) parts.push(`mobile:${(u.nationcode ?? '86').replace(/^\+/, '')}:${u.mobile.replace(/^0+/, '')}`)
  if (u.wechatOpenid) parts.push(`wechat:${u.wechatOpenid}`)
  if (u.lineId) parts.push(`line:${u.lineId}`)
  if (u.facebookId) parts.push(`facebook:${u.facebookId}`)
  return parts.map((p) => createHmac('sha256', key).update(p).digest('hex'))
}
