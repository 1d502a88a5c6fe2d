/**
 * src/styles/tokens.ts (colours for canvas, charts, posters, component colour props) and src/styles/_tokens.scss
 * hold the same colours under the same names: changing one without the other fails here.
 */
import { readFileSync } from 'fs'
import { join } from 'path'
import { colors } from '@/styles/tokens'

/** `$jx-ink-soft` → `inkSoft`, `$jx-amber-31-2` → `amber31_2` (the rule tokens.ts states). */
function tsName(scssName: string): string {
  const [first, ...rest] = scssName.split('-')
  return rest.reduce(
    (key, part) =>
      /^\d+$/.test(part) ? key + (/\d$/.test(key) ? `_${part}` : part) : key + part[0].toUpperCase() + part.slice(1),
    first
  )
}

function scssColours(): Record<string, string> {
  const scss = readFileSync(join(__dirname, '../src/styles/_tokens.scss'), 'utf8')
  const out: Record<string, string> = {}
  for (const m of scss.matchAll(/^\$jx-([\w-]+):\s*(#[0-9a-fA-F]{3,8})\s*;/gm)) out[tsName(m[1])] = m[2].toLowerCase()
  return out
}

describe('design tokens in TypeScript', () => {
  it('has every colour of _tokens.scss, under its name, with its value, and no other', () => {
    const ts = Object.fromEntries(Object.entries(colors).map(([k, v]) => [k, v.toLowerCase()]))
    expect(ts).toEqual(scssColours())
  })

  it('reads the SCSS file (a parse that finds nothing would pass the check above vacuously)', () => {
    const scss = scssColours()
    expect(Object.keys(scss).length).toBeGreaterThan(60)
    expect(scss.inkSoft).toBe('#2d6a5c')
    expect(scss.amber31_2).toBe('#8a5a12')
  })
})
