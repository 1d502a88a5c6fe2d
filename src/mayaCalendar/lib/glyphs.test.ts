import { test, describe } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  sealGlyphSvg,
  toneGlyphSvg,
  kinGlyphSvg,
  oracleCrossSvg,
  svgDataUri,
  base64Encode,
  utf8Encode,
  GLYPH_PALETTE,
  TONE_COLOR
} from './glyphs'
import { dreamspell, kinInfo, sealColor } from './dreamspell'

/** Minimal well-formedness check: tags balance, attributes are quoted, no stray text between elements. */
function assertWellFormedSvg(svg: string): void {
  assert.ok(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), 'root svg with namespace')
  assert.ok(svg.endsWith('</svg>'))
  const stack: string[] = []
  const re = /<(\/?)([a-zA-Z]+)((?:\s+[a-zA-Z:-]+="[^"<>]*")*)\s*(\/?)>/g
  let last = 0
  let m: RegExpExecArray | null
  while ((m = re.exec(svg))) {
    assert.equal(svg.slice(last, m.index).trim(), '', `unexpected text before ${m[0]}`)
    last = m.index + m[0].length
    const [, close, name, , selfClose] = m
    if (close) assert.equal(stack.pop(), name, `mismatched </${name}>`)
    else if (!selfClose) stack.push(name)
  }
  assert.equal(last, svg.length, 'unparsed tail')
  assert.deepEqual(stack, [])
  assert.ok(!/NaN|undefined|null|Infinity/.test(svg), 'no broken numbers')
  assert.ok(!/<text|<tspan|<foreignObject|<script|<image/i.test(svg), 'text-free, self-contained')
}

