/**
 * Enterprise group invite codes: 12 characters of an alphabet without look-alikes (no 0/O, no 1/I), about 60 bits,
 * so with the per-account and per-IP try limits (RateLimits.groupCodePer*) no code is found by guessing. Codes are
 * compared upper-cased, so they can be typed in any case.
 */
import { randomBytes } from 'node:crypto'

export const GROUP_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
export const GROUP_CODE_LENGTH = 12

/** A fresh random code (32 letters divide 256, so `byte % 32` is unbiased). */
export function newGroupCode(): string {
  return Array.from(randomBytes(GROUP_CODE_LENGTH), (b) => GROUP_CODE_ALPHABET[b % GROUP_CODE_ALPHABET.length]).join('')
}
