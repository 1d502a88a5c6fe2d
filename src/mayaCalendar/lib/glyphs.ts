/**
 * Seal and tone glyphs of the 13-moon calendar as SVG strings. Pure TypeScript: no DOM, no `btoa`, no
 * Buffer, so it runs in the WeChat JS engine as well as in the browser; `svgDataUri()` turns a string into a
 * `data:image/svg+xml;base64,…` URI for an <Image>.
 *
 * The seal drawings are original and deliberately simple: a rounded tile in the seal's colour with a symbolic figure.
 * The figure is white on red and blue tiles; on the white and yellow tiles a white figure would be unreadable, so
 * it is drawn dark there (every tile/figure pair has a contrast ratio of at least 4.5:1; see the tests). The tone
 * glyphs are Maya dot-and-bar numerals (a bar is 5, a dot 1; dots above bars). No text anywhere: the app renders
 * labels.
 */
import { kinInfo, sealColor, type CastleColor, type Oracle } from './dreamspell'

export interface GlyphPalette {
  tile: string
  figure: string
  /** Tile outline (only the white tile needs one to stand out on a white page). */
  outline?: string
}

export const GLYPH_PALETTE: { [C in CastleColor]: GlyphPalette } = {
  red: { tile: '#C62828', figure: '#FFFFFF' },
  white: { tile: '#FFFFFF', figure: '#37474F', outline: '#78909C' },
  blue: { tile: '#1565C0', figure: '#FFFFFF' },
  yellow: { tile: '#FBC02D', figure: '#3E2723' },
  green: { tile: '#2E7D32', figure: '#FFFFFF' }
}

/** Default colour of tone numerals (dark slate; readable on white and light backgrounds). */
export const TONE_COLOR = '#263238'

export interface SvgSizeOptions {
  /** Rendered width in px (height follows the aspect ratio). Defaults to the viewBox width. */
  width?: number
}

const NS = 'xmlns="http://www.w3.org/2000/svg"'

function svgRoot(vbW: number, vbH: number, body: string, opts: SvgSizeOptions = {}): string {
  const w = opts.width ?? vbW
  const h = round((w * vbH) / vbW)
  return `<svg ${NS} viewBox="0 0 ${vbW} ${vbH}" width="${round(w)}" height="${h}" focusable="false">${body}</svg>`
}

function round(n: number): number {
  return Math.round(n * 100) / 100
}

function points(pts: Array<[number, number]>): string {
  return pts.map(([x, y]) => `${round(x)},${round(y)}`).join(' ')
}

/** Star polygon with `n` points around (50, 50). */
function starPoints(n: number, outer: number, inner: number, cx = 50, cy = 50): string {
  const pts: Array<[number, number]> = []
  for (let i = 0; i < 2 * n; i++) {
    const r = i % 2 === 0 ? outer : inner
    const a = -Math.PI / 2 + (i * Math.PI) / n
    pts.push([cx + r * Math.cos(a), cy + r * Math.sin(a)])
  }
  return points(pts)
}

/** Archimedean spiral as a polyline. */
function spiralPoints(turns: number, maxR: number, cx = 50, cy = 50): string {
  const pts: Array<[number, number]> = []
  const steps = Math.round(turns * 36)
  for (let i = 0; i <= steps; i++) {
    const t = i / steps
    const a = t * turns * 2 * Math.PI
    const r = 3 + t * (maxR - 3)
    pts.push([cx + r * Math.cos(a), cy + r * Math.sin(a)])
  }
  return points(pts)
}

