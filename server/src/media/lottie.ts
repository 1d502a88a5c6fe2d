/**
 * The app's Lottie animations (spec §7 Assets: under a lottie-animate folder): one per tab (meditation, course,
 * study, my), a breathing guide and a celebration. Original vector art made here from a few shape layers (circles
 * and rounded rectangles with eased transform keyframes), in the app's palette; each file is a few KB.
 *
 * Served at GET /static/lottie-animate/<name>.json from memory, with an ETag (revalidated on use); each one's first
 * frame as <name>.svg (firstFrameSvg).
 */
import { createHash } from 'node:crypto'
import type { FastifyPluginAsync } from 'fastify'

type Vec = number[]
type Colour = [number, number, number]

const hex = (h: string): Colour =>
  [1, 3, 5].map((i) => Math.round((parseInt(h.slice(i, i + 2), 16) / 255) * 1000) / 1000) as Colour

const INK = hex('#1f3d36')
const GREEN = hex('#2f6e5e')
const SOFT = hex('#2d6a5c')
const MIST = hex('#cfe3dc')
const PALE = hex('#e6f0ec')
const GOLD = hex('#b8923a')
const GOLD_BG = hex('#f7eccf')
const WHITE: Colour = [1, 1, 1]

const EASE = { i: { x: [0.42], y: [1] }, o: { x: [0.58], y: [0] } }
const still = (k: number | Vec | object) => ({ a: 0, k })
/** Keyframes [frame, value] with ease-in-out between them. */
const keys = (...frames: [number, number | Vec][]) => ({
  a: 1,
  k: frames.map(([t, v], n) => ({ t, s: Array.isArray(v) ? v : [v], ...(n < frames.length - 1 ? EASE : {}) }))
})

interface Paint {
  fill?: Colour
  stroke?: Colour
  width?: number
  opacity?: number
}
const paints = ({ fill, stroke, width = 4, opacity = 100 }: Paint) => [
  ...(stroke ? [{ ty: 'st', c: still([...stroke, 1]), o: still(opacity), w: still(width), lc: 2, lj: 2 }] : []),
  ...(fill ? [{ ty: 'fl', c: still([...fill, 1]), o: still(opacity), r: 1 }] : [])
]
const groupTransform = {
  ty: 'tr',
  p: still([0, 0]),
  a: still([0, 0]),
  s: still([100, 100]),
  r: still(0),
  o: still(100)
}
const ellipse = (size: Vec, paint: Paint, at: Vec = [0, 0]) => ({
  ty: 'gr',
  it: [{ ty: 'el', d: 1, p: still(at), s: still(size) }, ...paints(paint), groupTransform]
})
const rect = (size: Vec, paint: Paint, at: Vec = [0, 0], round = 0) => ({
  ty: 'gr',
  it: [{ ty: 'rc', d: 1, p: still(at), s: still(size), r: still(round) }, ...paints(paint), groupTransform]
})
/** A four-pointed sparkle (✦) of `radius`, its waist `waist` from the centre. */
const sparkle = (radius: number, waist: number, paint: Paint) => {
  const v: Vec[] = [
    [0, -radius],
    [waist, -waist],
    [radius, 0],
    [waist, waist],
    [0, radius],
    [-waist, waist],
    [-radius, 0],
    [-waist, -waist]
  ]
  const none = v.map((): Vec => [0, 0])
  return {
    ty: 'gr',
    it: [{ ty: 'sh', d: 1, ks: still({ i: none, o: none, v, c: true }) }, ...paints(paint), groupTransform]
  }
}

interface LayerSpec {
  name: string
  shapes: object[]
  p?: object
  s?: object
  r?: object
  o?: object
}

function animation(name: string, size: number, frames: number, layers: LayerSpec[]) {
  return {
    v: '5.7.4',
    fr: 30,
    ip: 0,
    op: frames,
    w: size,
    h: size,
    nm: name,
    ddd: 0,
    assets: [],
    layers: layers.map((l, n) => ({
      ddd: 0,
      ind: n + 1,
      ty: 4,
      nm: l.name,
      sr: 1,
      ks: {
        o: l.o ?? still(100),
        r: l.r ?? still(0),
        p: l.p ?? still([size / 2, size / 2, 0]),
        a: still([0, 0, 0]),
        s: l.s ?? still([100, 100, 100])
      },
      ao: 0,
      shapes: l.shapes,
      ip: 0,
      op: frames,
      st: 0,
      bm: 0
    }))
  }
}

