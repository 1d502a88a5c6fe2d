/**
 * The check-in poster (issue 33, GET /v3/meditation/clock/in/poster): the day's practice on spec §9's 375 × 650
 * share canvas, as draw operations for the invitation poster's painter (./poster.ts paintPoster, PosterCanvas).
 */
import { POSTER_COLORS, POSTER_HEIGHT, POSTER_WIDTH, type DrawOp } from './poster'

export interface CheckInPosterInput {
  name: string
  /** Translated lines; `figures` and `top` empty when the day has no practice (then `none` is shown). */
  texts: {
    brand: string
    heading: string
    date: string
    minutes: string
    figures: string
    top: string
    none: string
    quote: string
    footer: string
  }
  practised: boolean
}

/** Top to bottom: the hero (brand, heading, date, the user), the day's figures, the day's quote, the footer. */
export function checkInPosterOps(input: CheckInPosterInput): DrawOp[] {
  const c = POSTER_COLORS
  const { texts } = input
  const mid = POSTER_WIDTH / 2
  const figures: DrawOp[] = input.practised
    ? [
        { kind: 'text', text: texts.minutes, x: mid, y: 330, size: 40, bold: true, color: c.ink, align: 'center' },
        { kind: 'text', text: texts.figures, x: mid, y: 370, size: 15, color: c.text, align: 'center', maxWidth: 295 },
        {
          kind: 'text',
          text: texts.top,
          x: mid,
          y: 404,
          size: 13,
          color: c.muted,
          align: 'center',
          maxWidth: 295,
          lines: 2,
          lineHeight: 20
        }
      ]
    : [
        {
          kind: 'text',
          text: texts.none,
          x: mid,
          y: 340,
          size: 15,
          color: c.text,
          align: 'center',
          maxWidth: 280,
          lines: 3,
          lineHeight: 24
        }
      ]
  return [
    { kind: 'rect', x: 0, y: 0, w: POSTER_WIDTH, h: POSTER_HEIGHT, color: c.page },
    { kind: 'rect', x: 0, y: 0, w: POSTER_WIDTH, h: 230, color: c.hero },
    { kind: 'text', text: texts.brand, x: 24, y: 44, size: 28, bold: true, color: c.heroText },
    { kind: 'text', text: texts.heading, x: 24, y: 84, size: 18, bold: true, color: c.heroText, maxWidth: 327 },
    { kind: 'text', text: texts.date, x: 24, y: 110, size: 14, color: c.heroSub, maxWidth: 327 },
    { kind: 'avatar', x: 24, y: 140, size: 56, initial: Array.from(input.name.trim())[0] ?? '' },
    { kind: 'text', text: input.name, x: 92, y: 174, size: 17, bold: true, color: c.heroText, maxWidth: 259, lines: 1 },
    { kind: 'rect', x: 20, y: 260, w: 335, h: 190, color: c.card, radius: 14 },
    ...figures,
    { kind: 'rect', x: 20, y: 470, w: 335, h: 110, color: c.card, radius: 14 },
    {
      kind: 'text',
      text: texts.quote,
      x: 40,
      y: 508,
      size: 15,
      color: c.accent,
      maxWidth: 295,
      lines: 3,
      lineHeight: 24
    },
    {
      kind: 'text',
      text: texts.footer,
      x: mid,
      y: 618,
      size: 13,
      color: c.muted,
      align: 'center',
      maxWidth: 335,
      lines: 1
    }
  ]
}
