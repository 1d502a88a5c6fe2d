#!/usr/bin/env node
/**
 * Subpackage walls (WeChat forbids one subpackage requiring another's code; main-package code cannot require
 * subpackage code either): every import in src/ is resolved and checked.
 *   - a file inside subpackage X may import from X, or from shared code (outside every subpackage root);
 *   - a file outside every subpackage may not import from any subpackage;
 *   - only the main package's pages (src/pages) may import from src/pages: code that several packages share
 *     lives in src/components, src/utils, src/stores or src/services, so that no subpackage depends on a page.
 * Exit 1 and list the offending imports.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'

const ROOT = resolve(new URL('..', import.meta.url).pathname)
const SRC = join(ROOT, 'src')
const SUBPACKAGES = ['mine', 'study', 'live', 'blwlive', 'coupon', 'mayaCalendar', 'third', 'oversea', 'commonPage']

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name)
    return statSync(p).isDirectory() ? walk(p) : /\.(tsx?|jsx?)$/.test(name) ? [p] : []
  })
}

const PAGES = join(SRC, 'pages')
const inPages = (p) => p === PAGES || p.startsWith(PAGES + sep)

const packageOf = (file) => {
  const first = relative(SRC, file).split(sep)[0]
  return SUBPACKAGES.includes(first) ? first : null
}

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g
const problems = []
let checked = 0
for (const file of walk(SRC)) {
  if (/\.test\.tsx?$/.test(file)) continue
  const from = packageOf(file)
  const text = readFileSync(file, 'utf8')
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] || m[2] || m[3] || m[4]
    let target
    if (spec.startsWith('.')) target = resolve(dirname(file), spec)
    else if (spec.startsWith('@/')) target = join(SRC, spec.slice(2))
    else continue
    checked++
    if (!target.startsWith(SRC + sep)) continue
    if (inPages(target) && !inPages(file)) {
      problems.push(
        `${relative(ROOT, file)} imports ${spec} (a main-package page module) from ${packageOf(file) ? `subpackage ${packageOf(file)}` : 'shared code'}`
      )
      continue
    }
    const to = packageOf(target)
    if (to && to !== from)
      problems.push(
        `${relative(ROOT, file)} imports ${spec} (subpackage ${to}) from ${from ? `subpackage ${from}` : 'shared/main code'}`
      )
  }
}
if (problems.length) {
  console.error(problems.join('\n'))
  console.error(`\n${problems.length} import(s) cross a subpackage wall`)
  process.exit(1)
}
console.log(`subpackage walls hold (${checked} local imports checked)`)
