/**
 * A tiny vector scene model drawn two ways: as SVG (crisp in the H5 build) and rasterised here to PNG,
 * because WeChat's <image> is unreliable with SVG and this ffmpeg build has no SVG decoder (no librsvg).
 * Both outputs come from the same shapes, with gradients in user space, so they match.
 */
import { deflateSync } from 'node:zlib'

export type Stop = [offset: number, color: string, opacity?: number]
export type Paint =
  | string
  | { kind: 'linear'; x1: number; y1: number; x2: number; y2: number; stops: Stop[] }
  | { kind: 'radial'; cx: number; cy: number; r: number; stops: Stop[] }
export type Shape = { fill: Paint; opacity?: number } & (
  | { t: 'rect'; x: number; y: number; w: number; h: number }
  | { t: 'ellipse'; cx: number; cy: number; rx: number; ry: number; rot?: number }
  /** Polygon contours, filled even-odd (so a ring is an outer plus an inner contour). */
  | { t: 'poly'; contours: number[][] }
)
export interface Art {
  w: number
  h: number
  shapes: Shape[]
}

const f1 = (n: number): string => String(Math.round(n * 10) / 10)

export function toSvg(art: Art): string {
  const defs: string[] = []
  const paint = (p: Paint): string => {
    if (typeof p === 'string') return p
    const id = `g${defs.length}`
    const stops = p.stops
      .map(([o, c, a]) => `<stop offset="${f1(o)}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
      .join('')
    defs.push(
      p.kind === 'linear'
        ? `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f1(p.x1)}" y1="${f1(p.y1)}" x2="${f1(p.x2)}" y2="${f1(p.y2)}">${stops}</linearGradient>`
        : `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f1(p.cx)}" cy="${f1(p.cy)}" r="${f1(p.r)}">${stops}</radialGradient>`
    )
    return `url(#${id})`
  }
  const body = art.shapes.map((s) => {
    const common = `fill="${paint(s.fill)}"${s.opacity === undefined ? '' : ` opacity="${s.opacity}"`}`
    if (s.t === 'rect') return `<rect x="${f1(s.x)}" y="${f1(s.y)}" width="${f1(s.w)}" height="${f1(s.h)}" ${common}/>`
    if (s.t === 'ellipse') {
      const rot = s.rot ? ` transform="rotate(${f1(s.rot)} ${f1(s.cx)} ${f1(s.cy)})"` : ''
      return `<ellipse cx="${f1(s.cx)}" cy="${f1(s.cy)}" rx="${f1(s.rx)}" ry="${f1(s.ry)}"${rot} ${common}/>`
    }
    // After "M x y", further coordinate pairs are implicit line-tos, so no L is needed.
    const d = s.contours.map((c) => 'M' + c.map(f1).join(' ') + 'Z').join('')
    return `<path d="${d}" fill-rule="evenodd" ${common}/>`
  })
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${art.w} ${art.h}" width="${art.w}" height="${art.h}">` +
    `<defs>${defs.join('')}</defs>${body.join('')}</svg>\n`
  )
}

// ---- raster ----

