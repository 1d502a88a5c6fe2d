/** Fakes for the audio store: a backend that records calls and lets a test fire events, a clock, a socket. */
import type { AudioBackend, AudioEvents, AudioTrack } from '@/services/audio/types'
import type { Clock } from '@/services/clock'
import type { SocketConnection } from '@/services/socket'

export class FakeBackend implements AudioBackend {
  calls: string[] = []
  loaded: AudioTrack[] = []
  events!: AudioEvents
  volume = 1
  rate = 1
  setListener(e: AudioEvents) {
    this.events = e
  }
  load(track: AudioTrack) {
    this.loaded.push(track)
    this.calls.push(`load ${track.src}@${track.startAt ?? 0}`)
  }
  play() {
    this.calls.push('play')
  }
  pause() {
    this.calls.push('pause')
  }
  stop() {
    this.calls.push('stop')
  }
  seek(s: number) {
    this.calls.push(`seek ${s}`)
  }
  setRate(r: number) {
    this.rate = r
  }
  setVolume(v: number) {
    this.volume = v
  }
  playScene(src: string) {
    this.calls.push(`scene ${src}`)
  }
  pauseScene() {
    this.calls.push('scenePause')
  }
  stopScene() {
    this.calls.push('sceneStop')
  }
  get last(): AudioTrack | undefined {
    return this.loaded[this.loaded.length - 1]
  }
}

interface Timer {
  id: number
  at: number
  fn: () => void
  every?: number
}

/** A manual clock: `advance(ms)` runs due timers in time order. */
export class FakeClock implements Clock {
  private t = 1_700_000_000_000
  private timers: Timer[] = []
  private seq = 0
  now() {
    return this.t
  }
  setInterval(fn: () => void, ms: number) {
    const id = ++this.seq
    this.timers.push({ id, at: this.t + ms, fn, every: ms })
    return id
  }
  setTimeout(fn: () => void, ms: number) {
    const id = ++this.seq
    this.timers.push({ id, at: this.t + ms, fn })
    return id
  }
  clearInterval(h: unknown) {
    this.timers = this.timers.filter((x) => x.id !== h)
  }
  clearTimeout(h: unknown) {
    this.clearInterval(h)
  }
  get pending(): number {
    return this.timers.length
  }
  advance(ms: number) {
    const end = this.t + ms
    for (;;) {
      const due = this.timers.filter((x) => x.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0]
      if (!due) break
      this.t = due.at
      if (due.every) due.at += due.every
      else this.timers = this.timers.filter((x) => x !== due)
      due.fn()
    }
    this.t = end
  }
}

export class FakeSocket implements SocketConnection {
  sent: string[] = []
  closed = false
  private h = {
    open: [] as (() => void)[],
    message: [] as ((d: string) => void)[],
    error: [] as ((e: unknown) => void)[],
    close: [] as (() => void)[]
  }
  constructor(readonly url: string) {}
  send(d: string) {
    this.sent.push(d)
  }
  close() {
    this.closed = true
    this.h.close.forEach((f) => f())
  }
  onOpen(cb: () => void) {
    this.h.open.push(cb)
  }
  onMessage(cb: (d: string) => void) {
    this.h.message.push(cb)
  }
  onError(cb: (e: unknown) => void) {
    this.h.error.push(cb)
  }
  onClose(cb: () => void) {
    this.h.close.push(cb)
  }
  open() {
    this.h.open.forEach((f) => f())
  }
  message(d: string) {
    this.h.message.forEach((f) => f(d))
  }
  fail() {
    this.h.error.forEach((f) => f(new Error('boom')))
  }
  get json(): any[] {
    return this.sent.map((s) => JSON.parse(s))
  }
}
