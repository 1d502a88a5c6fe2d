import { test, describe } from 'node:test'
import assert from 'node:assert/strict'
import {
  dreamspell,
  kinInfo,
  kinOf,
  kinOfDate,
  moonDateOf,
  dateOfMoonDay,
  moonMonthDays,
  thirteenMoonYearOf,
  parseIsoDate,
  isValidIsoDate,
  isDreamspellDateError,
  DreamspellDateError,
  addDays,
  shiftMoon,
  yearKin,
  hunabKuOf,
  dayOutOfTimeOf,
  wavespellSeal,
  wavespellRange,
  castleColor,
  castleRange,
  sealColor,
  isLeapYear,
  localIsoDate,
  utcIsoDate,
  type MoonDate
} from './dreamspell'

const LEAP_YEARS = [2000, 2012, 2016, 2020, 2024]
const mod = (a: number, n: number) => ((a % n) + n) % n
const sealOfKin = (k: number) => mod(k - 1, 20) + 1
const toneOfKin = (k: number) => mod(k - 1, 13) + 1

/** Every date 1900-01-01 … 2100-12-31 (computed once). */
const ALL_DATES: string[] = (() => {
  const out: string[] = []
  for (let d = '1900-01-01'; ; d = addDays(d, 1)) {
    out.push(d)
    if (d === '2100-12-31') break
  }
  return out
})()

describe('anchors (Foundation for the Law of Time)', () => {
  test('26 Jul 2013 = Kin 164 Yellow Galactic Seed, Magnetic Moon day 1', () => {
    const r = dreamspell('2013-07-26')
    assert.equal(r.kin, 164)
    assert.equal(r.seal, 4)
    assert.equal(r.tone, 8)
    assert.equal(r.color, 'yellow')
    assert.deepEqual(r.moonDate, { type: 'moon', moon: 1, day: 1 })
  })
  test('26 Jul 1987 = Kin 34 (White Galactic Wizard)', () => {
    const r = dreamspell('1987-07-26')
    assert.equal(r.kin, 34)
    assert.equal(r.seal, 14)
    assert.equal(r.tone, 8)
    assert.equal(r.color, 'white')
  })
  test('21 Dec 2012 = Kin 207 (Blue Crystal Hand)', () => {
    const r = dreamspell('2012-12-21')
    assert.equal(r.kin, 207)
    assert.equal(r.seal, 7)
    assert.equal(r.tone, 12)
    assert.equal(r.color, 'blue')
  })
  test('25 Dec 2010 = Kin 1 (Red Magnetic Dragon)', () => {
    const r = dreamspell('2010-12-25')
    assert.equal(r.kin, 1)
    assert.equal(r.seal, 1)
    assert.equal(r.tone, 1)
    assert.equal(r.color, 'red')
  })
  test('negative control: wrong anchors are NOT reproduced', () => {
    // some public calculators anchor 26 Jul 1987 at Kin 1, or count 29 Feb; neither may leak in
    assert.notEqual(kinOfDate('1987-07-26'), 1)
    assert.notEqual(kinOfDate('2013-07-26'), 165)
    assert.notEqual(kinOfDate('2013-07-26'), 163)
    assert.notEqual(kinOfDate('2012-12-21'), 206)
    // a date counting the real number of days (leap days included) from 25 Dec 2010 would give Kin 2 on 25 Dec 2012
    assert.notEqual(kinOfDate('2012-12-25'), 2)
    assert.equal(kinOfDate('2012-12-25'), mod(1 + 2 * 105 - 1, 260) + 1)
  })
})