const rgb = (hex: string): [number, number, number] => {
  const n = parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

/** Returns (x, y, out) => alpha, writing the colour into out; gradients interpolate in sRGB like SVG does. */
function painter(p: Paint): (x: number, y: number, out: number[]) => number {
  if (typeof p === 'string') {
    const c = rgb(p)
    return (_x, _y, out) => {
      out[0] = c[0]
      out[1] = c[1]
      out[2] = c[2]
      return 1
    }
  }
  const stops = p.stops.map(([o, c, a]) => ({ o, c: rgb(c), a: a ?? 1 }))
  const at = (t: number, out: number[]): number => {
    if (t <= stops[0]!.o) {
      const s = stops[0]!
      out[0] = s.c[0]
      out[1] = s.c[1]
      out[2] = s.c[2]
      return s.a
    }
    for (let i = 1; i < stops.length; i++) {
      const b = stops[i]!
      if (t <= b.o) {
        const a = stops[i - 1]!,
          f = (t - a.o) / Math.max(1e-9, b.o - a.o)
        for (let k = 0; k < 3; k++) out[k] = a.c[k]! + (b.c[k]! - a.c[k]!) * f
        return a.a + (b.a - a.a) * f
      }
    }
    const s = stops[stops.length - 1]!
    out[0] = s.c[0]
    out[1] = s.c[1]
    out[2] = s.c[2]
    return s.a
  }
  if (p.kind === 'linear') {
    const dx = p.x2 - p.x1,
      dy = p.y2 - p.y1,
      l2 = dx * dx + dy * dy || 1
    return (x, y, out) => at(((x - p.x1) * dx + (y - p.y1) * dy) / l2, out)
  }
  return (x, y, out) => at(Math.hypot(x - p.cx, y - p.cy) / p.r, out)
}

/** Rasterise with anti-aliasing (analytic for rects/ellipses, 4 sub-scanlines for polygons); RGB bytes out. */
export function rasterise(art: Art): Uint8Array {
  const { w, h } = art
  const img = new Float32Array(w * h * 3).fill(255)
  const col = [0, 0, 0]
  const blend = (x: number, y: number, cov: number, paint: ReturnType<typeof painter>, op: number): void => {
    const a = paint(x + 0.5, y + 0.5, col) * cov * op
    if (a <= 0) return
    const i = (y * w + x) * 3
    img[i] = img[i]! + (col[0]! - img[i]!) * a
    img[i + 1] = img[i + 1]! + (col[1]! - img[i + 1]!) * a
    img[i + 2] = img[i + 2]! + (col[2]! - img[i + 2]!) * a
  }
  const cov = new Float32Array(w + 1)
  for (const s of art.shapes) {
    const paint = painter(s.fill),
      op = s.opacity ?? 1
    if (s.t === 'rect') {
      const x0 = Math.max(0, Math.floor(s.x)),
        x1 = Math.min(w, Math.ceil(s.x + s.w))
      const y0 = Math.max(0, Math.floor(s.y)),
        y1 = Math.min(h, Math.ceil(s.y + s.h))
      for (let y = y0; y < y1; y++) {
        const cy = Math.min(y + 1, s.y + s.h) - Math.max(y, s.y)
        for (let x = x0; x < x1; x++) blend(x, y, cy * (Math.min(x + 1, s.x + s.w) - Math.max(x, s.x)), paint, op)
      }
    } else if (s.t === 'ellipse') {
      const r = ((s.rot ?? 0) * Math.PI) / 180,
        c = Math.cos(r),
        sn = Math.sin(r),
        m = Math.max(s.rx, s.ry) + 1
      for (let y = Math.max(0, Math.floor(s.cy - m)); y < Math.min(h, Math.ceil(s.cy + m)); y++) {
        for (let x = Math.max(0, Math.floor(s.cx - m)); x < Math.min(w, Math.ceil(s.cx + m)); x++) {
          const dx = x + 0.5 - s.cx,
            dy = y + 0.5 - s.cy
          const u = dx * c + dy * sn,
            v = -dx * sn + dy * c
          const k = Math.hypot(u / s.rx, v / s.ry)
          const g = Math.hypot(u / (s.rx * s.rx), v / (s.ry * s.ry))
          const sd = g === 0 ? -m : ((k - 1) * k) / g // signed distance to the edge, first-order
          const a = Math.min(1, Math.max(0, 0.5 - sd))
          if (a > 0) blend(x, y, a, paint, op)
        }
      }
    } else {
      const edges: [number, number, number, number][] = []
      let ymin = h,
        ymax = 0
      for (const ct of s.contours) {
        for (let i = 0; i < ct.length; i += 2) {
          const j = (i + 2) % ct.length
          edges.push([ct[i]!, ct[i + 1]!, ct[j]!, ct[j + 1]!])
          ymin = Math.min(ymin, ct[i + 1]!)
          ymax = Math.max(ymax, ct[i + 1]!)
        }
      }
      const xs: number[] = []
      for (let y = Math.max(0, Math.floor(ymin)); y < Math.min(h, Math.ceil(ymax)); y++) {
        cov.fill(0)
        let lo = w,
          hi = 0
        for (let sub = 0; sub < 4; sub++) {
          const sy = y + (sub + 0.5) / 4
          xs.length = 0
          for (const [ax, ay, bx, by] of edges) {
            if (ay <= sy !== by <= sy) xs.push(ax + ((sy - ay) * (bx - ax)) / (by - ay))
          }
          xs.sort((a, b) => a - b)
          for (let k = 0; k + 1 < xs.length; k += 2) {
            const a = Math.max(0, xs[k]!),
              b = Math.min(w, xs[k + 1]!)
            if (b <= a) continue
            const ia = Math.floor(a),
              ib = Math.floor(b)
            lo = Math.min(lo, ia)
            hi = Math.max(hi, ib)
            if (ia === ib) {
              cov[ia]! += (b - a) / 4
              continue
            }
            cov[ia]! += (ia + 1 - a) / 4
            for (let x = ia + 1; x < ib; x++) cov[x]! += 0.25
            if (ib < w) cov[ib]! += (b - ib) / 4
          }
        }
        for (let x = lo; x <= Math.min(hi, w - 1); x++) if (cov[x]! > 0) blend(x, y, Math.min(1, cov[x]!), paint, op)
      }
    }
  }
  const out = new Uint8Array(w * h * 3)
  for (let i = 0; i < out.length; i++) out[i] = Math.round(img[i]!)
  return out
}

// ---- PNG ----

const CRC_TABLE = (() => {
  const t = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    t[n] = c >>> 0
  }
  return t
})()
function crc32(buf: Uint8Array): number {
  let c = 0xffffffff
  for (let i = 0; i < buf.length; i++) c = CRC_TABLE[(c ^ buf[i]!) & 255]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
function chunk(type: string, data: Uint8Array): Buffer {
  const b = Buffer.alloc(12 + data.length)
  b.writeUInt32BE(data.length, 0)
  b.write(type, 4, 'ascii')
  Buffer.from(data).copy(b, 8)
  b.writeUInt32BE(crc32(b.subarray(4, 8 + data.length)), 8 + data.length)
  return b
}

/** 8-bit RGB PNG; per row the filter with the smallest absolute sum wins (the usual libpng heuristic). */
export function encodePng(w: number, h: number, rgbBytes: Uint8Array): Buffer {
  const stride = w * 3,
    raw = Buffer.alloc((stride + 1) * h),
    cand = Buffer.alloc(stride)
  for (let y = 0; y < h; y++) {
    const row = rgbBytes.subarray(y * stride, (y + 1) * stride)
    const up = y > 0 ? rgbBytes.subarray((y - 1) * stride, y * stride) : null
    let best = Infinity
    for (let f = 0; f < 5; f++) {
      let sum = 0
      for (let i = 0; i < stride; i++) {
        const a = i >= 3 ? row[i - 3]! : 0,
          b = up ? up[i]! : 0,
          c = up && i >= 3 ? up[i - 3]! : 0
        let pred = 0
        if (f === 1) pred = a
        else if (f === 2) pred = b
        else if (f === 3) pred = (a + b) >> 1
        else if (f === 4) {
          const p = a + b - c,
            pa = Math.abs(p - a),
            pb = Math.abs(p - b),
            pc = Math.abs(p - c)
          pred = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
        }
        const v = (row[i]! - pred) & 255
        cand[i] = v
        sum += v < 128 ? v : 256 - v
      }
      if (sum < best) {
        best = sum
        raw[y * (stride + 1)] = f
        cand.copy(raw, y * (stride + 1) + 1)
      }
    }
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(w, 0)
  ihdr.writeUInt32BE(h, 4)
  ihdr[8] = 8
  ihdr[9] = 2 // 8-bit truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', new Uint8Array(0))
  ])
}
