/** The check-in poster's draw operations (issue 33): inside spec §9's 375 × 650 canvas, figures or the empty-day line. */
import { checkInPosterOps } from '@/mine/lib/checkInPoster'
import { POSTER_HEIGHT, POSTER_WIDTH } from '@/mine/lib/poster'

const texts = {
  brand: '靜心',
  heading: '今日打卡',
  date: '2026-11-28',
  minutes: '12 分鐘',
  figures: '2 次練習 · 連續 3 天',
  top: '最常聽：身體掃描 · 深度睡眠',
  none: '今天還沒有練習',
  quote: '呼吸是回家的路',
  footer: '靜心 · 每天給自己一點安靜'
}

const textsOf = (ops: ReturnType<typeof checkInPosterOps>) => ops.flatMap((o) => (o.kind === 'text' ? [o.text] : []))

it('draws the day’s figures, quote and footer inside the canvas', () => {
  const ops = checkInPosterOps({ name: '小林', texts, practised: true })
  expect(textsOf(ops)).toEqual(
    expect.arrayContaining(['12 分鐘', '2 次練習 · 連續 3 天', texts.top, texts.quote, texts.footer, '小林'])
  )
  expect(textsOf(ops)).not.toContain(texts.none)
  for (const o of ops) {
    const x = 'x' in o ? o.x : 0
    const y = 'y' in o ? o.y : 0
    expect(x).toBeGreaterThanOrEqual(0)
    expect(x).toBeLessThanOrEqual(POSTER_WIDTH)
    expect(y).toBeGreaterThanOrEqual(0)
    expect(y).toBeLessThanOrEqual(POSTER_HEIGHT)
  }
  expect(ops.find((o) => o.kind === 'avatar')).toMatchObject({ initial: '小' })
})

it('a day without practice says so instead of zero figures', () => {
  const ops = checkInPosterOps({ name: 'Lin', texts, practised: false })
  expect(textsOf(ops)).toContain(texts.none)
  expect(textsOf(ops)).not.toContain('12 分鐘')
})
