/**
 * The Dreamspell / 13-Moon count, as the Foundation for the Law of Time publishes it.
 *
 * Pure TypeScript: no Taro, React, Node or DOM, and no `Date` in any derivation. Every calculation is integer day
 * arithmetic on a "Dreamspell day number" in which every Gregorian year has exactly 365 days:
 *
 *     N(y, m, d) = 365·y + (day of year in a non-leap year)      (29 February shares 28 February's number)
 *
 * so 29 February is never counted ("0.0 Hunab Ku"), the same date a year later is 365 ≡ 105 (mod 260) kin further,
 * and 1 March is always kin(28 February) + 1. The count is anchored on 25 December 2010 = Kin 1; the other published
 * anchors (26 Jul 2013 = Kin 164, 26 Jul 1987 = Kin 34, 21 Dec 2012 = Kin 207) follow and are checked by the tests.
 *
 * The 13-moon year starts on 26 July (Magnetic Moon, day 1); 13 moons × 28 days = 364 days end on 24 July
 * (Cosmic Moon, day 28); 25 July is the Day Out of Time (it has a kin but no moon date); 29 February (in the 13-moon
 * year that started the previous July) is 0.0 Hunab Ku, outside the moons as well.
 */

// ---------------------------------------------------------------------------------------------------------------
// Types

export type SealColor = 'red' | 'white' | 'blue' | 'yellow'
/** Castle colours: the four seal colours plus green (the fifth, central castle). */
export type CastleColor = SealColor | 'green'

export type MoonDate =
  { type: 'moon'; moon: number /* 1..13 */; day: number /* 1..28 */ } | { type: 'dayOutOfTime' } | { type: 'hunabKu' }

/** The oracle of a kin, every entry a kin number 1..260 (the destiny is the kin itself). */
export interface Oracle {
  guide: number
  analog: number
  antipode: number
  occult: number
}

export interface KinInfo {
  /** 1..260 */
  kin: number
  /** 1..20 (1 Red Dragon … 20 Yellow Sun) */
  seal: number
  /** 1..13 (1 Magnetic … 13 Cosmic) */
  tone: number
  color: SealColor
  /** 1..20, named after the seal of its first kin (see {@link wavespellSeal}) */
  wavespell: number
  /** 1..5 (red, white, blue, yellow, green; see {@link castleColor}) */
  castle: number
  oracle: Oracle
}

export interface DreamspellResult extends KinInfo {
  /** The normalised input date, 'YYYY-MM-DD'. */
  date: string
  moonDate: MoonDate
  isHunabKu: boolean
  /** The Gregorian year in which this date's 13-moon year started (on 26 July). */
  thirteenMoonYear: number
}

export interface IsoDate {
  year: number
  month: number
  day: number
}

export interface MoonDay {
  /** 'YYYY-MM-DD' */
  date: string
  moon: number
  /** 1..28; null only for the 29 February (Hunab Ku) entry when asked for with `includeHunabKu`. */
  day: number | null
  kin: number
  isHunabKu: boolean
}

// ---------------------------------------------------------------------------------------------------------------
// Validation

export const MIN_YEAR = 1900
export const MAX_YEAR = 2100

export type DreamspellDateErrorCode = 'FORMAT' | 'INVALID_DATE' | 'OUT_OF_RANGE' | 'INVALID_ARGUMENT'

/** Thrown for malformed, impossible (2001-02-29, 2023-13-01) or out-of-range (outside 1900–2100) dates. */
export class DreamspellDateError extends Error {
  readonly code: DreamspellDateErrorCode
  readonly input: string
  constructor(code: DreamspellDateErrorCode, input: unknown, message: string) {
    super(message)
    // keep `instanceof` working when a bundler down-levels classes to ES5
    Object.setPrototypeOf(this, DreamspellDateError.prototype)
    this.name = 'DreamspellDateError'
    this.code = code
    this.input = String(input)
  }
}

export function isDreamspellDateError(e: unknown): e is DreamspellDateError {
  return e instanceof DreamspellDateError || (!!e && (e as { name?: unknown }).name === 'DreamspellDateError')
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
/** Day-of-year offsets (0-based) of each month's first day in a 365-day year. */
const MONTH_START = MONTH_DAYS.reduce<number[]>((acc, _n, i) => {
  acc.push(i === 0 ? 0 : acc[i - 1] + MONTH_DAYS[i - 1])
  return acc
}, [])

export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : MONTH_DAYS[month - 1]
}

