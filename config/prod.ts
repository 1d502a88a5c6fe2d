import { createRequire } from 'node:module'
import type { UserConfigExport } from '@tarojs/cli'

/** terser-webpack-plugin as Taro's runner loads it (its minimizer is that package's plugin) */
const runnerRequire = createRequire(require.resolve('@tarojs/webpack5-runner'))

/**
 * H5: the JS minimizer is SWC's, in the terser plugin Taro sets up (issue 30, CI time). Measured on 2026-11-29
 * with the same sources, a whole `taro build --type h5` in a cpuacct cgroup on the shared 2-core machine:
 * terser (Taro's default, `passes: 2` from config/index.ts) 137.0 s of CPU; terser with one pass 123.7 s;
 * SWC 84.9 s. Output: every script together 1263 KB gzip with terser, 1270 KB with SWC, yet the first loads of
 * bench:size are smaller (/ 165.3 against 166.0 KB gzip, course tab 159.4 / 160.2, player 166.5 / 167.2, landing
 * 157.4 / 158.1). esbuild's minifier (Taro's `jsMinimizer: 'esbuild'`) took 84.0 s but made the scripts 9 % larger
 * in gzip (1379 KB): over the 170 KB budgets. The weapp build keeps terser: its main package (797 of 800 KB) was
 * sized with it.
 * The options are the H5 terser options' (config/index.ts: two passes; Taro's default keep_fnames): SWC 1.3 cannot
 * extract licence comments into .LICENSE.txt files as terser did, so they stay in the scripts ('some', 1.9 KB
 * before gzip in four chunks). es2018: what every browser of package.json's browserslist parses.
 */
function swcMinifier(chain: {
  optimization: {
    minimizers: { has(name: string): boolean }
    minimizer(name: string): { tap(f: (args: object[]) => object[]): void }
  }
}) {
  if (!chain.optimization.minimizers.has('terserPlugin'))
    throw new Error("config/prod.ts: Taro's terser minimizer (terserPlugin) was not found; see swcMinifier")
  const { swcMinify } = runnerRequire('terser-webpack-plugin') as { swcMinify: unknown }
  chain.optimization.minimizer('terserPlugin').tap(([options]) => [
    {
      ...options,
      minify: swcMinify,
      extractComments: false,
      terserOptions: {
        ecma: 2018,
        keep_fnames: true,
        compress: { passes: 2 },
        mangle: { keep_fnames: true },
        format: { comments: 'some' }
      }
    }
  ])
}

export default {
  mini: {},
  h5: {
    // runs after config/index.ts's webpackChain (webpack-merge calls both)
    webpackChain(chain) {
      swcMinifier(chain as never)
    }
  }
} satisfies UserConfigExport<'webpack5'>
