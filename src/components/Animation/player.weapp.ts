import type Lottie from 'lottie-miniprogram'

/** WeChat's own `require` of the emitted file (webpack leaves `__non_webpack_require__` to it). */
declare const __non_webpack_require__: { async(path: string): Promise<unknown> }

let player: Promise<typeof Lottie> | null = null

/**
 * lottie-miniprogram, from the commonPage subpackage (WeChat subpackage async loading): the build copies the
 * library's mini-program file there (config/lottieMini.ts) instead of bundling it, so it is not in the main
 * package; it arrives with that subpackage, on first use or earlier through preloadRule. The path is relative to
 * the root-level file this module is emitted in (common.js); `npm run check:weapp` resolves every require.async
 * of the build and fails when one does not lead to a file.
 */
export function loadLottie(): Promise<typeof Lottie> {
  player ??= __non_webpack_require__.async('./commonPage/lottie/index.js').then(
    (m) => m as typeof Lottie,
    (e: unknown) => {
      player = null
      throw e
    }
  )
  return player
}
