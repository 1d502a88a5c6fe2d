/**
 * Audio recipes: each is plain data (so it can be hashed into the cache key) rendered to mono float samples.
 * The sounds are built from the pieces in dsp.ts; see the comment on each recipe for the idea behind it.
 */
import {
  SR as DSP_SR,
  rng,
  Biquad,
  pinkNoise,
  brownNoise,
  wander,
  addBowl,
  addChime,
  addPad,
  reverb,
  edge,
  breath,
  normalise,
  fadeEdges,
  foldLoop,
  midiHz
} from './dsp.js'

export type AudioRecipe = { sec: number; seed: number; loop?: boolean } & (
  | { type: 'bowls'; notes: number[]; every: number; decay: number; padChord?: number[] }
  | { type: 'breathing'; period: number; chords: number[][]; chimeEvery?: number }
  | { type: 'rain'; intensity: number; padChord?: number[] }
  | { type: 'waves'; period: number }
  | { type: 'forest'; birds: number }
  | { type: 'fire' }
  | { type: 'stream' }
  | { type: 'drone'; root: number; bowlEvery?: number }
  | { type: 'bell'; bell: 'bowl' | 'chime' }
)

/**
 * The sample rate as a module-local constant: the per-sample loops below read it, and an imported binding
 * read there went through two CommonJS export getters under tsx (1.5 s of the ~30 s of synthesis, H3 issue 30).
 */
const SR = DSP_SR

/** Seconds rendered beyond a loop's length and folded back over its head (see foldLoop). */
const LOOP_XFADE = 3

export function renderAudio(r: AudioRecipe): Float32Array {
  const total = r.loop ? r.sec + LOOP_XFADE : r.sec
  const buf = new Float32Array(Math.round(total * SR))
  const rand = rng(r.seed)
  RECIPES[r.type](buf, total, r as never, rand)
  normalise(buf, r.type === 'bell' ? 0.85 : 0.7)
  if (r.loop) return foldLoop(buf, Math.round(r.sec * SR))
  if (r.type === 'bell') fadeEdges(buf, 0, 0.4)
  else fadeEdges(buf, Math.min(2, r.sec / 8), Math.min(3, r.sec / 5))
  return buf
}

type Recipe<T extends AudioRecipe['type']> = (
  buf: Float32Array,
  sec: number,
  r: Extract<AudioRecipe, { type: T }>,
  rand: () => number
) => void

