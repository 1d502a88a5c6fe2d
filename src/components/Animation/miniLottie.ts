/**
 * A small stand-in for lottie-web's light player with the same loadAnimation API, used by the H5 build only while
 * lottie-web is not installed (config/index.ts aliases `lottie-web/build/player/lottie_light` to this file then).
 * It draws on a canvas the subset of Lottie that the server's own animations use (server/src/media/lottie.ts):
 * shape layers with ellipse, rectangle, fill and stroke items in groups, and animated transforms (anchor,
 * position, scale, rotation, opacity) with bezier-eased keyframes. Anything else in a file is skipped.
 */
type Vec = number[]
interface Keyframe {
  t: number
  s: Vec
  e?: Vec
  h?: number
  i?: { x: number | number[]; y: number | number[] }
  o?: { x: number | number[]; y: number | number[] }
}
interface Prop {
  a?: number
  k: number | Vec | Keyframe[]
}
interface Transform {
  a?: Prop
  p?: Prop
  s?: Prop
  r?: Prop
  o?: Prop
}
interface ShapeItem {
  ty: string
  it?: ShapeItem[]
  p?: Prop
  s?: Prop
  r?: Prop
  c?: Prop
  o?: Prop
  w?: Prop
  a?: Prop
}
interface Layer {
  ty: number
  ks: Transform
  shapes?: ShapeItem[]
  ip: number
  op: number
}
interface Composition {
  fr: number
  ip: number
  op: number
  w: number
  h: number
  layers: Layer[]
}

const first = (v: number | number[]) => (Array.isArray(v) ? v[0] : v)

/** The y of a CSS-style cubic bezier (0,0)-(x1,y1)-(x2,y2)-(1,1) at x, by bisection. */
function ease(x: number, x1: number, y1: number, x2: number, y2: number): number {
  const at = (t: number, a: number, b: number) => 3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t
  let lo = 0
  let hi = 1
  for (let n = 0; n < 20; n++) {
    const mid = (lo + hi) / 2
    if (at(mid, x1, x2) < x) lo = mid
    else hi = mid
  }
  return at((lo + hi) / 2, y1, y2)
}

function valueAt(prop: Prop | undefined, frame: number, fallback: Vec): Vec {
  if (!prop) return fallback
  const k = prop.k
  if (!prop.a) return typeof k === 'number' ? [k] : (k as Vec)
  const keys = k as Keyframe[]
  if (frame <= keys[0].t) return keys[0].s
  for (let n = 0; n < keys.length - 1; n++) {
    const a = keys[n]
    const b = keys[n + 1]
    if (frame >= b.t) continue
    const to = a.e ?? b.s
    if (a.h || !to) return a.s
    const lin = (frame - a.t) / (b.t - a.t)
    const p = a.o && a.i ? ease(lin, first(a.o.x), first(a.o.y), first(a.i.x), first(a.i.y)) : lin
    return a.s.map((v, i) => v + ((to[i] ?? v) - v) * p)
  }
  const last = keys[keys.length - 1]
  return last.s ?? keys[keys.length - 2]?.e ?? fallback
}

function applyTransform(ctx: CanvasRenderingContext2D, tr: Transform | ShapeItem, frame: number): number {
  const [px, py] = valueAt(tr.p, frame, [0, 0])
  const [ax, ay] = valueAt(tr.a, frame, [0, 0])
  const [sx, sy] = valueAt(tr.s, frame, [100, 100])
  const [r] = valueAt(tr.r, frame, [0])
  ctx.translate(px, py)
  ctx.rotate((r * Math.PI) / 180)
  ctx.scale(sx / 100, (sy ?? sx) / 100)
  ctx.translate(-ax, -ay)
  return valueAt(tr.o, frame, [100])[0] / 100
}

function colour(prop: Prop | undefined, frame: number): string {
  const [r, g, b] = valueAt(prop, frame, [0, 0, 0])
  return `rgb(${Math.round(r * 255)},${Math.round(g * 255)},${Math.round(b * 255)})`
}

function drawItems(ctx: CanvasRenderingContext2D, items: ShapeItem[], frame: number) {
  const tr = items.find((i) => i.ty === 'tr')
  ctx.save()
  if (tr) ctx.globalAlpha *= applyTransform(ctx, tr, frame)
  // Lottie lists items top first: paint in reverse
  const path = new Path2D()
  for (const item of items) {
    if (item.ty === 'el') {
      const [cx, cy] = valueAt(item.p, frame, [0, 0])
      const [w, h] = valueAt(item.s, frame, [0, 0])
      path.ellipse(cx, cy, Math.abs(w / 2), Math.abs(h / 2), 0, 0, Math.PI * 2)
    } else if (item.ty === 'rc') {
      const [cx, cy] = valueAt(item.p, frame, [0, 0])
      const [w, h] = valueAt(item.s, frame, [0, 0])
      const [rr] = valueAt(item.r, frame, [0])
      const x = cx - w / 2
      const y = cy - h / 2
      const rad = Math.min(rr, w / 2, h / 2)
      path.moveTo(x + rad, y)
      path.arcTo(x + w, y, x + w, y + h, rad)
      path.arcTo(x + w, y + h, x, y + h, rad)
      path.arcTo(x, y + h, x, y, rad)
      path.arcTo(x, y, x + w, y, rad)
      path.closePath()
    }
  }
  for (const item of [...items].reverse()) {
    if (item.ty === 'gr' && item.it) drawItems(ctx, item.it, frame)
    else if (item.ty === 'fl' || item.ty === 'st') {
      ctx.save()
      ctx.globalAlpha *= valueAt(item.o, frame, [100])[0] / 100
      if (item.ty === 'fl') {
        ctx.fillStyle = colour(item.c, frame)
        ctx.fill(path)
      } else {
        ctx.strokeStyle = colour(item.c, frame)
        ctx.lineWidth = valueAt(item.w, frame, [1])[0]
        ctx.lineCap = 'round'
        ctx.stroke(path)
      }
      ctx.restore()
    }
  }
  ctx.restore()
}

