/**
 * Taro plugin (H5 builds): writes the offline service worker to dist/h5/sw.js after every build, with this
 * build's bundle list and a version derived from it prepended as `self.__PRECACHE__`, so the worker precaches
 * every page's code at install (any page opens offline, not only the ones visited) and a new build installs a
 * new worker whose activation drops the previous build's cache. The worker itself is src/sw.js.
 */
const fs = require('fs')
const path = require('path')
const crypto = require('crypto')

const BUNDLE_DIRS = ['js', 'css', 'static']

function listFiles(root, dir) {
  const abs = path.join(root, dir)
  if (!fs.existsSync(abs)) return []
  return fs.readdirSync(abs, { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`
    if (e.isDirectory()) return listFiles(root, rel)
    return e.name.endsWith('.map') || e.name.endsWith('.LICENSE.txt') ? [] : [`/${rel}`]
  })
}

module.exports = (ctx) => {
  ctx.onBuildFinish(({ error }) => {
    if (error || process.env.TARO_ENV !== 'h5') return
    const out = ctx.paths.outputPath
    const index = path.join(out, 'index.html')
    if (!fs.existsSync(index)) return
    const files = BUNDLE_DIRS.flatMap((d) => listFiles(out, d)).sort()
    const version = crypto
      .createHash('sha256')
      .update(files.join('\n'))
      .update(fs.readFileSync(index))
      .digest('hex')
      .slice(0, 12)
    const worker = fs.readFileSync(path.join(ctx.paths.sourcePath, 'sw.js'), 'utf8')
    fs.writeFileSync(path.join(out, 'sw.js'), `self.__PRECACHE__ = ${JSON.stringify({ version, files })};\n${worker}`)
  })
}
