/**
 * API domains outside the first screens are built from the module the using code imported
 * (src/services/api/registry.ts): a file that uses `api.<domain>` of such a domain must import its module, or the
 * first screen that reaches it throws. This finds every `api.<domain>` in the app's sources and checks the import;
 * and that a domain's module really registers it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { LAZY_DOMAINS } from '@/services/api/registry'

const SRC = join(__dirname, '..', 'src')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name)
    if (statSync(p).isDirectory()) return p === join(SRC, 'services', 'api') ? [] : sources(p)
    return /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) ? [p] : []
  })
}

/** The file without its comments (a comment may mention a domain without using it). */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\w])\/\/.*$/gm, '$1')
}

test('every domain built on first use is registered by its own module', () => {
  expect(LAZY_DOMAINS.length).toBeGreaterThan(0)
  for (const name of LAZY_DOMAINS) {
    const text = readFileSync(join(SRC, 'services', 'api', `${name}.ts`), 'utf8')
    expect([name, text.includes(`registerApiDomain('${name}',`)]).toEqual([name, true])
  }
})

test('every file using a domain built on first use imports its module', () => {
  const missing: string[] = []
  for (const file of sources(SRC)) {
    const text = code(readFileSync(file, 'utf8'))
    for (const name of LAZY_DOMAINS) {
      if (!new RegExp(`\\bapi\\.${name}\\b(?!\\s*\\()|\\bApi\\['${name}'\\]`).test(text)) continue
      let path = relative(dirname(file), join(SRC, 'services', 'api', name))
        .split('\\')
        .join('/')
      if (!path.startsWith('.')) path = `./${path}`
      if (!text.includes(`import '${path}'`)) missing.push(`${relative(SRC, file)}: import '${path}'`)
    }
  }
  expect(missing).toEqual([])
})

test('a domain is built over the api’s own HTTP client once its module is imported', () => {
  jest.isolateModules(() => {
    const { createApi } = jest.requireActual<typeof import('@/services/api')>('@/services/api')
    const api = createApi()
    expect(() => api.forum).toThrow(/services\/api\/forum/)
    jest.requireActual('@/services/api/forum')
    expect(typeof api.forum.feed).toBe('function')
    expect(api.forum).toBe(api.forum)
  })
})