const C = 100 // centre of the 200×200 compositions

/** Breathing guide: 4 s in (the circle grows), 4 s out (it shrinks), with a halo ring that follows. */
const breathe = animation('breathe', 200, 240, [
  {
    name: 'core',
    shapes: [ellipse([90, 90], { fill: GREEN })],
    s: keys([0, [70, 70, 100]], [120, [125, 125, 100]], [240, [70, 70, 100]])
  },
  {
    name: 'halo',
    shapes: [ellipse([120, 120], { stroke: SOFT, width: 3 })],
    s: keys([0, [70, 70, 100]], [120, [140, 140, 100]], [240, [70, 70, 100]]),
    o: keys([0, 30], [120, 80], [240, 30])
  },
  { name: 'glow', shapes: [ellipse([180, 180], { fill: PALE })], o: keys([0, 40], [120, 100], [240, 40]) }
])

/** Celebration: a gold star-like burst (two crossed bars) pops in, eight sparks fly out and fade. */
const spark = (n: number) => {
  const angle = (n * Math.PI) / 4
  const to = [Math.round(Math.cos(angle) * 80), Math.round(Math.sin(angle) * 80)]
  return {
    ty: 'gr',
    it: [
      { ty: 'el', d: 1, p: still([0, 0]), s: still([12, 12]) },
      ...paints({ fill: n % 2 ? GREEN : GOLD }),
      { ...groupTransform, p: keys([0, [0, 0]], [30, to]), o: keys([0, 0], [6, 100], [24, 100], [45, 0]) }
    ]
  }
}
const celebrate = animation('celebrate', 200, 60, [
  {
    // a sparkle, as the milestones' ✦, that turns upright as it lands (two crossed bars ended as an ✕, read as an error)
    name: 'star',
    shapes: [sparkle(42, 9, { fill: GOLD })],
    s: keys([0, [0, 0, 100]], [14, [120, 120, 100]], [24, [100, 100, 100]]),
    r: keys([0, -90], [24, 0])
  },
  { name: 'sparks', shapes: Array.from({ length: 8 }, (_, n) => spark(n)) },
  {
    name: 'disc',
    shapes: [ellipse([110, 110], { fill: GOLD_BG })],
    s: keys([0, [0, 0, 100]], [18, [100, 100, 100]])
  }
])

/** Meditation tab: a seated figure's calm head and a slowly breathing aura. */
const meditation = animation('meditation', 200, 120, [
  { name: 'head', shapes: [ellipse([34, 34], { fill: INK })], p: still([C, 72, 0]) },
  { name: 'body', shapes: [rect([96, 44], { fill: INK }, [0, 0], 22)], p: still([C, 128, 0]) },
  {
    name: 'aura',
    shapes: [ellipse([150, 150], { stroke: GREEN, width: 4 })],
    s: keys([0, [90, 90, 100]], [60, [105, 105, 100]], [120, [90, 90, 100]]),
    o: keys([0, 40], [60, 90], [120, 40])
  },
  { name: 'ground', shapes: [ellipse([170, 170], { fill: MIST })] }
])

/** Course tab: an open book whose right page turns. */
const course = animation('course', 200, 90, [
  {
    name: 'turning page',
    shapes: [rect([56, 80], { fill: WHITE, stroke: SOFT, width: 3 }, [28, 0], 6)],
    s: keys([0, [100, 100, 100]], [45, [-100, 100, 100]], [90, [100, 100, 100]])
  },
  { name: 'left page', shapes: [rect([56, 80], { fill: WHITE, stroke: SOFT, width: 3 }, [-28, 0], 6)] },
  { name: 'right page', shapes: [rect([56, 80], { fill: PALE, stroke: SOFT, width: 3 }, [28, 0], 6)] },
  { name: 'cover', shapes: [rect([130, 96], { fill: GREEN }, [0, 4], 10)] }
])

