/**
 * The invitation share poster (spec §9: a 375 × 650 canvas), as a list of draw operations computed without a
 * canvas, then painted on any 2D context (the H5 `<canvas>` or the mini-program's `Canvas type="2d"` node).
 * The QR code's modules come from qrcode-generator and are drawn here as rectangles (one per run of dark
 * modules in a row), so the poster does not depend on an image of the code.
 */
import qrcode from 'qrcode-generator'
import { colors } from '../../styles/tokens'

export const POSTER_WIDTH = 375
export const POSTER_HEIGHT = 650

/** The poster's colours, from the design tokens (src/styles/tokens.ts). */
export const POSTER_COLORS = {
  page: colors.pageCool,
  hero: colors.ink,
  heroText: colors.textOnDark,
  heroSub: colors.grey89,
  card: colors.surface,
  ink: colors.ink,
  text: colors.text,
  muted: colors.textMuted,
  accent: colors.amber31_2,
  qr: colors.grey0,
  avatarBg: colors.line
} as const

export interface Rect {
  x: number
  y: number
  w: number
  h: number
}

export interface QrDrawing {
  /** The text encoded (the invite link). */
  text: string
  /** Modules per side. */
  count: number
  /** Side of one module in poster pixels. */
  cell: number
  /** The dark modules, merged into horizontal runs. */
  rects: Rect[]
}

/**
 * The QR code of `text` fitted in a `size` square at (x, y) with a quiet zone of `quiet` modules on each side.
 * Error correction M; the version grows with the text.
 */
export function qrDrawing(text: string, x: number, y: number, size: number, quiet = 2): QrDrawing {
  const qr = qrcode(0, 'M')
  qr.addData(text)
  qr.make()
  const count = qr.getModuleCount()
  const cell = size / (count + quiet * 2)
  const rects: Rect[] = []
  for (let row = 0; row < count; row++) {
    let col = 0
    while (col < count) {
      if (!qr.isDark(row, col)) {
        col++
        continue
      }
      const start = col
      while (col < count && qr.isDark(row, col)) col++
      rects.push({ x: x + (start + quiet) * cell, y: y + (row + quiet) * cell, w: (col - start) * cell, h: cell })
    }
  }
  return { text, count, cell, rects }
}

export type DrawOp =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; color: string; radius?: number }
  | {
      kind: 'text'
      text: string
      x: number
      y: number
      size: number
      color: string
      bold?: boolean
      align?: 'left' | 'center'
      /** Wrap within this width (at most `lines` lines, the last one cut with an ellipsis). */
      maxWidth?: number
      lines?: number
      lineHeight?: number
    }
  | { kind: 'avatar'; x: number; y: number; size: number; initial: string }
  | { kind: 'qr'; qr: QrDrawing; color: string }

export interface PosterInput {
  /** The inviter's name and the first character shown when the avatar cannot be drawn. */
  name: string
  link: string
  texts: {
    brand: string
    slogan: string
    invites: string
    product: string
    productDesc: string
    reward: string
    scan: string
  }
}

/** The poster, top to bottom: brand hero, the inviter, the product card, the QR code of the link and its caption. */
export function posterOps(input: PosterInput): DrawOp[] {
  const c = POSTER_COLORS
  const { texts } = input
  const qrSize = 150
  const qrX = (POSTER_WIDTH - qrSize) / 2
  const qrY = 420
  return [
    { kind: 'rect', x: 0, y: 0, w: POSTER_WIDTH, h: POSTER_HEIGHT, color: c.page },
    { kind: 'rect', x: 0, y: 0, w: POSTER_WIDTH, h: 200, color: c.hero },
    { kind: 'text', text: texts.brand, x: 24, y: 44, size: 28, bold: true, color: c.heroText },
    { kind: 'text', text: texts.slogan, x: 24, y: 78, size: 14, color: c.heroSub, maxWidth: 327, lines: 1 },
    { kind: 'avatar', x: 24, y: 112, size: 56, initial: Array.from(input.name.trim())[0] ?? '' },
    { kind: 'text', text: input.name, x: 92, y: 132, size: 17, bold: true, color: c.heroText, maxWidth: 259, lines: 1 },
    { kind: 'text', text: texts.invites, x: 92, y: 158, size: 13, color: c.heroSub, maxWidth: 259, lines: 1 },
    { kind: 'rect', x: 20, y: 220, w: 335, h: 180, color: c.card, radius: 14 },
    { kind: 'text', text: texts.product, x: 40, y: 254, size: 20, bold: true, color: c.ink, maxWidth: 295, lines: 1 },
    {
      kind: 'text',
      text: texts.productDesc,
      x: 40,
      y: 288,
      size: 14,
      color: c.text,
      maxWidth: 295,
      lines: 3,
      lineHeight: 22
    },
    { kind: 'text', text: texts.reward, x: 40, y: 372, size: 14, bold: true, color: c.accent, maxWidth: 295, lines: 1 },
    { kind: 'rect', x: qrX - 10, y: qrY - 10, w: qrSize + 20, h: qrSize + 20, color: c.card, radius: 10 },
    { kind: 'qr', qr: qrDrawing(input.link, qrX, qrY, qrSize), color: c.qr },
    {
      kind: 'text',
      text: texts.scan,
      x: POSTER_WIDTH / 2,
      y: 612,
      size: 13,
      color: c.muted,
      align: 'center',
      maxWidth: 335,
      lines: 1
    }
  ]
}

