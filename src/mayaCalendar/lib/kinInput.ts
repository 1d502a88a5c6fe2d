/**
 * The "add a person" form's rules, shared by the app and the server (server/src/routes/maya/kins.ts
 * imports this file) so the two cannot drift. Pure TypeScript.
 *
 * - name: required after trimming; at most 20 "characters" counting non-ASCII as two (spec §5);
 * - birthday: a real 'YYYY-MM-DD' date within 1900–2100 (the range `dreamspell()` accepts).
 */
import { formatIsoDate, isDreamspellDateError, parseIsoDate } from './dreamspell'

export const KIN_NAME_MAX = 20
/** How many people one account (or one device, logged out) may keep. */
export const MAX_KINS = 100

export type KinNameError = 'nameRequired' | 'nameTooLong'
export type KinDateError = 'dateRequired' | 'dateFormat' | 'dateInvalid' | 'dateRange'

export interface KinInput {
  name: string
  birthday: string
}

export interface KinInputErrors {
  name?: KinNameError
  birthday?: KinDateError
}

/** Spec §5: string length counts non-ASCII characters as two (same rule as src/utils/validators `displayLength`). */
export function displayLength(value: string): number {
  let n = 0
  for (const ch of String(value ?? '')) n += ch.charCodeAt(0) > 0x7f ? 2 : 1
  return n
}

export function normaliseKinName(name: string): string {
  return String(name ?? '')
    .trim()
    .replace(/\s+/g, ' ')
}

/**
 * Accept what people type: '2000-2-29', '2000/02/29', '2000.2.29' (and surrounding spaces) become '2000-02-29'.
 * Anything else is returned trimmed, unchanged, for the validator to reject.
 */
export function normaliseBirthday(input: string): string {
  const s = String(input ?? '').trim()
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(s)
  return m ? formatIsoDate(Number(m[1]), Number(m[2]), Number(m[3])) : s
}

export function validateKinName(name: string): KinNameError | undefined {
  const n = normaliseKinName(name)
  if (!n) return 'nameRequired'
  if (displayLength(n) > KIN_NAME_MAX) return 'nameTooLong'
  return undefined
}

export function validateBirthday(input: string): KinDateError | undefined {
  const d = normaliseBirthday(input)
  if (!d) return 'dateRequired'
  try {
    parseIsoDate(d)
    return undefined
  } catch (e) {
    if (!isDreamspellDateError(e)) throw e
    if (e.code === 'OUT_OF_RANGE') return 'dateRange'
    if (e.code === 'INVALID_DATE') return 'dateInvalid'
    return 'dateFormat'
  }
}

/** Both fields' errors (empty object when the input is acceptable). */
export function validateKinInput(input: KinInput): KinInputErrors {
  const out: KinInputErrors = {}
  const name = validateKinName(input.name)
  const birthday = validateBirthday(input.birthday)
  if (name) out.name = name
  if (birthday) out.birthday = birthday
  return out
}

/** The input as it is stored: trimmed name, zero-padded date. Call after {@link validateKinInput} passed. */
export function normaliseKinInput(input: KinInput): KinInput {
  return { name: normaliseKinName(input.name), birthday: normaliseBirthday(input.birthday) }
}

/** Two entries are the same person when name (case-insensitive) and birthday match. */
export function kinKey(input: KinInput): string {
  return `${normaliseKinName(input.name).toLowerCase()}|${normaliseBirthday(input.birthday)}`
}

/**
 * Which of `incoming` (a device's local list) to add to `existing` (the account's list) at login: valid entries
 * only, none already present or repeated, and no more than `max` in total. Order of `incoming` is kept.
 */
export function kinsToMerge<T extends KinInput>(
  existing: readonly KinInput[],
  incoming: readonly T[],
  max = MAX_KINS
): T[] {
  const seen = new Set(existing.map(kinKey))
  const out: T[] = []
  for (const k of incoming) {
    if (existing.length + out.length >= max) break
    if (Object.keys(validateKinInput(k)).length) continue
    const key = kinKey(k)
    if (seen.has(key)) continue
    seen.add(key)
    out.push(k)
  }
  return out
}