/** Study tab: a clock face whose hand sweeps once around. */
const study = animation('study', 200, 120, [
  { name: 'pin', shapes: [ellipse([12, 12], { fill: INK })] },
  { name: 'hand', shapes: [rect([6, 50], { fill: INK }, [0, -22], 3)], r: keys([0, 0], [120, 360]) },
  { name: 'face', shapes: [ellipse([130, 130], { fill: WHITE, stroke: GREEN, width: 8 })] },
  { name: 'shadow', shapes: [ellipse([160, 160], { fill: MIST })], o: keys([0, 60], [60, 100], [120, 60]) }
])

/** My tab: a person that nods a friendly hello. */
const my = animation('my', 200, 90, [
  {
    name: 'head',
    shapes: [ellipse([50, 50], { fill: INK })],
    p: keys([0, [C, 74, 0]], [22, [C, 80, 0]], [45, [C, 74, 0]], [90, [C, 74, 0]])
  },
  { name: 'shoulders', shapes: [rect([110, 60], { fill: INK }, [0, 0], 30)], p: still([C, 140, 0]) },
  { name: 'badge', shapes: [ellipse([170, 170], { fill: MIST })] }
])

export const LOTTIE_FILES: Readonly<Record<string, object>> = { meditation, course, study, my, breathe, celebrate }

/*
 * First frames as SVG (issue 34): an animation that is not playing yet shows its first frame, which the H5 app draws
 * from `<name>.svg` instead of loading lottie-web (47 KB, and one task of ~40 ms at start on this machine, the
 * largest part of the player's blocking time while nothing moves: its breathing guide waits for the track to play).
 * Drawn from the same data as the JSON, for the shapes this file makes: layers with a transform and an opacity,
 * groups of one ellipse, rectangle or path with a stroke and/or a fill. Lottie draws its first layer on top, SVG its
 * last: the layers are written in reverse.
 */
interface Prop {
  a: number
  k: unknown
}
/** A layer's or a group's transform: position, anchor, scale, rotation, opacity. */
interface Transform {
  p?: Prop
  a?: Prop
  s?: Prop
  r?: Prop
  o?: Prop
}
/** A property's value at frame 0: its first keyframe when animated. */
const at0 = (p: Prop | undefined, fallback: number[]): number[] => {
  if (!p) return fallback
  const v = p.a ? (p.k as { s: number[] }[])[0]!.s : p.k
  return Array.isArray(v) ? (v as number[]) : [v as number]
}
const num = (n: number) => String(Math.round(n * 1000) / 1000)
const rgb = (c: number[]) =>
  `rgb(${c
    .slice(0, 3)
    .map((v) => Math.round(v * 255))
    .join(',')})`
