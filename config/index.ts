import path from 'path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import devConfig from './dev'
import prodConfig from './prod'
import { apiBase, appEnv } from './apiBase'
import { assertReleaseReady } from './release'
import { LOTTIE_MINI } from './lottieMini'
import { WeappEnglish } from './weappEnglish'
import { keepSubpackageCodeOut, subpackageRoots } from './subpackageOnly'

const sassQuiet = {
  sassOptions: {
    quietDeps: true,
    silenceDeprecations: ['legacy-js-api', 'import', 'slash-div', 'global-builtin', 'color-functions']
  }
}

/**
 * Node's `crypto` resolves to nothing in the app's bundles (nonces come from src/protocol/secureRandom, hashes from
 * src/protocol/portableHash). Added for crypto-js's core, which tried `require('crypto')` in a try block and is gone
 * since 2026-11-29; kept so that a dependency's optional `require('crypto')` is an empty module, not a build warning.
 */
function noNodeCrypto(chain: { resolve: { get(key: string): unknown; set(key: string, value: unknown): unknown } }) {
  chain.resolve.set('fallback', { ...((chain.resolve.get('fallback') as object) || {}), crypto: false })
}

/**
 * H5 images small enough to be inlined: SVG as its own (URL-escaped) text rather than base64, which gzip cannot
 * shrink: the tab bar's icons travel in the tab pages' first load. Other images keep webpack's base64 form.
 */
