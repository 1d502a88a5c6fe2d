import { randomBytes } from 'node:crypto'

/** `JX` + UTC date + 12 random hex digits: unguessable, sortable by day, readable to support staff. */
export function newOrderNo(now: number): string {
  const d = new Date(now)
  const ymd = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`
  return `JX${ymd}${randomBytes(6).toString('hex').toUpperCase()}`
}
