/**
 * Cover motifs: calm scenes built from art.ts shapes. A cover is (motif, palette, seed, size), so every
 * item differs while sharing one visual language. No text is drawn: the app renders titles itself.
 */
import type { Art, Shape, Paint } from './art.js'
import { rng } from './dsp.js'

export interface Palette {
  sky: [string, string] // top, bottom
  glow: string // sun / moon / halo
  layers: [string, string, string] // far, middle, near
  accent: string
}

export const PALETTES = {
  night: { sky: ['#0b1633', '#33457e'], glow: '#f4ecd0', layers: ['#2a3a6b', '#1c2a52', '#101a38'], accent: '#9fb4e8' },
  dawn: { sky: ['#f6d9c9', '#fbeee2'], glow: '#fff6e3', layers: ['#d9b3b0', '#b98e95', '#7e6272'], accent: '#e58f7b' },
  ocean: { sky: ['#bfe3ef', '#eef8fa'], glow: '#ffffff', layers: ['#7cc0d6', '#3f93b4', '#1d5f86'], accent: '#f3c98b' },
  blush: { sky: ['#fde3e7', '#f7f0f5'], glow: '#ffffff', layers: ['#f2b6c3', '#e48aa2', '#b4587a'], accent: '#6fa58f' },
  teal: { sky: ['#0f3c44', '#2f7d7a'], glow: '#d8f3ea', layers: ['#2a6d6b', '#1f5557', '#123a40'], accent: '#9fe3cf' },
  forest: {
    sky: ['#dfeedd', '#f4f8ec'],
    glow: '#fffbe6',
    layers: ['#9cc29a', '#5f9470', '#2f5e48'],
    accent: '#e6c46b'
  },
  rain: { sky: ['#4b5d73', '#8da0b3'], glow: '#dfe7f0', layers: ['#6c7f94', '#4f6177', '#33445a'], accent: '#cfe0f1' },
  ember: { sky: ['#1d0f12', '#4a1e1a'], glow: '#ffb35c', layers: ['#5e2a20', '#3a1a16', '#22100d'], accent: '#ffd27a' },
  sand: { sky: ['#f3e6d3', '#fbf6ee'], glow: '#fff8ea', layers: ['#d8c2a3', '#b69a78', '#7d6650'], accent: '#8a9b7a' },
  mint: { sky: ['#d5f1e6', '#f3fbf7'], glow: '#ffffff', layers: ['#a6dcc8', '#6cbfa3', '#3b8f76'], accent: '#f5a3b5' },
  lavender: {
    sky: ['#d9d3f2', '#f4f1fb'],
    glow: '#fffdf5',
    layers: ['#b6abe0', '#8f82c7', '#5f5596'],
    accent: '#f2c6a0'
  },
  gold: { sky: ['#3b2a12', '#8a6424'], glow: '#ffe6a8', layers: ['#b3863a', '#7f5c23', '#4d3714'], accent: '#fff1c9' },
  sunset: {
    sky: ['#3d2b5a', '#f08a6c'],
    glow: '#ffe3b0',
    layers: ['#7a4a78', '#4f3262', '#2b1e44'],
    accent: '#ffc59a'
  },
  dusk: { sky: ['#24324f', '#a7a2c4'], glow: '#fff1d6', layers: ['#6f6f98', '#4c4f78', '#2d3255'], accent: '#f6c9a8' }
} satisfies Record<string, Palette>
export type PaletteName = keyof typeof PALETTES

export type Motif =
  | 'moonLake'
  | 'peaks'
  | 'waves'
  | 'lotus'
  | 'ripples'
  | 'pines'
  | 'rain'
  | 'candle'
  | 'bowl'
  | 'stones'
  | 'bamboo'
  | 'orbs'
  | 'avatar'
export interface CoverSpec {
  motif: Motif
  palette: PaletteName
  seed: number
  w: number
  h: number
}

