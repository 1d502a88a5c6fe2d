/**
 * H5 only (issue 34, the first screen). A page's code is a chunk the router asks for only once the app bundle has
 * been downloaded and run: on a phone, a round trip after a second of script. This plugin writes
 * `route-chunks.json` beside index.html: for every page route, the script and style files its chunk group needs
 * beyond the entry's own (`{ "entry": "pages/meditation/index", "routes": { "pages/course/index": ["/js/…"] } }`),
 * and English's file (`"locales": { "en": ["/js/i18n-en.….js"] }`), which the app loads at once when the
 * browser's language is not Chinese.
 * The server sends them as `Link: rel=preload` with the app's HTML for that route (server/src/plugins/static.ts),
 * so the browser fetches the page's code alongside the app bundle instead of after it.
 *
 * Taro's H5 entry imports each page as `import("<src>/<page path>")`: a chunk group whose origin request is the
 * page's file without its extension. Groups of other dynamic imports (English, lottie, the login panel…) are not
 * pages and are left out.
 */
const path = require('path')

class RouteChunks {
  constructor(sourceDir) {
    this.sourceDir = sourceDir
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('RouteChunks', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RouteChunks', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const publicPath = String(compilation.outputOptions.publicPath ?? '/')
          const url = (file) => publicPath.replace(/\/?$/, '/') + file
          const initial = new Set()
          for (const entry of compilation.entrypoints.values())
            for (const chunk of entry.chunks) for (const file of chunk.files) initial.add(file)
          const routes = {}
          for (const group of compilation.chunkGroups) {
            if (group.isInitial()) continue
            const page = group.origins.map((o) => pageOf(this.sourceDir, o.request)).find((p) => p !== null)
            if (!page) continue
            const files = new Set(routes[page] ?? [])
            for (const chunk of group.chunks)
              for (const file of chunk.files)
                if (/\.(js|css)$/.test(file) && !initial.has(file) && !/\.hot-update\./.test(file)) files.add(url(file))
            routes[page] = [...files].sort(
              // styles first: a stylesheet found late blocks the page's first paint longer than a late script does
              (a, b) => Number(a.endsWith('.js')) - Number(b.endsWith('.js')) || a.localeCompare(b)
            )
          }
          const entry = entryPage(this.sourceDir)
          // English, a chunk of its own (src/i18n/locales.h5.ts): for a browser whose language is not Chinese
          const english = compilation.namedChunkGroups.get('i18n-en')
          const locales = english
            ? { en: [...english.chunks].flatMap((c) => [...c.files].filter((f) => /\.js$/.test(f)).map(url)) }
            : {}
          compilation.emitAsset('route-chunks.json', new sources.RawSource(JSON.stringify({ entry, routes, locales })))
        }
      )
    })
  }
}

/** `<src>/study/pages/community/postDetail` → `study/pages/community/postDetail`; null for anything else. */
function pageOf(sourceDir, request) {
  if (!request) return null
  const abs = path.resolve(sourceDir, request)
  const rel = path.relative(sourceDir, abs).split(path.sep).join('/')
  if (rel.startsWith('..') || !/(^|\/)pages\//.test(rel)) return null
  return rel.replace(/\.(tsx?|jsx?)$/, '')
}

/** The page `/` opens: the first of app.config's pages, as Taro's router does. */
function entryPage(sourceDir) {
  const config = require('fs').readFileSync(path.join(sourceDir, 'app.config.ts'), 'utf8')
  const match = /pages:\s*\[\s*'([^']+)'/.exec(config)
  return match ? match[1] : null
}

module.exports = RouteChunks
module.exports.pageOf = pageOf
