/**
 * lottie-miniprogram on weapp lives in the commonPage subpackage, not in the main package: the build copies the
 * library's own mini-program file (its `miniprogram` entry, what WeChat's npm build would copy) into that
 * subpackage, and src/components/Animation/player.weapp.ts loads it with WeChat's require.async.
 */
export const LOTTIE_MINI = {
  from: 'node_modules/lottie-miniprogram/miniprogram_dist/index.js',
  /** inside dist/weapp; the loader's require.async path is this, relative to the root */
  to: 'commonPage/lottie/index.js'
} as const
