import { createRequire } from 'node:module'
import type { UserConfigExport } from '@tarojs/cli'

/** terser-webpack-plugin as Taro's runner loads it (its minimizer is that package's plugin) */
const runnerRequire = createRequire(require.resolve('@tarojs/webpack5-runner'))

/**
 * The JS minimizer is SWC's, in the terser plugin Taro sets up (issue 30, CI time). Measured on 2026-11-29 with
 * the same sources, whole builds in a cpuacct cgroup on the shared 2-core machine:
 * - H5: terser (Taro's default, `passes: 2` from config/index.ts) 137.0 and 137.9 s of CPU; terser with one pass
 *   123.7 s; SWC 84.9 and 81.4 s. Every script together 1263 KB gzip with terser, 1270 KB with SWC, yet the first
 *   loads of bench:size are smaller (/ 165.3 against 166.0 KB gzip, course tab 159.4 / 160.2, player 166.5 / 167.2,
 *   landing 157.4 / 158.1). esbuild's minifier (Taro's `jsMinimizer: 'esbuild'`) took 84.0 s but made the scripts
 *   9 % larger in gzip (1379 KB): over the 170 KB budgets. esbuild's CSS minimizer fails in Taro 4.2.1 (it is
 *   passed a `preset`); csso stays.
 * - weapp: terser 90.6 s, SWC 59.8 s; main package 797.4 -> 793.7 KB (budget 800), commonPage 790.6 -> 805.9 KB
 *   (budget 1 MB); the mini-program harness passes on it (322 cases).
 * The options are those of the terser options they replace (config/index.ts and Taro's defaults): H5 two passes
 * and keep_fnames; weapp terser's full compression (WEAPP_COMPRESS) under Taro's ecma 5 limits, and UTF-8 rather
 * than \u escapes. SWC 1.3 cannot extract licence comments into .LICENSE.txt files as terser did: they stay in
 * the scripts ('some'; 1.9 KB before gzip in four H5 chunks). es2018: what the H5 browserslist parses.
 */
interface ChainLike {
  optimization: {
    minimizers: { has(name: string): boolean }
    minimizer(name: string): { tap(f: (args: object[]) => object[]): void }
  }
}
function swcMinifier(chain: ChainLike, swcOptions: object) {
  if (!chain.optimization.minimizers.has('terserPlugin'))
    throw new Error("config/prod.ts: Taro's terser minimizer (terserPlugin) was not found; see swcMinifier")
  const { swcMinify } = runnerRequire('terser-webpack-plugin') as { swcMinify: unknown }
  chain.optimization
    .minimizer('terserPlugin')
    .tap(([options]) => [{ ...options, minify: swcMinify, extractComments: false, terserOptions: swcOptions }])
}

export default {
  // each runs after config/index.ts's webpackChain (webpack-merge calls both)
  mini: {
    webpackChain(chain) {
      swcMinifier(chain as never, {
        ecma: 5,
        compress: {
          ecma: 5,
          arrows: false,
          directives: false,
          hoist_funs: false,
          hoist_vars: false,
          toplevel: false,
          passes: 2
        },
        mangle: true,
        format: { comments: 'some', ascii_only: false }
      })
    }
  },
  h5: {
    webpackChain(chain) {
      swcMinifier(chain as never, {
        ecma: 2018,
        keep_fnames: true,
        compress: { passes: 2 },
        mangle: { keep_fnames: true },
        format: { comments: 'some' }
      })
    }
  }
} satisfies UserConfigExport<'webpack5'>
