/**
 * A modal's buttons are short: WeChat's showModal and Taro H5's refuse a confirmText or cancelText longer than 4
 * Chinese characters (8 units, a CJK character counting 2) and the modal then never opens — the action silently
 * does nothing (found on the group members page's "換新邀請碼" and the assistant's English "Clear conversation").
 * Every `confirmText: t('…')` / `cancelText: t('…')` in the app, in both languages.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import zhHant from '@/i18n/zh-Hant/all'
import en from '@/i18n/en'

const SRC = join(__dirname, '..', 'src')

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name)
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(name) ? [p] : []
  })
}

const get = (o: unknown, key: string) =>
  key.split('.').reduce<unknown>((a, k) => (a as Record<string, unknown> | undefined)?.[k], o)
/** Taro H5's own measure (api/ui/interaction): a character of U+0391–U+FFE5 counts 2. */
const units = (text: string) => text.replace(/[\u0391-\uFFE5]/g, 'aa').length

it('every modal button text fits WeChat’s and Taro’s 8 units, in zh-Hant and English', () => {
  const keys = new Set<string>()
  for (const f of files(SRC))
    for (const m of readFileSync(f, 'utf8').matchAll(/(?:confirmText|cancelText):\s*t\('([\w.]+)'/g)) keys.add(m[1])
  expect(keys.size).toBeGreaterThan(8)
  const tooLong: string[] = []
  for (const key of keys)
    for (const [lang, texts] of [
      ['zh-Hant', zhHant],
      ['en', en]
    ] as const) {
      const text = get(texts, key)
      if (typeof text !== 'string') tooLong.push(`${lang} ${key}: no such text`)
      else if (units(text) > 8) tooLong.push(`${lang} ${key}: "${text}" (${units(text)} units)`)
    }
  expect(tooLong).toEqual([])
})
