/**
 * The live room's chat store over a fake socket and clock, with the real request layer signing the join: the
 * signed join, history and pushes, muting, removal, barrage expiry, and the reconnects of spec §8/§9 (3 at most,
 * 500 ms after closing the old socket).
 */
import { createHttp } from '@/services/http'
import { createLiveApi } from '@/services/api/live'
import { signSocketInit } from '@/protocol/signature'
import { LiveChat } from '@/stores/liveChat'
import type { RootStore } from '@/stores/RootStore'
import type { LiveMessageDTO } from '@/protocol/live'
import { FakeClock, FakeSocket } from './utils/fakeAudio'

const msg = (id: number, kind: 1 | 2 = 1): LiveMessageDTO => ({
  id,
  user_id: 2,
  nickname: '學員',
  kind,
  text: `m${id}`,
  offset_ms: id * 1000,
  created_at: '2026-11-24T12:00:00Z'
})

function setup(loggedIn = true) {
  const http = createHttp({
    config: { base: 'https://api.example.com', signKey: 'live-test-key' },
    transport: async () => ({ statusCode: 200, data: { code: 0, msg: '', data: { list: [msg(1)], before: null } } })
  })
  const clock = new FakeClock()
  const sockets: FakeSocket[] = []
  const root = {
    deps: {
      api: { live: createLiveApi(http) },
      clock,
      connectSocket: (url: string) => {
        const s = new FakeSocket(url)
        sockets.push(s)
        return s
      }
    },
    user: loggedIn ? { user: { id: 7 }, token: 'TOKEN' } : { user: null, token: '' }
  } as unknown as RootStore
  const chat = new LiveChat(root, 8)
  return { chat, sockets, clock }
}

describe('LiveChat', () => {
  it('joins with a join signed by the request layer, then keeps history, pushes and the viewer count', () => {
    const { chat, sockets } = setup()
    chat.open()
    expect(sockets[0].url).toBe('wss://api.example.com/ws/live?lang=zh-Hant')
    sockets[0].open()
    const join = sockets[0].json[0]
    expect(join).toMatchObject({ type: 'join', id: 8, token: 'TOKEN', userId: 7 })
    const { sign, ...fields } = join
    expect(sign).toBe(signSocketInit(fields, 'live-test-key'))

    sockets[0].message(JSON.stringify({ type: 'joined', history: [msg(1)], before: null, viewers: 3, muted: false }))
    expect(chat.joined).toBe(true)
    expect(chat.viewers).toBe(3)
    sockets[0].message(JSON.stringify({ type: 'message', message: msg(2) }))
    sockets[0].message(JSON.stringify({ type: 'message', message: msg(2) }))
    sockets[0].message('not json')
    expect(chat.messages.map((m) => m.id)).toEqual([1, 2])
    expect(chat.send('  hi  ')).toBe(true)
    expect(sockets[0].json.at(-1)).toEqual({ type: 'send', kind: 1, text: 'hi' })
    expect(chat.send('   ')).toBe(false)
  })

  it('a muted viewer cannot post; a removed one is disconnected', () => {
    const { chat, sockets } = setup()
    chat.open()
    sockets[0].open()
    sockets[0].message(JSON.stringify({ type: 'joined', history: [], before: null, viewers: 1, muted: false }))
    sockets[0].message(JSON.stringify({ type: 'muted', muted: true }))
    expect(chat.canPost).toBe(false)
    expect(chat.send('hello')).toBe(false)
    sockets[0].message(JSON.stringify({ type: 'removed' }))
    expect(chat.removed).toBe(true)
    expect(sockets[0].closed).toBe(true)
  })

  it('a message a moderator hid leaves the list, the barrage and the pin', () => {
    const { chat, sockets } = setup()
    chat.open()
    sockets[0].open()
    sockets[0].message(
      JSON.stringify({ type: 'joined', history: [msg(1), msg(2)], before: null, viewers: 1, muted: false })
    )
    sockets[0].message(JSON.stringify({ type: 'message', message: msg(3, 2) }))
    sockets[0].message(JSON.stringify({ type: 'pinned', message: msg(3, 2) }))
    sockets[0].message(JSON.stringify({ type: 'hidden', id: 3 }))
    expect(chat.messages.map((m) => m.id)).toEqual([1, 2])
    expect(chat.barrage).toEqual([])
    expect(chat.pinned).toBeNull()
    sockets[0].message(JSON.stringify({ type: 'hidden', id: 1 }))
    expect(chat.messages.map((m) => m.id)).toEqual([2])
  })

  it('barrage messages leave the screen after 8 s', () => {
    const { chat, sockets, clock } = setup()
    chat.open()
    sockets[0].open()
    sockets[0].message(JSON.stringify({ type: 'message', message: msg(5, 2) }))
    expect(chat.barrage.map((m) => m.id)).toEqual([5])
    clock.advance(8000)
    expect(chat.barrage).toEqual([])
  })

  it('joins again when a joined room is lost without an error (a server restart); a refused connection is not reopened', () => {
    const { chat, sockets, clock } = setup()
    chat.open()
    sockets[0].open()
    sockets[0].message(JSON.stringify({ type: 'joined', history: [], before: null, viewers: 1, muted: false }))
    expect(chat.canPost).toBe(true)
    sockets[0].close() // the server went away: a close with no error before it
    expect(chat.canPost).toBe(false)
    clock.advance(500)
    expect(sockets).toHaveLength(2)
    sockets[1].open()
    expect(sockets[1].json[0]).toMatchObject({ type: 'join', id: 8 })
    sockets[1].message(JSON.stringify({ type: 'joined', history: [], before: null, viewers: 2, muted: false }))
    expect(chat.canPost).toBe(true)
    expect(chat.joins).toBe(2)
    // closed by the server before any join (the room refused this viewer): not opened again
    const refused = setup()
    refused.chat.open()
    refused.sockets[0].open()
    refused.sockets[0].message(JSON.stringify({ type: 'error', code: 403, msg: '你已被移出本場直播' }))
    refused.sockets[0].close()
    refused.clock.advance(5000)
    expect(refused.sockets).toHaveLength(1)
    expect(refused.chat.error).toBe('你已被移出本場直播')
    // and leaving the room opens nothing again
    chat.close()
    clock.advance(5000)
    expect(sockets).toHaveLength(2)
  })

  it('reconnects at most 3 times, 500 ms after closing the failed socket; a visitor opens nothing', () => {
    const { chat, sockets, clock } = setup()
    chat.open()
    for (let i = 0; i < 4; i++) {
      sockets[i].fail()
      expect(sockets[i].closed).toBe(true)
      clock.advance(499)
      expect(sockets).toHaveLength(i + 1)
      clock.advance(1)
      if (i < 3) expect(sockets).toHaveLength(i + 2)
    }
    expect(sockets).toHaveLength(4)
    const visitor = setup(false)
    visitor.chat.open()
    expect(visitor.sockets).toHaveLength(0)
  })
})
