/** Data URIs of the glyphs, built once per seal/tone/oracle (base64 of SVG text is not free on a phone). */
import { oracleCrossSvg, sealGlyphSvg, svgDataUri, toneGlyphSvg } from '../lib/glyphs'
import { oracleOf } from '../lib/dreamspell'

const cache = new Map<string, string>()
function memo(key: string, build: () => string): string {
  let v = cache.get(key)
  if (v === undefined) {
    v = svgDataUri(build())
    cache.set(key, v)
  }
  return v
}

export const sealUri = (seal: number) => memo(`s${seal}`, () => sealGlyphSvg(seal, { width: 120 }))
export const toneUri = (tone: number) => memo(`t${tone}`, () => toneGlyphSvg(tone, { width: 120 }))
export const oracleUri = (kin: number) =>
  memo(`o${kin}`, () => oracleCrossSvg({ kin, oracle: oracleOf(kin) }, { width: 332 }))