describe('published oracles', () => {
  // [destiny, guide, analog, antipode, occult]
  const cases: Array<[number, number, number, number, number, string]> = [
    [
      1,
      1,
      118,
      131,
      260,
      'Red Magnetic Dragon: itself, White Magnetic Mirror, Blue Magnetic Monkey, Yellow Cosmic Sun'
    ],
    [
      34,
      138,
      125,
      164,
      227,
      'White Galactic Wizard: White Galactic Mirror, Red Galactic Serpent, Yellow Galactic Seed, Blue Rhythmic Hand'
    ],
    [
      164,
      8,
      255,
      34,
      97,
      'Yellow Galactic Seed: Yellow Galactic Star, Blue Galactic Eagle, White Galactic Wizard, Red Rhythmic Earth'
    ],
    [
      207,
      259,
      12,
      77,
      54,
      'Blue Crystal Hand: Blue Crystal Storm, Yellow Crystal Human, Red Crystal Moon, White Lunar Wizard'
    ],
    [
      260,
      104,
      39,
      130,
      1,
      'Yellow Cosmic Sun: Yellow Cosmic Seed, Blue Cosmic Storm, White Cosmic Dog, Red Magnetic Dragon'
    ]
  ]
  for (const [kin, guide, analog, antipode, occult, label] of cases) {
    test(`Kin ${kin} ${label}`, () => {
      assert.deepEqual(kinInfo(kin).oracle, { guide, analog, antipode, occult })
    })
  }
  test('analog seal pairs sum to 19 mod 20 (Sun counts as 0)', () => {
    const analogSeal = (seal: number) => sealOfKin(kinInfo(kinOf(seal, 1)).oracle.analog)
    const pairs: Array<[number, number]> = [
      [1, 18],
      [2, 17],
      [3, 16],
      [9, 10],
      [19, 20]
    ]
    for (const [a, b] of pairs) {
      assert.equal(analogSeal(a), b)
      assert.equal(analogSeal(b), a)
    }
  })
})

describe('kin anatomy', () => {
  test('kinOf is the inverse of (seal, tone) for all 260 kin', () => {
    for (let k = 1; k <= 260; k++) assert.equal(kinOf(sealOfKin(k), toneOfKin(k)), k)
  })
  test('every kin: seal, tone, colour, wavespell, castle are consistent', () => {
    for (let k = 1; k <= 260; k++) {
      const i = kinInfo(k)
      assert.equal(i.seal, sealOfKin(k))
      assert.equal(i.tone, toneOfKin(k))
      assert.equal(i.color, ['red', 'white', 'blue', 'yellow'][(i.seal - 1) % 4])
      assert.equal(i.wavespell, Math.floor((k - 1) / 13) + 1)
      assert.equal(i.castle, Math.floor((k - 1) / 52) + 1)
    }
  })
  test('every kin: oracle rules', () => {
    for (let k = 1; k <= 260; k++) {
      const i = kinInfo(k)
      const { guide, analog, antipode, occult } = i.oracle
      for (const m of [guide, analog, antipode, occult]) assert.ok(m >= 1 && m <= 260)
      // guide: same tone, same colour, seal shifted by the tone's offset
      assert.equal(toneOfKin(guide), i.tone)
      assert.equal(sealColor(sealOfKin(guide)), i.color)
      const shift = [0, -8, 4, -4, 8][(i.tone - 1) % 5]
      assert.equal(sealOfKin(guide), mod(i.seal - 1 + shift, 20) + 1)
      if ([1, 6, 11].includes(i.tone)) assert.equal(guide, k)
      // analog: same tone, seals sum to 19 mod 20
      assert.equal(toneOfKin(analog), i.tone)
      assert.equal(mod(i.seal + sealOfKin(analog), 20), 19)
      // antipode: kin + 130, seals differ by 10, same tone
      assert.equal(antipode, mod(k + 130 - 1, 260) + 1)
      assert.equal(mod(sealOfKin(antipode) - i.seal, 20), 10)
      assert.equal(toneOfKin(antipode), i.tone)
      // occult: 261 − kin, seals sum to 21, tones sum to 14
      assert.equal(occult, 261 - k)
      assert.equal(i.seal + sealOfKin(occult), 21)
      assert.equal(i.tone + toneOfKin(occult), 14)
      // symmetric relations
      assert.equal(kinInfo(analog).oracle.analog, k)
      assert.equal(kinInfo(antipode).oracle.antipode, k)
      assert.equal(kinInfo(occult).oracle.occult, k)
    }
  })
  test('wavespell boundaries and names', () => {
    assert.equal(kinInfo(1).wavespell, 1)
    assert.equal(kinInfo(13).wavespell, 1)
    assert.equal(kinInfo(14).wavespell, 2)
    assert.equal(kinInfo(52).wavespell, 4)
    assert.equal(kinInfo(53).wavespell, 5)
    assert.equal(kinInfo(260).wavespell, 20)
    assert.deepEqual(wavespellRange(2), { first: 14, last: 26 })
    // named after the first kin's seal: Dragon, Wizard, Hand, Sun, Skywalker, World-Bridger, Storm, Human, Serpent, Mirror …
    const expected = [1, 14, 7, 20, 13, 6, 19, 12, 5, 18, 11, 4, 17, 10, 3, 16, 9, 2, 15, 8]
    for (let w = 1; w <= 20; w++) assert.equal(wavespellSeal(w), expected[w - 1])
    assert.equal(new Set(expected).size, 20)
  })
  test('castle boundaries and colours', () => {
    assert.equal(kinInfo(1).castle, 1)
    assert.equal(kinInfo(13).castle, 1)
    assert.equal(kinInfo(52).castle, 1)
    assert.equal(kinInfo(53).castle, 2)
    assert.equal(kinInfo(104).castle, 2)
    assert.equal(kinInfo(105).castle, 3)
    assert.equal(kinInfo(208).castle, 4)
    assert.equal(kinInfo(209).castle, 5)
    assert.equal(kinInfo(260).castle, 5)
    assert.deepEqual([1, 2, 3, 4, 5].map(castleColor), ['red', 'white', 'blue', 'yellow', 'green'])
    assert.deepEqual(castleRange(5), { first: 209, last: 260 })
  })
  test('kinInfo rejects kin outside 1..260 and non-integers', () => {
    for (const bad of [0, 261, -1, 1.5, NaN]) assert.throws(() => kinInfo(bad), DreamspellDateError)
  })
})

