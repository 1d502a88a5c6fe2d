/**
 * Small synthesis toolkit for the demo audio. Everything is deterministic (seeded random), so the same
 * recipe parameters always give the same samples and the cache key can be a hash of those parameters.
 */

export const SR = 44100

/** mulberry32: tiny, fast and good enough for noise; Math.random would make the output non-reproducible. */
export function rng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const midiHz = (m: number): number => 440 * Math.pow(2, (m - 69) / 12)

/** RBJ-cookbook biquad, transposed direct form II; coefficients can be changed while running (swept filters). */
export class Biquad {
  // Coefficients public: addPad runs the filter on locals a block at a time.
  b0 = 1
  b1 = 0
  b2 = 0
  a1 = 0
  a2 = 0
  private z1 = 0
  private z2 = 0
  constructor(type: 'lp' | 'hp' | 'bp', freq: number, q = Math.SQRT1_2) {
    this.set(type, freq, q)
  }
  set(type: 'lp' | 'hp' | 'bp', freq: number, q = Math.SQRT1_2): void {
    const w = (2 * Math.PI * Math.min(freq, SR * 0.45)) / SR
    const cos = Math.cos(w),
      alpha = Math.sin(w) / (2 * q),
      a0 = 1 + alpha
    let b0: number, b1: number, b2: number
    if (type === 'lp') {
      b1 = (1 - cos) / a0
      b0 = b1 / 2
      b2 = b0
    } else if (type === 'hp') {
      b1 = -(1 + cos) / a0
      b0 = -b1 / 2
      b2 = b0
    } else {
      b0 = alpha / a0
      b1 = 0
      b2 = -b0
    }
    this.b0 = b0
    this.b1 = b1
    this.b2 = b2
    this.a1 = (-2 * cos) / a0
    this.a2 = (1 - alpha) / a0
  }
  run(x: number): number {
    const y = this.b0 * x + this.z1
    this.z1 = this.b1 * x - this.a1 * y + this.z2
    this.z2 = this.b2 * x - this.a2 * y
    return y
  }
}

/** Pink noise (Paul Kellet's economy filter): softer than white, the basis of rain, wind and surf. */
export function pinkNoise(rand: () => number): () => number {
  let b0 = 0,
    b1 = 0,
    b2 = 0
  return () => {
    const w = rand() * 2 - 1
    b0 = 0.99765 * b0 + w * 0.099046
    b1 = 0.963 * b1 + w * 0.2965164
    b2 = 0.57 * b2 + w * 1.0526913
    return (b0 + b1 + b2 + w * 0.1848) * 0.18
  }
}

/** Brown (red) noise: a leaky integrator of white noise, for deep rumble (surf, fire roar). */
export function brownNoise(rand: () => number): () => number {
  let b = 0
  return () => {
    b = (b + 0.02 * (rand() * 2 - 1)) / 1.02
    return b * 3.5
  }
}

/** Smoothly wandering value in [0,1] (cosine-interpolated random knots), for gusts and slow movement. */
export function wander(rand: () => number, durationSec: number, knotsPerSec: number): (t: number) => number {
  const n = Math.ceil(durationSec * knotsPerSec) + 2
  const knots = Array.from({ length: n }, () => rand())
  return (t: number) => {
    const x = Math.max(0, t * knotsPerSec)
    const i = Math.min(Math.floor(x), n - 2)
    const f = (1 - Math.cos((x - i) * Math.PI)) / 2
    return knots[i]! * (1 - f) + knots[i + 1]! * f
  }
}

/**
 * Decaying sine added into buf via a complex rotation (4 multiplies a sample, no Math.sin in the loop):
 * bowls and chimes are sums of many long partials, so this is where the synthesis time goes.
 */
export function addDecayingSine(
  buf: Float32Array,
  start: number,
  freq: number,
  amp: number,
  tau: number,
  attackSec = 0.004,
  phase = 0
): void {
  const len = Math.min(buf.length - start, Math.ceil(tau * 7 * SR)) // -60 dB is inaudible under the mix
  if (len <= 0 || freq >= SR / 2) return
  const w = (2 * Math.PI * freq) / SR,
    d = Math.exp(-1 / (tau * SR))
  const cr = Math.cos(w) * d,
    ci = Math.sin(w) * d
  let re = Math.cos(phase) * amp,
    im = Math.sin(phase) * amp
  const att = Math.max(1, Math.floor(attackSec * SR))
  for (let i = 0; i < len; i++) {
    const a = i < att ? i / att : 1
    buf[start + i]! += im * a
    const nr = re * cr - im * ci
    im = re * ci + im * cr
    re = nr
  }
}

