/**
 * Time as a dependency: the audio store's one-second tick, the socket's reconnect delay and the sleep timer
 * all go through a Clock, so tests drive them with a fake clock instead of sleeping.
 */
export type TimerHandle = unknown

export interface Clock {
  now(): number
  setInterval(fn: () => void, ms: number): TimerHandle
  clearInterval(handle: TimerHandle): void
  setTimeout(fn: () => void, ms: number): TimerHandle
  clearTimeout(handle: TimerHandle): void
}

/** The platform clock. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>)
}
