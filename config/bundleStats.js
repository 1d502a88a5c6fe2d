/**
 * `BUNDLE_STATS=<file> npx taro build --type h5`: writes what each emitted chunk is made of, grouped by package
 * (node_modules/<name>) or by source folder, with the modules' sizes before minification, largest first. Shows
 * what a page's first load pulls in (app.js and the chunks index.html and the page chunks name).
 */
const fs = require('fs')

function owner(name) {
  // BUNDLE_STATS_DETAIL=1: one line per source file (node_modules still by package)
  if (process.env.BUNDLE_STATS_DETAIL && !name.includes('node_modules')) {
    const f = /\/(src\/.*)$/.exec(name)
    if (f) return f[1]
  }
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(name)
  if (m) return m[1]
  const s = /\/(src\/[^/]+(?:\/[^/]+)?)/.exec(name)
  return s ? s[1] : name.slice(0, 60)
}

class BundleStatsPlugin {
  constructor(file) {
    this.file = file
  }

  apply(compiler) {
    compiler.hooks.done.tap('BundleStatsPlugin', ({ compilation }) => {
      const { chunkGraph } = compilation
      const out = [...compilation.chunks]
        .map((chunk) => {
          const groups = {}
          const add = (m) => {
            if (m.modules) return m.modules.forEach(add) // concatenated modules
            const k = owner(m.nameForCondition() || m.identifier())
            groups[k] = (groups[k] || 0) + m.size()
          }
          chunkGraph.getChunkModules(chunk).forEach(add)
          const size = Object.values(groups).reduce((n, v) => n + v, 0)
          return {
            files: [...chunk.files],
            initial: chunk.canBeInitial(),
            size,
            parts: Object.entries(groups)
              .sort((a, b) => b[1] - a[1])
              .map(([k, v]) => `${(v / 1024).toFixed(1)} KB ${k}`)
          }
        })
        .sort((a, b) => b.size - a.size)
      fs.writeFileSync(this.file, JSON.stringify(out, null, 1))
    })
  }
}

module.exports = BundleStatsPlugin