/** Singing-bowl strike: inharmonic partials, each a beating pair (the bowl's characteristic slow wobble). */
export function addBowl(
  buf: Float32Array,
  atSec: number,
  f0: number,
  amp: number,
  decaySec: number,
  rand: () => number
): void {
  const start = Math.floor(atSec * SR)
  const ratios = [1, 2.77, 5.18, 8.46, 12.3]
  const amps = [1, 0.5, 0.26, 0.12, 0.05]
  const decays = [1, 0.62, 0.38, 0.22, 0.13]
  for (let p = 0; p < ratios.length; p++) {
    const f = f0 * ratios[p]!,
      beat = 0.4 + rand() * 1.6
    const a = (amp * amps[p]!) / 2,
      tau = decaySec * decays[p]!
    addDecayingSine(buf, start, f - beat / 2, a, tau, 0.006, rand() * 6.283)
    addDecayingSine(buf, start, f + beat / 2, a, tau, 0.006, rand() * 6.283)
  }
  // The mallet: a very short, dark thump so the strike has an onset rather than a sine fading in.
  const lp = new Biquad('lp', 900),
    n = Math.floor(0.03 * SR)
  for (let i = 0; i < n && start + i < buf.length; i++) {
    buf[start + i]! += lp.run((rand() * 2 - 1) * amp * 0.25 * Math.exp(-i / (0.006 * SR)))
  }
}

/** Light chime / tingsha: brighter, shorter partials than a bowl. */
export function addChime(
  buf: Float32Array,
  atSec: number,
  f0: number,
  amp: number,
  decaySec: number,
  rand: () => number
): void {
  const start = Math.floor(atSec * SR)
  const ratios = [1, 2.32, 4.25, 6.63]
  const amps = [1, 0.35, 0.16, 0.07]
  for (let p = 0; p < ratios.length; p++) {
    addDecayingSine(
      buf,
      start,
      f0 * ratios[p]! + (rand() - 0.5),
      amp * amps[p]!,
      decaySec / (1 + p * 0.9),
      0.002,
      rand() * 6.283
    )
  }
}

/**
 * Mono Schroeder/Freeverb-style reverb (4 damped combs + 2 allpasses), mixed in place.
 * A dry synthetic bowl sounds like a test tone; a room around it is what makes it calm.
 */
export function reverb(buf: Float32Array, wet = 0.3, size = 0.84, damp = 0.25): void {
  // The four combs and two allpasses unrolled into locals (same arithmetic, in the same order, as a loop over
  // an array of {d, i, f} objects): 2.5x faster (100 s of audio: 0.18 s -> 0.07 s of CPU; H3, issue 30).
  const c0 = new Float32Array(1557),
    c1 = new Float32Array(1617),
    c2 = new Float32Array(1491),
    c3 = new Float32Array(1422)
  const p0 = new Float32Array(556),
    p1 = new Float32Array(441)
  let i0 = 0,
    i1 = 0,
    i2 = 0,
    i3 = 0,
    j0 = 0,
    j1 = 0
  let f0 = 0,
    f1 = 0,
    f2 = 0,
    f3 = 0
  const keep = 1 - damp,
    dry = 1 - wet * 0.5
  for (let s = 0; s < buf.length; s++) {
    const x = buf[s]! * 0.25
    const o0 = c0[i0]!,
      o1 = c1[i1]!,
      o2 = c2[i2]!,
      o3 = c3[i3]!
    f0 = o0 * keep + f0 * damp
    c0[i0] = x + f0 * size
    f1 = o1 * keep + f1 * damp
    c1[i1] = x + f1 * size
    f2 = o2 * keep + f2 * damp
    c2[i2] = x + f2 * size
    f3 = o3 * keep + f3 * damp
    c3[i3] = x + f3 * size
    i0 = i0 + 1 === 1557 ? 0 : i0 + 1
    i1 = i1 + 1 === 1617 ? 0 : i1 + 1
    i2 = i2 + 1 === 1491 ? 0 : i2 + 1
    i3 = i3 + 1 === 1422 ? 0 : i3 + 1
    let y = o0 + o1 + o2 + o3
    const b0 = p0[j0]!
    p0[j0] = y + b0 * 0.5
    j0 = j0 + 1 === 556 ? 0 : j0 + 1
    y = b0 - y
    const b1 = p1[j1]!
    p1[j1] = y + b1 * 0.5
    j1 = j1 + 1 === 441 ? 0 : j1 + 1
    y = b1 - y
    buf[s] = buf[s]! * dry + y * wet
  }
}

/** One cycle of a soft pad waveform (few harmonics, falling 1/n²) for cheap table-lookup oscillators. */
const TABLE_SIZE = 4096
const padTable = (() => {
  const t = new Float32Array(TABLE_SIZE + 1)
  for (let i = 0; i <= TABLE_SIZE; i++) {
    const ph = (2 * Math.PI * i) / TABLE_SIZE
    t[i] = Math.sin(ph) + 0.25 * Math.sin(2 * ph) + 0.11 * Math.sin(3 * ph) + 0.05 * Math.sin(4 * ph)
  }
  return t
})()

/**
 * Warm pad: each note is three slightly detuned table oscillators (chorus), then a lowpass whose cutoff and
 * level follow `env(t)` (0..1) — the breath cycle swells the pad open and closed.
 */