const IMAGE_MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bpm: 'image/bmp'
}
function inlineImage(content: Buffer | string, { filename }: { filename: string }): string {
  const ext = (/\.(\w+)(?:\?.*)?$/.exec(filename)?.[1] ?? '').toLowerCase()
  const bytes = Buffer.isBuffer(content) ? content : Buffer.from(content)
  if (ext !== 'svg') return `data:${IMAGE_MIME[ext] ?? 'application/octet-stream'};base64,${bytes.toString('base64')}`
  const text = bytes
    .toString('utf8')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/"/g, "'")
    .replace(/[^ -~]|[%#<>?[\\\]^`{|}]/g, (c) => encodeURIComponent(c))
  return `data:image/svg+xml,${text}`
}

/** A webpack plugin that builds `file` wherever a module resolves to a path matching `pattern`. */
class ReplaceResolved {
  constructor(
    private pattern: RegExp,
    private file: string
  ) {}
  apply(compiler: {
    hooks: { normalModuleFactory: { tap(name: string, fn: (nmf: NormalModuleFactoryLike) => void): void } }
  }) {
    compiler.hooks.normalModuleFactory.tap('ReplaceResolved', (nmf) =>
      nmf.hooks.afterResolve.tap('ReplaceResolved', (data) => {
        if (this.pattern.test(data.createData.resource ?? '')) data.createData.resource = this.file
      })
    )
  }
}
/**
 * H5: runs ./yieldBeforeApp.js on the entry Taro generates from src/app.config.ts, after Taro's own loader (which
 * Taro adds to that module's loaders while building; this tap comes later, at a higher stage) and before Babel.
 */
class YieldBeforeApp {
  constructor(private options: { steps?: string } = {}) {}
  apply(compiler: {
    webpack: { NormalModule: { getCompilationHooks(c: unknown): { loader: LoaderHookLike } } }
    hooks: { compilation: { tap(name: string, fn: (c: unknown) => void): void } }
  }) {
    const own = path.resolve(__dirname, 'yieldBeforeApp.js')
    compiler.hooks.compilation.tap('YieldBeforeApp', (compilation) =>
      compiler.webpack.NormalModule.getCompilationHooks(compilation).loader.tap(
        { name: 'YieldBeforeApp', stage: 100 },
        (_context, module) => {
          if (!/[\\/]src[\\/]app\.config\.ts$/.test(module.resource ?? '')) return
          const taro = module.loaders.findIndex((l) => /taro-loader[\\/]lib[\\/]h5/.test(l.loader))
          if (taro >= 0) module.loaders.splice(taro, 0, { loader: own, options: this.options, ident: null, type: null })
        }
      )
    )
  }
}
interface LoaderItem {
  loader: string
  options?: object
  ident?: string | null
  type?: string | null
}
interface LoaderHookLike {
  tap(
    opts: { name: string; stage: number },
    fn: (context: unknown, module: { resource?: string; loaders: LoaderItem[] }) => void
  ): void
}
interface NormalModuleFactoryLike {
  hooks: { afterResolve: { tap(name: string, fn: (data: { createData: { resource?: string } }) => void): void } }
}

const mobxProduction = path.resolve(__dirname, '..', 'node_modules', 'mobx', 'dist', 'mobx.esm.production.min.js')
/**
 * tslib as an ES module: @tarojs/runtime imports two helpers by name, but the `import` entry of tslib's exports
 * re-exports its CommonJS file, so every helper (11 KB) travelled in the mini-program's vendors.js
 */
const tslibEsm = path.resolve(__dirname, '..', 'node_modules', 'tslib', 'tslib.es6.mjs')
/**
 * Weapp: the levels of base.wxml's node templates (Taro's default 16): each level repeats the templates of the
 * views and texts (2.8 KB of the main package a level). A deeper node continues in Taro's recursive `comp`
 * component, which starts again at level 0 (issue 34). 8 was too few: the player's end sheet (inside taro-ui's
 * float layout) kept its first, empty texts in the mini-program harness (the background-audio journey).
 */
const WEAPP_BASE_LEVEL = 10
/**
 * Weapp: how deep base.wxml lets these components nest in themselves (Taro's default 4 each, a level of templates
 * per depth, 2.4 KB for a scroll-view's): the app nests no swiper in a swiper (BannerSwiper, the short videos) and
 * a scroll-view in one other at most (the home's daily updates, the course tab's recently watched). A deeper one
 * would not render: raise the number here first.
 */
const WEAPP_NESTING: Record<string, number> = { 'scroll-view': 2, swiper: 1, 'swiper-item': 1 }
function limitNesting(chain: { plugins: { get(name: string): { get(key: string): unknown } | undefined } }) {
  const args = chain.plugins.get('miniPlugin')?.get('args') as
    [{ combination?: { config?: { template?: { nestElements?: Map<string, number> } } } }] | undefined
  const nest = args?.[0]?.combination?.config?.template?.nestElements
  if (!nest) throw new Error("config: Taro's mini template (nestElements) was not found; see WEAPP_NESTING")
  for (const [name, max] of Object.entries(WEAPP_NESTING)) nest.set(name, max)
}
/** terser's default compressions, which Taro's mini defaults switch off (its `ecma: 5` stays) */
const WEAPP_COMPRESS = {
  collapse_vars: true,
  comparisons: true,
  computed_props: true,
  hoist_props: true,
  inline: true,
  loops: true,
  negate_iife: true,
  properties: true,
  reduce_funcs: true,
  reduce_vars: true,
  switches: true,
  typeofs: true,
  passes: 2
}

export default defineConfig<'webpack5'>(async (merge) => {
  // TARO_APP_RELEASE=1: an https API, a real appid and the app's own signing key, or no build (./release)
  assertReleaseReady(process.env.TARO_ENV)
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'jingxin',
    date: '2026-11-22',
    designWidth: 750,
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    outputRoot: `dist/${process.env.TARO_ENV}`,
    plugins: [],
    defineConstants: {
      // spec §9: the API base per environment (./apiBase)
      __API_BASE__: JSON.stringify(apiBase(process.env.TARO_ENV)),
      __APP_ENV__: JSON.stringify(appEnv()),
      __SIGN_KEY__: JSON.stringify(process.env.TARO_APP_SIGN_KEY ?? ''),
      __APP_VERSION__: JSON.stringify('1.0.0')
    },
    alias: { '@': path.resolve(__dirname, '..', 'src') },
    copy: {
      patterns:
        process.env.TARO_ENV === 'weapp' ? [{ from: LOTTIE_MINI.from, to: `dist/weapp/${LOTTIE_MINI.to}` }] : [],
      options: {}
    },
    framework: 'react',
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    terser: {
      enable: true,
      config:
        process.env.TARO_ENV === 'h5'
          ? // Taro's H5 default quotes every object key ("a":1); unquoted keys are the same object, smaller
            { output: { quote_keys: false }, compress: { passes: 2 } }
          : // Taro's mini default escapes every non-ASCII character (\u975c, 6 bytes for a 3-byte UTF-8 character):
            // the zh-Hant texts would count twice against the 2 MB main package; WeChat reads UTF-8 sources.
            // Taro's mini default also switches off half of terser's compressions (inlining, variable reduction…),
            // create-react-app's settings of 2017 for UglifyJS bugs: terser's own defaults, twice (issue 34)
            { output: { ascii_only: false }, compress: WEAPP_COMPRESS }
    },
    cache: { enable: false },
    mini: {
      webpackChain(chain) {
        noNodeCrypto(chain)
        limitNesting(chain as never)
        // MobX's own production build (numbered errors, no dev checks), as on H5
        chain.resolve.alias
          .set('mobx$', mobxProduction)
          .set('tslib$', tslibEsm)
          // every `observer` of the app wraps a function component, which mobx-react hands to mobx-react-lite's:
          // that one directly, without mobx-react's class-component support (issue 34)
          .set('mobx-react$', 'mobx-react-lite')
        // English in the oversea subpackage, loaded when chosen (./weappEnglish.ts)
        chain.plugin('weappEnglish').use(WeappEnglish)
        // what only subpackages use goes to their sub-vendors, not the main package (./subpackageOnly.ts)
        chain.optimization.splitChunks(
          keepSubpackageCodeOut(chain.optimization.get('splitChunks'), subpackageRoots()) as never
        )
        // BUNDLE_STATS=<file>: what each emitted file is made of (./bundleStats.js)
        if (process.env.BUNDLE_STATS)
          chain.plugin('bundleStats').use(require('./bundleStats'), [path.resolve(process.env.BUNDLE_STATS)])
      },
      // read by Taro's MiniPlugin, missing from Taro's config type
      ...({ baseLevel: WEAPP_BASE_LEVEL } as object),
      // taro-ui 3.3.x scss uses @import and `/` division: silence the Dart Sass deprecation flood
      sassLoaderOption: sassQuiet,
      postcss: {
        pxtransform: { enable: true, config: {} },
        // prefixes for the web views WeChat runs in (iOS WKWebView, Android XWeb/X5 on Chromium 53+), not for the
        // package.json browserslist of the H5 build: no -ms- flexbox nor -webkit- flex in the 2 MB main package
        autoprefixer: { enable: true, config: { overrideBrowserslist: ['iOS >= 10', 'Chrome >= 53'] } },
        url: { enable: true, config: { limit: 1024 } },
        cssModules: {
          enable: false,
          config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' }
        }
      }
    },
    h5: {
      publicPath: '/',
      useHtmlComponents: true,
      staticDirectory: 'static',
      esnextModules: ['taro-ui'],
      sassLoaderOption: sassQuiet,
      // fonts (the icon font) as files with a content hash, never inlined into a stylesheet of the first load
      fontUrlLoaderOption: { limit: 1, name: 'static/fonts/[name].[contenthash:8][ext]' },
      webpackChain(chain) {
        noNodeCrypto(chain)
        // Taro's H5 default splitChunks.chunks = 'initial' duplicates mobx & component wrappers into every page chunk;
        // its minSize 0 makes a chunk of every module two pages share (the home's first load was 30 files of
        // 0.2–3 KB, each compressed alone): shared parts under 20 KB stay in the chunks that use them instead
        const image = chain.module.rule('image')
        image.set('generator', { ...((image.get('generator') as object | undefined) ?? {}), dataUrl: inlineImage })
        const splitChunks = chain.optimization.get('splitChunks')
        chain.optimization.splitChunks({ ...splitChunks, chunks: 'all', minSize: 20_000 })
        // Polyfills of Taro's H5 request that every supported browser has natively (first-load size)
        const stub = (name: string) => path.resolve(__dirname, 'stubs', name)
        chain.resolve.alias
          .set('whatwg-fetch$', stub('empty.js'))
          .set('abortcontroller-polyfill/dist/abortcontroller-polyfill-only$', stub('empty.js'))
          .set('platform$', stub('platform.js'))
          // the router's query parsing: the two calls it makes, without the library (./stubs/query-string.js)
          .set('query-string$', stub('query-string.js'))
          .set('jsonp-retry$', stub('jsonp.js'))
          // the Swiper component's library: the modules it uses, not the whole bundle (./stubs/swiper.js)
          .set('swiper/bundle$', stub('swiper.js'))
          .set('swiper/swiper-bundle.css$', stub('swiper-css.js'))
          // Taro's base styles and the component styles of its H5 React components, trimmed to what the app uses
          // and extracted into the app stylesheet, not injected by a style-loader runtime from the first script
          .set('@tarojs/components/dist/taro-components/taro-components.css$', stub('taro-base.css'))
          .set('@tarojs/components-react/dist/index.css$', stub('empty.css'))
          .set('@tarojs/components/global.css$', stub('taro-global.css'))
          // MobX's own production build (numbered errors, no dev checks) rather than its dev-capable ESM file
          .set('mobx$', mobxProduction)
        // Taro's H5 View applies a changed class one frame late (./stubs/view.js says what that broke): ours instead.
        // Its index imports it by a relative path, so the swap is made on the resolved file, not by an alias.
        chain
          .plugin('taroView')
          .use(ReplaceResolved, [
            /@tarojs[\\/]components-react[\\/]dist[\\/]components[\\/]view[\\/]index\.js$/,
            stub('view.js')
          ])
        // and its Image forces a layout on every image's load event, listened to or not (./stubs/image.js)
        chain
          .plugin('taroImage')
          .use(ReplaceResolved, [
            /@tarojs[\\/]components-react[\\/]dist[\\/]components[\\/]image[\\/]index\.js$/,
            stub('image.js')
          ])
        // the framework, the app and the router start in three tasks, not one long one (./yieldBeforeApp.js)
        chain
          .plugin('yieldBeforeApp')
          .use(YieldBeforeApp, [{ steps: path.resolve(__dirname, '..', 'src', 'bootSteps.ts') }])
        // the bundle's scripts run after the server's first screen has been painted (./scriptsAfterFirstPaint.js)
        chain.plugin('scriptsAfterFirstPaint').use(require('./scriptsAfterFirstPaint'))
        // each page route's own script and style files, which the server preloads with that route's HTML
        // (./routeChunks.js, server/src/plugins/static.ts)
        chain.plugin('routeChunks').use(require('./routeChunks'), [path.resolve(__dirname, '..', 'src')])
        // BUNDLE_STATS=<file>: what each chunk is made of (./bundleStats.js)
        if (process.env.BUNDLE_STATS)
          chain.plugin('bundleStats').use(require('./bundleStats'), [path.resolve(process.env.BUNDLE_STATS)])
      },
      // history mode, NO basename: '/' makes every route 404 (taro-setup-notes §3.5)
      router: { mode: 'browser' },
      output: {
        filename: 'js/[name].[hash:8].js',
        // 6 hex digits for the chunks: the runtime carries a table of every chunk's hash in the first load
        chunkFilename: 'js/[name].[chunkhash:6].js',
        // spec §9: a page's script chunk may take up to 120 s (src/services/pageLoading.h5.ts shows the wait)
        chunkLoadTimeout: 120_000
      },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        // short hashes, as the scripts: the runtime's table of every CSS chunk's name costs less in the first load
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:6].css'
      },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        cssModules: {
          enable: false,
          config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' }
        }
      }
    }
  }
  // H5 only: the offline service worker (src/sw.js + this build's bundle list) goes to dist/h5/sw.js, served from
  // `/` so its scope is the whole app
  if (process.env.TARO_ENV === 'h5')
    baseConfig.plugins = [...(baseConfig.plugins ?? []), path.resolve(__dirname, 'serviceWorker.js')]
  if (process.env.NODE_ENV === 'development') return merge({}, baseConfig, devConfig)
  return merge({}, baseConfig, prodConfig)
})