const RECIPES: { [K in AudioRecipe['type']]: Recipe<K> } = {
  /** Bowls struck in turn, each left to ring out into a room; an optional breath pad underneath. */
  bowls(buf, sec, r, rand) {
    let k = 0
    for (let t = 0.6; t < sec - 2; t += r.every * (0.9 + rand() * 0.2), k++) {
      addBowl(buf, t, midiHz(r.notes[k % r.notes.length]!), 0.5 + rand() * 0.2, r.decay, rand)
    }
    if (r.padChord) addPad(buf, 0, sec, r.padChord, 0.18, breath(6), rand, 0.8)
    reverb(buf, 0.35)
  },

  /** A pad that swells open on the in-breath and closes on the out-breath, plus a whisper of air. */
  breathing(buf, sec, r, rand) {
    const env = breath(r.period),
      seg = r.period * 2
    for (let i = 0, t = 0; t < sec; i++, t += seg) {
      const from = t - 1,
        to = t + seg + 1
      addPad(
        buf,
        Math.max(0, from),
        Math.min(sec, to),
        r.chords[i % r.chords.length]!,
        0.5,
        (x) => env(x) * edge(x, from, to, 1.5),
        rand
      )
    }
    const noise = pinkNoise(rand),
      bp = new Biquad('bp', 900, 0.8)
    for (let s = 0; s < buf.length; s++) buf[s]! += bp.run(noise()) * 0.05 * env(s / SR) ** 2
    if (r.chimeEvery) {
      for (let t = 0.2; t < sec - 3; t += r.period * r.chimeEvery)
        addChime(buf, t, midiHz(r.chords[0]![0]! + 36), 0.12, 2.5, rand)
    }
    reverb(buf, 0.3)
  },

  /** Rain: band-limited pink noise for the wash, tiny rising blips for droplets, a low rumble under it. */
  rain(buf, sec, r, rand) {
    const noise = pinkNoise(rand),
      brown = brownNoise(rand)
    const hp = new Biquad('hp', 500),
      lp = new Biquad('lp', 6500),
      rumble = new Biquad('lp', 180)
    const swell = wander(rand, sec, 0.15)
    for (let s = 0; s < buf.length; s++) {
      const g = 0.75 + 0.25 * swell(s / SR)
      buf[s]! += lp.run(hp.run(noise())) * 0.5 * r.intensity * g + rumble.run(brown()) * 0.25
    }
    const drops = Math.floor(sec * 25 * r.intensity)
    for (let d = 0; d < drops; d++) {
      const at = Math.floor(rand() * buf.length),
        f = 1800 + rand() * 3200,
        a = 0.04 + rand() ** 3 * 0.25
      const n = Math.floor(0.03 * SR)
      let ph = 0
      for (let i = 0; i < n && at + i < buf.length; i++) {
        ph += (2 * Math.PI * f * (1 + (i / n) * 0.6)) / SR // bubbles rise in pitch as they close
        buf[at + i]! += Math.sin(ph) * a * Math.exp(-i / (0.006 * SR))
      }
    }
    if (r.padChord) addPad(buf, 0, sec, r.padChord, 0.35, (t) => 0.35 + 0.25 * breath(16)(t), rand, 0.6)
  },

  /** Surf: each wave swells (brown noise opening up), breaks (a burst of hiss) and drains away. */
  waves(buf, sec, r, rand) {
    const env = new Float32Array(Math.ceil(sec * 100) + 1) // control rate 100 Hz
    for (let t = -2; t < sec;) {
      const p = r.period * (0.8 + rand() * 0.4),
        peak = 0.6 + rand() * 0.4
      for (let i = Math.max(0, Math.floor(t * 100)); i < env.length && i < (t + p * 1.6) * 100; i++) {
        const x = (i / 100 - t) / p // 0..1.6 in units of this wave's period
        const v = x < 0.55 ? (x / 0.55) ** 2 : Math.exp(-(x - 0.55) * 3.2)
        env[i] = Math.max(env[i]!, v * peak)
      }
      t += p
    }
    const brown = brownNoise(rand),
      pink = pinkNoise(rand)
    const lp = new Biquad('lp', 400),
      hp = new Biquad('hp', 1800),
      lp2 = new Biquad('lp', 7000)
    for (let s = 0; s < buf.length; s++) {
      const e = env[Math.floor(s / 441)]!
      if ((s & 63) === 0) lp.set('lp', 250 + 1800 * e)
      buf[s]! += lp.run(brown()) * (0.25 + e) + lp2.run(hp.run(pink())) * e ** 3 * 0.6
    }
  },

  /** Wind through trees (band-passed noise with a wandering centre and gusts), with birdsong phrases. */
  forest(buf, sec, r, rand) {
    const noise = pinkNoise(rand),
      noise2 = pinkNoise(rand)
    const bp = new Biquad('bp', 400, 0.7),
      rustle = new Biquad('hp', 3000)
    const centre = wander(rand, sec, 0.12),
      gust = wander(rand, sec, 0.2)
    for (let s = 0; s < buf.length; s++) {
      const t = s / SR,
        g = gust(t)
      if ((s & 63) === 0) bp.set('bp', 250 + 500 * centre(t), 0.7)
      buf[s]! += bp.run(noise()) * (0.3 + 0.7 * g) * 1.2 + rustle.run(noise2()) * g ** 3 * 0.12
    }
    const birds = new Float32Array(buf.length)
    for (let t = 1 + rand() * 2; t < sec - 2; t += (3 + rand() * 5) / r.birds) {
      const species = rand() < 0.5,
        notes = 3 + Math.floor(rand() * 5)
      const base = species ? 3200 + rand() * 800 : 2200 + rand() * 600
      let at = t
      for (let n = 0; n < notes; n++) {
        const d = species ? 0.07 + rand() * 0.05 : 0.14 + rand() * 0.1
        const f1 = base * (0.9 + rand() * 0.3),
          f2 = f1 * (species ? 1.35 : 0.8),
          a = 0.08 + rand() * 0.06
        const s0 = Math.floor(at * SR),
          len = Math.floor(d * SR)
        let ph = 0
        for (let i = 0; i < len && s0 + i < birds.length; i++) {
          const x = i / len
          ph += (2 * Math.PI * (f1 + (f2 - f1) * x) * (1 + 0.02 * Math.sin(i * 0.004))) / SR
          birds[s0 + i]! += Math.sin(ph) * a * Math.sin(Math.PI * x) ** 2
        }
        at += d + 0.04 + rand() * 0.08
      }
    }
    reverb(birds, 0.4, 0.8)
    for (let s = 0; s < buf.length; s++) buf[s]! += birds[s]!
  },

  /** Fire: a flickering low roar, a soft hiss, and clustered crackles and pops. */
  fire(buf, sec, _r, rand) {
    const brown = brownNoise(rand),
      pink = pinkNoise(rand)
    const roar = new Biquad('lp', 220),
      hiss = new Biquad('bp', 2500, 0.6)
    const flicker = wander(rand, sec, 1.5)
    for (let s = 0; s < buf.length; s++) {
      buf[s]! += roar.run(brown()) * (0.5 + 0.5 * flicker(s / SR)) * 0.8 + hiss.run(pink()) * 0.05
    }
    const hp = new Biquad('hp', 1200)
    const crackle = new Float32Array(buf.length)
    for (let t = 0; t < sec; t += rand() * 0.35) {
      const burst = rand() < 0.15 ? 3 + Math.floor(rand() * 6) : 1
      for (let b = 0; b < burst; b++) {
        const at = Math.floor((t + b * rand() * 0.03) * SR),
          len = Math.floor((0.001 + rand() * 0.004) * SR)
        const a = 0.1 + rand() ** 2 * 0.9
        for (let i = 0; i < len && at + i < crackle.length; i++)
          crackle[at + i]! += (rand() * 2 - 1) * a * Math.exp(-i / (len * 0.3))
      }
    }
    for (let s = 0; s < buf.length; s++) buf[s]! += hp.run(crackle[s]!) * 0.6
  },

  /** A mountain stream: a bright wash plus many small "plinks" (bubbles) at water-like pitches. */
  stream(buf, sec, _r, rand) {
    const pink = pinkNoise(rand),
      bp = new Biquad('bp', 1200, 0.5),
      lp = new Biquad('lp', 300),
      brown = brownNoise(rand)
    for (let s = 0; s < buf.length; s++) buf[s]! += bp.run(pink()) * 0.6 + lp.run(brown()) * 0.2
    const n = Math.floor(sec * 70)
    for (let k = 0; k < n; k++) {
      const at = Math.floor(rand() * buf.length),
        f = 500 + rand() * 1300,
        a = 0.02 + rand() ** 2 * 0.08
      const len = Math.floor((0.02 + rand() * 0.03) * SR)
      let ph = 0
      for (let i = 0; i < len && at + i < buf.length; i++) {
        ph += (2 * Math.PI * f * (1 + (i / len) * 0.9)) / SR
        buf[at + i]! += Math.sin(ph) * a * Math.sin((Math.PI * i) / len)
      }
    }
    reverb(buf, 0.15, 0.7)
  },

  /** A soft drone on a root and fifth, each voice breathing on its own slow cycle; optional bowl strikes. */
  drone(buf, sec, r, rand) {
    const voices = [r.root, r.root + 7, r.root + 12, r.root + 19]
    voices.forEach((m, i) => {
      const period = 9 + i * 4.3,
        off = rand() * period
      addPad(buf, 0, sec, [m], 0.5 / (1 + i * 0.4), (t) => 0.4 + 0.6 * breath(period)(t + off), rand, 0.55)
    })
    const pink = pinkNoise(rand),
      lp = new Biquad('lp', 600)
    for (let s = 0; s < buf.length; s++) buf[s]! += lp.run(pink()) * 0.04
    if (r.bowlEvery) {
      for (let t = 1; t < sec - 6; t += r.bowlEvery) addBowl(buf, t, midiHz(r.root + 24), 0.35, 5, rand)
    }
    reverb(buf, 0.3)
  },

  /** Timer bells: one bowl strike, or a soft two-note chime. */
  bell(buf, _sec, r, rand) {
    if (r.bell === 'bowl') addBowl(buf, 0.02, midiHz(57), 0.8, 2.6, rand)
    else {
      addChime(buf, 0.02, midiHz(88), 0.5, 1.6, rand)
      addChime(buf, 0.4, midiHz(95), 0.35, 1.4, rand)
    }
    reverb(buf, 0.3)
  }
}