describe('29 February (0.0 Hunab Ku)', () => {
  for (const y of LEAP_YEARS) {
    test(`${y}: Feb 29 has the kin of Feb 28 and is Hunab Ku; Mar 1 = kin(Feb 28) + 1`, () => {
      const feb28 = dreamspell(`${y}-02-28`)
      const feb29 = dreamspell(`${y}-02-29`)
      const mar1 = dreamspell(`${y}-03-01`)
      assert.equal(feb29.kin, feb28.kin)
      assert.equal(feb29.isHunabKu, true)
      assert.deepEqual(feb29.moonDate, { type: 'hunabKu' })
      assert.equal(feb29.thirteenMoonYear, y - 1)
      assert.equal(feb28.isHunabKu, false)
      assert.equal(mar1.isHunabKu, false)
      assert.equal(mar1.kin, mod(feb28.kin, 260) + 1)
      // the moon count skips Hunab Ku: Mar 1 is the day after Feb 28 in the moon too
      assert.equal(feb28.moonDate.type, 'moon')
      const a = feb28.moonDate as Extract<MoonDate, { type: 'moon' }>
      const b = mar1.moonDate as Extract<MoonDate, { type: 'moon' }>
      assert.equal((b.moon - 1) * 28 + b.day, (a.moon - 1) * 28 + a.day + 1)
      assert.equal(a.moon, 8) // Galactic Moon (Feb 28 is moon 8 day 22 in every year)
      assert.equal(a.day, 22)
      // the other results of 29 Feb are those of its kin
      const { date: _d, moonDate: _m, isHunabKu: _h, ...anatomy29 } = feb29
      const { date: _d2, moonDate: _m2, isHunabKu: _h2, ...anatomy28 } = feb28
      assert.deepEqual(anatomy29, anatomy28)
    })
  }
  test('1900 and 2100 are not leap years: their 29 February is an invalid date', () => {
    assert.equal(isLeapYear(1900), false)
    assert.equal(isLeapYear(2100), false)
    assert.equal(isLeapYear(2000), true)
    for (const d of ['1900-02-29', '2100-02-29']) {
      assert.throws(
        () => dreamspell(d),
        (e: unknown) => e instanceof DreamspellDateError && e.code === 'INVALID_DATE'
      )
    }
    assert.equal(dreamspell('1900-03-01').kin, mod(dreamspell('1900-02-28').kin, 260) + 1)
    assert.equal(dreamspell('2100-03-01').kin, mod(dreamspell('2100-02-28').kin, 260) + 1)
  })
  test('2000 (divisible by 400) is leap: 2000-02-29 is valid Hunab Ku', () => {
    assert.equal(dreamspell('2000-02-29').isHunabKu, true)
  })
})

