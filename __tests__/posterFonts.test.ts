/**
 * The posters' fonts (issue 33, the English golden-sentence poster): a CJK font draws the punctuation Chinese
 * and English share (’ “ ” •) full width, so "Today’s" showed a wide gap after its apostrophe. A text without
 * CJK characters is drawn with a Latin font first; a Chinese one keeps the CJK font first.
 */
import { goldenPosterOps } from '@/mine/lib/goldenPoster'
import { paintPoster, posterFontFamily, type PosterContext } from '@/mine/lib/poster'

/** The painter's fills of text with the font each was drawn in. */
function drawn(ops: ReturnType<typeof goldenPosterOps>): Map<string, string> {
  const out = new Map<string, string>()
  const noop = () => undefined
  const ctx: PosterContext = {
    fillStyle: '',
    font: '',
    textAlign: '',
    textBaseline: '',
    fillRect: noop,
    fillText(s) {
      out.set(s, this.font)
    },
    measureText: (s) => ({ width: Array.from(s).length * 8 }),
    beginPath: noop,
    closePath: noop,
    moveTo: noop,
    arcTo: noop,
    arc: noop,
    fill: noop,
    clip: noop,
    save: noop,
    restore: noop,
    drawImage: noop
  }
  paintPoster(ctx, ops, null)
  return out
}

/** The first family of a canvas font string ("bold 18px "Helvetica Neue", …" → Helvetica Neue). */
const firstFamily = (font: string) =>
  font
    .replace(/^(bold )?\d+px /, '')
    .split(',')[0]
    .replace(/"/g, '')

const CJK = ['PingFang TC', 'Noto Sans CJK TC', 'Noto Sans TC', 'Microsoft JhengHei']

it('the English golden-sentence poster draws its texts in a Latin font first, apostrophes included', () => {
  const fonts = drawn(
    goldenPosterOps({
      brand: 'Jingxin',
      heading: 'Today’s golden sentence',
      date: '2026-11-29',
      text: 'Don’t rush: you’re already here.',
      author: 'Jingxin editors',
      footer: 'Jingxin • a kind word for every day'
    })
  )
  for (const text of [
    'Today’s golden sentence',
    'Don’t rush: you’re already here.',
    'Jingxin • a kind word for every day'
  ]) {
    expect(fonts.get(text)).toBeDefined()
    expect(CJK).not.toContain(firstFamily(fonts.get(text)!))
  }
  // the CJK fonts stay behind it, for a character the Latin font lacks
  expect(fonts.get('Today’s golden sentence')).toContain('Noto Sans CJK TC')
})

it('the Chinese poster keeps a CJK font first for its Chinese texts', () => {
  const fonts = drawn(
    goldenPosterOps({
      brand: '靜心',
      heading: '今日金句',
      date: '2026-11-29',
      text: '慢慢來，比較快。',
      author: '台灣俗語',
      footer: '靜心・每天一句溫柔的話'
    })
  )
  expect(firstFamily(fonts.get('今日金句')!)).toBe('PingFang TC')
  expect(firstFamily(fonts.get('慢慢來，比較快。')!)).toBe('PingFang TC')
  expect(posterFontFamily('Today’s')).not.toBe(posterFontFamily('今日'))
})