export function addPad(
  buf: Float32Array,
  fromSec: number,
  toSec: number,
  notes: number[],
  amp: number,
  env: (t: number) => number,
  rand: () => number,
  brightness = 1
): void {
  const s0 = Math.max(0, Math.floor(fromSec * SR)),
    s1 = Math.min(buf.length, Math.floor(toSec * SR))
  const n = notes.length * 3,
    a = 1 / n
  const ph = new Float64Array(n),
    inc = new Float64Array(n)
  let k = 0
  for (const m of notes) {
    for (const cents of [-7, 0, 6]) {
      ph[k] = rand() * TABLE_SIZE
      inc[k++] = (midiHz(m) * Math.pow(2, cents / 1200) * TABLE_SIZE) / SR
    }
  }
  // Rendered in blocks that end at multiples of 64 samples, where the envelope and the filter change: each
  // voice's phase runs in a tight loop over the block, then the two lowpasses (in series, same coefficients)
  // run on locals. The same arithmetic in the same order as a per-sample loop over the voices, so the same
  // samples; 26% less CPU, and addPad is a third of the synthesis (H3, issue 30).
  const lp = new Biquad('lp', 800),
    x = new Float64Array(64)
  let z11 = 0,
    z12 = 0,
    z21 = 0,
    z22 = 0
  let e = env(fromSec)
  for (let b = s0; b < s1;) {
    if ((b & 63) === 0) {
      e = env(b / SR)
      lp.set('lp', (300 + 2200 * e) * brightness)
    }
    const end = Math.min(s1, (b | 63) + 1),
      len = end - b
    x.fill(0)
    for (let v = 0; v < n; v++) {
      let p = ph[v]!
      const d = inc[v]!
      for (let j = 0; j < len; j++) {
        const i = p | 0,
          f = p - i
        x[j]! += (padTable[i]! + (padTable[i + 1]! - padTable[i]!) * f) * a
        p += d
        if (p >= TABLE_SIZE) p -= TABLE_SIZE
      }
      ph[v] = p
    }
    const { b0, b1, b2, a1, a2 } = lp
    for (let j = 0; j < len; j++) {
      const xj = x[j]!
      const y1 = b0 * xj + z11
      z11 = b1 * xj - a1 * y1 + z12
      z12 = b2 * xj - a2 * y1
      const y2 = b0 * y1 + z21
      z21 = b1 * y1 - a1 * y2 + z22
      z22 = b2 * y1 - a2 * y2
      buf[b + j]! += y2 * amp * (0.2 + 0.8 * e)
    }
    b = end
  }
}

/** Raised-cosine edge window, so segments (chords, layers) enter and leave without clicks. */
export function edge(t: number, from: number, to: number, fade: number): number {
  if (t < from || t > to) return 0
  const a = Math.min(1, (t - from) / fade),
    b = Math.min(1, (to - t) / fade)
  return (1 - Math.cos(Math.PI * Math.min(a, b))) / 2
}

/** Breath cycle 0..1 (in-breath rises, out-breath falls) with period `period` seconds. */
export const breath =
  (period: number) =>
  (t: number): number =>
    0.5 - 0.5 * Math.cos((2 * Math.PI * t) / period)

export function normalise(buf: Float32Array, peak = 0.8): void {
  let m = 1e-9
  for (let i = 0; i < buf.length; i++) m = Math.max(m, Math.abs(buf[i]!))
  const g = peak / m
  for (let i = 0; i < buf.length; i++) buf[i]! *= g
}

export function fadeEdges(buf: Float32Array, inSec: number, outSec: number): void {
  const ni = Math.floor(inSec * SR),
    no = Math.floor(outSec * SR)
  for (let i = 0; i < ni && i < buf.length; i++) buf[i]! *= Math.sin(((i / ni) * Math.PI) / 2) ** 2
  for (let i = 0; i < no && i < buf.length; i++) buf[buf.length - 1 - i]! *= Math.sin(((i / no) * Math.PI) / 2) ** 2
}

/**
 * Make a loop: render `len + xfade` seconds, then fold the extra tail over the head with an equal-power
 * crossfade. The last sample then runs straight into the first, so a looping player has no seam.
 */
export function foldLoop(buf: Float32Array, loopSamples: number): Float32Array {
  const x = buf.length - loopSamples
  const out = buf.slice(0, loopSamples)
  for (let i = 0; i < x; i++) {
    const p = (i / x) * (Math.PI / 2)
    out[i] = buf[i]! * Math.sin(p) + buf[loopSamples + i]! * Math.cos(p)
  }
  return out
}

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1

/** Float [-1,1] to 16-bit little-endian PCM, the raw format piped into ffmpeg. */
export function toPcm16(buf: Float32Array): Buffer {
  if (!LITTLE_ENDIAN) {
    const out = Buffer.alloc(buf.length * 2)
    for (let i = 0; i < buf.length; i++) out.writeInt16LE(Math.round(Math.max(-1, Math.min(1, buf[i]!)) * 32767), i * 2)
    return out
  }
  // Through an Int16Array on a little-endian machine (x86, ARM): half the time of writeInt16LE per sample.
  const out = new Int16Array(buf.length)
  for (let i = 0; i < buf.length; i++) out[i] = Math.round(Math.max(-1, Math.min(1, buf[i]!)) * 32767)
  return Buffer.from(out.buffer, 0, out.byteLength)
}