/** Figures in a 100×100 box; `f` is the figure colour, `b` the tile colour (for cut-outs). */
const FIGURES: Array<(f: string, b: string) => string> = [
  // 1 Dragon: an open jaw with teeth and an eye
  (f) =>
    `<path d="M20 38 Q50 92 80 38" fill="none" stroke="${f}" stroke-width="8" stroke-linecap="round"/>` +
    `<polyline points="24,40 32,54 40,42 48,56 56,42 64,54 72,40" fill="none" stroke="${f}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>` +
    `<circle cx="50" cy="24" r="7" fill="${f}"/>`,
  // 2 Wind: the T-shaped breath glyph
  (f) => `<path d="M24 28 H76 M50 28 V78" fill="none" stroke="${f}" stroke-width="12" stroke-linecap="round"/>`,
  // 3 Night: a dome (house of night) with stars
  (f) =>
    `<path d="M22 78 V48 A28 28 0 0 1 78 48 V78 Z" fill="none" stroke="${f}" stroke-width="7" stroke-linejoin="round"/>` +
    `<circle cx="39" cy="52" r="5" fill="${f}"/><circle cx="61" cy="52" r="5" fill="${f}"/><circle cx="50" cy="66" r="5" fill="${f}"/>`,
  // 4 Seed: a seed with a sprouting leaf
  (f) =>
    `<ellipse cx="50" cy="60" rx="20" ry="22" fill="none" stroke="${f}" stroke-width="7"/>` +
    `<path d="M50 38 V18" stroke="${f}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M50 26 Q60 12 74 16 Q66 30 50 28 Z" fill="${f}"/>`,
  // 5 Serpent: a winding body with a head
  (f) =>
    `<path d="M16 70 C28 44 40 44 48 58 S68 74 76 46" fill="none" stroke="${f}" stroke-width="8" stroke-linecap="round"/>` +
    `<circle cx="78" cy="38" r="9" fill="${f}"/>`,
  // 6 World-Bridger: a suspension bridge
  (f) =>
    `<path d="M14 72 H86" stroke="${f}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M18 72 Q50 14 82 72" fill="none" stroke="${f}" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M34 48 V72 M50 38 V72 M66 48 V72" stroke="${f}" stroke-width="4"/>`,
  // 7 Hand: an open palm
  (f) =>
    `<rect x="32" y="48" width="36" height="32" rx="10" fill="${f}"/>` +
    `<rect x="32" y="22" width="7" height="34" rx="3.5" fill="${f}"/>` +
    `<rect x="41.5" y="16" width="7" height="40" rx="3.5" fill="${f}"/>` +
    `<rect x="51" y="18" width="7" height="38" rx="3.5" fill="${f}"/>` +
    `<rect x="60.5" y="26" width="7" height="30" rx="3.5" fill="${f}"/>` +
    `<rect x="62" y="48" width="7" height="26" rx="3.5" transform="rotate(-50 65.5 61)" fill="${f}"/>`,
  // 8 Star: an eight-pointed star
  (f) => `<polygon points="${starPoints(8, 36, 15)}" fill="${f}"/>`,
  // 9 Moon: a crescent with a drop of water
  (f) =>
    `<path d="M62 18 A34 34 0 1 0 62 82 A40 40 0 0 1 62 18 Z" fill="${f}"/>` +
    `<path d="M72 40 Q80 53 80 60 A8 8 0 0 1 64 60 Q64 53 72 40 Z" fill="${f}"/>`,
  // 10 Dog: a heart (loyalty, love)
  (f) => `<path d="M50 80 C18 60 16 36 32 29 C42 25 50 32 50 40 C50 32 58 25 68 29 C84 36 82 60 50 80 Z" fill="${f}"/>`,
  // 11 Monkey: a playful spiral
  (f) =>
    `<polyline points="${spiralPoints(3, 34)}" fill="none" stroke="${f}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
  // 12 Human: a standing figure with open arms
  (f) =>
    `<circle cx="50" cy="26" r="10" fill="${f}"/>` +
    `<path d="M50 40 V62 M28 48 L50 44 L72 48 M50 62 L36 82 M50 62 L64 82" fill="none" stroke="${f}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`,
  // 13 Skywalker: a ladder to the sky
  (f) =>
    `<path d="M36 16 V84 M64 16 V84" stroke="${f}" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M36 28 H64 M36 44 H64 M36 60 H64 M36 76 H64" stroke="${f}" stroke-width="5"/>`,
  // 14 Wizard: a pointed hat with a star cut out
  (f, b) =>
    `<polygon points="50,12 72,70 28,70" fill="${f}"/>` +
    `<path d="M18 74 H82" stroke="${f}" stroke-width="8" stroke-linecap="round"/>` +
    `<polygon points="${starPoints(5, 8, 3.5, 50, 50)}" fill="${b}"/>`,
  // 15 Eagle: wings spread in flight
  (f) =>
    `<path d="M12 38 Q32 30 50 52 Q68 30 88 38 Q68 44 50 74 Q32 44 12 38 Z" fill="${f}"/>` +
    `<circle cx="50" cy="36" r="7" fill="${f}"/>`,
  // 16 Warrior: a shield with a cross
  (f) =>
    `<path d="M50 14 L78 24 V48 Q78 72 50 86 Q22 72 22 48 V24 Z" fill="none" stroke="${f}" stroke-width="7" stroke-linejoin="round"/>` +
    `<path d="M50 30 V70 M36 46 H64" stroke="${f}" stroke-width="7" stroke-linecap="round"/>`,
  // 17 Earth: a globe
  (f) =>
    `<circle cx="50" cy="50" r="32" fill="none" stroke="${f}" stroke-width="6"/>` +
    `<ellipse cx="50" cy="50" rx="13" ry="32" fill="none" stroke="${f}" stroke-width="5"/>` +
    `<path d="M18 50 H82 M24 34 H76 M24 66 H76" stroke="${f}" stroke-width="4"/>`,
  // 18 Mirror: a diamond reflected within a diamond
  (f) =>
    `<polygon points="50,12 88,50 50,88 12,50" fill="none" stroke="${f}" stroke-width="6" stroke-linejoin="round"/>` +
    `<polygon points="50,32 68,50 50,68 32,50" fill="${f}"/>`,
  // 19 Storm: a lightning bolt
  (f) =>
    `<polygon points="58,10 26,54 46,54 38,90 76,40 56,40 66,10" fill="${f}" stroke="${f}" stroke-width="2" stroke-linejoin="round"/>`,
  // 20 Sun: a disc with rays
  (f) => {
    let rays = ''
    for (let i = 0; i < 8; i++) {
      const a = (i * Math.PI) / 4
      rays += `M${round(50 + 26 * Math.cos(a))} ${round(50 + 26 * Math.sin(a))} L${round(50 + 38 * Math.cos(a))} ${round(50 + 38 * Math.sin(a))} `
    }
    return `<circle cx="50" cy="50" r="17" fill="${f}"/><path d="${rays.trim()}" stroke="${f}" stroke-width="7" stroke-linecap="round"/>`
  }
]

