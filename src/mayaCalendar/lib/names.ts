/**
 * Stable ids and display names of the 13-moon calendar's parts.
 *
 * Ids are dot paths ('seal.1', 'tone.13', 'moon.8', 'castle.5', 'color.green', 'wavespell.2', 'dayOutOfTime',
 * 'hunabKu') that resolve inside the nested name tables below, so the tables can be merged into an i18next
 * namespace as they are (e.g. `maya: { ...mayaNamesZhHant }` → `t('maya.seal.1')`).
 *
 * zh-Hant is Traditional Chinese only (曆, 龍, 橋, 鏡, 風 …); the tests reject common Simplified forms.
 */
import { kinInfo, wavespellSeal, type CastleColor } from './dreamspell'
import '../../i18n/zh-Hant/maya'

export const SEAL_IDS = range(20).map((n) => `seal.${n}`)
export const TONE_IDS = range(13).map((n) => `tone.${n}`)
export const MOON_IDS = range(13).map((n) => `moon.${n}`)
export const CASTLE_IDS = range(5).map((n) => `castle.${n}`)
export const WAVESPELL_IDS = range(20).map((n) => `wavespell.${n}`)
export const COLOR_IDS = ['color.red', 'color.white', 'color.blue', 'color.yellow', 'color.green']
export const DAY_OUT_OF_TIME_ID = 'dayOutOfTime'
export const HUNAB_KU_ID = 'hunabKu'

export const sealId = (seal: number): string => `seal.${seal}`
/** The seal's noun without its colour ('Dragon', '龍'), used to build a kin's name. */
export const sealNounId = (seal: number): string => `sealNoun.${seal}`
export const toneId = (tone: number): string => `tone.${tone}`
export const moonId = (moon: number): string => `moon.${moon}`
/** The moon's totem animal ('Bat', '蝙蝠'). */
export const moonTotemId = (moon: number): string => `moonTotem.${moon}`
export const castleId = (castle: number): string => `castle.${castle}`
export const wavespellId = (wavespell: number): string => `wavespell.${wavespell}`
export const colorId = (color: CastleColor): string => `color.${color}`

function range(n: number): number[] {
  const out: number[] = []
  for (let i = 1; i <= n; i++) out.push(i)
  return out
}

type Table = { [n: number]: string }

export interface MayaNames {
  seal: Table
  sealNoun: Table
  tone: Table
  moon: Table
  moonTotem: Table
  castle: Table
  wavespell: Table
  color: { [C in CastleColor]: string }
  dayOutOfTime: string
  hunabKu: string
  /** How a kin is named, with i18next-style placeholders {{color}}, {{tone}}, {{seal}} (the seal noun). */
  kinName: string
}

function table(names: string[]): Table {
  const t: Table = {}
  names.forEach((name, i) => (t[i + 1] = name))
  return t
}

const SEAL_ZH = [
  '紅龍',
  '白風',
  '藍夜',
  '黃種子',
  '紅蛇',
  '白世界橋',
  '藍手',
  '黃星星',
  '紅月',
  '白狗',
  '藍猴',
  '黃人',
  '紅天行者',
  '白巫師',
  '藍鷹',
  '黃戰士',
  '紅地球',
  '白鏡',
  '藍風暴',
  '黃太陽'
]
const SEAL_NOUN_ZH = [
  '龍',
  '風',
  '夜',
  '種子',
  '蛇',
  '世界橋',
  '手',
  '星星',
  '月',
  '狗',
  '猴',
  '人',
  '天行者',
  '巫師',
  '鷹',
  '戰士',
  '地球',
  '鏡',
  '風暴',
  '太陽'
]
const SEAL_EN = [
  'Red Dragon',
  'White Wind',
  'Blue Night',
  'Yellow Seed',
  'Red Serpent',
  'White World-Bridger',
  'Blue Hand',
  'Yellow Star',
  'Red Moon',
  'White Dog',
  'Blue Monkey',
  'Yellow Human',
  'Red Skywalker',
  'White Wizard',
  'Blue Eagle',
  'Yellow Warrior',
  'Red Earth',
  'White Mirror',
  'Blue Storm',
  'Yellow Sun'
]
const TONE_ZH = [
  '磁性',
  '月亮',
  '電力',
  '自我存在',
  '超頻',
  '韻律',
  '共振',
  '銀河',
  '太陽',
  '行星',
  '光譜',
  '水晶',
  '宇宙'
]
const TONE_EN = [
  'Magnetic',
  'Lunar',
  'Electric',
  'Self-Existing',
  'Overtone',
  'Rhythmic',
  'Resonant',
  'Galactic',
  'Solar',
  'Planetary',
  'Spectral',
  'Crystal',
  'Cosmic'
]
const TOTEM_ZH = ['蝙蝠', '蠍子', '鹿', '貓頭鷹', '孔雀', '蜥蜴', '猴子', '鷹', '美洲豹', '狗', '蛇', '兔子', '烏龜']
const TOTEM_EN = [
  'Bat',
  'Scorpion',
  'Deer',
  'Owl',
  'Peacock',
  'Lizard',
  'Monkey',
  'Hawk',
  'Jaguar',
  'Dog',
  'Serpent',
  'Rabbit',
  'Turtle'
]

