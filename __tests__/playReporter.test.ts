/**
 * The one realtime play reporter (spec §4, §8, §9) over a fake socket and clock, with the real request layer:
 * the init is signed by the HTTP client (its key), the socket lives on its API base.
 */
import { createHttp } from '@/services/http'
import { PlayReporter, audioPlay, videoPlay, type PlaySession } from '@/services/playReport'
import { signSocketInit, DEV_SIGN_KEY } from '@/protocol/signature'
import { FakeClock, FakeSocket } from './utils/fakeAudio'

function setup(opts: { session?: PlaySession | null; connect?: boolean } = {}) {
  const http = createHttp({
    config: { base: 'https://api.example.com', signKey: 'reporter-test-key' },
    transport: async () => ({ statusCode: 200, data: { code: 0, msg: '', data: null } })
  })
  const signing = jest.spyOn(http, 'signSocketInit')
  const clock = new FakeClock()
  const sockets: FakeSocket[] = []
  const where = { position: 0, status: 2 as 1 | 2 }
  const session = opts.session === undefined ? { token: 'TOKEN', userId: 7 } : opts.session
  const reporter = new PlayReporter({
    connect:
      opts.connect === false
        ? undefined
        : (url) => {
            const s = new FakeSocket(url)
            sockets.push(s)
            return s
          },
    clock,
    http,
    session: () => session,
    snapshot: () => where
  })
  return { reporter, http, signing, clock, sockets, where }
}

describe('PlayReporter', () => {
  it('sends the video init (type 9) signed by the request layer with its key, once the socket opens', () => {
    const { reporter, signing, sockets } = setup()
    reporter.start(videoPlay('c-mindfulness', 101))
    expect(sockets).toHaveLength(1)
    expect(sockets[0].url).toBe('wss://api.example.com/ws')
    expect(sockets[0].sent).toEqual([]) // nothing before the open
    sockets[0].open()
    const [init] = sockets[0].json
    expect(init).toMatchObject({
      messageType: 9,
      sku: 'c-mindfulness',
      videoId: 101,
      token: 'TOKEN',
      userId: 7,
      device: 'WECHAT',
      version: '1.0.0'
    })
    expect(init.timestamp).toMatch(/^\d{10}$/)
    expect(init.nonce).toMatch(/^[A-Za-z0-9]{32}$/)
    const { sign, ...fields } = init
    expect(sign).toBe(signSocketInit(fields, 'reporter-test-key'))
    expect(sign).not.toBe(signSocketInit(fields, DEV_SIGN_KEY))
    expect(signing).toHaveBeenCalledTimes(1)
  })

  it('sends the audio init (type 3) with sku, resourceId and cid, then a tick every second', () => {
    const { reporter, clock, sockets, where } = setup()
    reporter.start(audioPlay('m-sleep', 201, '2'))
    sockets[0].open()
    expect(sockets[0].json[0]).toMatchObject({ messageType: 3, sku: 'm-sleep', resourceId: 201, cid: '2' })
    Object.assign(where, { position: 12.7, status: 1 })
    clock.advance(1000)
    Object.assign(where, { position: -1, status: 2 })
    clock.advance(1000)
    expect(sockets[0].json.slice(1)).toEqual([
      { messageType: 5, position: 12, status: 1 },
      { messageType: 5, position: 0, status: 2 }
    ])
  })

  it('on error: reconnects 500 ms after closing the old socket, at most 3 times, with a freshly signed init', () => {
    const { reporter, clock, sockets, signing } = setup()
    reporter.start(audioPlay('m-sleep', 201, '2'))
    sockets[0].open()
    for (let i = 0; i < 3; i++) {
      sockets[i].fail()
      expect(sockets[i].closed).toBe(true)
      clock.advance(499)
      expect(sockets).toHaveLength(i + 1)
      clock.advance(1)
      expect(sockets).toHaveLength(i + 2)
      sockets[i + 1].open()
    }
    sockets[3].fail()
    clock.advance(5000)
    expect(sockets).toHaveLength(4)
    expect(reporter.retries).toBe(3)
    const nonces = sockets.map((s) => s.json[0].nonce)
    expect(new Set(nonces).size).toBe(4)
    expect(signing).toHaveBeenCalledTimes(4)
  })

  it('a new play starts over: the old socket closes and the retries reset', () => {
    const { reporter, clock, sockets } = setup()
    reporter.start(audioPlay('m-sleep', 201, '2'))
    sockets[0].fail()
    clock.advance(500)
    expect(reporter.retries).toBe(1)
    reporter.start(audioPlay('m-sleep', 202, '2'))
    expect(sockets[1].closed).toBe(true)
    expect(reporter.retries).toBe(0)
    expect(sockets).toHaveLength(3)
  })

  it('on close, and on stop, every timer is cleared', () => {
    const { reporter, clock, sockets } = setup()
    reporter.start(audioPlay('m-sleep', 201, '2'))
    sockets[0].open()
    clock.advance(2000)
    sockets[0].close()
    expect(clock.pending).toBe(0)
    expect(reporter.connected).toBe(false)
    reporter.start(audioPlay('m-sleep', 201, '2'))
    sockets[1].fail() // a reconnect is waiting
    expect(clock.pending).toBe(1)
    reporter.stop()
    expect(clock.pending).toBe(0)
    clock.advance(5000)
    expect(sockets).toHaveLength(2)
  })

  it('ignores unparsable messages; a refused init stops the ticks', () => {
    const { reporter, clock, sockets } = setup()
    reporter.start(videoPlay('c-1', 5))
    sockets[0].open()
    sockets[0].message('not json {')
    clock.advance(1000)
    expect(reporter.refused).toBe(false)
    sockets[0].message(JSON.stringify({ ok: false, code: 4013 }))
    clock.advance(3000)
    expect(reporter.refused).toBe(true)
    expect(sockets[0].closed).toBe(true)
    expect(sockets[0].json.map((m) => m.messageType)).toEqual([9, 5])
  })

  it('reports nothing for a visitor, or without sockets', () => {
    const visitor = setup({ session: null })
    visitor.reporter.start(audioPlay('m-sleep', 201, '2'))
    expect(visitor.sockets).toHaveLength(0)
    expect(visitor.signing).not.toHaveBeenCalled()
    const none = setup({ connect: false })
    none.reporter.start(audioPlay('m-sleep', 201, '2'))
    expect(none.reporter.connected).toBe(false)
    expect(none.clock.pending).toBe(0)
  })
})