function checkRange(name: string, v: number, lo: number, hi: number): void {
  if (!Number.isInteger(v) || v < lo || v > hi)
    throw new RangeError(`${name} must be an integer in ${lo}..${hi}, got ${v}`)
}

/** The seal glyph's elements in a 100×100 box. */
function sealBody(seal: number): string {
  const p = GLYPH_PALETTE[sealColor(seal)]
  const outline = p.outline ? ` stroke="${p.outline}" stroke-width="3"` : ''
  return (
    `<rect x="3" y="3" width="94" height="94" rx="16" fill="${p.tile}"${outline}/>` +
    FIGURES[seal - 1](p.figure, p.tile)
  )
}

/** SVG of seal 1..20 (1 Red Dragon … 20 Yellow Sun): a 100×100 tile. */
export function sealGlyphSvg(seal: number, opts: SvgSizeOptions = {}): string {
  checkRange('seal', seal, 1, 20)
  return svgRoot(100, 100, sealBody(seal), opts)
}

export const TONE_BOX = { width: 100, height: 50 }

/** The tone numeral's elements in a 100×50 box: dots (1 each) in a row above bars (5 each), centred. */
function toneBody(tone: number, color: string): string {
  const bars = Math.floor(tone / 5)
  const dots = tone % 5
  const DOT_R = 6
  const DOT_GAP = 18
  const BAR_H = 9
  const BAR_GAP = 4
  const ROW_GAP = 5
  const contentH =
    (dots ? 2 * DOT_R : 0) + (dots && bars ? ROW_GAP : 0) + bars * BAR_H + Math.max(0, bars - 1) * BAR_GAP
  let y = (TONE_BOX.height - contentH) / 2
  let out = ''
  if (dots) {
    const x0 = 50 - ((dots - 1) * DOT_GAP) / 2
    for (let i = 0; i < dots; i++)
      out += `<circle cx="${round(x0 + i * DOT_GAP)}" cy="${round(y + DOT_R)}" r="${DOT_R}" fill="${color}"/>`
    y += 2 * DOT_R + (bars ? ROW_GAP : 0)
  }
  for (let i = 0; i < bars; i++) {
    out += `<rect x="12" y="${round(y)}" width="76" height="${BAR_H}" rx="3" fill="${color}"/>`
    y += BAR_H + BAR_GAP
  }
  return out
}

/** SVG of tone 1..13 as a Maya dot-and-bar numeral (100×50, transparent background). */
export function toneGlyphSvg(tone: number, opts: SvgSizeOptions & { color?: string } = {}): string {
  checkRange('tone', tone, 1, 13)
  return svgRoot(TONE_BOX.width, TONE_BOX.height, toneBody(tone, opts.color ?? TONE_COLOR), opts)
}

/** One kin: its tone numeral above its seal tile, 100×150. */
function kinBody(kin: number, toneColor: string): string {
  const k = kinInfo(kin)
  return toneBody(k.tone, toneColor) + `<g transform="translate(0 50)">${sealBody(k.seal)}</g>`
}

