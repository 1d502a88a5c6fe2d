#!/usr/bin/env node
// The server may use app code only from src/protocol and pure `lib/` folders (src/**/lib), and only through the
// `@app/` alias (server/tsconfig.json `paths`). Fails when a server file (server/src, server/test,
// server/drizzle.config.ts) imports any other app file, reaches into src/ by a relative path, or when an allowed
// app file pulls in, directly or not, a module outside those folders or a Taro/React/MobX package.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'

const ROOT = resolve(new URL('..', import.meta.url).pathname)
const SERVER = join(ROOT, 'server')
const APP = join(ROOT, 'src')
const ALIAS = '@app/'
/** Packages an allowed app module must not load on the server. */
const UI_PACKAGE = /^(@tarojs\/[^/]+|taro-ui|react|react-dom|mobx|mobx-react|lottie-miniprogram)(\/|$)/

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name)
    if (name === 'node_modules' || name === 'data' || name === '.cache') return []
    return statSync(p).isDirectory() ? walk(p) : /\.(ts|tsx|mts|js|mjs)$/.test(name) ? [p] : []
  })
}

/** Module specifiers of import/export-from statements and dynamic imports. */
function specifiers(file) {
  const text = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
  const out = []
  for (const m of text.matchAll(/(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]/g)) out.push(m[1])
  for (const m of text.matchAll(/(?:^|[\s;])import\s*['"]([^'"]+)['"]/g)) out.push(m[1])
  for (const m of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) out.push(m[1])
  return out
}

/** src/protocol/** or a file under a folder named `lib` inside src/. */
function allowed(appFile) {
  const parts = relative(APP, appFile).split(sep)
  return parts[0] === 'protocol' || parts.slice(0, -1).includes('lib')
}

function resolveFile(base) {
  for (const cand of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base.replace(/\.js$/, '.ts')]) {
    if (existsSync(cand) && statSync(cand).isFile()) return cand
  }
  return null
}

const rel = (p) => relative(ROOT, p)
const problems = []
const seen = new Set()

/** Follows an allowed app module's own imports: they must stay inside the allowed folders and off UI packages. */
function followApp(file, chain) {
  if (seen.has(file)) return
  seen.add(file)
  for (const spec of specifiers(file)) {
    if (UI_PACKAGE.test(spec)) {
      problems.push(`${chain.map(rel).join(' → ')} → ${rel(file)} imports ${spec}`)
      continue
    }
    let target = null
    if (spec.startsWith('.')) target = resolveFile(resolve(dirname(file), spec))
    else if (spec.startsWith('@/')) target = resolveFile(join(APP, spec.slice(2)))
    if (!target) continue
    if (!target.startsWith(APP + sep) || !allowed(target)) {
      problems.push(
        `${chain.map(rel).join(' → ')} → ${rel(file)} imports ${rel(target)} (outside src/protocol and lib/)`
      )
      continue
    }
    followApp(target, [...chain, file])
  }
}

const serverFiles = [...walk(join(SERVER, 'src')), ...walk(join(SERVER, 'test')), join(SERVER, 'drizzle.config.ts')]
for (const file of serverFiles) {
  for (const spec of specifiers(file)) {
    if (spec.startsWith(ALIAS)) {
      const target = resolveFile(join(APP, spec.slice(ALIAS.length)))
      if (!target) problems.push(`${rel(file)}: ${spec} does not resolve to a file under src/`)
      else if (!allowed(target)) problems.push(`${rel(file)}: ${spec} is app code outside src/protocol and lib/`)
      else followApp(target, [file])
    } else if (spec.startsWith('.')) {
      const target = resolve(dirname(file), spec)
      if (!target.startsWith(SERVER + sep))
        problems.push(`${rel(file)}: ${spec} leaves server/ by a relative path (use the ${ALIAS} alias)`)
    } else if (UI_PACKAGE.test(spec)) {
      problems.push(`${rel(file)}: imports the UI package ${spec}`)
    }
  }
}

if (problems.length) {
  console.error(`check-server-imports: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
console.log(`check-server-imports: ${serverFiles.length} server files import app code only from src/protocol and lib/`)
