/** The sleep timer on its own, over a fake clock and a plain host. */
import { SleepTimer, type SleepHost } from '@/stores/SleepTimer'
import { FakeClock } from './utils/fakeAudio'

function setup(track = { currentTime: 0, duration: 0, rate: 1 }) {
  const clock = new FakeClock()
  const volumes: number[] = []
  const host = { sleep: null as SleepHost['sleep'], sleepLeft: 0, ...track, pause: jest.fn() }
  const timer = new SleepTimer(clock, host, (v) => volumes.push(v))
  return { clock, host, timer, volumes }
}

describe('SleepTimer', () => {
  it('counts the minutes down, fades out over the last 10 s, then pauses, clears and restores the volume', () => {
    const { clock, host, timer, volumes } = setup()
    timer.set(15)
    expect(host.sleep).toBe(15)
    expect(host.sleepLeft).toBe(900)
    clock.advance(60_000)
    expect(host.sleepLeft).toBe(840)
    clock.advance(14 * 60_000 - 10_000)
    expect(volumes.filter((v) => v < 1)).toEqual([]) // no fade before the last 10 s
    expect(timer.volume).toBe(1)
    clock.advance(5000)
    expect(timer.volume).toBe(0.5)
    clock.advance(4000)
    expect(timer.volume).toBe(0.1)
    expect(host.pause).not.toHaveBeenCalled()
    clock.advance(1000)
    expect(host.pause).toHaveBeenCalledTimes(1)
    expect(host.sleep).toBe(null)
    expect(host.sleepLeft).toBe(0)
    expect(volumes[volumes.length - 1]).toBe(1)
    expect(clock.pending).toBe(0)
  })

  it('"end of track" counts the track down at the playing speed and leaves the stop to the player', () => {
    const { clock, host, timer } = setup({ currentTime: 40, duration: 60, rate: 1.25 })
    timer.set('track')
    expect(host.sleepLeft).toBe(16) // 20 s of track at 1.25×
    host.currentTime = 60
    clock.advance(1000)
    expect(host.sleepLeft).toBe(0)
    expect(host.pause).not.toHaveBeenCalled()
    expect(host.sleep).toBe('track')
    timer.clear()
    expect(host.sleep).toBe(null)
    expect(clock.pending).toBe(0)
  })

  it('a track of unknown length shows no time left and never fades', () => {
    const { clock, host, timer, volumes } = setup()
    timer.set('track')
    clock.advance(3000)
    expect(host.sleepLeft).toBe(0)
    expect(volumes).toEqual([])
  })

  it('a new choice replaces the running one; null cancels; a cancel during the fade restores the volume', () => {
    const { clock, host, timer, volumes } = setup()
    timer.set(30)
    timer.set(15)
    expect(clock.pending).toBe(1)
    clock.advance(15 * 60_000 - 5000)
    expect(timer.volume).toBe(0.5)
    timer.set(null)
    expect(host.sleep).toBe(null)
    expect(clock.pending).toBe(0)
    expect(volumes[volumes.length - 1]).toBe(1)
    expect(timer.volume).toBe(1)
  })
})
