/**
 * English on weapp lives in the small `oversea` subpackage, not in the main package (74 KB of texts a Chinese
 * reader never needs): this plugin bundles src/i18n/en into one self-contained CommonJS file there, and
 * src/i18n/locales.weapp.ts loads it with WeChat's require.async when English is (or becomes) the language, as H5
 * fetches its English chunk (src/i18n/locales.h5.ts). Until it arrives t() answers in zh-Hant, the fallback.
 */
import path from 'node:path'
import { buildSync } from 'esbuild'

export const WEAPP_ENGLISH = {
  entry: path.resolve(__dirname, '..', 'src', 'i18n', 'en', 'index.ts'),
  /** inside dist/weapp; src/i18n/locales.weapp.ts's require.async path is this, relative to the root */
  to: 'oversea/i18n/en.js'
} as const

interface CompilerLike {
  webpack: {
    Compilation: { PROCESS_ASSETS_STAGE_ADDITIONAL: number }
    sources: { RawSource: new (s: string) => unknown }
  }
  hooks: { thisCompilation: { tap(name: string, fn: (c: CompilationLike) => void): void } }
}
interface CompilationLike {
  fileDependencies: { add(f: string): void }
  emitAsset(name: string, source: unknown): void
  hooks: { processAssets: { tap(opts: { name: string; stage: number }, fn: () => void): void } }
}

export class WeappEnglish {
  apply(compiler: CompilerLike) {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('WeappEnglish', (compilation) =>
      compilation.hooks.processAssets.tap(
        { name: 'WeappEnglish', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const out = buildSync({
            entryPoints: [WEAPP_ENGLISH.entry],
            bundle: true,
            format: 'cjs',
            platform: 'neutral',
            target: 'es2017',
            minify: true,
            // UTF-8 as written: WeChat reads UTF-8 sources (see terser's ascii_only in ./index.ts)
            charset: 'utf8',
            metafile: true,
            write: false
          })
          for (const input of Object.keys(out.metafile.inputs)) compilation.fileDependencies.add(path.resolve(input))
          compilation.emitAsset(WEAPP_ENGLISH.to, new sources.RawSource(out.outputFiles[0].text))
        }
      )
    )
  }
}