describe('24/25/26 July', () => {
  for (const y of [1900, 1987, 1999, 2000, 2012, 2013, 2023, 2024, 2100]) {
    test(`${y} (${isLeapYear(y) ? 'leap' : 'not leap'})`, () => {
      assert.deepEqual(moonDateOf(`${y}-07-24`), { type: 'moon', moon: 13, day: 28 })
      assert.deepEqual(moonDateOf(`${y}-07-25`), { type: 'dayOutOfTime' })
      assert.deepEqual(moonDateOf(`${y}-07-26`), { type: 'moon', moon: 1, day: 1 })
      const k24 = kinOfDate(`${y}-07-24`)
      const dot = dreamspell(`${y}-07-25`)
      assert.equal(dot.kin, mod(k24, 260) + 1) // the Day Out of Time has a kin
      assert.equal(dot.isHunabKu, false)
      assert.equal(kinOfDate(`${y}-07-26`), mod(dot.kin, 260) + 1)
      assert.equal(thirteenMoonYearOf(`${y}-07-24`), y - 1)
      assert.equal(thirteenMoonYearOf(`${y}-07-25`), y - 1)
      assert.equal(thirteenMoonYearOf(`${y}-07-26`), y)
    })
  }
  test('Day Out of Time is never on 24 July (leap-year off-by-one of some calculators)', () => {
    for (let y = 1900; y <= 2100; y++) assert.notEqual(moonDateOf(`${y}-07-24`).type, 'dayOutOfTime')
  })
})

describe('year boundaries', () => {
  test('Dec 31 → Jan 1 is one kin and one moon day', () => {
    for (let y = 1900; y < 2100; y++) {
      const a = dreamspell(`${y}-12-31`)
      const b = dreamspell(`${y + 1}-01-01`)
      assert.equal(b.kin, mod(a.kin, 260) + 1)
      assert.deepEqual(a.moonDate, { type: 'moon', moon: 6, day: 19 })
      assert.deepEqual(b.moonDate, { type: 'moon', moon: 6, day: 20 })
      assert.equal(a.thirteenMoonYear, y)
      assert.equal(b.thirteenMoonYear, y)
    }
  })
  test('the same date one year later is +105 kin (mod 260), whatever the leap days', () => {
    let n = 0
    for (const d of ALL_DATES) {
      if (d.endsWith('-02-29')) continue
      const next = `${Number(d.slice(0, 4)) + 1}${d.slice(4)}`
      if (next > '2100-12-31') break
      assert.equal(kinOfDate(next), mod(kinOfDate(d) + 105 - 1, 260) + 1, d)
      n++
    }
    assert.equal(n, 200 * 365)
  })
  test('13-moon year bearer (kin of 26 July) advances 105 per year', () => {
    assert.equal(yearKin(2013), 164)
    assert.equal(yearKin(1987), 34)
    for (let y = 1899; y < 2100; y++) assert.equal(yearKin(y + 1), mod(yearKin(y) + 105 - 1, 260) + 1)
  })
})

describe('every date 1900-01-01 … 2100-12-31', () => {
  test('range, consistency and day-to-day progression', () => {
    assert.equal(ALL_DATES.length, 73414) // 201 years, 49 leap days (1900 and 2100 not leap)
    let prev = dreamspell(ALL_DATES[0])
    for (let i = 0; i < ALL_DATES.length; i++) {
      const d = ALL_DATES[i]
      const r = i === 0 ? prev : dreamspell(d)
      assert.ok(r.kin >= 1 && r.kin <= 260, d)
      assert.equal(r.seal, sealOfKin(r.kin))
      assert.equal(r.tone, toneOfKin(r.kin))
      assert.equal(r.color, sealColor(r.seal))
      assert.ok(r.wavespell >= 1 && r.wavespell <= 20 && r.castle >= 1 && r.castle <= 5)
      assert.equal(r.date, d)
      assert.equal(r.oracle.occult, 261 - r.kin)
      assert.equal(toneOfKin(r.oracle.guide), r.tone)
      assert.equal(sealColor(sealOfKin(r.oracle.guide)), r.color)
      assert.equal(mod(r.seal + sealOfKin(r.oracle.analog), 20), 19)
      assert.equal(mod(sealOfKin(r.oracle.antipode) - r.seal, 20), 10)
      const md = r.moonDate
      if (md.type === 'moon') {
        assert.ok(md.moon >= 1 && md.moon <= 13 && md.day >= 1 && md.day <= 28, d)
        assert.equal(dateOfMoonDay(r.thirteenMoonYear, md.moon, md.day), d)
      } else if (md.type === 'dayOutOfTime') assert.ok(d.endsWith('-07-25'), d)
      else assert.ok(d.endsWith('-02-29') && r.isHunabKu, d)
      assert.equal(r.isHunabKu, d.endsWith('-02-29'))
      if (i > 0) {
        // kin advances one per day except onto 29 February
        assert.equal(r.kin, r.isHunabKu ? prev.kin : mod(prev.kin, 260) + 1, d)
      }
      prev = r
    }
  })
  test('late-September dates never exceed 260', () => {
    for (let y = 1900; y <= 2100; y++) {
      for (let day = 15; day <= 30; day++) {
        const k = kinOfDate(`${y}-09-${String(day).padStart(2, '0')}`)
        assert.ok(k >= 1 && k <= 260)
      }
    }
    // a date whose kin is 260, and its next day Kin 1 (the wrap point itself)
    const d260 = ALL_DATES.find((d) => d.slice(5, 7) === '09' && kinOfDate(d) === 260)!
    assert.ok(d260)
    assert.equal(kinOfDate(addDays(d260, 1)), 1)
  })
  test('results do not depend on the process time zone', () => {
    const saved = process.env.TZ
    const sample = ['1900-01-01', '2000-02-29', '2013-07-26', '2100-12-31', '1987-07-25']
    try {
      const results = ['UTC', 'Pacific/Kiritimati', 'America/Adak', 'Asia/Taipei'].map((tz) => {
        process.env.TZ = tz
        return sample.map((d) => dreamspell(d))
      })
      for (const r of results) assert.deepEqual(r, results[0])
    } finally {
      if (saved === undefined) delete process.env.TZ
      else process.env.TZ = saved
    }
  })
})