/** WCAG relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const v = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
  const lin = v.map((c) => (c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4)))
  return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
}
function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p)
  return (x + 0.05) / (y + 0.05)
}

describe('seal glyphs', () => {
  test('20 well-formed, distinct SVGs in the seal colour', () => {
    const all = new Set<string>()
    for (let seal = 1; seal <= 20; seal++) {
      const svg = sealGlyphSvg(seal)
      assertWellFormedSvg(svg)
      assert.match(svg, /viewBox="0 0 100 100"/)
      const p = GLYPH_PALETTE[sealColor(seal)]
      assert.ok(svg.includes(`<rect x="3" y="3" width="94" height="94" rx="16" fill="${p.tile}"`), `seal ${seal} tile`)
      assert.ok(svg.includes(`"${p.figure}"`), `seal ${seal} figure colour`)
      all.add(svg.replace(/^<svg[^>]*>/, ''))
    }
    assert.equal(all.size, 20)
  })
  test('size option scales width and height', () => {
    assert.match(sealGlyphSvg(1, { width: 48 }), /width="48" height="48"/)
    assert.match(toneGlyphSvg(1, { width: 48 }), /width="48" height="24"/)
  })
  test('rejects invalid seals', () => {
    for (const bad of [0, 21, 1.5, NaN]) assert.throws(() => sealGlyphSvg(bad), RangeError)
  })
  test('accessible colours: figure/tile contrast ≥ 4.5:1, white tile outlined', () => {
    for (const [name, p] of Object.entries(GLYPH_PALETTE)) {
      assert.ok(contrast(p.figure, p.tile) >= 4.5, `${name}: ${contrast(p.figure, p.tile).toFixed(2)}`)
    }
    assert.ok(GLYPH_PALETTE.white.outline && contrast(GLYPH_PALETTE.white.outline, '#FFFFFF') >= 3)
    assert.ok(contrast(TONE_COLOR, '#FFFFFF') >= 4.5)
  })
})

describe('tone glyphs', () => {
  test('dot-and-bar numerals: bars = 5, dots = 1', () => {
    for (let tone = 1; tone <= 13; tone++) {
      const svg = toneGlyphSvg(tone)
      assertWellFormedSvg(svg)
      const dots = (svg.match(/<circle /g) || []).length
      const bars = (svg.match(/<rect /g) || []).length
      assert.equal(dots, tone % 5, `tone ${tone} dots`)
      assert.equal(bars, Math.floor(tone / 5), `tone ${tone} bars`)
      assert.equal(dots + 5 * bars, tone)
    }
  })
  test('dots sit above bars and everything stays inside the 100×50 box', () => {
    for (let tone = 1; tone <= 13; tone++) {
      const svg = toneGlyphSvg(tone)
      const cys = [...svg.matchAll(/cy="([\d.]+)" r="6"/g)].map((m) => Number(m[1]))
      const ys = [...svg.matchAll(/<rect x="12" y="([\d.]+)"/g)].map((m) => Number(m[1]))
      for (const cy of cys) {
        assert.ok(cy - 6 >= 0 && cy + 6 <= 50)
        for (const y of ys) assert.ok(cy + 6 <= y)
      }
      for (const y of ys) assert.ok(y >= 0 && y + 9 <= 50)
    }
  })
  test('custom colour and invalid tones', () => {
    assert.ok(toneGlyphSvg(7, { color: '#FFFFFF' }).includes('fill="#FFFFFF"'))
    for (const bad of [0, 14, 2.5]) assert.throws(() => toneGlyphSvg(bad), RangeError)
  })
})

describe('kin and oracle cross', () => {
  test('kinGlyphSvg: tone above seal', () => {
    const svg = kinGlyphSvg(164)
    assertWellFormedSvg(svg)
    assert.match(svg, /viewBox="0 0 100 150"/)
    assert.ok(svg.includes('translate(0 50)'))
    assert.ok(svg.includes(GLYPH_PALETTE.yellow.tile))
  })
  test('oracle cross places the five kin: guide above, antipode left, destiny centre, analog right, occult below', () => {
    const r = dreamspell('2013-07-26') // Kin 164: guide 8, analog 255, antipode 34, occult 97
    const svg = oracleCrossSvg(r)
    assertWellFormedSvg(svg)
    const groups = [...svg.matchAll(/<g transform="translate\((\d+) (\d+)\)">/g)]
      .map((m) => ({ x: Number(m[1]), y: Number(m[2]) }))
      .filter((p) => !(p.x === 0 && p.y === 50)) // the inner seal offset of each kin
    assert.deepEqual(groups, [
      { x: 116, y: 0 }, // guide
      { x: 0, y: 166 }, // antipode
      { x: 116, y: 166 }, // destiny
      { x: 232, y: 166 }, // analog
      { x: 116, y: 332 } // occult
    ])
    // each cell shows its own kin: compare with the standalone kin glyph bodies, in order
    const body = (k: number) =>
      kinGlyphSvg(k)
        .replace(/^<svg[^>]*>/, '')
        .replace(/<\/svg>$/, '')
    let at = 0
    for (const k of [r.oracle.guide, r.oracle.antipode, r.kin, r.oracle.analog, r.oracle.occult]) {
      const i = svg.indexOf(body(k), at)
      assert.ok(i > at, `kin ${k} in order`)
      at = i
    }
  })
  test('works for every kin and accepts kinInfo results', () => {
    for (let k = 1; k <= 260; k++) assertWellFormedSvg(oracleCrossSvg(kinInfo(k)))
    assert.throws(() => oracleCrossSvg({ kin: 0, oracle: kinInfo(1).oracle }), RangeError)
  })
})

describe('base64 / data URI (no btoa, no Buffer in the code)', () => {
  const samples = [
    '',
    'f',
    'fo',
    'foo',
    'foob',
    'fooba',
    'foobar',
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
    '靜心 13月亮曆 紅龍',
    'emoji 🐉🌞 and ü é ß',
    'lone \ud800 surrogate \udc00 end',
    String.fromCharCode(...Array.from({ length: 256 }, (_, i) => i))
  ]
  for (const s of samples) {
    test(`matches Buffer for ${JSON.stringify(s.slice(0, 20))}`, () => {
      assert.deepEqual(utf8Encode(s), [...Buffer.from(s, 'utf8')])
      assert.equal(base64Encode(utf8Encode(s)), Buffer.from(s, 'utf8').toString('base64'))
    })
  }
  test('random bytes of every length 0..300', () => {
    let seed = 12345
    for (let n = 0; n <= 300; n++) {
      const bytes: number[] = []
      for (let i = 0; i < n; i++) {
        seed = (seed * 1103515245 + 12345) % 2147483648
        bytes.push(seed & 255)
      }
      assert.equal(base64Encode(bytes), Buffer.from(bytes).toString('base64'))
      assert.equal(base64Encode(new Uint8Array(bytes)), Buffer.from(bytes).toString('base64'))
    }
  })
  test('svgDataUri round-trips the SVG of every glyph', () => {
    const svgs = [oracleCrossSvg(dreamspell('2000-02-29'))]
    for (let s = 1; s <= 20; s++) svgs.push(sealGlyphSvg(s))
    for (let t = 1; t <= 13; t++) svgs.push(toneGlyphSvg(t))
    for (const svg of svgs) {
      const uri = svgDataUri(svg)
      assert.ok(uri.startsWith('data:image/svg+xml;base64,'))
      assert.equal(Buffer.from(uri.slice('data:image/svg+xml;base64,'.length), 'base64').toString('utf8'), svg)
    }
  })
  test('the library source uses no btoa, Buffer, DOM or platform imports', () => {
    for (const f of ['glyphs.ts', 'dreamspell.ts', 'names.ts']) {
      const src = readFileSync(join(__dirname, f), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '') // block comments
        .replace(/^\s*\/\/.*$/gm, '') // line comments
      assert.ok(!/\bbtoa\b|\bBuffer\b|\bdocument\b|\bwindow\b|@tarojs|from 'react'|from 'node:/.test(src), f)
      for (const m of src.matchAll(/from '([^']+)'/g)) assert.ok(m[1].startsWith('./'), `${f} imports ${m[1]}`)
    }
  })
})
