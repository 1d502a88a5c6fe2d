/**
 * Jest's transform: the app's own files (src/, __tests__/) through Taro's Babel transformer as before (babel-preset-taro,
 * jest.mock hoisting, process.env.TARO_ENV), the packages' files (node_modules: React, MobX, Taro's runtime and
 * components, taro-ui, … all transformed, the preset's transformIgnorePatterns is empty) through SWC to CommonJS.
 *
 * Why: with an empty cache (every CI run is a clean clone) Babel's preset-env rewrote ~1 000 package files to ES5 on
 * every run. 2026-11-29, 12 of the jest files, cold cache, in a cpuacct cgroup: 89 s of CPU with Babel for every
 * file, 25 s with a warm cache (the transforms were most of the cold run). The packages need only their ES modules
 * made CommonJS for Jest; Node 20 runs their modern syntax as it is, so SWC targets ES2020.
 * Taro's runtime shim (test-utils-react/dist/jest/runtime/taro-h5.js) stays on Babel: its transformer rewrites it.
 */
const { createHash } = require('node:crypto')
const swc = require('@swc/core')
const taro = require('@tarojs/test-utils-react/dist/jest/babel-transformer.js').default

const SWC_OPTIONS = {
  swcrc: false,
  configFile: false,
  sourceMaps: true,
  jsc: { parser: { syntax: 'ecmascript', jsx: true }, target: 'es2020' },
  module: { type: 'commonjs', ignoreDynamic: false }
}
const VERSION = `swc ${require('@swc/core/package.json').version} ${JSON.stringify(SWC_OPTIONS)}`

const bySwc = (filename) =>
  filename.includes('/node_modules/') &&
  !filename.includes('test-utils-react/dist/jest/runtime/') &&
  /\.(c|m)?js$/.test(filename)

module.exports = {
  canInstrument: false,
  process(sourceText, sourcePath, options) {
    if (!bySwc(sourcePath)) return taro.process(sourceText, sourcePath, options)
    const out = swc.transformSync(sourceText, { ...SWC_OPTIONS, filename: sourcePath })
    return { code: out.code, map: out.map }
  },
  getCacheKey(sourceText, sourcePath, options) {
    if (!bySwc(sourcePath)) return taro.getCacheKey(sourceText, sourcePath, options)
    return createHash('sha1')
      .update(VERSION)
      .update('\0')
      .update(sourcePath)
      .update('\0')
      .update(sourceText)
      .update('\0')
      .update(options.configString)
      .digest('hex')
  }
}