/** translate(p) rotate(r) scale(s) translate(−a), as Lottie applies a transform; '' when it is the identity. */
function transformOf(t: Transform): string {
  const [px = 0, py = 0] = at0(t.p, [0, 0])
  const [ax = 0, ay = 0] = at0(t.a, [0, 0])
  const [sx = 100, sy = 100] = at0(t.s, [100, 100])
  const [r = 0] = at0(t.r, [0])
  const parts = [
    px || py ? `translate(${num(px)} ${num(py)})` : '',
    r ? `rotate(${num(r)})` : '',
    sx !== 100 || sy !== 100 ? `scale(${num(sx / 100)} ${num(sy / 100)})` : '',
    ax || ay ? `translate(${num(-ax)} ${num(-ay)})` : ''
  ].filter(Boolean)
  return parts.length ? ` transform="${parts.join(' ')}"` : ''
}
const opacityOf = (o: Prop | undefined) => {
  const [v = 100] = at0(o, [100])
  return v === 100 ? '' : ` opacity="${num(v / 100)}"`
}
type Item = { ty: string; [key: string]: unknown }
function shapeSvg(group: { it: Item[] }): string {
  const fill = group.it.find((i) => i.ty === 'fl')
  const stroke = group.it.find((i) => i.ty === 'st')
  const tr = group.it.find((i) => i.ty === 'tr') as Transform | undefined
  const paint =
    (fill
      ? ` fill="${rgb(at0(fill.c as Prop, [0, 0, 0]))}" fill-opacity="${num(at0(fill.o as Prop, [100])[0]! / 100)}"`
      : ' fill="none"') +
    (stroke
      ? ` stroke="${rgb(at0(stroke.c as Prop, [0, 0, 0]))}" stroke-opacity="${num(at0(stroke.o as Prop, [100])[0]! / 100)}"` +
        ` stroke-width="${num(at0(stroke.w as Prop, [1])[0]!)}" stroke-linecap="round" stroke-linejoin="round"`
      : '')
  const body = group.it
    .map((i) => {
      if (i.ty === 'el') {
        const [x = 0, y = 0] = at0(i.p as Prop, [0, 0])
        const [w = 0, h = 0] = at0(i.s as Prop, [0, 0])
        return `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(w / 2)}" ry="${num(h / 2)}"${paint}/>`
      }
      if (i.ty === 'rc') {
        const [x = 0, y = 0] = at0(i.p as Prop, [0, 0])
        const [w = 0, h = 0] = at0(i.s as Prop, [0, 0])
        const [r = 0] = at0(i.r as Prop, [0])
        return `<rect x="${num(x - w / 2)}" y="${num(y - h / 2)}" width="${num(w)}" height="${num(h)}" rx="${num(r)}"${paint}/>`
      }
      if (i.ty === 'sh') {
        const path = (i.ks as { k: { v: number[][]; i: number[][]; o: number[][]; c: boolean } }).k
        const pt = (v: number[]) => `${num(v[0]!)} ${num(v[1]!)}`
        const n = path.v.length
        let d = `M${pt(path.v[0]!)}`
        for (let k = 1; k <= (path.c ? n : n - 1); k++) {
          const from = path.v[k - 1]!
          const to = path.v[k % n]!
          const c1 = [from[0]! + path.o[k - 1]![0]!, from[1]! + path.o[k - 1]![1]!]
          const c2 = [to[0]! + path.i[k % n]![0]!, to[1]! + path.i[k % n]![1]!]
          d += ` C${pt(c1)} ${pt(c2)} ${pt(to)}`
        }
        return `<path d="${d}${path.c ? 'Z' : ''}"${paint}/>`
      }
      return ''
    })
    .join('')
  return `<g${tr ? transformOf(tr) + opacityOf(tr.o) : ''}>${body}</g>`
}
/** An animation's first frame as an SVG document of its size. */
export function firstFrameSvg(anim: object): string {
  const { w, h, layers } = anim as {
    w: number
    h: number
    layers: { ks: Transform; shapes: { it: Item[] }[] }[]
  }
  const drawn = [...layers]
    .reverse()
    .map((l) => `<g${transformOf(l.ks)}${opacityOf(l.ks.o)}>${[...l.shapes].reverse().map(shapeSvg).join('')}</g>`)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${drawn.join('')}</svg>`
}

interface Served {
  body: string
  etag: string
  type: string
}
const tagOf = (body: string) => `"${createHash('sha1').update(body).digest('hex').slice(0, 16)}"`
const served = new Map<string, Served>(
  Object.entries(LOTTIE_FILES).flatMap(([name, json]): [string, Served][] => {
    const body = JSON.stringify(json)
    const svg = firstFrameSvg(json)
    return [
      [`${name}.json`, { body, etag: tagOf(body), type: 'application/json; charset=utf-8' }],
      [`${name}.svg`, { body: svg, etag: tagOf(svg), type: 'image/svg+xml; charset=utf-8' }]
    ]
  })
)

export const LOTTIE_PREFIX = '/static/lottie-animate/'

/** GET/HEAD /static/lottie-animate/<name>.json, and its first frame <name>.svg. */
export const lottieRoutes: FastifyPluginAsync = async (app) => {
  app.route<{ Params: { name: string } }>({
    method: ['GET', 'HEAD'],
    url: `${LOTTIE_PREFIX}:name`,
    handler: async (req, reply) => {
      const file = served.get(req.params.name)
      if (!file) return reply.code(404).type('application/json').send({ code: 4040, msg: 'Not found', data: null })
      reply.header('cache-control', 'no-cache').header('etag', file.etag)
      if (req.headers['if-none-match'] === file.etag) return reply.code(304).send()
      return reply.type(file.type).send(file.body)
    }
  })
}