const ISO_RE = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * Strictly parse 'YYYY-MM-DD' (zero-padded, no time part). Throws {@link DreamspellDateError} with code
 * 'FORMAT', 'INVALID_DATE' (e.g. 2001-02-29, 1900-02-29, 2023-13-01, 2023-04-31) or 'OUT_OF_RANGE' (year outside
 * 1900–2100).
 */
export function parseIsoDate(input: string): IsoDate {
  const m = typeof input === 'string' ? ISO_RE.exec(input) : null
  if (!m) throw new DreamspellDateError('FORMAT', input, `Expected a date as YYYY-MM-DD, got ${JSON.stringify(input)}`)
  const year = Number(m[1])
  const month = Number(m[2])
  const day = Number(m[3])
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new DreamspellDateError('INVALID_DATE', input, `No such date: ${input}`)
  }
  if (year < MIN_YEAR || year > MAX_YEAR) {
    throw new DreamspellDateError('OUT_OF_RANGE', input, `Date ${input} is outside ${MIN_YEAR}–${MAX_YEAR}`)
  }
  return { year, month, day }
}

/** True if `input` is a valid 'YYYY-MM-DD' date within 1900–2100. */
export function isValidIsoDate(input: string): boolean {
  try {
    parseIsoDate(input)
    return true
  } catch {
    return false
  }
}

function pad(n: number, width: number): string {
  let s = String(n)
  while (s.length < width) s = '0' + s
  return s
}

