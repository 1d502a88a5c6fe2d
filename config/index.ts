import path from 'path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import devConfig from './dev'
import prodConfig from './prod'

const sassQuiet = {
  sassOptions: {
    quietDeps: true,
    silenceDeprecations: ['legacy-js-api', 'import', 'slash-div', 'global-builtin', 'color-functions']
  }
}

/**
 * API base per environment (spec §9: development, test, production switch the API base).
 * - TARO_APP_API_BASE wins when set.
 * - H5: '' = same origin (`npm start` serves the app and the API on one port).
 * - weapp: the local server of `npm start`.
 */
const apiBase = (platform: string | undefined) =>
  process.env.TARO_APP_API_BASE ?? (platform === 'h5' ? '' : 'http://127.0.0.1:3000')

export default defineConfig<'webpack5'>(async (merge) => {
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'jingxin',
    date: '2026-11-22',
    designWidth: 750,
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    outputRoot: `dist/${process.env.TARO_ENV}`,
    plugins: [],
    defineConstants: {
      __API_BASE__: JSON.stringify(apiBase(process.env.TARO_ENV)),
      __SIGN_KEY__: JSON.stringify(process.env.TARO_APP_SIGN_KEY ?? ''),
      __APP_VERSION__: JSON.stringify('1.0.0')
    },
    alias: { '@': path.resolve(__dirname, '..', 'src') },
    copy: { patterns: [], options: {} },
    framework: 'react',
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    cache: { enable: false },
    mini: {
      // taro-ui 3.3.x scss uses @import and `/` division: silence the Dart Sass deprecation flood
      sassLoaderOption: sassQuiet,
      postcss: {
        pxtransform: { enable: true, config: {} },
        url: { enable: true, config: { limit: 1024 } },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } }
      }
    },
    h5: {
      publicPath: '/',
      staticDirectory: 'static',
      esnextModules: ['taro-ui'],
      sassLoaderOption: sassQuiet,
      webpackChain(chain) {
        // Taro's H5 default splitChunks.chunks = 'initial' duplicates mobx & component wrappers into every page chunk
        const splitChunks = chain.optimization.get('splitChunks')
        chain.optimization.splitChunks({ ...splitChunks, chunks: 'all' })
      },
      // history mode, NO basename: '/' makes every route 404 (taro-setup-notes §3.5)
      router: { mode: 'browser' },
      output: {
        filename: 'js/[name].[hash:8].js',
        chunkFilename: 'js/[name].[chunkhash:8].js'
      },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[hash].css',
        chunkFilename: 'css/[name].[chunkhash].css'
      },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } }
      }
    }
  }
  // H5 only: the offline service worker (src/sw.js + this build's bundle list) goes to dist/h5/sw.js, served from
  // `/` so its scope is the whole app
  if (process.env.TARO_ENV === 'h5') baseConfig.plugins = [...(baseConfig.plugins ?? []), path.resolve(__dirname, 'serviceWorker.js')]
  if (process.env.NODE_ENV === 'development') return merge({}, baseConfig, devConfig)
  return merge({}, baseConfig, prodConfig)
})
