/**
 * Search text for both database engines. Chinese has no spaces and PostgreSQL's parsers find no words (nor
 * trigrams, under the embedded engine's C locale) in CJK text, so the terms are made here:
 *
 * - every text is normalised the same way: NFKC (full-width → half-width), lower case, Simplified → Traditional
 *   (opencc's cn → tw converter), so 冥想课程, ＭＥＤＩＴＡＴＩＯＮ and 冥想課程 meet;
 * - CJK runs give unigrams and bigrams; other runs give words and, for words of four letters or more, their
 *   letter trigrams (prefixed `~`), so one wrong letter or character still shares most terms with the title.
 *
 * The database stores the terms as a `tsvector` (`array_to_tsvector`, no parser involved) under a GIN index and
 * matches them with a `tsquery` cast from quoted lexemes, so PGlite and PostgreSQL find and rank the same.
 */
type Convert = (text: string) => string
let toTraditional: Convert | null = null

function traditional(text: string): string {
  if (!toTraditional) {
    // opencc's cn → tw tables only (the full build also carries the reverse direction)
    const OpenCC = require('opencc-js/cn2t') as {
      Converter: (o: { from: string; to: string }) => Convert
    }
    toTraditional = OpenCC.Converter({ from: 'cn', to: 'tw' })
  }
  return toTraditional(text)
}

/** One normalised form for documents and queries. */
export function normaliseSearch(text: string): string {
  return traditional(text.normalize('NFKC').toLowerCase()).replace(/\s+/g, ' ').trim()
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff\u{20000}-\u{2fa1f}]/u
const RUNS = /[\u3400-\u9fff\uf900-\ufaff\u{20000}-\u{2fa1f}]+|[\p{L}\p{N}]+/gu

/** The terms of a normalised text: CJK unigrams + bigrams, words + `~` letter trigrams. Unique, in order. */
export function searchTerms(normalised: string): string[] {
  const out = new Set<string>()
  for (const run of normalised.match(RUNS) ?? []) {
    const chars = Array.from(run)
    if (CJK.test(chars[0])) {
      chars.forEach((c, i) => {
        out.add(c)
        if (i + 1 < chars.length) out.add(c + chars[i + 1])
      })
    } else {
      out.add(run)
      if (chars.length >= 4) for (let i = 0; i + 3 <= chars.length; i++) out.add('~' + chars.slice(i, i + 3).join(''))
    }
  }
  return [...out]
}

/**
 * The exact terms of a query: a CJK run of two or more characters gives its bigrams (its single characters would
 * match most of a catalogue), a one-character run that character, other runs their words.
 */
export function exactTerms(normalised: string): string[] {
  const out = new Set<string>()
  for (const run of normalised.match(RUNS) ?? []) {
    const chars = Array.from(run)
    if (CJK.test(chars[0]) && chars.length > 1) chars.slice(0, -1).forEach((c, i) => out.add(c + chars[i + 1]))
    else out.add(run)
  }
  return [...out]
}

/** The fuzzy terms of a query (a wrong letter still shares most of them): exact terms plus letter trigrams. */
export function fuzzyTerms(normalised: string): string[] {
  const out = new Set(exactTerms(normalised))
  for (const term of searchTerms(normalised)) if (term.startsWith('~')) out.add(term)
  return [...out]
}

/**
 * A `tsquery` true when at least `k` of the terms are present, written out as the OR of every k-combination
 * (`(a & b) | (a & c) | (b & c)`), so the GIN index answers it without a per-row count; null when that would take
 * more than `maxGroups` groups (long queries: the caller counts per row instead).
 */
export function tsqueryAtLeast(terms: string[], k: number, maxGroups = 64): string | null {
  const groups: string[] = []
  const pick = (start: number, chosen: string[]): boolean => {
    if (chosen.length === k) {
      groups.push('(' + chosen.map(quoteLexeme).join(' & ') + ')')
      return groups.length <= maxGroups
    }
    for (let i = start; i <= terms.length - (k - chosen.length); i++)
      if (!pick(i + 1, [...chosen, terms[i]])) return false
    return true
  }
  return pick(0, []) ? groups.join(' | ') : null
}

/** A lexeme quoted for a `tsquery` cast (quotes and backslashes escaped). */
function quoteLexeme(term: string): string {
  return `'${term.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`
}

/** `'a' | 'b' | …`: the OR of the query's terms (the ranking and the match share decide what is shown). */
export function tsqueryOf(terms: string[]): string {
  return terms.map(quoteLexeme).join(' | ')
}

/**
 * The share of a query's terms a document needs to be shown: all of a one- or two-term query, else 60 %,
 * which tolerates one wrong character in a four-character Chinese query and one wrong letter in a word.
 */
export function minimumMatches(termCount: number): number {
  return termCount <= 2 ? termCount : Math.ceil(termCount * 0.6)
}

/**
 * Where the query's words and CJK bigrams (unigrams for a one-character query) occur in `text`, as merged
 * [start, end) ranges of UTF-16 offsets, for highlighting. `text` is shown as is; matching is on its
 * normalised form, which keeps offsets for the scripts we index (NFKC and cn → tw map one character to one).
 */
export function matchRanges(text: string, normalisedQuery: string): [number, number][] {
  const hay = normaliseSearch(text)
  if (hay.length !== text.length) return []
  const needles = new Set<string>()
  for (const run of normalisedQuery.match(RUNS) ?? []) {
    const chars = Array.from(run)
    if (CJK.test(chars[0]) && chars.length > 1) chars.slice(0, -1).forEach((c, i) => needles.add(c + chars[i + 1]))
    else needles.add(run)
  }
  const ranges: [number, number][] = []
  for (const n of needles) {
    for (let at = hay.indexOf(n); at >= 0; at = hay.indexOf(n, at + 1)) ranges.push([at, at + n.length])
  }
  ranges.sort((a, b) => a[0] - b[0])
  const merged: [number, number][] = []
  for (const r of ranges) {
    const last = merged[merged.length - 1]
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1])
    else merged.push([r[0], r[1]])
  }
  return merged
}
