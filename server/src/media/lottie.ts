/**
 * The app's Lottie animations (spec §7 Assets: under a lottie-animate folder): one per tab (meditation, course,
 * study, my), a breathing guide and a celebration. Original vector art made here from a few shape layers (circles
 * and rounded rectangles with eased transform keyframes), in the app's palette; each file is a few KB.
 *
 * Served at GET /static/lottie-animate/<name>.json from memory, with an ETag (revalidated on use).
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

interface Served {
  body: string
  etag: string
}
const served = new Map<string, Served>(
  Object.entries(LOTTIE_FILES).map(([name, json]) => {
    const body = JSON.stringify(json)
    return [`${name}.json`, { body, etag: `"${createHash('sha1').update(body).digest('hex').slice(0, 16)}"` }]
  })
)

export const LOTTIE_PREFIX = '/static/lottie-animate/'

/** GET/HEAD /static/lottie-animate/<name>.json. */
export const lottieRoutes: FastifyPluginAsync = async (app) => {
  app.route<{ Params: { name: string } }>({
    method: ['GET', 'HEAD'],
    url: `${LOTTIE_PREFIX}:name`,
    handler: async (req, reply) => {
      const file = served.get(req.params.name)
      if (!file) return reply.code(404).type('application/json').send({ code: 4040, msg: 'Not found', data: null })
      reply.header('cache-control', 'no-cache').header('etag', file.etag)
      if (req.headers['if-none-match'] === file.etag) return reply.code(304).send()
      return reply.type('application/json; charset=utf-8').send(file.body)
    }
  })
}