/** The subset of CanvasRenderingContext2D the poster uses (the same on H5 and in the mini-program). */
export interface PosterContext {
  fillStyle: unknown
  font: string
  textAlign: string
  textBaseline: string
  fillRect(x: number, y: number, w: number, h: number): void
  fillText(text: string, x: number, y: number): void
  measureText(text: string): { width: number }
  beginPath(): void
  closePath(): void
  moveTo(x: number, y: number): void
  arcTo(x1: number, y1: number, x2: number, y2: number, r: number): void
  arc(x: number, y: number, r: number, start: number, end: number): void
  fill(): void
  clip(): void
  save(): void
  restore(): void
  drawImage(image: never, x: number, y: number, w: number, h: number): void
}

const CJK_FONTS = '"PingFang TC", "Noto Sans CJK TC", "Noto Sans TC", "Microsoft JhengHei"'
const LATIN_FONTS = '"Helvetica Neue", Helvetica, Arial, "Liberation Sans", "Noto Sans"'
const CJK_CHAR = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/

/**
 * The font family for one text: a CJK font first when it has CJK characters, else a Latin font first. CJK fonts
 * draw the punctuation Chinese and English share (’ ‘ “ ” • …) full width, so "Today’s" in a CJK font showed a
 * wide gap after the apostrophe; the CJK fonts stay in the Latin stack for any character the Latin font lacks.
 */
export function posterFontFamily(text: string): string {
  return CJK_CHAR.test(text) ? `${CJK_FONTS}, sans-serif` : `${LATIN_FONTS}, ${CJK_FONTS}, sans-serif`
}

/** Breaking units: a CJK character alone, a Latin word with the spaces after it. */
const UNITS = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]|[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+\s*|\s+/g

/**
 * Lines of `text` within `maxWidth`, at most `lines`, broken between CJK characters and between words; a cut
 * last line ends with an ellipsis.
 */
export function wrapText(ctx: Pick<PosterContext, 'measureText'>, text: string, maxWidth: number, lines: number) {
  const out: string[] = []
  let line = ''
  const units = text.match(UNITS) ?? []
  for (let i = 0; i < units.length; i++) {
    const next = line + units[i]
    if (line && ctx.measureText(next.trimEnd()).width > maxWidth) {
      if (out.length === lines - 1) {
        let cut = line.trimEnd()
        while (cut && ctx.measureText(`${cut}…`).width > maxWidth) cut = cut.slice(0, -1)
        out.push(`${cut.trimEnd()}…`)
        return out
      }
      out.push(line.trimEnd())
      line = units[i].trimStart()
    } else {
      line = next
    }
  }
  if (line.trim()) out.push(line.trimEnd())
  return out
}

function roundRect(ctx: PosterContext, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath()
  ctx.moveTo(x + r, y)
  ctx.arcTo(x + w, y, x + w, y + h, r)
  ctx.arcTo(x + w, y + h, x, y + h, r)
  ctx.arcTo(x, y + h, x, y, r)
  ctx.arcTo(x, y, x + w, y, r)
  ctx.closePath()
  ctx.fill()
}

/** Paints the operations; `avatar` is a loaded image (or null: a grey disc with the name's first character). */
export function paintPoster(ctx: PosterContext, ops: DrawOp[], avatar: unknown): void {
  for (const op of ops) {
    if (op.kind === 'rect') {
      ctx.fillStyle = op.color
      if (op.radius) roundRect(ctx, op.x, op.y, op.w, op.h, op.radius)
      else ctx.fillRect(op.x, op.y, op.w, op.h)
    } else if (op.kind === 'qr') {
      ctx.fillStyle = op.color
      // a hair of overlap hides the seams between neighbouring modules when the cell is not a whole pixel
      for (const r of op.qr.rects) ctx.fillRect(r.x, r.y, r.w + 0.3, r.h + 0.3)
    } else if (op.kind === 'avatar') {
      const r = op.size / 2
      ctx.save()
      ctx.beginPath()
      ctx.arc(op.x + r, op.y + r, r, 0, Math.PI * 2)
      ctx.closePath()
      ctx.clip()
      ctx.fillStyle = POSTER_COLORS.avatarBg
      ctx.fillRect(op.x, op.y, op.size, op.size)
      if (avatar) {
        ctx.drawImage(avatar as never, op.x, op.y, op.size, op.size)
      } else if (op.initial) {
        ctx.fillStyle = POSTER_COLORS.ink
        ctx.font = `bold ${Math.round(op.size / 2)}px ${posterFontFamily(op.initial)}`
        ctx.textAlign = 'center'
        ctx.textBaseline = 'middle'
        ctx.fillText(op.initial, op.x + r, op.y + r)
      }
      ctx.restore()
    } else {
      ctx.fillStyle = op.color
      ctx.font = `${op.bold ? 'bold ' : ''}${op.size}px ${posterFontFamily(op.text)}`
      ctx.textAlign = op.align ?? 'left'
      ctx.textBaseline = 'alphabetic'
      const lines = op.maxWidth ? wrapText(ctx, op.text, op.maxWidth, op.lines ?? 1) : [op.text]
      lines.forEach((line, i) => ctx.fillText(line, op.x, op.y + i * (op.lineHeight ?? op.size * 1.4)))
    }
  }
}