/** Wavespell w is named after the seal of its first kin: "Red Dragon Wavespell", "紅龍波符". */
function wavespellNames(seals: string[], format: (seal: string) => string): Table {
  return table(range(20).map((w) => format(seals[wavespellSeal(w) - 1])))
}

export const mayaNamesZhHant: MayaNames = {
  seal: table(SEAL_ZH),
  sealNoun: table(SEAL_NOUN_ZH),
  tone: table(TONE_ZH),
  moon: table(TONE_ZH.map((t) => `${t}之月`)),
  moonTotem: table(TOTEM_ZH),
  castle: table(['紅色東方啟動之堡', '白色北方跨越之堡', '藍色西方燃燒之堡', '黃色南方給予之堡', '綠色中央魔法之堡']),
  wavespell: wavespellNames(SEAL_ZH, (s) => `${s}波符`),
  color: { red: '紅', white: '白', blue: '藍', yellow: '黃', green: '綠' },
  dayOutOfTime: '無時間日',
  hunabKu: '0.0 胡納庫',
  kinName: '{{color}}色{{tone}}的{{seal}}'
}

export const mayaNamesEn: MayaNames = {
  seal: table(SEAL_EN),
  sealNoun: table(SEAL_EN.map((s) => s.replace(/^\S+ /, ''))),
  tone: table(TONE_EN),
  moon: table(TONE_EN.map((t, i) => `${t} ${TOTEM_EN[i]} Moon`)),
  moonTotem: table(TOTEM_EN),
  castle: table([
    'Red Eastern Castle of Turning',
    'White Northern Castle of Crossing',
    'Blue Western Castle of Burning',
    'Yellow Southern Castle of Giving',
    'Green Central Castle of Enchantment'
  ]),
  wavespell: wavespellNames(SEAL_EN, (s) => `${s} Wavespell`),
  color: { red: 'Red', white: 'White', blue: 'Blue', yellow: 'Yellow', green: 'Green' },
  dayOutOfTime: 'Day Out of Time',
  hunabKu: '0.0 Hunab Ku',
  kinName: '{{color}} {{tone}} {{seal}}'
}

/** Resolve an id ('seal.1', 'dayOutOfTime' …) in a name table; undefined if unknown. */
export function mayaName(names: MayaNames, id: string): string | undefined {
  let node: unknown = names
  for (const part of id.split('.')) {
    if (!node || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return typeof node === 'string' ? node : undefined
}

/**
 * The conventional name of a kin: 'Yellow Galactic Seed' / '黃色銀河的種子' (colour, tone, seal noun).
 * The locale is the table passed (its `kinName` pattern).
 */
export function kinName(kin: number, names: MayaNames): string {
  const k = kinInfo(kin)
  const values: Record<string, string> = {
    color: names.color[k.color],
    tone: names.tone[k.tone],
    seal: names.sealNoun[k.seal]
  }
  return names.kinName.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => values[key] ?? '')
}
