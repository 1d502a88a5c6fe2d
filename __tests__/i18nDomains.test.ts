/**
 * zh-Hant namespaces outside the core come with the code that uses them (src/i18n/registry.ts): a file that names a
 * key of such a namespace must import its texts, or a screen reached first could show raw keys. This finds every
 * `'<namespace>.` string in the app's sources and checks the import; and that such an import really registers.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import core from '@/i18n/zh-Hant'
import all from '@/i18n/zh-Hant/all'

const SRC = join(__dirname, '..', 'src')
const lazy = Object.keys(all).filter((ns) => !(ns in core))

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name)
    if (statSync(p).isDirectory()) return p === join(SRC, 'i18n') ? [] : sources(p)
    return /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) ? [p] : []
  })
}

/** The file without its comments (a comment may mention a key without using it). */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\w])\/\/.*$/gm, '$1')
}

test('the namespaces outside the core are registered by their own file', () => {
  expect(lazy.length).toBeGreaterThan(0)
  for (const ns of lazy) {
    const text = readFileSync(join(SRC, 'i18n', 'zh-Hant', `${ns}.ts`), 'utf8')
    expect([ns, text.includes(`registerTexts('${ns}'`)]).toEqual([ns, true])
  }
})

test('every file naming a key of a namespace outside the core imports that namespace', () => {
  const missing: string[] = []
  for (const file of sources(SRC)) {
    const text = code(readFileSync(file, 'utf8'))
    for (const ns of lazy) {
      if (!new RegExp(`['"\`]${ns}\\.`).test(text)) continue
      let path = relative(dirname(file), join(SRC, 'i18n', 'zh-Hant', ns))
        .split('\\')
        .join('/')
      if (!path.startsWith('.')) path = `./${path}`
      if (!text.includes(`import '${path}'`)) missing.push(`${relative(SRC, file)}: import '${path}'`)
    }
  }
  expect(missing).toEqual([])
})

test('importing a namespace makes its keys translate', () => {
  jest.isolateModules(() => {
    const { t, isTKey } = jest.requireActual<typeof import('@/i18n')>('@/i18n')
    expect(isTKey('maya.title')).toBe(false)
    expect(t('maya.title')).toBe('maya.title')
    jest.requireActual('@/i18n/zh-Hant/maya')
    expect(isTKey('maya.title')).toBe(true)
    expect(t('maya.title')).toBe(all.maya.title)
  })
})
