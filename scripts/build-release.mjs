#!/usr/bin/env node
/**
 * npm run build:release: one folder, release/, that an operator runs with `node release/server.js` (Node 20,
 * no tsx, no repository around it):
 *
 *   release/server.js (+ .map)   the API server bundled ahead of time by esbuild (server/src/server.ts)
 *   release/migrations/          the SQL migrations, applied at start under a lock (server/src/db/migrate.ts)
 *   release/campaigns/           the campaign definitions (server/src/campaigns/definitions.ts)
 *   release/dist/h5/             the H5 app, precompressed (.br/.gz beside each text asset)
 *   release/admin/dist/          the operator console, when built (npm run build:admin)
 *   release/package.json         the run-time dependencies only: what esbuild leaves outside the bundle
 *   release/node_modules/        exactly those packages and their dependencies, copied from the lock-installed tree
 *
 * Left outside the bundle: packages with native or wasm files or that find files of their own at run time
 * (PGlite's wasm/data, pg and its optional native binding, ffmpeg's binary), and optional natives that are
 * not installed (bufferutil, utf-8-validate, pg-native).
 *
 * The bundle's directory replaces the repository root: the server's defaults (config.ts REPO_ROOT) become
 * release/dist/h5 for STATIC_DIR, release/server/data/pglite for PGLITE_DIR, release/server/.cache/media for
 * MEDIA_DIR. The H5 build is reused when dist/h5 is newer than src/ and config/ (scripts/ensure-h5.mjs), else built.
 *
 * Options: --skip-h5 (API only, no H5 build or copy: CI stages that need no browser app).
 */
import { build } from 'esbuild'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync
} from 'node:fs'
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureH5, h5IsStale } from './ensure-h5.mjs'

const ROOT = resolve(fileURLToPath(import.meta.url), '..', '..')
const OUT = join(ROOT, 'release')
const started = Date.now()
const skipH5 = process.argv.includes('--skip-h5')

/** Packages that stay outside the bundle (their own files at run time, natives, wasm). */
const EXTERNAL = ['@electric-sql/pglite', 'pg', '@ffmpeg-installer/ffmpeg', 'pg-boss']
/** Optional natives some packages try to require; not installed, never shipped. */
const OPTIONAL_ABSENT = ['pg-native', 'bufferutil', 'utf-8-validate', '@opentelemetry/api']

/**
 * Source paths resolved from __dirname: rewritten for the bundle's layout (its __dirname is release/). Any other
 * __dirname in the server's sources fails the build, so a new one is not silently wrong in the release.
 */
const DIRNAME_REWRITES = {
  'server/src/config.ts': [["resolve(__dirname, '..', '..')", '__dirname']],
  'server/src/campaigns/definitions.ts': [["join(__dirname, '..', 'db', 'campaigns')", "join(__dirname, 'campaigns')"]],
  'server/src/db/migrate.ts': [["join(__dirname, 'migrations')", "join(__dirname, 'migrations')"]],
  'server/src/routes/admin/ui.ts': [
    ["resolve(__dirname, '..', '..', '..', '..', 'admin', 'dist')", "resolve(__dirname, 'admin', 'dist')"]
  ]
}

const releaseLayout = {
  name: 'release-layout',
  setup(b) {
    b.onLoad({ filter: /[\\/]server[\\/]src[\\/].*\.ts$/ }, (args) => {
      const rel = relative(ROOT, args.path).split('\\').join('/')
      let text = readFileSync(args.path, 'utf8')
      for (const [from, to] of DIRNAME_REWRITES[rel] ?? []) {
        if (!text.includes(from)) throw new Error(`${rel}: expected \`${from}\` (update scripts/build-release.mjs)`)
        text = text.replace(from, to.replace('__dirname', '__RELEASE_DIR__'))
      }
      // a CLI module's own entry check (secrets.ts) is true for the whole bundle: only server.ts is the entry here
      text = text.replaceAll('require.main === module', 'false')
      if (/\b__dirname\b/.test(text))
        throw new Error(
          `${rel} resolves a path from __dirname: add it to DIRNAME_REWRITES in scripts/build-release.mjs`
        )
      return { contents: text.replaceAll('__RELEASE_DIR__', '__dirname'), loader: 'ts' }
    })
  }
}

