/** Mini-program update check (spec §4, §8). H5 and tests: nothing to check. */
export function checkForUpdate(_texts: {
  title: string
  ready: string
  declined: string
  failed: string
  tooOld: string
}): void {}
