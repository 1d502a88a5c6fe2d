/**
 * Weapp: code that only subpackage pages use stays out of the main package. Taro's optimizeMainPackage misses
 * some of it: qrcode-generator (pages of commonPage, mine and study) went into the main package's vendors.js.
 * Two splitters run on the weapp build with the same cache groups: Taro's MiniSplitChunksPlugin (its sub-common
 * and sub-vendors groups added) and then webpack's own SplitChunksPlugin (optimization.splitChunks as configured).
 * So:
 *  - a module whose every chunk is a page of some subpackage, in two subpackages or more, goes into the
 *    `sub-vendors` of each subpackage that uses it (a copy per subpackage: WeChat shares code between subpackages
 *    only through the main package); Taro adds the require of a subpackage's sub-vendors to its pages itself;
 *  - the main package's `common` and `vendors` groups never take a module whose every chunk is in a subpackage
 *    (otherwise the second splitter moves such a copy, now in two sub-vendors chunks, back into common.js).
 * Code used by one subpackage only is left to Taro (its sub-vendors group and the page chunks).
 */
import path from 'node:path'

interface ChunkLike {
  name?: string | null
}
interface ModuleLike {
  resource?: string
  type?: string
}
interface Context {
  chunkGraph: { getModuleChunksIterable(m: ModuleLike): Iterable<ChunkLike> }
}
type Test = (module: ModuleLike, context: Context) => boolean
interface CacheGroup {
  test?: Test | RegExp | string
  [key: string]: unknown
}
interface SplitChunks {
  cacheGroups?: Record<string, CacheGroup | false>
  [key: string]: unknown
}

/** The subpackage roots of src/app.config.ts. */
export function subpackageRoots(): string[] {
  const g = globalThis as { defineAppConfig?: (c: unknown) => unknown }
  g.defineAppConfig ??= (c) => c
  const config = require(path.resolve(__dirname, '..', 'src', 'app.config.ts')).default as {
    subPackages?: { root: string; independent?: boolean }[]
  }
  return (config.subPackages ?? []).filter((p) => !p.independent).map((p) => p.root)
}

/** Taro's splitChunks for weapp with the groups above. */
export function keepSubpackageCodeOut(splitChunks: SplitChunks | undefined, roots: string[]): SplitChunks {
  const rootOf = (chunk: ChunkLike) => roots.find((r) => (chunk.name ?? '').startsWith(`${r}/`))
  const usedBy = (module: ModuleLike, { chunkGraph }: Context) =>
    [...chunkGraph.getModuleChunksIterable(module)].map(rootOf)
  /** Every chunk of the module is a subpackage's (JavaScript from a file; styles follow Taro's own rules). */
  const inSubpackagesOnly = (module: ModuleLike, context: Context) => {
    if (!module.resource || !/^javascript\//.test(module.type ?? '')) return false
    const used = usedBy(module, context)
    return used.length > 0 && used.every((r) => r !== undefined)
  }
  const sharedBySubpackages: Test = (module, context) =>
    inSubpackagesOnly(module, context) && new Set(usedBy(module, context)).size > 1

  const groups: Record<string, CacheGroup | false> = { ...splitChunks?.cacheGroups }
  for (const key of ['common', 'vendors']) {
    const group = groups[key]
    if (!group) continue
    const test = group.test
    if (test !== undefined && typeof test !== 'function') throw new Error(`splitChunks.cacheGroups.${key}.test`)
    groups[key] = { ...group, test: (m: ModuleLike, c: Context) => !inSubpackagesOnly(m, c) && (!test || test(m, c)) }
  }
  for (const root of roots)
    groups[`subpackageShared-${root}`] = {
      name: `${root}/sub-vendors`,
      chunks: (chunk: ChunkLike) => rootOf(chunk) === root,
      test: sharedBySubpackages,
      minChunks: 1,
      priority: 20000,
      enforce: true
    }
  return { ...splitChunks, cacheGroups: groups }
}