describe('moon helpers', () => {
  test('dateOfMoonDay: 26 July, Dec 31, Jul 24; round trip with moonDateOf', () => {
    assert.equal(dateOfMoonDay(2013, 1, 1), '2013-07-26')
    assert.equal(dateOfMoonDay(2013, 13, 28), '2014-07-24')
    assert.equal(dateOfMoonDay(2023, 8, 22), '2024-02-28')
    assert.equal(dateOfMoonDay(2023, 8, 23), '2024-03-01') // Hunab Ku is skipped
    assert.equal(dateOfMoonDay(1899, 6, 20), '1900-01-01')
    assert.equal(dateOfMoonDay(2100, 13, 28), '2101-07-24') // the last 13-moon year runs into 2101
    for (let y = 1899; y <= 2099; y++) {
      for (let moon = 1; moon <= 13; moon++) {
        for (const day of [1, 14, 28]) {
          const d = dateOfMoonDay(y, moon, day)
          if (d < '1900-01-01') continue // the 13-moon year that started in 1899 is accepted; its 1899 dates are not
          assert.deepEqual(moonDateOf(d), { type: 'moon', moon, day })
          assert.equal(thirteenMoonYearOf(d), y)
        }
      }
    }
  })
  test('dateOfMoonDay validates its arguments', () => {
    for (const [y, m, d] of [
      [1898, 1, 1],
      [2101, 1, 1],
      [2013, 0, 1],
      [2013, 14, 1],
      [2013, 1, 0],
      [2013, 1, 29],
      [2013, 1.5, 1]
    ]) {
      assert.throws(
        () => dateOfMoonDay(y, m, d),
        (e: unknown) => isDreamspellDateError(e) && e.code === 'INVALID_ARGUMENT'
      )
    }
  })
  test('moonMonthDays: 28 consecutive dates with their kin', () => {
    for (const y of [1899, 1999, 2012, 2023, 2100]) {
      for (let moon = 1; moon <= 13; moon++) {
        const days = moonMonthDays(y, moon)
        assert.equal(days.length, 28)
        days.forEach((md, i) => {
          assert.equal(md.day, i + 1)
          assert.equal(md.moon, moon)
          assert.equal(md.date, dateOfMoonDay(y, moon, i + 1))
          if (isValidIsoDate(md.date)) assert.equal(md.kin, kinOfDate(md.date))
          if (i > 0) assert.equal(md.kin, mod(days[i - 1].kin, 260) + 1)
        })
      }
    }
    assert.equal(moonMonthDays(2013, 1)[0].kin, 164)
  })
  test('moonMonthDays with includeHunabKu inserts 29 February into the Galactic Moon of leap years only', () => {
    const withHK = moonMonthDays(2023, 8, { includeHunabKu: true })
    assert.equal(withHK.length, 29)
    const i = withHK.findIndex((d) => d.isHunabKu)
    assert.equal(withHK[i].date, '2024-02-29')
    assert.equal(withHK[i].day, null)
    assert.equal(withHK[i - 1].date, '2024-02-28')
    assert.equal(withHK[i].kin, withHK[i - 1].kin)
    assert.equal(withHK[i + 1].date, '2024-03-01')
    assert.equal(moonMonthDays(2024, 8, { includeHunabKu: true }).length, 28)
    assert.equal(moonMonthDays(2099, 8, { includeHunabKu: true }).length, 28) // 2100 is not leap
    assert.equal(moonMonthDays(1999, 8, { includeHunabKu: true }).length, 29) // 2000 is
    assert.equal(hunabKuOf(2023), '2024-02-29')
    assert.equal(hunabKuOf(2099), null)
    assert.equal(dayOutOfTimeOf(2023), '2024-07-25')
  })
  test('shiftMoon crosses years and stops at the range', () => {
    assert.deepEqual(shiftMoon(2023, 13, 1), { yearStart: 2024, moon: 1 })
    assert.deepEqual(shiftMoon(2024, 1, -1), { yearStart: 2023, moon: 13 })
    assert.deepEqual(shiftMoon(2024, 5, 13), { yearStart: 2025, moon: 5 })
    assert.deepEqual(shiftMoon(2024, 5, -27), { yearStart: 2022, moon: 4 })
    assert.equal(shiftMoon(1899, 1, -1), null)
    assert.equal(shiftMoon(2100, 13, 1), null)
  })
})

