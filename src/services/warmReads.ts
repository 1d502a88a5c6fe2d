import type { Api } from './api'

/**
 * The first screen's reads started at launch. Mini-program: its pages' code is in the package, the page asks at
 * once; nothing to do. H5: ./warmReads.h5.ts.
 */
export function warmEntryReads(_api: Api): void {}
