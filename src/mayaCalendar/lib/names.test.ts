import { test, describe } from 'node:test'
import assert from 'node:assert/strict'
import {
  mayaNamesZhHant,
  mayaNamesEn,
  mayaName,
  kinName,
  SEAL_IDS,
  TONE_IDS,
  MOON_IDS,
  CASTLE_IDS,
  WAVESPELL_IDS,
  COLOR_IDS,
  DAY_OUT_OF_TIME_ID,
  HUNAB_KU_ID,
  sealId,
  sealNounId,
  toneId,
  moonId,
  moonTotemId,
  castleId,
  wavespellId,
  colorId,
  type MayaNames
} from './names'
import { kinInfo } from './dreamspell'

const TABLES: Array<[string, MayaNames]> = [
  ['zh-Hant', mayaNamesZhHant],
  ['en', mayaNamesEn]
]

function allStrings(o: unknown): string[] {
  if (typeof o === 'string') return [o]
  if (o && typeof o === 'object') return Object.values(o).flatMap(allStrings)
  return []
}

describe('ids', () => {
  test('counts and shapes', () => {
    assert.equal(SEAL_IDS.length, 20)
    assert.equal(TONE_IDS.length, 13)
    assert.equal(MOON_IDS.length, 13)
    assert.equal(CASTLE_IDS.length, 5)
    assert.equal(WAVESPELL_IDS.length, 20)
    assert.equal(COLOR_IDS.length, 5)
    assert.equal(SEAL_IDS[0], 'seal.1')
    assert.equal(SEAL_IDS[19], 'seal.20')
    assert.equal(sealId(7), 'seal.7')
    assert.equal(colorId('green'), 'color.green')
  })
  test('every id resolves to a non-empty name in both languages', () => {
    const ids = [
      ...SEAL_IDS,
      ...TONE_IDS,
      ...MOON_IDS,
      ...CASTLE_IDS,
      ...WAVESPELL_IDS,
      ...COLOR_IDS,
      DAY_OUT_OF_TIME_ID,
      HUNAB_KU_ID,
      ...Array.from({ length: 20 }, (_, i) => sealNounId(i + 1)),
      ...Array.from({ length: 13 }, (_, i) => moonTotemId(i + 1)),
      toneId(13),
      moonId(13),
      castleId(5),
      wavespellId(20)
    ]
    for (const [lang, t] of TABLES) {
      for (const id of ids) assert.ok((mayaName(t, id) ?? '').length > 0, `${lang} ${id}`)
    }
    assert.equal(mayaName(mayaNamesEn, 'seal.21'), undefined)
    assert.equal(mayaName(mayaNamesEn, 'seal'), undefined)
    assert.equal(mayaName(mayaNamesEn, 'nope.1'), undefined)
  })
})

describe('names', () => {
  test('seals, tones, moons, castles', () => {
    assert.equal(mayaName(mayaNamesZhHant, 'seal.1'), '紅龍')
    assert.equal(mayaName(mayaNamesZhHant, 'seal.6'), '白世界橋')
    assert.equal(mayaName(mayaNamesZhHant, 'seal.18'), '白鏡')
    assert.equal(mayaName(mayaNamesZhHant, 'seal.20'), '黃太陽')
    assert.equal(mayaName(mayaNamesEn, 'seal.6'), 'White World-Bridger')
    assert.equal(mayaName(mayaNamesEn, 'seal.20'), 'Yellow Sun')
    assert.equal(mayaName(mayaNamesZhHant, 'tone.4'), '自我存在')
    assert.equal(mayaName(mayaNamesEn, 'tone.13'), 'Cosmic')
    assert.equal(mayaName(mayaNamesZhHant, 'moon.1'), '磁性之月')
    assert.equal(mayaName(mayaNamesZhHant, 'moon.13'), '宇宙之月')
    assert.equal(mayaName(mayaNamesEn, 'moon.1'), 'Magnetic Bat Moon')
    assert.equal(mayaName(mayaNamesEn, 'moon.2'), 'Lunar Scorpion Moon')
    assert.equal(mayaName(mayaNamesEn, 'moon.13'), 'Cosmic Turtle Moon')
    assert.equal(mayaName(mayaNamesEn, 'castle.5'), 'Green Central Castle of Enchantment')
    assert.equal(mayaName(mayaNamesZhHant, 'castle.1'), '紅色東方啟動之堡')
    assert.equal(mayaName(mayaNamesZhHant, DAY_OUT_OF_TIME_ID), '無時間日')
    assert.equal(mayaName(mayaNamesEn, HUNAB_KU_ID), '0.0 Hunab Ku')
  })
  test('the seal colour word in each name matches the seal colour', () => {
    for (let s = 1; s <= 20; s++) {
      const color = kinInfo(s).color
      assert.ok(mayaNamesEn.seal[s].startsWith(mayaNamesEn.color[color] + ' '), `en seal ${s}`)
      assert.ok(mayaNamesZhHant.seal[s].startsWith(mayaNamesZhHant.color[color]), `zh seal ${s}`)
      assert.equal(mayaNamesEn.seal[s], `${mayaNamesEn.color[color]} ${mayaNamesEn.sealNoun[s]}`)
      assert.equal(mayaNamesZhHant.seal[s], `${mayaNamesZhHant.color[color]}${mayaNamesZhHant.sealNoun[s]}`)
    }
  })
  test('wavespells are named after their first seal', () => {
    assert.equal(mayaNamesEn.wavespell[1], 'Red Dragon Wavespell')
    assert.equal(mayaNamesEn.wavespell[2], 'White Wizard Wavespell')
    assert.equal(mayaNamesEn.wavespell[13], 'Red Earth Wavespell')
    assert.equal(mayaNamesZhHant.wavespell[2], '白巫師波符')
  })
  test('kin names', () => {
    assert.equal(kinName(164, mayaNamesEn), 'Yellow Galactic Seed')
    assert.equal(kinName(164, mayaNamesZhHant), '黃色銀河的種子')
    assert.equal(kinName(1, mayaNamesEn), 'Red Magnetic Dragon')
    assert.equal(kinName(207, mayaNamesEn), 'Blue Crystal Hand')
    assert.equal(kinName(34, mayaNamesZhHant), '白色銀河的巫師')
    assert.equal(new Set(Array.from({ length: 260 }, (_, i) => kinName(i + 1, mayaNamesEn))).size, 260)
  })
  test('both tables have the same shape', () => {
    const shape = (t: MayaNames) => JSON.stringify(t, (_k, v) => (typeof v === 'string' ? '' : v))
    assert.equal(shape(mayaNamesZhHant), shape(mayaNamesEn))
  })
  test('zh-Hant uses Traditional characters only', () => {
    // Simplified forms that differ from the Traditional ones used here
    const simplified = '历龙风桥镜红蓝黄种战师鹰头阳韵频电银亚时无间东启动给绿乌龟蝎猫'.split('')
    const text = allStrings(mayaNamesZhHant).join('')
    for (const c of simplified) assert.ok(!text.includes(c), `Simplified ${c} found`)
    for (const c of '龍風橋鏡紅藍黃種戰師鷹頻電銀時無東啟動給綠')
      assert.ok(text.includes(c), `expected Traditional ${c}`)
  })
})