describe('input validation', () => {
  test('parseIsoDate accepts valid dates in 1900–2100', () => {
    assert.deepEqual(parseIsoDate('2024-02-29'), { year: 2024, month: 2, day: 29 })
    assert.deepEqual(parseIsoDate('1900-01-01'), { year: 1900, month: 1, day: 1 })
    assert.deepEqual(parseIsoDate('2100-12-31'), { year: 2100, month: 12, day: 31 })
  })
  const cases: Array<[unknown, string]> = [
    ['2001-02-29', 'INVALID_DATE'],
    ['1900-02-29', 'INVALID_DATE'],
    ['2100-02-29', 'INVALID_DATE'],
    ['2023-13-01', 'INVALID_DATE'],
    ['2023-00-10', 'INVALID_DATE'],
    ['2023-04-31', 'INVALID_DATE'],
    ['2023-01-00', 'INVALID_DATE'],
    ['2023-01-32', 'INVALID_DATE'],
    ['1899-12-31', 'OUT_OF_RANGE'],
    ['2101-01-01', 'OUT_OF_RANGE'],
    ['0000-01-01', 'OUT_OF_RANGE'],
    ['2023-1-1', 'FORMAT'],
    ['2023/01/01', 'FORMAT'],
    ['2023-01-01T00:00:00Z', 'FORMAT'],
    [' 2023-01-01', 'FORMAT'],
    ['', 'FORMAT'],
    ['20230101', 'FORMAT'],
    [undefined, 'FORMAT'],
    [20230101, 'FORMAT']
  ]
  for (const [input, code] of cases) {
    test(`rejects ${JSON.stringify(input)} with ${code}`, () => {
      assert.throws(
        () => dreamspell(input as string),
        (e: unknown) =>
          e instanceof DreamspellDateError &&
          isDreamspellDateError(e) &&
          e.code === code &&
          e.name === 'DreamspellDateError'
      )
      assert.equal(isValidIsoDate(input as string), false)
    })
  }
  test('every helper taking a date validates it', () => {
    for (const f of [moonDateOf, kinOfDate, thirteenMoonYearOf, (d: string) => addDays(d, 1)]) {
      assert.throws(() => f('2001-02-29'), DreamspellDateError)
    }
    assert.throws(
      () => addDays('2100-12-31', 1),
      (e: unknown) => isDreamspellDateError(e) && e.code === 'OUT_OF_RANGE'
    )
  })
})

describe('date utilities', () => {
  test('addDays counts real days (29 February included)', () => {
    assert.equal(addDays('2024-02-28', 1), '2024-02-29')
    assert.equal(addDays('2024-02-29', 1), '2024-03-01')
    assert.equal(addDays('2023-02-28', 1), '2023-03-01')
    assert.equal(addDays('2000-12-31', 1), '2001-01-01')
    assert.equal(addDays('2001-01-01', -1), '2000-12-31')
    assert.equal(addDays('1900-01-01', 73413), '2100-12-31')
  })
  test('localIsoDate / utcIsoDate format a JS Date', () => {
    const d = new Date(Date.UTC(2024, 1, 29, 12, 0, 0))
    assert.equal(utcIsoDate(d), '2024-02-29')
    assert.equal(localIsoDate(new Date(2013, 6, 26, 8, 30)), '2013-07-26')
  })
})
