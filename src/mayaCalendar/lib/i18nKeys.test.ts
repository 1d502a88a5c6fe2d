import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import zh from '../../i18n/zh-Hant/all'
import en from '../../i18n/en'

/** Every `t('…')` key the subpackage uses exists in both languages (a missing key renders as the raw key). */
const ROOT = join(__dirname, '..')
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name)
    if (statSync(p).isDirectory()) return name === 'lib' ? [] : sources(p)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : []
  })
}
function lookup(obj: unknown, path: string[]): unknown {
  return path.reduce<unknown>(
    (node, k) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[k] : undefined),
    obj
  )
}

test('static keys resolve to strings; template keys resolve to a table', () => {
  const missing: string[] = []
  let checked = 0
  for (const file of sources(ROOT)) {
    const text = readFileSync(file, 'utf8')
    for (const m of text.matchAll(/\bt\(\s*(['`])([a-zA-Z][\w.${}]*)\1/g)) {
      const key = m[2]
      const dynamic = key.includes('${')
      const path = (dynamic ? key.slice(0, key.indexOf('${')).replace(/\.$/, '') : key).split('.')
      for (const [lang, table] of [
        ['zh-Hant', zh],
        ['en', en]
      ] as const) {
        const node = lookup(table, path)
        const ok = dynamic ? !!node && typeof node === 'object' : typeof node === 'string'
        if (!ok) missing.push(`${lang} ${key} (${file.slice(ROOT.length + 1)})`)
      }
      checked++
    }
  }
  assert.ok(checked > 50, `only ${checked} keys found`)
  assert.deepEqual(missing, [])
})