const vgrad = (y1: number, y2: number, a: string, b: string): Paint => ({
  kind: 'linear',
  x1: 0,
  y1,
  x2: 0,
  y2,
  stops: [
    [0, a],
    [1, b]
  ]
})
const glow = (cx: number, cy: number, r: number, c: string, a = 0.55): Shape => ({
  t: 'ellipse',
  cx,
  cy,
  rx: r,
  ry: r,
  fill: {
    kind: 'radial',
    cx,
    cy,
    r,
    stops: [
      [0, c, a],
      [0.35, c, a * 0.45],
      [1, c, 0]
    ]
  }
})
const disc = (cx: number, cy: number, r: number, fill: Paint, opacity?: number): Shape => ({
  t: 'ellipse',
  cx,
  cy,
  rx: r,
  ry: r,
  fill,
  opacity
})
const circlePts = (cx: number, cy: number, rx: number, ry = rx, n = 96): number[] =>
  Array.from({ length: n * 2 }, (_, i) =>
    i % 2 === 0 ? cx + rx * Math.cos((Math.PI * 2 * (i >> 1)) / n) : cy + ry * Math.sin((Math.PI * 2 * (i >> 1)) / n)
  )
const ring = (cx: number, cy: number, r: number, th: number, fill: Paint, opacity: number): Shape => ({
  t: 'poly',
  contours: [circlePts(cx, cy, r + th / 2), circlePts(cx, cy, r - th / 2)],
  fill,
  opacity
})

/** Mountain ridge by midpoint displacement, closed down to the bottom edge. */
function ridge(w: number, h: number, base: number, amp: number, rough: number, fill: Paint, rand: () => number): Shape {
  let ys = [base - rand() * amp, base - rand() * amp]
  for (let d = amp; ys.length < 65; d *= rough) {
    const n: number[] = []
    for (let i = 0; i < ys.length - 1; i++) n.push(ys[i]!, (ys[i]! + ys[i + 1]!) / 2 + (rand() - 0.5) * d)
    n.push(ys[ys.length - 1]!)
    ys = n
  }
  const pts: number[] = []
  ys.forEach((y, i) => pts.push((i / (ys.length - 1)) * w, y))
  pts.push(w, h, 0, h)
  return { t: 'poly', contours: [pts], fill }
}

function wave(
  w: number,
  h: number,
  y: number,
  amp: number,
  len: number,
  phase: number,
  fill: Paint,
  opacity?: number
): Shape {
  const pts: number[] = []
  for (let x = 0; x <= w; x += w / 60)
    pts.push(
      x,
      y + amp * Math.sin((x / len) * Math.PI * 2 + phase) + amp * 0.35 * Math.sin((x / len) * 5.1 + phase * 2)
    )
  pts.push(w, h, 0, h)
  return { t: 'poly', contours: [pts], fill, opacity }
}

const SKIN = ['#f1c9a5', '#e8b894', '#d9a582', '#f3d3b8']

type Ctx = { w: number; h: number; m: number; p: Palette; r: () => number }

