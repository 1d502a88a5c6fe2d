/** Password hashing (scrypt), token generation and hashing. */
import { createHash, createHmac, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto'

const N = 16384,
  R = 8,
  P = 1,
  KEYLEN = 32

function scryptAsync(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEYLEN, { N, r: R, p: P }, (err, key) => (err ? reject(err) : resolve(key)))
  )
}

/** `scrypt$N$r$p$salt$hash`, base64 parts: the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await scryptAsync(password, salt)
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false
  const [alg, n, r, p, salt, hash] = stored.split('$')
  if (alg !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64')
  const key = await new Promise<Buffer>((resolve, reject) =>
    scrypt(password, Buffer.from(salt, 'base64'), expected.length, { N: +n, r: +r, p: +p }, (err, k) =>
      err ? reject(err) : resolve(k)
    )
  )
  return timingSafeEqual(key, expected)
}

/** A random 256-bit session token (hex). */
export function newToken(): string {
  return randomBytes(32).toString('hex')
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

/** Hex HMAC-SHA256 of `text` under `key`. */
export function hmacSha256(key: string, text: string): string {
  return createHmac('sha256', key).update(text).digest('hex')
}

/** A 6-digit one-time code. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}
