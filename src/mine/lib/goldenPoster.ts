/**
 * The golden-sentence poster (issue 33, GET /v3/meditation/goldenSentence): the day's quote on spec §9's 375 × 650
 * share canvas, as draw operations for the invitation poster's painter (./poster.ts paintPoster, PosterCanvas).
 */
import { POSTER_COLORS, POSTER_HEIGHT, POSTER_WIDTH, type DrawOp } from './poster'

export interface GoldenPosterInput {
  brand: string
  heading: string
  date: string
  text: string
  /** '' draws no source line */
  author: string
  footer: string
}

/** A dark hero with the brand and the day, the sentence large on a card, its source, the footer. */
export function goldenPosterOps(input: GoldenPosterInput): DrawOp[] {
  const c = POSTER_COLORS
  const mid = POSTER_WIDTH / 2
  return [
    { kind: 'rect', x: 0, y: 0, w: POSTER_WIDTH, h: POSTER_HEIGHT, color: c.page },
    { kind: 'rect', x: 0, y: 0, w: POSTER_WIDTH, h: 200, color: c.hero },
    { kind: 'text', text: input.brand, x: 24, y: 52, size: 28, bold: true, color: c.heroText },
    { kind: 'text', text: input.heading, x: 24, y: 96, size: 18, bold: true, color: c.heroText, maxWidth: 327 },
    { kind: 'text', text: input.date, x: 24, y: 124, size: 14, color: c.heroSub, maxWidth: 327 },
    { kind: 'rect', x: 20, y: 170, w: 335, h: 380, color: c.card, radius: 16 },
    { kind: 'text', text: '“', x: 44, y: 246, size: 64, bold: true, color: c.accent },
    {
      kind: 'text',
      text: input.text,
      x: 44,
      y: 290,
      size: 22,
      bold: true,
      color: c.ink,
      maxWidth: 287,
      lines: 6,
      lineHeight: 36
    },
    ...(input.author
      ? [
          {
            kind: 'text',
            text: `— ${input.author}`,
            x: 44,
            y: 520,
            size: 15,
            color: c.muted,
            maxWidth: 287,
            lines: 1
          } as DrawOp
        ]
      : []),
    {
      kind: 'text',
      text: input.footer,
      x: mid,
      y: 610,
      size: 13,
      color: c.muted,
      align: 'center',
      maxWidth: 335,
      lines: 1
    }
  ]
}
