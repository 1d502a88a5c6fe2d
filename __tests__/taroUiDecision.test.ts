/**
 * docs/app-conventions.md "taro-ui": we keep our own widgets because taro-ui 3.3.2's components render no ARIA
 * roles or attributes and do not pass other props to their root element. This reads the installed package and
 * fails when that stops being true (an upgrade that adds roles): then the choice is to be made again.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const ROOT = join(__dirname, '..', 'node_modules', 'taro-ui', 'lib', 'components')
const WIDGETS = [
  'tabs',
  'load-more',
  'modal',
  'action-sheet',
  'indexes',
  'switch',
  'list',
  'swipe-action',
  'segmented-control',
  'input-number',
  'rate',
  'countdown'
]

function sourceOf(dir: string): string {
  const walk = (d: string): string[] =>
    readdirSync(d, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(d, e.name)) : e.name.endsWith('.js') ? [join(d, e.name)] : []
    )
  return walk(join(ROOT, dir))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n')
}

describe('taro-ui widgets we do not use (docs/app-conventions.md)', () => {
  it('is the version the decision was measured on', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, '..', '..', 'package.json'), 'utf8')) as { version: string }
    expect(pkg.version).toBe('3.3.2')
  })

  it.each(WIDGETS)('%s renders no role and no aria-* attribute', (name) => {
    const src = sourceOf(name)
    expect(src.length).toBeGreaterThan(500)
    expect(src).not.toMatch(/\brole\s*:/)
    expect(src).not.toMatch(/["']?aria-?[A-Za-z]+["']?\s*:/)
  })

  it.each(WIDGETS)('%s does not pass other props to its root element', (name) => {
    // spreading the props (`...this.props`, `...rest`) is how a caller's role would reach the element
    expect(sourceOf(name)).not.toMatch(/\.\.\.(this\.props|rest|props|restProps|others)\b/)
  })
})