function step(label, fn) {
  const t = Date.now()
  const r = fn()
  console.log(`  ${label} (${((Date.now() - t) / 1000).toFixed(1)} s)`)
  return r
}

console.log('build:release → release/')
rmSync(OUT, { recursive: true, force: true })
mkdirSync(OUT, { recursive: true })

// 1. The API server, bundled.
const t0 = Date.now()
const result = await build({
  entryPoints: [join(ROOT, 'server', 'src', 'server.ts')],
  outfile: join(OUT, 'server.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  tsconfig: join(ROOT, 'server', 'tsconfig.json'),
  external: [...EXTERNAL, ...OPTIONAL_ABSENT],
  plugins: [releaseLayout],
  sourcemap: true,
  minifyWhitespace: true,
  minifySyntax: true,
  keepNames: true,
  legalComments: 'linked',
  define: { 'process.env.JINGXIN_RELEASE': '"1"' },
  banner: { js: '"use strict";process.setSourceMapsEnabled?.(true);' },
  metafile: true,
  logLevel: 'warning'
})
const bundleBytes = statSync(join(OUT, 'server.js')).size
console.log(`  server.js ${(bundleBytes / 1e6).toFixed(1)} MB (${((Date.now() - t0) / 1000).toFixed(1)} s)`)

// The externals the bundle really imports (a bare name or a subpath of one).
const imported = new Set()
for (const out of Object.values(result.metafile.outputs))
  for (const imp of out.imports ?? [])
    if (imp.external && !imp.path.startsWith('node:')) {
      const name = imp.path.startsWith('@') ? imp.path.split('/').slice(0, 2).join('/') : imp.path.split('/')[0]
      if (!OPTIONAL_ABSENT.includes(name) && !isBuiltin(name)) imported.add(name)
    }

function isBuiltin(name) {
  return createRequire(import.meta.url)('node:module').builtinModules.includes(name)
}

// 2. Migrations and campaign definitions.
step('migrations, campaigns', () => {
  cpSync(join(ROOT, 'server', 'src', 'db', 'migrations'), join(OUT, 'migrations'), { recursive: true })
  cpSync(join(ROOT, 'server', 'src', 'db', 'campaigns'), join(OUT, 'campaigns'), { recursive: true })
})

// 3. Run-time dependencies: the externals and everything they depend on, at the versions the lock installed.
const shipped = new Map() // package dir -> { name, version }
function ship(name, fromDir, optional) {
  let pkgJson
  try {
    pkgJson = createRequire(join(fromDir, 'noop.js')).resolve(`${name}/package.json`)
  } catch {
    // packages whose "exports" hide package.json: find the folder on the node_modules path
    let d = fromDir
    for (;;) {
      const p = join(d, 'node_modules', name, 'package.json')
      if (existsSync(p)) {
        pkgJson = p
        break
      }
      if (dirname(d) === d) {
        if (optional) return
        throw new Error(`${name} (needed from ${relative(ROOT, fromDir) || '.'}) is not installed: run npm ci`)
      }
      d = dirname(d)
    }
  }
  const dir = realpathSync(dirname(pkgJson))
  if (shipped.has(dir)) return
  const pkg = JSON.parse(readFileSync(pkgJson, 'utf8'))
  shipped.set(dir, { name, version: pkg.version })
  for (const dep of Object.keys(pkg.dependencies ?? {})) ship(dep, dir, false)
  for (const dep of Object.keys(pkg.optionalDependencies ?? {})) ship(dep, dir, true)
  for (const [dep, meta] of Object.entries(pkg.peerDependenciesMeta ?? {}))
    if (!meta.optional && pkg.peerDependencies?.[dep]) ship(dep, dir, false)
}
const rootPkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'))
const topLevel = {}
step(`node_modules (${[...imported].sort().join(', ')})`, () => {
  for (const name of imported) {
    if (!rootPkg.dependencies?.[name])
      throw new Error(`${name} is imported by the server but is not in package.json "dependencies"`)
    ship(name, ROOT, false)
  }
  const rootModules = realpathSync(join(ROOT, 'node_modules')) // resolved paths are real paths
  for (const [dir, { name, version }] of shipped) {
    const rel = relative(rootModules, dir)
    if (rel.startsWith('..')) throw new Error(`${dir} is outside node_modules`)
    cpSync(dir, join(OUT, 'node_modules', rel), {
      recursive: true,
      dereference: true,
      // nested node_modules are shipped as packages of their own (only those needed)
      filter: (src) => !relative(dir, src).split(/[\\/]/).includes('node_modules')
    })
    if (imported.has(name) && !rel.includes('node_modules')) topLevel[name] = version
  }
})

// 4. package.json: run-time dependencies only, exact versions.
writeFileSync(
  join(OUT, 'package.json'),
  JSON.stringify(
    {
      name: `${rootPkg.name}-release`,
      version: rootPkg.version,
      private: true,
      description: `${rootPkg.description} — release build (npm run build:release)`,
      main: 'server.js',
      scripts: { start: 'node server.js' },
      engines: { node: '>=20' },
      dependencies: Object.fromEntries(Object.entries(topLevel).sort())
    },
    null,
    2
  ) + '\n'
)

// 5. The operator console (npm run build:admin writes admin/dist), when built.
if (existsSync(join(ROOT, 'admin', 'dist', 'index.html')))
  step('operator console (admin/dist)', () =>
    cpSync(join(ROOT, 'admin', 'dist'), join(OUT, 'admin', 'dist'), { recursive: true })
  )
else if (existsSync(join(ROOT, 'admin')))
  console.log('  (no admin/dist: run npm run build:admin first to ship the operator console)')

// 6. The H5 app, precompressed.
if (!skipH5)
  step('H5 app (dist/h5, precompressed)', () => {
    // The H5 app signs its requests with the key it was built with (TARO_APP_SIGN_KEY): a release for a server
    // with its own SIGN_KEY needs a build with that key, so dist/h5 is reused only when it carries it.
    const appKey = process.env.TARO_APP_SIGN_KEY
    if (appKey && !h5IsStale() && !builtWithKey(join(ROOT, 'dist', 'h5'), appKey)) {
      console.log('  dist/h5 was built with another signing key: building it again (TARO_APP_SIGN_KEY)')
      const res = spawnSync('npm', ['run', 'build:h5'], { cwd: ROOT, stdio: 'inherit' })
      if (res.status !== 0) throw new Error('npm run build:h5 failed')
    } else if (!ensureH5()) throw new Error('npm run build:h5 failed')
    if (!appKey)
      console.log(
        '  note: no TARO_APP_SIGN_KEY: the H5 app signs with the development key, which a production server ' +
          'refuses; build with TARO_APP_RELEASE=1 TARO_APP_SIGN_KEY=<the SIGN_KEY> for a release'
      )
    const target = join(OUT, 'dist', 'h5')
    // the release's own compressed copies, made fresh: dist/h5's may be missing or stale (another build or
    // precompress run over the shared dist/h5 can leave a file without its .br/.gz)
    cpSync(join(ROOT, 'dist', 'h5'), target, { recursive: true, filter: (src) => !/\.(br|gz)$/.test(src) })
    const res = spawnSync(process.execPath, [join(ROOT, 'scripts', 'precompress.mjs'), target], { stdio: 'inherit' })
    if (res.status !== 0) throw new Error('precompress failed')
  })

function builtWithKey(dir, key) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name)
    if (e.isDirectory() ? builtWithKey(p, key) : e.name.endsWith('.js') && readFileSync(p, 'utf8').includes(key))
      return true
  }
  return false
}

function size(dir) {
  let n = 0
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name)
    n += e.isDirectory() ? size(p) : statSync(p).size
  }
  return n
}
console.log(
  `release/ ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${(size(OUT) / 1e6).toFixed(0)} MB, ` +
    `${shipped.size} run-time packages. Start: NODE_ENV=production node release/server.js`
)