type Listener = () => void

export interface MiniAnimationItem {
  play(): void
  pause(): void
  stop(): void
  goToAndStop(value: number, isFrame?: boolean): void
  destroy(): void
  addEventListener(name: string, cb: Listener): void
}

function loadAnimation(options: {
  container: Element
  loop?: boolean
  autoplay?: boolean
  path?: string
  animationData?: object
}): MiniAnimationItem {
  const listeners: Record<string, Listener[]> = {}
  const emit = (name: string) => (listeners[name] ?? []).forEach((cb) => cb())
  let comp: Composition | null = null
  let canvas: HTMLCanvasElement | null = null
  let frame = 0
  let playing = false
  let wantPlay = options.autoplay !== false
  let raf = 0
  let last = 0
  let destroyed = false
  // a still frame is drawn again when the box gets (or changes) its size, e.g. after the page's layout settles
  const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(() => !playing && draw()) : null

  const draw = () => {
    if (!comp || !canvas) return
    const ctx = canvas.getContext('2d')
    if (!ctx) return
    const ratio = window.devicePixelRatio || 1
    const box = options.container.getBoundingClientRect()
    const w = Math.max(1, Math.round(box.width * ratio))
    const h = Math.max(1, Math.round(box.height * ratio))
    if (canvas.width !== w || canvas.height !== h) {
      canvas.width = w
      canvas.height = h
    }
    ctx.setTransform(1, 0, 0, 1, 0, 0)
    ctx.clearRect(0, 0, w, h)
    const fit = Math.min(w / comp.w, h / comp.h)
    ctx.translate((w - comp.w * fit) / 2, (h - comp.h * fit) / 2)
    ctx.scale(fit, fit)
    for (const layer of [...comp.layers].reverse()) {
      if (layer.ty !== 4 || frame < layer.ip || frame >= layer.op) continue
      ctx.save()
      ctx.globalAlpha = applyTransform(ctx, layer.ks, frame)
      drawItems(ctx, layer.shapes ?? [], frame)
      ctx.restore()
    }
  }
  const tick = (now: number) => {
    if (!playing || !comp) return
    frame += ((now - (last || now)) / 1000) * comp.fr
    last = now
    if (frame >= comp.op) {
      if (options.loop) frame = comp.ip + ((frame - comp.ip) % (comp.op - comp.ip))
      else {
        frame = comp.op - 1
        playing = false
        draw()
        emit('complete')
        return
      }
    }
    draw()
    raf = requestAnimationFrame(tick)
  }
  const item: MiniAnimationItem = {
    play() {
      wantPlay = true
      if (!comp || playing) return
      playing = true
      last = 0
      raf = requestAnimationFrame(tick)
    },
    pause() {
      wantPlay = false
      playing = false
      cancelAnimationFrame(raf)
    },
    stop() {
      item.pause()
      frame = comp?.ip ?? 0
      draw()
    },
    goToAndStop(value, isFrame) {
      item.pause()
      frame = isFrame ? value : (value / 1000) * (comp?.fr ?? 30)
      draw()
    },
    destroy() {
      destroyed = true
      item.pause()
      resize?.disconnect()
      canvas?.remove()
      canvas = null
    },
    addEventListener(name, cb) {
      ;(listeners[name] ??= []).push(cb)
    }
  }
  const start = (data: Composition) => {
    if (destroyed) return
    comp = data
    frame = data.ip
    canvas = document.createElement('canvas')
    canvas.style.width = '100%'
    canvas.style.height = '100%'
    canvas.style.display = 'block'
    options.container.appendChild(canvas)
    resize?.observe(options.container)
    draw()
    emit('DOMLoaded')
    if (wantPlay) item.play()
  }
  const source = options.animationData
    ? Promise.resolve(options.animationData as Composition)
    : fetch(options.path ?? '').then((r) => {
        if (!r.ok) throw new Error(String(r.status))
        return r.json() as Promise<Composition>
      })
  // listeners are attached right after loadAnimation returns: start on the next tick
  source.then((data) => setTimeout(() => start(data), 0)).catch(() => !destroyed && emit('data_failed'))
  return item
}

export default { loadAnimation }
