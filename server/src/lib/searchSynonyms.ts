/**
 * Curated search vocabulary (issue 32 item 6): what people type for an intent, in each language, mapped to the
 * words the catalogue uses, and a few common misspellings. Small on purpose: it is read by people, and a word
 * here changes what every search for it finds. Keys and values are written in their normalised form
 * (see normaliseSearch: lower case, Traditional characters).
 */
import { normaliseSearch } from './searchText'

/** Misspellings → the word meant. The corrected query is searched (and logged for hot searches). */
const CORRECTIONS: Record<string, string> = {
  冥相: '冥想',
  冥像: '冥想',
  瞑想: '冥想',
  明想: '冥想',
  正唸: '正念',
  meditaion: 'meditation',
  meditiation: 'meditation',
  medidation: 'meditation',
  mindfullness: 'mindfulness',
  mindfulnes: 'mindfulness'
}

/** Intents → catalogue words: a document matching any of them is found too. */
const SYNONYMS: Record<string, string[]> = {
  // sleep
  睡不著: ['睡眠', '好眠', '安眠', '入睡'],
  失眠: ['睡眠', '好眠', '安眠', '入睡'],
  睡不好: ['睡眠', '好眠', '安眠'],
  難入睡: ['睡眠', '好眠', '入睡'],
  助眠: ['睡眠', '好眠', '安眠'],
  insomnia: ['sleep'],
  sleepless: ['sleep'],
  "can't sleep": ['sleep'],
  'cant sleep': ['sleep'],
  'trouble sleeping': ['sleep'],
  // stress and anxiety
  焦慮: ['壓力', '放鬆', '紓壓'],
  緊張: ['壓力', '放鬆'],
  煩躁: ['壓力', '放鬆', '平靜'],
  紓壓: ['壓力', '放鬆'],
  anxiety: ['stress', 'relax', 'calm'],
  anxious: ['stress', 'relax', 'calm'],
  stressed: ['stress', 'relax'],
  worry: ['stress', 'calm'],
  // focus
  分心: ['專注'],
  注意力: ['專注'],
  concentration: ['focus'],
  distracted: ['focus'],
  // beginners
  新手: ['入門'],
  初學: ['入門'],
  beginner: ['start', 'beginners'],
  靜坐: ['冥想', '靜心']
}

/**
 * The query with its misspellings corrected (a whole word or a CJK substring), in normalised form; the same
 * normalised query when nothing is corrected.
 */
export function correctQuery(query: string): string {
  let norm = normaliseSearch(query)
  for (const [wrong, right] of Object.entries(CORRECTIONS)) {
    if (/^[a-z]+$/.test(wrong)) norm = norm.replace(new RegExp(`\\b${wrong}\\b`, 'g'), right)
    else norm = norm.split(wrong).join(right)
  }
  return norm
}

/** The catalogue words of the intents found in a normalised query (none when it names no known intent). */
export function synonymsOf(normalised: string): string[] {
  const out = new Set<string>()
  for (const [intent, words] of Object.entries(SYNONYMS)) {
    const hit = /^[a-z' ]+$/.test(intent)
      ? new RegExp(`(^|[^a-z])${intent.replace(/'/g, "'?")}($|[^a-z])`).test(normalised)
      : normalised.includes(intent)
    if (hit) for (const w of words) out.add(w)
  }
  return [...out]
}
