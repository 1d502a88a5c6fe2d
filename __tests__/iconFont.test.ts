/**
 * The app ships taro-ui's icon font cut down to the glyphs it uses (src/components/Icon/icons.scss). Every name
 * of IconName needs its `.at-icon-<name>` rule there, with taro-ui's code point, and its glyph in the subset.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { inflateSync } from 'node:zlib'

const root = join(__dirname, '..')
const names = [
  ...readFileSync(join(root, 'src/components/Icon/index.tsx'), 'utf8').matchAll(/^ {2}\| '([\w-]+)'/gm)
].map((m) => m[1])
const ours = readFileSync(join(root, 'src/components/Icon/icons.scss'), 'utf8')
const taroUi = readFileSync(join(root, 'node_modules/taro-ui/lib/style/components/icon.scss'), 'utf8')

/** Code points mapped by the font's cmap (format 4 subtables), read from the WOFF container. */
function cmapCodePoints(woff: Buffer): Set<number> {
  const numTables = woff.readUInt16BE(12)
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20
    if (woff.toString('latin1', at, at + 4) !== 'cmap') continue
    const offset = woff.readUInt32BE(at + 4)
    const compLength = woff.readUInt32BE(at + 8)
    const origLength = woff.readUInt32BE(at + 12)
    const raw = woff.subarray(offset, offset + compLength)
    const cmap = compLength < origLength ? inflateSync(raw) : raw
    const found = new Set<number>()
    const n = cmap.readUInt16BE(2)
    for (let t = 0; t < n; t++) {
      const sub = cmap.readUInt32BE(4 + t * 8 + 4)
      if (cmap.readUInt16BE(sub) !== 4) continue
      const segX2 = cmap.readUInt16BE(sub + 6)
      for (let s = 0; s < segX2; s += 2) {
        const end = cmap.readUInt16BE(sub + 14 + s)
        const start = cmap.readUInt16BE(sub + 16 + segX2 + s)
        for (let c = start; c <= end && c !== 0xffff; c++) found.add(c)
      }
    }
    return found
  }
  return new Set()
}

describe('icon font subset', () => {
  const font = Buffer.from(/url\('data:font\/woff;base64,([^']+)'\)/.exec(ours)![1], 'base64')
  const mapped = cmapCodePoints(font)

  it('H5 loads the same font as a file (src/components/Icon/iconfont.woff)', () => {
    expect(readFileSync(join(root, 'src/components/Icon/iconfont.woff')).equals(font)).toBe(true)
  })

  it('reads a real cmap (the check can fail)', () => {
    expect(names.length).toBeGreaterThan(20)
    expect(mapped.size).toBeGreaterThanOrEqual(names.length)
  })

  it.each(names)('%s: a rule with taro-ui code point and a glyph in the font', (name) => {
    const theirs = new RegExp(`\\.at-icon-${name}::before \\{ content: "\\\\(\\w+)"; \\}`).exec(taroUi)
    expect(theirs).not.toBeNull()
    const code = theirs![1]
    expect(ours).toMatch(new RegExp(`\\.at-icon-${name}::before \\{\\s*content: '\\\\${code}';`))
    expect(mapped.has(parseInt(code, 16))).toBe(true)
  })
})