export function formatIsoDate(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`
}

/** The calendar date of a JS Date in the device's local time zone (for "today"); the only local-time helper. */
export function localIsoDate(d: Date): string {
  return formatIsoDate(d.getFullYear(), d.getMonth() + 1, d.getDate())
}

/** The calendar date of a JS Date in UTC. */
export function utcIsoDate(d: Date): string {
  return formatIsoDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate())
}

// ---------------------------------------------------------------------------------------------------------------
// Day arithmetic

function mod(a: number, n: number): number {
  return ((a % n) + n) % n
}

function assertInt(name: string, v: number, lo: number, hi: number): void {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < lo || v > hi) {
    throw new DreamspellDateError('INVALID_ARGUMENT', v, `${name} must be an integer in ${lo}..${hi}, got ${v}`)
  }
}

/** The 365-day-year day number; 29 February gets 28 February's number. */
function dayNumber(year: number, month: number, day: number): number {
  const d = month === 2 && day === 29 ? 28 : day
  return 365 * year + MONTH_START[month - 1] + d - 1
}

/** Inverse of {@link dayNumber} (never yields 29 February). */
function dateOfDayNumber(n: number): IsoDate {
  const year = Math.floor(n / 365)
  let doy = n - 365 * year
  let month = 1
  while (doy >= MONTH_DAYS[month - 1]) {
    doy -= MONTH_DAYS[month - 1]
    month++
  }
  return { year, month, day: doy + 1 }
}

/** Anchor: 25 December 2010 = Kin 1. */
const ANCHOR = dayNumber(2010, 12, 25)

function kinOfDayNumber(n: number): number {
  return mod(n - ANCHOR, 260) + 1
}

// ---------------------------------------------------------------------------------------------------------------
// Kin anatomy

export const SEAL_COLORS: readonly SealColor[] = ['red', 'white', 'blue', 'yellow']
export const CASTLE_COLORS: readonly CastleColor[] = ['red', 'white', 'blue', 'yellow', 'green']

export function toneOf(kin: number): number {
  return mod(kin - 1, 13) + 1
}

export function sealOf(kin: number): number {
  return mod(kin - 1, 20) + 1
}

/** Colour of a seal 1..20: red, white, blue, yellow repeating from seal 1 (Red Dragon). */
export function sealColor(seal: number): SealColor {
  return SEAL_COLORS[mod(seal - 1, 4)]
}

/** The unique kin 1..260 with the given seal 1..20 and tone 1..13 (Chinese remainder: 20 and 13 are coprime). */
export function kinOf(seal: number, tone: number): number {
  assertInt('seal', seal, 1, 20)
  assertInt('tone', tone, 1, 13)
  // kin ≡ seal (mod 20) and kin ≡ tone (mod 13). 40 ≡ 1 (mod 13) and ≡ 0 (mod 20); 221 ≡ 1 (mod 20) and ≡ 0 (mod 13).
  return mod(40 * tone + 221 * seal - 1, 260) + 1
}

/** Wavespell 1..20 of a kin: 13 kin each. */
export function wavespellOf(kin: number): number {
  return Math.floor((kin - 1) / 13) + 1
}

/** The seal a wavespell is named after: the seal of its first (Magnetic) kin. Wavespell 1 → 1 Red Dragon, 2 → 14 White Wizard … */
export function wavespellSeal(wavespell: number): number {
  assertInt('wavespell', wavespell, 1, 20)
  return sealOf((wavespell - 1) * 13 + 1)
}

/** Castle 1..5 of a kin: 52 kin (four wavespells) each. */
export function castleOf(kin: number): number {
  return Math.floor((kin - 1) / 52) + 1
}

/** Castle colour: 1 red (Eastern, Turning), 2 white (Northern, Crossing), 3 blue (Western, Burning), 4 yellow (Southern, Giving), 5 green (Central, Enchantment). */
export function castleColor(castle: number): CastleColor {
  assertInt('castle', castle, 1, 5)
  return CASTLE_COLORS[castle - 1]
}

/** The castle's first and last kin. */
export function castleRange(castle: number): { first: number; last: number } {
  assertInt('castle', castle, 1, 5)
  return { first: (castle - 1) * 52 + 1, last: castle * 52 }
}

/** The wavespell's first and last kin. */
export function wavespellRange(wavespell: number): { first: number; last: number } {
  assertInt('wavespell', wavespell, 1, 20)
  return { first: (wavespell - 1) * 13 + 1, last: wavespell * 13 }
}

/** Guide seal offset by tone: 0 for 1/6/11, −8 for 2/7/12, +4 for 3/8/13, −4 for 4/9, +8 for 5/10. */
const GUIDE_SHIFT = [0, -8, 4, -4, 8]

export function oracleOf(kin: number): Oracle {
  assertInt('kin', kin, 1, 260)
  const seal = sealOf(kin)
  const tone = toneOf(kin)
  // Analog: same tone, seals sum to 19 mod 20 (seal 20 counts as 0): Dragon 1 ↔ Mirror 18, Sun 20 ↔ Storm 19.
  const analogSeal = mod(19 - seal, 20) || 20
  // Guide: same tone, same colour (shifts are multiples of 4), seal moved by the tone's offset.
  const guideSeal = mod(seal - 1 + GUIDE_SHIFT[(tone - 1) % 5], 20) + 1
  return {
    guide: kinOf(guideSeal, tone),
    analog: kinOf(analogSeal, tone),
    antipode: mod(kin + 130 - 1, 260) + 1,
    occult: 261 - kin
  }
}

/** Seal, tone, colour, wavespell, castle and oracle of a kin 1..260. */
export function kinInfo(kin: number): KinInfo {
  assertInt('kin', kin, 1, 260)
  const seal = sealOf(kin)
  return {
    kin,
    seal,
    tone: toneOf(kin),
    color: sealColor(seal),
    wavespell: wavespellOf(kin),
    castle: castleOf(kin),
    oracle: oracleOf(kin)
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Dates

/** The kin of a date (29 February has the kin of 28 February). */
export function kinOfDate(date: string): number {
  const { year, month, day } = parseIsoDate(date)
  return kinOfDayNumber(dayNumber(year, month, day))
}

function yearStartOf(p: IsoDate): number {
  return p.month > 7 || (p.month === 7 && p.day >= 26) ? p.year : p.year - 1
}

/** The Gregorian year in which the date's 13-moon year started on 26 July (25 July belongs to the year that ends). */
export function thirteenMoonYearOf(date: string): number {
  return yearStartOf(parseIsoDate(date))
}

function moonDateOfParts(p: IsoDate): MoonDate {
  if (p.month === 2 && p.day === 29) return { type: 'hunabKu' }
  if (p.month === 7 && p.day === 25) return { type: 'dayOutOfTime' }
  const offset = dayNumber(p.year, p.month, p.day) - dayNumber(yearStartOf(p), 7, 26) // 0..363
  return { type: 'moon', moon: Math.floor(offset / 28) + 1, day: (offset % 28) + 1 }
}

/** The 13-moon date: moon 1..13 and day 1..28, or the Day Out of Time (25 July), or Hunab Ku (29 February). */
export function moonDateOf(date: string): MoonDate {
  return moonDateOfParts(parseIsoDate(date))
}

/** The full Dreamspell signature of a 'YYYY-MM-DD' date (1900–2100). */
export function dreamspell(date: string): DreamspellResult {
  const p = parseIsoDate(date)
  const kin = kinOfDayNumber(dayNumber(p.year, p.month, p.day))
  const moonDate = moonDateOfParts(p)
  return {
    ...kinInfo(kin),
    date: formatIsoDate(p.year, p.month, p.day),
    moonDate,
    isHunabKu: moonDate.type === 'hunabKu',
    thirteenMoonYear: yearStartOf(p)
  }
}

/** 13-moon years whose dates the helpers accept: the one that started in 1899 (its Jan–Jul lies in 1900) … 2100. */
export const MIN_YEAR_START = MIN_YEAR - 1
export const MAX_YEAR_START = MAX_YEAR

function checkYearStart(yearStart: number): void {
  assertInt('yearStart', yearStart, MIN_YEAR_START, MAX_YEAR_START)
}

function moonDayNumber(yearStart: number, moon: number, day: number): number {
  return dayNumber(yearStart, 7, 26) + (moon - 1) * 28 + (day - 1)
}

/**
 * The Gregorian date of moon `moon` (1..13), day `day` (1..28) of the 13-moon year that started on 26 July
 * `yearStart`. Dates of the 13-moon year that started in 2100 may fall in 2101 (the last moons).
 */
export function dateOfMoonDay(yearStart: number, moon: number, day: number): string {
  checkYearStart(yearStart)
  assertInt('moon', moon, 1, 13)
  assertInt('day', day, 1, 28)
  const p = dateOfDayNumber(moonDayNumber(yearStart, moon, day))
  return formatIsoDate(p.year, p.month, p.day)
}

/** The Day Out of Time (25 July) that ends the 13-moon year started in `yearStart`. */
export function dayOutOfTimeOf(yearStart: number): string {
  checkYearStart(yearStart)
  return formatIsoDate(yearStart + 1, 7, 25)
}

/** The Galactic Signature of the year (the "year bearer"): the kin of its first day, 26 July `yearStart`. */
export function yearKin(yearStart: number): number {
  checkYearStart(yearStart)
  return kinOfDayNumber(dayNumber(yearStart, 7, 26))
}

/** The 29 February of the 13-moon year started in `yearStart`, if it has one; it always falls in moon 8 (Galactic). */
export function hunabKuOf(yearStart: number): string | null {
  checkYearStart(yearStart)
  return isLeapYear(yearStart + 1) ? formatIsoDate(yearStart + 1, 2, 29) : null
}

/**
 * The 28 days of a moon with their Gregorian dates and kin. With `includeHunabKu`, a 29 February falling inside the
 * moon is inserted after 28 February as an extra entry (`day: null`, `isHunabKu: true`, the kin of 28 February).
 */
export function moonMonthDays(yearStart: number, moon: number, options: { includeHunabKu?: boolean } = {}): MoonDay[] {
  checkYearStart(yearStart)
  assertInt('moon', moon, 1, 13)
  const out: MoonDay[] = []
  for (let day = 1; day <= 28; day++) {
    const n = moonDayNumber(yearStart, moon, day)
    const p = dateOfDayNumber(n)
    const kin = kinOfDayNumber(n)
    out.push({ date: formatIsoDate(p.year, p.month, p.day), moon, day, kin, isHunabKu: false })
    if (options.includeHunabKu && p.month === 2 && p.day === 28 && isLeapYear(p.year)) {
      out.push({ date: formatIsoDate(p.year, 2, 29), moon, day: null, kin, isHunabKu: true })
    }
  }
  return out
}

/** Move `delta` moons from (yearStart, moon), crossing 13-moon years; null if it leaves 1899..2100. */
export function shiftMoon(yearStart: number, moon: number, delta: number): { yearStart: number; moon: number } | null {
  checkYearStart(yearStart)
  assertInt('moon', moon, 1, 13)
  const idx = yearStart * 13 + (moon - 1) + Math.trunc(delta)
  const y = Math.floor(idx / 13)
  if (y < MIN_YEAR_START || y > MAX_YEAR_START) return null
  return { yearStart: y, moon: mod(idx, 13) + 1 }
}

/** Add `days` calendar days to a date (real Gregorian days, 29 February included); throws if it leaves 1900–2100. */
export function addDays(date: string, days: number): string {
  const p = parseIsoDate(date)
  const z = daysFromCivil(p.year, p.month, p.day) + Math.trunc(days)
  const r = civilFromDays(z)
  const out = formatIsoDate(r.year, r.month, r.day)
  parseIsoDate(out)
  return out
}

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's algorithm; integer only). */
function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y
  const era = Math.floor(yy / 400)
  const yoe = yy - era * 400
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy
  return era * 146097 + doe - 719468
}

function civilFromDays(z0: number): IsoDate {
  const z = z0 + 719468
  const era = Math.floor(z / 146097)
  const doe = z - era * 146097
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365)
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100))
  const mp = Math.floor((5 * doy + 2) / 153)
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1
  const month = mp < 10 ? mp + 3 : mp - 9
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day }
}