const MOTIFS: Record<Motif, (c: Ctx) => Shape[]> = {
  moonLake: ({ w, h, m, p, r }) => {
    const horizon = h * 0.66,
      mx = w * (0.3 + r() * 0.4),
      my = h * 0.3
    const stars: Shape[] = Array.from({ length: 40 }, () =>
      disc(r() * w, r() * horizon * 0.8, m * (0.002 + r() * 0.004), '#ffffff', 0.3 + r() * 0.6)
    )
    return [
      ...stars,
      glow(mx, my, m * 0.35, p.glow),
      disc(mx, my, m * 0.1, p.glow),
      ridge(w, h, horizon, m * 0.18, 0.55, p.layers[0], r),
      ridge(w, h, horizon + m * 0.02, m * 0.08, 0.5, p.layers[1], r),
      { t: 'rect', x: 0, y: horizon + m * 0.03, w, h: h, fill: vgrad(horizon, h, p.layers[1], p.layers[2]) },
      ...Array.from({ length: 7 }, (_, i): Shape => ({
        t: 'ellipse',
        cx: mx,
        cy: horizon + m * (0.07 + i * 0.045),
        rx: m * (0.09 - i * 0.008),
        ry: m * 0.006,
        fill: p.glow,
        opacity: 0.55 - i * 0.06
      }))
    ]
  },
  peaks: ({ w, h, m, p, r }) => [
    glow(w * (0.25 + r() * 0.5), h * 0.42, m * 0.45, p.glow, 0.8),
    disc(w * 0.5, h * 0.42, m * 0.09, p.accent, 0.55),
    ridge(w, h, h * 0.55, m * 0.3, 0.55, p.layers[0], r),
    ridge(w, h, h * 0.68, m * 0.22, 0.52, p.layers[1], r),
    ridge(w, h, h * 0.82, m * 0.14, 0.5, p.layers[2], r)
  ],
  waves: ({ w, h, m, p, r }) => {
    const ph = r() * 6
    return [
      glow(w * 0.7, h * 0.32, m * 0.4, p.glow, 0.7),
      disc(w * 0.7, h * 0.32, m * 0.08, p.accent, 0.9),
      wave(w, h, h * 0.55, m * 0.025, w * 0.5, ph, p.layers[0], 0.9),
      wave(w, h, h * 0.66, m * 0.035, w * 0.42, ph + 1.3, p.layers[1], 0.92),
      wave(w, h, h * 0.8, m * 0.045, w * 0.36, ph + 2.1, p.layers[2])
    ]
  },
  lotus: ({ w, h, m, p, r }) => {
    const cx = w / 2,
      cy = h * 0.6,
      s = m * 0.32,
      petals: Shape[] = []
    for (const [n, spread, len, col] of [
      [7, 150, 1, p.layers[0]],
      [5, 100, 0.85, p.layers[1]],
      [3, 50, 0.7, p.layers[2]]
    ] as const) {
      for (let i = 0; i < n; i++) {
        const ang = -spread / 2 + (spread * i) / (n - 1),
          rad = (ang * Math.PI) / 180
        petals.push({
          t: 'ellipse',
          cx: cx + Math.sin(rad) * s * 0.5 * len,
          cy: cy - Math.cos(rad) * s * 0.5 * len,
          rx: s * 0.17,
          ry: s * 0.52 * len,
          rot: ang,
          fill: col,
          opacity: 0.92
        })
      }
    }
    return [
      glow(cx, cy - s * 0.4, m * 0.5, p.glow, 0.9),
      ring(cx, cy - s * 0.4, s * 1.15, m * 0.006, p.accent, 0.35 + r() * 0.2),
      ...petals,
      { t: 'ellipse', cx, cy: cy + s * 0.12, rx: s * 0.9, ry: s * 0.09, fill: p.accent, opacity: 0.7 }
    ]
  },
  ripples: ({ w, h, m, p, r }) => {
    const cx = w * (0.4 + r() * 0.2),
      cy = h * (0.45 + r() * 0.1)
    return [
      glow(cx, cy, m * 0.55, p.glow, 0.5),
      ...Array.from({ length: 6 }, (_, i) =>
        ring(cx, cy, m * (0.06 + i * 0.075), m * (0.012 - i * 0.0012), p.accent, 0.75 - i * 0.1)
      ),
      disc(cx, cy, m * 0.035, p.glow)
    ]
  },
  pines: ({ w, h, m, p, r }) => {
    const trees: Shape[] = []
    for (const [layer, base, size] of [
      [0, 0.62, 0.16],
      [1, 0.76, 0.22],
      [2, 0.92, 0.3]
    ] as const) {
      const n = Math.ceil(w / (m * size * 0.55))
      for (let i = 0; i < n; i++) {
        const x = (i + r() * 0.6) * (w / n),
          th = m * size * (0.7 + r() * 0.5),
          y = h * base,
          tw = th * 0.42
        // Three stacked triangles, widening downwards: the simplest shape that still reads as a pine.
        const tiers = [0, 1, 2].map((k): number[] => {
          const top = y - th + k * 0.27 * th,
            bot = top + 0.46 * th,
            hw = tw * (0.45 + 0.22 * k)
          return [x, top, x + hw, bot, x - hw, bot]
        })
        // Separate shapes, not one multi-contour poly: overlapping contours would cancel under even-odd.
        for (const tier of tiers) trees.push({ t: 'poly', contours: [tier], fill: p.layers[layer] })
      }
      trees.push({ t: 'rect', x: 0, y: h * base - 1, w, h: h, fill: p.layers[layer] })
    }
    return [glow(w * 0.3, h * 0.3, m * 0.4, p.glow, 0.8), ridge(w, h, h * 0.55, m * 0.2, 0.5, p.layers[0], r), ...trees]
  },
  rain: ({ w, h, m, p, r }) => [
    ...Array.from({ length: 5 }, (): Shape => ({
      t: 'ellipse',
      cx: r() * w,
      cy: h * (0.08 + r() * 0.15),
      rx: m * (0.18 + r() * 0.15),
      ry: m * (0.05 + r() * 0.04),
      fill: p.layers[0],
      opacity: 0.8
    })),
    ridge(w, h, h * 0.8, m * 0.1, 0.5, p.layers[1], r),
    ...Array.from({ length: 90 }, (): Shape => ({
      t: 'ellipse',
      cx: r() * w,
      cy: r() * h,
      rx: m * 0.0025,
      ry: m * (0.02 + r() * 0.025),
      rot: 12,
      fill: p.accent,
      opacity: 0.25 + r() * 0.35
    })),
    ...Array.from({ length: 4 }, (_, i) =>
      ring(w * (0.2 + r() * 0.6), h * (0.88 + r() * 0.08), m * (0.02 + i * 0.012), m * 0.003, p.accent, 0.5)
    ),
    wave(w, h, h * 0.93, m * 0.004, w / 3, r() * 6, p.layers[2])
  ],
  candle: ({ w, h, m, p, r }) => {
    const cx = w / 2,
      cy = h * 0.5,
      s = m * 0.22
    return [
      glow(cx, cy, m * 0.65, p.glow, 0.45),
      {
        t: 'rect',
        x: cx - s * 0.32,
        y: cy + s * 0.55,
        w: s * 0.64,
        h: h,
        fill: vgrad(cy, h, p.layers[0], p.layers[2])
      },
      { t: 'ellipse', cx, cy: cy + s * 0.55, rx: s * 0.32, ry: s * 0.06, fill: p.layers[0] },
      {
        t: 'ellipse',
        cx,
        cy: cy + s * 0.05,
        rx: s * 0.2,
        ry: s * 0.5,
        fill: {
          kind: 'radial',
          cx,
          cy: cy + s * 0.25,
          r: s * 0.7,
          stops: [
            [0, '#fff7d6'],
            [0.45, p.glow],
            [1, p.accent, 0.2]
          ]
        }
      },
      { t: 'ellipse', cx, cy: cy + s * 0.22, rx: s * 0.07, ry: s * 0.2, fill: '#ffffff', opacity: 0.8 },
      ...Array.from({ length: 12 }, (): Shape =>
        disc(r() * w, r() * h * 0.8, m * (0.003 + r() * 0.004), p.accent, 0.3 + r() * 0.4)
      )
    ]
  },
  bowl: ({ w, h, m, p }) => {
    const cx = w / 2,
      cy = h * 0.58,
      bw = m * 0.3,
      pts: number[] = []
    for (let i = 0; i <= 40; i++) {
      const a = (Math.PI * i) / 40
      pts.push(cx + bw * Math.cos(a), cy + bw * 0.75 * Math.sin(a))
    }
    return [
      glow(cx, cy - bw * 0.3, m * 0.6, p.glow, 0.5),
      ...Array.from({ length: 4 }, (_, i) =>
        ring(cx, cy - bw * 0.2, bw * (1.25 + i * 0.28), m * 0.005, p.accent, 0.5 - i * 0.1)
      ),
      {
        t: 'poly',
        contours: [pts],
        fill: {
          kind: 'linear',
          x1: cx - bw,
          y1: 0,
          x2: cx + bw,
          y2: 0,
          stops: [
            [0, p.layers[2]],
            [0.45, p.layers[0]],
            [1, p.layers[2]]
          ]
        }
      },
      { t: 'ellipse', cx, cy, rx: bw, ry: bw * 0.12, fill: p.layers[1] },
      { t: 'ellipse', cx, cy: cy + bw * 0.82, rx: bw * 0.9, ry: bw * 0.08, fill: p.layers[2], opacity: 0.35 }
    ]
  },
  stones: ({ w, h, m, p, r }) => {
    const cx = w * (0.45 + r() * 0.1),
      base = h * 0.74,
      out: Shape[] = [glow(cx, h * 0.4, m * 0.55, p.glow, 0.6)]
    out.push(wave(w, h, base + m * 0.04, m * 0.006, w / 2.5, 1, p.layers[0], 0.8))
    let y = base
    for (let i = 0; i < 5; i++) {
      const rx = m * (0.16 - i * 0.025),
        ry = m * (0.05 - i * 0.005)
      out.push({
        t: 'ellipse',
        cx: cx + (r() - 0.5) * m * 0.02,
        cy: y - ry,
        rx,
        ry,
        rot: (r() - 0.5) * 6,
        fill: p.layers[i % 2 === 0 ? 2 : 1]
      })
      y -= ry * 1.85
    }
    return out
  },
  bamboo: ({ w, h, m, p, r }) => {
    const out: Shape[] = [glow(w * 0.7, h * 0.25, m * 0.45, p.glow, 0.7)]
    for (let k = 0; k < 6; k++) {
      const x = w * (0.08 + k * 0.17 + r() * 0.05),
        sw = m * (0.025 + r() * 0.015),
        col = p.layers[k % 3]!
      out.push({ t: 'rect', x, y: 0, w: sw, h, fill: col, opacity: 0.85 })
      for (let y = r() * m * 0.2; y < h; y += m * (0.16 + r() * 0.05))
        out.push({ t: 'rect', x: x - sw * 0.15, y, w: sw * 1.3, h: m * 0.006, fill: p.layers[2] })
      for (let l = 0; l < 3; l++)
        out.push({
          t: 'ellipse',
          cx: x + sw * (l % 2 ? 2.2 : -1.2),
          cy: h * (0.15 + r() * 0.6),
          rx: m * 0.012,
          ry: m * 0.06,
          rot: l % 2 ? 55 : -55,
          fill: col,
          opacity: 0.9
        })
    }
    return out
  },
  orbs: ({ w, h, m, p, r }) => [
    ...Array.from({ length: 7 }, (): Shape => {
      const cx = r() * w,
        cy = r() * h,
        rr = m * (0.12 + r() * 0.3)
      return {
        t: 'ellipse',
        cx,
        cy,
        rx: rr,
        ry: rr,
        fill: {
          kind: 'radial',
          cx,
          cy,
          r: rr,
          stops: [
            [0, p.glow, 0.55],
            [0.7, p.accent, 0.25],
            [1, p.accent, 0]
          ]
        }
      }
    }),
    ring(w * 0.5, h * 0.5, m * 0.3, m * 0.012, p.glow, 0.7),
    disc(w * 0.5, h * 0.5, m * 0.05, p.glow, 0.9)
  ],
  avatar: ({ w, h, m, p, r }) => {
    const skin = SKIN[Math.floor(r() * SKIN.length)]!
    return [
      glow(w * 0.5, h * 0.4, m * 0.6, p.glow, 0.5),
      { t: 'rect', x: w / 2 - m * 0.05, y: h * 0.58, w: m * 0.1, h: m * 0.16, fill: skin },
      { t: 'ellipse', cx: w / 2, cy: h * 1.02, rx: m * 0.38, ry: m * 0.3, fill: p.layers[1] },
      // Hair behind the face, then the face: an abstract portrait with no features to get wrong.
      { t: 'ellipse', cx: w / 2, cy: h * 0.4, rx: m * (0.19 + r() * 0.03), ry: m * 0.22, fill: p.layers[2] },
      { t: 'ellipse', cx: w / 2, cy: h * 0.45, rx: m * 0.15, ry: m * 0.18, fill: skin }
    ]
  }
}

export function drawCover(spec: CoverSpec): Art {
  const p = PALETTES[spec.palette],
    { w, h } = spec
  const r = rng(spec.seed)
  return {
    w,
    h,
    shapes: [
      { t: 'rect', x: 0, y: 0, w, h, fill: vgrad(0, h, p.sky[0], p.sky[1]) },
      ...MOTIFS[spec.motif]({ w, h, m: Math.min(w, h), p, r })
    ]
  }
}
