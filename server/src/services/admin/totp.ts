/** Operator one-time codes (TOTP, RFC 6238, otplib 13's functional API): ±1 step, and each step used once. */
import { generate, generateSecret, generateURI, verify } from 'otplib'

const ISSUER = 'Jingxin Console'

export function newTotpSecret(): string {
  return generateSecret()
}

export function otpauthUri(email: string, secret: string): string {
  return generateURI({ issuer: ISSUER, label: email, secret })
}

/** The current code of a secret (the create-owner script and tests). */
export function totpNow(secret: string, nowMs = Date.now()): Promise<string> {
  return generate({ secret, epoch: Math.floor(nowMs / 1000) })
}

/**
 * Checks a code at `nowMs`; returns the time step it belongs to, or null. `lastStep` is the operator's last
 * accepted step: that step and earlier ones are refused (a code works once).
 */
export async function checkTotp(
  secret: string,
  token: string,
  nowMs: number,
  lastStep: number | null
): Promise<number | null> {
  if (!/^\d{6}$/.test(token)) return null
  const r = await verify({
    secret,
    token,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: 30,
    ...(lastStep != null ? { afterTimeStep: lastStep } : {})
  })
  // a TOTP result carries its time step (the HOTP side of the union does not)
  return r.valid ? ((r as { timeStep?: number }).timeStep ?? null) : null
}