/** SVG of a kin (1..260): the tone numeral above the seal tile (100×150). */
export function kinGlyphSvg(kin: number, opts: SvgSizeOptions & { toneColor?: string } = {}): string {
  checkRange('kin', kin, 1, 260)
  return svgRoot(100, 150, kinBody(kin, opts.toneColor ?? TONE_COLOR), opts)
}

export const ORACLE_CELL = { width: 100, height: 150, gap: 16 }

/**
 * The five-kin oracle cross: guide above, analog right, antipode left, occult below, destiny in the centre (with a
 * soft highlight behind it). Accepts a `dreamspell()` / `kinInfo()` result (or anything with `kin` and `oracle`).
 */
export function oracleCrossSvg(
  result: { kin: number; oracle: Oracle },
  opts: SvgSizeOptions & { toneColor?: string } = {}
): string {
  checkRange('kin', result.kin, 1, 260)
  const { width: cw, height: ch, gap } = ORACLE_CELL
  const toneColor = opts.toneColor ?? TONE_COLOR
  const W = 3 * cw + 2 * gap
  const H = 3 * ch + 2 * gap
  const at = (col: number, row: number) => ({ x: col * (cw + gap), y: row * (ch + gap) })
  const cells: Array<{ kin: number; col: number; row: number }> = [
    { kin: result.oracle.guide, col: 1, row: 0 },
    { kin: result.oracle.antipode, col: 0, row: 1 },
    { kin: result.kin, col: 1, row: 1 },
    { kin: result.oracle.analog, col: 2, row: 1 },
    { kin: result.oracle.occult, col: 1, row: 2 }
  ]
  const c = at(1, 1)
  let body = `<rect x="${c.x - gap / 2}" y="${c.y - gap / 2}" width="${cw + gap}" height="${ch + gap}" rx="18" fill="#ECEFF1" stroke="#90A4AE" stroke-width="2"/>`
  for (const cell of cells) {
    checkRange('oracle kin', cell.kin, 1, 260)
    const p = at(cell.col, cell.row)
    body += `<g transform="translate(${p.x} ${p.y})">${kinBody(cell.kin, toneColor)}</g>`
  }
  return svgRoot(W, H, body, opts)
}

// ---------------------------------------------------------------------------------------------------------------
// Data URIs (pure base64; no btoa / Buffer)

/** UTF-8 bytes of a JS string (lone surrogates become U+FFFD). */
export function utf8Encode(s: string): number[] {
  const out: number[] = []
  for (let i = 0; i < s.length; i++) {
    let cp = s.charCodeAt(i)
    if (cp >= 0xd800 && cp <= 0xdbff) {
      const next = i + 1 < s.length ? s.charCodeAt(i + 1) : 0
      if (next >= 0xdc00 && next <= 0xdfff) {
        cp = 0x10000 + ((cp - 0xd800) << 10) + (next - 0xdc00)
        i++
      } else cp = 0xfffd
    } else if (cp >= 0xdc00 && cp <= 0xdfff) cp = 0xfffd
    if (cp < 0x80) out.push(cp)
    else if (cp < 0x800) out.push(0xc0 | (cp >> 6), 0x80 | (cp & 63))
    else if (cp < 0x10000) out.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63))
    else out.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63))
  }
  return out
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** Standard base64 (RFC 4648, with padding) of bytes. */
export function base64Encode(bytes: ArrayLike<number>): string {
  let out = ''
  const n = bytes.length
  let i = 0
  for (; i + 2 < n; i += 3) {
    const v = (bytes[i] << 16) | (bytes[i + 1] << 8) | bytes[i + 2]
    out += B64[(v >> 18) & 63] + B64[(v >> 12) & 63] + B64[(v >> 6) & 63] + B64[v & 63]
  }
  if (n - i === 1) {
    const v = bytes[i] << 16
    out += B64[(v >> 18) & 63] + B64[(v >> 12) & 63] + '=='
  } else if (n - i === 2) {
    const v = (bytes[i] << 16) | (bytes[i + 1] << 8)
    out += B64[(v >> 18) & 63] + B64[(v >> 12) & 63] + B64[(v >> 6) & 63] + '='
  }
  return out
}

/** `data:image/svg+xml;base64,…` of an SVG string (UTF-8). */
export function svgDataUri(svg: string): string {
  return 'data:image/svg+xml;base64,' + base64Encode(utf8Encode(svg))
}
